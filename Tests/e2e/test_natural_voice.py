"""The natural voice: the game plays its pre-rendered clips (voices/<lang>/<clip>.ogg) on the sound
server, a private PulseAudio null sink that the test records, and the recording has the clips'
shape. A line with a child's name, and a line whose clip is missing, empty or damaged, goes to
speech-dispatcher (a stand-in that records what reaches it) instead, whole, with one log line for
the fault and none for the name."""
import os
import shutil

import pytest

from harness import PulseAudioSink, SpeechDispatcherStandIn, key, settle, wait_until
from harness.likeness import WINDOW, best_match, clips_envelope, recording_envelope, sound_span
from harness.pulse import LEVEL_WINDOW, SILENCE, levels
from game import REPO, argv

VOICES = os.path.join(REPO, "voices")

# Level 9's task in each language that has a natural voice, as the phrases its clips say: the
# core cuts each line at its pauses (VoicePhrases) and names each phrase's clip after what it says.
LEVEL_9_PHRASES = {
    "en": ("en", None, ["Your task:", "Four big blue squares."]),
    "ja": ("ja", None, ["おだい：", "おおきい あおい しかくが よっつ。"]),
    "ko": ("ko", None, ["문제:", "큰 파란색 네모 네 개."]),
    "zh": ("zh", "cmn-latn-pinyin", ["ti2 mu4:", "si4 ge4 lan2 se4 de5 da4 zheng4 fang1 xing2."]),
}

# A recording of a clip played matches its shape far better than this (about 0.98).
SAME_SHAPE = 0.8


def clip_name(language, voice, spoken):
    """The clip's file name: FNV-1a (64 bits) of language, voice and spoken form, as the core makes it."""
    value = 0xcbf29ce484222325
    for byte in f"{language}|{voice or ''}|{spoken}".encode():
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


def clip_paths(language, folder=VOICES):
    code, voice, phrases = LEVEL_9_PHRASES[language]
    return [os.path.join(folder, code, clip_name(code, voice, phrase) + ".ogg") for phrase in phrases]


def record_level(launch, pulse, env, language="en", level="9"):
    pulse.wait_for_silence()
    with pulse.recording(f"level-{level}-{language}.wav") as wav:
        app = launch(argv("--lang", language, "--level", level), env={**pulse.env, **env})
        pulse.wait_for_sound(wav)
        pulse.wait_for_the_end_of_sound(wav)
    return app, wav


@pytest.fixture(scope="module")
def pulse():
    with PulseAudioSink() as sink:
        yield sink


@pytest.mark.parametrize("language", list(LEVEL_9_PHRASES))
def test_the_task_is_played_from_the_natural_voice_and_sounds_like_its_clips(launch, pulse, language):
    paths = clip_paths(language)
    assert all(os.path.getsize(path) > 0 for path in paths), f"level 9's clips are not all in voices/: {paths}"
    with SpeechDispatcherStandIn() as speech:
        app, wav = record_level(launch, pulse, {**speech.env, "SHAPE_SHUFFLE_VOICES": VOICES}, language)
        settle(0.3)
        assert speech.texts() == [], f"the natural voice's line reached speech-dispatcher: {speech.texts()}"
    matches = clips_heard_in_turn(recording_envelope(wav), paths)
    heard = [round(score, 3) for score, _ in matches]
    print(f"{language}: each phrase's likeness to the recording, in turn: {heard}, "
          f"heard at {[round(place, 2) for _, place in matches]} s")
    assert min(heard) > SAME_SHAPE, f"the recording does not sound like the clips in the line's order ({heard})"
    assert "voice:" not in app.stderr_text(), app.stderr_text()


def clips_heard_in_turn(recorded, paths):
    """(likeness, seconds into the recording) of each clip, looked for where the line has it: the
    first where the sound starts, each next one right after the one before, allowing for the
    pause the sound server leaves between two clips. A clip played out of turn is not where it
    should be, and matches badly. The recording gets half a second of silence in front, since a
    busy recorder may start a moment after the sound."""
    pad = [0] * 50
    recorded = pad + recorded
    start = sound_span(recorded)[0]
    earliest, latest = start - 0.3, start + 0.3
    matches = []
    for path in paths:
        shape = clips_envelope([path])
        score, place = best_match(recorded, shape, earliest, latest)
        matches.append((score, place - len(pad) * WINDOW))
        end = place + len(shape) * WINDOW
        earliest, latest = end - 0.3, end + 0.8
    return matches


def damage(path, how):
    if how == "missing":
        os.unlink(path)
    elif how == "empty":
        open(path, "wb").close()
    else:
        with open(path, "r+b") as clip:
            clip.write(b"not a clip, whatever the name says")


@pytest.mark.parametrize("how", ["missing", "empty", "damaged"])
def test_a_missing_empty_or_damaged_clip_leaves_the_line_to_speech_dispatcher(launch, pulse, tmp_path, how):
    folder = tmp_path / "voices"
    shutil.copytree(os.path.join(VOICES, "en"), folder / "en")
    broken = clip_paths("en", str(folder))[1]
    damage(broken, how)
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "9"), env={**pulse.env, **speech.env, "SHAPE_SHUFFLE_VOICES": str(folder)})
        said = speech.wait_for("Four big blue squares")
        assert said == "Your task: Four big blue squares.", said
        app.wait_for_focus(name_prefix="Card 1,")
        key("space")  # the card's line has its clips: it is played, not sent
        wait_until(lambda: "Card 1, " in (app.focused().name or "") and app.focused().name != "Card 1, face down"
                   or None, message="card 1 did not turn over")
        settle(1.0)
        assert speech.texts() == ["Your task: Four big blue squares."], speech.texts()
    log = [line for line in app.stderr_text().splitlines() if "voice:" in line]
    print("the game logged:", log)
    assert len(log) == 1, log
    assert os.path.basename(broken) in log[0]
    assert {"missing": "no clip", "empty": "is empty", "damaged": "not an Ogg Vorbis file"}[how] in log[0], log[0]


def test_a_childs_name_is_said_by_speech_dispatcher_and_the_chooser_by_the_natural_voice(launch, pulse):
    from profiles import wait_for_chooser, write_roster
    write_roster(("Maya", "cat"), ("Leo", "dog"))
    with SpeechDispatcherStandIn() as speech:
        pulse.wait_for_silence()
        with pulse.recording("chooser.wav") as wav:
            app = launch(argv(), env={**pulse.env, **speech.env, "SHAPE_SHUFFLE_VOICES": VOICES})
            first = wait_for_chooser(app).name
            pulse.wait_for_sound(wav)
            if first.startswith("Maya"):
                key("Tab")
                app.wait_for_focus(name="Leo, dog")
            key("shift+Tab")
            app.wait_for_focus(name="Maya, cat")
            said = speech.wait_for("Maya")
        print("speech-dispatcher heard:", speech.texts())
        assert said == "Maya, cat", said
        assert all("Who is playing" not in text for text in speech.texts()), speech.texts()
    assert PulseAudioSink.rms(wav) > 0.005, "'Who is playing?' was not heard from the natural voice"
    assert "voice:" not in app.stderr_text(), app.stderr_text()


def test_the_natural_voice_follows_the_voice_volume_setting(launch, pulse):
    from game import write_settings
    peaks = {}
    for volume in ["loud", "quiet"]:
        write_settings(voiceVolume=volume)
        app, wav = record_level(launch, pulse, {"SHAPE_SHUFFLE_VOICES": VOICES})
        app.close()
        peaks[volume] = PulseAudioSink.peak(wav)
    print("the task's loudest moment by voice volume:", peaks)
    assert peaks["quiet"] > 0.02, f"the quiet voice was not heard at all: {peaks}"
    assert peaks["quiet"] < peaks["loud"] * 0.5, f"the quiet voice is not quieter than the loud one: {peaks}"


def test_asking_for_the_task_again_cuts_the_natural_voice_short(launch, pulse):
    """T asks for the task again while it is being said: the line stops there and starts over,
    so the recording spans the part heard before T and one whole task, not two whole tasks."""
    task = sound_span(clips_envelope(clip_paths("en")))[1]
    pulse.wait_for_silence()
    with pulse.recording("cut-short.wav") as wav:
        app = launch(argv("--level", "9"), env={**pulse.env, "SHAPE_SHUFFLE_VOICES": VOICES})
        app.wait_for_focus(name_prefix="Card 1,")
        pulse.wait_for_sound(wav)
        # Into the task by a second or so, as the recording shows it.
        wait_until(lambda: sum(1 for level in levels(wav) if level > SILENCE) >= 8, interval=0.05,
                   message="the task was not heard for a second")
        pressed_at = len(levels(wav)) * LEVEL_WINDOW
        key("t")
        # Longer than the pause between two lines, so that a task said again after the first
        # one ended is in the recording too.
        pulse.wait_for_the_end_of_sound(wav, quiet=1.5)
    start, heard = sound_span(recording_envelope(wav))
    cut_at = pressed_at - start
    print(f"one task's sound spans {task:.2f} s; T came {cut_at:.2f} s into it; the recording's sound spans {heard:.2f} s")
    assert cut_at < task - 0.3, f"T came after the task was over ({cut_at:.2f} s): this machine was too slow to test it"
    assert task + 0.5 < heard < cut_at + task + 0.6, f"the task was not cut short and said again ({heard:.2f} s)"


def test_the_natural_voice_waits_for_speech_dispatcher_to_finish(launch, pulse, tmp_path):
    """Level 9's task goes to the real speech-dispatcher (its clip is missing), and the card
    flipped while it is being said has its clip: the clip plays after the task, never over it,
    so the recording lasts as long as both one after the other."""
    from harness import RealSpeechDispatcher

    folder = tmp_path / "voices"
    shutil.copytree(os.path.join(VOICES, "en"), folder / "en")
    damage(clip_paths("en", str(folder))[1], "missing")
    with RealSpeechDispatcher(pulse) as speech:
        env = {**pulse.env, **speech.env, "SHAPE_SHUFFLE_VOICES": str(folder)}
        _, task_alone = record_level(launch, pulse, env)
        pulse.wait_for_silence()
        with pulse.recording("task-then-card.wav") as both:
            app = launch(argv("--level", "9"), env=env)
            app.wait_for_focus(name_prefix="Card 1,")
            pulse.wait_for_sound(both)
            key("space")
            wait_until(lambda: app.focused().name != "Card 1, face down" or None, message="card 1 did not turn over")
            pulse.wait_for_the_end_of_sound(both, quiet=1.5)
    face = app.focused().name.split(", ")[1]
    card = os.path.join(str(folder), "en", clip_name("en", None, face[0].upper() + face[1:] + ".") + ".ogg")
    clip = sound_span(clips_envelope([card]))[1]
    task, heard = sound_span(recording_envelope(task_alone))[1], sound_span(recording_envelope(both))[1]
    print(f"the task from speech-dispatcher spans {task:.2f} s, card 1's clip ({face}) {clip:.2f} s, both {heard:.2f} s")
    assert heard > task + clip - 0.2, f"the clip played over speech-dispatcher's line ({heard:.2f} s)"


def test_a_slow_or_fast_voice_is_the_natural_voice_stretched_never_speech_dispatcher(launch, pulse):
    """A parent who slows the voice for a three-year-old still hears the natural voice: level 9's
    task is played from its clips at each rate, lasting longer when slow and shorter when fast by
    the pace asked, and nothing reaches speech-dispatcher. A clip is stretched once: when its file
    changes (a game updated), it is stretched again and the old copy goes, so the cache keeps one
    copy of each clip."""
    from game import write_settings
    tempo = {"slow": 0.8, "normal": 1.0, "fast": 1.25}
    lasted = {}
    cache = os.path.join(os.environ["XDG_CACHE_HOME"], "shape-shuffle", "voice-at-80", "en")
    before = set(os.listdir(cache)) if os.path.isdir(cache) else set()

    def play_task(rate):
        write_settings(speechRate=rate)
        with SpeechDispatcherStandIn() as speech:
            app, wav = record_level(launch, pulse, {**speech.env, "SHAPE_SHUFFLE_VOICES": VOICES})
            settle(0.3)
            assert speech.texts() == [], f"at the {rate} rate the task reached speech-dispatcher: {speech.texts()}"
        app.close()
        assert "voice:" not in app.stderr_text(), app.stderr_text()
        return wav

    for rate in tempo:
        lasted[rate] = sound_span(recording_envelope(play_task(rate)))[1]
    stretched = sorted(set(os.listdir(cache)) - before)
    assert stretched, f"the slow task left no stretched clip in {cache}"
    # Each copy made to look stretched from an older file of its clip: played again, every clip
    # is stretched afresh and its old copy is gone.
    for name in stretched:
        os.rename(os.path.join(cache, name), os.path.join(cache, name.split("-")[0] + "-1-1.wav"))
    play_task("slow")
    left = sorted(set(os.listdir(cache)) - before)
    assert left == stretched, f"the cache kept old copies beside the new: {sorted(set(left) - set(stretched))}"
    print("the task lasted, by rate:", {rate: round(seconds, 2) for rate, seconds in lasted.items()})
    for rate in ("slow", "fast"):
        asked = tempo["normal"] / tempo[rate]
        # Most of the task is speech, stretched; the sound server's short gap between clips is not.
        assert abs(lasted[rate] / lasted["normal"] - asked) < 0.1, \
            f"at the {rate} rate the task lasted {lasted[rate] / lasted['normal']:.2f} of its normal time, not {asked:.2f}"
