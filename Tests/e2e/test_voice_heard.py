"""The game's voice is heard through the real chain: speech-dispatcher and its espeak-ng module,
speaking into a private PulseAudio null sink that the test records. A logging proxy in front of
speech-dispatcher's socket shows exactly which lines reached it, in which language and voice."""
import os
import signal
import time

import pytest

from harness import PulseAudioSink, RealSpeechDispatcher, settle, wait_until
from game import BINARY, write_settings

# Far above a silent sink (0.0); espeak-ng's speech records at about 0.1 RMS.
SPEECH = 0.005

# Level 9's task as the game hands it to speech-dispatcher: (spoken form, language, voice). These
# are the core's Narration.utterance(for:) forms, written out so that a change to what a child
# hears is a change someone reviews here: Japanese in kana with a native counter, Chinese as pinyin
# for espeak-ng's Mandarin pinyin voice.
LEVEL_9_TASK = {
    "en": ("Your task: Four big blue squares.", "en", None),
    "vi": ("Đề bài: Bốn hình vuông lớn màu xanh dương.", "vi", None),
    "ja": ("おだい：おおきい あおい しかくが よっつ。", "ja", None),
    "ko": ("문제: 큰 파란색 네모 네 개.", "ko", None),
    "zh": ("ti2 mu4: si4 ge4 lan2 se4 de5 da4 zheng4 fang1 xing2.", "zh", "cmn-latn-pinyin"),
}


@pytest.fixture(scope="module")
def chain():
    """One real speech-dispatcher and sink for the module: it takes a second or two to start."""
    with PulseAudioSink() as pulse, RealSpeechDispatcher(pulse) as speech:
        yield pulse, speech


def say_level_9(launch, chain, language="en"):
    """Opens level 9 and records until the task has been said; returns what reached
    speech-dispatcher and the recording's RMS."""
    pulse, speech = chain
    pulse.wait_for_silence()
    mark = speech.mark()
    with pulse.recording(f"level-9-{language}-{time.monotonic_ns()}.wav") as wav:
        app = launch([BINARY, "--lang", language, "--level", "9"], env=speech.env)
        wait_until(lambda: speech.utterances[mark:], timeout=10, message="nothing reached speech-dispatcher")
        pulse.wait_for_sound(wav)
        pulse.wait_for_the_end_of_sound(wav)
        app.close()
    return speech.utterances[mark:], pulse.rms(wav)


@pytest.mark.parametrize("language", list(LEVEL_9_TASK))
def test_opening_level_9_is_heard_in_each_language(launch, chain, language):
    reached, rms = say_level_9(launch, chain, language)
    print(f"{language}: RMS {rms:.4f}; reached speech-dispatcher: {reached}")
    assert [(spoken.text, spoken.language, spoken.voice) for spoken in reached] == [LEVEL_9_TASK[language]]
    assert rms > SPEECH, f"the task in {language} was not heard (RMS {rms})"


def test_a_quiet_voice_records_quieter_than_a_loud_one_and_off_records_nothing(launch, chain):
    heard = {}
    for volume in ["loud", "quiet", "off"]:
        write_settings(voiceVolume=volume)
        reached, heard[volume] = say_level_9(launch, chain) if volume != "off" else silent_level_9(launch, chain)
        print(f"voice volume {volume}: RMS {heard[volume]:.4f}; reached speech-dispatcher: {reached}")
    assert heard["quiet"] > SPEECH, f"the quiet voice was not heard at all (RMS {heard['quiet']})"
    assert heard["quiet"] < heard["loud"] * 0.6, f"quiet is not quieter than loud: {heard}"
    assert heard["off"] < SPEECH / 5, f"the voice was heard although it is off: {heard}"


def silent_level_9(launch, chain):
    """Level 9 with the voice off: records for as long as a spoken task takes, in which the
    program sends no accessibility event either (it is not busy saying anything)."""
    pulse, speech = chain
    pulse.wait_for_silence()
    mark = speech.mark()
    with pulse.recording(f"level-9-off-{time.monotonic_ns()}.wav") as wav:
        app = launch([BINARY, "--lang", "en", "--level", "9"], env=speech.env)
        app.wait_for_focus(name_prefix="Card 1,")
        settle(2.5)
        app.close()
    return speech.utterances[mark:], pulse.rms(wav)


def test_with_no_address_set_the_game_starts_speech_dispatcher_itself_and_is_heard(launch, chain):
    """As on a fresh desktop after `make run` installed speech-dispatcher and espeak-ng: no
    SPEECHD_ADDRESS, no server running; the game starts one on the user's socket (autospawn)."""
    runtime = os.path.join(os.environ["E2E_SESSION_DIR"], "autospawn-runtime")
    os.makedirs(runtime, mode=0o700)
    pid_file = os.path.join(runtime, "speech-dispatcher", "pid", "speech-dispatcher.pid")
    pulse, _ = chain  # only its sink: the game's own server speaks into it too
    pulse.wait_for_silence()
    try:
        with pulse.recording("autospawn.wav") as wav:
            app = launch([BINARY, "--lang", "en", "--level", "9"],
                         env={**pulse.env, "SPEECHD_ADDRESS": "", "XDG_RUNTIME_DIR": runtime})
            app.wait_for_focus(name_prefix="Card 1,")
            wait_until(lambda: os.path.exists(pid_file), timeout=10,
                       message="the game did not start speech-dispatcher")
            pulse.wait_for_sound(wav, timeout=20)  # the server and its module start first
        rms = pulse.rms(wav)
    finally:
        if os.path.exists(pid_file):
            with open(pid_file) as pid:
                os.kill(int(pid.read().strip()), signal.SIGTERM)
    print(f"the game's own speech-dispatcher: RMS {rms:.4f}")
    assert rms > SPEECH, f"nothing was heard from the speech-dispatcher the game started (RMS {rms})"
