"""A private PulseAudio server whose only output is a null sink, so a test can record what a
program plays (the sink's monitor) and measure it with sox, with no sound card and no noise.

    with PulseAudioSink() as pulse:
        app = App([binary], env=pulse.env)
        with pulse.recording() as wav: ...
        pulse.rms(wav)
"""
import contextlib
import os
import subprocess
import time

from .service import SessionHelper
from .waiting import stop_process, wait_until

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
        """Records the sink's monitor for as long as the block runs, plus a moment for the last
        sound to arrive; yields the WAV file's path."""
        path = os.path.join(self.dir, name)
        recorder = subprocess.Popen(["parecord", f"--device={SINK}.monitor", "--file-format=wav", path],
                                    env={**os.environ, **self.env}, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            # On a busy machine parecord takes a while to connect; what plays before that is lost.
            wait_until(self._recording_stream, timeout=10, message="parecord never started recording")
            yield path
            time.sleep(1.5)
        finally:
            stop_process(recorder, 5)

    def _recording_stream(self):
        """Whether a recorder is connected to the sink's monitor."""
        listed = subprocess.run(["pactl", "list", "short", "source-outputs"], env={**os.environ, **self.env},
                                capture_output=True, text=True, timeout=5)
        return listed.returncode == 0 and listed.stdout.strip() != ""

    def wait_for_silence(self, timeout=15.0):
        """Waits until the sink plays nothing (a voice still finishing a line, say), so that the
        next recording holds only what comes after it."""
        path = os.path.join(self.dir, "silence.wav")

        def silent():
            recorder = subprocess.Popen(["parecord", f"--device={SINK}.monitor", "--file-format=wav", path],
                                        env={**os.environ, **self.env}, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(0.4)
            stop_process(recorder, 5)
            return self.rms(path) < 0.0005
        wait_until(silent, timeout=timeout, interval=0, message="the sink never fell silent")

    @staticmethod
    def rms(path):
        """The recording's RMS amplitude (0 is silence, 1 full scale), as sox measures it."""
        return PulseAudioSink._stat(path, "RMS     amplitude:")

    @staticmethod
    def peak(path):
        """The recording's loudest sample (0 to 1): unlike the RMS, it does not depend on how long
        the recording ran around the sound."""
        return PulseAudioSink._stat(path, "Maximum amplitude:")

    @staticmethod
    def _stat(path, label):
        result = subprocess.run(["sox", path, "-n", "stat"], capture_output=True, text=True, timeout=30)
        for line in result.stderr.splitlines():
            if line.startswith(label):
                return float(line.split(":")[1])
        raise AssertionError(f"sox could not measure {path}: {result.stderr}")
