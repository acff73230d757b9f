"""Switch access beyond one automatic switch: two-switch step scanning, the cool-down that
swallows a tremor's second press, mouse buttons as switches, auditory scanning through the game's
voice, and the scan that stops after its rounds and waits for a press."""

from harness import SpeechDispatcherStandIn, click, hand_pause, key, settle, wait_until
from game import argv, card, read_settings, write_settings
from settings_ui import open_settings, settings_dialog, tab_to
from switch_players import Switches, as_spoken, focused_words, play_two_switches, wait_for_focus_where, well_done

INTERVAL = 1.0


def test_a_two_switch_player_finishes_level_one_stepping_and_selecting(launch):
    write_settings(scanningEnabled=True, scanningMethod="twoSwitches", scanningInterval=INTERVAL)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    # Nothing moves by itself with two switches.
    settle(2.5 * INTERVAL)
    assert focused_words(app)[0].startswith("Card 1,"), "focus moved by itself in two-switch scanning"
    switches = Switches()
    play_two_switches(app, switches)
    assert well_done(app)
    wait_for_focus_where(app, lambda n, d: n == "Next level", "focus did not go into the Well done dialog", timeout=5)
    switches.step()
    wait_for_focus_where(app, lambda n, d: n == "Home", "the step switch did not move inside the Well done dialog", timeout=3)


def test_a_tremors_second_press_100_ms_later_selects_once(launch):
    write_settings(scanningEnabled=True, scanningMethod="twoSwitches", scanningCoolDown=0.5)
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("space")                                   # opens card 1's choices, at Flip
    wait_for_focus_where(app, lambda n, d: d.startswith("Flip"), "card 1 did not offer Flip")
    hand_pause(0.6)
    key("space")                                   # Flip …
    hand_pause(0.1)
    key("space")                                   # … and the tremor's repeat, which would open the choices again
    wait_until(lambda: "face down" not in focused_words(app)[0], message="card 1 did not turn over")
    settle()
    name, description = focused_words(app)
    assert "Press your switch" not in description, f"the repeat counted as a second selection: {name}: {description}"
    # Once the cool-down is over, the switch works again.
    key("space")
    wait_for_focus_where(app, lambda n, d: "Press your switch" in d, "a press after the cool-down did nothing", timeout=3)


def test_mouse_buttons_as_switches_never_click_what_is_under_the_pointer(launch):
    write_settings(scanningEnabled=True, scanningMethod="twoSwitches", scanningMouseSwitch="leftStepsRightSelects")
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    card_four = card(app, 4)
    click(card_four)                               # left: the step switch, wherever the pointer is
    wait_for_focus_where(app, lambda n, d: n.startswith("Card 2,"), "a left click did not step to card 2", timeout=3)
    assert "face down" in card(app, 4).name, "the left click also flipped the card under the pointer"
    click(card_four, button=3)                     # right: select, opening card 2's choices
    wait_for_focus_where(app, lambda n, d: n.startswith("Card 2,") and d.startswith("Flip"),
                         "a right click did not open the focused card's choices", timeout=3)
    settle()
    assert not app.find_all(role="menu"), "the right click also opened the actions menu under the pointer"
    assert "face down" in card(app, 4).name


def test_auditory_scanning_says_each_item_as_the_scan_reaches_it(launch):
    write_settings(scanningEnabled=True, scanningInterval=INTERVAL, auditoryScanning=True)
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        app.wait_for_focus(name_prefix="Card 1,")
        mark = speech.mark()
        reached = []
        for _ in range(3):
            before = focused_words(app)[0]
            name = wait_until(lambda: (n := focused_words(app)[0]) != before and n, timeout=3 * INTERVAL,
                              message="the scan did not move on")
            reached.append(as_spoken(name))
            speech.wait_for(as_spoken(name), since=mark, timeout=2)
        said = speech.texts_since(mark)
        print("the scan reached", reached, "and the voice said", said)
        assert said[:3] == reached, f"the voice did not say each item as the scan reached it: {said} vs {reached}"
        # The scan reaches a card's choices too, and says each one.
        card_name = focused_words(app)[0]
        number = int(card_name.split(",")[0].split()[1])
        choices = speech.mark()
        key("space")
        # Each as a short sentence: a lone "Pin" or "Flip" is heard as "pen" or "plan".
        speech.wait_for("Flip it.", since=choices, timeout=3)
        speech.wait_for("Put it on the board.", since=choices, timeout=4 * INTERVAL)
        speech.wait_for("Pin it.", since=choices, timeout=2 * INTERVAL)
        speech.wait_for("Go back.", since=choices, timeout=2 * INTERVAL)
        # Once a choice is taken, the voice says where the scan rests, after what the move says,
        # so a player scanning by ear hears it before the scan moves on.
        speech.wait_for("Flip it.", since=speech.mark(), timeout=2 * INTERVAL)
        flipped, commands = speech.mark(), len(speech.commands)
        key("space")
        rests_on = wait_until(lambda: "face down" not in (n := focused_words(app)[0]) and n.startswith(f"Card {number},") and n,
                              message=f"card {number} did not turn over")
        speech.wait_for(as_spoken(rests_on), since=flipped, timeout=0.5 * INTERVAL)
        after_flip = speech.texts_since(flipped)
        assert after_flip.index(as_spoken(rests_on)) > 0, f"the card's name came before what the flip says: {after_flip}"
        # SSIP: each line is SPEAK, and an interrupting one is CANCEL before it.
        sent = [c.split()[0].upper() for c in speech.commands[commands:] if c.split()]
        sent = [c for c in sent if c in ("SPEAK", "CANCEL")]
        name_sent = [i for i, c in enumerate(sent) if c == "SPEAK"][1]    # the face first, then the name
        assert sent[name_sent - 1] != "CANCEL", f"the card's name cut off what the flip says: {sent} for {after_flip}"


def test_the_scan_stops_after_its_rounds_says_so_and_a_press_starts_it_again(launch):
    write_settings(scanningEnabled=True, scanningInterval=0.5, scanningLoops=1, auditoryScanning=True)
    with SpeechDispatcherStandIn() as speech:
        app = launch(argv("--level", "1"), env=speech.env)
        app.wait_for_focus(name_prefix="Card 1,")
        speech.wait_for("Scanning stopped. Press the switch to start.", timeout=20)
        stopped_on = focused_words(app)[0]
        settle(1.5)
        assert focused_words(app)[0] == stopped_on, "the scan went on after it said it stopped"
        description = focused_words(app)[1]
        assert "Scanning stopped" in description, f"a screen reader is not told the scan stopped: {description}"
        key("space")                               # starts the scan again, selecting nothing
        wait_until(lambda: focused_words(app)[0] != stopped_on, timeout=3, message="a press did not start the scan again")
        assert not app.find_all(role="dialog")


def test_the_next_key_is_chosen_in_settings_under_the_clash_rules_and_then_steps(launch):
    write_settings(scanningEnabled=True, scanningMethod="twoSwitches")
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    dialog = open_settings(app)
    switches = Switches()
    next_key = tab_to(app, app.find_one(role="push button", name_contains="Move-on key"), "the Move-on key button")
    assert next_key.name.startswith("Return"), next_key.name

    def try_key(name):
        switches.select()                          # Space, the select switch, presses the focused button
        app.find_one(role="label", name="Press the new key…")
        key(name)

    try_key("a")                                   # Add's key
    refusal = app.find_one(role="label", name_contains="already used")
    assert "Add" in refusal.name, refusal.name
    try_key("Left")                                # needed to move around
    app.find_one(role="label", name_contains="needed to move around")
    settle()
    assert read_settings().get("scanningStepKey", "Return") == "Return"
    try_key("n")
    wait_until(lambda: app.find_all(role="push button", name="N Move-on key"), message="the Move-on key button did not show N")
    wait_until(lambda: read_settings().get("scanningStepKey") == "n", message="the Move-on key n was not saved")
    key("Escape")
    wait_until(lambda: settings_dialog(app) is None, message="Escape left Settings open")
    app.wait_for_focus(name_prefix="Card 1,")
    key("n")
    wait_for_focus_where(app, lambda n, d: n.startswith("Card 2,"), "the new Move-on key did not step", timeout=3)
