"""The game's voice reaches the child whatever the speech service does, and says what the child
asked for: a service that accepts and then never answers holds back neither the game nor its
sounds, and once a good one is back the voice speaks again; every way to hear the task (T, the
speaker button, the F10 menu, the card's actions menu) makes the voice say it; and a replayed
level's Well done says that game's stars, not the best ever won."""
import time

from harness import PulseAudioSink, SpeechDispatcherStandIn, click, key, move_mouse_away, settle, wait_until
from game import argv, finish_level
from test_sounds import AUDIBLE
from test_voice import play_level_one_with_a_mistake

TASK = "Your task: Two yellow squares."


def test_a_hung_speech_service_stops_neither_the_game_nor_its_sounds_and_a_good_one_is_heard_again(launch):
    with PulseAudioSink() as pulse, SpeechDispatcherStandIn(hung=True) as hung:
        app = launch(argv("--level", "1"), env={**pulse.env, **hung.env})
        wait_until(lambda: hung.connections, message="the game never tried the speech service")
        # Every move is said, and each attempt meets a server that never answers.
        with pulse.recording() as wav:
            finish_level(app)
            app.wait_for_focus(name="Next level")
        rms = pulse.rms(wav)
        print(f"sounds while the speech service hangs: RMS {rms}")
        assert rms > AUDIBLE, f"no sound played while the speech service hung (RMS {rms})"
        assert app.process.poll() is None

        hung.stop()
        with SpeechDispatcherStandIn(path=hung.path) as good:
            back = time.monotonic()
            key("Return")  # Next level: the task of level 2 is said, once the voice has retried
            app.wait_for_focus(name_prefix="Card 1,")

            def heard():
                if good.texts():
                    return True
                key("t")  # ask again, as a child would
                return False
            wait_until(heard, timeout=20, interval=1.0, message="the voice never came back")
            print(f"the voice spoke again {time.monotonic() - back:.1f} s after a good server was back: {good.texts()}")
            assert all(text.startswith("Your task:") for text in good.texts()), good.texts()


def hear_the_task_from_menu(app, opener):
    """Opens a menu with `opener` and chooses Hear the task in it by keyboard."""
    move_mouse_away()  # a keyboard player has no pointer resting on the menu
    key(opener)
    app.wait_for_focus(role="menu item")
    for _ in range(8):
        if app.focused().name == "Hear the task":
            break
        before = app.focused().name
        key("Down")
        wait_until(lambda: app.focused() is not None and app.focused().name != before, timeout=5)
    app.wait_for_focus(role="menu item", name="Hear the task")
    key("Return")


def test_every_way_to_hear_the_task_makes_the_voice_say_it(launch):
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        speech.wait_for(TASK)
        app.wait_for_focus(name_prefix="Card 1,")
        # The speaker button last: clicking it may leave focus on it, off the cards the actions menu needs.
        ways = {
            "the T key": lambda: key("t"),
            "the card's actions menu": lambda: hear_the_task_from_menu(app, "shift+F10"),
            "the F10 menu": lambda: hear_the_task_from_menu(app, "F10"),
            "the speaker button": lambda: click(app.find_one(role="push button", name="Hear the task")),
        }
        for way, hear in ways.items():
            app.wait_for_focus(name_prefix="Card 1,")
            mark = speech.mark()
            hear()
            try:
                speech.wait_for(TASK, since=mark, timeout=5)
            except AssertionError as error:
                raise AssertionError(f"{way}: {error}") from None
            assert speech.texts_since(mark) == [TASK], f"{way} said {speech.texts_since(mark)}"


def test_a_replayed_level_says_the_stars_of_this_game_not_the_best(launch):
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        finish_level(app)
        speech.wait_for("Well done! Three of three stars.")
        app.close()

        mark = speech.mark()
        again = launch(argv("--level", "1"), env=speech.env)
        play_level_one_with_a_mistake(again)
        said = speech.wait_for("Well done!", since=mark)
        assert said == "Well done! Two of three stars.", f"after a mistake the voice said {said!r}"
        assert again.find_one(role="dialog", name_contains="Well done")


def choose_volume(app, row, choice):
    """Tabs to the `row` drop-down ("Voice volume: Normal"), opens it with Space, walks its list
    with Up and Down and takes `choice` with Return."""
    from harness import find_all, role_name
    from settings_ui import tab_to
    button = app.find_one(role="push button", name_prefix=f"{row}:")
    tab_to(app, button, row)
    move_mouse_away()  # a pointer resting where the list opens would move its focus too
    key("space")
    wait_until(lambda: role_name(app.focused()) == "list item", message=f"Space did not open {row}")
    order = ["Off", "Quiet", "Normal", "Loud"]

    def shown():
        return [label.name for label in find_all(app.focused(), role="label")]
    for _ in range(len(order)):
        current = shown()
        if current == [choice]:
            break
        step = "Down" if order.index(current[0]) < order.index(choice) else "Up"
        key(step)
        wait_until(lambda: shown() != current, message=f"{step} did not move in the list")
    assert shown() == [choice], shown()
    key("Return")
    wait_until(lambda: app.find_one(role="push button", name_prefix=f"{row}:").name == f"{row}: {choice}",
               message=f"{row} did not become {choice}")


def test_voice_volume_in_settings_is_heard_at_once_and_off_unticks_read_aloud(launch, tmp_path):
    from harness import states
    from settings_ui import close_settings, open_settings, private_dirs, saved_settings
    env = private_dirs(tmp_path)
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env={**env, **speech.env})
        speech.wait_for(TASK)
        dialog = open_settings(app)
        read_aloud = app.find_one(role="check box", name="Read aloud")
        choose_volume(app, "Voice volume", "Loud")
        close_settings(app, dialog)
        mark = speech.mark()
        key("t")
        speech.wait_for(TASK, since=mark)
        assert speech.utterances[-1].volume > 0, f"a loud voice was sent at volume {speech.utterances[-1].volume}"

        dialog = open_settings(app)
        read_aloud = app.find_one(role="check box", name="Read aloud")
        choose_volume(app, "Voice volume", "Off")
        wait_until(lambda: "checked" not in states(read_aloud), message="Off left Read aloud ticked")
        wait_until(lambda: (saved_settings(env) or {}).get("readAloud") is False,
                   message=f"Off was not saved: {saved_settings(env)}")
        close_settings(app, dialog)
        mark = speech.mark()
        key("t")
        settle(1.0)
        assert speech.texts_since(mark) == [], f"the voice spoke while off: {speech.texts_since(mark)}"
