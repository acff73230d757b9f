"""Real X input through xdotool (XTEST): the program cannot tell it from a person."""
import ctypes
import ctypes.util
import subprocess
import time

from .xwindows import screen_center, screen_size, x_window_of
from .tree import top_level
from .waiting import wait_until


def xdotool(*args):
    """Run xdotool with args; raise on failure; return its stdout."""
    result = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True,
                            timeout=10)
    if result.returncode != 0:
        raise AssertionError(f"xdotool {' '.join(map(str, args))} failed: {result.stderr.strip()}")
    return result.stdout


def key(*names):
    """Press and release each key chord in turn: key('Tab'), key('shift+Tab', 'Return'),
    key('ctrl+f'), key('shift+F10'), key('Escape'). Goes to the window with X input focus."""
    xdotool("key", "--delay", 30, *names)


def type_text(text):
    """Type text character by character into the focused window; any character (ö, ể, 星)."""
    _bind_keysyms({_keysym(char) for char in text if not (" " <= char <= "~" or char in "\n\t")})
    xdotool("type", "--delay", 20, "--", text)


def _keysym(char):
    # X keysyms: Latin-1 characters are their own code; the rest of Unicode is offset by 2^24.
    code = ord(char)
    return code if 0xA0 <= code <= 0xFF else 0x1000000 + code


def _bind_keysyms(keysyms):
    """Give every keysym missing from the X keymap a spare keycode of its own, and keep it there.
    xdotool would map a missing one just for the keystroke and restore the keymap at once, and
    GTK, reading the keymap late, then sometimes drops the character."""
    if not keysyms:
        return
    x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDisplayKeycodes.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                     ctypes.POINTER(ctypes.c_int)]
    x11.XGetKeyboardMapping.restype = ctypes.POINTER(ctypes.c_ulong)
    x11.XGetKeyboardMapping.argtypes = [ctypes.c_void_p, ctypes.c_ubyte, ctypes.c_int,
                                        ctypes.POINTER(ctypes.c_int)]
    x11.XChangeKeyboardMapping.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                           ctypes.POINTER(ctypes.c_ulong), ctypes.c_int]
    x11.XFree.argtypes = [ctypes.c_void_p]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]

    display = x11.XOpenDisplay(None)
    if not display:
        raise AssertionError("cannot open the X display to extend the keymap")
    try:
        low, high, per_code = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        x11.XDisplayKeycodes(display, ctypes.byref(low), ctypes.byref(high))
        count = high.value - low.value + 1
        mapping = x11.XGetKeyboardMapping(display, low.value, count, ctypes.byref(per_code))
        width = per_code.value
        table = [mapping[i] for i in range(count * width)]
        x11.XFree(mapping)
        present = set(table)
        spare = [low.value + i for i in range(count) if not any(table[i * width:(i + 1) * width])]
        missing = sorted(keysyms - present)
        if len(missing) > len(spare):
            raise AssertionError(f"the X keymap has {len(spare)} spare keycodes; "
                                 f"{len(missing)} characters need one")
        for keysym, keycode in zip(missing, spare):
            row = (ctypes.c_ulong * width)(*([keysym, keysym] + [0] * (width - 2)))
            x11.XChangeKeyboardMapping(display, keycode, width, row, 1)
        x11.XSync(display, 0)
    finally:
        x11.XCloseDisplay(display)


def activate(acc):
    """Give X input focus to the window holding acc (through the window manager) and wait for it.
    The window can be on the AT-SPI desktop a moment before X shows it mapped: wait for that."""
    window = wait_until(lambda: _x_window_or_none(top_level(acc)), timeout=5,
                        message=f"no X window shows {top_level(acc)!r}")
    xdotool("windowactivate", "--sync", window.wid)


def _x_window_or_none(window_acc):
    try:
        return x_window_of(window_acc)
    except AssertionError:
        return None


def mouse_location():
    """(x, y) of the pointer on the screen."""
    fields = dict(line.split("=", 1) for line in xdotool("getmouselocation", "--shell").split())
    return int(fields["X"]), int(fields["Y"])


def move_mouse(x, y):
    """Move the pointer to a screen point and wait until it is there. (Not `mousemove --sync`:
    that waits forever when the pointer is already at the point.)"""
    xdotool("mousemove", x, y)
    wait_until(lambda: mouse_location() == (x, y), timeout=2,
               message=f"the pointer never reached ({x}, {y})")


def click_at(x, y, button=1, repeat=1):
    """Click a screen point (button 1 left, 3 right); repeat=2 for a double click."""
    move_mouse(x, y)
    xdotool("click", "--repeat", repeat, "--delay", 80, button)


def click(acc, button=1):
    """Move to the centre of acc and click it."""
    click_at(*screen_center(acc), button=button)


def double_click(acc):
    """Double-click the centre of acc (two clicks 80 ms apart, inside GTK's double-click time)."""
    click_at(*screen_center(acc), repeat=2)


def right_click(acc):
    """Right-click the centre of acc."""
    click(acc, button=3)


def press_and_hold(acc, seconds=0.7, button=1):
    """Press on the centre of acc, hold for seconds, release."""
    move_mouse(*screen_center(acc))
    xdotool("mousedown", button)
    try:
        hand_pause(seconds)
    finally:
        xdotool("mouseup", button)


def hand_pause(seconds):
    """The time a person's hand takes between two inputs: a button held down, a tremor's second
    press, a switch pressed again once the cool-down is over. Part of the input, not a wait on
    the program: the program reads these gaps from the X events' own times."""
    time.sleep(seconds)


def move_mouse_away():
    """Park the pointer in the screen's bottom-right corner, off every window (no hover)."""
    width, height = screen_size()
    move_mouse(width - 1, height - 1)
