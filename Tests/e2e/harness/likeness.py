"""How much a recording sounds like the clips a test expects to hear: both are reduced to their
loudness over time (10 ms windows), the shape of syllables and pauses, and the expected shape is
slid along the recording to find where it matches best (normalized cross-correlation, 1 is the
same shape). A recording of the clips played through a sound server keeps their shape whatever
the server's rate, channels and gain; another line's clips do not have it."""
import math
import os
import subprocess
import tempfile
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import audioop

from .pulse import samples

WINDOW = 0.01


def envelope(body):
    """The RMS of each WINDOW of 16-bit samples (as pulse.samples reads them), mono."""
    mono = audioop.tomono(body, 2, 0.5, 0.5) if body.channels == 2 else bytes(body)
    step = max(int(body.rate * WINDOW), 1) * 2
    return [audioop.rms(mono[start:start + step], 2) for start in range(0, len(mono) - step + 1, step)]


def clips_envelope(paths):
    """The envelope of Ogg Vorbis clips played one after another, decoded with oggdec."""
    shape = []
    with tempfile.TemporaryDirectory() as scratch:
        for index, path in enumerate(paths):
            wav = os.path.join(scratch, f"{index}.wav")
            subprocess.run(["oggdec", "-Q", "-o", wav, path], check=True)
            shape += envelope(samples(wav))
    return shape


def recording_envelope(path):
    return envelope(samples(path))


# An envelope window louder than this (16-bit RMS, about -50 dBFS) holds sound.
LOUD = 100


def sound_span(shape):
    """Where the sound in an envelope starts and how long it lasts to its last loud window, in
    seconds: (0, 0) for silence."""
    loud = [index for index, level in enumerate(shape) if level > LOUD]
    return (loud[0] * WINDOW, (loud[-1] - loud[0]) * WINDOW) if loud else (0.0, 0.0)


def best_match(recording, expected, earliest=0.0, latest=None, max_drift=1.05):
    """How much `expected` is like its best stretch of `recording` that starts between `earliest`
    and `latest` seconds (envelopes; normalized cross-correlation, 1 the same shape), and where
    that stretch starts, in seconds. The expected shape is also tried a few percent longer and
    shorter, for a server that resamples."""
    best, place = -1.0, 0.0
    for stretch in (1 / max_drift, 1.0, max_drift):
        shape = resampled(expected, stretch)
        n = len(shape)
        if n < 10 or len(recording) < n:
            continue
        mean = sum(shape) / n
        centred = [value - mean for value in shape]
        norm = math.sqrt(sum(value * value for value in centred))
        last = len(recording) - n if latest is None else min(len(recording) - n, int(latest / WINDOW))
        for lag in range(max(int(earliest / WINDOW), 0), last + 1):
            part = recording[lag:lag + n]
            part_mean = sum(part) / n
            part_centred = [value - part_mean for value in part]
            part_norm = math.sqrt(sum(value * value for value in part_centred))
            if norm == 0 or part_norm == 0:
                continue
            score = sum(a * b for a, b in zip(centred, part_centred)) / (norm * part_norm)
            if score > best:
                best, place = score, lag * WINDOW
    return best, place


def resampled(shape, stretch):
    if stretch == 1.0:
        return list(shape)
    length = max(int(len(shape) * stretch), 1)
    return [shape[min(int(index / stretch), len(shape) - 1)] for index in range(length)]
