"""The shortest key and click sequences that once made the monkey test fail, replayed on
purpose, with GTK criticals fatal. Each names what it broke; the launch fixture fails the test on
any critical the game logged."""
import subprocess

from harness import wait_until
from game import argv


def storm(app, keys, rounds, delay_ms):
    """Press the keys, in order, rounds times, delay_ms apart, in one xdotool call a round."""
    for done in range(rounds):
        subprocess.run(["xdotool", "key", "--delay", str(delay_ms), *keys], check=True, timeout=30)
        assert app.process.poll() is None, f"the game exited with {app.process.returncode} after {done + 1} rounds"


def still_plays(app):
    """The game still answers: Tab lands on a focused element of its main window."""
    subprocess.run(["xdotool", "key", "Escape", "Tab"], check=True, timeout=10)
    wait_until(lambda: app.focused() is not None, timeout=5, message="no element has focus after the storm")


def test_a_dialog_opened_and_closed_at_once_leaves_nothing_behind(launch):
    # The window manager's ConfigureNotify for a dialog destroyed a moment after it was mapped
    # used to reach GTK's size handler for the freed window (gtk_widget_measure criticals).
    # F1 then Escape, 10 ms apart, hit it within a few dozen rounds before the fix.
    app = launch(argv(), env={"G_DEBUG": "fatal-criticals"})
    app.wait_for_focus(role="push button", name="Level 1")
    storm(app, ["F1", "Escape"], rounds=100, delay_ms=10)
    still_plays(app)
