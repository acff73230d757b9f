"""Playing levels with the keyboard alone, as a child who does not read the prompt would: press A
on every card in turn. A wrong card counts a mistake and turns back; a right one goes to the
board; when every slot is filled the "Well done!" dialog opens with Next level focused, and Enter
deals the next level. The player is the tests' own (Tests/e2e/game.py finish_level); input is
real X key events (xdotool), and state is read through AT-SPI."""
import os
import tempfile
import time

from game import finish_level, well_done
from harness import App, description, key, memory_of, wait_until


def fresh_saves(env=None):
    """`env` with save folders of its own, so a run starts with nothing played: Home opens on
    Level 1 and no level is resumed half played."""
    saves = tempfile.mkdtemp(prefix="bench-saves-")
    return {**(env or {}), "XDG_DATA_HOME": os.path.join(saves, "data"),
            "XDG_CONFIG_HOME": os.path.join(saves, "config")}


def play_levels(argv, levels, cwd=None, env=None, settle=1.0):
    """Start at Home, open Level 1 with Enter, and play `levels` levels in a row through Next
    level. Returns (memory at Home after start, [memory with each level's dialog open], keys).
    Each run has fresh save folders, so every run starts at Level 1 with nothing played (Home
    opens on the next level to play)."""
    env = fresh_saves(env)
    with App(argv, name="shape-shuffle", env=env, cwd=cwd) as app:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(name="Level 1")
        time.sleep(settle)
        at_start = memory_of(app.process.pid)
        after_level = []
        keys = 0
        key("Return")
        for number in range(1, levels + 1):
            app.wait_for_focus(name="Card 1, face down", timeout=10)
            keys += finish_level(app, reads_prompt=False)
            next_button = app.wait_for_focus(name="Next level", timeout=10)
            dealt = description(next_button)
            if dealt != f"Level {number + 1}":
                raise RuntimeError(f"after level {number}, Next level says {dealt!r}")
            time.sleep(0.2)
            after_level.append(memory_of(app.process.pid))
            if number < levels:
                key("Return")
                wait_until(lambda: not well_done(app), timeout=10,
                           message="the Well done dialog did not close")
        time.sleep(settle)
        after_level[-1] = memory_of(app.process.pid)
        return at_start, after_level, keys
