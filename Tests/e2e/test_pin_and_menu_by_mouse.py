"""Pinning and the actions menu: press-and-hold pins and, again, unpins;
right-click opens the actions menu and Add to board adds; the menu's Unpin unpins."""
from harness import click, key, move_mouse_away, press_and_hold, right_click, wait_until
from game import argv, card


def menu_item(app, name):
    return app.find_one(role="menu item", name=name, timeout=5)


def test_press_and_hold_pins_and_a_second_hold_unpins(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    press_and_hold(card(app, 2))
    wait_until(lambda: card(app, 2).name == "Card 2, red, pinned",
               message=f"holding card 2 did not pin it: {card(app, 2).name!r}")
    press_and_hold(card(app, 2))
    wait_until(lambda: card(app, 2).name == "Card 2, red",
               message=f"holding the pinned card 2 did not unpin it: {card(app, 2).name!r}")


def test_right_click_opens_the_actions_menu_and_add_to_board_adds(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    right_click(card(app, 1))
    click(menu_item(app, "Add to board"))
    wait_until(lambda: "on the board" in card(app, 1).name,
               message=f"Add to board did not add card 1: {card(app, 1).name!r}")
    wait_until(lambda: not app.find_all(role="menu item"), message="the menu stayed open")


def test_unpin_from_the_actions_menu_unpins_and_the_card_stays_face_up(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("p")
    app.wait_for_focus(name="Card 1, two dots, pinned")
    move_mouse_away()  # a keyboard player has no pointer resting on the menu
    key("shift+F10")
    app.wait_for_focus(role="menu item")
    key("Down")
    app.wait_for_focus(role="menu item", name="Unpin")
    key("Return")
    app.wait_for_focus(name="Card 1, two dots")
    wait_until(lambda: not app.find_all(role="menu item"), message="the menu stayed open")
