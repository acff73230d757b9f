"""Screenshots for looking at (issue 5): level 5 in each language, in the colour-blind palette
with patterns and colour names, and in high contrast. They are saved to $E2E_SHOTS (default
/tmp/shots5) as PNGs of the game window. The tests check what AT-SPI can tell about each mode;
whether glyphs, patterns and contrast look right is for a person to judge from the pictures."""
import json
import os
import subprocess

import pytest

from harness import do_action, move_mouse_away, screen_extents, screenshot, wait_until
from game import BINARY, prompt_text

SHOTS = os.environ.get("E2E_SHOTS", "/tmp/shots5")

# The card names, face down, that tell the language apart.
FACE_DOWN_CARD_1 = {"en": "Card 1, face down", "vi": "Thẻ 1, đang úp", "ja": "カード1、裏向き"}


def private_dirs(tmp_path, settings=None, **extra):
    """Environment for a game with its own settings and progress; settings.json written first."""
    config = tmp_path / "config"
    if settings is not None:
        (config / "shape-shuffle").mkdir(parents=True)
        (config / "shape-shuffle" / "settings.json").write_text(json.dumps(settings))
    env = {"XDG_CONFIG_HOME": str(config), "XDG_DATA_HOME": str(tmp_path / "data")}
    env.update(extra)
    return env


def card_buttons(app):
    """Level 5's nine cards in reading order, whatever the language calls them: the Home and
    hear-the-task buttons come first, the cards follow them."""
    def nine():
        buttons = app.find_all(role="push button")
        return buttons[2:11] if len(buttons) >= 11 else None
    return wait_until(nine, message="the level has no nine cards")


def save_window(app, name):
    """The game window as SHOTS/name.png, with the pointer out of the way."""
    os.makedirs(SHOTS, exist_ok=True)
    move_mouse_away()
    x, y, width, height = screen_extents(app.window())
    whole = os.path.join(SHOTS, f".{name}-screen.png")
    screenshot(whole)
    path = os.path.join(SHOTS, f"{name}.png")
    subprocess.run(["convert", whole, "-crop", f"{width}x{height}+{x}+{y}", "+repage", path],
                   check=True, timeout=20)
    os.remove(whole)
    return path


def flip(app, number):
    """Turn card `number` face up through its AT-SPI action; returns its new name."""
    card = card_buttons(app)[number - 1]
    before = card.name
    do_action(card, "card.flip")
    return wait_until(lambda: card.name if card.name != before else None,
                      message=f"card {number} did not turn over")


@pytest.mark.parametrize("language", ["en", "vi", "ja", "ko", "zh"])
def test_level_five_in_each_language(launch, tmp_path, language):
    app = launch([BINARY, "--lang", language, "--level", "5"], env=private_dirs(tmp_path))
    app.wait_for_focus(role="push button", predicate=lambda acc: "1" in acc.name)
    prompt = prompt_text(app)
    if language in FACE_DOWN_CARD_1:
        assert card_buttons(app)[0].name == FACE_DOWN_CARD_1[language]
    shown = flip(app, 8)  # a colour card: its word is on the face
    assert "8" in shown
    path = save_window(app, f"level5-{language}")
    print(f"{language}: prompt {prompt!r}, card 8 {shown!r}, saved {path}")
    assert os.path.getsize(path) > 10_000


def test_level_five_in_the_colour_blind_palette_with_colour_names(launch, tmp_path):
    env = private_dirs(tmp_path, {"colourBlindPalette": True, "showColourNames": True})
    app = launch([BINARY, "--lang", "en", "--level", "5"], env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    for number in (3, 8):  # blue and purple, pinned so both stay face up
        card = card_buttons(app)[number - 1]
        do_action(card, "card.pin")
        wait_until(lambda: ", pinned" in card.name, message=f"card {number} did not pin")
    flipped = flip(app, 6)
    assert flipped == "Card 6, heart"
    names = [acc.name for acc in card_buttons(app)]
    assert names[2] == "Card 3, blue, pinned" and names[7] == "Card 8, purple, pinned", names
    path = save_window(app, "level5-colour-blind")
    print(f"saved {path}: {names}")


def test_level_five_in_high_contrast(launch, tmp_path):
    env = private_dirs(tmp_path, GTK_THEME="Adwaita:hc")
    app = launch([BINARY, "--lang", "en", "--level", "5"], env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    card = card_buttons(app)[2]
    do_action(card, "card.pin")
    wait_until(lambda: card.name == "Card 3, blue, pinned", message="card 3 did not pin")
    assert flip(app, 8) == "Card 8, purple"
    path = save_window(app, "level5-high-contrast")
    print(f"saved {path}")
