"""A and P act only on a focused card: elsewhere, pressing them changes nothing."""
from harness import key, settle
from game import argv, card_names, tab


def test_a_and_p_do_nothing_while_the_home_button_of_a_level_has_focus(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    for _ in range(10):
        if app.focused().name == "Home":
            break
        tab(app)
    home = app.wait_for_focus(role="push button", name="Home")
    before = card_names(app)
    assert len(before) == 6
    for letter in ("a", "p"):
        key(letter)
        settle()
        assert card_names(app) == before, f"{letter!r} changed a card while Home had focus"
        assert app.focused().name == home.name
    assert app.find_all(role="push button", name="Home"), "the level screen went away"


def test_a_and_p_do_nothing_on_the_home_screen(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    buttons = [(acc.name, acc.description) for acc in app.find_all(role="push button")]
    for letter in ("a", "p"):
        key(letter)
        settle()
        assert app.focused().name == "Level 1"
        assert [(acc.name, acc.description) for acc in app.find_all(role="push button")] == buttons
    assert not card_names(app)
