"""The game's own voice (issue 10), for children who cannot read yet: through a stand-in
speech-dispatcher it says the task, each flipped card, each Add, right or wrong, and Well done,
in the language chosen in Settings; it is silent while a screen reader runs; and with no speech
service at all the game plays on without a pause."""
import subprocess
import time

from harness import SpeechDispatcherStandIn, key, wait_until
from game import argv, finish_level
from settings_ui import choose_language, close_settings, open_settings, private_dirs


def play_level_one_with_a_mistake(app):
    """Level 1's cards: 1 two, 2 red, 3 circle, 4 yellow, 5 five, 6 square. Flip 1 and add it,
    add red (a mistake), then add yellow and square."""
    app.wait_for_focus(name_prefix="Card 1,")
    key("space")
    app.wait_for_focus(name_prefix="Card 1,", predicate=lambda acc: "face down" not in acc.name)
    key("a")
    app.wait_for_focus(name_prefix="Card 2,")
    key("a")
    app.wait_for_focus(name_prefix="Card 2, face down")
    key("Tab", "Tab")
    app.wait_for_focus(name_prefix="Card 4,")
    key("a")
    app.wait_for_focus(name_prefix="Card 5,")
    key("Tab")
    app.wait_for_focus(name_prefix="Card 6,")
    key("a")
    app.wait_for_focus(name="Next level")


def test_the_voice_says_the_task_each_card_each_result_and_well_done(launch):
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        speech.wait_for("Your task: Two yellow squares.")
        play_level_one_with_a_mistake(app)
        speech.wait_for("Well done! 2 of 3 stars.")
        said = speech.texts()
        print("the stand-in heard:", said)
        assert said == [
            "Your task: Two yellow squares.",
            "Two objects.",
            "Two objects are on the board.",
            "Card 2 is not part of your task. Try another card.",
            "Yellow is on the board.",
            "The square is on the board.",
            "Well done! 2 of 3 stars.",
        ], said
        assert {language for _, language, _ in speech.utterances} == {"en"}


def test_the_voice_speaks_vietnamese_once_it_is_chosen_in_settings(launch, tmp_path):
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env={**private_dirs(tmp_path), **speech.env})
        speech.wait_for("Your task")
        dialog = open_settings(app)
        choose_language(app, dialog, "Tiếng Việt")
        close_settings(app, dialog)
        mark = speech.mark()
        key("t")
        speech.wait_for("Hai hình vuông màu vàng", since=mark)
        app.wait_for_focus(name_prefix="Thẻ 1,")
        key("space")
        speech.wait_for("Hai chấm.", since=mark)
        finish_level(app)
        speech.wait_for("Giỏi lắm!", since=mark)
        print("the stand-in heard:", speech.texts_since(mark))
        assert {language for _, language, _ in speech.utterances[mark:]} == {"vi"}


def set_screen_reader_enabled(value):
    subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                    "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
                    "string:ScreenReaderEnabled", f"variant:boolean:{'true' if value else 'false'}"],
                   check=True, capture_output=True, timeout=10)


def test_nothing_is_said_while_a_screen_reader_runs(launch):
    with SpeechDispatcherStandIn() as speech:
        set_screen_reader_enabled(True)
        try:
            app = launch(argv("--level", "1"), env=speech.env)
            finish_level(app)
            app.wait_for_focus(name="Next level")
            time.sleep(1)  # anything the voice was going to say has had time to arrive
            assert speech.texts() == [], speech.texts()
            # The screen reader stops: the voice takes over at once, without a restart.
            set_screen_reader_enabled(False)
            time.sleep(0.5)
            key("Return")
            speech.wait_for("Your task")
        finally:
            set_screen_reader_enabled(False)


def test_with_no_speech_service_a_level_plays_to_the_end_without_a_pause(launch, tmp_path):
    """SPEECHD_ADDRESS names a socket nobody listens on: every attempt to speak fails. The window
    must keep answering: AT-SPI round trips while the level is played never take over 100 ms."""
    missing = {"SPEECHD_ADDRESS": f"unix_socket:{tmp_path / 'nobody-listens.sock'}"}
    app = launch(argv("--level", "1"), env=missing)
    card = app.wait_for_focus(name_prefix="Card 1,")
    worst = 0.0
    for move in ["space", "a", "a", "Tab", "Tab", "a", "Tab", "a"]:
        key(move)
        deadline = time.monotonic() + 0.5
        while time.monotonic() < deadline:
            started = time.monotonic()
            card.name  # a round trip through the game's main loop
            worst = max(worst, time.monotonic() - started)
            time.sleep(0.02)
    app.wait_for_focus(name="Next level")
    assert worst < 0.1, f"the window stopped answering for {worst * 1000:.0f} ms"
    assert app.process.poll() is None
