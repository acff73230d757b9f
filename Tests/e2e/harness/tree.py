"""Reading the accessibility tree the way a screen reader does, through AT-SPI (pyatspi)."""
import re

import pyatspi
from gi.repository import Atspi, GLib

from .waiting import wait_until


def _quieter_libatspi(domain, level, message, *data):
    # GTK 4 has no AT-SPI cache object, so libatspi warns once per application it meets.
    if "/org/a11y/atspi/cache" not in message:
        GLib.log_default_handler(domain, level, message, *data)


GLib.log_set_handler("dbind", GLib.LogLevelFlags.LEVEL_WARNING, _quieter_libatspi, None)

# libatspi gives a program 15 s to answer while it starts, and 800 ms after that. On a machine
# loaded by several test sessions the game's main loop can be kept from running that long, and
# a query then failed as if the game had hung. A game silent for 5 s has hung: that still fails.
CALL_TIMEOUT_MS = 5000
Atspi.set_timeout(CALL_TIMEOUT_MS, 15000)


class AtspiError(AssertionError):
    """AT-SPI failed to answer for an element that still exists: the bus broke, timed out or
    the program hung. It fails the test, and ends any wait at once, so that a search that
    found nothing because the bus broke never passes as "nothing there"."""


_UNEXPORTED = re.compile(r"No such interface .org\.a11y\.atspi\.\w+. on object at path |Object does not exist at path ")


def vanished(error):
    """Whether error says the element is gone. libatspi reports one whose program has quit, or
    that GTK has dropped, as "The application no longer exists"; one GTK has just taken off the
    bus (a dialog's widgets as it closes) answers with D-Bus's "No such interface
    “org.a11y.atspi.…” on object at path …", or a moment later "Object does not exist at path …".
    Any other error is AT-SPI failing, and is raised as AtspiError."""
    message = (error.message or "") if isinstance(error, GLib.GError) else ""
    if "no longer exists" in message or _UNEXPORTED.search(message):
        return True
    if isinstance(error, AssertionError):
        raise error
    raise AtspiError(f"AT-SPI failed: {error!r}") from error


def name(acc):
    """The accessible name ('' when unset)."""
    return acc.name or ""


def description(acc):
    """The accessible description ('' when unset)."""
    return acc.description or ""


def role_name(acc):
    """The role as AT-SPI spells it: 'push button', 'label', 'frame', 'dialog'..."""
    return acc.getRoleName()


def states(acc):
    """The set of state names: {'focusable', 'focused', 'sensitive', ...}."""
    return {pyatspi.stateToString(s) for s in acc.getState().getStates()}


def is_focusable(acc):
    """Whether the keyboard can stop on this element."""
    return acc.getState().contains(pyatspi.STATE_FOCUSABLE)


def is_focused(acc):
    """Whether this element has keyboard focus now."""
    return acc.getState().contains(pyatspi.STATE_FOCUSED)


def text(acc):
    """The text of an editable or text element (an entry's contents). GTK 4.8 answers '' to the
    usual getText(0, -1), so ask for the exact character count."""
    content = acc.queryText()
    return content.getText(0, content.characterCount)


def actions(acc):
    """The names of the element's AT-SPI actions ([] if it has none)."""
    try:
        action = acc.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def do_action(acc, action_name):
    """Perform the named AT-SPI action; AssertionError if the element has no such action."""
    names = actions(acc)
    if action_name not in names:
        raise AssertionError(f"{describe(acc)} has no action {action_name!r}; it has {names}")
    return acc.queryAction().doAction(names.index(action_name))


def extents(acc):
    """(x, y, width, height). GTK 4.8 reports these relative to the element's window (screen
    coordinates are unsupported), and for widgets in a popover relative to a bogus popover origin:
    use xwindows.screen_center() to turn them into screen coordinates."""
    box = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (box.x, box.y, box.width, box.height)


def children(acc):
    """The element's live children (skipping ones that vanished while we looked; none if acc
    itself vanished). Any other AT-SPI error raises AtspiError."""
    try:
        count = acc.childCount
    except Exception as error:
        if vanished(error):
            return []
    result = []
    for index in range(count):
        try:
            child = acc.getChildAtIndex(index)
        except Exception as error:
            if vanished(error):
                continue
        if child is not None:
            result.append(child)
    return result


def walk(acc):
    """Yield acc and every descendant, depth first, in tree (reading) order."""
    yield acc
    for child in children(acc):
        yield from walk(child)


def _matches(acc, role, name_is, name_prefix, name_contains, state, predicate):
    try:
        if role is not None and role_name(acc) != role:
            return False
        label = name(acc)
        if name_is is not None and label != name_is:
            return False
        if name_prefix is not None and not label.startswith(name_prefix):
            return False
        if name_contains is not None and name_contains not in label:
            return False
        if state is not None and state not in states(acc):
            return False
        return predicate is None or bool(predicate(acc))
    except GLib.GError as error:
        return not vanished(error)  # it died while we looked at it: no match


def find_all(root, role=None, name=None, name_prefix=None, name_contains=None, state=None,
             predicate=None):
    """Every element under root (root included) matching all the given filters, in tree order."""
    return [acc for acc in walk(root)
            if _matches(acc, role, name, name_prefix, name_contains, state, predicate)]


def find_one(root, timeout=5.0, **filters):
    """The single element matching the filters, polling until it exists; AssertionError if none
    appears within timeout or if more than one matches."""
    found = wait_until(lambda: find_all(root, **filters), timeout=timeout,
                       message=f"no element matching {filters} under {describe(root)}")
    if len(found) > 1:
        raise AssertionError(f"{len(found)} elements match {filters}: "
                             + ", ".join(describe(acc) for acc in found))
    return found[0]


def top_level(acc):
    """The window (frame or dialog) holding acc: its ancestor whose parent is the application."""
    while True:
        parent = acc.parent
        if parent is None or role_name(parent) == "application":
            return acc
        acc = parent


def dialog_of(acc):
    """The dialog holding acc: a dialog inside the game's window (a child's dialog) or a dialog
    window; else the window holding it."""
    node = acc
    while node is not None and role_name(node) != "application":
        if role_name(node) == "dialog":
            return node
        node = node.parent
    return top_level(acc)


def top_levels(application):
    """The application's windows, modal ones first (GTK 4.8 never marks a dialog active, and
    while one is open the keyboard is in it), then the active one. GTK4 lists each window, dialog
    included, as its own child of the application; popovers live inside their parent widget."""
    def order(window):
        state = window.getState()
        return (not state.contains(pyatspi.STATE_MODAL), not state.contains(pyatspi.STATE_ACTIVE))
    return sorted(children(application), key=order)


def focused(application):
    """The element with keyboard focus, searching the active window first (then the others, as a
    modal dialog may still be activating); None if nothing is focused. What the tree says now,
    not what the last focus event said: the element the last event named is asked first, and
    kept only if it still has focus in the window that would be searched first; else every
    element is asked (hundreds of round trips in Settings)."""
    from . import events
    windows = top_levels(application)
    events.dispatch_pending()
    last = events.latest_focus()
    if last is not None and last.source is not None and windows:
        try:
            if last.source.getState().contains(pyatspi.STATE_FOCUSED) and top_level(last.source) == windows[0]:
                return last.source
        except GLib.GError as error:
            vanished(error)
    for window in windows:
        for acc in walk(window):
            try:
                if acc.getState().contains(pyatspi.STATE_FOCUSED):
                    return acc
            except GLib.GError as error:
                vanished(error)
    return None


def describe(acc):
    """A short human-readable label for messages: [push button 'Red']."""
    if acc is None:
        return "[nothing]"
    try:
        return f"[{role_name(acc)} {name(acc)!r}]"
    except Exception:
        return "[defunct element]"


def dump(root, indent=0):
    """The subtree as indented text (role, name, description, states, extents), for debugging."""
    lines = []
    for child_indent, acc in _walk_with_depth(root, indent):
        try:
            box = extents(acc)
        except Exception:
            box = None
        lines.append("  " * child_indent + f"{role_name(acc)} {name(acc)!r} "
                     f"desc={description(acc)!r} {sorted(states(acc))} {box}")
    return "\n".join(lines)


def _walk_with_depth(acc, depth):
    yield depth, acc
    for child in children(acc):
        yield from _walk_with_depth(child, depth + 1)
