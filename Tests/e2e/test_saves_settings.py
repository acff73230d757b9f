"""A bad settings file never stops a child from playing: the game starts with
the usual settings, tells the parent once, keeps the old file aside byte for byte, and writes a
good file at the next change."""
import os

from harness import key, states, wait_until
from game import argv, finish_level, focused_name, tab
from save_files import alerts, plant, read_json, the_kept_copy, wait_for_valid_json

# Every kind of bad file (empty, cut short, of the wrong types, too big, a folder) is kept aside,
# told and saved over afresh in the core's tests; here one goes through the running game.
NOT_JSON = b"largeCards = yes\n\x00\xff"


def turn_on_large_cards(app):
    """Open Settings with Ctrl+comma, Tab to Make cards bigger, tick it, close with Escape."""
    key("ctrl+comma")
    app.find_one(role="dialog", name="Settings", timeout=5)
    for _ in range(12):
        if focused_name(app) == "Make cards bigger":
            break
        tab(app)
    box = app.wait_for_focus(role="check box", name="Make cards bigger")
    assert "checked" not in states(box), "Make cards bigger is on, but the usual settings have it off"
    key("space")
    wait_until(lambda: "checked" in states(box), message="Space did not tick Make cards bigger")
    key("Escape")
    wait_until(lambda: not app.find_all(role="dialog", name="Settings"), message="Settings stayed open")


def test_a_bad_settings_file_is_kept_aside_and_a_change_saves_afresh(launch, saves):
    folder = os.path.join(saves["XDG_CONFIG_HOME"], "shape-shuffle")
    content = NOT_JSON
    path = plant(folder, "settings.json", content)

    app = launch(argv(), env=saves)
    app.wait_for_focus(role="push button", name="Level 1")
    aside = [the_kept_copy(folder, "settings.json", content)]

    found = wait_until(lambda: alerts(app), message="no notice (role alert) appeared")
    assert len(found) == 1, f"the notice is shown {len(found)} times"
    notice = found[0].name
    assert "settings" in notice.lower() and aside[0] in notice, f"the notice {notice!r} does not say what happened"

    key("Return")
    finish_level(app)
    key("Escape")
    app.wait_for_focus(role="push button", name_prefix="Level ")
    turn_on_large_cards(app)
    saved = wait_for_valid_json(path)
    assert saved.get("largeCards") is True
    assert read_json(os.path.join(saves["XDG_DATA_HOME"], "shape-shuffle", "progress.json"))["levels"]["1"]["completed"]
    assert len(alerts(app)) <= 1, "the notice was shown again"
    assert sorted(entry for entry in os.listdir(folder) if ".corrupt-" in entry) == aside


def test_a_settings_folder_that_cannot_be_made_still_lets_the_child_play(launch, saves):
    blocker = os.path.join(saves["XDG_CONFIG_HOME"], "shape-shuffle")
    with open(blocker, "wb") as plain:
        plain.write(b"not a folder\n")

    app = launch(argv(), env=saves)
    app.wait_for_focus(role="push button", name="Level 1")
    turn_on_large_cards(app)
    found = wait_until(lambda: alerts(app), message="no notice that settings can't be saved")
    assert "settings can't be saved" in found[0].name.lower(), found[0].name
    app.wait_for_focus(role="push button", name_prefix="Level ")
    key("Return")
    finish_level(app)
    assert app.process.poll() is None, "the game stopped"
    with open(blocker, "rb") as plain:
        assert plain.read() == b"not a folder\n"
