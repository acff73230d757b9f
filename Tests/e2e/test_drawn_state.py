"""What the front draws for the game's state, read from the pixels: the stars Well done shows,
the badge on a level left in play, the colour's name printed on a colour card, the numeral on a
number card (or not), and a face-up card
in high contrast. Apart from the names the AT-SPI contract fixes ("Card 3", "Level 8"), names are read through
AT-SPI and never spelled here, so the words may change. The pictures go to $E2E_SHOTS (default
/tmp/shots-drawn) for a person to look at."""
import os
import subprocess

from harness import (description, do_action, find_all, key, move_mouse_away, near,
                     screen_extents, screenshot, wait_until)
from harness.ink import ink_mask, marks, save_crop, save_mask, solidity
from game import argv, card, card_attribute, finish_level
from saves_before_start import Saves

SHOTS = os.environ.get("E2E_SHOTS", "/tmp/shots-drawn")

# Theme.standard (Sources/ShapeShuffleCore/Look/Theme.swift): the window behind everything, and
# the icon buttons' purple, which the in-play badge is filled with.
BACKGROUND = (0xFF, 0xF7, 0xE6)
ICON_BUTTON_FILL = (0x91, 0x41, 0xAC)
TEXT = (0x24, 0x1F, 0x31)
# Theme.standard's shape ink and fill, which a face-up shape card must not show in high contrast.
STANDARD_SHAPE_INK, STANDARD_SHAPE_FILL = (0x77, 0x76, 0x7B), (0xDE, 0xDD, 0xDA)
BLACK, WHITE = (0, 0, 0), (255, 255, 255)


def reduced_motion_env(tmp_path, **settings):
    """Saved settings with motion reduced (every card drawn at rest), plus `settings`."""
    world = Saves(tmp_path)
    world.settings(reducedMotion=True, **settings)
    return world.env


# -- Well done: the stars are drawn filled or empty, as earned --------------------------------------

def drawn_stars(app, picture):
    """The star marks in Well done's picture of stars, left to right, as True for a filled star
    and False for an outline one. The picture is the dialog's image named for its stars."""
    dialog = app.find_one(role="dialog", timeout=5)  # the only dialog: Well done
    picture_of_stars = wait_until(lambda: next(iter(find_all(dialog, role="image", name_contains="of 3 stars")), None),
                                  message="Well done has no picture of stars")
    box = screen_extents(picture_of_stars)
    move_mouse_away()
    shot = screenshot()
    save_crop(shot, box, os.path.join(SHOTS, picture))
    found = marks(ink_mask(shot, box, lambda rgb: not near(rgb, BACKGROUND, 60)), min_pixels=40)
    assert len(found) == 3, f"Well done draws {len(found)} marks for its stars, not 3: {found}"
    shares = [solidity(mark) for mark in found]
    # A filled star covers 0.375 of its box here, an outline 0.175.
    assert all(share > 0.3 or share < 0.25 for share in shares), f"stars neither filled nor outlined: {shares}"
    return [share > 0.3 for share in shares]


def make_a_mistake_on_level_one(app):
    """Level 1's card 2 is not in the prompt (data/levels.json): A on it is one mistake."""
    app.wait_for_focus(name_prefix="Card 1,")
    key("Right")
    wrong = app.wait_for_focus(name_prefix="Card 2,")
    before = description(wrong)
    key("a")
    wait_until(lambda: description(card(app, 2)) != before, message="A on card 2 changed nothing")
    key("Home")
    app.wait_for_focus(name_prefix="Card 1,")


def test_well_done_draws_two_filled_stars_after_a_mistake_and_three_after_none(launch, tmp_path):
    app = launch(argv("--level", "1"), env=reduced_motion_env(tmp_path))
    make_a_mistake_on_level_one(app)
    finish_level(app)
    assert drawn_stars(app, "well-done-one-mistake.png") == [True, True, False]
    key("Escape")
    app.wait_for_focus(role="push button", name="Level 2", timeout=5)
    key("Left")
    app.wait_for_focus(role="push button", name="Level 1", timeout=5)
    key("Return")
    finish_level(app)
    assert drawn_stars(app, "well-done-no-mistake.png") == [True, True, True]


# -- Home: a level left in play shows its badge -------------------------------------------------------

def badge_pixels(shot, button):
    """How many pixels of the in-play badge's purple a level button shows."""
    return shot.count_colour(ICON_BUTTON_FILL, screen_extents(button), tolerance=12)


def test_home_draws_the_in_play_badge_on_the_level_left_in_play_only(launch, tmp_path):
    app = launch(argv("--level", "3"), env=reduced_motion_env(tmp_path))
    first = app.wait_for_focus(name_prefix="Card 1,")
    before = first.name
    key("space")  # a move: the level is now in play
    wait_until(lambda: card(app, 1).name != before, message="Space did not turn card 1 over")
    key("Escape")
    app.wait_for_focus(role="push button", name="Level 3", timeout=5)
    saves = tmp_path / "data" / "shape-shuffle"
    wait_until(lambda: saves.is_dir() and len(os.listdir(saves)) > 0, message="the level in play was never saved")
    key("Left")  # keep the ring off the buttons measured
    app.wait_for_focus(role="push button", name="Level 2")
    key("Left")
    app.wait_for_focus(role="push button", name="Level 1")
    move_mouse_away()
    shot = screenshot(os.path.join(SHOTS, "home-level-3-in-play.png"))
    levels = {number: app.find_one(role="push button", name=f"Level {number}") for number in (2, 3, 4, 5, 6)}
    in_play = badge_pixels(shot, levels[3])
    # The badge is a disc of radius 11 with a white play sign: 218 pixels of purple measured.
    assert in_play > 150, f"level 3, left in play, shows {in_play} badge pixels"
    for number in (2, 4, 5, 6):  # the same shapes as level 3 and its neighbours, not in play
        assert badge_pixels(shot, levels[number]) < 10, f"level {number} shows an in-play badge"


# -- Colour cards: the right colour's name is printed ------------------------------------------------

def ocr_word(path):
    """The one word tesseract reads in the picture at path, lower case, without spaces (it may
    split a bold word in two)."""
    result = subprocess.run(["tesseract", path, "-", "-l", "eng", "--psm", "7"], capture_output=True,
                            text=True, timeout=30, check=True)
    return "".join(result.stdout.split()).lower()


def name_band(card_box):
    """The band of a colour card where its name is printed: under the splash, inside the edge."""
    x, y, width, height = card_box
    return (x + 12, y + int(height * 0.64), width - 24, int(height * 0.26))


def test_colour_cards_print_their_own_colour_name(launch, tmp_path):
    env = reduced_motion_env(tmp_path, colourBlindPalette=True, showColourNames=True)
    app = launch(argv("--level", "5"), env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    colours = {}
    for number in (3, 8):  # level 5's colour cards (data/levels.json), pinned to stay face up
        target = card(app, number)
        do_action(target, "card.pin")
        wait_until(lambda: card_attribute(card(app, number).name) is not None,
                   message=f"card {number} did not turn face up")
        colours[number] = card_attribute(card(app, number).name)
    assert colours[3] != colours[8]
    move_mouse_away()
    shot = screenshot(os.path.join(SHOTS, "colour-names.png"))
    drawn = {}
    for number, colour in colours.items():
        band = name_band(screen_extents(card(app, number)))
        # The name is inked in the text colour: a few hundred pixels of it, not a stray edge.
        assert shot.count_colour(TEXT, band, tolerance=40) > 40, f"card {number} prints no name"
        save_crop(shot, band, os.path.join(SHOTS, f"colour-name-card-{number}.png"))
        # Only the text's ink, black on white and enlarged: the splash's drops are left out.
        ink = ink_mask(shot, band, lambda rgb: near(rgb, TEXT, 90))
        drawn[number] = ocr_word(save_mask(ink, os.path.join(SHOTS, f"colour-name-card-{number}-ink.png")))
    assert drawn == {number: "".join(colour.split()).lower() for number, colour in colours.items()}, \
        f"the names drawn {drawn} are not the cards' colours {colours}"


# -- Number cards: the numeral under the dots comes and goes with its setting -----------------------

def numeral_ink(launch, tmp_path, numerals_on):
    """Level 1's card 5 (five dots, data/levels.json) pinned face up: its name, and the pixels
    of text ink in the band under its dots, where the numeral is printed."""
    env = reduced_motion_env(tmp_path / str(numerals_on), numeralsOnCards=numerals_on)
    app = launch(argv("--level", "1"), env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    do_action(card(app, 5), "card.pin")
    name = wait_until(lambda: card_attribute(card(app, 5).name), message="card 5 did not turn face up")
    move_mouse_away()
    shot = screenshot(os.path.join(SHOTS, f"numerals-{'on' if numerals_on else 'off'}.png"))
    ink = shot.count_colour(TEXT, name_band(screen_extents(card(app, 5))), tolerance=40)
    app.close()
    return name, ink


def test_number_cards_show_their_numeral_only_while_the_setting_is_on(launch, tmp_path):
    shown_name, shown_ink = numeral_ink(launch, tmp_path, True)
    hidden_name, hidden_ink = numeral_ink(launch, tmp_path, False)
    assert shown_ink > 40, f"with numerals on, card 5 prints no numeral ({shown_ink} pixels of text ink)"
    assert hidden_ink < 5, f"with numerals off, card 5 still prints ink under its dots ({hidden_ink} pixels)"
    assert hidden_name == shown_name, "the card's name must still say its number"


# -- The standard palette: each colour card is painted in its own colour ---------------------------

# Palette.standard (Sources/ShapeShuffleCore/Look/Palette.swift), written out here so that a change
# to what a child sees as "green" is a change someone reviews.
STANDARD_PAINT = {"red": (0xE0, 0x1B, 0x24), "orange": (0xFF, 0x78, 0x00), "yellow": (0xF6, 0xD3, 0x2D),
                  "green": (0x2E, 0xC2, 0x7E), "blue": (0x35, 0x84, 0xE4), "purple": (0x91, 0x41, 0xAC)}


def test_each_colour_card_is_painted_in_its_own_colour(launch, tmp_path):
    """Levels 8 and 9 hold all six colours' cards (data/levels.json). Each, pinned face up, has a
    splash of its own colour's paint, as its name says, and none of any other colour's."""
    painted = {}
    for level, numbers in ((8, (2, 4, 9, 10)), (9, (4, 5))):
        app = launch(argv("--level", str(level)), env=reduced_motion_env(tmp_path / f"level-{level}"))
        app.wait_for_focus(name_prefix="Card 1,")
        for number in numbers:
            do_action(card(app, number), "card.pin")
            wait_until(lambda: card_attribute(card(app, number).name) is not None,
                       message=f"card {number} did not turn face up")
        move_mouse_away()
        shot = screenshot(os.path.join(SHOTS, f"standard-paint-level-{level}.png"))
        for number in numbers:
            colour = card_attribute(card(app, number).name)
            box = screen_extents(card(app, number))
            painted[colour] = {name: shot.count_colour(paint, box, tolerance=10) for name, paint in STANDARD_PAINT.items()}
        app.close()
    print("pixels of each paint on each colour card:", painted)
    assert sorted(painted) == sorted(STANDARD_PAINT), f"not every colour was checked: {sorted(painted)}"
    for colour, counts in painted.items():
        assert counts[colour] > 400, f"the {colour} card has little or none of {colour}'s paint: {counts}"
        others = {name: count for name, count in counts.items() if name != colour and count > counts[colour] // 10}
        assert not others, f"the {colour} card is painted in other colours too: {others}"


# -- High contrast: a face-up card wears the high-contrast theme ------------------------------------

def test_a_face_up_card_is_black_on_white_in_high_contrast(launch, tmp_path):
    env = reduced_motion_env(tmp_path)
    env["GTK_THEME"] = "Adwaita:hc"
    app = launch(argv("--level", "5"), env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    shape_card = card(app, 6)  # level 5's shape card (data/levels.json)
    do_action(shape_card, "card.flip")
    wait_until(lambda: card_attribute(card(app, 6).name) is not None, message="card 6 did not turn face up")
    key("End")  # the focus ring goes to the last card, away from card 6
    app.wait_for_focus(name_prefix="Card 9,")
    move_mouse_away()
    shot = screenshot(os.path.join(SHOTS, "high-contrast-face-up.png"))
    x, y, width, height = screen_extents(card(app, 6))
    face = (x + 6, y + 6, width - 12, height - 12)
    save_crop(shot, face, os.path.join(SHOTS, "high-contrast-face-up-card-6.png"))
    total = face[2] * face[3]
    white = shot.count_colour(WHITE, face, tolerance=16) / total
    black = shot.count_colour(BLACK, face, tolerance=16) / total
    # Theme.highContrast: a white face, its number and the shape's outline black, the shape white
    # inside. Only antialiased edges are grey: 84% white, 10% black, 6% between, measured; drawn
    # in the normal theme's shape colours, 34% is between.
    assert white > 0.6, f"the face-up card is {white:.0%} white"
    assert black > 0.03, f"the face-up card has {black:.1%} black ink: no black outline or number"
    assert white + black > 0.85, f"the face-up card is {1 - white - black:.1%} neither black nor white"
    for colour in (STANDARD_SHAPE_INK, STANDARD_SHAPE_FILL):
        share = shot.count_colour(colour, face, tolerance=8) / total
        assert share < 0.02, f"the face-up card shows {share:.1%} of the normal theme's {colour}"
