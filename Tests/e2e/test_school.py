"""A school's computers: two games on one child's saves (two "computers" by SHAPE_SHUFFLE_HOST),
the administrator's defaults and locks, and a computer with no sound. Everything is read through
AT-SPI; the files are read only to check that nothing was lost."""
import json
import os
import re

from harness import activate, description, find_all, key, role_name, states, wait_until
from game import argv, finish_level, write_settings
from profiles import data_root, progress_of, write_roster
from save_files import alerts
from settings_ui import group_rows, language_drop_down, open_settings


def completed_levels(progress):
    return sorted(int(number) for number, entry in progress.get("levels", {}).items() if entry.get("completed"))


def test_a_second_game_on_the_same_child_is_told_and_neither_loses_a_level(launch, saves):
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    first = launch(argv("--profile", "Mia", "--level", "1"), env={**saves, "SHAPE_SHUFFLE_HOST": "LAB-PC-07"})
    first.wait_for_focus(name_prefix="Card ")
    assert alerts(first) == [], [a.name for a in alerts(first)]
    with open(os.path.join(data_root(), "profiles", "p1", "playing.json")) as handle:
        assert json.load(handle)["host"] == "LAB-PC-07"

    second = launch(argv("--profile", "Mia", "--level", "2"), env={**saves, "SHAPE_SHUFFLE_HOST": "LAB-PC-03"})
    told = wait_until(lambda: [a.name for a in alerts(second) if "has been playing" in a.name],
                      message=f"the second game was not told: {[a.name for a in alerts(second)]}")
    assert re.match(r"Mia has been playing on LAB-PC-07 since \d{1,2}:\d\d\.", told[0]), told

    # The second game plays level 2 to its end, then the first plays level 1: the first game's
    # save comes last, and must keep the level the second finished.
    finish_level(second)
    wait_until(lambda: completed_levels(progress_of("p1")) == [2], message=f"level 2 not saved: {progress_of('p1')}")
    activate(first.window())
    finish_level(first)
    wait_until(lambda: completed_levels(progress_of("p1")) == [1, 2],
               message=f"a level was lost: {progress_of('p1')}")
    # The session ends (SIGTERM): the first game gives the lease up on its way out.
    first.close()
    assert not os.path.exists(os.path.join(data_root(), "profiles", "p1", "playing.json"))

    # The second game takes the saves over at its next renewal (every 30 s), and takes back what
    # it said: a level left unfinished there is kept from now on.
    wait_until(lambda: not [a for a in alerts(second) if "has been playing" in a.name], timeout=45,
               message=f"the second game still says the first plays: {[a.name for a in alerts(second)]}")
    with open(os.path.join(data_root(), "profiles", "p1", "playing.json")) as handle:
        assert json.load(handle)["host"] == "LAB-PC-03"


def write_admin_file(folder, content):
    os.makedirs(os.path.join(folder, "shape-shuffle"), exist_ok=True)
    with open(os.path.join(folder, "shape-shuffle", "defaults.json"), "w") as handle:
        handle.write(content)


def test_a_locked_setting_is_shown_set_by_the_administrator_and_a_bad_file_is_one_log_line(launch, saves, tmp_path):
    school = str(tmp_path / "school")
    broken = str(tmp_path / "broken")
    write_admin_file(school, json.dumps({"language": "en", "kioskMode": False, "locked": ["language", "kioskMode"]}))
    write_admin_file(broken, '{"grownUpLock": "yes please"')
    app = launch(argv("--lang", "vi"), env={**saves, "XDG_CONFIG_DIRS": f"{school}:{broken}"})
    # The locked language wins over --lang.
    app.wait_for_focus(name="Level 1")
    dialog = open_settings(app)
    language = language_drop_down(dialog)
    assert "sensitive" not in states(language) and "enabled" not in states(language), states(language)
    assert description(language) == "Set by your administrator", description(language)
    shown = [node.name for node in find_all(dialog, role="label") if node.name == "Set by your administrator"]
    assert len(shown) == 2, shown  # the language's row, and kiosk mode's on its own page
    kiosk = [node for node in group_rows(dialog, "For grown-ups") if role_name(node) == "check box"
             and node.name.startswith("Kiosk mode")]
    assert kiosk and "sensitive" not in states(kiosk[0]) and description(kiosk[0]) == "Set by your administrator"
    unlocked = [node for node in group_rows(dialog, "For grown-ups") if node.name == "Grown-up lock"]
    assert unlocked and "sensitive" in states(unlocked[0]), "a setting the file does not lock stays the grown-ups'"
    key("Escape")
    logged = [line for line in app.stderr_text().splitlines() if "administrator's defaults" in line]
    assert len(logged) == 1 and os.path.join(broken, "shape-shuffle", "defaults.json") in logged[0], logged


def test_with_no_sound_the_voice_is_off_said_once_and_the_captions_show(launch, saves, tmp_path):
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    write_settings(captions=False, reducedMotion=True)
    # No speech server chosen, no sound server, no sound card: nothing can be heard.
    app = launch(argv("--level", "1"), env={**saves, "SPEECHD_ADDRESS": "", "PULSE_SERVER": "", "XDG_RUNTIME_DIR": str(runtime)})
    app.wait_for_focus(name_prefix="Card ")
    notices = wait_until(lambda: [a.name for a in alerts(app) if "voice is off" in a.name],
                         message=f"no notice that the voice is off: {[a.name for a in alerts(app)]}")
    assert len(notices) == 1, notices
    # The captions show though the child's settings turned them off: they are all there is.
    wait_until(lambda: [label for label in find_all(app.window(), role="label") if label.name.startswith("Your task")],
               message="the caption does not show the task")
    # Home and the level again: still one notice, and no speech server was started for nothing.
    key("Escape")
    app.wait_for_focus(name="Level 1")
    assert len([a for a in alerts(app) if "voice is off" in a.name]) == 1
    assert not os.path.exists(runtime / "speech-dispatcher"), os.listdir(runtime)
