"""How loud speech sounds, and where it is silent: the measures the clips are made to and tested by.

Loudness is EBU R128 / ITU-R BS.1770 integrated loudness (K-weighted, gated, in LUFS), measured by
Debian's libebur128, so a clip's level follows how loud its speech is heard rather than its
highest peak. Silence is found on 10 ms frames, against a level far below any speech.
"""
import ctypes
import ctypes.util
import math
import subprocess
import tempfile
import wave
from pathlib import Path

import numpy as np

_MODE_I = (1 << 0) | (1 << 2)      # EBUR128_MODE_M | the integrated-loudness bit
_BLOCK_SECONDS = 0.4               # BS.1770's gating block: shorter audio has no loudness
FRAME_SECONDS = 0.01
SILENT_DBFS = -50.0                # a 10 ms frame quieter than this is silence, far below speech

_library = None


def _ebur128():
    global _library
    if _library is None:
        name = ctypes.util.find_library("ebur128") or "libebur128.so.1"
        try:
            library = ctypes.CDLL(name)
        except OSError as error:
            raise RuntimeError("libebur128 is missing: install Debian's libebur128-1") from error
        library.ebur128_init.restype = ctypes.c_void_p
        library.ebur128_init.argtypes = [ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        library.ebur128_add_frames_float.restype = ctypes.c_int
        library.ebur128_add_frames_float.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_float), ctypes.c_size_t]
        library.ebur128_loudness_global.restype = ctypes.c_int
        library.ebur128_loudness_global.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_double)]
        library.ebur128_destroy.restype = None
        library.ebur128_destroy.argtypes = [ctypes.POINTER(ctypes.c_void_p)]
        _library = library
    return _library


def as_float(samples):
    """Mono samples as float32 in [-1, 1], from 16-bit integers or floats."""
    samples = np.asarray(samples)
    if samples.dtype == np.int16:
        return samples.astype(np.float32) / 32768
    return samples.astype(np.float32)


def integrated_lufs(samples, rate):
    """The speech's loudness in LUFS; silence around it does not count (BS.1770's gates)."""
    audio = np.ascontiguousarray(as_float(samples))
    shortest = int(math.ceil(_BLOCK_SECONDS * rate)) + 1
    if audio.size < shortest:
        audio = np.concatenate([audio, np.zeros(shortest - audio.size, np.float32)])
    library = _ebur128()
    state = ctypes.c_void_p(library.ebur128_init(1, rate, _MODE_I))
    if not state.value:
        raise RuntimeError("libebur128 could not start a measurement")
    try:
        pointer = audio.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
        if library.ebur128_add_frames_float(state, pointer, audio.size) != 0:
            raise RuntimeError("libebur128 refused the samples")
        loudness = ctypes.c_double()
        if library.ebur128_loudness_global(state, ctypes.byref(loudness)) != 0:
            raise RuntimeError("libebur128 gave no loudness")
        return loudness.value
    finally:
        library.ebur128_destroy(ctypes.byref(state))


def frame_levels(samples, rate):
    """The level of each 10 ms frame, in dBFS."""
    audio = as_float(samples)
    frame = max(int(FRAME_SECONDS * rate), 1)
    count = audio.size // frame
    if count == 0:
        return np.zeros(0)
    frames = audio[:count * frame].reshape(count, frame)
    power = np.mean(frames.astype(np.float64) ** 2, axis=1)
    return 10 * np.log10(np.maximum(power, 1e-12))


def spoken_span(samples, rate):
    """(first, last) second of sound in the clip: the silence before first and after last is
    the lead-in and the pause. None when it is all silence."""
    levels = frame_levels(samples, rate)
    loud = np.flatnonzero(levels > SILENT_DBFS)
    if loud.size == 0:
        return None
    return loud[0] * FRAME_SECONDS, (loud[-1] + 1) * FRAME_SECONDS


def inner_pauses(samples, rate):
    """The silences inside the speech, in seconds, longest first."""
    levels = frame_levels(samples, rate)
    loud = np.flatnonzero(levels > SILENT_DBFS)
    if loud.size < 2:
        return []
    gaps = np.diff(loud) - 1
    return sorted((gap * FRAME_SECONDS for gap in gaps if gap > 0), reverse=True)


def read_clip(path):
    """(mono 16-bit samples, rate) of an Ogg Vorbis clip, decoded by oggdec."""
    with tempfile.TemporaryDirectory() as scratch:
        wav_path = Path(scratch) / "clip.wav"
        subprocess.run(["oggdec", "-Q", "-o", str(wav_path), str(path)], check=True)
        with wave.open(str(wav_path)) as wav:
            rate, channels = wav.getframerate(), wav.getnchannels()
            samples = np.frombuffer(wav.readframes(wav.getnframes()), dtype=np.int16)
    return samples[::channels].copy(), rate
