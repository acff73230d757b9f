"""Level 5 in each language, in the colour-blind palette with patterns and colour names, and in
high contrast. The tests read each language's prompt and card names through AT-SPI and check the
looks in the pixels drawn: Okabe–Ito colours carrying their patterns, colour names printed on
colour cards, a white background and black card backs in high contrast. The pictures are also
saved to $E2E_SHOTS (default /tmp/shots5) as PNGs of the game window, for a person to look at."""
import os
import subprocess

import pytest

from harness import do_action, move_mouse_away, screen_extents, screenshot, wait_until
from game import BINARY, prompt_text
from saves_before_start import Saves

SHOTS = os.environ.get("E2E_SHOTS", "/tmp/shots5")

# Level 5 ("two big purple hearts") in each language: card 1 face down, the prompt, and card 8
# (purple) face up.
FACE_DOWN_CARD_1 = {"en": "Card 1, face down", "vi": "Thẻ 1, đang úp", "ja": "カード1、うらがえし",
                    "ko": "카드 1, 덮여 있음", "zh": "卡片1，背面朝上"}
PROMPT = {"en": "Two big purple hearts", "vi": "Hai trái tim lớn màu tím", "ja": "おおきい むらさきの ハートが 2つ",
          "ko": "큰 보라색 하트 두 개", "zh": "两个紫色的大爱心"}
CARD_8 = {"en": "Card 8, purple", "vi": "Thẻ 8, màu tím", "ja": "カード8、むらさき", "ko": "카드 8, 보라색",
          "zh": "卡片8，紫色"}

# Okabe & Ito (2008), as published: the colour-blind palette's blue and reddish purple, and the
# standard palette's blue and purple they replace.
OKABE_ITO_BLUE, OKABE_ITO_PURPLE = (0x00, 0x72, 0xB2), (0xCC, 0x79, 0xA7)
STANDARD_BLUE, STANDARD_PURPLE = (0x35, 0x84, 0xE4), (0x91, 0x41, 0xAC)
BLACK, WHITE = (0, 0, 0), (255, 255, 255)
# Theme.standard.text: the ink of the colour names.
TEXT = (0x24, 0x1F, 0x31)


def dressed_game_env(tmp_path, settings=None, **extra):
    """Environment for a game with its own settings and progress; settings.json written first.
    Motion is reduced, so that a picture shows every card at rest, never half turned."""
    world = Saves(tmp_path)
    world.settings(reducedMotion=True, **(settings or {}))
    env = {**world.env, **extra}
    return env


def card_buttons(app):
    """Level 5's nine cards in reading order, whatever the language calls them: the Home and
    hear-the-task and Show me buttons come first, the cards follow them."""
    def nine():
        buttons = app.find_all(role="push button")
        return buttons[3:12] if len(buttons) >= 12 else None
    return wait_until(nine, message="the level has no nine cards")


def save_window(app, name):
    """The game window as SHOTS/name.png, with the pointer out of the way; returns the
    Screenshot of the whole screen it was cut from."""
    os.makedirs(SHOTS, exist_ok=True)
    move_mouse_away()
    x, y, width, height = screen_extents(app.window())
    whole = os.path.join(SHOTS, f".{name}-screen.png")
    shot = screenshot(whole)
    path = os.path.join(SHOTS, f"{name}.png")
    subprocess.run(["convert", whole, "-crop", f"{width}x{height}+{x}+{y}", "+repage", path],
                   check=True, timeout=20)
    os.remove(whole)
    assert os.path.getsize(path) > 10_000
    return shot


def share(shot, colour, box, tolerance=8):
    """The share of box's pixels within tolerance of colour."""
    return shot.count_colour(colour, box, tolerance) / (box[2] * box[3])


def band_inside(box, top=0.0, bottom=1.0, margin=8):
    """A band of box from `top` to `bottom` (shares of its height), inside its border and ring."""
    x, y, width, height = box
    return (x + margin, y + margin + int(top * (height - 2 * margin)), width - 2 * margin,
            int((bottom - top) * (height - 2 * margin)))


def flip(app, number):
    """Turn card `number` face up through its AT-SPI action; returns its new name."""
    card = card_buttons(app)[number - 1]
    before = card.name
    do_action(card, "card.flip")
    return wait_until(lambda: card.name if card.name != before else None,
                      message=f"card {number} did not turn over")


@pytest.mark.parametrize("language", ["en", "vi", "ja", "ko", "zh"])
def test_level_five_in_each_language(launch, tmp_path, language):
    app = launch([BINARY, "--lang", language, "--level", "5"], env=dressed_game_env(tmp_path))
    app.wait_for_focus(role="push button", predicate=lambda acc: "1" in acc.name)
    assert card_buttons(app)[0].name == FACE_DOWN_CARD_1[language]
    assert prompt_text(app) == PROMPT[language]
    assert flip(app, 8) == CARD_8[language]
    save_window(app, f"level5-{language}")


def test_level_five_in_the_colour_blind_palette_with_colour_names(launch, tmp_path):
    env = dressed_game_env(tmp_path, {"colourBlindPalette": True, "showColourNames": True})
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
    shot = save_window(app, "level5-colour-blind")
    blue, purple = (screen_extents(card_buttons(app)[n - 1]) for n in (3, 8))
    # The splash is painted in the Okabe–Ito colour, not the standard one: about 11% of the band of
    # these cards, a little wider than tall at 1024x768 (10.5% blue, 11.5% purple), so a splash a fifth
    # smaller, or of another colour, fails.
    shares = (share(shot, OKABE_ITO_BLUE, band_inside(blue, 0, 0.75)), share(shot, OKABE_ITO_PURPLE, band_inside(purple, 0, 0.75)))
    print("the splashes' shares of their cards' bands, blue and purple:", shares)
    assert shares[0] > 0.085 and shares[1] > 0.085, shares
    assert share(shot, STANDARD_BLUE, band_inside(blue)) < 0.01
    assert share(shot, STANDARD_PURPLE, band_inside(purple)) < 0.01
    # Purple's pattern (crosses) is inked black: black marks lie on the splash.
    assert share(shot, BLACK, band_inside(purple, 0, 0.75)) > 0.005, "the purple splash carries no pattern"  # 0.95% measured
    # The colour's name is printed under the splash, in the text colour.
    for box in (blue, purple):
        assert shot.count_colour(TEXT, band_inside(box, 0.75, 1), tolerance=10) > 40, \
            "no colour name is printed on the colour card"


def test_colour_names_are_printed_only_when_asked_for(launch, tmp_path):
    env = dressed_game_env(tmp_path, {"colourBlindPalette": True, "showColourNames": False})
    app = launch([BINARY, "--lang", "en", "--level", "5"], env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    assert flip(app, 8) == "Card 8, purple"
    shot = save_window(app, "level5-colour-blind-no-names")
    purple = screen_extents(card_buttons(app)[7])
    assert share(shot, OKABE_ITO_PURPLE, band_inside(purple)) > 0.14, "card 8 shows no purple splash"  # 15.6% measured
    assert shot.count_colour(TEXT, band_inside(purple, 0.75, 1), tolerance=10) < 10, "a colour name is printed"


def test_level_five_in_high_contrast(launch, tmp_path):
    env = dressed_game_env(tmp_path, GTK_THEME="Adwaita:hc")
    app = launch([BINARY, "--lang", "en", "--level", "5"], env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    card = card_buttons(app)[2]
    do_action(card, "card.pin")
    wait_until(lambda: card.name == "Card 3, blue, pinned", message="card 3 did not pin")
    assert flip(app, 8) == "Card 8, purple"
    shot = save_window(app, "level5-high-contrast")
    x, y, width, height = screen_extents(app.window())
    # The window's background (a strip down the right-hand side, clear of every card) is white.
    assert share(shot, WHITE, (x + width - 12, y + height // 3, 6, height // 3)) > 0.99
    # Card 1, face down, shows a black back (with its white motif).
    face_down = screen_extents(card_buttons(app)[0])
    assert share(shot, BLACK, band_inside(face_down)) > 0.4, "the card back is not black"
    # A face-up card is white, never the standard theme's blue back.
    assert share(shot, STANDARD_BLUE, band_inside(face_down)) < 0.01
