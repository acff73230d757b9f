"""What is drawn in a box of a screenshot, without knowing the words: its ink as a mask, the
separate marks the ink makes (glyphs, stars), how solid each is, and whether two boxes were drawn
alike. Shared by the tests that check pixels a player sees rather than names a screen reader hears."""
import os
import subprocess


def rows(shot, box):
    """Box (x, y, width, height) of a Screenshot as its rows of raw RGB bytes (sliced straight
    from the capture: a pixel at a time is far too slow for whole cards)."""
    x0, y0, width, height = box
    if x0 < 0 or y0 < 0 or x0 + width > shot.width or y0 + height > shot.height:
        raise IndexError(f"{box} is off the {shot.width}x{shot.height} screen")
    raw = shot._rgb  # the Screenshot's RGB bytes, row by row
    return [raw[((y0 + y) * shot.width + x0) * 3:((y0 + y) * shot.width + x0 + width) * 3] for y in range(height)]


def crop(shot, box):
    """Box of a Screenshot as rows of (r, g, b)."""
    return [[tuple(row[i:i + 3]) for i in range(0, len(row), 3)] for row in rows(shot, box)]


def save_crop(shot, box, path):
    """Box of a Screenshot as a PNG at path (for a person to look at, or for OCR)."""
    header = f"P6 {box[2]} {box[3]} 255\n".encode()
    data = b"".join(rows(shot, box))
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    subprocess.run(["convert", "ppm:-", str(path)], input=header + data, check=True, timeout=20)
    return path


def ink_mask(shot, box, is_ink):
    """Which pixels of box are ink, by is_ink((r, g, b)): rows of booleans."""
    return [[is_ink(rgb) for rgb in row] for row in crop(shot, box)]


def marks(mask, min_pixels=20):
    """The separate marks of a mask (8-connected groups of ink), left to right, each as
    (x, y, width, height, ink pixel count); specks under min_pixels are left out."""
    height, width = len(mask), len(mask[0]) if mask else 0
    seen = [[False] * width for _ in range(height)]
    found = []
    for y in range(height):
        for x in range(width):
            if not mask[y][x] or seen[y][x]:
                continue
            stack, pixels = [(x, y)], []
            seen[y][x] = True
            while stack:
                px, py = stack.pop()
                pixels.append((px, py))
                for nx in (px - 1, px, px + 1):
                    for ny in (py - 1, py, py + 1):
                        if 0 <= nx < width and 0 <= ny < height and mask[ny][nx] and not seen[ny][nx]:
                            seen[ny][nx] = True
                            stack.append((nx, ny))
            if len(pixels) >= min_pixels:
                xs, ys = [p[0] for p in pixels], [p[1] for p in pixels]
                found.append((min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, len(pixels)))
    return sorted(found)


def solidity(mark):
    """How much of a mark's bounding box its ink fills: near 0.5 for a filled star, far less for
    an outline."""
    _, _, width, height, count = mark
    return count / (width * height)


def differing_share(shot_a, box_a, shot_b, box_b, tolerance=24):
    """The share of pixels that differ by more than tolerance on some channel between two boxes
    of the same size (1.0 when the sizes differ)."""
    if box_a[2:] != box_b[2:]:
        return 1.0
    differing = 0
    for row_a, row_b in zip(rows(shot_a, box_a), rows(shot_b, box_b)):
        if row_a == row_b:
            continue
        differing += sum(1 for i in range(0, len(row_a), 3)
                         if any(abs(row_a[i + c] - row_b[i + c]) > tolerance for c in range(3)))
    return differing / (box_a[2] * box_a[3])


def save_mask(mask, path, scale=3):
    """A mask as black ink on white at path, `scale` times larger: clean input for OCR."""
    height, width = len(mask), len(mask[0])
    rows = []
    for row in mask:
        line = bytes(0 if ink else 255 for ink in row for _ in range(scale))
        rows.extend([line] * scale)
    header = f"P5 {width * scale} {height * scale} 255\n".encode()
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    subprocess.run(["convert", "pgm:-", str(path)], input=header + b"".join(rows), check=True, timeout=20)
    return path
