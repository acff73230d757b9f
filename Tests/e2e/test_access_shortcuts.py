"""The keyboard shortcuts window (SPEC §3): F1 opens it, grouped Gameplay, Navigation, General;
Escape closes it and focus goes back where it was."""
from harness import key, role_name, states, top_level, wait_until, walk
from game import argv


def shortcuts_window(app):
    found = [w for w in app.windows() if w.name == "Keyboard shortcuts" and "visible" in states(w)]
    return found[0] if found else None


def test_f1_shows_the_grouped_shortcuts_and_escape_returns_focus(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("Right")
    app.wait_for_focus(name_prefix="Card 2,")
    key("F1")
    window = wait_until(lambda: shortcuts_window(app), message="F1 opened no shortcuts window")
    assert role_name(window) == "frame"
    assert "modal" in states(window)
    labels = {acc.name for acc in walk(window) if role_name(acc) == "label"}
    assert {"Gameplay", "Navigation", "General"} <= labels
    assert {"Add card to board", "Pin or unpin card", "Find"} <= labels
    inside = wait_until(lambda: app.focused(), message="nothing has focus in the shortcuts window")
    assert top_level(inside).name == "Keyboard shortcuts"
    key("Escape")
    app.wait_for_focus(name_prefix="Card 2,")
    wait_until(lambda: shortcuts_window(app) is None, message="Escape left the shortcuts window open")
