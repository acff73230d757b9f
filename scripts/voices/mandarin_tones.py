"""Mandarin tones said by a voice that never learnt them.

Kokoro-82M's packaged voices are Japanese: given Mandarin phonemes with tone marks, they still move
their pitch as Japanese does, and a listener hears many syllables with the wrong tone, or as other
syllables altogether. Kokoro predicts each phoneme's length and the voice's pitch (F0, in Hz, two
values a length frame) before it makes the sound, so the renderer asks the model for both, puts in
the pitch each syllable's tone calls for, and has the model say the phrase with that pitch.

A tone is drawn on Chao's five levels (1 low, 5 high) over the syllable's voiced frames: tone 1 is
55, tone 2 35, tone 3 21 (214 at the end of a phrase, where it has time to rise), tone 4 51, and a
neutral tone sits where the tone before it leaves it. The levels stand around the voice's own
median pitch on the phrase, SEMITONES apart.
"""
import numpy as np

# Below this a frame's predicted pitch is the model's mark for no voicing (a consonant, a pause).
VOICED_HZ = 60.0
# The neutral tone's level after each tone: low after 1, mid after 2, half high after 3, low after 4.
NEUTRAL_AFTER = {1: 2.0, 2: 3.0, 3: 4.0, 4: 1.5, 5: 2.5}
# Frames on each side a frame's pitch is averaged with, so one contour runs into the next.
SMOOTHING = 2


def levels(tone, u, final, previous):
    """The tone's contour at the points `u` (0 at the start of its voiced part, 1 at the end), in Chao's levels."""
    if tone == 1:
        return np.full_like(u, 5.0)
    if tone == 2:
        # At the end of a phrase the voice fades as it rises: the rise comes early, and holds.
        return np.minimum(5.0, 2.0 + 3.0 * u / 0.7) if final else 2.5 + 2.5 * u ** 1.3
    if tone == 3:
        return np.where(u < 0.6, 2.0 - u / 0.6, 1.0 + 2.5 * (u - 0.6) / 0.4) if final else 2.0 - u
    if tone == 4:
        return 5.0 - 4.0 * u
    return np.full_like(u, NEUTRAL_AFTER.get(previous, 2.5))


def toned_pitch(pitch, frames, owners, tones, finals, semitones):
    """The model's pitch with each syllable's voiced frames drawn as its tone.

    pitch: the model's F0, two values a length frame; frames: each token's length in frames (the
    model's, with its start and end tokens); owners: for each token between those, the syllable it
    belongs to, or None (a space, a mark); tones, finals: each syllable's tone (1-5) and whether it
    ends a phrase or a stretch between two marks."""
    pitch = np.asarray(pitch, np.float64).ravel()
    starts = np.concatenate([[0], np.cumsum(np.asarray(frames, np.int64).ravel())]) * 2
    if starts[-1] != len(pitch):
        raise ValueError(f"the model gave {len(pitch)} pitch values for {starts[-1] // 2} frames")
    voiced = pitch > VOICED_HZ
    if not voiced.any():
        return pitch
    median = float(np.median(pitch[voiced]))
    drawn = pitch.copy()
    for syllable, tone in enumerate(tones):
        tokens = [index + 1 for index, owner in enumerate(owners) if owner == syllable]
        if not tokens:
            continue
        span = np.arange(starts[tokens[0]], starts[tokens[-1] + 1])
        span = span[voiced[span]]
        if len(span) < 2:
            continue
        u = (span - span[0]) / (span[-1] - span[0])
        previous = tones[syllable - 1] if syllable else 5
        drawn[span] = median * 2 ** ((levels(tone, u, finals[syllable], previous) - 3.0) * semitones / 12.0)
    smooth = drawn.copy()
    for index in np.flatnonzero(voiced):
        near = [j for j in range(index - SMOOTHING, index + SMOOTHING + 1) if 0 <= j < len(drawn) and voiced[j]]
        smooth[index] = np.exp(np.mean(np.log(drawn[near])))
    return smooth
