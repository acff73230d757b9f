"""The harness checks itself against a small stand-in GTK4 program (standin/standin.c): if these
pass, keys, clicks, AT-SPI reading, window geometry, screenshots and Orca capture all work here."""
import os
import re
import signal
import threading
import time

import pytest

from harness import (App, build_gtk_program, click, describe, double_click, key, name, press_and_hold,
                     right_click, role_name, screen_extents, screenshot, states, text, top_level,
                     type_text, wait_until)

STANDIN_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "standin", "standin.c")
MAGENTA = (255, 0, 255)  # the stand-in's keyboard focus ring


@pytest.fixture(scope="session")
def standin_binary(tmp_path_factory):
    return build_gtk_program(STANDIN_SOURCE, tmp_path_factory.mktemp("standin") / "standin")


@pytest.fixture
def standin(launch, standin_binary):
    return launch([standin_binary], name="shape-shuffle-standin")


def status(app):
    """The text of the stand-in's status label."""
    labels = app.find_all(role="label", predicate=lambda acc: name(acc).startswith(
        ("Nothing", "Pressed", "Right-clicked", "Held", "Chose")))
    assert len(labels) == 1, [describe(acc) for acc in labels]
    return name(labels[0])


def wait_for_status(app, expected):
    return wait_until(lambda: status(app) == expected, timeout=5,
                      message=f"status label never said {expected!r}; it says {status(app)!r}")


def wait_for_windows(app, roles):
    """Wait until the program's windows have exactly these roles, the active one first."""
    return wait_until(lambda: [role_name(w) for w in app.windows()] == roles, timeout=5,
                      message=f"windows never became {roles}; they are "
                              f"{[describe(w) for w in app.windows()]}")


def test_tab_and_shift_tab_move_focus_along_the_row(standin):
    first = standin.wait_for_focus(role="push button", name="Red")
    assert {"focusable", "focused"} <= states(first)
    key("Tab")
    standin.wait_for_focus(role="push button", name="Green")
    key("Tab")
    standin.wait_for_focus(role="push button", name="Blue")
    key("shift+Tab")
    standin.wait_for_focus(role="push button", name="Green")


def test_mouse_input_lands_on_the_element_under_it(standin):
    wait_for_status(standin, "Nothing pressed")
    click(standin.find_one(role="push button", name="Blue"))
    wait_for_status(standin, "Pressed Blue (1)")
    double_click(standin.find_one(role="push button", name="Red"))
    wait_for_status(standin, "Pressed Red (2)")
    right_click(standin.find_one(role="push button", name="Green"))
    wait_for_status(standin, "Right-clicked Green (1)")
    press_and_hold(standin.find_one(role="push button", name="Blue"))
    wait_for_status(standin, "Held Blue (2)")


def test_typed_text_reaches_the_entry(standin):
    notes = standin.find_one(role="text", name="Notes")
    click(notes)
    standin.wait_for_focus(role="text", name="Notes")
    typed = "Red wörld 3 ể 星"  # Latin-1, Vietnamese and CJK: characters off the US keymap
    type_text(typed)
    wait_until(lambda: text(notes) == typed, message=f"entry holds {text(notes)!r}")


def test_clicks_reach_a_popover_menu_in_a_client_decorated_window(standin):
    click(standin.find_one(role="push button", name="Menu"))
    click(standin.find_one(role="menu item", name="Add"))
    wait_for_status(standin, "Chose Add")
    standin.wait_for_focus(role="push button", name="Menu")


def test_dialog_takes_focus_and_escape_gives_it_back(standin):
    key("Tab", "Tab", "Tab", "Tab")
    standin.wait_for_focus(role="push button", name="Open dialog")
    key("Return")
    # GTK 4.8 names a GtkDialog's own buttons twice over ("OK OK").
    inside = standin.wait_for_focus(role="push button", name_prefix="OK")
    dialog = top_level(inside)
    assert (role_name(dialog), name(dialog)) == ("dialog", "Stand-in dialog")
    assert "modal" in states(dialog)
    key("Escape")
    standin.wait_for_focus(role="push button", name="Open dialog")
    wait_for_windows(standin, ["frame"])


def test_clicks_reach_a_dialog_window(standin):
    click(standin.find_one(role="push button", name="Open dialog"))
    ok = standin.wait_for_focus(role="push button", name_prefix="OK")
    click(ok)
    wait_for_windows(standin, ["frame"])
    standin.wait_for_focus(role="push button", name="Open dialog")


def test_screenshot_shows_the_focus_ring_around_the_focused_button(standin):
    key("Tab")
    green = standin.wait_for_focus(role="push button", name="Green")
    red = standin.find_one(role="push button", name="Red")

    def ring_pixels(acc):
        # GTK 4.8 extents are the content box; the ring sits outside padding and border.
        x, y, width, height = screen_extents(acc)
        return screenshot().count_colour(MAGENTA, (x - 25, y - 12, width + 50, height + 24))

    wait_until(lambda: ring_pixels(green) > 200, message="no magenta ring around Green")
    assert ring_pixels(red) == 0


def test_orca_speaks_the_name_of_the_focused_button(standin, orca):
    mark = orca.mark()
    key("Tab")
    standin.wait_for_focus(role="push button", name="Green")
    spoken = orca.wait_for_speech("Green", since=mark)
    assert "push button" in spoken
    mark = orca.mark()
    key("Tab")
    standin.wait_for_focus(role="push button", name="Blue")
    assert "Blue" in orca.wait_for_speech("Blue", since=mark)
    assert not any("Green" in line for line in orca.lines_since(mark))


class _Answering:
    """An element whose every AT-SPI call fails with `error`."""

    def __init__(self, error):
        self.error = error

    def __getattr__(self, attribute):
        raise self.error

    def getRoleName(self):
        raise self.error


def test_an_atspi_error_fails_a_search_but_a_vanished_element_is_no_match():
    from gi.repository import GLib
    from harness import AtspiError, find_all

    gone = GLib.GError("The application no longer exists")
    assert find_all(_Answering(gone), role="push button") == []
    unexported = GLib.GError("No such interface “org.a11y.atspi.Accessible” on object at path "
                             "/io/github/shapeshuffle/ShapeShuffle/a11y/1f45b1fb")
    assert find_all(_Answering(unexported), role="push button") == []
    # The same element asked again a moment after GTK dropped it (a closing dialog's).
    dropped = GLib.GError("Object does not exist at path “/io/github/shapeshuffle/ShapeShuffle/a11y/c2358c76”")
    assert find_all(_Answering(dropped), role="push button") == []
    broken = GLib.GError("Timeout was reached")
    with pytest.raises(AtspiError):
        find_all(_Answering(broken), role="push button")
    with pytest.raises(AtspiError):  # and a wait ends at once instead of polling on
        wait_until(lambda: not find_all(_Answering(broken), role="dialog"), timeout=30)


def test_a_program_kept_from_running_for_two_seconds_still_answers(standin):
    """On a loaded machine a program can be kept from running for a while. libatspi's own 800 ms
    would fail a query then, as if the program had hung: the stand-in, stopped for 2 s past its
    start-up, is still found, and the query waited for it."""
    from gi.repository import Atspi
    from harness.tree import CALL_TIMEOUT_MS

    Atspi.set_timeout(CALL_TIMEOUT_MS, 0)  # no start-up grace: as for a game long in play
    pid = standin.process.pid
    os.kill(pid, signal.SIGSTOP)
    waking = threading.Timer(2.0, os.kill, (pid, signal.SIGCONT))
    waking.start()
    try:
        started = time.monotonic()
        found = standin.find_all(role="push button")
        waited = time.monotonic() - started
    finally:
        waking.join()
        Atspi.set_timeout(CALL_TIMEOUT_MS, 15000)
    assert found and waited >= 1.9, f"found {len(found)} buttons after {waited:.1f} s"


def test_a_search_in_a_program_that_exited_fails(standin):
    standin.close()
    with pytest.raises(AssertionError, match="exited"):
        standin.find_all(role="push button")


def test_a_crash_is_told_with_every_threads_backtrace(standin_binary):
    """A program that dies of a signal fails the test with a backtrace of each of its threads,
    with their functions' names, read from its core."""
    with pytest.raises(AssertionError) as failure:
        with App([standin_binary], name="shape-shuffle-standin", env={"STANDIN_CRASH": "1"}) as app:
            app.wait_for_app()
            app.wait_for_focus(role="push button", name="Red")
            key("space")
            wait_until(lambda: app.process.poll() is not None, message="the stand-in did not crash")
            app.find_all(role="push button")
    told = str(failure.value)
    print(told)
    assert "died of SIGSEGV" in told, told
    threads = re.findall(r"^Thread \d+ ", told, re.M)
    assert len(threads) >= 3, f"not every thread's backtrace: {threads}"
    assert re.search(r"#\d+ .*standin_crash_on_purpose", told), "the crashing frame is not named"
    assert re.search(r"#\d+ .*on_clicked", told), "the crashing thread's callers are not named"
    assert re.search(r"#\d+ .*standin_waiting_thread", told), "the other thread's frames are not named"
