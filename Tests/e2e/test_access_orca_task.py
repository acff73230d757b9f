"""A blind child hears the task (issue 10): Orca, the real screen reader, says it with the first
card when a level opens, again whenever the hear-the-task key or menu item asks for it, and says
the Well done dialog and, at start-up, the focused Level 1 with no key press. Its speech is read
back as text."""
import os
import re

from harness import build_gtk_program, key, wait_until
from game import argv, finish_level
from test_access_shortcuts import launch_with_settings

TASK = "Two yellow squares."
STANDIN_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "standin", "standin.c")


def task_lines(orca, since):
    return [line for line in orca.lines_since(since) if line.startswith(TASK)]


def test_orca_says_level_1_at_start_up_with_no_key_press(launch, orca):
    mark = orca.mark()
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    orca.wait_for_speech("Level 1 push button", timeout=15, since=mark)
    orca.wait_for_speech("Not played yet", timeout=15, since=mark)


def test_started_from_another_program_orca_says_the_window_and_level_1(launch, orca, tmp_path):
    # As from a terminal or a launcher: another program had focus, and Orca had spoken it.
    other = launch([build_gtk_program(STANDIN_SOURCE, tmp_path / "standin")], name="shape-shuffle-standin")
    other.wait_for_focus(role="push button", name="Red")
    key("Tab")
    orca.wait_for_speech("Green push button", timeout=15)
    mark = orca.wait_for_silence()
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    # Orca says the window's name ("Shape Shuffle frame.", or just "Shape Shuffle"), then Level 1.
    window = orca.wait_for_speech("Shape Shuffle", timeout=15, since=mark)
    level = orca.wait_for_speech("Level 1 push button", timeout=15, since=mark)
    said = orca.lines_since(mark)
    assert said.index(window) < said.index(level), said


def test_opening_level_1_from_home_with_enter_says_the_task_with_the_first_card(launch, orca):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    orca.wait_for_speech("Level 1 push button", timeout=15)
    mark = orca.wait_for_silence()
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    card = orca.wait_for_speech("Card 1, face down push button", timeout=15, since=mark)
    task = orca.wait_for_speech(TASK, timeout=15, since=mark)
    said = orca.lines_since(mark)
    # The task comes straight after the card's name, before its row and column.
    assert said.index(task) == said.index(card) + 1, said
    assert task.startswith(TASK + " Row 1, column 1."), task


def test_the_hear_the_task_key_says_it_again_each_time_on_a_card_and_on_home(launch, orca):
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    orca.wait_for_speech(TASK, timeout=15)
    mark = orca.wait_for_silence()
    key("t")
    wait_until(lambda: len(task_lines(orca, mark)) == 1, timeout=15,
               message=f"T did not say the task: {orca.lines_since(mark)}")
    mark = orca.wait_for_silence()
    key("t")
    wait_until(lambda: len(task_lines(orca, mark)) == 1, timeout=15,
               message=f"T did not say the task a second time: {orca.lines_since(mark)}")
    key("Right")
    app.wait_for_focus(name_prefix="Card 2,")
    orca.wait_for_speech("Card 2, face down", timeout=15, since=mark)
    mark = orca.wait_for_silence()
    key("t")
    said = orca.wait_for_speech(TASK, timeout=15, since=mark)
    assert "Row 1, column 2." in said, said
    # The Home button of the level says it too.
    key("Home")
    app.wait_for_focus(name_prefix="Card 1,")
    key("shift+Tab")
    app.wait_for_focus(role="push button", name="Home")
    mark = orca.wait_for_silence()
    key("t")
    orca.wait_for_speech(TASK, timeout=15, since=mark)


def test_a_remapped_hear_the_task_key_works_and_t_no_longer_does(launch, orca):
    app = launch_with_settings(launch, {"hearTaskKey": "h"}, "--level", "1")
    app.wait_for_focus(name_prefix="Card 1,")
    orca.wait_for_speech(TASK, timeout=15)
    mark = orca.wait_for_silence()
    # Keys are handled in order: had T said the task, it would be said before H's.
    key("t")
    key("h")
    orca.wait_for_speech(TASK, timeout=15, since=mark)
    orca.wait_for_silence()
    assert len(task_lines(orca, mark)) == 1, orca.lines_since(mark)


def test_with_single_keys_off_t_is_silent_but_the_f10_menu_says_the_task(launch, orca):
    app = launch_with_settings(launch, {"singleKeyShortcuts": False}, "--level", "1")
    app.wait_for_focus(name_prefix="Card 1,")
    orca.wait_for_speech(TASK, timeout=15)
    mark = orca.wait_for_silence()
    key("t")
    key("F10")
    app.wait_for_focus(role="menu item")
    for _ in range(4):
        if app.focused().name == "Hear the task":
            break
        key("Down")
        wait_until(lambda: app.focused() is not None and app.focused().name != "", timeout=5)
    app.wait_for_focus(role="menu item", name="Hear the task")
    before_choice = len(task_lines(orca, mark))
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    wait_until(lambda: len(task_lines(orca, mark)) > before_choice, timeout=15,
               message=f"the menu item did not say the task: {orca.lines_since(mark)}")
    assert before_choice == 0, f"T said the task with single keys off: {orca.lines_since(mark)}"


def test_orca_says_the_well_done_dialog_its_stars_and_its_focused_button(launch, orca):
    app = launch(argv("--level", "1"))
    finish_level(app)
    app.wait_for_focus(name="Next level")
    title = orca.wait_for_speech("Well done", timeout=15)
    assert re.search(r"\b[123] of 3 stars\b", title), title
    button = orca.wait_for_speech("Next level push button", timeout=15)
    said = orca.lines()
    assert said.index(title) < said.index(button), said
