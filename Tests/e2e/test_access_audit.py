"""An audit in the spirit of accerciser's validate (basic.py), over Home, a level and the keyboard
shortcuts dialog (docs/ARCHITECTURE.md, *What a screen reader gets*):
names and roles, actions only on focusable elements, one focus, named images, Tab order in reading
order with no trap, and targets of at least 44x44 px."""
import pyatspi

from harness import actions, extents, is_focusable, key, role_name, states, top_level, top_levels, wait_until, walk
from game import argv, tab

# A GtkLabel exports GTK's built-in clipboard, selection, link and context-menu actions whether or
# not it is selectable; the window frame exports window.* and default.activate. Neither is a control.
LABEL_BUILT_IN = {"clipboard.copy", "clipboard.cut", "clipboard.paste", "selection.delete",
                  "selection.select-all", "link.open", "link.copy", "menu.popup"}
FRAME_BUILT_IN = {"window.close", "window.minimize", "window.toggle-maximized", "default.activate"}
MIN_TARGET = 44


def elements(app, root=None):
    return [acc for acc in walk(root or app.window())
            if acc.getState().contains(pyatspi.STATE_VISIBLE)
            and acc.getState().contains(pyatspi.STATE_SENSITIVE)]


def focusable(app, root=None):
    return [acc for acc in elements(app, root) if is_focusable(acc)]


def reading_order(accs):
    """Top to bottom by vertical centre (a row shares one), then left to right."""
    def key_of(acc):
        x, y, w, h = extents(acc)
        return (y + h / 2, x)
    return [acc.name for acc in sorted(accs, key=key_of)]


def audit_screen(app, screen, root=None):
    """Audits the main window, or `root` (a dialog) when given; returns its focusable elements."""
    problems = []
    stops = focusable(app, root)
    assert stops, f"nothing focusable on {screen}"
    for acc in stops:
        if not acc.name.strip():
            problems.append(f"{screen}: a focusable {role_name(acc)} has no name")
        if role_name(acc) in ("unknown", "invalid", "filler", "panel", "redundant object"):
            problems.append(f"{screen}: {acc.name!r} has no useful role ({role_name(acc)})")
        _, _, w, h = extents(acc)
        if w < MIN_TARGET or h < MIN_TARGET:
            problems.append(f"{screen}: {acc.name!r} is only {w}x{h} px")
    for acc in elements(app, root):
        own = set(actions(acc))
        # A heading is a label read as one: GTK gives both the same built-in copy and link actions.
        if role_name(acc) in ("label", "heading"):
            own -= LABEL_BUILT_IN
        if role_name(acc) in ("frame", "dialog"):
            own -= FRAME_BUILT_IN
        if own and not is_focusable(acc):
            problems.append(f"{screen}: {role_name(acc)} {acc.name!r} has actions {sorted(own)} but cannot take focus")
        if role_name(acc) == "image" and not acc.name.strip():
            problems.append(f"{screen}: an image has no name")
    focused_now = [acc for window in top_levels(app.accessible) for acc in walk(window)
                   if "focused" in states(acc)]
    if len(focused_now) != 1:
        problems.append(f"{screen}: {len(focused_now)} elements are focused: {[a.name for a in focused_now]}")
    assert not problems, "\n".join(problems)
    return stops


def tab_cycle(app, count):
    """The names Tab visits, starting from the focused element, until it comes back to it."""
    start = app.focused().name
    visited = [start]
    for _ in range(count + 2):
        now = tab(app, trap="a keyboard trap: Tab did not leave").name
        if now == start:
            return visited
        visited.append(now)
    raise AssertionError(f"Tab never came back to {start!r}: {visited}")


def check_tab_follows_reading_order(app, stops, screen):
    expected = reading_order(stops)
    cycle = tab_cycle(app, len(stops))
    assert sorted(cycle) == sorted(expected), f"{screen}: Tab skipped or repeated an element: {cycle}"
    first = cycle.index(expected[0])
    assert cycle[first:] + cycle[:first] == expected, f"{screen}: Tab order {cycle} is not reading order {expected}"
    # Shift+Tab goes back: no trap in either direction.
    before = app.focused().name
    key("shift+Tab")
    wait_until(lambda: app.focused().name != before, message=f"Shift+Tab did not leave {before!r}")


def test_home_passes_the_audit(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    stops = audit_screen(app, "home")
    check_tab_follows_reading_order(app, stops, "home")


def test_a_level_passes_the_audit(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    stops = audit_screen(app, "level 1")
    check_tab_follows_reading_order(app, stops, "level 1")
    key("space")
    wait_until(lambda: "face down" not in app.focused().name, message="Space did not flip the card")
    audit_screen(app, "level 1 with a card face up")


def test_the_keyboard_shortcuts_dialog_passes_the_audit(launch):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("F1")
    closer = app.wait_for_focus(role="push button", name="Close")
    dialog = top_level(closer)
    assert dialog.name == "Keyboard shortcuts" and role_name(dialog) == "dialog"
    texts = [acc for acc in walk(dialog) if role_name(acc) in ("label", "heading")]
    assert len(texts) > 20 and all(acc.name.strip() for acc in texts), "a label in the dialog is empty"
    stops = audit_screen(app, "keyboard shortcuts", root=dialog)
    assert [acc.name for acc in stops] == ["Close"]
    # Close is the only stop: Tab and Shift+Tab keep focus on it (the dialog is modal). Focus
    # reads "Close" before the key as after it, so Space follows: keys are handled in order, and
    # Space presses only the focused widget (Return would press the default one, wherever focus
    # is), so the dialog closes and gives focus back to the card only if Tab left focus on Close.
    for press in ("Tab", "shift+Tab"):
        key(press, "space")
        app.wait_for_focus(name_prefix="Card 1,")
        wait_until(lambda: not any(w.name == "Keyboard shortcuts" for w in top_levels(app.accessible)),
                   message=f"{press} then Space did not close the dialog: {press} moved focus off Close")
        key("F1")
        app.wait_for_focus(role="push button", name="Close")
    # Escape is the way out, so there is no trap.
    key("Escape")
    app.wait_for_focus(name_prefix="Card 1,")
