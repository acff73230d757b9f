"""A blind child hears the task, not only the cards: Orca says "Two yellow squares"
as a level opens, again on the hear-the-task key or menu item, says Well done with the stars, and
says where the game is at start-up without a key press. Every check is Orca's own speech."""
import os

from harness import build_gtk_program, key, move_mouse_away
from game import argv, finish_level, open_the_menu, walk_the_menu_to, write_settings

TASK = "Two yellow squares"
STANDIN_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "standin", "standin.c")


def open_level_one_from_home(app, orca):
    app.wait_for_focus(name="Level 1")
    orca.wait_for_silence()
    mark = orca.mark()
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    return mark


def test_orca_says_the_task_with_the_first_card_when_a_level_opens(launch, orca):
    app = launch(argv())
    mark = open_level_one_from_home(app, orca)
    said = orca.wait_for_speech(TASK, timeout=15, since=mark)
    card = orca.wait_for_speech("Card 1, face down", timeout=15, since=mark)
    lines = orca.lines_since(mark)
    # "with the first card": the task comes in the card's own announcement, not after a delay.
    assert lines.index(said) - lines.index(card) <= 1, lines


def test_the_hear_the_task_key_says_it_again_wherever_focus_is(launch, orca):
    app = launch(argv())
    open_level_one_from_home(app, orca)
    key("Right")
    app.wait_for_focus(name_prefix="Card 2,")
    orca.wait_for_speech("Card 2", timeout=15)
    for _ in range(2):  # twice in a row: a repeated request is said again
        orca.wait_for_silence()
        mark = orca.mark()
        key("t")
        orca.wait_for_speech(TASK, timeout=15, since=mark)
    # On the Home button too.
    key("shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab")  # card 1, Show me, the speaker, Home
    app.wait_for_focus(name="Home")
    orca.wait_for_silence()
    mark = orca.mark()
    key("t")
    orca.wait_for_speech(TASK, timeout=15, since=mark)


def t_says_nothing(app, orca):
    """From card 1, Right to card 2, then T and Right again: Orca says card 3 and not the task.
    (Right proves T was handled before we look: its card is said after.)"""
    key("Right")
    app.wait_for_focus(name_prefix="Card 2,")
    orca.wait_for_speech("Card 2", timeout=15)
    orca.wait_for_silence()
    mark = orca.mark()
    key("t", "Right")
    orca.wait_for_speech("Card 3", timeout=15, since=mark)
    assert not any(TASK in line for line in orca.lines_since(mark)), orca.lines_since(mark)


def hear_the_task_from_the_menu(app, orca, back_on):
    """With focus on a menu's Hear the task: Return closes the menu, focus is back on card
    `back_on`, and Orca says the task."""
    app.wait_for_focus(role="menu item", name="Hear the task")
    orca.wait_for_silence()
    mark = orca.mark()
    key("Return")
    app.wait_for_focus(name_prefix=f"Card {back_on},")
    orca.wait_for_speech(TASK, timeout=15, since=mark)


def test_the_hear_the_task_key_can_be_remapped_and_turned_off(launch, orca):
    write_settings(hearTaskKey="h")
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    t_says_nothing(app, orca)
    orca.wait_for_silence()
    mark = orca.mark()
    key("h")
    orca.wait_for_speech(TASK, timeout=15, since=mark)


def test_the_card_actions_menu_offers_hear_the_task(launch, orca):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    move_mouse_away()  # a keyboard player has no pointer resting on the menu
    key("shift+F10")
    app.wait_for_focus(role="menu item", name="Flip")
    key("Up")  # the menu wraps round to its last items: Start over, then Hear the task
    app.wait_for_focus(role="menu item", name="Start over")
    key("Up")
    hear_the_task_from_the_menu(app, orca, back_on=1)


def test_orca_says_well_done_with_the_stars_and_the_focused_button(launch, orca):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    mark = orca.mark()
    finish_level(app)
    app.wait_for_focus(name="Next level")
    title = orca.wait_for_speech("Well done", timeout=15, since=mark)
    orca.wait_for_speech("3 of 3 stars", timeout=15, since=mark)
    button = orca.wait_for_speech("Next level", timeout=15, since=mark)
    lines = orca.lines_since(mark)
    assert lines.index(title) <= lines.index(button), lines
    assert "dialog" in title, f"Orca did not say Well done is a dialog: {title!r}"


def test_orca_says_the_game_and_its_focus_at_start_up_without_a_key(launch, orca):
    mark = orca.mark()
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    orca.wait_for_speech("Level 1", timeout=15, since=mark)
    orca.wait_for_speech("Shape Shuffle", timeout=15, since=mark)


def test_with_single_keys_off_t_is_silent_and_the_f10_menu_says_the_task(launch, orca):
    write_settings(singleKeyShortcuts=False)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    t_says_nothing(app, orca)
    move_mouse_away()  # a keyboard player has no pointer resting on the menu
    open_the_menu()
    walk_the_menu_to(app, "Hear the task")
    hear_the_task_from_the_menu(app, orca, back_on=3)


def test_started_from_another_program_orca_says_the_window_then_level_1(launch, orca, tmp_path):
    # As from a terminal or a launcher: another program had focus, and Orca had spoken it.
    other = launch([build_gtk_program(STANDIN_SOURCE, tmp_path / "standin")], name="shape-shuffle-standin")
    other.wait_for_focus(role="push button", name="Red")
    key("Tab")
    orca.wait_for_speech("Green push button", timeout=15)
    mark = orca.wait_for_silence()
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    level = orca.wait_for_speech("Level 1 push button", timeout=15, since=mark)
    window = orca.wait_for_speech("Shape Shuffle", timeout=15, since=mark)
    lines = orca.lines_since(mark)
    assert lines.index(window) <= lines.index(level), lines
