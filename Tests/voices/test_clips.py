"""Every clip the natural voice ships (voices/<lang>/<clip>.ogg) is a short phrase, clearly
heard, that starts and ends in silence: played one after another, the clips of a line join at
quiet pauses, never in the middle of a sound. Each clip is decoded with oggdec and measured."""
import array
import concurrent.futures
import glob
import math
import os
import subprocess
import tempfile
import wave

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLIPS = sorted(glob.glob(os.path.join(REPO, "voices", "*", "*.ogg")))

SHORTEST, LONGEST = 0.3, 8.0
# Full scale is 1. The clips are levelled to peak at -3 dBFS (0.71); a clip that says something
# peaks far above HEARD, and silence stays far below QUIET.
HEARD = 0.2
QUIET = 0.004
EDGE = 0.03   # seconds at each end that must be silent


def measure(path):
    """(seconds, peak, RMS of the first EDGE, RMS of the last EDGE) of a clip."""
    with tempfile.TemporaryDirectory() as scratch:
        wav_path = os.path.join(scratch, "clip.wav")
        subprocess.run(["oggdec", "-Q", "-o", wav_path, path], check=True)
        with wave.open(wav_path) as wav:
            rate, channels = wav.getframerate(), wav.getnchannels()
            samples = array.array("h", wav.readframes(wav.getnframes()))
    mono = samples[::channels]
    edge = max(int(EDGE * rate), 1)

    def rms(part):
        return math.sqrt(sum(value * value for value in part) / max(len(part), 1)) / 32768

    return len(mono) / rate, max(map(abs, mono), default=0) / 32768, rms(mono[:edge]), rms(mono[-edge:])


@pytest.fixture(scope="module")
def measured():
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(zip(CLIPS, pool.map(measure, CLIPS)))


def test_there_are_clips_to_check():
    languages = {os.path.basename(os.path.dirname(path)) for path in CLIPS}
    assert languages == {"en", "ja", "ko", "zh"}, languages


def test_every_clip_lasts_between_a_third_of_a_second_and_eight_seconds(measured):
    wrong = {os.path.relpath(path, REPO): round(seconds, 2) for path, (seconds, *_) in measured.items()
             if not SHORTEST <= seconds <= LONGEST}
    print(f"{len(measured)} clips, from {min(m[0] for m in measured.values()):.2f} s "
          f"to {max(m[0] for m in measured.values()):.2f} s")
    assert not wrong, f"{len(wrong)} clips too short or too long: {dict(list(wrong.items())[:10])}"


def test_every_clip_is_heard(measured):
    silent = {os.path.relpath(path, REPO): round(peak, 3) for path, (_, peak, *_) in measured.items() if peak < HEARD}
    assert not silent, f"{len(silent)} clips say (almost) nothing: {dict(list(silent.items())[:10])}"


def test_every_clip_starts_and_ends_in_silence(measured):
    loud = {os.path.relpath(path, REPO): (round(start, 4), round(end, 4))
            for path, (_, _, start, end) in measured.items() if start > QUIET or end > QUIET}
    assert not loud, f"{len(loud)} clips start or end mid-sound: {dict(list(loud.items())[:10])}"
