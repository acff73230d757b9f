"""A practice of numbers 1–3 and colours red and blue, given with --practice FILE, played to its
end by keyboard: Home's Practice button opens it, every card of every level shows only a chosen
value, each level shows where it stands ("Practice: 2 of 3"), Next level goes through the practice, and after the last level the practice is done and
Home comes back with nothing of the practice left in play."""
import json
import os

from harness import key, wait_until
from game import argv, card_names, finish_level, focused_name, prompt_text
from practice_ui import ALLOWED_FACES, SMALL_PRACTICE, focus_practice_button, read_every_face, write_practice
from settings_ui import private_dirs


def test_a_small_practice_played_to_the_end_deals_only_chosen_values(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch(argv("--practice", write_practice(tmp_path / "practice.json")), env=env)
    app.wait_for_focus(name="Level 1")
    button = focus_practice_button(app)
    assert "practice" in button.description.lower()
    key("Return")
    prompts = []
    for level in range(1, SMALL_PRACTICE["levels"] + 1):
        app.wait_for_focus(name_prefix="Card 1,")
        # Where the child is in the practice, on the level itself.
        app.find_one(role="label", name=f"Practice: {level} of {SMALL_PRACTICE['levels']}", timeout=5)
        assert len(card_names(app)) == SMALL_PRACTICE["cardsPerLevel"]
        prompts.append(prompt_text(app))
        faces = read_every_face(app, SMALL_PRACTICE["cardsPerLevel"])
        outside = {n: face for n, face in faces.items() if face not in ALLOWED_FACES}
        assert not outside, f"practice level {level} ({prompts[-1]!r}) deals cards outside the choice: {outside}"
        # Back to card 1, face down or up, and play the level as a reading child does.
        key("Home")
        app.wait_for_focus(name_prefix="Card 1,")
        finish_level(app)
        if level < SMALL_PRACTICE["levels"]:
            app.find_one(role="dialog", name_contains="Well done", timeout=5)
            app.wait_for_focus(name="Next level")
            key("Return")
    app.find_one(role="dialog", name_contains="Practice done", timeout=5)
    home = app.wait_for_focus(name="Home")
    assert "Practice done" in home.description
    key("Return")
    wait_until(lambda: focused_name(app).startswith("Level "), message="the practice's end did not go Home")
    progress = os.path.join(env["XDG_DATA_HOME"], "shape-shuffle", "progress.json")
    assert not os.path.exists(progress), "a practice level was counted as progress of the game"


def test_a_practice_level_left_unfinished_is_dropped_not_kept_in_play(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch(argv("--practice", write_practice(tmp_path / "practice.json")), env=env)
    app.wait_for_focus(name="Level 1")
    focus_practice_button(app)
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    key("space")
    wait_until(lambda: "face down" not in focused_name(app), message="Space did not turn card 1 up")
    key("Escape")
    level_one = app.wait_for_focus(name="Level 1")
    assert "in play" not in level_one.description.lower()
    in_play = os.path.join(env["XDG_DATA_HOME"], "shape-shuffle", "levels-in-play.json")
    if os.path.exists(in_play):
        with open(in_play) as file:
            assert json.load(file).get("levels") == {}


def test_a_bad_practice_file_names_the_file_and_the_field_and_exits_non_zero(tmp_path):
    import subprocess
    bad = write_practice(tmp_path / "bad.json", dict(SMALL_PRACTICE, colours=["red", "magenta"]))
    result = subprocess.run(argv("--practice", bad), capture_output=True, text=True, timeout=20)
    assert result.returncode != 0
    assert f"{bad}: colours[1]: unknown colour \"magenta\"" in result.stderr
    assert "Traceback" not in result.stderr and "Fatal error" not in result.stderr
