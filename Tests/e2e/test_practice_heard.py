"""A practice heard: Orca says Home's Practice button by name, and the game's own voice says each
practice level's task, as for any level, and that the practice is done at its end."""
from harness import SpeechDispatcherStandIn, key
from game import argv, finish_level, prompt_text
from practice_ui import SMALL_PRACTICE, focus_practice_button, write_practice
from settings_ui import private_dirs


def test_orca_says_the_practice_button(launch, orca, tmp_path):
    app = launch(argv(), env=private_dirs(tmp_path))
    app.wait_for_focus(name="Level 1")
    orca.wait_for_silence()
    mark = orca.mark()
    focus_practice_button(app)
    said = orca.wait_for_speech("Practice", timeout=15, since=mark)
    assert "button" in said.lower() or any("button" in line.lower() for line in orca.lines_since(mark)), said


def test_the_voice_says_each_practice_task_and_that_the_practice_is_done(launch, tmp_path):
    practice = write_practice(tmp_path / "practice.json", dict(SMALL_PRACTICE, levels=2))
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--practice", practice), env=dict(private_dirs(tmp_path), **speech.env))
        app.wait_for_focus(name="Level 1")
        focus_practice_button(app)
        key("Return")
        for level in (1, 2):
            app.wait_for_focus(name_prefix="Card 1,")
            speech.wait_for(f"Your task: {prompt_text(app)}.", timeout=10)
            finish_level(app)
            if level == 1:
                app.wait_for_focus(name="Next level")
                key("Return")
        speech.wait_for("Practice done! Well done!", timeout=10)


def test_find_reaches_the_practice_button(launch, tmp_path):
    from harness import type_text
    app = launch(argv(), env=private_dirs(tmp_path))
    app.wait_for_focus(name="Level 1")
    key("ctrl+f")
    app.wait_for_focus(role="entry")
    type_text("practice")
    key("Return")
    app.wait_for_focus(role="push button", name="Practice")
