"""Every clip the natural voice ships (voices/<lang>/<clip>.ogg) is a short phrase, clearly
heard, at the one loudness of its language's speaker, that starts and ends in silence: played one
after another, the clips of a line join at the pauses their punctuation calls for, never in the
middle of a sound and never with a jump in level. Each clip is the very file its language's
manifest names for its phrase. Each clip is decoded with oggdec and measured."""
import concurrent.futures
import glob
import hashlib
import json
import os
import subprocess
import sys

import numpy as np
import pytest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "scripts", "voices"))
import loudness  # noqa: E402
import pauses  # noqa: E402

VOICES = os.path.join(REPO, "voices")
CLIPS = sorted(glob.glob(os.path.join(VOICES, "*", "*.ogg")))
LANGUAGES = sorted({os.path.basename(os.path.dirname(path)) for path in CLIPS})

SHORTEST, LONGEST = 0.3, 8.0
# Full scale is 1. A clip that says something peaks far above HEARD, and silence stays far below
# QUIET.
HEARD = 0.2
QUIET = 0.004
EDGE = 0.03   # seconds at each end that must be silent
# One speaker: the middle 90% of a language's clips within SPREAD_DB of loudness, and no clip so far
# from the others that a line could step by JOIN_DB from one clip to the next.
SPREAD_DB = 3.0
JOIN_DB = 3.0
# How far a measured silence may be from the one a clip was made with: the 10 ms frames the silence
# is found on, the sound kept around the speech when it was trimmed, and the encoder's ripple.
PAUSE_TOLERANCE = 0.06


def clip_name(path):
    return os.path.splitext(os.path.basename(path))[0]


def language_of(path):
    return os.path.basename(os.path.dirname(path))


def measure(path):
    samples, rate = loudness.read_clip(path)
    audio = loudness.as_float(samples)
    edge = max(int(EDGE * rate), 1)

    def rms(part):
        return float(np.sqrt(np.mean(part.astype(np.float64) ** 2))) if part.size else 0.0

    span = loudness.spoken_span(samples, rate)
    return {"seconds": samples.size / rate, "peak": float(np.max(np.abs(audio))) if audio.size else 0.0,
            "start": rms(audio[:edge]), "end": rms(audio[-edge:]), "lufs": loudness.integrated_lufs(samples, rate),
            "lead": span[0] if span else None, "tail": samples.size / rate - span[1] if span else None,
            "inner": (loudness.inner_pauses(samples, rate) or [0.0])[0]}


@pytest.fixture(scope="module")
def measured():
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(zip(CLIPS, pool.map(measure, CLIPS)))


@pytest.fixture(scope="module")
def manifests():
    return {language: json.load(open(os.path.join(VOICES, language, "manifest.json"), encoding="utf-8"))
            for language in LANGUAGES}


def catalogue(*flags):
    spoken_lines = os.path.join(REPO, ".build", "debug", "spoken-lines")
    if not os.access(spoken_lines, os.X_OK):
        subprocess.run(["swift", "build", "--product", "spoken-lines"], cwd=REPO, check=True)
    output = subprocess.run([spoken_lines, *flags, os.path.join(REPO, "data", "levels.json"), *LANGUAGES],
                            check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in output.splitlines() if line.strip()]


@pytest.fixture(scope="module")
def lines():
    """Every line the game says in a language with clips, with the clips it is played from."""
    return catalogue()


@pytest.fixture(scope="module")
def phrases():
    """Every phrase of those lines, with the clip that says it."""
    return catalogue("--phrases")


def relative(path):
    return os.path.relpath(path, REPO)


def test_there_are_clips_to_check():
    assert LANGUAGES == ["en", "ja", "ko", "zh"], LANGUAGES


def test_every_clip_is_the_file_its_manifest_names_and_every_entry_has_its_clip(manifests):
    """A clip swapped with another, cut short, or re-encoded by hand no longer matches: a child
    would hear "blue" on a red card with every other test green."""
    changed, unlisted = [], []
    for path in CLIPS:
        entry = manifests[language_of(path)].get(clip_name(path))
        if entry is None:
            unlisted.append(relative(path))
        elif hashlib.sha256(open(path, "rb").read()).hexdigest() != entry["sha256"]:
            changed.append(f"{relative(path)} (says {entry['says']!r})")
    missing = [f"{language}/{clip}" for language, entries in manifests.items() for clip in entries
               if not os.path.exists(os.path.join(VOICES, language, clip + ".ogg"))]
    assert not changed, f"{len(changed)} clips are not the audio their manifest names: {changed[:10]}"
    assert not unlisted, f"{len(unlisted)} clips have no manifest entry: {unlisted[:10]}"
    assert not missing, f"{len(missing)} manifest entries have no clip: {missing[:10]}"


def test_every_phrase_the_game_says_is_said_by_the_clip_it_is_played_from(manifests, phrases):
    wrong = [f"{phrase['lang']}/{phrase['clip']} for {phrase['spoken']!r}: "
             f"{manifests[phrase['lang']].get(phrase['clip'], {}).get('says')!r}"
             for phrase in phrases
             if manifests[phrase["lang"]].get(phrase["clip"], {}).get("says") != phrase["spoken"]]
    assert phrases and not wrong, f"{len(wrong)} phrases have no clip that says them: {wrong[:10]}"


def test_every_clip_lasts_between_a_third_of_a_second_and_eight_seconds(measured):
    wrong = {relative(path): round(m["seconds"], 2) for path, m in measured.items()
             if not SHORTEST <= m["seconds"] <= LONGEST}
    print(f"{len(measured)} clips, from {min(m['seconds'] for m in measured.values()):.2f} s "
          f"to {max(m['seconds'] for m in measured.values()):.2f} s")
    assert not wrong, f"{len(wrong)} clips too short or too long: {dict(list(wrong.items())[:10])}"


def test_every_clip_is_heard(measured):
    silent = {relative(path): round(m["peak"], 3) for path, m in measured.items() if m["peak"] < HEARD}
    assert not silent, f"{len(silent)} clips say (almost) nothing: {dict(list(silent.items())[:10])}"


def test_every_clip_starts_and_ends_in_silence(measured):
    loud = {relative(path): (round(m["start"], 4), round(m["end"], 4))
            for path, m in measured.items() if m["start"] > QUIET or m["end"] > QUIET}
    assert not loud, f"{len(loud)} clips start or end mid-sound: {dict(list(loud.items())[:10])}"


@pytest.mark.parametrize("language", ["en", "ja", "ko", "zh"])
def test_a_languages_clips_sound_like_one_speaker_at_one_loudness(measured, language):
    levels = np.array([m["lufs"] for path, m in measured.items() if language_of(path) == language])
    spread = np.percentile(levels, 95) - np.percentile(levels, 5)
    print(f"{language}: {levels.size} clips, loudness {np.median(levels):.1f} LUFS, "
          f"5th to 95th percentile {spread:.2f} dB, all within {levels.max() - levels.min():.2f} dB")
    assert spread <= SPREAD_DB, f"{language}'s clips spread {spread:.1f} dB in loudness"


def test_no_line_steps_in_loudness_from_one_clip_to_the_next(measured, lines):
    level = {(language_of(path), clip_name(path)): m["lufs"] for path, m in measured.items()}
    steps = []
    for line in lines:
        for before, after in zip(line["clips"], line["clips"][1:]):
            step = level[(line["lang"], after)] - level[(line["lang"], before)]
            if abs(step) >= JOIN_DB:
                steps.append(f"{line['spoken']!r}: {before} to {after} {step:+.1f} dB")
    assert not steps, f"{len(steps)} joins step by {JOIN_DB} dB or more: {steps[:10]}"


def test_every_clip_pauses_as_its_punctuation_asks_and_nowhere_longer(measured, manifests):
    wrong = []
    for path, m in measured.items():
        says = manifests[language_of(path)][clip_name(path)]["says"]
        if m["lead"] is None:
            continue   # a silent clip fails test_every_clip_is_heard
        lead_off = m["lead"] - pauses.LEAD_SECONDS
        tail_off = m["tail"] - pauses.pause_after(says)
        inner_over = m["inner"] - pauses.inner_pause_for(says)
        if abs(lead_off) > PAUSE_TOLERANCE or abs(tail_off) > PAUSE_TOLERANCE or inner_over > PAUSE_TOLERANCE:
            wrong.append(f"{relative(path)} {says!r}: lead {m['lead']:.2f} s, pause after {m['tail']:.2f} s, "
                         f"longest inside {m['inner']:.2f} s")
    assert not wrong, f"{len(wrong)} clips pause where their punctuation does not ask: {wrong[:8]}"
