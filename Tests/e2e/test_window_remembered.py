"""The window opens as it was left: its size, maximised, and full screen, kept in
device.json across restarts."""
import os
import subprocess

from harness import click_at, key, wait_until
from harness.xinput import xdotool
from harness.xwindows import window_info
from game import argv
from grown_up import read_device
from monkey import main_x_window


def x_window(app):
    """The game's main X window, found once: matching the frame to an X window by where both
    are fails for a moment while the window manager resizes it."""
    if not hasattr(app, "x_window"):
        def found():
            try:
                return main_x_window(app)
            except AssertionError:
                return None
        app.x_window = wait_until(found, message="no X window for the game's frame")
    return app.x_window


def net_wm_state(app):
    return subprocess.run(["xprop", "-id", str(x_window(app)), "_NET_WM_STATE"],
                          capture_output=True, text=True, timeout=10).stdout


def size(app):
    info = window_info(x_window(app))
    return info.width, info.height


def start_on_home(launch):
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    return app


def quit_game(app):
    key("ctrl+q")
    wait_until(lambda: app.process.poll() is not None, message="Ctrl+Q did not quit")


def test_the_window_opens_at_the_size_it_was_left(launch):
    app = start_on_home(launch)
    assert size(app) == (1024, 768)
    xdotool("windowsize", str(x_window(app)), "900", "640")
    wait_until(lambda: size(app) == (900, 640), message="the window did not take the new size")
    quit_game(app)
    assert read_device()["window"] == {"width": 900, "height": 640, "maximized": False, "fullScreen": False}
    again = start_on_home(launch)
    wait_until(lambda: size(again) == (900, 640), message=f"the window opened at {size(again)}, not 900x640")


def test_the_window_opens_maximised_and_full_screen_when_left_so(launch):
    app = start_on_home(launch)
    info = window_info(x_window(app))
    # Openbox maximises a window on a double-click of its title bar.
    click_at(info.x + info.width // 2, info.y - 8, repeat=2)
    wait_until(lambda: "_NET_WM_STATE_MAXIMIZED_VERT" in net_wm_state(app), message="the window did not maximise")
    quit_game(app)
    saved = read_device()["window"]
    assert saved["maximized"] and (saved["width"], saved["height"]) == (1024, 768), saved
    again = start_on_home(launch)
    wait_until(lambda: "_NET_WM_STATE_MAXIMIZED_VERT" in net_wm_state(again),
               message=f"the window did not open maximised: {net_wm_state(again)}")
    key("F11")
    wait_until(lambda: "_NET_WM_STATE_FULLSCREEN" in net_wm_state(again), message="F11 did not go full screen")
    quit_game(again)
    third = start_on_home(launch)
    wait_until(lambda: "_NET_WM_STATE_FULLSCREEN" in net_wm_state(third),
               message=f"the window did not open full screen: {net_wm_state(third)}")


def test_a_bad_device_file_is_kept_aside_the_game_plays_and_saves_afresh(launch, saves):
    folder = os.path.join(saves["XDG_CONFIG_HOME"], "shape-shuffle")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "device.json"), "w") as file:
        file.write('{"grownUpLock": "yes please", "window": {"width": 900')
    app = start_on_home(launch)
    notice = wait_until(lambda: [acc.name for acc in app.find_all(role="alert")] or None,
                        message="no notice for the bad device.json")[0]
    kept = [entry for entry in os.listdir(folder) if entry.startswith("device.json.corrupt-")]
    assert len(kept) == 1 and kept[0] in notice, (kept, notice)
    # The lock is not on from a file that said nothing usable: Settings open at once.
    key("ctrl+comma")
    wait_until(lambda: app.find_all(role="dialog", name="Settings"), message="Settings did not open")
    key("Escape")
    wait_until(lambda: not app.find_all(role="dialog", name="Settings"), message="Settings stayed open")
    quit_game(app)
    assert read_device()["window"]["width"] == 1024, "the window's size was not saved afresh"
