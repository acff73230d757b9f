"""X windows of a process and the screen position of accessible elements.

GTK 4.8 gives AT-SPI extents relative to the element's window and refuses screen coordinates, so
a screen position is the X window's origin (asked of the X server) plus the window-relative extents.
Popovers are override-redirect X windows of their own, but their widgets' extents are offset
from a bogus popover origin (the parent widget's position), so widgets in a popover are placed
relative to the popover accessible, whose size matches its X window exactly."""
import os
from dataclasses import dataclass

from Xlib import X, Xatom, display as xdisplay, error as xerror

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


class _Display:
    """One connection to the session's X server for every lookup, asked directly: xdotool and
    xwininfo were two processes or more for every click and every batch of the monkey's events."""
    connections = {}

    def __init__(self):
        self.x = xdisplay.Display()
        self.root = self.x.screen().root
        self.pid_atom = self.x.intern_atom("_NET_WM_PID")
        self.name_atom = self.x.intern_atom("_NET_WM_NAME")
        self.utf8_atom = self.x.intern_atom("UTF8_STRING")

    @classmethod
    def current(cls):
        name = os.environ.get("DISPLAY", "")
        if name not in cls.connections:
            cls.connections[name] = cls()
        return cls.connections[name]


def window_info(wid):
    """The XWindow for an X window id (None if it vanished): as xwininfo gives it, its origin on
    the screen, its size, its title (_NET_WM_NAME, else WM_NAME) and its override-redirect."""
    shown = _Display.current()
    window = shown.x.create_resource_object("window", int(wid))
    try:
        attributes = window.get_attributes()
        geometry = window.get_geometry()
        origin = shown.root.translate_coords(window, 0, 0)
        title = window.get_full_property(shown.name_atom, shown.utf8_atom)
        title = title.value.decode("utf-8", "replace") if title is not None else (window.get_wm_name() or "")
    except xerror.XError:
        return None
    if isinstance(title, bytes):
        title = title.decode("latin-1")
    return XWindow(wid=int(wid), x=origin.x, y=origin.y, width=geometry.width, height=geometry.height, title=title,
                   override_redirect=bool(attributes.override_redirect))


def _viewable_windows_of(shown, window, pid, found, depth=1):
    """As `xdotool search --onlyvisible --pid`: the viewable windows of `pid` among `window`'s
    children, bottom to top, then among each child's own, in the same order. Only as deep as
    X windows of a program go under a window manager: its popovers are the root's children, its
    windows those of the manager's frames."""
    try:
        children = window.query_tree().children
    except xerror.XError:
        return
    for child in children:
        try:
            owner = child.get_full_property(shown.pid_atom, Xatom.CARDINAL)
            if owner is None or not len(owner.value) or owner.value[0] != pid:
                continue
            if child.get_attributes().map_state == X.IsViewable:
                found.append(child.id)
        except xerror.XError:
            continue
    if depth < 2:
        for child in children:
            _viewable_windows_of(shown, child, pid, found, depth + 1)


def windows_of(pid):
    """The visible X windows of a process (toplevels, dialogs, and open popovers)."""
    shown = _Display.current()
    ids = []
    _viewable_windows_of(shown, shown.root, int(pid), ids)
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
    screen = _Display.current().x.screen()
    return screen.width_in_pixels, screen.height_in_pixels
