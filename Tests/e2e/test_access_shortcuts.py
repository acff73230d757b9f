"""The keyboard shortcuts window: F1 and Ctrl+? open a modal dialog grouped Gameplay,
Navigation, General, each row a title and its keys as printed on the keyboard; its Close button
has focus; Escape closes it and focus goes back where it was. The keys follow Settings."""

from harness import key, role_name, states, top_level, wait_until, walk
from game import argv, write_settings


def shortcuts_window(app):
    found = [w for w in app.windows() if w.name == "Keyboard shortcuts" and "visible" in states(w)]
    return found[0] if found else None


def open_shortcuts(app, keys="F1"):
    key(keys)
    window = wait_until(lambda: shortcuts_window(app), message=f"{keys} opened no shortcuts window")
    closer = app.wait_for_focus(role="push button", name="Close")
    assert top_level(closer).name == "Keyboard shortcuts"
    return window


def shortcut_rows(window):
    """{title: keys} from the rows of the window: a title label followed by its keys label."""
    found = {}
    for acc in walk(window):
        labels = [child for child in acc if role_name(child) == "label"]
        if role_name(acc) == "panel" and len(labels) == 2 and acc.childCount == 2:
            found[labels[0].name] = labels[1].name
    return found


def launch_with_settings(launch, settings, *arguments):
    write_settings(version=1, **settings)
    return launch(argv(*arguments))


def test_f1_shows_the_grouped_shortcuts_and_escape_returns_focus(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("Right")
    app.wait_for_focus(name_prefix="Card 2,")
    window = open_shortcuts(app)
    assert role_name(window) == "dialog"
    assert "modal" in states(window)
    # Each group's name is read as a heading, not as a label of the row under it.
    headings = [acc.name for acc in walk(window) if role_name(acc) == "heading"]
    assert headings == ["Gameplay", "Navigation", "General"]
    shown = shortcut_rows(window)
    assert shown["Add card to board"] == "A"
    assert shown["Pin or unpin card"] == "P"
    assert shown["Hear the task"] == "T"
    assert shown["Show me"] == "M"
    assert shown["Actions menu"] == "Shift+F10 / Menu"
    assert shown["Find"] == "Ctrl+F"
    assert shown["Keyboard shortcuts"] == "F1 / Ctrl+?"
    assert shown["Settings"] == "Ctrl+,"
    assert shown["Quit"] == "Ctrl+Q"
    assert shown["Full screen"] == "F11"
    assert len(shown) == 15, shown
    key("Escape")
    app.wait_for_focus(name_prefix="Card 2,")
    wait_until(lambda: shortcuts_window(app) is None, message="Escape left the shortcuts window open")


def test_ctrl_question_opens_it_on_home_and_close_returns_focus(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Right")
    app.wait_for_focus(name="Level 2")
    open_shortcuts(app, "ctrl+question")
    key("Return")
    app.wait_for_focus(name="Level 2")
    wait_until(lambda: shortcuts_window(app) is None, message="Close left the shortcuts window open")


def test_a_screen_reader_asking_past_the_last_window_as_one_closes_gets_an_answer(launch):
    """A screen reader counts the game's windows, then one closes before it asks for the last of
    them. GTK 4.8 answers an index past its shown windows with the last window it still holds;
    a window closed but kept hidden has no accessible path then, and answering with it logs a
    GLib critical and crashes. Closed, a window is gone at once."""
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    open_shortcuts(app)
    key("Escape")
    app.wait_for_focus(name_prefix="Card 1,")
    wait_until(lambda: app.accessible.childCount == 1, message="the shortcuts window is still shown")
    # As the count was while the shortcuts showed: the main window and the shortcuts.
    past = app.accessible.getChildAtIndex(1)
    assert past is not None and role_name(past) == "frame", "no window answered for index 1"
    assert not app.criticals(), app.criticals()


def test_remapped_keys_are_shown(launch):
    app = launch_with_settings(launch, {"addKey": "z", "pinKey": "bracketleft", "hearTaskKey": "h"}, "--level", "1")
    app.wait_for_focus(name_prefix="Card 1,")
    shown = shortcut_rows(open_shortcuts(app))
    assert shown["Add card to board"] == "Z"
    assert shown["Pin or unpin card"] == "["
    assert shown["Hear the task"] == "H"


def test_single_key_rows_are_gone_while_single_key_shortcuts_are_off(launch):
    app = launch_with_settings(launch, {"singleKeyShortcuts": False}, "--level", "1")
    app.wait_for_focus(name_prefix="Card 1,")
    shown = shortcut_rows(open_shortcuts(app))
    assert "Add card to board" not in shown and "Pin or unpin card" not in shown
    assert "Hear the task" not in shown
    assert shown["Actions menu"] == "Shift+F10 / Menu", "the actions menu still reaches Add and Pin"
