"""The Settings window as a keyboard player works it, and the settings it saves: shared by every
test that changes a setting through the window."""
import json
import os

from harness import click, events, find_all, is_focused, key, role_name, states, top_level, wait_until
from game import REPO, settings_file
from saves_before_start import Saves


# -- set-up -------------------------------------------------------------------------------------

def private_dirs(tmp_path, **extra):
    """Environment for a game whose settings and progress live under tmp_path only, with an
    English system locale unless extra says otherwise."""
    env = {**Saves(tmp_path).env, "LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_US.UTF-8"}
    env.update(extra)
    return env


def saved_settings(env):
    """settings.json as a dict, or None while it is missing or half written."""
    try:
        with open(settings_file(env)) as file:
            return json.load(file)
    except (OSError, ValueError):
        return None


# -- the Settings window, by keyboard ---------------------------------------------------------

def settings_dialog(app):
    dialogs = [window for window in app.windows() if role_name(window) == "dialog"]
    return dialogs[0] if dialogs else None


def open_settings(app):
    """Ctrl+comma opens Settings and puts focus inside it; returns the dialog."""
    key("ctrl+comma")
    dialog = wait_until(lambda: settings_dialog(app), message="Ctrl+comma did not open Settings")
    wait_until(lambda: app.focused() is not None and role_name(top_level(app.focused())) == "dialog",
               message="focus did not move into Settings")
    return dialog


def same(a, b):
    return a is not None and b is not None and a.name == b.name and role_name(a) == role_name(b) \
        and a.queryComponent().getExtents(1) == b.queryComponent().getExtents(1)


# -- groups: Settings shows one group of options at a time, chosen with a tab ------------------------

_tabs_of_dialog = {}


def group_tabs(dialog):
    """The groups' tabs ("Language and looks", "Keys", ...), in the window's order. A window's
    groups never change while it is open, so they are looked up once for each window opened
    (libatspi hands out the same object for the same element); their states are read afresh."""
    if dialog not in _tabs_of_dialog:
        _tabs_of_dialog[dialog] = find_all(dialog, role="page tab")
    return _tabs_of_dialog[dialog]


def shown_group(dialog):
    """The name of the group whose options are shown (its tab is selected)."""
    chosen = [tab.name for tab in group_tabs(dialog) if "selected" in states(tab)]
    return chosen[0] if len(chosen) == 1 else chosen


def group_of(dialog, target):
    """The name of the group whose page holds target (an accessible in the dialog); None for what
    lies outside every group (the title, Close)."""
    names = {tab.name for tab in group_tabs(dialog)}
    node = target
    while node is not None and role_name(node) != "dialog":
        if role_name(node) == "panel" and node.name in names:
            return node.name
        node = node.parent
    return None


def group_rows(dialog, group):
    """Every named control and title on `group`'s page (hidden pages' ones included)."""
    page = find_all(dialog, role="panel", name=group)[0]
    return [node for node in find_all(page) if node is not page and node.name
            and role_name(node) in ("label", "heading", "check box", "push button", "combo box", "spin button")]


def show_group_by_keyboard(app, dialog, group):
    """As a keyboard player does: Shift+Tab back to the tabs, then Up or Down to `group`'s tab,
    which shows its page (or Space, when Shift+Tab landed on that tab)."""
    tabs = [tab.name for tab in group_tabs(dialog)]
    if role_name(app.focused()) != "page tab":
        for _ in range(30):
            moved = press_and_follow_focus("shift+Tab", f"Shift+Tab stuck on the way to {group}")
            if moved.role == "page tab":
                break
        else:
            raise AssertionError("Shift+Tab never reached the groups' tabs")
    current = app.focused().name
    for _ in range(len(tabs)):
        if current == group:
            break
        step = "Down" if tabs.index(current) < tabs.index(group) else "Up"
        current = press_and_follow_focus(step, f"{step} did not move along the tabs").name
    if shown_group(dialog) != group:
        key("space")  # Shift+Tab landed on the very tab: a tab reached by Tab is shown with Space
    wait_until(lambda: shown_group(dialog) == group, message=f"{group} was not shown: {shown_group(dialog)}")


def press_and_follow_focus(keys, stuck):
    """Press keys and return the focus event they caused (role, name): the element that took
    focus. Heard from the events GTK sends, as a screen reader hears it, rather than by reading
    every element of every window after each key."""
    mark = events.focus_mark()
    key(keys)
    return wait_until(lambda: (events.focus_since(mark) or [None])[-1], message=stuck)


def show_group_by_mouse(dialog, group):
    """As a mouse player does: click `group`'s tab."""
    tab = [tab for tab in group_tabs(dialog) if tab.name == group][0]
    click(tab)
    wait_until(lambda: shown_group(dialog) == group, message=f"clicking {group} did not show it")


def tab_to(app, target, what):
    """Press Tab until target (an accessible in the dialog) has focus; when target is in a group
    not shown, first show that group with the keyboard."""
    dialog = top_level(target)
    if role_name(target) != "page tab" and group_tabs(dialog):
        group = group_of(dialog, target)
        if group is not None and shown_group(dialog) != group:
            show_group_by_keyboard(app, dialog, group)
    for _ in range(60):
        if is_focused(target):
            return target
        press_and_follow_focus("Tab", f"Tab stuck on the way to {what}")
    raise AssertionError(f"Tab never reached {what}")


def language_drop_down(dialog):
    return find_all(dialog, role="combo box")[0]


def drop_down_button(dialog):
    """The focusable button inside the GtkDropDown (the combo box itself takes no focus)."""
    return find_all(language_drop_down(dialog), role="push button")[0]


def drop_down_text(dialog):
    """The language the closed drop-down shows."""
    shown = [label.name for label in find_all(drop_down_button(dialog), role="label")
             if label.name and label.name != "(None)"]
    return shown[0] if len(shown) == 1 else shown


def readme_settings():
    """The README's table of settings, which a core test keeps the same as the game's
    SettingsTable: {JSON key: English title}."""
    with open(os.path.join(REPO, "README.md"), encoding="utf-8") as readme:
        rows = [line.split("|")[1:-1] for line in readme if line.startswith("| ") and line.rstrip().endswith("` |")]
    return {cells[3].strip().strip("`"): cells[0].strip() for cells in rows if len(cells) == 4}


def check_boxes(dialog):
    """Every on/off setting of the child's, in the window's order. The practice section's check
    boxes follow them, from its number 1 on (named by its digit in every language), and are left out."""
    boxes = find_all(dialog, role="check box")
    first_practice = next((i for i, box in enumerate(boxes) if box.name == "1"), len(boxes))
    return boxes[:first_practice]


def close_button(dialog):
    """Close is the last button of the window, whatever language it speaks."""
    return find_all(dialog, role="push button")[-1]


def close_settings(app, dialog):
    tab_to(app, close_button(dialog), "Close")
    key("Return")
    wait_until(lambda: settings_dialog(app) is None, message="Close left Settings open")
    wait_until(lambda: app.focused() is not None and role_name(top_level(app.focused())) == "frame",
               message="focus did not return to the game after Settings closed")


def choose_language(app, dialog, native_name):
    """Space opens the drop-down's list; Down/Up walk it; Return picks the focused item."""
    tab_to(app, drop_down_button(dialog), "the language drop-down")
    key("space")
    item = wait_until(lambda: app.focused() if role_name(app.focused()) == "list item" else None,
                      message="Space did not open the language list")

    def item_text(acc):
        return [label.name for label in find_all(acc, role="label")]

    names = [item_text(entry)[0] for entry in find_all(language_drop_down(dialog), role="list item")]
    assert names == ["English", "Tiếng Việt", "日本語", "한국어", "简体中文"]
    for _ in range(len(names)):
        item = app.focused()
        current = item_text(item)
        if current == [native_name]:
            break
        step = "Down" if names.index(current[0]) < names.index(native_name) else "Up"
        key(step)
        wait_until(lambda: item_text(app.focused()) != current, message=f"{step} did not move in the list")
    assert item_text(app.focused()) == [native_name]
    key("Return")
    wait_until(lambda: drop_down_text(dialog) == native_name and not find_all(dialog, role="list item"),
               message=f"Return did not choose {native_name}")
    wait_until(lambda: same(app.focused(), drop_down_button(dialog)),
               message="focus did not return to the drop-down")
