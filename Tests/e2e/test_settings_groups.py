"""Settings shown a group at a time: each group's rows are all in sight in a window that fits an
800x600 screen, and every group and row is reached by the keyboard alone, the mouse alone, one
switch and Orca; nothing in the window is named after a GTK type or left unnamed."""
import pytest
from harness import click, description, events, extents, find_all, is_focusable, key, move_mouse_away, role_name, states, walk, wait_until
from game import argv, write_settings
from switch_players import one_switch_interval, press_when_the_scan_reaches
from settings_ui import (group_rows, group_tabs, open_settings, private_dirs, saved_settings, show_group_by_keyboard,
                         show_group_by_mouse, shown_group, tab_to)

GROUPS = ["Language and looks", "Keys", "Voice and sound", "Switch access", "Switches", "Help while playing", "Practice", "Practice length",
          "For grown-ups"]
# The smallest screen the game is made for, less a title bar.
SMALL_SCREEN = (800, 600 - 40)


def controls(rows):
    return [row for row in rows if role_name(row) != "label" and role_name(row) != "combo box" and is_focusable(row)]


def box_inside(box, outer):
    x, y, width, height = box
    ox, oy, owidth, oheight = outer
    return width > 0 and height > 0 and x >= ox and y >= oy and x + width <= ox + owidth and y + height <= oy + oheight


def rows_out_of_sight(dialog, group):
    """The rows of `group` not wholly inside the part of the options the window shows."""
    scroller = [node for node in walk(dialog) if role_name(node) == "scroll pane"][0]
    return [(row.name, extents(row)) for row in group_rows(dialog, group)
            if not box_inside(extents(row), extents(scroller))]


@pytest.mark.parametrize("language", ["en", "vi"])
def test_each_group_fits_a_small_screen_with_every_row_in_sight(launch, tmp_path, language):
    """English, and Vietnamese, whose names are the longest."""
    app = launch(argv("--level", "1", "--lang", language), env=private_dirs(tmp_path))
    app.wait_for_focus(name_prefix="Card 1," if language == "en" else "Thẻ 1,")
    dialog = open_settings(app)
    names = [tab.name for tab in group_tabs(dialog)]
    assert len(names) == len(GROUPS) and (language != "en" or names == GROUPS), names
    _, _, width, height = extents(dialog)
    assert width <= SMALL_SCREEN[0] and height <= SMALL_SCREEN[1], f"Settings is {width}x{height}"
    for group in names:
        show_group_by_mouse(dialog, group)
        rows = group_rows(dialog, group)
        assert len(controls(rows)) >= 2, f"{group} shows {[row.name for row in rows]}"
        wait_until(lambda: not rows_out_of_sight(dialog, group),
                   message=f"{group}: rows out of sight in a {width}x{height} window")


def test_every_group_and_row_is_reached_by_the_keyboard_alone(launch, tmp_path):
    app = launch(argv("--level", "1"), env=private_dirs(tmp_path))
    app.wait_for_focus(name_prefix="Card 1,")
    dialog = open_settings(app)
    assert shown_group(dialog) == GROUPS[0]
    for group in reversed(GROUPS):
        show_group_by_keyboard(app, dialog, group)
        reached = controls(group_rows(dialog, group))
        assert len(reached) >= 2, f"{group} has {[row.name for row in reached]}"
        for control in reached:
            tab_to(app, control, f"{control.name} in {group}")


def test_every_group_and_its_rows_are_reached_by_the_mouse_alone(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch(argv("--level", "1"), env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    dialog = open_settings(app)
    for group in GROUPS[1:] + GROUPS[:1]:
        show_group_by_mouse(dialog, group)
        boxes = [row for row in group_rows(dialog, group) if role_name(row) == "check box"]
        if not boxes:  # a group of spin buttons only (the practice's length): shown is reached
            assert shown_group(dialog) == group
            continue
        box = boxes[0]
        was = "checked" in states(box)
        for _ in range(2):
            before = "checked" in states(box)
            click(box)
            wait_until(lambda: ("checked" in states(box)) != before, message=f"a click did not reach {box.name} in {group}")
        assert ("checked" in states(box)) == was


def test_one_switch_reaches_every_group_and_row(launch, tmp_path):
    """The scan passes every group's tab; a press on a tab shows that group, and the scan then
    passes each of its rows. Every group's page is built alike, so the rows are followed on the
    groups that together hold every kind of control, not on all nine, a scan round each."""
    interval = one_switch_interval(0.5)
    # The scan stops after its rounds with nothing chosen; the most rounds there are keep it
    # going while a busy machine walks the tree below, which takes a round or more there.
    write_settings(scanningEnabled=True, scanningInterval=interval, scanningLoops=10)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    mark = events.focus_mark()
    dialog = open_settings(app)
    followed, kinds = [], set()
    for group in GROUPS:
        group_kinds = {role_name(control) for control in controls(group_rows(dialog, group))}
        if not group_kinds <= kinds:
            followed.append(group)
            kinds |= group_kinds
    assert {"check box", "spin button", "push button"} <= kinds, kinds
    seen = lambda: {moved.name for moved in events.focus_since(mark) if moved.role == "page tab"}  # noqa: E731
    wait_until(lambda: set(GROUPS) <= seen(), timeout=interval * (len(GROUPS) + 4), progress=events.focus_mark,
               message="the scan did not reach every group's tab")
    for group in followed:
        press_when_the_scan_reaches(app, lambda element: element.name == group and element.role == "page tab",
                                    f"the {group} tab")
        wait_until(lambda: shown_group(dialog) == group, message=f"the switch did not show {group}")
        wanted = {control.name for control in controls(group_rows(dialog, group))}
        # Read from the focus events, each row as the scan reaches it, however busy the machine;
        # the wait runs on while the scan still moves, and fails only when it stops or has gone
        # round far more often than the rows need.
        mark = events.focus_mark()
        reached = lambda: {moved.name for moved in events.focus_since(mark)}  # noqa: E731
        wait_until(lambda: wanted <= reached(), timeout=interval * (len(wanted) + 4), progress=events.focus_mark,
                   message=f"the scan did not reach every row of {group}")


def test_nothing_in_settings_is_named_after_a_gtk_type_or_left_unnamed(launch, tmp_path):
    app = launch(argv("--level", "1"), env=private_dirs(tmp_path))
    app.wait_for_focus(name_prefix="Card 1,")
    dialog = open_settings(app)
    named_roles = {"push button", "toggle button", "label", "page tab", "page tab list", "check box",
                   "combo box", "spin button"}
    problems = [f"{role_name(node)} {node.name!r}" for node in walk(dialog)
                if role_name(node) in named_roles and (not node.name.strip() or node.name.startswith("Gtk")
                                                        or node.name == "(None)")]
    assert not problems, problems
    buttons = [node.name for node in walk(dialog) if role_name(node) == "push button"]
    for row in ("Language", "Speech rate", "Voice volume", "Sound volume"):
        assert [name for name in buttons if name.startswith(row + ": ")], f"the {row} drop-down's button is unnamed"


def test_orca_hears_each_group_by_name(launch, tmp_path, orca):
    app = launch(argv("--level", "1"), env=private_dirs(tmp_path))
    app.wait_for_focus(name_prefix="Card 1,")
    dialog = open_settings(app)
    mark = orca.mark()
    key("shift+Tab")
    said = orca.wait_for_speech(GROUPS[-1], timeout=15, since=mark)
    print("Orca:", said)
    mark = orca.mark()
    key("Up")
    said = orca.wait_for_speech(GROUPS[-2], timeout=15, since=mark)
    print("Orca:", said)
    assert "tab" in said.lower(), said
    assert shown_group(dialog) == GROUPS[-2]


def test_a_drop_down_opens_on_its_choice_and_return_takes_the_row_with_focus(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch(argv("--level", "1"), env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    open_settings(app)
    button = app.find_one(role="push button", name_prefix="Speech rate:")
    tab_to(app, button, "Speech rate")
    move_mouse_away()  # a pointer resting where the list opens would move its focus too

    def row():
        focused = app.focused()
        return [label.name for label in find_all(focused, role="label")] if role_name(focused) == "list item" else None

    for expected, moves, taken in [("Normal", [], "Normal"), ("Normal", ["Down"], "Fast"), ("Fast", ["Up", "Up"], "Slow")]:
        key("space")
        wait_until(lambda: row() == [expected], message=f"the list did not open on {expected}: {row()}")
        for move in moves:
            before = row()
            key(move)
            wait_until(lambda: row() != before, message=f"{move} did not move in the list")
        key("Return")
        wait_until(lambda: button.name == f"Speech rate: {taken}", message=f"Return did not take {taken}: {button.name}")
        wait_until(lambda: (saved_settings(env) or {}).get("speechRate", "normal") == taken.lower(),
                   message=f"{taken} was not saved: {saved_settings(env)}")


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_longest_switch_choices_keep_settings_within_a_small_screen(launch, language):
    """Two switches and the mouse's two-button choice have the longest names of any choice: shown,
    they wrap inside their drop-downs instead of widening the window."""
    write_settings(scanningMethod="twoSwitches", scanningMouseSwitch="leftStepsRightSelects", scanningColour="magenta")
    app = launch(argv("--level", "1", "--lang", language))
    app.wait_for_focus(name_prefix="Card 1," if language == "en" else "Thẻ 1,")
    dialog = open_settings(app)
    _, _, width, height = extents(dialog)
    assert width <= SMALL_SCREEN[0] and height <= SMALL_SCREEN[1], f"Settings is {width}x{height}"
    for group in [tab.name for tab in group_tabs(dialog)][3:5]:
        show_group_by_mouse(dialog, group)
        wait_until(lambda: not rows_out_of_sight(dialog, group),
                   message=f"{group}: rows out of sight in a {width}x{height} window")


def test_settings_reopens_on_the_group_last_used_with_units_and_the_grown_ups_heading_first(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch(argv(), env=env)
    app.wait_for_focus(name="Level 1")
    dialog = open_settings(app)
    show_group_by_keyboard(app, dialog, "Switch access")
    # Every number says its unit, on screen and to a screen reader.
    rows = group_rows(dialog, "Switch access")
    spins = {row.name: row for row in rows if role_name(row) == "spin button"}
    assert description(spins["Scanning interval"]) == "seconds", description(spins["Scanning interval"])
    assert description(spins["Cool-down after a choice"]) == "seconds"
    assert description(spins["Rounds before scanning stops"]) == "rounds"
    labels = [row.name for row in rows if role_name(row) == "label"]
    assert labels.count("seconds") == 2 and labels.count("rounds") == 1, labels
    key("Escape")
    wait_until(lambda: not find_all(app.window(), role="dialog") and not [
        w for w in app.windows() if role_name(w) == "dialog"], message="Escape left Settings open")
    # Back on the group used last, its tab focused; kept in the child's settings.
    dialog = open_settings(app)
    assert shown_group(dialog) == "Switch access"
    app.wait_for_focus(role="page tab", name="Switch access")
    assert saved_settings(env).get("settingsGroup") == "switchAccess", saved_settings(env)
    show_group_by_keyboard(app, dialog, "Practice length")
    practice = {row.name: row for row in group_rows(dialog, "Practice length") if role_name(row) == "spin button"}
    assert sorted(description(spin) for spin in practice.values()) == ["cards", "levels"], practice
    # For grown-ups: its heading first, then its rows and buttons, in reading and Tab order.
    show_group_by_keyboard(app, dialog, "For grown-ups")
    names = [row.name for row in group_rows(dialog, "For grown-ups")]
    assert names[0] == "For grown-ups" and names.index("For grown-ups") < names.index("Progress…"), names
    stops = []
    for _ in range(4):
        key("Tab")
        wait_until(lambda: app.focused() is not None and app.focused().name not in stops + ["For grown-ups"],
                   message="Tab did not move on")
        stops.append(app.focused().name)
    assert stops[:3] == ["Grown-up lock", "Kiosk mode (full screen, no Quit)", "Progress…"], stops
