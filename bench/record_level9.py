"""Records level 9's task from the real sound chain in every language, for `make voice-check`:
the game opens level 9 in a private desktop (run under Tests/e2e/harness/session.sh) with a
private PulseAudio null sink as its sound server and a real speech-dispatcher with espeak-ng
behind it, and the sink's monitor is recorded until the task has been said. Each language is
recorded twice: with the natural voice (its clips, where the language has them) and with
speech-dispatcher saying every line. Writes OUT/<source>-<lang>.wav.

    Tests/e2e/harness/session.sh /usr/bin/python3 bench/record_level9.py OUT
"""
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "Tests", "e2e"))

from harness import App, PulseAudioSink, RealSpeechDispatcher  # noqa: E402
from game import BINARY  # noqa: E402

LANGUAGES = ["en", "vi", "ja", "ko", "zh"]
SOURCES = {"natural": os.path.join(REPO, "voices"), "espeak": ""}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    with PulseAudioSink() as pulse, RealSpeechDispatcher(pulse) as speech:
        for source, voices in SOURCES.items():
            for language in LANGUAGES:
                pulse.wait_for_silence()
                with pulse.recording(f"{source}-{language}.wav") as wav:
                    app = App([BINARY, "--lang", language, "--level", "9"],
                              env={**pulse.env, **speech.env, "SHAPE_SHUFFLE_VOICES": voices})
                    try:
                        pulse.wait_for_sound(wav, timeout=20)
                        pulse.wait_for_the_end_of_sound(wav)
                    finally:
                        app.close()
                os.replace(wav, os.path.join(out, f"{source}-{language}.wav"))
                print(f"recorded level 9 in {language}, {source}", flush=True)


if __name__ == "__main__":
    main()
