"""The grown-up lock is passed by a grown-up with one switch (the scan steps through the keypad)
or with Orca, which reads the code's words: the game's own voice never says them."""

from harness import SpeechDispatcherStandIn, hand_pause, key, wait_until
from game import argv, write_settings
from grown_up import code_of, gate, read_code, settings_open, wait_for_gate, write_device
from switch_players import one_switch_interval, press_when_the_scan_reaches

INTERVAL = one_switch_interval(0.7)
# The scan ignores a press this soon after a choice (a tremor's repeat), so a grown-up whose code
# repeats a digit presses again on the same key only after it.
COOL_DOWN = 0.5


def switch_press_on(app, name, timeout=20):
    """Wait for the scan to bring focus to the push button `name`, then press the switch."""
    press_when_the_scan_reaches(app, lambda element: element.name == name and element.role == "push button", repr(name))


def test_one_switch_passes_the_lock(launch):
    write_settings(scanningEnabled=True, scanningInterval=INTERVAL)
    write_device(grownUpLock=True)
    # A seeded code that presses the same key three times running: 6, 6, 6, 5.
    app = launch(argv(), env={"SHAPE_SHUFFLE_GATE_SEED": "7"})
    switch_press_on(app, "Settings")
    wait_for_gate(app)
    code = read_code(app)
    previous = None
    for digit in code:
        assert not settings_open(app)
        if digit == previous:
            hand_pause(COOL_DOWN + 0.15)
        switch_press_on(app, digit)
        previous = digit
    wait_until(lambda: settings_open(app), message=f"the switch pressed {code} but Settings did not open")
    assert gate(app) is None


def test_orca_reads_the_code_and_a_blind_grown_up_passes(launch, orca):
    write_device(grownUpLock=True)
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    mark = orca.mark()
    key("ctrl+comma")
    wait_for_gate(app)
    heard = orca.wait_for_speech("To open Settings, press", timeout=15, since=mark)
    code = code_of(heard)
    assert code is not None, f"Orca said no code: {heard!r}"
    assert code == read_code(app)
    # A wrong digit: Orca says so and reads the new code.
    mark = orca.mark()
    key(str((int(code[0]) + 1) % 10))
    heard = orca.wait_for_speech("Not quite: here is a new code", timeout=15, since=mark)
    new = code_of(heard) or code_of(orca.wait_for_speech("To open Settings, press", timeout=15, since=mark))
    assert new == read_code(app), (heard, new)
    # A right digit: Orca says how many are in.
    orca.wait_for_silence()
    mark = orca.mark()
    key(new[0])
    orca.wait_for_speech("1 of 4 digits entered", timeout=15, since=mark)
    for digit in new[1:]:
        key(digit)
    wait_until(lambda: settings_open(app), message="the code Orca read did not open Settings")


def test_the_games_own_voice_never_says_the_code(launch):
    """The voice talks to children: through a whole pass of the lock, a wrong digit included,
    it says none of the lock's words, while it goes on saying the level's."""
    write_device(grownUpLock=True)
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        speech.wait_for("Your task: Two yellow squares.")
        mark = speech.mark()
        key("ctrl+comma")
        wait_for_gate(app)
        code = read_code(app)
        key(str((int(code[0]) + 1) % 10))
        wait_until(lambda: read_code(app) and True, message="the lock lost its code")
        for digit in read_code(app):
            key(digit)
        wait_until(lambda: settings_open(app), message="the code did not open Settings")
        key("Escape")
        wait_until(lambda: not settings_open(app), message="Escape left Settings open")
        key("t")
        speech.wait_for("Your task: Two yellow squares.", since=mark)
        said = speech.texts_since(mark)
        print("the stand-in heard:", said)
        assert said == ["Your task: Two yellow squares."], said
