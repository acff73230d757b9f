"""The shortest key and click sequences that once made the monkey test fail, replayed on
purpose, with GTK criticals fatal. Each names what it broke; the launch fixture fails the test on
any critical the game logged."""
import ctypes
import ctypes.util
import subprocess

import pytest

from harness import key, move_mouse, role_name, screen_center, settle, states, wait_until, windows_of
from game import argv, card
from monkey import FATAL_CRITICALS
from settings_ui import drop_down_button, open_settings, same


def storm(app, keys, rounds, delay_ms):
    """Press the keys, in order, rounds times, delay_ms apart, in one xdotool call a round."""
    for done in range(rounds):
        subprocess.run(["xdotool", "key", "--delay", str(delay_ms), *keys], check=True, timeout=30)
        assert app.process.poll() is None, f"the game exited with {app.process.returncode} after {done + 1} rounds"


def still_plays(app):
    """The game still answers: Tab lands on a focused element of its main window."""
    subprocess.run(["xdotool", "key", "Escape", "Tab"], check=True, timeout=10)
    wait_until(lambda: app.focused() is not None, timeout=5, message="no element has focus after the storm")


def test_a_dialog_opened_and_closed_at_once_leaves_nothing_behind(launch):
    # The window manager's ConfigureNotify for a dialog destroyed a moment after it was mapped
    # used to reach GTK's size handler for the freed window (gtk_widget_measure criticals).
    # F1 then Escape, 10 ms apart, hit it within a few dozen rounds before the fix.
    app = launch(argv(), env=FATAL_CRITICALS)
    app.wait_for_focus(role="push button", name="Level 1")
    storm(app, ["F1", "Escape"], rounds=100, delay_ms=10)
    # The game works through the keys for a while after xdotool has sent them. Asking AT-SPI
    # meanwhile races GTK 4.8's own bug: a window closing between a client's GetChildCount and
    # GetChildAtIndex makes the index stale, and GetChildAtIndex then answers with the last
    # toplevel even when it is hidden and has no accessible path (a g_variant_is_object_path
    # critical, about once in 35 runs). So wait, through X, for the last dialog to be gone.
    wait_until(lambda: only_the_main_window_is_shown(app), timeout=20,
               message="a dialog stayed open after the storm of F1 and Escape")
    still_plays(app)


def only_the_main_window_is_shown(app):
    """Whether the game shows just one window, its main one, and still does once it has fallen
    quiet (X's view, so no AT-SPI query runs while dialogs open and close)."""
    def one_window():
        return len([w for w in windows_of(app.process.pid) if not w.override_redirect]) == 1
    if not one_window():
        return False
    settle(0.5)
    return one_window()


def test_a_drop_down_scrolled_out_of_sight_opens_in_sight(launch):
    # Settings opens with focus on the language drop-down; the mouse wheel then scrolls the
    # options to their end, and focus stays where it was. Space used to open the list against
    # the drop-down's place above the screen (gdk_monitor_get_geometry criticals).
    app = launch(argv(), env=FATAL_CRITICALS)
    app.wait_for_focus(role="push button", name="Level 1")
    dialog = open_settings(app)
    button = wait_until(lambda: app.focused() if same(app.focused(), drop_down_button(dialog)) else None,
                        message="Settings did not open on the language drop-down")
    x, y = screen_center(dialog)
    move_mouse(x, y)
    subprocess.run(["xdotool", *["click", "5"] * 40], check=True, timeout=30)
    wait_until(lambda: screen_center(button)[1] < 0 or not is_showing(button),
               message="the wheel did not scroll the drop-down out of sight")
    settled = [None]

    def scrolling_ended():
        # The wheel's clicks arrive over a while; Space must come after the last one.
        previous, settled[0] = settled[0], screen_center(button)
        settle(0.2)
        return previous == settled[0]
    wait_until(scrolling_ended, timeout=10, message="the options never stopped scrolling")
    key("space")
    wait_until(lambda: role_name(app.focused()) == "list item", message="Space did not open the language list")
    key("Escape")
    wait_until(lambda: same(app.focused(), drop_down_button(dialog)), message="focus did not come back to the drop-down")
    still_plays_in(app, dialog)


def showing_menu_items(app):
    """Whether a popup of the game is on screen (GTK 4.8 gives a text's context menu items no
    place in the accessibility tree, but the popup is an X window of its own)."""
    return any(window.override_redirect for window in windows_of(app.process.pid))


def is_showing(accessible):
    return "showing" in states(accessible)


def still_plays_in(app, dialog):
    """Settings still answers: Tab moves focus inside it."""
    before = app.focused()
    key("Tab")
    wait_until(lambda: app.focused() is not None and not same(app.focused(), before), message="Tab did not move")


def test_a_drop_down_left_by_tab_before_its_delayed_click_opens_in_sight(launch):
    # A button activated by keyboard clicks 250 ms later (GTK's activate timeout). Tab pressed
    # in between moved focus down the options, which scrolled the language drop-down above the
    # screen, and its list then opened there (gdk_monitor_get_geometry criticals).
    app = launch(argv(), env=FATAL_CRITICALS)
    app.wait_for_focus(role="push button", name="Level 1")
    dialog = open_settings(app)
    wait_until(lambda: same(app.focused(), drop_down_button(dialog)),
               message="Settings did not open on the language drop-down")
    subprocess.run(["xdotool", "key", "--delay", "15", "Return", *["Tab"] * 12], check=True, timeout=30)
    # The list opens in sight, or not at all once focus has gone on (the launch fixture fails
    # the test on any critical).
    settle(1.5)
    in_list = ("list item", "list", "scroll pane")
    if role_name(app.focused()) in in_list:
        key("Escape")
        wait_until(lambda: role_name(app.focused()) not in in_list, message="Escape did not close the list")
    still_plays_in(app, dialog)


@pytest.mark.parametrize("scroll_key", ["End", "Page_Down"])
def test_a_drop_down_opened_while_the_options_still_scroll_opens_in_sight(launch, scroll_key):
    # End and Page Down on the focused language drop-down scroll the options over a few frames.
    # Return during that scroll opened the list while the drop-down was still in view, and the
    # frames that followed carried it off the screen (gdk_monitor_get_geometry criticals).
    app = launch(argv(), env=FATAL_CRITICALS)
    app.wait_for_focus(role="push button", name="Level 1")
    dialog = open_settings(app)
    wait_until(lambda: same(app.focused(), drop_down_button(dialog)),
               message="Settings did not open on the language drop-down")
    subprocess.run(["xdotool", "key", "--delay", "4", scroll_key, "Return"], check=True, timeout=30)
    # The list opens in sight, or not at all (the launch fixture fails the test on any critical).
    settle(1.5)
    in_list = ("list item", "list", "scroll pane")
    if role_name(app.focused()) in in_list:
        key("Escape")
        wait_until(lambda: role_name(app.focused()) not in in_list, message="Escape did not close the list")
    still_plays_in(app, dialog)


def test_a_context_menu_key_right_after_tab_opens_in_sight(launch):
    # Shift+Tab from the language drop-down reaches the last group's tab (For grown-ups), Up five
    # times shows Switch access, and Tab past the five tabs below it and the scanning check box
    # reaches the scanning interval; a context menu key pressed before GTK has laid it out (and,
    # when Settings scrolled as one page, scrolled it into view) used to open its text's menu below
    # the screen (gdk_monitor_get_geometry criticals).
    app = launch(argv(), env=FATAL_CRITICALS)
    app.wait_for_focus(role="push button", name="Level 1")
    dialog = open_settings(app)
    wait_until(lambda: same(app.focused(), drop_down_button(dialog)),
               message="Settings did not open on the language drop-down")
    subprocess.run(["xdotool", "key", "--delay", "5", "shift+Tab", *["Up"] * 5, *["Tab"] * 7, "shift+F10"],
                   check=True, timeout=30)
    wait_until(lambda: showing_menu_items(app), message="the context menu never opened")
    key("Escape")
    wait_until(lambda: not showing_menu_items(app), message="Escape did not close the menu")
    still_plays_in(app, dialog)


def test_the_widget_trace_names_the_games_own_widgets(launch):
    # The trace (SHAPE_SHUFFLE_TRACE_WIDGETS) is how a critical is read against what opened just
    # before it. Cards' type name used to be a dangling pointer: garbage in the trace.
    app = launch(argv("--level", "1"), env={**FATAL_CRITICALS, "SHAPE_SHUFFLE_TRACE_WIDGETS": "1"})
    app.wait_for_focus(name_prefix="Card 1,")
    key("shift+F10")
    app.wait_for_focus(role="menu item")
    key("Escape")
    app.wait_for_focus(name_prefix="Card 1,")
    opened = wait_until(lambda: [line for line in app.stderr_text().splitlines()
                                 if line.startswith("trace") and " map GtkPopoverMenu" in line],
                        message="the trace shows no menu")
    assert " parent ShapeShuffleCard 0x" in opened[0], opened[0]


def key_then_press_at_once(key_name, x, y):
    """Press key_name, move the pointer to (x, y) and press the left button (left down), all in
    one XTEST request batch: the X server has routed the press before the game can react to the
    key. (One xdotool call leaves the game time to react in between, now and then.)"""
    x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
    xtst = ctypes.CDLL(ctypes.util.find_library("Xtst"))
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XStringToKeysym.restype = ctypes.c_ulong
    x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
    x11.XKeysymToKeycode.restype = ctypes.c_ubyte
    x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x11.XFlush.argtypes = x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    xtst.XTestFakeKeyEvent.argtypes = xtst.XTestFakeButtonEvent.argtypes = [
        ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
    xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
    display = x11.XOpenDisplay(None)
    assert display, "cannot open the X display"
    try:
        keycode = x11.XKeysymToKeycode(display, x11.XStringToKeysym(key_name.encode()))
        xtst.XTestFakeKeyEvent(display, keycode, True, 0)
        xtst.XTestFakeMotionEvent(display, -1, x, y, 0)
        xtst.XTestFakeButtonEvent(display, 1, True, 0)
        xtst.XTestFakeKeyEvent(display, keycode, False, 0)
        x11.XFlush(display)
    finally:
        x11.XCloseDisplay(display)


def test_a_press_where_a_closing_menu_was_leaves_nothing_behind(launch):
    # Escape closes a card's actions menu; a press that reaches the X server before the game has
    # hidden the menu's window goes to that window, and GTK 4.8 keeps the hidden menu as the
    # press's implicit grab without a reference. The menu used to be freed while the button was
    # still down, and the release then handed the freed pointer to GTK (g_object_ref criticals,
    # or a crash): the monkey's 1-in-12 failure around 840 events.
    app = launch(argv("--level", "1"), env=FATAL_CRITICALS)
    app.wait_for_focus(name_prefix="Card 1,")
    key("Menu")
    x, y = screen_center(app.wait_for_focus(role="menu item"))
    key_then_press_at_once("Escape", x, y)
    try:
        # Focus back on the card: the menu has closed and the game has tidied up after it.
        app.wait_for_focus(name_prefix="Card 1,")
        settle()
    finally:
        subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)
    settle()
    assert app.process.poll() is None, f"the game exited with {app.process.returncode} on the release"
    still_plays(app)


def test_a_card_held_while_escape_leaves_its_level_pins_nothing(launch):
    # The card's long press fires half a second into a hold even when Escape has taken its level
    # off screen meanwhile, whenever something still holds the card's widget; it used to reach
    # the card's freed owner (a Swift crash). That happens in about half the tries, so four.
    app = launch(argv("--level", "1"), env=FATAL_CRITICALS)
    app.wait_for_focus(name_prefix="Card 1,")
    for attempt in range(4):
        move_mouse(*screen_center(card(app, 2)))
        subprocess.run(["xdotool", "mousedown", "1", "key", "Escape"], check=True, timeout=10)
        try:
            app.wait_for_focus(role="push button", name="Level 1")
            settle(1.0)  # past the long press's half second, the button still down
        finally:
            subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)
        assert app.process.poll() is None, (f"the game exited with {app.process.returncode} during hold "
                                            f"{attempt + 1}")
        key("Return")
        app.wait_for_focus(name_prefix="Card 1,")
    still_plays(app)
