"""The board grows with the window: the words under the board's slots ("Number", "Colour" …),
measured in the pixels, stand at least 15 px tall at 1024×768 (never larger than the task's
words, and inside each slot) and taller at 1920×1080, and the whole board is inside an 800×600
window. The slots are found by their names through AT-SPI; the
words themselves are never spelled here. Crops go to $E2E_SHOTS (default /tmp/shots-board)."""
import os
import subprocess

import pytest

from harness import key, move_mouse_away, near, screen_extents, screen_size, screenshot, wait_until
from harness.ink import ink_mask, marks, save_crop
from harness.xwindows import window_info
from game import argv
from monkey import main_x_window

SHOTS = os.environ.get("E2E_SHOTS", "/tmp/shots-board")
TEXT = (0x24, 0x1F, 0x31)  # Theme.standard.text, which the captions are drawn in


def slots(app):
    """The board's slots (labels named "<kind>: <what fills it>"), top to bottom, left to right."""
    # The caption and the hint under the cards are sentences, with a full stop; slots are not.
    found = app.find_all(role="label", predicate=lambda acc: ":" in acc.name and acc.name.split(":")[1].strip()
                         and not acc.name.endswith("."))
    return sorted((screen_extents(s)[1], screen_extents(s)[0], s) for s in found)


def resize(app, width, height):
    window = wait_until(lambda: main_x_window(app), message="no X window for the game")
    subprocess.run(["xdotool", "windowmove", str(window), "0", "0"], check=True, timeout=10)
    subprocess.run(["xdotool", "windowsize", str(window), str(width), str(height)], check=True, timeout=10)
    wait_until(lambda: (window_info(window).width, window_info(window).height) == (width, height),
               message=f"the window did not take {width}x{height}")
    return window


def caption_height(app, size, name):
    """How tall the ink of the first slot's caption stands, once the board has its new size."""
    def settled():
        first = slots(app)[0][2]
        box = screen_extents(first)
        # The layout gives the slot a new size after the window's: wait until two looks agree.
        return box if box == screen_extents(slots(app)[0][2]) and box[2] > 0 else None
    box = wait_until(settled, message="the board has no slots")
    x, y, w, h = box
    move_mouse_away()
    shot = screenshot()
    band = (x, y + h * 2 // 3, w, h - h * 2 // 3)  # the caption lies under the card-shaped place
    save_crop(shot, band, os.path.join(SHOTS, f"{name}-{size[0]}x{size[1]}.png"))
    found = marks(ink_mask(shot, band, lambda rgb: near(rgb, TEXT, 60)), min_pixels=8)
    assert found, f"no caption drawn under the slot at {size}"
    top = min(m[1] for m in found)
    bottom = max(m[1] + m[3] for m in found)
    return bottom - top, box


@pytest.mark.parametrize("level", ["2", "7"])  # three slots, and four
def test_slot_captions_grow_with_the_window(launch, level):
    app = launch(argv("--level", level))
    app.wait_for_focus(name_prefix="Card 1,")
    screen = screen_size()
    # 1920×1080 only on a screen that size (make's wide session), full screen.
    sizes = [(800, 600), (1024, 768)] + ([(1920, 1080)] if screen == (1920, 1080) else [])
    heights = {}
    for size in sizes:
        if size == screen:
            key("F11")  # full screen: a window of the screen's size with no frame around it
        else:
            resize(app, *size)
        heights[size], _ = caption_height(app, size, f"caption-level-{level}")
        # Every slot of the board lies inside the window.
        for _, _, slot in slots(app):
            x, y, w, h = screen_extents(slot)
            assert x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1], f"{slot.name} at {size}: {(x, y, w, h)}"
    print(f"level {level}: caption ink heights {heights}")
    # Readable, yet never larger than the task's words, and inside the slot's outline.
    assert heights[(1024, 768)] >= 15, heights
    assert heights[(800, 600)] >= 10, heights
    if (1920, 1080) in heights:
        assert heights[(1920, 1080)] > heights[(1024, 768)], heights
