"""No key or click may crash the game or trap the player: thousands of seeded random
key presses and clicks, with GTK criticals made fatal. MONKEY_EVENTS sets how many (5000 by
default) a run; MONKEY_SEED gives the seeds (several, separated by commas, run one after the
other), or MONKEY_RUNS sets how many fresh seeds to draw (one by default); each seed is printed. Each run's
events and the game's output are kept in MONKEY_OUT (.build/monkey by default); MONKEY_REPLAY
sends a recording again, MONKEY_REPLAY_DELAY seconds apart."""
import os
import random
import re
import shutil

import pytest
import subprocess
import time

from harness import click, describe, is_focusable, key, press_and_hold, role_name, states, top_level, wait_until
from game import argv, card, face_up_name
from grown_up import write_device
from monkey import (FATAL_CRITICALS, HOLD_SECONDS, KEYS, LOCKED_KEYS, Recorder, click_box, event_count, main_x_window,
                    quick_long_press, random_events, recorded_batches, replay_delay, replay_file, seeds, send)

BATCH = 10
CHECK_EVERY = 500


def reaches_focus_after_escape(app):
    """Escape (a few times, to leave dialogs, menus and Find) then Tab must land on an element
    that has keyboard focus and can take it: there is no trap and focus is never nowhere.
    Returns that element."""
    if not game_has_x_focus(app):
        # Random pointer input now and then puts openbox into its window menu or an interactive
        # move, which takes X focus; a person would press Escape and click the game's window.
        print(f"X focus was outside the game ({situation(app)}); giving it back")
        give_x_focus_back(app)
    key("Escape", "Escape", "Escape")
    key("Tab")

    def landed():
        current = app.focused()
        return current if current is not None and is_focusable(current) else None
    try:
        return wait_until(landed, timeout=5)
    except AssertionError:
        raise AssertionError("Tab after Escape reached no focused element; " + situation(app)) from None


def xdotool_output(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=10).stdout.strip()


def game_has_x_focus(app):
    """Whether the X window with input focus belongs to the game (a dialog's accessible never
    shows 'active', so ask X)."""
    return xdotool_output("getwindowfocus", "getwindowpid") == str(app.process.pid)


def give_x_focus_back(app):
    """Activate the game's modal dialog, or its main window when none is open, through the
    window manager, and wait until X focus is there."""
    # Escape first ends an open window-manager menu or move, which holds the keyboard.
    key("Escape")
    modal = [w.name for w in app.windows() if "modal" in states(w)]
    wanted = modal[0] if modal else app.window().name
    for wid in xdotool_output("search", "--onlyvisible", "--pid", str(app.process.pid)).split():
        if xdotool_output("getwindowname", wid) == wanted:
            xdotool_output("windowactivate", wid)
            break
    wait_until(lambda: game_has_x_focus(app), timeout=5,
               message=f"X focus never came back to {wanted!r}: {situation(app)}")


def restore_windows(app):
    """Ask the window manager to show every window of the game again (as a task bar would)."""
    key("Escape")
    names = {w.name for w in app.windows()}
    for wid in xdotool_output("search", "--pid", str(app.process.pid)).split():
        if xdotool_output("getwindowname", wid) in names:
            xdotool_output("windowactivate", wid)


def situation(app):
    """Which X window has input focus, and the game's windows with their states."""
    windows = ", ".join(f"{describe(w)} {sorted(states(w))}" for w in app.windows())
    visible = [xdotool_output("getwindowname", wid)
               for wid in xdotool_output("search", "--onlyvisible", "--pid", str(app.process.pid)).split()]
    return (f"X focus is on {xdotool_output('getwindowfocus', 'getwindowname')!r}; windows: {windows}; "
            f"mapped X windows: {visible}")


OUT = os.environ.get("MONKEY_OUT", os.path.join(os.path.dirname(__file__), "..", "..", ".build", "monkey"))


def batches(run_seed, total, keys=KEYS):
    """The batches to send: a recording's (MONKEY_REPLAY), or seeded random ones."""
    if replay_file():
        yield from recorded_batches(replay_file())
        return
    rng = random.Random(run_seed)
    sent = 0
    while sent < total:
        batch = random_events(rng, min(BATCH, total - sent), keys)
        sent += len(batch)
        yield batch


def test_a_monkey_hold_is_a_long_press_in_the_monkeys_game(launch, tmp_path):
    """The monkey's holds stand for a child's long press only while they outlast its game's: a
    card held that long is pinned."""
    app = launch(argv("--level", "1"), env=quick_long_press(str(tmp_path)))
    app.wait_for_focus(name_prefix="Card 1,")
    click(card(app, 1))
    wait_until(lambda: face_up_name(lambda: card(app, 1).name), message="a click did not turn card 1 over")
    press_and_hold(card(app, 1), seconds=HOLD_SECONDS)
    wait_until(lambda: card(app, 1).name.endswith(", pinned"), timeout=3,
               message=f"a hold of {HOLD_SECONDS} s did not pin card 1: the monkey's holds are no long presses")


@pytest.mark.parametrize("run_seed", seeds())
def test_random_keys_and_clicks_neither_crash_nor_trap(launch, run_seed, tmp_path):
    total = event_count()
    if replay_file():
        name = "replay-" + os.path.basename(replay_file()).removesuffix(".events")
        print(f"monkey replaying {replay_file()}")
    else:
        name = f"seed-{run_seed}"
        print(f"monkey seed {run_seed}, {total} events (replay with MONKEY_SEED={run_seed}, or "
              f"MONKEY_REPLAY={OUT}/{name}.events)")
    recorder = Recorder(os.path.join(OUT, f"{name}.events"))
    app = launch(argv(), env={**FATAL_CRITICALS, **quick_long_press(str(tmp_path))})
    try:
        play(app, run_seed, total, recorder)
    finally:
        recorder.close()
        shutil.copy(app.stderr_path, os.path.join(OUT, f"{name}.log"))


def play(app, run_seed, total, recorder, keys=KEYS):
    app.wait_for_focus(role="push button", name="Level 1")
    wid = main_x_window(app)
    box = click_box(app.process.pid, wid)
    started = time.monotonic()
    sent = 0
    previous = []
    try:
        for batch in batches(run_seed, total, keys):
            # Clicks must stay on the game: one on the desktop opens the window manager's menu.
            # (A window being mapped or unmapped can be missed for a moment.)
            try:
                box = wait_until(lambda: click_box(app.process.pid, wid), timeout=1)
            except AssertionError:
                # A window menu (GTK's own, on a dialog's header bar) can minimise the game.
                print(f"after {sent} events the game shows no window (last events {previous}; "
                      f"{situation(app)}); restoring it")
                restore_windows(app)
                try:
                    box = wait_until(lambda: click_box(app.process.pid, wid), timeout=5)
                except AssertionError:
                    raise AssertionError(f"the game's windows never came back; {situation(app)}") from None
            recorder.batch(batch)
            send(batch, box, replay_delay())
            previous = batch
            sent += len(batch)
            assert app.process.poll() is None, f"the game exited with {app.process.returncode}"
            if sent % CHECK_EVERY == 0:
                landed = reaches_focus_after_escape(app)
                print(f"{sent} events, {time.monotonic() - started:.1f} s: focus on {describe(landed)} "
                      f"in {describe(top_level(landed))}")
        reaches_focus_after_escape(app)
        assert app.process.poll() is None, f"the game exited with {app.process.returncode}"
        assert app.find_all(role="frame"), "AT-SPI no longer answers for the game"
        assert role_name(app.window()) == "frame"
    except BaseException:
        print(f"MONKEY FAILED after {sent} events with seed {run_seed} "
              f"(replay: MONKEY_SEED={run_seed} MONKEY_EVENTS={total}, or MONKEY_REPLAY={recorder.path})")
        raise
    print(f"{sent} events in {time.monotonic() - started:.1f} s")


# The lock's own seeds in `make test` (MONKEY_LOCK_SEED for other events, MONKEY_GATE_SEED for
# other codes): one run, so it stays one test. Each try passes by chance once in 10,000 and a run
# meets some tens of tries, so with fresh codes a run would fail now and then for nothing; seeded
# codes make a chance pass replayable instead.
LOCK_SEED = int(os.environ.get("MONKEY_LOCK_SEED", "3141592653"))
GATE_SEED = os.environ.get("MONKEY_GATE_SEED", "2718281828")
# A window the trace shows being shown, by its title.
SHOWN = re.compile(r'^trace \S+ show \S+ 0x[0-9a-f]+ "([^"]*)"', re.M)


def test_random_play_never_passes_the_grown_up_lock(launch, tmp_path):
    """With the lock on, random keys (digits and Ctrl+Q among them) and clicks open the lock
    often, and never Settings, Start over, or Quit. The widget trace sees every window shown."""
    write_device(grownUpLock=True)
    total = event_count()
    name = f"lock-seed-{LOCK_SEED}"
    print(f"monkey against the lock, seed {LOCK_SEED}, {total} events (MONKEY_LOCK_SEED={LOCK_SEED} "
          f"MONKEY_GATE_SEED={GATE_SEED})")
    recorder = Recorder(os.path.join(OUT, f"{name}.events"))
    app = launch(argv(), env={**FATAL_CRITICALS, **quick_long_press(str(tmp_path)), "SHAPE_SHUFFLE_TRACE_WIDGETS": "1",
                              "SHAPE_SHUFFLE_GATE_SEED": GATE_SEED})
    try:
        play(app, LOCK_SEED, total, recorder, keys=LOCKED_KEYS)
    finally:
        recorder.close()
        shutil.copy(app.stderr_path, os.path.join(OUT, f"{name}.log"))
    shown = SHOWN.findall(app.stderr_text())
    gate_openings = shown.count("For grown-ups")
    print(f"the lock was shown {gate_openings} times; windows shown: {sorted(set(shown))}")
    assert "Settings" not in shown, "random play got past the lock into Settings"
    assert not [title for title in shown if title.startswith("Start this level over?")], \
        "random play got past the lock to Start over"
    assert gate_openings >= 5, f"random play met the lock only {gate_openings} times: the test proves little"
