"""The grown-ups' windows (Settings, Players, Progress, Find, the shortcuts) are never wider or
taller than the game's window at 800×600, the smallest window the game is made for: a grown-up
at a small screen sees each whole, beside or over the game, with nothing off the edge."""
from harness import extents, key, role_name, wait_until
from game import argv, finish_level
from grown_up import write_device
from progress_ui import open_progress_from_the_menu
from settings_ui import close_settings, open_settings
from test_profiles_players import open_players

SMALL = (800, 600)


def window_named(app, name):
    return wait_until(lambda: next((w for w in app.windows() if w.name == name and role_name(w) == "dialog"), None),
                      message=f"no window {name!r}")


def fits(app, window, name, sizes):
    _, _, width, height = extents(window)
    sizes[name] = (width, height)
    assert width <= SMALL[0] and height <= SMALL[1], f"{name} is {width}×{height}, over the {SMALL[0]}×{SMALL[1]} game"


def test_every_grown_ups_window_fits_an_800_by_600_game(launch):
    write_device(window={"width": SMALL[0], "height": SMALL[1], "maximized": False, "fullScreen": False})
    app = launch(argv("--level", "1"))
    finish_level(app)
    key("Escape")
    app.wait_for_focus(role="push button", name="Level 2")
    sizes = {}
    fits(app, open_settings(app), "Settings", sizes)
    close_settings(app, window_named(app, "Settings"))
    open_players(app)
    fits(app, window_named(app, "Players"), "Players", sizes)
    key("Escape")
    wait_until(lambda: not [w for w in app.windows() if w.name == "Players"], message="Players stayed open")
    key("Escape")
    app.wait_for_focus(role="push button", name="Level 2")
    fits(app, open_progress_from_the_menu(app), "Progress", sizes)
    key("Escape")
    app.wait_for_focus(role="push button", name="Level 2")
    key("ctrl+f")
    fits(app, window_named(app, "Find"), "Find", sizes)
    key("Escape")
    app.wait_for_focus(role="push button", name="Level 2")
    key("ctrl+question")
    fits(app, window_named(app, "Keyboard shortcuts"), "Keyboard shortcuts", sizes)
    print("grown-ups' windows at 800×600:", sizes)
