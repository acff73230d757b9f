"""A private PulseAudio server whose only output is a null sink, so a test can record what a
program plays (the sink's monitor) and measure it, with no sound card and no noise.

    with PulseAudioSink() as pulse:
        app = App([binary], env=pulse.env)
        with pulse.recording() as wav: ...
        pulse.rms(wav)
"""
import contextlib
import os
import struct
import subprocess
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import audioop  # in the standard library up to Python 3.12; Debian 12's is 3.11

from .service import SessionHelper
from .waiting import stop_process, wait_until

# Quieter than this (RMS, full scale 1) is silence: a null sink with nothing playing records 0.
SILENCE = 0.0005

SINK = "game_out"


class PulseAudioSink(SessionHelper):
    def __init__(self):
        super().__init__("pulse-")
        self.socket = os.path.join(self.dir, "native")
        self.env = {"PULSE_SERVER": f"unix:{self.socket}", "PULSE_SINK": SINK}
        self.process = None

    def start(self):
        home = os.path.join(self.dir, "home")
        runtime = os.path.join(self.dir, "runtime")
        os.makedirs(home)
        os.makedirs(runtime, mode=0o700)
        env = {**os.environ, "HOME": home, "PULSE_RUNTIME_PATH": runtime}
        self.log = open(os.path.join(self.dir, "pulseaudio.log"), "w")
        self.process = subprocess.Popen(
            ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
             "--system=no", "-F", "/dev/null",
             f"--load=module-null-sink sink_name={SINK}",
             f"--load=module-native-protocol-unix socket={self.socket} auth-anonymous=1"],
            env=env, stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT)

        def answers():
            if self.process.poll() is not None:
                raise AssertionError(f"pulseaudio exited with {self.process.returncode}")
            return subprocess.run(["pactl", "info"], env={**os.environ, **self.env},
                                  capture_output=True, timeout=5).returncode == 0
        wait_until(answers, timeout=10, message="pulseaudio never answered")
        return self

    def stop(self):
        if self.process is not None:
            stop_process(self.process, 5)
        self.log.close()

    @contextlib.contextmanager
    def recording(self, name="recording.wav"):
        """Records the sink's monitor for as long as the block runs and then until whatever was
        playing has ended (the recording ends in silence); yields the WAV file's path."""
        path = os.path.join(self.dir, name)
        recorder = subprocess.Popen(["parecord", f"--device={SINK}.monitor", "--latency-msec=50", "--file-format=wav", path],
                                    env={**os.environ, **self.env}, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            # On a busy machine parecord takes a while to connect; what plays before that is lost.
            wait_until(self._recording_stream, timeout=10, message="parecord never started recording")
            yield path
            self.wait_for_the_end_of_sound(path)
        finally:
            stop_process(recorder, 5)

    def _recording_stream(self):
        """Whether a recorder is connected to the sink's monitor."""
        listed = subprocess.run(["pactl", "list", "short", "source-outputs"], env={**os.environ, **self.env},
                                capture_output=True, text=True, timeout=5)
        return listed.returncode == 0 and listed.stdout.strip() != ""

    def wait_for_sound(self, path, timeout=15.0):
        """Waits until the recording at `path` holds sound (anything above silence)."""
        wait_until(lambda: any(level > SILENCE for level in levels(path)), timeout=timeout, interval=0.1,
                   message=f"nothing was heard in {os.path.basename(path)}")

    def wait_for_the_end_of_sound(self, path, quiet=0.6, timeout=20.0):
        """Waits until the recording at `path` ends in `quiet` seconds of silence: the sound that
        was playing has ended, however long the machine took to play it. Returns at once on a
        recording that has held nothing but silence for `quiet` seconds."""
        def ended():
            tail = levels(path, last=quiet)
            return len(tail) >= round(quiet / LEVEL_WINDOW) and max(tail) <= SILENCE
        wait_until(ended, timeout=timeout, interval=0.1, message=f"the sound in {os.path.basename(path)} never ended")

    def wait_for_silence(self, timeout=15.0):
        """Waits until the sink plays nothing (a voice still finishing a line, say), so that the
        next recording holds only what comes after it."""
        path = os.path.join(self.dir, "silence.wav")

        def silent():
            recorder = subprocess.Popen(["parecord", f"--device={SINK}.monitor", "--latency-msec=50", "--file-format=wav", path],
                                        env={**os.environ, **self.env}, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                wait_until(lambda: len(levels(path)) >= 4, timeout=5, interval=0.05,
                           message="parecord recorded nothing")
            finally:
                stop_process(recorder, 5)
            return self.rms(path) < SILENCE
        wait_until(silent, timeout=timeout, interval=0, message="the sink never fell silent")

    @staticmethod
    def rms(path):
        """The recording's RMS amplitude (0 is silence, 1 full scale)."""
        return audioop.rms(samples(path), 2) / 32768

    @staticmethod
    def peak(path):
        """The recording's loudest sample (0 to 1): unlike the RMS, it does not depend on how long
        the recording ran around the sound."""
        return audioop.max(samples(path), 2) / 32768


# levels() measures a recording in windows of this many seconds.
LEVEL_WINDOW = 0.1


def samples(path):
    """The 16-bit samples of a WAV file parecord wrote or may still be writing, read from its data
    so far whatever its header says of a length not yet known; with the file's rate and channels."""
    try:
        with open(path, "rb") as wav:
            content = wav.read()
    except FileNotFoundError:
        raise AssertionError(f"no recording at {path}") from None
    fmt = content.find(b"fmt ")
    data = content.find(b"data")
    if fmt < 0 or data < 0:
        return Samples(b"", 44100, 2)
    audio_format, channels, rate, _, _, bits = struct.unpack_from("<HHIIHH", content, fmt + 8)
    if audio_format != 1 or bits != 16:
        raise AssertionError(f"{path}: expected 16-bit PCM, found format {audio_format}, {bits} bits")
    body = content[data + 8:]
    return Samples(body[:len(body) - len(body) % (2 * channels)], rate, channels)


class Samples(bytes):
    """Raw 16-bit samples, with the rate and channels they were recorded at."""
    def __new__(cls, data, rate, channels):
        made = super().__new__(cls, data)
        made.rate, made.channels = rate, channels
        return made


def levels(path, last=None):
    """The RMS level (full scale 1) of each LEVEL_WINDOW of a recording (of its `last` seconds
    only, when given), as `samples` reads it."""
    try:
        body = samples(path)
    except AssertionError:
        return []
    window = max(int(body.rate * LEVEL_WINDOW) * body.channels * 2, 2)
    body = body[:len(body) - len(body) % window]
    if last is not None:
        body = body[-round(last / LEVEL_WINDOW) * window:]
    return [audioop.rms(body[start:start + window], 2) / 32768 for start in range(0, len(body), window)]
