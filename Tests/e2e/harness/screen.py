"""Screenshots of the whole X screen, and pixels read from them (for focus-ring colours)."""
import subprocess


def near(rgb, target, tolerance=40):
    """Whether colour rgb (r, g, b) is within tolerance of target on every channel."""
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, target))


class Screenshot:
    """One capture of the screen held in memory as RGB bytes."""

    def __init__(self, width, height, rgb):
        self.width = width
        self.height = height
        self._rgb = rgb

    def pixel(self, x, y):
        """(r, g, b) at screen point (x, y), each 0-255."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError(f"({x}, {y}) is off the {self.width}x{self.height} screen")
        offset = (y * self.width + x) * 3
        return tuple(self._rgb[offset:offset + 3])

    def count_colour(self, colour, box, tolerance=8):
        """How many pixels in box (x, y, width, height; clipped to the screen) are within
        tolerance of colour (r, g, b) on every channel. In numpy: a card's box is some 75,000
        pixels, which took a fifth of a second a look pixel by pixel in Python."""
        import numpy
        x0, y0, width, height = box
        xs, ys = slice(max(x0, 0), max(min(x0 + width, self.width), 0)), slice(max(y0, 0), max(min(y0 + height, self.height), 0))
        pixels = numpy.frombuffer(self._rgb, dtype=numpy.uint8)[:self.width * self.height * 3]
        region = pixels.reshape(self.height, self.width, 3)[ys, xs].astype(numpy.int16)
        close = numpy.abs(region - numpy.array(colour, dtype=numpy.int16)) <= tolerance
        return int(numpy.count_nonzero(close.all(axis=2)))


def _parse_ppm(data):
    # Binary PPM (P6): magic, width, height, maxval separated by whitespace, then RGB bytes.
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        start = position
        while not data[position:position + 1].isspace():
            position += 1
        fields.append(data[start:position])
    if fields[0] != b"P6" or fields[3] != b"255":
        raise ValueError(f"unexpected screenshot format {fields}")
    width, height = int(fields[1]), int(fields[2])
    return Screenshot(width, height, data[position + 1:position + 1 + width * height * 3])


def screenshot(path=None):
    """Capture the screen (ImageMagick `import -window root`); also save it to path (any format
    ImageMagick knows by extension, e.g. .png) if given. Returns a Screenshot."""
    ppm = subprocess.run(["import", "-window", "root", "-depth", "8", "ppm:-"], capture_output=True,
                         check=True, timeout=20).stdout
    if path is not None:
        subprocess.run(["convert", "ppm:-", str(path)], input=ppm, check=True, timeout=20)
    return _parse_ppm(ppm)


def pixel(x, y):
    """(r, g, b) at a screen point, from a fresh screenshot."""
    return screenshot().pixel(x, y)


def frames(box, seconds):
    """As many captures of screen box (x, y, width, height) as fit in `seconds`, each as raw RGB
    bytes, read straight from the X server (a few ms each, fast enough to catch the in-between
    frames of a quarter-second animation)."""
    import time

    import gi
    gi.require_version("Gdk", "3.0")
    from gi.repository import Gdk

    root = Gdk.get_default_root_window()
    captured = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        image = Gdk.pixbuf_get_from_window(root, *box)
        captured.append(bytes(image.get_pixels()))
    return captured
