"""Practice sets as the end-to-end tests see them: a practice file, Home's Practice button reached
by keyboard, and every card face of a practice level read through AT-SPI."""
import json

import pyatspi

from harness import key, wait_until
from game import card_attribute, card_number, face_up_name, focused_name, tab
from settings_ui import press_and_follow_focus, settings_dialog, show_group_by_keyboard, shown_group

PRACTICE_GROUP = "Practice"

# Numbers 1–3, red and blue (and two shapes, since every prompt names one): the faces allowed.
SMALL_PRACTICE = {"version": 1, "numbers": [1, 2, 3], "colours": ["red", "blue"],
                  "shapes": ["circle", "square"], "cardsPerLevel": 6, "levels": 3}
ALLOWED_FACES = {"one dot", "two dots", "three dots", "red", "blue", "circle", "square"}


def write_practice(path, practice=SMALL_PRACTICE):
    path.write_text(json.dumps(practice))
    return str(path)


def focus_practice_button(app, steps=30):
    """Shift+Tab from Home's level buttons back to the Practice button."""
    for _ in range(steps):
        current = app.focused()
        if current is not None and current.name == "Practice" and current.getRoleName() == "push button":
            return current
        before = focused_name(app)
        key("shift+Tab")
        wait_until(lambda: focused_name(app) != before or focused_name(app) == "Practice",
                   message=f"Shift+Tab stuck on {before!r}")
    raise AssertionError("Shift+Tab never reached the Practice button")


def read_every_face(app, card_count):
    """Turn each card face up in turn with Space (Tab from card to card) and return the faces by
    card number. Focus starts on card 1."""
    faces = {}
    for _ in range(card_count * 4):
        name = focused_name(app)
        number = card_number(name)
        if number is not None and number not in faces:
            if "face down" in name:
                key("space")
                name = wait_until(lambda: face_up_name(lambda: focused_name(app)),
                                  message=f"Space did not turn {name!r} face up")
            faces[number] = card_attribute(name)
        if len(faces) == card_count:
            return faces
        tab(app)
    raise AssertionError(f"read only {sorted(faces)} of {card_count} cards")


def tab_until(app, role, name, what, steps=80):
    """Press Tab until the element `role` named `name` has focus; returns it. Each step follows
    the focus event Tab caused, as a screen reader hears it: reading the whole Settings window's
    tree after every Tab took most of a test's time."""
    current = app.focused()
    if current is not None and current.getRoleName() == role and current.name == name:
        return current
    for _ in range(steps):
        moved = press_and_follow_focus("Tab", f"Tab stuck on the way to {what}")
        if moved.role == role and moved.name == name:
            return app.wait_for_focus(role=role, name=name)
    raise AssertionError(f"Tab never reached {what}")


def practice_check_box(app, name):
    """Tab to the practice section's check box named `name` (inside the Settings dialog), first
    showing the Settings group it is in with the keyboard."""
    dialog = settings_dialog(app)
    if shown_group(dialog) != PRACTICE_GROUP:
        show_group_by_keyboard(app, dialog, PRACTICE_GROUP)
    return tab_until(app, "check box", name, f"the {name!r} check box")


def is_checked(acc):
    return acc.getState().contains(pyatspi.STATE_CHECKED)
