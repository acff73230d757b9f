"""Players, for the grown-ups (Settings → Players…): a second child added by keyboard and mouse
turns the one player's saves into the first profile's, the game then opens on "Who is playing?",
a hostile name stays a name, removing asks first and keeps the child's folder aside, and each
child's picture is chosen from a grid of drawn pictures by keyboard or mouse and saved at once."""
import json
import os

import pytest

from harness import click, description, key, role_name, states, type_text, wait_until
from game import argv, finish_level, open_the_menu, write_settings
from profiles import config_root, data_root, wait_for_chooser
from settings_ui import show_group_by_mouse, tab_to


def roster():
    try:
        with open(os.path.join(data_root(), "profiles.json")) as handle:
            return json.load(handle)["profiles"]
    except (FileNotFoundError, json.JSONDecodeError, KeyError):
        return []


def open_players(app):
    """By keyboard: Ctrl+, then Tab to Players… and Space."""
    key("ctrl+comma")
    button = app.find_one(role="push button", name="Players…", timeout=5)
    tab_to(app, button, "Players…")
    key("space")
    return app.wait_for_focus(role="text", timeout=5)


def add_player(app, name):
    entry = app.find_one(role="text", name="Name", timeout=5)
    click(entry)
    type_text(name)
    click(app.find_one(role="push button", name="Add a player"))



def set_aside(root, profile):
    """The folders a removed child's saves were kept aside in under `root`. The game writes the
    roster without the child first and only then moves the folders, so this waits for the move."""
    folder = os.path.join(root, "profiles")

    def aside():
        return [name for name in os.listdir(folder) if name.startswith(profile + ".removed-")]
    return wait_until(aside, message=f"{profile}'s folder was not kept aside in {folder}")

def test_adding_a_child_keeps_the_first_childs_stars_and_opens_the_chooser(launch):
    write_settings(reducedMotion=True)
    app = launch(argv("--level", "1"))
    finish_level(app)
    progress = os.path.join(data_root(), "progress.json")
    wait_until(lambda: os.path.exists(progress), message="no progress saved before profiles")
    key("Escape")
    app.wait_for_focus(name_prefix="Level ")
    open_players(app)
    add_player(app, "../../Leo\u0007")
    wait_until(lambda: len(roster()) == 2, message=f"the child was not added: {roster()}")
    assert [profile["name"] for profile in roster()] == ["", "../../Leo"]
    assert [profile["id"] for profile in roster()] == ["p1", "p2"]
    assert not os.path.exists(progress), "the old progress.json is still in the old place"
    with open(os.path.join(data_root(), "profiles", "p1", "progress.json")) as handle:
        assert json.load(handle)["levels"]["1"]["completed"]
    # The lease on the child's saves follows them a moment after the roster is written.
    wait_until(lambda: set(os.listdir(data_root())) == {"profiles", "profiles.json"},
               message=f"files left in the old place: {os.listdir(data_root())}")
    app.close()

    app = launch(argv())
    first = wait_for_chooser(app)
    assert first.name == "Player 1, cat"
    key("Tab")
    app.wait_for_focus(name="../../Leo, dog")


def test_removing_a_child_asks_first_and_keeps_the_folder_aside(launch):
    from profiles import write_roster
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    os.makedirs(os.path.join(data_root(), "profiles", "p2"), exist_ok=True)
    with open(os.path.join(data_root(), "profiles", "p2", "progress.json"), "w") as handle:
        handle.write('{"version": 1, "levels": {"1": {"completed": true, "bestStars": 3}}}\n')
    app = launch(argv("--profile", "Mia"))
    app.wait_for_focus(name="Level 1")
    open_players(app)
    click(app.find_one(role="text", name="Name Mia", timeout=5))
    key("ctrl+a")
    type_text("  Mia   Rose ")
    key("Return")  # saved at once, without waiting for typing to pause
    wait_until(lambda: roster()[0]["name"] == "Mia Rose", message=f"Mia was not renamed: {roster()}")
    app.find_one(role="text", name="Name Mia Rose", timeout=5)
    click(app.find_one(role="push button", name="Remove player Leo", timeout=5))
    app.wait_for_focus(role="push button", name="Keep", timeout=5)
    key("Escape")
    app.wait_for_focus(role="push button", name="Remove player Leo", timeout=5)
    assert len(roster()) == 2, "Escape removed the child"
    click(app.find_one(role="push button", name="Remove player Leo", timeout=5))
    click(app.find_one(role="push button", name="Remove player", timeout=5))
    wait_until(lambda: len(roster()) == 1, message="the child was not removed")
    kept = set_aside(data_root(), "p2")
    with open(os.path.join(data_root(), "profiles", kept[0], "progress.json")) as handle:
        assert json.load(handle)["levels"]["1"]["bestStars"] == 3


def read_file(path):
    with open(path) as handle:
        return handle.read()


def test_settings_left_open_over_a_removed_childs_game_shows_and_changes_the_next_childs(launch):
    """Mia plays with colour-blind colours, Leo without. Removing Mia from Players, opened from
    Settings, hands the game to Leo: the Settings window still open shows Leo's settings, under
    a plain title, and a change made there is Leo's; Mia's folder kept aside stays as it was."""
    from profiles import write_roster
    write_roster(("Mia", "cat"), ("Leo", "dog"), each={"p1": {"colourBlindPalette": True}})
    app = launch(argv("--profile", "Mia"))
    app.wait_for_focus(name="Level 1")
    open_players(app)
    dialog = next(window for window in app.windows() if (window.name or "").startswith("Settings"))
    assert dialog.name == "Settings for Mia", dialog.name
    click(app.find_one(role="push button", name="Remove player Mia", timeout=5))
    click(app.find_one(role="push button", name="Remove player", timeout=5))
    wait_until(lambda: [child["name"] for child in roster()] == ["Leo"], message=f"Mia was not removed: {roster()}")
    aside = set_aside(config_root(), "p1")
    mias = os.path.join(config_root(), "profiles", aside[0], "settings.json")
    mias_before = read_file(mias)
    key("Escape")
    app.wait_for_focus(role="push button", name="Players…", timeout=5)
    wait_until(lambda: dialog.name == "Settings", message=f"Settings is still titled {dialog.name!r}")
    show_group_by_mouse(dialog, "Language and looks")

    def colour_blind():
        return app.find_one(role="check box", name="Colour-blind friendly colours", timeout=5)

    assert "checked" not in states(colour_blind()), "Settings still shows Mia's colours"
    click(colour_blind())
    leos = os.path.join(config_root(), "profiles", "p2", "settings.json")
    wait_until(lambda: json.loads(read_file(leos)).get("colourBlindPalette") is True,
               message=f"Leo's settings did not change: {read_file(leos)}")
    assert "checked" in states(colour_blind())
    assert read_file(mias) == mias_before, "Mia's folder kept aside was written to"
    assert not os.path.exists(os.path.join(config_root(), "profiles", "p1")), "Mia's folder came back"


def test_a_reading_typed_in_players_is_how_the_chooser_says_the_name(launch):
    """A name whose letters do not say it (Siobhan) gets a reading in Players; "Who is playing?"
    then says the reading, and the screen still shows the name."""
    from harness import SpeechDispatcherStandIn
    from profiles import write_roster
    write_roster(("Siobhan", "cat"), ("Leo", "dog"))
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--profile", "Leo"), env=speech.env)
        app.wait_for_focus(name="Level 1")
        open_players(app)
        click(app.find_one(role="text", name="Said as Siobhan", timeout=5))
        type_text("Shivawn")
        # No button to press: the reading is saved once typing pauses, and the window says so.
        wait_until(lambda: roster()[0].get("reading") == "Shivawn", message=f"the reading was not saved: {roster()}")
        app.find_one(role="status bar", name="Saved", timeout=5)
        key("Escape")
        key("Escape")
        app.wait_for_focus(name="Level 1")
        open_the_menu()
        click(app.find_one(role="menu item", name="Who is playing?", timeout=5))
        app.wait_for_focus(name="Leo, dog")
        mark = speech.mark()
        key("shift+Tab")
        app.wait_for_focus(name="Siobhan, cat")
        said = speech.wait_for("cat", since=mark)
        assert said == "Shivawn, cat", said


def picture_button(app, name):
    return app.find_one(name=name, predicate=lambda acc: "focusable" in states(acc), timeout=5)


def test_pictures_are_chosen_from_a_grid_by_keyboard_and_mouse_and_saved_at_once(launch):
    from profiles import write_roster
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    app = launch(argv("--profile", "Mia"))
    app.wait_for_focus(name="Level 1")
    open_players(app)
    # The new player is offered a picture nobody has, not the last child's.
    picture_button(app, "Picture: rabbit")
    # Each picture is one button to a screen reader, not a button inside a button of one name.
    for name in ("Picture for Mia: cat", "Picture for Leo: dog", "Picture: rabbit"):
        found = [role_name(acc) for acc in app.find_all(name=name)]
        assert len(found) == 1, f"{name} is in the tree {len(found)} times: {found}"

    # Keyboard: Shift+Tab from Mia's name to her picture, Space opens the grid on the chosen
    # one (pressed), arrows move, Return chooses; the roster is written, and "Saved" is shown
    # and put on the picture button for a screen reader.
    key("shift+Tab")
    app.wait_for_focus(name="Picture for Mia: cat")
    key("space")
    chosen = app.wait_for_focus(role="push button", name="cat")
    assert "pressed" in states(chosen) or "checked" in states(chosen), states(chosen)
    key("Right")
    app.wait_for_focus(role="push button", name="dog")
    key("Right")
    app.wait_for_focus(role="push button", name="rabbit")
    key("Return")
    wait_until(lambda: roster()[0]["picture"] == "rabbit", message=f"Mia's picture was not saved: {roster()}")
    mia = app.wait_for_focus(name="Picture for Mia: rabbit")
    assert description(mia) == "Saved", description(mia)
    app.find_one(role="status bar", name="Saved", timeout=5)
    picture_button(app, "Picture: cat")

    # Mouse: Leo's picture, then the bird in the grid.
    click(picture_button(app, "Picture for Leo: dog"))
    click(app.find_one(role="push button", name="bird", timeout=5))
    wait_until(lambda: roster()[1]["picture"] == "bird", message=f"Leo's picture was not saved: {roster()}")
    picture_button(app, "Picture for Leo: bird")

    # Escape closes the grid, keeps the picture, and leaves Players open.
    key("space")
    app.wait_for_focus(role="push button", name="bird")
    key("Right")
    app.wait_for_focus(role="push button", name="red circle")
    key("Escape")
    app.wait_for_focus(name="Picture for Leo: bird")
    assert roster()[1]["picture"] == "bird"


# 579: what a maximised window keeps of an 800x600 screen under its title bar.
@pytest.mark.parametrize("game_height", [600, 579])
def test_many_children_scroll_inside_players_which_stays_inside_an_800_by_600_game(launch, game_height):
    from harness import extents, role_name
    from grown_up import write_device
    from profiles import write_roster
    names = ["Mia", "Leo", "An", "Kai", "Sara", "Tom", "Yui"]
    write_roster(*[(name, "cat") for name in names])
    write_device(window={"width": 800, "height": game_height, "maximized": False, "fullScreen": False})
    app = launch(argv("--profile", "Mia"))
    app.wait_for_focus(name="Level 1")
    assert extents(app.window())[3] == game_height, extents(app.window())
    open_players(app)
    players = next(w for w in app.windows() if w.name == "Players" and role_name(w) == "dialog")
    _, _, width, height = extents(players)
    assert width <= 800 and height <= game_height, \
        f"Players is {width}×{height} with {len(names)} children, over the game's 800×{game_height}"
    # The last child's name, reached by Shift+Tab (round past Close and the new player), is
    # scrolled into sight.
    for _ in range(12):
        if app.focused().name == "Name Yui":
            break
        before = app.focused()
        key("shift+Tab")
        wait_until(lambda: app.focused() is not None and app.focused() != before, message="Shift+Tab did not move")
    yui = app.wait_for_focus(name="Name Yui")
    x, y, w, h = extents(yui)
    assert 0 <= y and y + h <= height, f"Yui's name is at y={y}, outside the {height} px window"


def test_saved_never_moves_the_new_players_name_under_the_pointer(launch):
    """Enter in a child's name says "Saved" under the rows; the new player's name field stays where
    it was, so the next click aimed at it lands in it, not in the first child's name."""
    from harness import click_at, screen_center, text
    from profiles import write_roster
    write_roster(("Sam", "cat"))
    app = launch(argv())
    app.wait_for_focus(name_prefix="Level ")
    first = open_players(app)
    assert text(first) == "Sam", text(first)
    fields = [acc for acc in app.find_all(role="text") if acc.name == "Name"]
    new_name = next(acc for acc in fields if text(acc) == "")
    aimed = screen_center(new_name)
    key("Return")
    wait_until(lambda: app.find_all(name="Saved"), message="Enter did not say Saved")
    assert screen_center(new_name) == aimed, f"the new player's name moved from {aimed} to {screen_center(new_name)}"
    click_at(*aimed)
    type_text("Mia")
    wait_until(lambda: text(new_name) == "Mia", message=f"the click did not land in the new player's name: "
                                                        f"it holds {text(new_name)!r}, Sam's holds {text(first)!r}")
    assert text(first) == "Sam"
