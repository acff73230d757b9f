"""Shape Shuffle as the end-to-end tests see it: how to start it, and how a player who can only
read the screen through AT-SPI works out which cards belong on the board."""
import json
import os
import re

from harness import key, move_mouse_away, role_name, wait_until
from saves_before_start import Saves

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("SHAPE_SHUFFLE_BIN", os.path.join(REPO, ".build", "debug", "shape-shuffle"))


def argv(*arguments):
    """The command line that starts the game (English unless a test asks otherwise)."""
    return [BINARY, "--lang", "en", *arguments]


def card_number(card_name):
    """'Card 3, yellow' -> 3."""
    match = re.match(r"Card (\d+),", card_name)
    return int(match.group(1)) if match else None


def card_attribute(card_name):
    """'Card 3, two dots, pinned' -> 'two dots'; None while face down or not a card."""
    parts = [part.strip() for part in card_name.split(",")]
    if len(parts) < 2 or parts[1] == "face down":
        return None
    return parts[1]


def belongs_to(card_name, prompt):
    """Whether the face-up card's attribute is named in the prompt ('Two yellow squares').
    'two dots' matches by its number word; other attributes match a word of the prompt,
    singular or plural."""
    attribute = card_attribute(card_name)
    if attribute is None:
        return False
    word = attribute.split()[0].lower() if attribute.endswith(("dot", "dots")) else attribute.lower()
    prompt_words = re.findall(r"[a-z]+", prompt.lower())
    return any(candidate in (word, word + "s") for candidate in prompt_words)


def prompt_group(app):
    """The prompt: the named group of the prompt's pictures (the card grid is named by the task
    too, but holds cards)."""
    return app.find_one(role="panel", predicate=lambda acc: bool(acc.name) and acc.childCount > 0
                        and role_name(acc.getChildAtIndex(0)) == "image", timeout=5)


def prompt_text(app):
    """The prompt's phrase, read from the prompt group's accessible name."""
    return prompt_group(app).name


def face_up_name(read):
    """read() is a card's current name; returns it once the card is face up, else None (for wait_until)."""
    current = read()
    return current if "face down" not in current else None


def focused_name(app):
    """The focused element's name ('' when nothing has focus)."""
    current = app.focused()
    return current.name if current is not None else ""


def walk_the_menu_to(app, name, direction="Down", steps=20):
    """In the open F10 menu, press direction until the item called name has focus; each press
    waits for focus to move on."""
    app.wait_for_focus(role="menu item")
    for _ in range(steps):
        if focused_name(app) == name:
            break
        before = focused_name(app)
        key(direction)
        wait_until(lambda: focused_name(app) not in ("", before), timeout=5,
                   message=f"{direction} did not move focus along the menu from {before!r}")
    return app.wait_for_focus(role="menu item", name=name)


def open_the_menu():
    """F10, with the pointer parked off the window first: GTK gives focus to the menu item a
    popover opens under, so a pointer left resting where the menu appears would move the
    keyboard's place in it."""
    move_mouse_away()
    key("F10")


def choose_from_the_menu(app, name, direction="Down"):
    """Open the F10 menu and choose the item called name, with the keyboard alone."""
    open_the_menu()
    walk_the_menu_to(app, name, direction)
    key("Return")


def well_done(app):
    """Whether the Well done dialog is open."""
    return bool(app.find_all(role="dialog", name_contains="Well done"))


def tab(app, trap="Tab did not leave"):
    """Press Tab, wait until focus has moved on to an element of another name, and return that
    element. If it never does, fail with `trap` and the name focus was stuck on."""
    before = focused_name(app)
    key("Tab")

    def moved():
        now = app.focused()
        return now if now is not None and now.name != before else None
    return wait_until(moved, message=f"{trap} {before!r}")


def card_names(app):
    """The names of every card of the level on screen, in the tree's order."""
    return [acc.name for acc in app.find_all(role="push button", name_prefix="Card ")]


def focus_card_that_belongs(app, prompt, on_wrong_card=None, steps=60):
    """Tab through the cards, turning each face-down one over with Space, until the focused card
    is one the prompt names; returns its name. on_wrong_card(name) is called on each face-up card
    that does not belong, before Tab moves on."""
    for _ in range(steps):
        name = focused_name(app)
        if name.startswith("Card ") and "on the board" not in name:
            if "face down" in name:
                key("space")
                name = wait_until(lambda: face_up_name(lambda: focused_name(app)),
                                  message=f"Space did not turn {name!r} face up")
            if belongs_to(name, prompt):
                return name
            if on_wrong_card is not None:
                on_wrong_card(name)
        tab(app)
    raise AssertionError(f"no card for {prompt!r} was found; focus is on {focused_name(app)!r}")


def finish_level(app, reads_prompt=True, on_wrong_card=None, steps=200):
    """The one keyboard player: play the level on screen to its end with real keys, and return
    how many keys it pressed once the Well done dialog is up.

    A child who reads (reads_prompt=True) Tabs through the cards, turns each face-down one over
    with Space and adds with A each card the prompt names: no mistakes. A child who cannot read
    yet (reads_prompt=False, the benchmark's player) presses A on every card in turn: a wrong card
    counts a mistake and turns back; a right one goes to the board."""
    app.wait_for_focus(name_prefix="Card ")
    prompt = prompt_text(app) if reads_prompt else None
    presses = [0]
    tried = set()

    def press(*keys):
        presses[0] += len(keys)
        key(*keys)

    for _ in range(steps):
        if well_done(app):
            return presses[0]
        if reads_prompt:
            name = focus_card_that_belongs(app, prompt, on_wrong_card)
        else:
            name = focused_name(app)
            if not name.startswith("Card ") or card_number(name) in tried:
                presses[0] += 1
                tab(app)
                continue
            tried.add(card_number(name))
        focused = app.focused()
        before = focused.description
        press("a")
        # Right: the card goes to the board and focus moves on. Wrong: the card says so in its
        # description. Last one: the dialog opens.
        wait_until(lambda: well_done(app) or focused_name(app) != name or focused.description != before,
                   message=f"A on {name!r} changed nothing (prompt {prompt!r})")
    raise AssertionError(f"the level was not finished after {presses[0]} keys; "
                         f"focus is on {focused_name(app)!r}")

def card(app, number):
    """Card `number` of the level on screen, whatever its state."""
    return app.find_one(role="push button", name_prefix=f"Card {number},")


def settings_file(env=None):
    """The settings.json of the folders `env` names, or this test's own (conftest gives every test
    its own XDG folders)."""
    return os.path.join((env or os.environ)["XDG_CONFIG_HOME"], "shape-shuffle", "settings.json")


def progress_file():
    """This test's progress.json."""
    return os.path.join(os.environ["XDG_DATA_HOME"], "shape-shuffle", "progress.json")


def read_settings():
    """This test's settings.json as saved ({} while there is none)."""
    try:
        with open(settings_file()) as file:
            return json.load(file)
    except FileNotFoundError:
        return {}


def write_settings(**values):
    """Saved settings for the next start, as Settings would write them (this test's own folder)."""
    Saves().settings(**values)


def slot_names(app):
    """The board's slots, as a screen reader reads them ("Colour: yellow", "Shape: empty"); the
    caption and the hint are sentences, with a full stop."""
    return [acc.name for acc in app.find_all(role="label", predicate=lambda acc: ":" in acc.name
                                             and not acc.name.endswith("."))]
