"""What the program tells AT-SPI, heard as a screen reader hears it: events, not samples.

A check that polls the tree can miss what happens between two polls (a scan that moves focus
every half second, on a machine too busy to poll that often), and a wait that sleeps a fixed
time is either too short on a busy machine or wasted on a quiet one. So the harness listens to
the events every GTK program sends on the accessibility bus (focus, states, children, names):

- a wait wakes as soon as any event arrives, instead of sleeping out its interval;
- the elements that took focus are logged as they take it, so "was every row reached?" is read
  from the log, whatever the machine's speed;
- the count of events is the program's progress: a wait may run on while the program still moves.
"""
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402  (after require_version)

# Every change a screen reader would hear of: focus and other states, elements coming and going,
# names and descriptions changing, windows opening and closing.
_KINDS = ("object:state-changed", "object:children-changed", "object:property-change:accessible-name",
          "object:property-change:accessible-description", "window:")


class _Listener:
    def __init__(self):
        self.count = 0
        self.focus_log = []
        self._listener = Atspi.EventListener.new(self._heard)
        for kind in _KINDS:
            self._listener.register(kind)

    def _heard(self, event):
        self.count += 1
        if event.type.startswith("object:state-changed:focused") and event.detail1 == 1:
            try:
                self.focus_log.append(FocusEvent(event.source.get_role_name(), event.source.get_name() or "",
                                                 time.monotonic(), event.source))
            except GLib.GError:
                pass  # it went away before we could ask: nothing took focus for long


class FocusEvent:
    """One element taking keyboard focus: its role and name then, when, and the element itself
    (whose state now may differ)."""
    __slots__ = ("role", "name", "at", "source")

    def __init__(self, role, name, at, source=None):
        self.role, self.name, self.at, self.source = role, name, at, source

    def __repr__(self):
        return f"[{self.role} {self.name!r}]"


_listener = None


def _started():
    global _listener
    if _listener is None:
        _listener = _Listener()
    return _listener


def start():
    """Begin listening (once per test process). Events sent before this are not heard."""
    _started()


def heard():
    """How many events have been heard so far: a count that grows while the program moves."""
    return _started().count


def focus_mark():
    """A mark in the focus log, for focus_since()."""
    return len(_started().focus_log)


def focus_since(mark):
    """Every element that took focus after `mark`, oldest first (FocusEvent: role, name, at)."""
    return list(_started().focus_log[mark:])


def dispatch_pending():
    """Hear every event already queued, without waiting for more."""
    _started()
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def latest_focus():
    """The last FocusEvent (its element may have lost focus since), or None."""
    log = _started().focus_log
    return log[-1] if log else None


def idle_until_event(seconds):
    """Return when an event arrives or after `seconds`, whichever comes first. The events that
    arrive are dispatched here (this is when the log and the count grow)."""
    listener = _started()
    context = GLib.MainContext.default()
    # Anything already queued is dispatched without blocking.
    while context.pending():
        context.iteration(False)
    before = listener.count
    deadline = time.monotonic() + seconds
    timed_out = []
    source = GLib.timeout_add(max(1, int(seconds * 1000)), lambda: timed_out.append(True) or False)
    try:
        while not timed_out and listener.count == before and time.monotonic() < deadline:
            context.iteration(True)
    finally:
        if not timed_out:
            GLib.source_remove(source)
