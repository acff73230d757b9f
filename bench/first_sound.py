"""`make bench`: how soon a child hears the task. In a private desktop with a private PulseAudio
null sink and a real speech-dispatcher (espeak-ng), the game is started on Home with its sounds
off, and each round opens level 1 with Return, then asks for the task again with T, then goes back
Home with Escape. The sink's monitor is read as it plays (`parec`, 10 ms blocks), and each time is
from the key press to the first block with speech in it. The natural voice (its clips) and
espeak-ng (speech-dispatcher saying every line) are measured in the same run, in each language
that has clips. Goal for the clips: 150 ms. Prints a table and appends it to OUT/results.md.

Run inside Tests/e2e/harness/session.sh with Debian's python3:
    bench/first_sound.py --app BINARY --out DIR [--rounds 5] [--langs en,ja]
"""
import argparse
import array
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, "Tests", "e2e"))

from harness import App, PulseAudioSink, RealSpeechDispatcher, key, wait_until  # noqa: E402
from harness.pulse import SINK  # noqa: E402

RATE = 24000
BLOCK = RATE // 100           # 10 ms of 16-bit mono
SPEECH = 0.003                # RMS, full scale 1 (about -50 dBFS): above the null sink's floor
GOAL = 0.150
SOURCES = {"clips": os.path.join(REPO, "voices"), "espeak-ng": ""}
# The key that opens the level Home focuses, the one that hears the task again, and back Home.
ROUNDS = [("open a level", "Return"), ("hear the task (T)", "t")]


class Monitor:
    """The sink's monitor, read as it plays: (arrival time, RMS) for every 10 ms block."""

    def __init__(self, pulse):
        self.blocks = []
        self.lock = threading.Lock()
        self.process = subprocess.Popen(
            ["parec", f"--device={SINK}.monitor", "--latency-msec=10", "--format=s16le", f"--rate={RATE}",
             "--channels=1", "--raw"], env={**os.environ, **pulse.env}, stdout=subprocess.PIPE)
        threading.Thread(target=self._read, daemon=True).start()
        wait_until(lambda: len(self.blocks) > 10, timeout=10, message="parec never recorded")

    def _read(self):
        while True:
            data = self.process.stdout.read(BLOCK * 2)
            if not data:
                return
            now = time.monotonic()
            samples = array.array("h", data)
            rms = math.sqrt(sum(s * s for s in samples) / max(1, len(samples))) / 32768
            with self.lock:
                self.blocks.append((now, rms))

    def first_speech_after(self, start, timeout=10.0):
        """Seconds from `start` to the first block with speech that arrived after it. A block
        arrives once its 10 ms are over, so its sound began up to 10 ms before."""
        def found():
            with self.lock:
                return next((t for t, rms in self.blocks if t > start and rms > SPEECH), None)
        arrived = wait_until(found, timeout=timeout, interval=0.005, message="nothing was heard")
        return max(0.0, arrived - 0.010 - start)

    def wait_for_quiet(self, seconds=0.5, timeout=20.0):
        def quiet():
            with self.lock:
                recent = [rms for t, rms in self.blocks if t > time.monotonic() - seconds]
            return len(recent) >= seconds * 80 and max(recent) < SPEECH
        wait_until(quiet, timeout=timeout, interval=0.05, message="the sink never fell quiet")

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=5)


def measure(binary, language, voices, rounds, pulse, speech, monitor):
    times = {name: [] for name, _ in ROUNDS}
    with tempfile.TemporaryDirectory() as home:
        config = os.path.join(home, "config", "shape-shuffle")
        os.makedirs(config)
        with open(os.path.join(config, "settings.json"), "w") as file:
            json.dump({"sounds": False}, file)
        env = {**pulse.env, **speech.env, "SHAPE_SHUFFLE_VOICES": voices,
               "XDG_CONFIG_HOME": os.path.join(home, "config"), "XDG_DATA_HOME": os.path.join(home, "data")}
        with App([os.path.abspath(binary), "--lang", language], env=env) as app:
            app.wait_for_app(timeout=30)
            app.wait_for_focus(role="push button", timeout=10)
            monitor.wait_for_quiet()
            for _ in range(rounds):
                for name, keys in ROUNDS:
                    start = time.monotonic()
                    key(keys)
                    times[name].append(monitor.first_speech_after(start))
                    monitor.wait_for_quiet()
                key("Escape")
                monitor.wait_for_quiet()
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--langs", default="en,ja,ko,zh")
    args = parser.parse_args()
    rows = ["", "### Time to first sound (seconds from the key to the first speech at the sound server)", "",
            "| language | voice | from | median | slowest | goal |", "|---|---|---|---|---|---|"]
    with PulseAudioSink() as pulse, RealSpeechDispatcher(pulse) as speech:
        monitor = Monitor(pulse)
        try:
            for language in args.langs.split(","):
                for source, voices in SOURCES.items():
                    times = measure(args.app, language, voices, args.rounds, pulse, speech, monitor)
                    for name, values in times.items():
                        goal = f"{GOAL:.3f}" if source == "clips" else "–"
                        rows.append(f"| {language} | {source} | {name} | {statistics.median(values):.3f} | "
                                    f"{max(values):.3f} | {goal} |")
                    print(rows[-2], rows[-1], sep="\n", flush=True)
        finally:
            monitor.close()
    text = "\n".join(rows) + "\n"
    print(text)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "results.md"), "a") as file:
        file.write(text)


if __name__ == "__main__":
    main()
