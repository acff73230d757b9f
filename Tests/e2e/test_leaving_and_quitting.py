"""Leaving a level and quitting: Escape and the level's Home button go back to Home
with focus on the level's own button; Well done's Home button goes there by Enter and by click;
Ctrl+Q and the menu's Quit end the game, and the progress is there after a restart."""
import pytest

from harness import click, description, find_one, key, wait_until
from game import argv, choose_from_the_menu, finish_level, focused_name


def open_level_two(app):
    """From Home: Level 2 by arrow and Enter, and one card turned over (the level is under way)."""
    app.wait_for_focus(name="Level 1")
    key("Right")
    app.wait_for_focus(name="Level 2")
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    key("space")
    wait_until(lambda: "face down" not in focused_name(app), message="Space did not turn card 1 over")


def back_on_home_at(app, level):
    button = app.wait_for_focus(role="push button", name=f"Level {level}")
    assert app.find_all(role="push button", name="Settings"), "this is not Home"
    assert not app.find_all(role="push button", name_prefix="Card "), "the level's cards are still shown"
    return button


def test_escape_in_the_middle_of_a_level_goes_home_to_its_button(launch):
    app = launch(argv())
    open_level_two(app)
    key("Escape")
    back_on_home_at(app, 2)


def test_the_levels_home_button_goes_home_to_its_button(launch):
    app = launch(argv())
    open_level_two(app)
    click(app.find_one(role="push button", name="Home"))
    back_on_home_at(app, 2)


@pytest.mark.parametrize("how", ["Enter", "click"])
def test_well_dones_home_button_goes_home_to_the_finished_level(launch, how):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Return")
    finish_level(app)
    app.wait_for_focus(name="Next level")
    dialog = app.find_one(role="dialog", name_contains="Well done")
    home = find_one(dialog, role="push button", name="Home")
    if how == "Enter":
        key("Tab")
        assert app.wait_for_focus(role="push button", name="Home") == home
        key("Return")
    else:
        click(home)
    # Home offers the level to play next; the one just finished shows its stars.
    back_on_home_at(app, 2)
    button = app.find_one(role="push button", name="Level 1")
    assert description(button).startswith("Done, 3 of 3 stars")
    wait_until(lambda: not app.find_all(role="dialog", name_contains="Well done"),
               message="Well done is still open")


def quit_by_menu(app):
    # Quit is the last item: up from the first wraps to it, or walks there.
    choose_from_the_menu(app, "Quit", direction="Up")


@pytest.mark.parametrize("how", ["ctrl+q", "menu", "alt+F4"])
def test_quitting_ends_the_game_and_keeps_the_progress(launch, how):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Return")
    finish_level(app)
    key("Escape")
    app.wait_for_focus(name="Level 2")
    if how == "menu":
        quit_by_menu(app)
    else:
        key(how)  # alt+F4: the window manager's close, which asks for Quit as Ctrl+Q does
    wait_until(lambda: app.process.poll() is not None, message=f"{how} did not end the game")
    assert app.process.returncode == 0, f"the game exited with {app.process.returncode}"

    again = launch(argv())
    again.wait_for_focus(name_prefix="Level ")  # Home opens on the furthest level reached
    button = again.find_one(role="push button", name="Level 1")
    assert description(button).startswith("Done, 3 of 3 stars"), description(button)
