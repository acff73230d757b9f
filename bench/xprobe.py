"""Watching an X display from outside a program: window creation, mapping, the DAMAGE extension
(which the X server reports as soon as it has drawn into a window, i.e. the moment a frame is on
an Xvfb screen), pixel captures, and XTEST key strokes sent without spawning a process.

Only libX11, libXdamage and libXtst through ctypes, so it runs on Debian's python3 with nothing
else installed."""
import ctypes
import ctypes.util
import select
import time
import zlib

_x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
_xdamage = ctypes.CDLL(ctypes.util.find_library("Xdamage"))
_xtst = ctypes.CDLL(ctypes.util.find_library("Xtst"))

Window = ctypes.c_ulong
Atom = ctypes.c_ulong


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("pad", ctypes.c_long * 24)]


class XAnyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", Window)]


class XCreateWindowEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("parent", Window), ("window", Window)]


class XMapEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("event", Window), ("window", Window)]


class XRectangle(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short),
                ("width", ctypes.c_ushort), ("height", ctypes.c_ushort)]


class XDamageNotifyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("drawable", Window), ("damage", ctypes.c_ulong),
                ("level", ctypes.c_int), ("more", ctypes.c_int), ("timestamp", ctypes.c_ulong),
                ("area", XRectangle), ("geometry", XRectangle)]


class XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int), ("depth", ctypes.c_int),
                ("visual", ctypes.c_void_p), ("root", Window), ("class_", ctypes.c_int),
                ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
                ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int),
                ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)

_x11.XOpenDisplay.restype = ctypes.c_void_p
_x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
_x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
_x11.XDefaultRootWindow.restype = Window
_x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
_x11.XConnectionNumber.argtypes = [ctypes.c_void_p]
_x11.XSelectInput.argtypes = [ctypes.c_void_p, Window, ctypes.c_long]
_x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
_x11.XFlush.argtypes = [ctypes.c_void_p]
_x11.XPending.argtypes = [ctypes.c_void_p]
_x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(XEvent)]
_x11.XSetErrorHandler.restype = ctypes.c_void_p
_x11.XSetErrorHandler.argtypes = [_ERROR_HANDLER]
_x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(XWindowAttributes)]
_x11.XGetImage.restype = ctypes.POINTER(XImage)
_x11.XGetImage.argtypes = [ctypes.c_void_p, Window, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                           ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
_x11.XFree.argtypes = [ctypes.c_void_p]
_x11.XInternAtom.restype = Atom
_x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
_x11.XGetWindowProperty.argtypes = [
    ctypes.c_void_p, Window, Atom, ctypes.c_long, ctypes.c_long, ctypes.c_int, Atom,
    ctypes.POINTER(Atom), ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
    ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
_x11.XStringToKeysym.restype = ctypes.c_ulong
_x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
_x11.XKeysymToKeycode.restype = ctypes.c_ubyte
_x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
_xdamage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                           ctypes.POINTER(ctypes.c_int)]
_xdamage.XDamageCreate.restype = ctypes.c_ulong
_xdamage.XDamageCreate.argtypes = [ctypes.c_void_p, Window, ctypes.c_int]
_xdamage.XDamageDestroy.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
_xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]

CREATE_NOTIFY, DESTROY_NOTIFY, MAP_NOTIFY = 16, 17, 19
STRUCTURE_NOTIFY_MASK, SUBSTRUCTURE_NOTIFY_MASK = 1 << 17, 1 << 19
IS_VIEWABLE = 2
_Z_PIXMAP = 2
_ALL_PLANES = 0xFFFFFFFF
_DAMAGE_REPORT_RAW_RECTANGLES = 0


@_ERROR_HANDLER
def _ignore_x_errors(_display, _error):
    # Windows of a starting or exiting program come and go while we look at them; a BadWindow
    # then is expected, and Xlib's default handler would end this whole process.
    return 0


_x11.XSetErrorHandler(_ignore_x_errors)


class Frame:
    """One capture of a window's pixels: its size, a checksum and how many colours a sample of
    it holds (1 means a flat fill, not a drawn frame)."""

    def __init__(self, width, height, data):
        self.width, self.height, self.data = width, height, data
        self.checksum = zlib.crc32(data)

    def colours(self, step=97):
        """Distinct 32-bit pixels among every step-th pixel: cheap, and enough to tell a flat
        background fill from a drawn frame."""
        words = memoryview(self.data).cast("I")
        return len(set(words[::step]))

    def differs_from(self, other):
        """Whether any pixel differs (compares checksums; sizes first)."""
        return (other is None or (self.width, self.height) != (other.width, other.height)
                or self.checksum != other.checksum)


class Display:
    """A connection to the X server named by $DISPLAY, for watching and for sending keys."""

    def __init__(self):
        self.handle = _x11.XOpenDisplay(None)
        if not self.handle:
            raise RuntimeError("cannot open the X display ($DISPLAY)")
        self.root = _x11.XDefaultRootWindow(self.handle)
        self.fd = _x11.XConnectionNumber(self.handle)
        event_base, error_base = ctypes.c_int(), ctypes.c_int()
        if not _xdamage.XDamageQueryExtension(self.handle, ctypes.byref(event_base),
                                              ctypes.byref(error_base)):
            raise RuntimeError("the X server has no DAMAGE extension")
        self.damage_event = event_base.value  # XDamageNotify is event 0 of the extension
        self._pid_atom = _x11.XInternAtom(self.handle, b"_NET_WM_PID", 0)
        self._keycodes = {}
        self._damages = {}
        self.last_damage = None  # (x, y, width, height) of the last DAMAGE reported

    def close(self):
        _x11.XCloseDisplay(self.handle)

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()

    # -- events -----------------------------------------------------------------------------------

    def watch_new_windows(self):
        """Report CreateNotify for every window created on the root (every toplevel)."""
        _x11.XSelectInput(self.handle, self.root, SUBSTRUCTURE_NOTIFY_MASK)
        _x11.XSync(self.handle, 0)

    def watch_window(self, window):
        """Report MapNotify for the window and a DamageNotify for every drawing into it."""
        _x11.XSelectInput(self.handle, window, STRUCTURE_NOTIFY_MASK)
        if window not in self._damages:
            self._damages[window] = _xdamage.XDamageCreate(self.handle, window,
                                                           _DAMAGE_REPORT_RAW_RECTANGLES)
        _x11.XFlush(self.handle)

    def unwatch_all(self):
        """Forget every DAMAGE object this connection made (before its windows go away)."""
        for damage in self._damages.values():
            _xdamage.XDamageDestroy(self.handle, damage)
        self._damages.clear()
        _x11.XSelectInput(self.handle, self.root, 0)
        _x11.XSync(self.handle, 0)

    def next_event(self, deadline):
        """The next event as (kind, window, monotonic time it was read), kind one of 'create',
        'map', 'destroy', 'damage' or 'other'; None if none comes before the deadline
        (a time.monotonic() value)."""
        while not _x11.XPending(self.handle):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            select.select([self.fd], [], [], remaining)
        event = XEvent()
        _x11.XNextEvent(self.handle, ctypes.byref(event))
        now = time.monotonic()
        kind = event.type & 0x7F
        if kind == self.damage_event:
            detail = ctypes.cast(ctypes.byref(event), ctypes.POINTER(XDamageNotifyEvent)).contents
            area = detail.area
            self.last_damage = (area.x, area.y, area.width, area.height)
            return "damage", detail.drawable, now
        if kind == CREATE_NOTIFY:
            detail = ctypes.cast(ctypes.byref(event), ctypes.POINTER(XCreateWindowEvent)).contents
            return "create", detail.window, now
        if kind in (MAP_NOTIFY, DESTROY_NOTIFY):
            detail = ctypes.cast(ctypes.byref(event), ctypes.POINTER(XMapEvent)).contents
            return ("map" if kind == MAP_NOTIFY else "destroy"), detail.window, now
        any_event = ctypes.cast(ctypes.byref(event), ctypes.POINTER(XAnyEvent)).contents
        return "other", any_event.window, now

    def wait_for_quiet(self, window, quiet, longest):
        """Wait until `window` has gone `quiet` seconds without drawing, or `longest` passed."""
        last = time.monotonic()
        give_up = last + longest
        while time.monotonic() < give_up:
            event = self.next_event(min(last + quiet, give_up))
            if event is None:
                if time.monotonic() >= last + quiet:
                    return
                continue
            kind, drawn, when = event
            if kind == "damage" and drawn == window:
                last = when

    def drain(self):
        """Discard every event already queued."""
        _x11.XSync(self.handle, 0)
        event = XEvent()
        while _x11.XPending(self.handle):
            _x11.XNextEvent(self.handle, ctypes.byref(event))

    # -- windows ----------------------------------------------------------------------------------

    def attributes(self, window):
        """XWindowAttributes of the window, or None if it is gone."""
        attributes = XWindowAttributes()
        if not _x11.XGetWindowAttributes(self.handle, window, ctypes.byref(attributes)):
            return None
        return attributes

    def is_viewable(self, window):
        attributes = self.attributes(window)
        return attributes is not None and attributes.map_state == IS_VIEWABLE

    def pid_of(self, window):
        """The window's _NET_WM_PID, or None."""
        actual_type, actual_format = Atom(), ctypes.c_int()
        count, remaining, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        status = _x11.XGetWindowProperty(self.handle, window, self._pid_atom, 0, 1, 0, 0,
                                         ctypes.byref(actual_type), ctypes.byref(actual_format),
                                         ctypes.byref(count), ctypes.byref(remaining),
                                         ctypes.byref(data))
        if status != 0 or not data.value:
            return None
        try:
            return ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0] if count.value else None
        finally:
            _x11.XFree(data)

    def capture(self, window):
        """The window's pixels as they are on screen now (a Frame); None if it is not viewable."""
        attributes = self.attributes(window)
        if attributes is None or attributes.map_state != IS_VIEWABLE:
            return None
        image = _x11.XGetImage(self.handle, window, 0, 0, attributes.width, attributes.height,
                               _ALL_PLANES, _Z_PIXMAP)
        if not image:
            return None
        try:
            contents = image.contents
            data = ctypes.string_at(contents.data, contents.bytes_per_line * contents.height)
            return Frame(contents.width, contents.height, data)
        finally:
            _x11.XFree(image.contents.data)
            _x11.XFree(image)

    # -- keys -------------------------------------------------------------------------------------

    def keycode(self, name):
        """The keycode of an X keysym name ('Tab', 'space', 'a', 'Return')."""
        if name not in self._keycodes:
            code = _x11.XKeysymToKeycode(self.handle, _x11.XStringToKeysym(name.encode()))
            if not code:
                raise ValueError(f"no keycode for keysym {name!r}")
            self._keycodes[name] = code
        return self._keycodes[name]

    def hold(self, name):
        """Press a key (a modifier, say) and keep it down until `release`."""
        _xtst.XTestFakeKeyEvent(self.handle, self.keycode(name), 1, 0)
        _x11.XFlush(self.handle)

    def release(self, name):
        _xtst.XTestFakeKeyEvent(self.handle, self.keycode(name), 0, 0)
        _x11.XFlush(self.handle)

    def tap(self, name):
        """Press and release a key through XTEST (what xdotool sends), flushed at once.
        Returns the monotonic time just before the press was sent."""
        code = self.keycode(name)
        sent = time.monotonic()
        _xtst.XTestFakeKeyEvent(self.handle, code, 1, 0)
        _xtst.XTestFakeKeyEvent(self.handle, code, 0, 0)
        _x11.XFlush(self.handle)
        return sent
