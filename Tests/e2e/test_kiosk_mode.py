"""Kiosk mode: `--kiosk` gives a full-screen game with no way to quit for a child:
Ctrl+Q does nothing, Quit is gone from the F10 menu, closing the window is refused, and Escape on
Home stays on Home. Settings are behind the grown-up lock, and leaving kiosk mode is a setting
there."""
import subprocess

from harness import find_all, key, role_name, settle, states, wait_until
from game import argv, open_the_menu
from grown_up import gate, read_code, read_device, settings_open, wait_for_gate, write_device
from monkey import main_x_window
from settings_ui import tab_to


def is_full_screen(app):
    state = subprocess.run(["xprop", "-id", str(main_x_window(app)), "_NET_WM_STATE"],
                           capture_output=True, text=True, timeout=10).stdout
    return "_NET_WM_STATE_FULLSCREEN" in state


def still_home(app):
    assert app.process.poll() is None, "the game quit"
    assert app.find_all(role="push button", name="Settings"), "Home is gone"
    assert gate(app) is None and not settings_open(app)


def test_kiosk_has_no_quit_and_leaves_only_through_the_lock(launch):
    app = launch(argv("--kiosk"))
    app.wait_for_focus(role="push button", name="Level 1")
    wait_until(lambda: is_full_screen(app), message="--kiosk did not make the window full screen")

    for keys in (["ctrl+q"], ["alt+F4"], ["Escape"], ["F11"]):
        key(*keys)
        settle(0.5)
        still_home(app)
        assert is_full_screen(app), f"{keys} left full screen"

    open_the_menu()
    menu = wait_until(lambda: [m for m in app.find_all(role="menu item")] or None, message="F10 opened no menu")
    names = [item.name for item in menu]
    assert "Settings" in names and "Quit" not in names, names
    key("Escape")
    wait_until(lambda: not app.find_all(role="menu item"), message="Escape did not close the menu")

    key("F1")
    shortcuts = wait_until(lambda: [w for w in app.windows() if w.name == "Keyboard shortcuts"] or None,
                           message="F1 did not open the shortcuts window")[0]
    listed = [label.name for label in find_all(shortcuts, role="label")]
    assert "Settings" in listed and "Quit" not in listed and "Full screen" not in listed, listed
    key("Escape")
    wait_until(lambda: not [w for w in app.windows() if w.name == "Keyboard shortcuts"],
               message="Escape did not close the shortcuts window")

    # The lock is on in a kiosk: Settings wait behind it.
    key("ctrl+comma")
    wait_for_gate(app)
    for digit in read_code(app):
        key(digit)
    wait_until(lambda: settings_open(app), message="passing the lock did not open Settings")
    settings = [w for w in app.windows() if role_name(w) == "dialog" and w.name == "Settings"][0]
    kiosk = find_all(settings, role="check box", name="Kiosk mode (full screen, no Quit)")[0]
    lock = find_all(settings, role="check box", name="Grown-up lock")[0]
    assert "checked" in states(kiosk) and "checked" in states(lock)
    assert "sensitive" not in states(lock), "a kiosk's lock could be turned off on its own"
    tab_to(app, kiosk, "the Kiosk mode check box")
    key("space")
    wait_until(lambda: not is_full_screen(app), message=f"leaving kiosk mode kept full screen: {read_device()} {states(kiosk)} {app.focused().name}")
    wait_until(lambda: (read_device() or {}).get("kioskMode") is False, message="kiosk mode was not saved off")
    key("Escape")
    wait_until(lambda: not settings_open(app), message="Escape left Settings open")
    # Out of kiosk mode with the lock off, Ctrl+Q quits again.
    key("ctrl+q")
    wait_until(lambda: app.process.poll() is not None, message="Ctrl+Q did not quit after leaving kiosk mode")


def test_kiosk_mode_saved_in_settings_holds_after_a_restart(launch):
    write_device(kioskMode=True)
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    wait_until(lambda: is_full_screen(app), message="kiosk mode from device.json did not make the window full screen")
    key("ctrl+q")
    settle(0.5)
    still_home(app)
