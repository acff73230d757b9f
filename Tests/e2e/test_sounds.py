"""Gentle sounds really play: a private PulseAudio server with a null sink records what
the game plays while a level is finished, and sox finds sound in it; with Sounds turned off in
Settings, the same level records silence, and a quiet sound volume records quieter than a loud
one. No speech service runs in these tests, so the game's voice is never in the recording."""
import os

import pytest

from harness import PulseAudioSink
from game import argv, finish_level, write_settings

# Far above a silent sink's floor (0.0) and far below the theme's sounds (about 0.04 RMS).
AUDIBLE = 0.002


def record_level_one(launch, pulse, env=None, measure=PulseAudioSink.rms):
    # No speech service: only the sounds reach the sink, whatever this machine has installed.
    silent = {"SPEECHD_ADDRESS": f"unix_socket:{os.path.join(pulse.dir, 'no-speech-service.sock')}"}
    app = launch(argv("--level", "1"), env={**pulse.env, **silent, **(env or {})})
    app.wait_for_focus(name_prefix="Card 1,")
    with pulse.recording() as wav:
        finish_level(app)
        app.wait_for_focus(name="Next level")
    return measure(wav)


def test_finishing_a_level_plays_sounds_that_a_recording_hears(launch):
    with PulseAudioSink() as pulse:
        rms = record_level_one(launch, pulse)
    print(f"a level's sounds, recorded from the null sink: RMS {rms}")
    assert rms > AUDIBLE, f"the recording is silent (RMS {rms})"


def test_with_sounds_off_the_same_level_is_silent(launch):
    write_settings(sounds=False)
    with PulseAudioSink() as pulse:
        rms = record_level_one(launch, pulse)
    print(f"the same level with Sounds off: RMS {rms}")
    assert rms < AUDIBLE / 4, f"sounds played although they are off (RMS {rms})"


def test_a_quiet_sound_volume_records_quieter_than_a_loud_one(launch):
    """Peaks, not RMS: the same sounds play in both runs, but the recordings' lengths differ."""
    peaks = {}
    with PulseAudioSink() as pulse:
        for volume in ["loud", "quiet"]:
            write_settings(soundVolume=volume)
            peaks[volume] = record_level_one(launch, pulse, measure=PulseAudioSink.peak)
    print(f"a level's loudest sound by sound volume: {peaks}")
    assert peaks["quiet"] > AUDIBLE * 5, f"the quiet sounds were not heard at all: {peaks}"
    assert peaks["quiet"] < peaks["loud"] * 0.6, f"quiet sounds are not quieter than loud ones: {peaks}"


@pytest.mark.parametrize("event_sounds", [True, False])
def test_sounds_follow_gnomes_event_sounds_setting(launch, event_sounds):
    """GNOME's org.gnome.desktop.sound event-sounds, read through GSettings (a keyfile backend in
    this test's own config folder), with no XSettings daemon to hand it to GTK."""
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "keyfile"), "w") as file:
        file.write(f"[org/gnome/desktop/sound]\nevent-sounds={'true' if event_sounds else 'false'}\n")
    with PulseAudioSink() as pulse:
        rms = record_level_one(launch, pulse, env={"GSETTINGS_BACKEND": "keyfile"})
    print(f"event-sounds {event_sounds}: RMS {rms}")
    if event_sounds:
        assert rms > AUDIBLE, f"the recording is silent although event sounds are on (RMS {rms})"
    else:
        assert rms < AUDIBLE / 4, f"sounds played although GNOME's event sounds are off (RMS {rms})"
