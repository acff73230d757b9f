"""The shaped focus ring: a circle around a round level button under keyboard focus,
drawn in the theme's ring colour, and none after a mouse click; but a screen a click opened shows
its focus from the start."""
import math

from harness import click, click_at, key, move_mouse_away, near, screen_center, screen_extents, screenshot, wait_until
from game import argv, card
from profiles import wait_for_chooser, write_roster

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


def ring_around(app, number):
    """How many pixels of the ring's black lie around card `number` (its face has none)."""
    move_mouse_away()
    return screenshot().count_colour(RING, screen_extents(card(app, number)), tolerance=8)


def test_a_level_opened_with_a_click_shows_focus_on_its_first_card_until_the_next_click(launch):
    """A child who clicks a level and then reaches for the keyboard or a switch sees where focus
    is; the child's own next click on the level hides the ring again, as anywhere else."""
    app = launch(argv())
    button = app.wait_for_focus(name="Level 1")
    click_at(*screen_center(button))
    app.wait_for_focus(name_prefix="Card 1,")
    # The ring is 4 px thick around a card about 200 px wide: well over a thousand pixels.
    drawn = wait_until(lambda: (lambda n: n if n > 1000 else None)(ring_around(app, 1)),
                       message=f"no ring on card 1 after Level 1 was clicked ({ring_around(app, 1)} px)")
    print(f"ring pixels around card 1 after the click that opened the level: {drawn}")
    heading = app.find_one(role="label", name="Board")
    click_at(*screen_center(heading))
    wait_until(lambda: ring_around(app, 1) < 100, message="the ring stayed after a click on the level")


def test_home_opened_with_a_click_on_a_child_shows_focus_on_its_level(launch):
    """A new child picked with the mouse on "Who is playing?": Home shows where focus is, so the
    first Tab or scan step goes on from a level button the child has seen."""
    write_roster(("Mia", "cat"), ("Ana", "red-circle"))
    app = launch(argv())
    wait_for_chooser(app)
    click(app.find_one(role="push button", name="Ana, red circle"))
    button = app.wait_for_focus(name="Level 1")
    move_mouse_away()
    cx, cy, radius, _ = circle_of(button)
    points = ring_points(cx, cy, radius)
    wait_until(lambda: all(near(screenshot().pixel(x, y), RING) for x, y in points),
               message="Home opened by a click on a child shows no ring on Level 1")
