"""The shaped focus ring: a circle around a round level button under keyboard focus,
drawn in the theme's ring colour, and none after a mouse click."""
import math

from harness import click_at, key, move_mouse_away, near, screen_extents, screenshot, wait_until
from game import argv

RING = (0x00, 0x00, 0x00)        # Theme.standard.focusRing
MARGIN = 8                       # FocusRing.margin(): gap 3 + thickness 4, rounded up, + 1
STARS = 26                       # the stars row under a level button's shape
RING_OFFSET = 3 + 4 / 2          # gap + half the thickness: the ring's centreline


def circle_of(button):
    x, y, w, h = screen_extents(button)
    side = min(w, h - STARS) - 2 * MARGIN
    left, top = x + (w - side) / 2, y + MARGIN
    return left + side / 2, top + side / 2, side / 2, (left, top)


def ring_points(cx, cy, radius):
    r = radius + RING_OFFSET
    return [(round(cx + r * math.cos(a)), round(cy + r * math.sin(a)))
            for a in (0, math.pi / 2, math.pi, 3 * math.pi / 2, math.pi / 4, 5 * math.pi / 4)]


def test_a_round_level_button_shows_a_circular_ring_under_keyboard_focus(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Right")
    app.wait_for_focus(name="Level 2")
    key("Left")
    button = app.wait_for_focus(name="Level 1")
    move_mouse_away()
    cx, cy, radius, corner = circle_of(button)
    points = ring_points(cx, cy, radius)

    def ring_drawn():
        shot = screenshot()
        return shot if all(near(shot.pixel(x, y), RING) for x, y in points) else None
    shot = wait_until(ring_drawn, message=f"no ring colour at {points} around Level 1")
    cornerx, cornery = round(corner[0]) + 1, round(corner[1]) + 1
    assert not near(shot.pixel(cornerx, cornery), RING), \
        "the ring colour fills the corner of the circle's box: the ring is not round"
    # The shape's own centre-left edge region, inside the circle, is the button's fill, not ring.
    assert not near(shot.pixel(round(cx - radius + 10), round(cy)), RING)


def test_no_ring_after_a_mouse_click(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Right")
    key("Left")
    button = app.wait_for_focus(name="Level 1")
    cx, cy, radius, _ = circle_of(button)
    points = ring_points(cx, cy, radius)
    wait_until(lambda: all(near(screenshot().pixel(x, y), RING) for x, y in points),
               message="no keyboard ring to start with")
    title = app.find_one(role="label", name="Shape Shuffle")
    tx, ty, tw, th = screen_extents(title)
    click_at(tx + tw // 2, ty + th // 2)
    move_mouse_away()
    wait_until(lambda: not any(near(screenshot().pixel(x, y), RING) for x, y in points),
               message="the ring is still drawn after a mouse click")
