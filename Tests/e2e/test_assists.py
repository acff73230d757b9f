"""The assists that let every child succeed, played as a child plays them: cards face
up from the start, Show me (its key, its button beside the speaker, and by itself after a
mistake) ringing a right card that Orca and the game's voice name, and the guided first level
that plays itself until any key and then hands level 1 over from the start."""
import os

from harness import SpeechDispatcherStandIn, click, key, move_mouse_away, screen_extents, screenshot, settle, wait_until
from game import argv, card, card_names, finish_level, focused_name, progress_file, well_done, write_settings

# Level 1 is "Two yellow squares": 1 two dots, 2 red, 3 circle, 4 yellow, 5 five dots, 6 square.
RIGHT_IN_LEVEL_ONE = {1, 4, 6}
# The Show me ring's gold (Theme.starEarned), and the shots the report looks at.
RING_GOLD = (0xE5, 0xA5, 0x0A)
SHOTS = os.environ.get("E2E_ARTIFACTS", "/tmp/assists-shots")


def ring_pixels(app, number):
    """How many pixels of card `number` are the Show me ring's gold."""
    move_mouse_away()
    return screenshot().count_colour(RING_GOLD, screen_extents(card(app, number)), tolerance=24)


def test_cards_face_up_show_every_face_from_the_start_and_a_level_is_finished_by_keyboard(launch):
    write_settings(cardsFaceUp=True)
    app = launch(argv("--level", "2"))
    app.wait_for_focus(name_prefix="Card 1,")
    names = card_names(app)
    assert names and all("face down" not in name for name in names), names
    # Space on a face-up card says its face again and never hides it.
    before = focused_name(app)
    key("space")
    settle()
    assert focused_name(app) == before and "face down" not in before
    finish_level(app)
    assert well_done(app)


def test_show_me_rings_a_right_card_moves_focus_to_it_and_the_voice_says_it(launch):
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        app.wait_for_focus(name_prefix="Card 1,")
        key("Tab")
        app.wait_for_focus(name_prefix="Card 2,")
        key("m")
        rung = app.wait_for_focus(name_prefix="Card 4,")
        assert rung.name == "Card 4, yellow", rung.name
        assert rung.description.startswith("Here is a card you need: Card 4, yellow."), rung.description
        speech.wait_for("Here is a card you need")
        os.makedirs(SHOTS, exist_ok=True)
        screenshot(os.path.join(SHOTS, "show-me-ring-1280x1024.png"))
        assert ring_pixels(app, 4) > 200, "no ring on card 4"
        assert ring_pixels(app, 5) == 0, "a ring on card 5, which is not in the task"
        # A move takes the ring off; the level won after it says so kindly.
        finish_level(app)
        speech.wait_for("You did it with help")
        dialog = app.find_one(role="dialog", name_contains="Well done")
        assert "You did it with help" in dialog.description, dialog.description


def test_the_show_me_button_beside_the_speaker_is_heard_through_orca(launch, orca):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    orca.wait_for_silence()
    mark = orca.mark()
    click(app.find_one(role="push button", name="Show me"))
    focused = wait_until(lambda: app.focused() if card_number_of(app.focused()) in RIGHT_IN_LEVEL_ONE else None,
                         message="Show me did not move focus to a right card")
    orca.wait_for_speech("Here is a card you need", timeout=15, since=mark)
    assert "face down" not in focused.name


def card_number_of(acc):
    name = acc.name if acc is not None else ""
    return int(name.split(",")[0].split()[1]) if name.startswith("Card ") else None


def test_show_me_comes_by_itself_after_the_chosen_number_of_mistakes(launch):
    write_settings(showMeAfterMistakes=1)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("Tab")
    app.wait_for_focus(name_prefix="Card 2,")
    key("a")  # red: not in the task
    rung = app.wait_for_focus(name_prefix="Card 4,")
    # What the mistake was comes first: focus left the wrong card at once.
    assert rung.description.startswith("Card 2 is not part of your task."), rung.description
    assert "Here is a card you need: Card 4, yellow." in rung.description, rung.description


def test_the_guided_first_level_plays_itself_until_a_key_then_hands_level_one_over(launch):
    write_settings(guidedFirstLevel=True)
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        speech.wait_for("Watch", timeout=10)
        # The game turns card 1 (two dots: in the task) and puts it on the board by itself.
        wait_until(lambda: "on the board" in card(app, 1).name, timeout=10, message="the guide made no move")
        speech.wait_for("Let me look at Card", timeout=10)
        key("Right")
        # At once, well before the guide's own end (six steps, 1.8 s each).
        speech.wait_for("Now it's your turn", timeout=3)
        mark = speech.mark()
        # Handed over: level 1 from the start, every card face down, focus on card 1.
        app.wait_for_focus(name="Card 1, face down", timeout=5)
        settle(2.5)
        assert not [text for text in speech.texts_since(mark) if "Let me look at" in text], speech.texts()
        names = card_names(app)
        assert all(name.endswith("face down") for name in names), names
        assert not os.path.exists(progress_file())
        finish_level(app)
        assert well_done(app)


def test_a_click_stops_the_guided_level_too_and_does_nothing_else(launch):
    write_settings(guidedFirstLevel=True)
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        speech.wait_for("Watch", timeout=10)
        wait_until(lambda: "on the board" in card(app, 1).name, timeout=10, message="the guide made no move")
        click(card(app, 3))
        speech.wait_for("Now it's your turn", timeout=3)
        # The click handed over and flipped nothing: card 3 lies face down like the rest.
        app.wait_for_focus(name="Card 1, face down", timeout=5)
        settle()
        names = card_names(app)
        assert all(name.endswith("face down") for name in names), names


def test_a_face_up_level_left_half_played_comes_back_face_up_with_its_board(launch):
    write_settings(cardsFaceUp=True)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name="Card 1, two dots")
    key("a")  # two dots: on the board
    app.wait_for_focus(name_prefix="Card 2,")
    key("m")  # Show me: the level is now played with help
    app.wait_for_focus(name="Card 4, yellow")
    cards = card_names(app)
    key("ctrl+q")
    app.process.wait(timeout=10)
    again = launch(argv("--level", "1"))
    again.wait_for_focus(name="Card 4, yellow")
    assert card_names(again) == cards
    assert "on the board" in card(again, 1).name
    for number in (4, 6):
        key("a")
        if number == 4:
            again.wait_for_focus(name_prefix="Card 5,")
            key("Tab")
            again.wait_for_focus(name_prefix="Card 6,")
    dialog = again.find_one(role="dialog", name_contains="Well done", timeout=5)
    assert "You did it with help" in dialog.description, dialog.description
