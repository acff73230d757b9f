"""The grown-up lock in front of Settings, Start over and Quit: off unless a grown-up
turns it on; a grown-up passes it by reading the code's words and pressing the digits, with the
keyboard alone or the mouse alone; a wrong digit says so and draws a new code. It says what it
opens, its dots count the digits typed, and it keeps its size as codes change."""
from harness import click, description, extents, find_all, key, states, wait_until
from game import argv, open_the_menu
from grown_up import (code_of, digit_key, dots, gate, instruction, read_code, settings_open, wait_for_gate,
                      write_device)
from test_access_audit import audit_screen, check_tab_follows_reading_order


def test_without_the_lock_settings_open_at_once(launch):
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    key("ctrl+comma")
    wait_until(lambda: settings_open(app), message="Ctrl+comma did not open Settings")
    assert gate(app) is None


def test_a_grown_up_passes_the_lock_with_the_keyboard(launch):
    write_device(grownUpLock=True)
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    key("ctrl+comma")
    wait_for_gate(app)
    assert not settings_open(app), "Settings opened before the lock was passed"
    # Focus starts on Cancel; Escape closes the lock and nothing opens.
    app.wait_for_focus(role="push button", name="Cancel")
    key("Escape")
    wait_until(lambda: gate(app) is None, message="Escape did not close the lock")
    assert not settings_open(app)

    key("ctrl+comma")
    dialog = wait_for_gate(app)
    first = read_code(app)
    assert instruction(app).startswith("To open Settings, press"), instruction(app)
    assert dots(app).name == "0 of 4 digits entered"
    size = extents(dialog)[2:]
    # A wrong digit says so, on screen and on the focused key, and starts again with a new code;
    # the old code no longer opens it.
    key(str((int(first[0]) + 1) % 10))
    cancel = app.find_one(role="push button", name="Cancel")
    wait_until(lambda: description(cancel).startswith("Not quite: here is a new code. To open Settings, press"),
               message="a wrong digit did not say so and give a new code")
    assert find_all(dialog, role="label", name="Not quite: here is a new code.")
    second = code_of(description(cancel))
    assert second == read_code(app)
    assert extents(dialog)[2:] == size, "a new code changed the lock's size"
    # Each right digit fills a dot, and the focused key says how many are in.
    for typed, digit in enumerate(second[:3], start=1):
        key(digit)
        wait_until(lambda: dots(app).name == f"{typed} of 4 digits entered",
                   message=f"the dots did not count {typed} digits")
        assert description(cancel).startswith(f"{typed} of 4 digits entered."), description(cancel)
    assert not find_all(dialog, role="label", name="Not quite: here is a new code."), "the message outlived a right digit"
    assert extents(dialog)[2:] == size, "typing changed the lock's size"
    key(second[3])
    wait_until(lambda: settings_open(app), message="the right digits did not open Settings")
    assert gate(app) is None


def test_a_grown_up_passes_the_lock_with_the_mouse(launch):
    write_device(grownUpLock=True)
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    click(app.find_one(role="push button", name="Settings"))
    wait_for_gate(app)
    for digit in read_code(app):
        assert not settings_open(app)
        click(digit_key(app, digit))
    wait_until(lambda: settings_open(app), message="clicking the code did not open Settings")


def test_the_lock_passes_the_audit(launch):
    """Every key named, at least 44x44 px, one focus, Tab in reading order (1 to 9, 0, Cancel)."""
    write_device(grownUpLock=True)
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    key("ctrl+comma")
    dialog = wait_for_gate(app)
    app.wait_for_focus(role="push button", name="Cancel")
    stops = audit_screen(app, "grown-up lock", root=dialog)
    assert [acc.name for acc in stops] == list("1234567890") + ["Cancel"]
    check_tab_follows_reading_order(app, stops, "grown-up lock")


def test_quit_and_the_close_button_wait_behind_the_lock(launch):
    write_device(grownUpLock=True)
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    for way_out in ("alt+F4", "ctrl+q"):
        key(way_out)
        wait_for_gate(app)
        key("Escape")
        wait_until(lambda: gate(app) is None, message="Escape did not close the lock")
        assert app.process.poll() is None, f"{way_out} quit without the lock"
    key("ctrl+q")
    wait_for_gate(app)
    assert instruction(app).startswith("To quit the game, press"), instruction(app)
    for digit in read_code(app):
        key(digit)
    wait_until(lambda: app.process.poll() is not None, message="passing the lock did not quit")


def test_start_over_waits_behind_the_lock(launch):
    write_device(grownUpLock=True)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    open_the_menu()
    click(app.find_one(role="menu item", name="Start over"))
    wait_for_gate(app)
    assert instruction(app).startswith("To start this level over, press"), instruction(app)
    assert not app.find_all(role="dialog", name_prefix="Start this level over?")
    for digit in read_code(app):
        key(digit)
    app.wait_for_focus(role="push button", name="Keep playing")
    assert app.find_all(role="dialog", name_prefix="Start this level over?")


def test_the_third_wrong_try_says_why_the_lock_stays_shut(launch):
    """Three wrong tries: the lock does not vanish with no word. It says why, on screen and on
    Cancel, where focus goes; its keys stop answering; Escape closes it and nothing opens."""
    write_device(grownUpLock=True)
    app = launch(argv())
    app.wait_for_focus(role="push button", name="Level 1")
    key("ctrl+comma")
    dialog = wait_for_gate(app)
    def shown_code():
        return next((code_of(label.name) for label in find_all(dialog, role="label", name_prefix="To ")
                     if code_of(label.name)), None)
    for _ in range(3):
        code = read_code(app)
        key(str((int(code[0]) + 1) % 10))
        wait_until(lambda: gate(app) is None or shown_code() != code, message="a wrong digit changed nothing")
    assert gate(app) is not None, "the lock closed with no word after the third wrong try"
    told = "Three wrong tries: the lock stays shut.\nOpen it again for a new code."
    wait_until(lambda: find_all(dialog, role="label", name=told), message="the lock does not say why it stays shut")
    cancel = app.wait_for_focus(role="push button", name="Cancel")
    assert description(cancel) == told.replace("\n", " "), description(cancel)
    assert "enabled" not in states(digit_key(app, 5)), "the keypad still answers"
    key("5")
    key("Escape")
    wait_until(lambda: gate(app) is None, message="Escape did not close the lock")
    assert not settings_open(app)
