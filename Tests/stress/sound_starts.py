#!/usr/bin/env python3
"""The real game started many times with its sounds and its natural voice on: each start opens a
level, whose task plays from the natural voice's clips, and a key flips a card as soon as the
window shows, so an event sound and a clip start at once, on their two threads. Some starts have
the task's clip missing, empty, cut short or garbage. Any start that dies of a signal fails the
run, with every thread's backtrace; the rest are counted.

Half the starts run with Tests/stress/slow_ltdl.c preloaded, which makes libltdl (the loader
libcanberra opens its backends with) slow where its unlocked lists change, so two threads opening
sound contexts at once collide there nearly every time rather than once in thousands.

Run it inside the end-to-end session (it needs a display and a D-Bus session), with a core busy:
    Tests/e2e/harness/session.sh scripts/with-busy-core.sh /usr/bin/python3 Tests/stress/sound_starts.py \\
        --binary .build/debug/shape-shuffle --starts 200
"""
import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))

from harness import PulseAudioSink, SpeechDispatcherStandIn, scaled  # noqa: E402  (needs the path above)
from harness import crash  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VOICES = os.path.join(REPO, "voices")
DAMAGES = ["intact", "missing", "empty", "truncated", "garbage"]


def clip_name(language, spoken):
    value = 0xcbf29ce484222325
    for byte in f"{language}||{spoken}".encode():
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}.ogg"


def voice_folders(root):
    """One copy of the English clips per kind of damage to the task's clip."""
    folders = {}
    task = clip_name("en", "Four big blue squares.")
    for damage in DAMAGES:
        folder = os.path.join(root, f"voices-{damage}")
        shutil.copytree(os.path.join(VOICES, "en"), os.path.join(folder, "en"))
        clip = os.path.join(folder, "en", task)
        assert os.path.getsize(clip) > 0, f"level 9's task has no clip at {clip}"
        if damage == "missing":
            os.unlink(clip)
        elif damage == "empty":
            open(clip, "wb").close()
        elif damage == "truncated":
            with open(clip, "r+b") as data:
                data.truncate(os.path.getsize(clip) * 2 // 5)
        elif damage == "garbage":
            with open(clip, "wb") as data:
                data.write(random.Random(damage).randbytes(os.path.getsize(os.path.join(VOICES, "en", task))))
        folders[damage] = folder
    return folders


class SinkInputs:
    """Counts the streams the sound server is asked to play (`pactl subscribe`), as they come."""

    def __init__(self, env):
        self.count = 0
        self.changed = threading.Condition()
        self.process = subprocess.Popen(["pactl", "subscribe"], env={**os.environ, **env},
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            if line.startswith("Event 'new' on sink-input"):
                with self.changed:
                    self.count += 1
                    self.changed.notify_all()

    def wait_beyond(self, mark, streams, timeout, gone):
        """Until `streams` more have started since `mark`, or `gone()`; the number that did."""
        deadline = time.monotonic() + timeout
        with self.changed:
            while self.count - mark < streams and not gone() and time.monotonic() < deadline:
                self.changed.wait(0.05)
            return self.count - mark

    def stop(self):
        self.process.terminate()
        self.process.wait(5)


def xdotool(*arguments, timeout):
    return subprocess.run(["xdotool", *arguments], capture_output=True, text=True, timeout=timeout)


def window_of(game, timeout):
    """The game's window once it is mapped (its first frame is on the way), or None if the game
    ended first. Asked every 20 ms: `xdotool search --sync` looks only twice a second."""
    deadline = time.monotonic() + timeout
    while game.poll() is None and time.monotonic() < deadline:
        found = xdotool("search", "--onlyvisible", "--pid", str(game.pid), timeout=10).stdout.split()
        if found:
            return found[0]
        time.sleep(0.02)
    return None


# Space presses on card 1 as soon as the window shows, FLIP_GAP_MS apart: each turn plays a sound
# (and, in a build that opened a sound context per thread, tried the connection again while
# there was no sound server). The first turn's sound starts with the first clip.
FLIPS = 6
FLIP_GAP_MS = 20


def wait_for_output(start, text, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and start.game.poll() is None:
        with open(start.log_path, errors="replace") as log:
            if text in log.read():
                return True
        time.sleep(0.02)
    return False


class Start:
    """One start of the game: opened, its key pressed, its sounds waited for, then asked to quit.
    Its end is judged once it has quit, while the next start runs."""

    def __init__(self, binary, number, damage, folder, pulse, speech, root, served=True, preload=None):
        self.binary, self.number, self.damage, self.served, self.preload = binary, number, damage, served, preload
        self.folder = tempfile.mkdtemp(prefix=f"start-{number}-", dir=root)
        # Without a sound server every open of the sound connection fails, and libcanberra loads
        # and unloads its backends at each try: the path where two threads' tries once collided.
        sound = pulse.env if served else {**pulse.env, "PULSE_SERVER": f"unix:{self.folder}/no-server"}
        env = {**os.environ, **sound, **speech.env, **crash.ENVIRONMENT, "SHAPE_SHUFFLE_VOICES": folder,
               **({"LD_PRELOAD": preload} if preload else {}),
               "XDG_DATA_HOME": os.path.join(self.folder, "data"),
               "XDG_CONFIG_HOME": os.path.join(self.folder, "config")}
        self.log_path = os.path.join(self.folder, "output.log")
        with open(self.log_path, "w") as log:
            self.game = subprocess.Popen([binary, "--lang", "en", "--level", "9"], env=env, cwd=self.folder,
                                         stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                         preexec_fn=crash.allow_core_dumps)
        self.problem = ""

    def play(self, streams, mark):
        window = window_of(self.game, scaled(30))
        if window is None:
            if self.game.poll() is None:
                self.problem = f"start {self.number} ({self.describe()}): no window showed"
            return
        # Card 1 turned over and back, fast: a sound for each turn while the task's clip starts.
        xdotool("windowactivate", "--sync", window, "key", "--delay", str(FLIP_GAP_MS), *["space"] * FLIPS, timeout=scaled(10))
        if not self.served:
            # The clip's failure is logged once the voice's thread has tried the sound server.
            if not wait_for_output(self, "voice:", scaled(10)) and self.game.poll() is None:
                self.problem = f"start {self.number} ({self.describe()}): the clip's missing sound server was never told"
            return
        # The task's clip and the flips' sounds; a damaged task clip still opened the sound server's
        # connection on the voice's thread, as the first flip's sound did on its own.
        wanted = 2 if self.damage == "intact" else 1
        heard = streams.wait_beyond(mark, wanted, scaled(10), gone=lambda: self.game.poll() is not None)
        if heard < wanted and self.game.poll() is None:
            self.problem = f"start {self.number} ({self.describe()}): only {heard} of {wanted} sounds were played"

    def describe(self):
        return self.damage + ("" if self.served else ", no sound server") + (", slow libltdl" if self.preload else "")

    def quit(self):
        if self.game.poll() is None:
            self.game.send_signal(signal.SIGTERM)

    def outcome(self):
        """"" when it played and quit cleanly, else what went wrong."""
        try:
            self.game.wait(scaled(10))
        except subprocess.TimeoutExpired:
            self.game.kill()
            self.game.wait()
            self.problem = self.problem or f"start {self.number} ({self.describe()}) did not quit when asked"
        with open(self.log_path, errors="replace") as log:
            output = log.read()[-2000:]
        report = crash.report(self.binary, self.folder, self.game.pid, self.game.returncode)
        if report:
            return f"start {self.number} ({self.describe()}) crashed:\n{output}\n{report}"
        if self.game.returncode not in (0, -signal.SIGTERM, 128 + signal.SIGTERM):
            return f"start {self.number} ({self.describe()}) exited with {self.game.returncode}:\n{output}"
        if not self.problem:
            shutil.rmtree(self.folder, ignore_errors=True)
        return self.problem


def build_slow_ltdl(root):
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "slow_ltdl.c")
    library = os.path.join(root, "slow_ltdl.so")
    subprocess.run([os.environ.get("CC", "cc"), "-shared", "-fPIC", "-O2", "-o", library, source, "-ldl"],
                   check=True, timeout=120)
    return library


def judge(start, crashes, problems):
    outcome = start.outcome()
    if outcome:
        (crashes if "crashed" in outcome else problems).append(outcome)
        print(outcome, flush=True)


def run(binary, starts, seed=20261127, unserved=0.25):
    """Starts the game `starts` times; returns (crashes, problems, seconds), each a list of what
    went wrong, told in full."""
    binary = os.path.abspath(binary)
    chooser = random.Random(seed)
    root = tempfile.mkdtemp(prefix="sound-starts-", dir=os.environ.get("E2E_SESSION_DIR"))
    folders = voice_folders(root)
    slow_ltdl = build_slow_ltdl(root)
    crashes, problems = [], []
    began = time.monotonic()
    # speech-dispatcher (a stand-in) says at once what has no clip, so a card's clip right after a
    # damaged task's line starts as its flip's sound does.
    with PulseAudioSink() as pulse, SpeechDispatcherStandIn() as speech:
        streams = SinkInputs(pulse.env)
        try:
            quitting = []
            for number in range(1, starts + 1):
                # Half the starts have the task's clip whole; the rest each kind of damage alike.
                # Some (a quarter by default) have no sound server at all; half load slowly.
                damage = "intact" if chooser.random() < 0.5 else chooser.choice(DAMAGES[1:])
                served = chooser.random() >= unserved
                preload = slow_ltdl if chooser.random() < 0.5 else None
                start = Start(binary, number, damage, folders[damage], pulse, speech, root, served, preload)
                start.play(streams, streams.count)
                start.quit()
                quitting.append(start)
                # The one before has had this start's time to quit.
                if len(quitting) > 1:
                    judge(quitting.pop(0), crashes, problems)
            for start in quitting:
                judge(start, crashes, problems)
        finally:
            streams.stop()
    seconds = time.monotonic() - began
    if not crashes and not problems:
        shutil.rmtree(root, ignore_errors=True)
    return crashes, problems, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--starts", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20261127)
    parser.add_argument("--unserved", type=float, default=0.25, help="the share of starts with no sound server")
    args = parser.parse_args()
    crashes, problems, seconds = run(args.binary, args.starts, args.seed, args.unserved)
    print(f"sound starts: {args.starts} starts in {seconds:.0f} s, {len(crashes)} crashed, "
          f"{len(problems)} did not play what they should")
    # A start that played less than it should has not tested the race: it fails too.
    print(f"{args.starts - len(crashes) - len(problems)} passed, {len(crashes) + len(problems)} failed")
    return 1 if crashes or problems else 0


if __name__ == "__main__":
    sys.exit(main())
