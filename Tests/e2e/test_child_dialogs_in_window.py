"""A child's dialogs (Well done, the grown-up lock, Start over?) come up inside the game's window,
not as windows of their own: a screen reader meets a modal dialog, nothing under it takes a click,
and each stays inside the window at 800×600, the smallest window the game is made for. The
pictures go to $E2E_SHOTS (default /tmp/shots-dialogs) for a person to look at."""
import os

from harness import click_at, extents, key, move_mouse_away, role_name, screen_center, screenshot, states, wait_until
from game import argv, card, choose_from_the_menu, finish_level
from grown_up import wait_for_gate, write_device

SHOTS = os.environ.get("E2E_SHOTS", "/tmp/shots-dialogs")
os.makedirs(SHOTS, exist_ok=True)
SMALL = (800, 600)


def held_inside_the_window(app, dialog, name):
    """The dialog is in the game's one window, modal, and wholly inside the window's 800×600."""
    assert [role_name(window) for window in app.windows()] == ["frame"], \
        f"{name} opened a window of its own: {[(w.name, role_name(w)) for w in app.windows()]}"
    assert "modal" in states(dialog), f"{name} is not modal to a screen reader"
    x, y, width, height = extents(dialog)
    print(f"{name}: {width}×{height} at ({x}, {y}) in an {SMALL[0]}×{SMALL[1]} window")
    assert x >= 0 and y >= 0 and x + width <= SMALL[0] and y + height <= SMALL[1], \
        f"{name} ({width}×{height} at {x}, {y}) does not fit in the {SMALL[0]}×{SMALL[1]} window"
    move_mouse_away()
    screenshot(os.path.join(SHOTS, f"{name.lower().replace(' ', '-').strip('!?')}-800x600.png"))


def test_well_done_start_over_and_the_lock_stay_inside_a_small_window(launch):
    write_device(grownUpLock=True, window={"width": SMALL[0], "height": SMALL[1], "maximized": False,
                                           "fullScreen": False})
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    choose_from_the_menu(app, "Start over")
    lock = wait_for_gate(app)
    held_inside_the_window(app, lock, "The lock")
    key("Escape")
    app.wait_for_focus(name_prefix="Card 1,")
    finish_level(app)
    well_done = app.find_one(role="dialog", name_contains="Well done", timeout=5)
    held_inside_the_window(app, well_done, "Well done")
    # A click on a card under the dialog does nothing: the dialog holds the window.
    focus = app.focused().name
    click_at(*screen_center(card(app, 2)))
    wait_until(lambda: app.focused() is not None, message="focus left the dialog")
    assert app.focused().name == focus, f"a click under Well done moved focus to {app.focused().name!r}"
    assert app.find_all(role="dialog", name_contains="Well done"), "a click under Well done closed it"
