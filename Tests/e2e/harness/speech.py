"""Orca, the screen reader, running in the test session with its speech captured as text."""
import json
import os
import subprocess
import sys
import time

from .service import SessionHelper, Utterances
from .waiting import pause, scaled, stop_process, wait_until

_PLUGIN_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "orca_plugin")
_PREFIX = "SPEECH OUTPUT: '"


class OrcaSpeech(SessionHelper, Utterances):
    """Start Orca (no synthesizer, no audio, no braille) and read what it would have said:

        with OrcaSpeech() as orca:
            mark = orca.mark()
            key("Tab")
            orca.wait_for_speech("Green", since=mark)
    """

    def __init__(self, debug_file=None):
        super().__init__("orca-")
        self.speech_log = os.path.join(self.dir, "speech.log")
        self.output_path = os.path.join(self.dir, "orca.out")
        self.debug_file = debug_file
        self.process = None

    def start(self, timeout=20.0):
        """Launch Orca and wait until it has announced itself ("Screen reader on.")."""
        prefs = os.path.join(self.dir, "prefs")
        os.makedirs(prefs)
        _write_settings(prefs)
        open(self.speech_log, "w").close()
        argv = [sys.executable, os.path.join(_PLUGIN_DIR, "run_orca.py"), "--user-prefs", prefs]
        if self.debug_file:
            argv += ["--debug-file", str(self.debug_file)]
        env = {**os.environ, "E2E_ORCA_SPEECH_LOG": self.speech_log,
               "PYTHONPATH": os.pathsep.join(filter(None, [_PLUGIN_DIR,
                                                           os.environ.get("PYTHONPATH")]))}
        with open(self.output_path, "w") as output:
            self.process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL,
                                            stdout=output, stderr=subprocess.STDOUT)

        def announced():
            if self.process.poll() is not None:
                raise AssertionError(f"Orca exited with {self.process.returncode}:\n"
                                     + _read(self.output_path)[-3000:])
            return any("Screen reader on" in line for line in self.lines())
        wait_until(announced, timeout=timeout, message="Orca never said 'Screen reader on'")
        return self

    def stop(self, timeout=5.0):
        """Shut Orca down (it restores the keyboard map on SIGTERM); kill it if it lingers."""
        if self.process is not None:
            stop_process(self.process, timeout)

    def lines(self):
        """Every utterance so far, oldest first, as plain text."""
        return [line[len(_PREFIX):-1] for line in _read(self.speech_log).splitlines()
                if line.startswith(_PREFIX) and line.endswith("'")]

    said = lines

    def lines_since(self, mark):
        """The utterances after a mark()."""
        return self.said_since(mark)

    def wait_for_speech(self, substring, timeout=5.0, since=0):
        """Wait until an utterance after mark `since` contains substring; return that utterance."""
        return self.wait_for_utterance(substring, timeout, since, "Orca")

    def wait_for_silence(self, quiet=0.3, timeout=5.0):
        """Wait until Orca has said nothing new for `quiet` seconds; return the mark there."""
        deadline = time.monotonic() + scaled(timeout)
        count, since = self.mark(), time.monotonic()
        while time.monotonic() < deadline:
            pause(0.05)
            now = self.mark()
            if now != count:
                count, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return count
        raise AssertionError(f"Orca kept talking for {timeout:g} s: {self.lines()[-5:]}")


def _read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except FileNotFoundError:
        return ""


def _write_settings(prefs_dir):
    # Orca's JSON settings: our speech-log factory, no braille display, no sounds.
    general = {"speechServerFactory": "harness_speech_log", "enableSpeech": True,
               "enableBraille": False, "enableSound": False, "enableTutorialMessages": False}
    settings = {"general": general,
                "profiles": {"default": {"profile": ["Default", "default"],
                                         "pronunciations": {}, "keybindings": {}}},
                "pronunciations": {}, "keybindings": {}}
    with open(os.path.join(prefs_dir, "user-settings.conf"), "w") as handle:
        json.dump(settings, handle, indent=4)
