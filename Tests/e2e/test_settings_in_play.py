"""Settings as a child meets them in a level: reduced motion turns a card with no
in-between frame, large cards are larger at the same window size, Chinese names the prompt and
the cards, and --lang wins over the saved language for its own run only."""
import math

import numpy
import pytest

from harness import extents, frames, key, move_mouse_away, screen_extents, wait_until
from game import BINARY, card, face_up_name, focused_name, prompt_text, read_settings, write_settings


def differs(a, b):
    """The share of bytes that differ between two captures of the same box. The film holds about a
    thousand captures, so they are compared in numpy: byte by byte in Python took 15 s a test."""
    a, b = numpy.frombuffer(a, dtype=numpy.uint8), numpy.frombuffer(b, dtype=numpy.uint8)
    count = min(len(a), len(b))
    return int(numpy.count_nonzero(a[:count] != b[:count])) / max(len(a), 1)


def turn_card_one_filmed(app):
    """Turn card 1 with Space while filming it; returns (before, frames, after)."""
    move_mouse_away()
    app.wait_for_focus(name_prefix="Card 1,")
    box = screen_extents(card(app, 1))
    before = frames(box, 0.2)[-1]
    key("space")
    film = frames(box, 0.8)
    wait_until(lambda: face_up_name(lambda: focused_name(app)), message="Space did not turn card 1")
    after = frames(box, 0.1)[-1]
    assert differs(before, after) > 0.05, "card 1 looks the same face down and face up"
    return before, film, after


def in_between(film, before, after):
    return [index for index, frame in enumerate(film)
            if differs(frame, before) > 0.01 and differs(frame, after) > 0.01]


@pytest.mark.parametrize("reduced", [True, False])
def test_reduced_motion_turns_a_card_with_no_in_between_frame(launch, reduced):
    write_settings(reducedMotion=reduced)
    app = launch([BINARY, "--lang", "en", "--level", "1"])
    before, film, after = turn_card_one_filmed(app)
    middle = in_between(film, before, after)
    print(f"reduced motion {reduced}: {len(middle)} of {len(film)} frames in between")
    assert len(film) >= 20, f"only {len(film)} frames in 0.8 s: too few to see a turn"
    if reduced:
        assert not middle, f"with reduced motion {len(middle)} of {len(film)} frames were in between"
    else:
        # The control: the same film does catch the turn when motion is on.
        assert middle, "with motion on no in-between frame was filmed: this test could not fail"


def card_sizes(launch, large):
    write_settings(largeCards=large)
    app = launch([BINARY, "--lang", "en", "--level", "1"])
    app.wait_for_focus(name_prefix="Card 1,")
    window = extents(app.window())[2:]
    size = extents(card(app, 1))[2:]
    app.close()
    return window, size


def test_large_cards_are_at_least_a_third_larger_at_the_same_window_size(launch):
    normal_window, normal = card_sizes(launch, False)
    large_window, large = card_sizes(launch, True)
    assert normal_window == large_window, "the window size changed: the sizes cannot be compared"
    # 1.3 times, to the whole pixel below.
    assert all(big >= math.floor(1.3 * usual) for big, usual in zip(large, normal)), \
        f"large cards are {large}, normal ones {normal}"


def test_chinese_names_the_prompt_and_the_cards_in_the_running_game(launch):
    app = launch([BINARY, "--lang", "zh", "--level", "1"])
    app.wait_for_focus(name="卡片1，背面朝上")
    assert prompt_text(app) == "两个黄色的正方形"
    for keys, name in [("Down", "卡片4，黄色"), ("End", "卡片6，正方形")]:
        key(keys)
        app.wait_for_focus(name_prefix=name.split("，")[0] + "，")
        key("space")
        app.wait_for_focus(name=name)


def test_lang_wins_over_the_saved_language_for_its_own_run_only(launch):
    write_settings(language="vi")
    japanese = launch([BINARY, "--lang", "ja"])
    japanese.wait_for_focus(role="push button", name="レベル1")
    japanese.close()
    assert read_settings().get("language") == "vi", "--lang was saved over the player's language"

    saved = launch([BINARY])
    saved.wait_for_focus(role="push button", name="Màn 1")
