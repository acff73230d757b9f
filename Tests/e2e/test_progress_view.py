"""The grown-ups' progress view: a level played with known mistakes shows them by kind of card in
a table a screen reader walks as a table, and Export… writes the same rows as CSV through GTK's
file chooser, driven with real keys."""
import csv
import datetime
import os

import pytest

from harness import children, click, extents, find_all, key, role_name, text, wait_until, walk
from game import argv, card_attribute, finish_level, well_done
from grown_up import write_device
from progress_ui import open_progress_from_the_menu
from saves_before_start import Saves
from settings_ui import open_settings, settings_dialog, tab_to

COLOURS = {"red", "orange", "yellow", "green", "blue", "purple"}
SIZES = {"big", "small"}
HEADINGS = ["Level", "Best stars", "Times finished", "Last played", "Number mistakes", "Colour mistakes",
            "Shape mistakes", "Size mistakes", "Won with help"]


def kind_of(card_name):
    attribute = card_attribute(card_name)
    if attribute.endswith(("dot", "dots")):
        return "Number mistakes"
    if attribute in COLOURS:
        return "Colour mistakes"
    if attribute in SIZES:
        return "Size mistakes"
    return "Shape mistakes"


def play_level_one_with_one_mistake_of_each_kind_met(app):
    """Plays level 1 by keyboard; on the first wrong card of each kind, presses A (a mistake).
    Returns the mistakes made, by column heading."""
    made = {}

    def add_wrong_card(name):
        kind = kind_of(name)
        if kind in made:
            return
        focused = app.focused()
        before = focused.description
        key("a")
        wait_until(lambda: focused.description != before, message=f"A on the wrong {name!r} said nothing")
        made[kind] = 1

    finish_level(app, on_wrong_card=add_wrong_card)
    return made


def table_rows(dialog):
    """The table's rows as lists of cell texts, the header row first, read through AT-SPI."""
    table = wait_until(lambda: find_all(dialog, role="table"), message="the progress view has no table")[0]
    rows = [row for row in children(table) if role_name(row) == "table row"]
    return [[cell.name for cell in children(row)] for row in rows], rows


def test_the_progress_view_shows_a_played_levels_mistakes_by_kind_and_exports_them(launch, tmp_path):
    # GLib reads the user dirs once, so they are set before the game starts.
    documents = tmp_path / "Papers"
    documents.mkdir()
    with open(os.path.join(os.environ["XDG_CONFIG_HOME"], "user-dirs.dirs"), "w", encoding="utf-8") as f:
        f.write(f'XDG_DOCUMENTS_DIR="{documents}"\n')
    app = launch(argv("--level", "1"))
    made = play_level_one_with_one_mistake_of_each_kind_met(app)
    assert made, "level 1 met no wrong card to add"
    key("Escape")  # the Well done dialog: back to the level's next step
    wait_until(lambda: not well_done(app), message="Escape left Well done open")

    dialog = open_progress_from_the_menu(app)
    rows, row_widgets = table_rows(dialog)
    assert rows[0] == HEADINGS
    assert [role_name(cell) for cell in children(row_widgets[1])] == ["table cell"] * len(HEADINGS)
    level_one = dict(zip(HEADINGS, rows[1]))
    assert level_one["Level"] == "1" and level_one["Times finished"] == "1"
    for heading in HEADINGS[4:8]:
        assert level_one[heading] == str(made.get(heading, 0)), (heading, level_one, made)
    expected_stars = "3" if not made else ("2" if len(made) <= 2 else "1")
    assert level_one["Best stars"] == expected_stars
    chart = find_all(dialog, role="image", name_prefix="Chart:")
    assert chart, "the chart has no name a screen reader can say"

    # Export…: Shift+Tab from Close, the file chooser opens on its name field, in the grown-up's
    # Documents folder (as XDG user dirs name it), with today's date in the suggested name;
    # Return there saves it.
    target = documents / f"shape-shuffle-progress-{datetime.date.today().isoformat()}.csv"
    key("shift+Tab")
    app.wait_for_focus(name="Export…")
    key("Return")
    chooser = wait_until(lambda: [w for w in app.windows() if w.name == "Export…"],
                         message="Export… did not open the file chooser")[0]
    wait_until(lambda: app.focused() is not None and role_name(app.focused()) == "text",
               message="the file chooser's name field did not take focus")
    wait_until(lambda: text(app.focused()) == target.name,
               message=f"the suggested name is {text(app.focused())!r}, not {target.name!r}")
    key("Return")
    wait_until(lambda: target.exists(), timeout=10,
               message=f"no file was written at {target}: {sorted(os.listdir(documents))}")
    assert target.read_bytes().startswith(b"\xef\xbb\xbf"), target.read_bytes()[:8]
    with open(target, newline="", encoding="utf-8-sig") as f:
        written = list(csv.reader(f))
    assert written[0] == ["Player"] + HEADINGS + ["Chosen instead"]
    assert written[1][1:-1] == rows[1], (written, rows)
    # The wrong cards added are there as what they were chosen instead of.
    assert bool(written[1][-1]) == bool(made), (written[1][-1], made)
    assert len(written) == 2, written

    # The window says where the file went, and offers its folder.
    saved = wait_until(lambda: find_all(dialog, role="label", name=f"Saved to {target}"),
                       message=f"the window does not say 'Saved to {target}'")
    assert saved
    assert find_all(dialog, role="push button", name="Open folder"), "no Open folder button beside the saved line"
    assert not [w for w in app.windows() if w.name == "Export…"]
    assert chooser is not None



def grown_ups_dialog(app, title):
    found = [w for w in app.windows() if w.name == title and role_name(w) == "dialog"]
    return found[0] if found else None


@pytest.mark.parametrize("title", ["Progress", "Players"])
def test_a_grown_ups_window_opened_again_from_a_new_settings_window_opens_and_closes_cleanly(launch, title):
    """A grown-up opens the progress view (or Players) from Settings, closes both, and later does
    it again. The first such window outlived the Settings window it was opened over, and freeing
    it reached into that freed window (a GLib critical, the kind that ends in a crash)."""
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    button_name = title + "…"
    for round_ in range(2):
        open_settings(app)
        tab_to(app, app.find_one(role="push button", name=button_name), button_name)
        key("Return")
        wait_until(lambda: grown_ups_dialog(app, title), message=f"round {round_ + 1}: {button_name} opened nothing")
        key("Escape")
        wait_until(lambda: grown_ups_dialog(app, title) is None, message=f"Escape left {title} open")
        app.wait_for_focus(role="push button", name=button_name)
        key("Escape")
        wait_until(lambda: settings_dialog(app) is None, message="Escape left Settings open")
        app.wait_for_focus(name_prefix="Card 1,")
    assert app.process.poll() is None, "the game ended"


def plant_progress(levels):
    """A child who has played levels 1…levels, each once with 2 stars."""
    entry = {"bestStars": 2, "completed": True, "lastPlayed": "2026-11-20", "mistakes": {"colour": 1},
             "timesHelped": 0, "timesPlayed": 1}
    Saves().progress({n: entry for n in range(1, levels + 1)})


def in_sight(row, pane):
    x, y, width, height = extents(row)
    px, py, pwidth, pheight = extents(pane)
    return height > 0 and y >= py and y + height <= py + pheight


def test_a_long_table_is_reached_and_scrolled_by_the_keyboard_alone(launch):
    """Forty levels do not fit an 800x600 window: Tab goes round the view (the figures' area, Export,
    Close) and never loses focus, and from the figures' area Page Down brings the last row into
    sight, with no mouse."""
    plant_progress(40)
    write_device(window={"width": 800, "height": 600, "maximized": False, "fullScreen": False})
    app = launch(argv())
    app.wait_for_focus(role="push button", name_prefix="Level ")
    dialog = open_progress_from_the_menu(app)
    app.wait_for_focus(role="push button", name="Close")
    rows, row_widgets = table_rows(dialog)
    assert len(rows) == 41, len(rows)
    pane = [node for node in walk(dialog) if role_name(node) == "scroll pane"][0]
    last = row_widgets[-1]
    assert not in_sight(last, pane), "forty levels fit without scrolling: the test proves nothing"
    stops = []
    for keys in ["Tab"] * 5 + ["shift+Tab"] * 5:
        before = app.focused()
        key(keys)
        wait_until(lambda: app.focused() is not None and app.focused() != before,
                   message=f"{keys} after {stops} left focus nowhere or where it was")
        stops.append(f"{role_name(app.focused())} {app.focused().name}")
    # The window is too small for the table and its chart together: Table and Chart come first.
    assert stops == ["push button Table", "push button Chart", "scroll pane Progress", "push button Export…",
                     "push button Close", "push button Export…", "scroll pane Progress", "push button Chart",
                     "push button Table", "push button Close"], stops
    for _ in range(3):
        key("Tab")
    app.wait_for_focus(role="scroll pane", name="Progress")
    for _ in range(10):
        if in_sight(last, pane):
            break
        before = extents(last)
        key("Page_Down")
        wait_until(lambda: extents(last) != before or in_sight(last, pane), message="Page Down did not scroll")
    wait_until(lambda: in_sight(last, pane), message="Page Down did not bring the last level into sight")


def test_on_the_smallest_window_the_chart_is_seen_whole_above_the_buttons(launch):
    """Seven levels played: on an 800x600 window the table and the chart do not both fit, so the
    view shows one at a time. Chart (by keys) shows the chart whole, inside the view and above
    Export and Close; Table (by mouse) brings the table back."""
    plant_progress(7)
    write_device(window={"width": 800, "height": 600, "maximized": False, "fullScreen": False})
    app = launch(argv())
    app.wait_for_focus(role="push button", name_prefix="Level ")
    dialog = open_progress_from_the_menu(app)
    app.wait_for_focus(role="push button", name="Close")

    def shown(node):
        return extents(node)[3] > 0

    def the_chart():
        return [node for node in find_all(dialog, role="image", name_prefix="Chart:") if shown(node)]

    table = wait_until(lambda: find_all(dialog, role="table"), message="the progress view has no table")[0]
    assert shown(table) and not the_chart(), "the view did not open on the table alone"
    key("Tab")
    app.wait_for_focus(role="push button", name="Table")
    key("Tab")
    app.wait_for_focus(role="push button", name="Chart")
    key("space")
    chart = wait_until(the_chart, message="Space on Chart did not show the chart")[0]
    wait_until(lambda: not shown(table), message="the table stayed beside the chart")
    pane = [node for node in walk(dialog) if role_name(node) == "scroll pane"][0]
    x, y, width, height = extents(chart)
    assert height >= 220 and in_sight(chart, pane), f"the chart {extents(chart)} is cut by its area {extents(pane)}"
    for name in ["Export…", "Close"]:
        button = find_all(dialog, role="push button", name=name)[0]
        assert y + height <= extents(button)[1], f"the chart {extents(chart)} runs under {name} {extents(button)}"
    click(find_all(dialog, role="push button", name="Table")[0])
    wait_until(lambda: shown(table) and not the_chart(), message="a click on Table did not bring the table back")


@pytest.mark.parametrize("levels", [1, 3])
def test_on_the_smallest_window_a_few_levels_are_seen_whole_and_the_view_keeps_its_place(launch, levels):
    """A child with a level or three played, on a window an 800x600 screen leaves (its title bar
    takes part of the 600): the summary, the table and the chart are each seen whole inside the
    view, never scrolled out of it, and switching between Table and Chart leaves both where the
    pointer found them."""
    plant_progress(levels)
    # What a maximised window keeps of an 800x600 screen under its title bar.
    write_device(window={"width": 800, "height": 579, "maximized": False, "fullScreen": False})
    app = launch(argv())
    app.wait_for_focus(role="push button", name_prefix="Level ")
    assert extents(app.window())[3] == 579, extents(app.window())
    dialog = open_progress_from_the_menu(app)
    app.wait_for_focus(role="push button", name="Close")
    pane = [node for node in walk(dialog) if role_name(node) == "scroll pane"][0]

    def seen(node):
        return extents(node)[3] > 0

    def whole_in_view():
        figures = find_all(dialog, role="table") + find_all(dialog, role="image", name_prefix="Chart:")
        return [node for node in figures if seen(node) and not in_sight(node, pane)]
    assert not whole_in_view(), f"cut by the view {extents(pane)}: {[extents(n) for n in whole_in_view()]}"
    switches = find_all(dialog, role="push button", name="Chart")
    if not switches:
        return  # table and chart both whole, one under the other
    places = {name: extents(find_all(dialog, role="push button", name=name)[0]) for name in ["Table", "Chart"]}
    click(switches[0])
    wait_until(lambda: [n for n in find_all(dialog, role="image", name_prefix="Chart:") if seen(n)],
               message="a click on Chart did not show the chart")
    assert not whole_in_view(), f"the chart is cut by the view {extents(pane)}"
    moved = {name: extents(find_all(dialog, role="push button", name=name)[0]) for name in ["Table", "Chart"]}
    assert moved == places, f"Table and Chart moved from {places} to {moved} when the chart showed"


def test_the_export_file_choosers_lists_never_make_gtk_s_faulty_search_popover(launch):
    """GTK 4.8's tree views log a critical when they make their search popover (Ctrl+F starts it
    even with search off), and GTK's file chooser behind Export… has two: its files and its name
    field's completions. The game gives each a hidden search of its own first: every tree view in
    the chooser is counted in the widget trace."""
    plant_progress(1)
    app = launch(argv(), env={"SHAPE_SHUFFLE_TRACE_WIDGETS": "1"})
    app.wait_for_focus(role="push button", name_prefix="Level ")
    open_progress_from_the_menu(app)
    app.wait_for_focus(role="push button", name="Close")
    key("shift+Tab")
    app.wait_for_focus(name="Export…")
    key("Return")
    chooser = wait_until(lambda: [w for w in app.windows() if w.name == "Export…"],
                         message="Export… did not open the file chooser")[0]
    lists = wait_until(lambda: [node for node in walk(chooser) if node.name == "GtkTreeView"],
                       message="GTK's file chooser showed no list: the test proves nothing")

    def guarded():
        return sum(int(line.rsplit(":", 1)[1]) for line in app.stderr_text().splitlines()
                   if line.startswith("trace tree views given a hidden search:"))
    wait_until(lambda: guarded() >= len(lists),
               message=f"{guarded()} of the chooser's {len(lists)} lists were given a hidden search")
    key("Escape")
    wait_until(lambda: not [w for w in app.windows() if w.name == "Export…"], message="Escape left the chooser open")


def plant_child(profile_id, levels):
    Saves().progress(levels, child=profile_id)


def summaries(dialog):
    return [node.name for node in find_all(dialog, role="panel") if node.name.startswith("Levels finished:")]


def dark_pixels(shot, box):
    """Pixels in box much darker than the window's cream: text's ink, antialiased edges included."""
    x0, y0, width, height = box
    return sum(1 for y in range(y0, y0 + height) for x in range(x0, x0 + width) if max(shot.pixel(x, y)) < 170)


def chart_geometry(app):
    """The last chart drawn, as the widget trace says the core laid it out."""
    lines = [line for line in app.stderr_text().splitlines() if line.startswith("trace progress chart: ")]
    if not lines:
        return None
    panels = {}
    for part in lines[-1][len("trace progress chart: "):].split(" | "):
        name, *fields = part.split()
        values = dict(field.split("=", 1) for field in fields)
        panels[name] = {key: int(value) for key, value in values.items() if key != "ticks"}
        panels[name]["ticks"] = [(label, int(y)) for label, y in (tick.split("@") for tick in values["ticks"].split(","))]
    return panels


def test_a_teacher_reads_each_childs_summary_filters_by_child_and_reads_the_chart_off_its_axes(launch):
    """Two children: each has a summary line saying which card was chosen instead of which; Show
    picks one child by keys and by mouse (read back through AT-SPI); the chart's axis lines and
    tick figures are on the screen where the core put them."""
    from profiles import write_roster
    from harness import screen_extents, screenshot, move_mouse_away
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    plant_child("p1", {"1": {"completed": True, "bestStars": 2, "timesPlayed": 1, "lastPlayed": "2026-11-20",
                             "mistakes": {"colour": 3, "count": 1}, "confusions": {"red>yellow": 3, "3>4": 1}},
                       "2": {"completed": True, "bestStars": 3, "timesPlayed": 2, "lastPlayed": "2026-11-22"}})
    plant_child("p2", {"1": {"completed": True, "bestStars": 1, "timesPlayed": 1, "lastPlayed": "2026-11-21",
                             "mistakes": {"shape": 2}, "confusions": {"circle>square": 2}}})
    write_device(window={"width": 1024, "height": 768, "maximized": False, "fullScreen": False})
    app = launch(argv("--profile", "Mia"), env={"SHAPE_SHUFFLE_TRACE_WIDGETS": "1"})
    app.wait_for_focus(role="push button", name_prefix="Level ")
    dialog = open_progress_from_the_menu(app)
    app.wait_for_focus(role="push button", name="Close")
    mia = ("Levels finished: 2 · Stars: 5 of 6 · Last played: 2026-11-22 · "
           "Often mixes up: red instead of yellow (3 times), 3 instead of 4 (once)")
    leo = "Levels finished: 1 · Stars: 1 of 3 · Last played: 2026-11-21 · Often mixes up: circle instead of square (2 times)"
    wait_until(lambda: summaries(dialog) == [mia, leo], message=f"the summaries read {summaries(dialog)}")
    assert len(find_all(dialog, role="table")) == 2

    # Keys: Tab to Show, Space opens its list, Down to Mia, Return.
    show = app.find_one(role="push button", name="Show: All children", timeout=5)
    tab_to(app, show, "Show")
    key("space")
    wait_until(lambda: role_name(app.focused()) == "list item", message="Space did not open Show's list")
    key("Down")
    key("Return")
    app.wait_for_focus(role="push button", name="Show: Mia")
    wait_until(lambda: summaries(dialog) == [mia], message=f"Show: Mia shows {summaries(dialog)}")
    assert len(find_all(dialog, role="table")) == 1

    # Mouse: a click opens the list. (GTK 4.8 places a drop-down's rows some 40 px above where
    # they are drawn in AT-SPI, so a click on a row's reported centre misses it: the row is
    # picked with the keys the list has focus for.)
    click(app.find_one(role="push button", name="Show: Mia", timeout=5))
    wait_until(lambda: role_name(app.focused()) == "list item", message="a click did not open Show's list")
    key("Down")
    key("Return")
    wait_until(lambda: summaries(dialog) == [leo], message=f"clicking Leo shows {summaries(dialog)}")

    # Leo's chart: the axis lines and tick figures are drawn where the core says.
    chart = wait_until(lambda: [node for node in find_all(dialog, role="image", name_prefix="Chart:")
                                if screen_extents(node)[3] > 0], message="Leo's chart is not shown")[0]
    move_mouse_away()
    geometry = wait_until(lambda: chart_geometry(app), message="the chart was never drawn")
    x0, y0, width, height = screen_extents(chart)
    shot = screenshot()
    ink = (0x24, 0x1F, 0x31)
    for name, panel in geometry.items():
        axis_x, top, bottom, right = x0 + panel["x"], y0 + panel["top"], y0 + panel["bottom"], x0 + panel["right"]
        up_the_axis = shot.count_colour(ink, (axis_x - 1, top + 4, 3, bottom - top - 8), tolerance=24)
        assert up_the_axis >= (bottom - top - 8), f"{name}: the value axis is not drawn at x={axis_x}"
        along = shot.count_colour(ink, (axis_x + 4, bottom - 1, right - axis_x - 8, 3), tolerance=24)
        assert along >= right - axis_x - 8, f"{name}: the category axis is not drawn at y={bottom}"
        for label, y in panel["ticks"]:
            figure = (x0 + panel["labelx"] - 8, y0 + y - 8, 16, 16)
            assert dark_pixels(shot, figure) >= 4, f"{name}: no figure {label} drawn beside its tick at y={y0 + y}"
            # Between two ticks, beside the axis, nothing is drawn.
            if y != panel["ticks"][-1][1]:
                gap = (x0 + panel["labelx"] - 8, y0 + y - 26, 16, 8)
                assert dark_pixels(shot, gap) == 0, f"{name}: ink between the ticks at y={y0 + y - 22}"
    assert [label for label, _ in geometry["stars"]["ticks"]] == ["0", "1", "2", "3"]
