"""What a child who cannot hear the game sees instead, read from the screen: a wrong card keeps a
red cross for well over a second before it turns back, a card put on the board leaves a green
tick, level 1 says how to add a card until one is added, and every line the voice says is written
in the caption strip (read through AT-SPI, and by tesseract from the pixels), with the sound off
too. The pictures go to $E2E_SHOTS (default /tmp/shots-seen) for a person to look at."""
import os
import re
import subprocess
import time

from harness import SpeechDispatcherStandIn, description, find_all, key, move_mouse_away, screen_extents, \
    screenshot, wait_until
from harness.ink import ink_mask, save_crop, save_mask
from harness.screen import near
from game import argv, card
from saves_before_start import Saves

SHOTS = os.environ.get("E2E_SHOTS", "/tmp/shots-seen")
os.makedirs(SHOTS, exist_ok=True)

# Theme.standard (Sources/ShapeShuffleCore/Look/Theme.swift): the mistake's red, the done green
# the added card's tick is drawn in, a face-down card's blue, and the caption's light words.
MISTAKE_RED = (0xC0, 0x1C, 0x28)
DONE_GREEN = (0x1B, 0x6E, 0x3A)
CARD_BACK = (0x35, 0x84, 0xE4)
CAPTION_WORDS = (0xFF, 0xF7, 0xE6)
# Level 1 (data/levels.json), "Two yellow squares": card 1 is two dots (in the task), card 2 red
# (not in it).
RIGHT_CARD, WRONG_CARD = 1, 2
# A wrong card's cross and border cover a few thousand pixels of a card 200 px wide; its red splash
# (another red, 0xE01B24) stays out of the count at this tolerance.
MARK_PIXELS = 1500


def settings_env(tmp_path, **settings):
    world = Saves(tmp_path)
    world.settings(**settings)
    return world.env


def red_on(number, app, shot):
    return shot.count_colour(MISTAKE_RED, screen_extents(card(app, number)), tolerance=12)


def test_a_wrong_card_keeps_its_cross_for_over_a_second_then_turns_back(launch, tmp_path):
    """The cross is there half a second after A and still 1.2 s after it (a screenshot begun at
    1.2 s and done before the mark's 1.6 s is up), then the card shows its back again."""
    app = launch(argv("--level", "1"), env=settings_env(tmp_path, readAloud=False, sounds=False))
    app.wait_for_focus(name_prefix="Card 1,")
    key("Right")
    app.wait_for_focus(name_prefix=f"Card {WRONG_CARD},")
    move_mouse_away()
    assert red_on(WRONG_CARD, app, screenshot()) < 50, "the card is marked before any mistake"
    before = description(card(app, WRONG_CARD))
    pressed = time.monotonic()
    key("a")
    shots = {}
    for at in (0.5, 1.2):
        time.sleep(max(0.0, pressed + at - time.monotonic()))
        shots[at] = (screenshot(), time.monotonic() - pressed)
    seen = {at: (red_on(WRONG_CARD, app, shot), round(done, 2)) for at, (shot, done) in shots.items()}
    for at, (shot, _) in shots.items():
        save_crop(shot, screen_extents(card(app, WRONG_CARD)), os.path.join(SHOTS, f"mistake-{at}s.png"))
    print("mistake red pixels on the card, and when each shot was done:", seen)
    assert description(card(app, WRONG_CARD)) != before, "A on the wrong card did nothing"
    assert seen[0.5][0] > MARK_PIXELS, f"no mistake mark half a second after A: {seen}"
    if seen[1.2][1] < 1.55:
        assert seen[1.2][0] > MARK_PIXELS, f"the mistake mark was gone 1.2 s after A: {seen}"
    # Then it turns back (a turn that takes a moment once the mark has gone): the card's back,
    # and no red.
    last = {}

    def turned_back():
        shot = screenshot()
        last["back"] = shot.count_colour(CARD_BACK, screen_extents(card(app, WRONG_CARD)), tolerance=12)
        last["red"] = red_on(WRONG_CARD, app, shot)
        return last["back"] > 10_000 and last["red"] < 50
    try:
        wait_until(turned_back, timeout=4, message="the wrong card did not turn back after its mark")
    except AssertionError as error:
        raise AssertionError(f"{error}: last seen {last.get('back')} px of its back, {last.get('red')} px of red") from None


def test_a_card_put_on_the_board_leaves_a_tick_where_it_lay(launch, tmp_path):
    app = launch(argv("--level", "1"), env=settings_env(tmp_path, readAloud=False, sounds=False))
    app.wait_for_focus(name_prefix=f"Card {RIGHT_CARD},")
    place = screen_extents(card(app, RIGHT_CARD))
    move_mouse_away()
    assert screenshot().count_colour(DONE_GREEN, place, tolerance=12) < 50
    key("a")
    wait_until(lambda: "on the board" in card(app, RIGHT_CARD).name, message="card 1 did not go to the board")
    green = screenshot(os.path.join(SHOTS, "added.png")).count_colour(DONE_GREEN, place, tolerance=12)
    assert green > MARK_PIXELS, f"an added card leaves no tick where it lay ({green} px of green)"


def shown_labels(app, **filters):
    return [label for label in find_all(app.window(), role="label", state="visible", **filters)]


def test_level_one_says_how_to_add_a_card_until_one_is_added(launch, tmp_path):
    app = launch(argv("--level", "1"), env=settings_env(tmp_path))
    app.wait_for_focus(name_prefix=f"Card {RIGHT_CARD},")
    hint = wait_until(lambda: shown_labels(app, name_contains="double-click"), message="level 1 shows no hint")
    assert "press A" in hint[0].name, hint[0].name
    key("a")
    wait_until(lambda: not shown_labels(app, name_contains="double-click"),
               message="the hint stayed after a card was added")
    key("Escape")
    app.wait_for_focus(role="push button", name_prefix="Level ")
    key("Right", "Return")
    app.wait_for_focus(name_prefix="Card 1,")
    assert not shown_labels(app, name_contains="double-click"), "level 2 shows the hint"


def ocr_line(path):
    """The words tesseract reads on one line of the picture at path, lower case."""
    result = subprocess.run(["tesseract", path, "-", "-l", "eng", "--psm", "6"], capture_output=True,
                            text=True, timeout=30, check=True)
    return " ".join(result.stdout.split()).lower()


def words_of(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def caption(app):
    """The caption strip's words, once it shows some."""
    found = shown_labels(app, predicate=lambda acc: acc.name.startswith(("Your task", "Card", "Two dots")))
    return found[0] if found else None


def test_the_caption_writes_each_line_the_voice_says(launch, tmp_path):
    """Each line the voice is given is the caption's text as it is given (numbers as figures on
    screen, words in the voice), and the pixels read the same words."""
    spoken_numbers = {"2": "two"}
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        app.wait_for_focus(name_prefix="Card 1,")
        checked = []
        for keys in ((), ("space",), ("Right", "a")):
            mark = len(speech.texts()) if keys else 0
            if keys:
                key(*keys)
            line = speech.wait_for("" if keys else "Your task", since=mark)

            def writes_the_line():
                shown = caption(app)
                heard = [spoken_numbers.get(word, word) for word in words_of(shown.name)] if shown else None
                return shown.name if heard == words_of(line) else None
            shown = wait_until(writes_the_line, message=f"the caption does not write {line!r}: "
                                                        f"{caption(app) and caption(app).name!r}")
            checked.append((line, shown))
        print("said and shown:", checked)
        strip = screen_extents(caption(app))
        move_mouse_away()
        shot = screenshot()
        save_crop(shot, strip, os.path.join(SHOTS, "caption.png"))
        ink = ink_mask(shot, strip, lambda rgb: near(rgb, CAPTION_WORDS, 80))
        read = ocr_line(save_mask(ink, os.path.join(SHOTS, "caption-ink.png"), scale=2))
        print("tesseract read the caption as:", read)
        assert words_of(read) == words_of(checked[-1][1]), f"the caption's pixels read {read!r}, not {checked[-1][1]!r}"


def test_with_the_sound_off_the_caption_still_writes_the_task_and_turning_captions_off_gives_the_cards_the_room(
        launch, tmp_path):
    """Level 5 (nine cards in three rows) is as tall as the window lets it be: the captions' strip
    takes room from its cards, which they get back when captions are off."""
    app = launch(argv("--level", "5"), env=settings_env(tmp_path / "off", readAloud=False, sounds=False))
    app.wait_for_focus(name_prefix="Card 1,")
    task = wait_until(lambda: caption(app), message="with the sound off, no caption")
    assert task.name.startswith("Your task: ") and task.name.endswith("."), task.name
    with_captions = screen_extents(card(app, 1))
    app.close()
    app = launch(argv("--level", "5"), env=settings_env(tmp_path / "none", captions=False))
    app.wait_for_focus(name_prefix="Card 1,")
    assert caption(app) is None, "captions turned off still show"
    without = screen_extents(card(app, 1))
    assert without[3] > with_captions[3], f"the cards did not take the captions' room: {with_captions} → {without}"
