"""A card's actions: Flip, Add to board and Pin are AT-SPI actions on the card and
the items of its actions menu (Shift+F10), which reads Unpin once the card is pinned."""
from harness import actions, do_action, key, move_mouse_away, role_name, wait_until
from game import argv


def menu_items(app):
    return [item.name for item in app.find_all(role="menu item")]


def test_a_card_offers_flip_add_and_pin_and_the_flip_action_turns_it_face_up(launch):
    app = launch(argv("--level", "1"))
    card = app.wait_for_focus(name_prefix="Card 1,")
    assert card.name == "Card 1, face down"
    assert set(actions(card)) == {"card.flip", "card.add", "card.pin"}
    do_action(card, "card.flip")
    shown = wait_until(lambda: card.name if "face down" not in card.name else None,
                       message="card.flip did not turn card 1 face up")
    assert shown.startswith("Card 1, ")


def test_shift_f10_opens_the_actions_menu_and_escape_returns_to_the_card(launch):
    app = launch(argv("--level", "1"))
    card = app.wait_for_focus(name_prefix="Card 1,")
    move_mouse_away()  # a keyboard player has no pointer resting on the menu
    key("shift+F10")
    first = app.wait_for_focus(role="menu item")
    assert first.name == "Flip"
    assert role_name(first.parent.parent) in ("panel", "menu")  # inside the popover menu
    assert app.find_all(role="menu")
    assert menu_items(app) == ["Flip", "Add to board", "Pin", "Show me", "Hear the task", "Start over"]
    key("Escape")
    back = app.wait_for_focus(name_prefix="Card 1,")
    assert back.name == card.name == "Card 1, face down"
    wait_until(lambda: not menu_items(app), message="Escape left the menu open")


def test_down_and_return_pin_the_card_and_the_menu_then_offers_unpin_without_flip(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    move_mouse_away()  # a keyboard player has no pointer resting on the menu
    key("shift+F10")
    app.wait_for_focus(role="menu item", name="Flip")
    key("Down")
    app.wait_for_focus(role="menu item", name="Add to board")
    key("Down")
    app.wait_for_focus(role="menu item", name="Pin")
    key("Return")
    pinned = app.wait_for_focus(name_prefix="Card 1,", name_contains=", pinned")
    assert "face down" not in pinned.name, "a pinned card stays face up"
    wait_until(lambda: not menu_items(app), message="the menu stayed open after Return")

    move_mouse_away()  # a keyboard player has no pointer resting on the menu
    key("shift+F10")
    app.wait_for_focus(role="menu item")
    assert menu_items(app) == ["Add to board", "Unpin", "Show me", "Hear the task", "Start over"]
    key("Escape")
    app.wait_for_focus(name_prefix="Card 1,", name_contains=", pinned")
