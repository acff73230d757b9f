"""A grown-up chooses a practice in Settings with real keys: numbers 1–3 and colours red and blue
(Yellow unchecked), two levels. A choice that cannot make a level (no colour at all) is not kept
and the reason is said on the check box just changed; the good choice is saved beside the
progress, and Home's Practice button then deals only the chosen values."""
import json
import os

from harness import key, settle, wait_until
from game import argv, prompt_text
from practice_ui import (focus_practice_button, is_checked, practice_check_box, read_every_face, tab_until)
from settings_ui import open_settings, private_dirs, settings_dialog, show_group_by_keyboard

CHOSEN_FACES = {"one dot", "two dots", "three dots", "red", "blue", "circle", "square", "triangle"}


def practice_file(env):
    return os.path.join(env["XDG_DATA_HOME"], "shape-shuffle", "practice.json")


def saved_practice(env):
    try:
        with open(practice_file(env)) as file:
            return json.load(file)
    except (OSError, ValueError):
        return None


def toggle(app, name):
    box = practice_check_box(app, name)
    before = is_checked(box)
    key("space")
    wait_until(lambda: is_checked(box) != before, message=f"Space did not toggle {name!r}")
    return box


def test_a_grown_up_chooses_numbers_one_to_three_and_red_and_blue_by_keyboard(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch(argv(), env=env)
    app.wait_for_focus(name="Level 1")
    open_settings(app)
    for number in ["1", "2", "3"]:
        assert is_checked(practice_check_box(app, number)), f"number {number} is not chosen at first"
    assert not is_checked(practice_check_box(app, "4"))
    toggle(app, "yellow")
    saved = wait_until(lambda: (lambda p: p if p and p["colours"] == ["red", "blue"] else None)(saved_practice(env)),
                       message="unchecking yellow was not saved")
    assert saved["numbers"] == [1, 2, 3]

    # No colour at all: the reason is said on the check box, and the last good choice stays saved.
    toggle(app, "blue")
    wait_until(lambda: (saved_practice(env) or {}).get("colours") == ["red"], message="unchecking blue was not saved")
    red = toggle(app, "red")
    wait_until(lambda: red.description.startswith("Choose at least one colour."),
               message=f"no reason on the red check box: {red.description!r}")
    assert saved_practice(env)["colours"] == ["red"]
    toggle(app, "red")
    toggle(app, "blue")

    show_group_by_keyboard(app, settings_dialog(app), "Practice length")
    levels = tab_until(app, "spin button", "Levels in the practice",
                       "the levels spin button")
    for _ in range(3):
        key("Down")
    wait_until(lambda: (saved_practice(env) or {}).get("levels") == 2, message="the levels spin button did not save 2")
    assert levels.queryValue().currentValue == 2
    key("Escape")
    app.wait_for_focus(name="Level 1")

    # The choice made here is the one dealt: its first level shows only chosen faces, and says it
    # is one of two. Playing a practice to its end is test_practice_play's.
    focus_practice_button(app)
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    app.find_one(role="label", name="Practice: 1 of 2", timeout=5)
    faces = read_every_face(app, 6)
    outside = {n: face for n, face in faces.items() if face not in CHOSEN_FACES}
    assert not outside, f"the practice's first level ({prompt_text(app)!r}) deals {outside}"


def test_settings_closed_while_a_practice_number_is_being_typed(launch, tmp_path):
    """A grown-up types a number into the practice's length and closes Settings with Escape
    before it is taken. GTK takes the typed text as the window is freed, and the section it
    reported to had already gone with the window (a crash). The number typed is kept."""
    env = private_dirs(tmp_path)
    app = launch(argv("--level", "1"), env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    open_settings(app)
    show_group_by_keyboard(app, settings_dialog(app), "Practice length")
    tab_until(app, "spin button", "Levels in the practice",
              "the levels spin button")
    key("ctrl+a", "4", "Escape")
    app.wait_for_focus(name_prefix="Card 1,")
    settle(0.5)
    assert app.process.poll() is None, f"the game ended with {app.process.returncode}"
    assert settings_dialog(app) is None
    wait_until(lambda: (saved_practice(env) or {}).get("levels") == 4, message="the 4 typed before Escape was not kept")
