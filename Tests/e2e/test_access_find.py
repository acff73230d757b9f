"""Find: Ctrl+F, type a name or a synonym in the player's language, Enter goes there."""
from harness import key, role_name, states, text, top_level, type_text, wait_until, walk
from game import BINARY, argv


def open_find(app):
    key("ctrl+f")
    entry = app.wait_for_focus(role="entry")
    assert role_name(top_level(entry)) == "dialog"
    return entry


def find_is_open(app):
    return [w for w in app.windows() if role_name(w) == "dialog" and "visible" in states(w)]


def find_and_go(app, words):
    entry = open_find(app)
    type_text(words)
    wait_until(lambda: text(entry) == words, message=f"the Find entry never read {words!r}")
    # Wait, as a player does, until the list shows what Enter will pick.
    dialog = top_level(entry)
    wait_until(lambda: [acc for acc in walk(dialog) if role_name(acc) == "list item"],
               message=f"Find listed no match for {words!r}")
    key("Return")


def test_ctrl_f_opens_find_with_its_entry_focused_and_prefs_finds_settings(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    entry = open_find(app)
    assert entry.name == "Find"
    assert top_level(entry).name == "Find"
    assert "modal" in states(top_level(entry))
    type_text("prefs")
    wait_until(lambda: [acc for acc in walk(top_level(entry)) if role_name(acc) == "list item"],
               message="Find listed no match for 'prefs'")
    key("Return")
    target = app.wait_for_focus(role="push button", name="Settings")
    assert role_name(top_level(target)) == "frame"
    wait_until(lambda: not find_is_open(app), message="Find stayed open after Enter")


def test_a_number_word_or_digit_finds_that_level_button(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    find_and_go(app, "eight")
    app.wait_for_focus(role="push button", name="Level 8")
    key("Home")
    app.wait_for_focus(role="push button", name="Level 1")
    find_and_go(app, "8")
    app.wait_for_focus(role="push button", name="Level 8")


def test_find_reaches_a_card_from_the_level_screen(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    find_and_go(app, "card 5")
    app.wait_for_focus(role="push button", name_prefix="Card 5,")


def test_vietnamese_number_word_finds_level_eight(launch):
    app = launch([BINARY, "--lang", "vi"])
    first = app.wait_for_focus(role="push button")
    # The level buttons' Vietnamese name is read from the tree: "Màn 1" ... "Màn 8".
    assert first.name.endswith(" 1") and first.name != "Level 1"
    level_eight = first.name[:-1] + "8"
    assert app.find_all(role="push button", name=level_eight)
    find_and_go(app, "tám")
    app.wait_for_focus(role="push button", name=level_eight)
    assert level_eight == "Màn 8"
