"""The pitch the renderer draws for Mandarin's tones (scripts/voices/mandarin_tones.py): each
syllable's voiced frames follow its tone, around the voice's own pitch, and nothing unvoiced is
given a pitch a voice would sing."""
import os
import sys

import numpy as np
import pytest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "scripts", "voices"))
import mandarin_tones  # noqa: E402

SEMITONES = 2.0


def drawn(tones, voiced_frames=8, finals=None):
    """Two syllables' worth of a flat 200 Hz voice, each syllable one token, between the model's
    start and end tokens; a consonant's unvoiced frame before each syllable."""
    frames = [1]
    owners, pitch = [], [5.0, 5.0]
    for syllable, _ in enumerate(tones):
        frames += [1, voiced_frames // 2]
        owners += [None, syllable]
        pitch += [5.0, 5.0] + [200.0] * voiced_frames
    frames.append(1)
    pitch += [5.0, 5.0]
    finals = finals or [False] * (len(tones) - 1) + [True]
    return np.array(pitch), mandarin_tones.toned_pitch(pitch, frames, owners, tones, finals, SEMITONES), owners


def syllable(result, index, voiced_frames=8):
    start = 2 + index * (2 + voiced_frames) + 2
    return result[start:start + voiced_frames]


def semitones(a, b):
    return 12 * np.log2(b / a)


def test_a_first_tone_stays_high_and_a_fourth_falls_through_the_range():
    _, result, _ = drawn([1, 4])
    first, fourth = syllable(result, 0), syllable(result, 1)
    assert abs(semitones(first[1], first[-2])) < 0.5
    assert first.mean() > 200
    assert semitones(fourth[1], fourth[-1]) < -4 * SEMITONES * 0.6


def test_a_second_tone_rises_and_a_third_dips_low():
    _, result, _ = drawn([2, 3])
    rising, low = syllable(result, 0), syllable(result, 1)
    assert semitones(rising[1], rising[-2]) > SEMITONES
    assert low.min() < rising.min()
    assert semitones(200, low.min()) < -SEMITONES


def test_unvoiced_frames_keep_the_models_pitch():
    before, result, _ = drawn([4, 2])
    unvoiced = before < mandarin_tones.VOICED_HZ
    assert np.array_equal(result[unvoiced], before[unvoiced])
    assert not np.array_equal(result[~unvoiced], before[~unvoiced])


def test_a_model_whose_frames_and_pitch_disagree_is_refused():
    with pytest.raises(ValueError):
        mandarin_tones.toned_pitch(np.full(10, 200.0), [1, 2, 1], [0], [1], [True], SEMITONES)
