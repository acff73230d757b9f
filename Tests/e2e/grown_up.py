"""The grown-up lock as the tests see it: device.json, the lock's dialog, and the code read
back from its words, the way a grown-up reads it."""
import json
import os
import re

from harness import find_all, wait_until
from saves_before_start import Saves

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
# "To open Settings, press seven, one, four, two." (on screen, the code is on a line of its own).
INSTRUCTION = re.compile(r"press\s+(\w+), (\w+), (\w+), (\w+)\.")


def device_file():
    """This test's device.json (conftest gives every test its own XDG folders)."""
    return os.path.join(os.environ["XDG_CONFIG_HOME"], "shape-shuffle", "device.json")


def write_device(**values):
    Saves().device(**values)


def read_device():
    try:
        with open(device_file()) as file:
            return json.load(file)
    except (OSError, ValueError):
        return None


def dialogs(app, title):
    """The dialogs named `title`: windows (Settings) or inside the game's window (the lock)."""
    return app.find_all(role="dialog", name=title)


def gate(app):
    """The lock's dialog, if open."""
    found = dialogs(app, "For grown-ups")
    return found[0] if found else None


def settings_open(app):
    """With several children Settings is titled for one of them ("Settings for Mia")."""
    return bool(app.find_all(role="dialog", name_prefix="Settings"))


def wait_for_gate(app):
    return wait_until(lambda: gate(app), message="the grown-up lock did not open")


def code_of(text):
    """'To open Settings, press seven, one, four, two.' -> '7142'."""
    match = INSTRUCTION.search(text or "")
    return "".join(str(WORDS.index(word)) for word in match.groups()) if match else None


def read_code(app):
    """The code as the dialog writes it (its instruction label)."""
    def found():
        dialog = gate(app)
        labels = find_all(dialog, role="label", name_prefix="To ") if dialog else []
        return next((code_of(label.name) for label in labels if code_of(label.name)), None)
    return wait_until(found, message="the lock shows no instruction")


def instruction(app):
    """The lock's instruction as shown: what passing it does, then the code."""
    return wait_until(lambda: next((label.name for label in find_all(gate(app), role="label", name_prefix="To ")
                                    if code_of(label.name)), None), message="the lock shows no instruction")


def dots(app):
    """The dots that count the digits typed, by their name ("2 of 4 digits entered")."""
    return wait_until(lambda: next(iter(find_all(gate(app), role="image", name_contains="digits entered")), None),
                      message="the lock shows no dots")


def digit_key(app, digit):
    """The keypad's key for a digit."""
    return wait_until(lambda: next(iter(find_all(gate(app), role="push button", name=str(digit))), None),
                      message=f"no key {digit} on the keypad")
