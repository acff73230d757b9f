"""Profiles: with more than one child the game opens on "Who is playing?", chosen by keyboard,
mouse, one switch or a screen reader; each child keeps their own stars and level in play;
--profile opens one directly and names the profiles when it names nobody."""
import subprocess

from harness import click, description, extents, key, wait_until
from game import BINARY, argv, finish_level, focused_name, open_the_menu
from grown_up import gate, read_device, settings_open, wait_for_gate, write_device
from profiles import level_in_play_of, progress_of, wait_for_chooser, write_roster
from switch_players import one_switch_interval, press_when_the_scan_reaches


def level_one_completed(profile_id):
    return progress_of(profile_id).get("levels", {}).get("1", {}).get("completed", False)


def test_each_child_keeps_their_own_stars_and_level_in_play(launch):
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    app = launch(argv())
    first = wait_for_chooser(app)
    assert first.name == "Mia, cat"
    key("Right")
    app.wait_for_focus(name="Leo, dog")
    key("space")
    app.wait_for_focus(name="Level 1")
    key("space")
    finish_level(app)
    wait_until(lambda: level_one_completed("p2"), message="Leo's stars were not saved in his own folder")
    assert not level_one_completed("p1"), "Mia got Leo's stars"
    app.close()

    # Mia starts level 1 and leaves it half done; Leo's stars are not hers.
    app = launch(argv("--profile", "mia"))
    button = app.wait_for_focus(name="Level 1")
    assert "stars" not in description(button), f"Mia's Level 1 shows stars: {description(button)!r}"
    key("space")
    app.wait_for_focus(name_prefix="Card 1,")
    key("space")
    wait_until(lambda: level_in_play_of("p1").get("levels"), message="Mia's level in play was not saved")
    app.close()
    assert not level_in_play_of("p2").get("levels"), "Leo got Mia's level in play"

    app = launch(argv("--profile", "Leo"))
    app.wait_for_focus(name="Level 2")   # the next level to play, after his finished one
    level_one = description(app.find_one(name="Level 1"))
    assert "stars" in level_one and "In play" not in level_one, f"Leo's Level 1 after a restart: {level_one!r}"
    app.close()
    app = launch(argv("--profile", "Mia"))
    app.wait_for_focus(name="Level 1")
    level_one = description(app.find_one(name="Level 1"))
    assert level_one.endswith("In play") and "stars" not in level_one, f"Mia's Level 1 after a restart: {level_one!r}"


def test_the_chooser_by_mouse_and_back_to_it_from_the_menu(launch):
    write_roster(("Mia", "cat"), ("Leo", "dog"), ("Ana", "red-circle"))
    app = launch(argv())
    wait_for_chooser(app)
    click(app.find_one(role="push button", name="Ana, red circle"))
    app.wait_for_focus(name="Level 1")
    open_the_menu()
    item = app.find_one(role="menu item", name="Who is playing?", timeout=5)
    names = [entry.name for entry in app.find_all(role="menu item")]
    assert names[-1] == "Quit" and names.index("Who is playing?") < names.index("Quit"), names
    assert names.index("Progress") < names.index("Quit"), names
    click(item)
    app.wait_for_focus(name="Ana, red circle")


def test_one_child_has_no_chooser_and_no_menu_item(launch):
    write_roster(("Mia", "cat"))
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    open_the_menu()
    app.find_one(role="menu item", name="Quit", timeout=5)
    assert not app.find_all(role="menu item", name="Who is playing?")


def test_the_chooser_with_one_switch(launch):
    write_roster(("Mia", "cat"), ("Leo", "dog"), settings={"scanningEnabled": True, "scanningInterval": one_switch_interval(0.6)})
    app = launch(argv())
    wait_for_chooser(app)
    press_when_the_scan_reaches(app, lambda element: element.name == "Leo, dog", "Leo's picture")
    app.wait_for_focus(name="Level 1")
    # Leo's settings are his: scanning goes on moving focus on Home.
    wait_until(lambda: focused_name(app) != "Level 1", timeout=5, message="the scan stopped after choosing")


def test_orca_hears_the_chooser(launch, orca):
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    app = launch(argv())
    wait_for_chooser(app)
    mark = orca.mark()
    key("Tab")
    app.wait_for_focus(name="Leo, dog")
    orca.wait_for_speech("Leo, dog", since=mark)


def test_an_unknown_profile_names_the_known_ones():
    write_roster(("Mia", "cat"), ("mia", "dog"), ("Leo", "bear"))
    result = subprocess.run(argv("--profile", "Zoe"), capture_output=True, text=True, timeout=20)
    assert result.returncode != 0
    assert '"Mia"' in result.stderr and '"Leo"' in result.stderr and "Zoe" in result.stderr, result.stderr
    result = subprocess.run(argv("--profile", "MIA"), capture_output=True, text=True, timeout=20)
    assert result.returncode != 0 and "more than one" in result.stderr, result.stderr


def test_the_voice_says_who_is_playing_and_each_name(launch):
    from harness import SpeechDispatcherStandIn
    write_roster(("Mia", "cat"), ("Leo", "dog"), settings={"language": "vi"})
    with SpeechDispatcherStandIn() as speech:
        app = launch([BINARY], env=speech.env)
        speech.wait_for("Ai đang chơi?")
        wait_for_chooser(app)
        mark = speech.mark()
        key("Tab")
        app.wait_for_focus(name="Leo, con chó")
        speech.wait_for("Leo, con chó", since=mark)
        spoken = [utterance for utterance in speech.utterances if utterance.text == "Leo, con chó"]
        assert spoken and spoken[-1].language.startswith("vi"), spoken


def test_a_level_on_the_command_line_opens_once_a_child_is_chosen(launch):
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    app = launch(argv("--level", "3"))
    wait_for_chooser(app)
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    key("Escape")
    app.wait_for_focus(name="Level 3")
    # Only once: choosing again later goes Home.
    open_the_menu()
    click(app.find_one(role="menu item", name="Who is playing?", timeout=5))
    wait_for_chooser(app)
    key("Return")
    app.wait_for_focus(name_prefix="Level ")


def test_each_child_keeps_their_own_settings(launch):
    """The chooser speaks the language of whoever played last; each child's Home their own."""
    write_roster(("Mia", "cat"), ("Leo", "dog"), each={"p1": {"language": "en"}, "p2": {"language": "ja"}})
    app = launch([BINARY])
    wait_for_chooser(app)
    key("Tab")
    app.wait_for_focus(name="Leo, dog")
    key("space")
    app.wait_for_focus(name="レベル1")
    open_the_menu()
    click(app.find_one(role="menu item", name="だれが あそぶ？", timeout=5))
    app.wait_for_focus(name="Leo、いぬ")
    key("shift+Tab")
    app.wait_for_focus(name="Mia、ねこ")
    key("space")
    app.wait_for_focus(name="Level 1")


def test_the_computers_lock_and_window_hold_for_every_child(launch):
    """The lock and the window's size belong to the computer: with two children, the window opens
    at its saved size on "Who is playing?", and the lock stands before Settings whoever plays.
    (They were read from the first child's folder, so adding a second child turned the lock off.)"""
    write_device(grownUpLock=True, window={"width": 1100, "height": 700, "maximized": False, "fullScreen": False})
    write_roster(("Mia", "cat"), ("Leo", "dog"))
    app = launch([BINARY])
    wait_for_chooser(app)
    wait_until(lambda: extents(app.window())[2:] == (1100, 700),
               message=f"the window did not open at its saved size: {extents(app.window())}")
    for child in ("Leo, dog", "Mia, cat"):
        app.wait_for_focus(role="push button", predicate=lambda acc: "," in (acc.name or ""))
        while focused_name(app) != child:
            key("Tab")
            wait_until(lambda: focused_name(app) is not None)
        key("space")
        app.wait_for_focus(name="Level 1")
        key("ctrl+comma")
        wait_for_gate(app)
        assert not settings_open(app), f"Settings opened for {child} with the lock on"
        key("Escape")
        wait_until(lambda: gate(app) is None, message="Escape left the lock open")
        app.wait_for_focus(name="Level 1")
        open_the_menu()
        click(app.find_one(role="menu item", name="Who is playing?", timeout=5))
    assert read_device()["grownUpLock"] is True
