"""Every language's words are drawn as real glyphs, not as empty boxes (tofu). The AT-SPI names
would read right either way, so the pixels decide: level 5 is drawn twice, once with the system's
fonts and once in a font world that has ASCII only (harness/fonts.py), where Vietnamese letters
with marks, kana and kanji, Hangul and Hanzi all fall to tofu. The task's words (a GTK label) and
a colour card's name (painted by the game) must differ between the two; ASCII must not. English,
all ASCII, is the control that proves the comparison fair: there, both drawings are identical.
The words themselves are never spelled here; the task's label is found by its AT-SPI name."""
import os

import pytest

from harness import do_action, move_mouse_away, screen_extents, screenshot, wait_until
from harness.fonts import ascii_only_fontconfig
from harness.ink import differing_share, save_crop
from game import BINARY, prompt_text
from saves_before_start import Saves

SHOTS = os.environ.get("E2E_SHOTS", "/tmp/shots-scripts")
TEXT = (0x24, 0x1F, 0x31)  # Theme.standard.text


@pytest.fixture(scope="module")
def ascii_fonts(tmp_path_factory):
    return ascii_only_fontconfig(str(tmp_path_factory.mktemp("ascii-fonts")))


def level_five_cards(app):
    """Level 5's nine cards in reading order, whatever the language calls them: the Home and
    hear-the-task and Show me buttons come first."""
    def nine():
        buttons = app.find_all(role="push button")
        return buttons[3:12] if len(buttons) >= 12 else None
    return wait_until(nine, message="the level has no nine cards")


def drawn_level_five(launch, tmp_path, language, fontconfig=None):
    """Level 5 in `language` with colour names shown and card 8 (purple) pinned face up; returns
    the screenshot and the boxes of the task's words, card 8's name and two face-down cards."""
    world = Saves(tmp_path / ("ascii" if fontconfig else "system"))  # each run starts afresh
    world.settings(reducedMotion=True, showColourNames=True)
    env = world.env
    if fontconfig:
        env["FONTCONFIG_FILE"] = fontconfig
    app = launch([BINARY, "--lang", language, "--level", "5"], env=env)
    first = level_five_cards(app)[0].name
    app.wait_for_focus(role="push button", name=first)
    face_down = level_five_cards(app)[7].name
    do_action(level_five_cards(app)[7], "card.pin")
    wait_until(lambda: level_five_cards(app)[7].name != face_down, message="card 8 did not turn face up")
    task = app.find_one(role="label", name=prompt_text(app))
    move_mouse_away()
    shot = screenshot()
    x, y, width, height = screen_extents(level_five_cards(app)[7])
    boxes = {"task": screen_extents(task),
             "colour name": (x + 12, y + int(height * 0.64), width - 24, int(height * 0.26)),
             # Face-down cards 5 and 9 (neither focused): their numbers are ASCII digits.
             "card 5": screen_extents(level_five_cards(app)[4]), "card 9": screen_extents(level_five_cards(app)[8])}
    app.close()
    return shot, boxes


def compare(launch, tmp_path, language, fontconfig):
    system_shot, system_boxes = drawn_level_five(launch, tmp_path, language)
    ascii_shot, ascii_boxes = drawn_level_five(launch, tmp_path, language, fontconfig)
    for name, box in system_boxes.items():
        tag = f"{language}-{name.replace(' ', '-')}"
        save_crop(system_shot, box, os.path.join(SHOTS, f"{tag}.png"))
        save_crop(ascii_shot, ascii_boxes[name], os.path.join(SHOTS, f"{tag}-ascii-only.png"))
    # The words are inked at all (no blank label, no blank card).
    for name in ("task", "colour name"):
        box = system_boxes[name]
        assert system_shot.count_colour(TEXT, box, tolerance=40) > 100, f"no {name} is drawn in {language}"
    return {name: differing_share(system_shot, box, ascii_shot, ascii_boxes[name])
            for name, box in system_boxes.items()}


def test_ascii_is_drawn_alike_in_both_font_worlds(launch, tmp_path, ascii_fonts):
    """The control: English is ASCII only, so the ASCII-only fonts draw it pixel for pixel alike."""
    shares = compare(launch, tmp_path, "en", ascii_fonts)
    assert all(share == 0 for share in shares.values()), f"English drawn differently: {shares}"


@pytest.mark.parametrize("language", ["vi", "ja", "ko", "zh"])
def test_every_script_is_drawn_with_real_glyphs(launch, tmp_path, ascii_fonts, language):
    shares = compare(launch, tmp_path, language, ascii_fonts)
    # Tofu stands where the system's fonts drew letters: at least a few per cent of each box.
    for name in ("task", "colour name"):
        assert shares[name] > 0.02, f"the {name} in {language} is drawn as with ASCII-only fonts: tofu, or letters left out"
    for name in ("card 5", "card 9"):
        assert shares[name] == 0, f"{name} (ASCII digits) changed with the fonts in {language}: {shares}"
