"""Find closes on Escape and answers Enter at once, however fast the player types (bugs found by the access tests)."""
from harness import key, text, type_text, wait_until
from game import argv


def test_escape_closes_find_and_returns_focus(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("ctrl+f")
    app.wait_for_focus(role="entry", name="Find")
    key("Escape")
    app.wait_for_focus(name="Level 1")
    wait_until(lambda: not [w for w in app.windows() if w.name == "Find" and w.getState().contains(__import__("pyatspi").STATE_VISIBLE)],
               message="the Find window is still open after Escape")


def test_enter_right_after_typing_goes_to_the_match(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("ctrl+f")
    app.wait_for_focus(role="entry", name="Find")
    type_text("prefs")
    key("Return")
    app.wait_for_focus(name="Settings")


def test_find_offers_no_emoji_chooser_that_could_freeze_it(launch):
    """GTK 4.8's emoji chooser (Ctrl+. in any entry) spins forever on Up before it is laid out;
    the monkey test froze the game that way. Find keeps every key for the search."""
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("ctrl+f")
    find = app.wait_for_focus(role="entry", name="Find")
    key("ctrl+period", "Down", "Up", "Up")
    type_text("prefs")
    wait_until(lambda: text(find) == "prefs",
               message="typing after Ctrl+. no longer reached the Find entry")
    key("Return")
    app.wait_for_focus(name="Settings")
