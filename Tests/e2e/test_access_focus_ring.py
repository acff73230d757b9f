"""The shaped focus ring: a circle around a round level button under keyboard focus,
drawn in the theme's ring colour, and none after a mouse click; but a screen a click opened shows
its focus from the start."""
import math

from harness import (click, click_at, hand_pause, key, move_mouse, move_mouse_away, near, screen_center, screen_extents,
                     screenshot, wait_until)
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


def ring_on_level_1(app):
    button = app.wait_for_focus(name="Level 1")
    cx, cy, radius, _ = circle_of(button)
    points = ring_points(cx, cy, radius)
    return all(near(screenshot().pixel(x, y), RING) for x, y in points)


def test_a_new_child_starts_on_level_1_with_its_ring_shown_and_kept_through_a_resize(launch):
    """The first thing a child who cannot read sees is where they are: Level 1, ringed, with no
    key pressed; the window opening maximised (as it was left) or changing size moves neither the
    focus nor the ring, nor does time (GTK 4.8 hides the ring 3 s after it was shown)."""
    from grown_up import write_device
    from harness.xwindows import window_info
    from monkey import main_x_window
    # The window was left larger than this screen: the window manager fits it to the screen once
    # it is shown, and Home is laid out again with fewer buttons a row, every button moved.
    write_device(window={"width": 1000, "height": 1024, "maximized": False, "fullScreen": False})
    app = launch(argv())
    move_mouse_away()
    wait_until(lambda: ring_on_level_1(app), message="no ring on Level 1 at the start, before any key")
    # Openbox maximises a window on a double-click of its title bar: more buttons a row again.
    window = wait_until(lambda: main_x_window(app), message="no X window for the game")
    before = window_info(window)
    click_at(before.x + before.width // 2, before.y - 8, repeat=2)
    wait_until(lambda: window_info(window).width > before.width, message="the window did not maximise")
    move_mouse_away()
    wait_until(lambda: ring_on_level_1(app), message=f"after a resize, focus is on {app.focused().name!r}")
    hand_pause(4.5)  # a child looking at the screen before pressing anything
    assert ring_on_level_1(app), "the ring went away by itself"
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    assert app.find_one(role="label", name="Two yellow squares"), "Enter did not open level 1"


def test_the_ring_stays_after_add_with_the_pointer_resting_over_the_cards(launch):
    """Keys play while the hand rests on the mouse over the cards: the ring on the focused card
    never goes, through a layout's made-up pointer motion and past GTK's 3 s."""
    app = launch(argv("--level", "1"))
    first = app.wait_for_focus(name_prefix="Card 1,")
    move_mouse(*screen_center(card(app, 3)))
    key("a")
    focused = app.wait_for_focus(predicate=lambda acc: not acc.name.startswith("Card 1,"))
    print(f"after A, focus is on {focused.name!r}")
    hand_pause(4.5)  # the child looks before the next key, the pointer still over the cards

    def ring_pixels():
        return screenshot().count_colour(RING, screen_extents(app.focused()), tolerance=8)
    # The ring is 4 px thick around a card about 200 px wide: well over a thousand pixels.
    drawn = ring_pixels()
    assert drawn > 1000, f"no ring on {app.focused().name!r} after A with the pointer over the cards ({drawn} px)"
