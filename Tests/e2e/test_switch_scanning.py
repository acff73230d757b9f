"""A player who can press only one switch: focus moves by itself, Space selects,
and on a card Space opens its choices (flip, add, pin, back), which the scan steps through."""

from game import write_settings, argv
from switch_players import Switches, play_one_switch, wait_for_focus_where

INTERVAL = 1.0


def test_a_single_switch_finishes_level_one_pressing_only_space(launch):
    write_settings(scanningEnabled=True, scanningInterval=INTERVAL)
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    switches = Switches()
    switches.select()
    app.wait_for_focus(name_prefix="Card 1,")
    play_one_switch(app, switches, INTERVAL)
    dialog_names = set()
    for _ in range(3):
        name, _ = wait_for_focus_where(app, lambda n, d: n in ("Next level", "Home") and n not in dialog_names,
                                       "the scan did not move inside the Well done dialog", timeout=3 * INTERVAL)
        dialog_names.add(name)
        if dialog_names == {"Next level", "Home"}:
            break
    assert dialog_names == {"Next level", "Home"}, "scanning left the dialog or stopped in it"
    wait_for_focus_where(app, lambda n, d: n == "Next level", "the scan never came back to Next level")
    switches.select()
    app.wait_for_focus(name_prefix="Card 1,", timeout=5)
