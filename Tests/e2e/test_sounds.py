"""Gentle sounds really play (issue 10): a private PulseAudio server with a null sink records what
the game plays while a level is finished, and sox finds sound in it; with Sounds turned off in
Settings, the same level records silence."""
from harness import PulseAudioSink
from game import argv, finish_level, write_settings

# Far above a silent sink's floor (0.0) and far below the theme's sounds (about 0.04 RMS).
AUDIBLE = 0.002


def record_level_one(launch, pulse):
    app = launch(argv("--level", "1"), env=pulse.env)
    app.wait_for_focus(name_prefix="Card 1,")
    with pulse.recording() as wav:
        finish_level(app)
        app.wait_for_focus(name="Next level")
    return pulse.rms(wav)


def test_finishing_a_level_plays_sounds_that_a_recording_hears(launch):
    with PulseAudioSink() as pulse:
        rms = record_level_one(launch, pulse)
    assert rms > AUDIBLE, f"the recording is silent (RMS {rms})"


def test_with_sounds_off_the_same_level_is_silent(launch):
    write_settings(sounds=False)
    with PulseAudioSink() as pulse:
        rms = record_level_one(launch, pulse)
    assert rms < AUDIBLE / 4, f"sounds played although they are off (RMS {rms})"
