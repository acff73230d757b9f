"""What a screen reader gets: names, roles, pictures that are read but never focused,
cards that say what they show, and a Tab order with no trap."""
import pyatspi

from harness import is_focusable, key, role_name, wait_until, walk
from game import argv, prompt_group, tab


def focusable_elements(app):
    """Every element Tab can stop on. (GTK 4.8 does not set 'showing' on children, so it is not asked.)"""
    return [acc for acc in walk(app.window())
            if is_focusable(acc) and acc.getState().contains(pyatspi.STATE_SENSITIVE)]


def test_every_focusable_element_on_home_and_a_level_has_a_name_and_a_role(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    assert app.find_one(role="push button", name="Settings")
    for screen in ("home", "level"):
        elements = focusable_elements(app)
        assert elements, f"nothing focusable on {screen}"
        for acc in elements:
            assert acc.name.strip(), f"a focusable {role_name(acc)} on {screen} has no name"
            assert role_name(acc) not in ("unknown", "invalid", "filler", "panel")
        key("Return")
        app.wait_for_focus(name_prefix="Card 1,")


def test_prompt_pictures_are_named_images_that_are_never_focused(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    group = prompt_group(app)
    assert group.name == "Two yellow squares"
    pictures = [acc for acc in walk(group) if role_name(acc) == "image"]
    assert [p.name for p in pictures] == ["yellow square", "yellow square"]
    assert not any(is_focusable(p) for p in pictures)
    slots = app.find_all(role="label", predicate=lambda acc: ":" in acc.name)
    assert {s.name for s in slots} >= {"Number: empty", "Colour: empty", "Shape: empty"}
    assert not any(is_focusable(s) for s in slots)


def test_a_card_says_what_it_shows_after_space(launch):
    app = launch(argv("--level", "1"))
    card = app.wait_for_focus(name_prefix="Card 1,")
    assert card.name == "Card 1, face down"
    assert "row 1" in card.description.lower() and "column 1" in card.description.lower()
    key("space")
    wait_until(lambda: app.focused().name != "Card 1, face down", message="Space did not turn card 1 over")
    assert app.focused().name.startswith("Card 1, ")
    assert "face down" not in app.focused().name


def test_tab_visits_every_element_once_and_comes_back(launch):
    app = launch(argv("--level", "1"))
    first = app.wait_for_focus(name_prefix="Card 1,")
    expected = {acc.name for acc in focusable_elements(app)}
    visited = [first.name]
    for _ in range(len(expected) + 2):
        visited.append(tab(app, trap="a keyboard trap: Tab did not leave").name)
        if visited[-1] == first.name:
            break
    assert visited[-1] == first.name, f"Tab never came back to the first card: {visited}"
    assert sorted(visited[:-1]) == sorted(expected), "Tab skipped or repeated an element"
