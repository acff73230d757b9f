"""Not a test (pytest collects only test_*.py): measures how many presses and how long a
one-switch, a two-switch and an auditory-scanning player take to finish level 1, all at a 1 s
interval and the default 0.5 s cool-down. Run it by name:

    Tests/e2e/harness/session.sh /usr/bin/python3 -m pytest -q -s -p no:cacheprovider Tests/e2e/measure_switch_players.py
"""
import time

from harness import SpeechDispatcherStandIn
from game import argv, write_settings
from switch_players import Switches, play_by_ear, play_one_switch, play_two_switches

INTERVAL = 1.0
RESULTS = []


def print_result(player, switches, seconds):
    RESULTS.append((player, switches.presses, seconds))
    print(f"\n| {player} | {switches.presses} | {seconds:.1f} s |")


def test_one_switch(launch):
    write_settings(scanningEnabled=True, scanningInterval=INTERVAL)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    switches, start = Switches(), time.monotonic()
    play_one_switch(app, switches, INTERVAL)
    print_result("one switch (automatic, 1 s)", switches, time.monotonic() - start)


def test_two_switches(launch):
    write_settings(scanningEnabled=True, scanningMethod="twoSwitches", scanningInterval=INTERVAL)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    switches, start = Switches(), time.monotonic()
    play_two_switches(app, switches)
    print_result("two switches (step)", switches, time.monotonic() - start)


def test_by_ear(launch):
    write_settings(scanningEnabled=True, scanningInterval=INTERVAL, auditoryScanning=True)
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        app.wait_for_focus(name_prefix="Card 1,")
        switches, start = Switches(), time.monotonic()
        play_by_ear(app, switches, speech, INTERVAL)
        print_result("auditory scanning (one switch, 1 s, by ear only)", switches, time.monotonic() - start)
