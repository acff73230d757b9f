"""Key-to-paint latency, measured from outside the program.

For each key: wait until the window has stopped drawing, capture its pixels, send the key stroke
through XTEST (press and release, what xdotool sends), and stop the clock at the first DAMAGE
report for the window after which its pixels differ from the capture. Under Xvfb the X server
draws straight into the framebuffer, so that is the moment the result is on screen; there is no
compositor or display scan-out to add. The clock therefore covers the X server delivering the
key, GTK dispatching it, the program's handler, layout, rendering and putting the frame in the X
framebuffer."""
import re
import time

from harness import App, windows_of
from harness.tree import is_focused, name
from play import fresh_saves


class LatencyRun:
    """Latencies (seconds) of the keys that changed the screen, per key name, and the keys
    whose stroke never changed the screen within the time-out."""

    def __init__(self):
        self.latencies = {"Tab": [], "space": []}
        self.unpainted = {"Tab": 0, "space": 0}
        self.wrong_result = 0  # a Space whose card did not turn face up (checked through AT-SPI)


def key_to_paint(display, window, key, timeout=1.0, quiet=0.03):
    """Send one key stroke and return seconds until its first frame on screen (None if the
    window's pixels did not change within timeout). Leaves the window quiet again."""
    display.wait_for_quiet(window, quiet, longest=2.0)
    before = display.capture(window)
    display.drain()
    sent = display.tap(key)
    deadline = sent + timeout
    while True:
        event = display.next_event(deadline)
        if event is None:
            return None
        kind, drawn, when = event
        if kind == "damage" and drawn == window:
            frame = display.capture(window)
            if frame is not None and frame.differs_from(before):
                return when - sent


def main_window(app):
    """The X window id of the program's main window (its largest managed window)."""
    windows = [w for w in windows_of(app.process.pid) if not w.override_redirect]
    return max(windows, key=lambda w: w.width * w.height).wid


def measure_cards(display, argv, presses, cwd=None, env=None):
    """Shape Shuffle: Tab through a level's cards and flip each with Space, until there are at
    least `presses` of each. Space is pressed only while AT-SPI shows a card focused (Tab also
    stops on the Home button and the scrolled area, where Space would do something else)."""
    run = LatencyRun()
    with App(argv, name="shape-shuffle", cwd=cwd, env=fresh_saves(env)) as app:
        app.wait_for_app(timeout=30)
        cards = sorted(app.find_all(role="push button", name_prefix="Card "),
                       key=lambda card: int(re.match(r"Card (\d+)", name(card)).group(1)))
        if not cards:
            raise RuntimeError("the level shows no cards")
        window = main_window(app)
        display.watch_window(window)
        try:
            current = 0 if is_focused(cards[0]) else None
            while len(run.latencies["Tab"]) < presses or len(run.latencies["space"]) < presses:
                if current is not None:
                    _record(run, "space", key_to_paint(display, window, "space"))
                    if "face down" in name(cards[current]):
                        run.wrong_result += 1
                _record(run, "Tab", key_to_paint(display, window, "Tab"))
                current = _focused_card(cards, current)
        finally:
            display.unwatch_all()
    return run


def measure_tabs(display, argv, presses, cwd=None, env=None):
    """Shape Shuffle's Home: Tab through the level buttons and the Find, Help and Settings
    buttons (every stop there is a button that draws its focus ring)."""
    run = LatencyRun()
    with App(argv, name="shape-shuffle", cwd=cwd, env=fresh_saves(env)) as app:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(name="Level 1", timeout=10)
        window = main_window(app)
        display.watch_window(window)
        try:
            while len(run.latencies["Tab"]) < presses:
                _record(run, "Tab", key_to_paint(display, window, "Tab"))
        finally:
            display.unwatch_all()
    return run


def measure_check_buttons(display, argv, presses, env=None):
    """The baseline: Tab through 16 plain GTK check buttons and toggle each with Space."""
    run = LatencyRun()
    with App(argv, name="bare-window", env=env) as app:
        app.wait_for_app(timeout=30)
        window = main_window(app)
        display.watch_window(window)
        try:
            while len(run.latencies["Tab"]) < presses or len(run.latencies["space"]) < presses:
                _record(run, "Tab", key_to_paint(display, window, "Tab"))
                _record(run, "space", key_to_paint(display, window, "space"))
        finally:
            display.unwatch_all()
    return run


def _record(run, key, latency):
    if latency is None:
        run.unpainted[key] += 1
        if sum(run.unpainted.values()) > 20:
            raise RuntimeError(f"over 20 key strokes changed nothing on screen: {run.unpainted}")
    else:
        run.latencies[key].append(latency)


def _focused_card(cards, previous):
    """The index of the focused card after a Tab from card `previous` (None: not a card)."""
    following = [previous + 1] if previous is not None and previous + 1 < len(cards) else []
    candidates = following + [0]
    for index in candidates:
        if is_focused(cards[index]):
            return index
    return None
