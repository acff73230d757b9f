"""Arrow keys move in two dimensions through the cards and the level buttons, Home and End go to
the first and last, and the focused card is always scrolled into view."""

from harness import extents, key, wait_until
from game import argv, write_settings


def test_arrows_home_and_end_move_through_the_card_grid(launch):
    app = launch(argv("--level", "5"))            # nine cards in rows of three
    app.wait_for_focus(name_prefix="Card 1,")
    for keys, card in [("Right", 2), ("Down", 5), ("Down", 8), ("Left", 7), ("Up", 4), ("End", 9), ("Home", 1)]:
        key(keys)
        app.wait_for_focus(name_prefix=f"Card {card},")
    # At the edge focus stays: no wrap, no trap. Keys are handled in order, so once Right has
    # reached card 2, Left and Up were handled before it, and left focus on card 1.
    key("Left", "Up", "Right")
    app.wait_for_focus(name_prefix="Card 2,")


def test_arrows_move_between_level_buttons_on_home(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    for keys, level in [("Right", 2), ("Down", 8), ("End", 14), ("Up", 8), ("Home", 1)]:
        key(keys)
        app.wait_for_focus(name=f"Level {level}")


def test_the_focused_card_is_scrolled_into_view_with_large_cards(launch):
    write_settings(largeCards=True)
    app = launch(argv("--level", "12"))            # sixteen large cards do not fit in 1024×768
    app.wait_for_focus(name_prefix="Card 1,")
    window_height = extents(app.window())[3]
    last = app.find_one(role="push button", name_prefix="Card 16,")
    x, y, width, height = extents(last)
    assert y + height > window_height, "card 16 already fits: the test would prove nothing"
    key("End")
    card = app.wait_for_focus(name_prefix="Card 16,")

    # The grid scrolls after focus has moved (a frame or two later on a busy machine).
    def in_view():
        x, y, width, height = extents(card)
        return 0 <= y and y + height <= window_height
    wait_until(in_view, timeout=3, message=f"card 16 stays outside the {window_height} px window")
