"""Driving the game hard for the stress tests: seeded random keys and clicks sent in batches
through one xdotool call each. Every run is recorded, one batch a line, so a failure can be
replayed later, slowly if need be (MONKEY_REPLAY, MONKEY_REPLAY_DELAY)."""
import json
import os
import random
import subprocess

from harness.xinput import hand_pause
from harness.xwindows import windows_of, x_window_of

# The game's environment: criticals stop it at the first one. Swift's own crash handler is off,
# because it catches that trap and lets the game run on to later criticals (its core dump then
# shows the wrong one).
FATAL_CRITICALS = {"G_DEBUG": "fatal-criticals", "SWIFT_BACKTRACE": "enable=no"}

# Every key the monkey may press. Never ctrl+q: quitting is the one thing it must not do.
KEYS = (["Tab", "shift+Tab", "Left", "Right", "Up", "Down", "Home", "End", "space", "Return",
         "a", "p", "Escape", "shift+F10", "Menu", "ctrl+f", "F1", "ctrl+comma"]
        + list("bcdefghijklmnoqrstuvwxyz"))

# With the grown-up lock on, the monkey may also type digits and press Ctrl+Q: neither may get
# past the lock.
LOCKED_KEYS = KEYS + list("0123456789") + ["KP_7", "ctrl+q"]

# How often each kind of event comes up. Holds are rare because each one takes HOLD_SECONDS.
EVENT_WEIGHTS = {"key": 80, "click": 12, "double": 3, "right": 4, "hold": 1}

# The monkey's game has a long press of LONG_PRESS_MS, not GTK's 500 ms, so that a hold, which
# must outlast it, takes 0.3 s rather than 0.6: at 0.6 s the holds alone were 30 s of a run's 75.
LONG_PRESS_MS = 200
HOLD_SECONDS = 0.3


def quick_long_press(directory):
    """The environment that gives the game a long press of LONG_PRESS_MS: GTK reads
    `gtk-long-press-time` from a settings.ini in a config folder of its own, put ahead of the
    system's, so the session's own config (which the other tests share) stays as it is."""
    folder = os.path.join(directory, "gtk-4.0")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "settings.ini"), "w", encoding="utf-8") as settings:
        settings.write(f"[Settings]\ngtk-long-press-time={LONG_PRESS_MS}\n")
    return {"XDG_CONFIG_DIRS": f"{directory}:{os.environ.get('XDG_CONFIG_DIRS') or '/etc/xdg'}"}


def random_events(rng, count, keys=KEYS):
    """count events, each ("key", name from keys) or (kind, x_fraction, y_fraction) for a pointer event."""
    kinds = list(EVENT_WEIGHTS)
    weights = list(EVENT_WEIGHTS.values())
    events = []
    for _ in range(count):
        kind = rng.choices(kinds, weights)[0]
        if kind == "key":
            events.append(("key", rng.choice(keys)))
        else:
            events.append((kind, rng.random(), rng.random()))
    return events


def xdotool_commands(events, box):
    """One chained xdotool command line that sends every event; pointer events land inside box
    (x, y, width, height on the screen), never on its outermost pixel."""
    x0, y0, width, height = box
    args = []
    for event in events:
        if event[0] == "key":
            args += ["key", "--delay", "4", event[1]]
            continue
        kind, fx, fy = event
        x = x0 + 1 + int(fx * max(width - 3, 1))
        y = y0 + 1 + int(fy * max(height - 3, 1))
        # mousedown/mouseup rather than click: xdotool's click sleeps 100 ms after each one.
        args += ["mousemove", str(x), str(y)]
        if kind == "click":
            args += ["mousedown", "1", "mouseup", "1"]
        elif kind == "double":
            args += ["mousedown", "1", "mouseup", "1", "sleep", "0.05", "mousedown", "1", "mouseup", "1"]
        elif kind == "right":
            args += ["mousedown", "3", "mouseup", "3"]
        else:
            args += ["mousedown", "1", "sleep", str(HOLD_SECONDS), "mouseup", "1"]
    return args


def send(events, box, delay=None):
    """Send the events to the X server in one xdotool call, or, given a delay in seconds, one
    event at a time with that pause after each (a slow replay)."""
    if delay:
        for event in events:
            send([event], box)
            hand_pause(delay)
        return
    args = xdotool_commands(events, box)
    result = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        raise AssertionError(f"xdotool failed: {result.stderr.strip()}")


def main_x_window(app):
    """The X window id of the game's main window."""
    return x_window_of(app.window()).wid


def click_box(pid, main_wid):
    """Where pointer events go now, as (x, y, width, height) on the screen: inside the game's
    open dialog if there is one, else inside its main window; None when the game shows no
    window. A dialog's window-manager frame overlaps the main window, and a click on that frame
    would work the window manager (shade, move, its window menu), not the game."""
    windows = [w for w in windows_of(pid) if not w.override_redirect]
    dialogs = [w for w in windows if w.wid != main_wid]
    mains = [w for w in windows if w.wid == main_wid]
    chosen = (dialogs or mains or [None])[-1]
    return None if chosen is None else (chosen.x, chosen.y, chosen.width, chosen.height)


def event_count():
    """MONKEY_EVENTS, default 5000."""
    return int(os.environ.get("MONKEY_EVENTS", "5000"))


def seeds():
    """The seeds to run: MONKEY_SEED (one, or several separated by commas), or MONKEY_RUNS fresh
    ones from the system (one by default)."""
    value = os.environ.get("MONKEY_SEED")
    if value:
        return [int(part) for part in value.split(",") if part.strip()]
    return [random.SystemRandom().randrange(2 ** 32) for _ in range(int(os.environ.get("MONKEY_RUNS", "1")))]


def replay_file():
    """MONKEY_REPLAY: a file of recorded batches to send instead of random ones, or None."""
    return os.environ.get("MONKEY_REPLAY") or None


def replay_delay():
    """MONKEY_REPLAY_DELAY: seconds to wait after each replayed event (0: the usual storm)."""
    return float(os.environ.get("MONKEY_REPLAY_DELAY", "0"))


def recorded_batches(path):
    """The batches of a recording, each a list of events as random_events gives them."""
    with open(path) as recording:
        return [[tuple(event) for event in json.loads(line)] for line in recording if line.strip()]


class Recorder:
    """Writes each batch sent to a file as one JSON line, flushed at once, so the recording is
    whole up to the batch the game failed on."""

    def __init__(self, path):
        self.path = path
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        self.file = open(path, "w")

    def batch(self, events):
        self.file.write(json.dumps(events) + "\n")
        self.file.flush()

    def close(self):
        self.file.close()
