"""The primary menu: F10 opens a popover menu of what can be done on the screen shown, each
with its key, Quit last. On Home it has no level's items; on a level Add and Pin are shown disabled,
not hidden, where no card has focus. Escape closes it and focus returns; a chosen item runs with
focus back in place."""
from harness import key, states, wait_until
from game import argv, open_the_menu, walk_the_menu_to

TITLES = ["Add card to board", "Pin or unpin card", "Hear the task", "Find", "Keyboard shortcuts", "Settings", "Quit"]
HOME_TITLES = ["Find", "Keyboard shortcuts", "Settings", "Progress", "Full screen", "Quit"]
LEVEL_ONLY = ["Add card to board", "Pin or unpin card", "Hear the task", "Show me", "Start over"]


def menu_items_by_name(app):
    return {item.name: item for item in app.find_all(role="menu item")}


def is_enabled(item):
    return bool({"enabled", "sensitive"} & states(item))


def open_menu(app, titles=TITLES):
    open_the_menu()
    app.wait_for_focus(role="menu item")
    assert app.find_all(role="menu"), "F10 opened something that is not a menu"
    return wait_until(lambda: (lambda items: items if set(titles) <= set(items) else None)(menu_items_by_name(app)),
                      message=f"the primary menu lacks some of {titles}: {sorted(menu_items_by_name(app))}")


def test_f10_on_home_offers_only_what_home_can_do_with_quit_last_and_escape_returns(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Right")
    app.wait_for_focus(name="Level 2")
    items = open_menu(app, HOME_TITLES)
    assert list(items) == HOME_TITLES, f"Home's menu is not {HOME_TITLES}: {list(items)}"
    for title in HOME_TITLES:
        assert is_enabled(items[title]), f"{title} is disabled"
    # Focus lands on the first item.
    assert app.focused().name == "Find"
    key("Escape")
    app.wait_for_focus(name="Level 2")
    wait_until(lambda: not menu_items_by_name(app), message="Escape left the primary menu open")


def test_on_a_level_add_is_enabled_and_choosing_it_adds_the_focused_card(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("space")
    app.wait_for_focus(name="Card 1, two dots")
    items = open_menu(app)
    assert [name for name in items if name in TITLES] == TITLES, "items out of order"
    assert set(LEVEL_ONLY) <= set(items), f"a level's items are missing: {list(items)}"
    assert list(items)[-1] == "Quit", f"Quit is not last: {list(items)}"
    assert is_enabled(items["Add card to board"]), "Add is disabled while a card has focus"
    assert is_enabled(items["Pin or unpin card"]), "Pin is disabled while a card has focus"
    app.wait_for_focus(role="menu item", name="Add card to board")
    key("Return")
    # Card 1 goes to the board; card 2 takes focus and says what happened.
    card = app.wait_for_focus(name_prefix="Card 2,")
    assert card.description.startswith("Two dots are on the board.")
    wait_until(lambda: not menu_items_by_name(app), message="the menu stayed open after Return")


def test_settings_chosen_from_the_menu_returns_focus_to_the_card_when_closed(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("Right")
    app.wait_for_focus(name_prefix="Card 2,")
    open_menu(app)
    walk_the_menu_to(app, "Settings", steps=len(TITLES))
    key("Return")
    wait_until(lambda: any(w.name == "Settings" and "visible" in states(w) for w in app.windows()),
               message="Settings did not open from the menu")
    key("Escape")
    app.wait_for_focus(name_prefix="Card 2,")
