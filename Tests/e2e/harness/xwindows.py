"""X windows of a process and the screen position of accessible elements.

GTK 4.8 gives AT-SPI extents relative to the element's window and refuses screen coordinates, so
a screen position is the X window's origin (from xwininfo) plus the window-relative extents.
Popovers are override-redirect X windows of their own, but their widgets' extents are offset
from a bogus popover origin (the parent widget's position), so widgets in a popover are placed
relative to the popover accessible, whose size matches its X window exactly."""
import re
import subprocess
from dataclasses import dataclass

from .tree import describe, extents, name, role_name


@dataclass(frozen=True)
class XWindow:
    """A visible X window: id, absolute client-area origin, size, title, override-redirect."""
    wid: int
    x: int
    y: int
    width: int
    height: int
    title: str
    override_redirect: bool


def _run(*argv):
    return subprocess.run(argv, capture_output=True, text=True, timeout=10).stdout


def window_info(wid):
    """The XWindow for an X window id (None if it vanished)."""
    out = _run("xwininfo", "-id", str(wid))
    fields = dict(re.findall(r"^\s*([A-Za-z -]+):\s+(.*)$", out, re.M))
    if "Width" not in fields:
        return None
    title = re.search(r'Window id: \S+ "(.*)"$', out, re.M)
    return XWindow(wid=int(wid),
                   x=int(fields["Absolute upper-left X"]), y=int(fields["Absolute upper-left Y"]),
                   width=int(fields["Width"]), height=int(fields["Height"]),
                   title=title.group(1) if title else "",
                   override_redirect=fields.get("Override Redirect State") == "yes")


def windows_of(pid):
    """The visible X windows of a process (toplevels, dialogs, and open popovers)."""
    ids = _run("xdotool", "search", "--onlyvisible", "--pid", str(pid)).split()
    return [info for info in (window_info(wid) for wid in ids) if info is not None]


def _window_placement(acc, windows):
    """(XWindow, origin) for a window-level accessible (frame or dialog), or None. A window with
    client-side decorations (a GtkHeaderBar) is an X window larger than its frame by an even
    border (GTK's solid-csd margin, as nothing composites here): the frame sits in its middle."""
    x, y, width, height = extents(acc)
    fits = [w for w in windows
            if not w.override_redirect and w.width >= width and w.height >= height]
    candidates = [w for w in fits if w.title == name(acc)] or fits
    if not candidates:
        return None
    chosen = min(candidates, key=lambda w: (w.width - width) + (w.height - height))
    return chosen, (chosen.x + (chosen.width - width) // 2 - x,
                    chosen.y + (chosen.height - height) // 2 - y)


def x_window_of(acc):
    """The X window (XWindow) showing the window-level accessible acc (a frame or dialog)."""
    placement = _window_placement(acc, windows_of(acc.get_process_id()))
    if placement is None:
        raise AssertionError(f"no X window found for {describe(acc)}")
    return placement[0]


def screen_origin(acc):
    """The screen point that acc's window-relative extents are measured from."""
    windows = windows_of(acc.get_process_id())
    node = acc
    while node is not None:
        parent = node.parent
        if parent is None or role_name(parent) == "application":
            placement = _window_placement(node, windows)
            if placement is not None:
                return placement[1]
            break
        # A popover: its own override-redirect X window, exactly its size. (Some nodes, such
        # as a GtkStackPage, have no extents at all.)
        try:
            x, y, width, height = extents(node)
        except NotImplementedError:
            x = y = width = height = None
        popups = [w for w in windows if w.override_redirect
                  and (w.width, w.height) == (width, height)]
        if popups:
            return popups[0].x - x, popups[0].y - y
        node = parent
    raise AssertionError(f"cannot place {describe(acc)} on screen: no X window matches its "
                         f"window; windows are {windows}")


def screen_extents(acc):
    """(x, y, width, height) of acc in screen pixels."""
    origin_x, origin_y = screen_origin(acc)
    x, y, width, height = extents(acc)
    return origin_x + x, origin_y + y, width, height


def screen_center(acc):
    """The centre of acc in screen pixels: where a click lands."""
    x, y, width, height = screen_extents(acc)
    return x + width // 2, y + height // 2


def screen_size():
    """(width, height) of the X screen."""
    width, height = _run("xdotool", "getdisplaygeometry").split()
    return int(width), int(height)
