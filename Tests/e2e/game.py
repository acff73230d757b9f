"""Shape Shuffle as the end-to-end tests see it: how to start it, and how a player who can only
read the screen through AT-SPI works out which cards belong on the board."""
import json
import os
import re

from harness import key, wait_until

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
    """'Card 3, two objects, pinned' -> 'two objects'; None while face down or not a card."""
    parts = [part.strip() for part in card_name.split(",")]
    if len(parts) < 2 or parts[1] == "face down":
        return None
    return parts[1]


def belongs_to(card_name, prompt):
    """Whether the face-up card's attribute is named in the prompt ('Two yellow squares').
    'two objects' matches by its number word; other attributes match a word of the prompt,
    singular or plural."""
    attribute = card_attribute(card_name)
    if attribute is None:
        return False
    word = attribute.split()[0].lower() if attribute.endswith(("object", "objects")) else attribute.lower()
    prompt_words = re.findall(r"[a-z]+", prompt.lower())
    return any(candidate in (word, word + "s") for candidate in prompt_words)


def prompt_text(app):
    """The prompt's phrase, read from the prompt group's accessible name."""
    group = app.find_one(role="panel", predicate=lambda acc: bool(acc.name), timeout=5)
    return group.name


def face_up_name(read):
    """read() is a card's current name; returns it once the card is face up, else None (for wait_until)."""
    current = read()
    return current if "face down" not in current else None


def focused_name(app):
    current = app.focused()
    return current.name if current is not None else ""


def finish_level(app, steps=120):
    """Play the level on screen to its end by keyboard, as a child who reads names would: Tab
    through the cards, turn each face down one over with Space, and add with A each card the
    prompt names. Returns when the Well done dialog is up."""
    app.wait_for_focus(name_prefix="Card 1,")
    prompt = prompt_text(app)
    for _ in range(steps):
        if app.find_all(role="dialog", name_contains="Well done"):
            return
        name = focused_name(app)
        if not name.startswith("Card "):
            key("Tab")
            continue
        if "face down" in name:
            key("space")
            name = wait_until(lambda: (lambda now: now if "face down" not in now else None)(focused_name(app)),
                              message=f"the card never turned face up: {name}")
        if belongs_to(name, prompt):
            key("a")
            wait_until(lambda: focused_name(app) != name
                       or app.find_all(role="dialog", name_contains="Well done"),
                       message=f"Add did not change the focused card {name!r} (prompt {prompt!r})")
            continue
        key("Tab")
    raise AssertionError(f"the level with prompt {prompt!r} never finished; focus is on {focused_name(app)!r}")


def card(app, number):
    """Card `number` of the level on screen, whatever its state."""
    return app.find_one(role="push button", name_prefix=f"Card {number},")


def settings_file():
    """This test's settings.json (conftest gives every test its own XDG folders)."""
    return os.path.join(os.environ["XDG_CONFIG_HOME"], "shape-shuffle", "settings.json")


def progress_file():
    """This test's progress.json."""
    return os.path.join(os.environ["XDG_DATA_HOME"], "shape-shuffle", "progress.json")


def write_settings(settings):
    """Start this test with these saved settings."""
    os.makedirs(os.path.dirname(settings_file()), exist_ok=True)
    with open(settings_file(), "w") as file:
        json.dump(settings, file)


def read_settings():
    """This test's settings.json as saved ({} while there is none)."""
    try:
        with open(settings_file()) as file:
            return json.load(file)
    except FileNotFoundError:
        return {}
