"""What a teacher sets up for one child: a practice of three numbers and two colours, with cards
face up and Show me. The child finishes the whole practice by keyboard, pressing only Show me (M)
and Add (A): every card is face up from the start and inside the choice, and each Show me moves
focus to a card the task needs."""

from harness import key, wait_until
from game import argv, card_attribute, card_names, focused_name
from practice_ui import ALLOWED_FACES, SMALL_PRACTICE, focus_practice_button, write_practice
from saves_before_start import Saves
from settings_ui import private_dirs


def test_a_child_finishes_a_teachers_practice_with_cards_face_up_and_show_me(launch, tmp_path):
    env = private_dirs(tmp_path)
    Saves(tmp_path).settings(cardsFaceUp=True, reducedMotion=True)
    app = launch(argv("--practice", write_practice(tmp_path / "practice.json")), env=env)
    app.wait_for_focus(name="Level 1")
    focus_practice_button(app)
    key("Return")
    presses = 0
    for level in range(1, SMALL_PRACTICE["levels"] + 1):
        app.wait_for_focus(name_prefix="Card 1,")
        names = card_names(app)
        assert not [n for n in names if "face down" in n], f"practice level {level}: cards face down {names}"
        outside = [n for n in names if card_attribute(n) not in ALLOWED_FACES]
        assert not outside, f"practice level {level}: cards outside the choice {outside}"
        for _ in range(8):
            if app.find_all(role="dialog", name_contains="Well done") or app.find_all(role="dialog",
                                                                                         name_contains="Practice done"):
                break
            before = focused_name(app)
            key("m")
            presses += 1
            shown = wait_until(lambda: focused_name(app) if focused_name(app).startswith("Card ")
                               and "on the board" not in focused_name(app) and app.focused().description.startswith(
                                   "Here is a card you need") else None,
                               message=f"Show me rang no card (focus on {before!r})")
            key("a")
            presses += 1
            wait_until(lambda: focused_name(app) != shown or app.find_all(role="dialog"),
                       message=f"A on {shown!r} did not put it on the board")
        else:
            raise AssertionError(f"practice level {level} was not finished with Show me")
        if level < SMALL_PRACTICE["levels"]:
            app.wait_for_focus(name="Next level")
            key("Return")
    app.find_one(role="dialog", name_contains="Practice done", timeout=5)
    print(f"practice of {SMALL_PRACTICE['levels']} levels finished with {presses} presses of M and A")
