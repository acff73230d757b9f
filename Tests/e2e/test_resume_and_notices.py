"""Nothing lost, nothing unsaid: every notice stays until the parent closes it, none
hides another, and each is spoken; a level left half played comes back as it was after Escape,
after a restart and after a kill; Start over asks first; Home grows with the child."""
import os
import signal

from harness import key, wait_until
from game import argv, card_names, choose_from_the_menu, finish_level
from save_files import alerts, kept_aside, plant, progress_folder, read_json


def settings_folder(saves):
    return os.path.join(saves["XDG_CONFIG_HOME"], "shape-shuffle")


def test_two_damaged_files_give_two_notices_each_closed_by_keyboard_and_spoken(launch, saves, orca):
    plant(progress_folder(saves), "progress.json", b"{ not json")
    plant(settings_folder(saves), "settings.json", b"\x00\x01 garbage")
    mark = orca.mark()
    app = launch(argv(), env=saves)
    app.wait_for_focus(name="Level 1")
    shown = wait_until(lambda: (lambda found: found if len(found) == 2 else None)(alerts(app)),
                       message=f"not two notices: {[a.name for a in alerts(app)]}")
    names = [notice.name for notice in shown]
    assert any("progress" in name for name in names) and any("settings" in name for name in names), names
    # Orca says both, with no key pressed.
    orca.wait_for_speech("saved progress could not be read", timeout=15, since=mark)
    orca.wait_for_speech("settings could not be read", timeout=15, since=mark)
    assert kept_aside(progress_folder(saves), "progress.json") and kept_aside(settings_folder(saves), "settings.json")

    # Each has its own close button, reached by Tab; closing one leaves the other.
    for remaining in (1, 0):
        close = None
        for _ in range(40):
            current = app.focused()
            if current is not None and current.name == "Close notice":
                close = current
                break
            key("shift+Tab")
            wait_until(lambda: app.focused() is not None and app.focused() != current, timeout=2)
        assert close is not None, "Shift+Tab never reached a notice's close button"
        key("Return")
        wait_until(lambda: len(alerts(app)) == remaining, message=f"closing left {len(alerts(app))} notices")
    app.wait_for_focus(name="Level 1")
    app.close()

    again = launch(argv(), env=saves)
    again.wait_for_focus(name="Level 1")
    assert alerts(again) == [], "a closed notice came back after a restart"


def play_half_of_level_three(app):
    """Flip card 1, pin card 2, add card 1 if it belongs, make one mistake: a state worth keeping."""
    app.wait_for_focus(name_prefix="Card 1,")
    key("space")
    app.wait_for_focus(name_prefix="Card 1,", predicate=lambda acc: "face down" not in acc.name)
    key("Right", "p")
    app.wait_for_focus(name_prefix="Card 2,", name_contains="pinned")
    key("Right", "a")
    wait_until(lambda: app.focused().description.startswith("Card 3 is not part")
               or "on the board" in " ".join(card_names(app)), message="adding card 3 did nothing")
    key("Right")
    return wait_until(lambda: (app.focused().name, card_names(app)), message="no focus")


def test_a_level_left_half_played_comes_back_after_escape_a_restart_and_a_kill(launch, saves):
    app = launch(argv(), env=saves)
    app.wait_for_focus(name="Level 1")
    key("Right", "Right")
    app.wait_for_focus(name="Level 3")
    key("Return")
    focus, cards = play_half_of_level_three(app)
    level_file = os.path.join(progress_folder(saves), "levels-in-play.json")
    wait_until(lambda: read_json(level_file), message="the level in play was never saved")

    key("Escape")
    button = app.wait_for_focus(name="Level 3")
    assert "In play" in button.description, button.description
    key("Return")
    app.wait_for_focus(name=focus)
    assert card_names(app) == cards, "the level did not come back as it was after Escape"

    wait_until(lambda: (read_json(level_file) or {}).get("levels", {}).get("3", {}).get("focusedCard"),
               message="the focused card was not saved")
    app.process.send_signal(signal.SIGKILL)
    app.process.wait()
    again = launch(argv(), env=saves)
    button = again.wait_for_focus(name="Level 3")  # the level in play is the one Home offers
    assert "In play" in button.description
    key("Return")
    again.wait_for_focus(name=focus)
    assert card_names(again) == cards, "the level did not come back as it was after a kill"


def test_start_over_asks_before_it_clears_the_level(launch, saves):
    app = launch(argv("--level", "3"), env=saves)
    focus, cards = play_half_of_level_three(app)
    choose_from_the_menu(app, "Start over")
    # It asks; the safe answer has focus, and Escape keeps the level as it was.
    app.wait_for_focus(name="Keep playing")
    assert app.find_all(role="dialog", name_contains="Start this level over?")
    key("Escape")
    app.wait_for_focus(name=focus)
    assert card_names(app) == cards
    key("shift+F10")
    app.wait_for_focus(role="menu item")
    key("Up")
    app.wait_for_focus(role="menu item", name="Start over")
    key("Return")
    app.wait_for_focus(name="Keep playing")
    key("shift+Tab")
    app.wait_for_focus(name="Start over")
    key("Return")
    app.wait_for_focus(name="Card 1, face down")
    assert all("face down" in name for name in card_names(app)), card_names(app)


def test_after_level_sixteen_home_shows_level_seventeen_and_offers_the_first_unfinished(launch, saves):
    """Levels 15 and 16 finished, opened straight from the command line: Home shows every level up
    to the next one, 17, and its focus waits on the first level not finished, 1."""
    app = launch(argv("--level", "15"), env=saves)
    finish_level(app)
    app.wait_for_focus(name="Next level")
    key("Return")
    finish_level(app)
    app.wait_for_focus(name="Next level")
    app.close()
    again = launch(argv(), env=saves)
    again.wait_for_focus(name="Level 1")
    assert again.find_all(role="push button", name="Level 17")
    assert not again.find_all(role="push button", name="Level 18")
