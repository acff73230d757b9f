"""Settings: the language changes at once, a remapped Add key replaces A,
single-key shortcuts can be turned off, and every option survives a restart. Each test keeps
its settings in a directory of its own, so no other test ever sees them."""
from harness import description, hand_pause, key, move_mouse_away, settle, states, type_text, wait_until
from switch_players import COOL_DOWN
from game import BINARY, argv, focus_card_that_belongs, focused_name, prompt_text, slot_names
from settings_ui import (check_boxes, choose_language, close_settings, drop_down_text, open_settings,
                         private_dirs, readme_settings, saved_settings, settings_dialog, tab_to)


# -- the level, as a player sees it ---------------------------------------------------------------

# -- tests ------------------------------------------------------------------------------------------

def test_choosing_tieng_viet_in_settings_changes_the_japanese_level_without_a_restart(launch, tmp_path):
    app = launch([BINARY, "--lang", "ja", "--level", "1"], env=private_dirs(tmp_path))
    app.wait_for_focus(name_prefix="カード1、")
    assert prompt_text(app) == "きいろい しかくが 2つ"
    cards = [acc.name for acc in app.find_all(role="push button", name_prefix="カード")]
    assert cards[:2] == ["カード1、うらがえし", "カード2、うらがえし"] and len(cards) == 6

    dialog = open_settings(app)
    assert drop_down_text(dialog) == "日本語"
    choose_language(app, dialog, "Tiếng Việt")
    close_settings(app, dialog)

    wait_until(lambda: prompt_text(app) == "Hai hình vuông màu vàng",
               message="the prompt did not change to Vietnamese")
    cards = [acc.name for acc in app.find_all(role="push button", name_prefix="Thẻ ")]
    assert len(cards) == 6 and cards[0].startswith("Thẻ 1")
    assert not app.find_all(role="push button", name_prefix="カード")
    focused = app.wait_for_focus(name_prefix="Thẻ ")
    assert "Hàng 1" in description(focused)
    assert saved_settings(private_dirs(tmp_path))["language"] == "vi"


def test_a_remapped_add_key_adds_the_card_and_a_no_longer_does(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch(argv("--level", "1"), env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    dialog = open_settings(app)
    tab_to(app, app.find_one(role="push button", name="A Add key"), "the Add key button")
    key("Return")
    app.find_one(role="label", name="Press the new key…")
    key("x")
    wait_until(lambda: app.find_all(role="push button", name="X Add key"),
               message="the Add key button did not show X")
    wait_until(lambda: (saved_settings(env) or {}).get("addKey") == "x", message="addKey x was not saved")
    assert not app.find_all(role="label", name="Press the new key…")

    # P belongs to Pin: refused, and nothing changes.
    add_key = tab_to(app, app.find_one(role="push button", name="X Add key"), "the Add key button")
    key("Return")
    app.find_one(role="label", name="Press the new key…")
    key("p")
    refusal = app.find_one(role="label", name_contains="already used")
    assert "Pin" in refusal.name
    assert add_key.name == "X Add key"
    assert app.find_all(role="push button", name="P Pin key")
    settle()
    assert saved_settings(env)["addKey"] == "x" and saved_settings(env)["pinKey"] == "p"
    close_settings(app, dialog)

    prompt = prompt_text(app)
    card = focus_card_that_belongs(app, prompt)
    assert "Press X to add" in description(app.focused()), description(app.focused())
    slots = slot_names(app)
    assert sum("empty" in slot for slot in slots) == 3

    key("a")
    settle()
    assert focused_name(app) == card, "A still did something to the card"
    assert slot_names(app) == slots, "A still added the card"

    key("x")
    wait_until(lambda: sum("empty" in slot for slot in slot_names(app)) == 2,
               message=f"X did not add {card!r} to the board: {slot_names(app)}")


def test_with_single_key_shortcuts_off_a_and_p_do_nothing_on_a_card(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch(argv("--level", "1"), env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    dialog = open_settings(app)
    single_keys = app.find_one(role="check box", name="Single-key shortcuts")
    assert "checked" in states(single_keys)
    tab_to(app, single_keys, "Single-key shortcuts")
    key("space")
    wait_until(lambda: "checked" not in states(single_keys), message="Space did not uncheck it")
    wait_until(lambda: (saved_settings(env) or {}).get("singleKeyShortcuts") is False,
               message="singleKeyShortcuts false was not saved")
    close_settings(app, dialog)

    card = focus_card_that_belongs(app, prompt_text(app))
    assert "Press A" not in description(app.focused()), description(app.focused())
    slots = slot_names(app)
    for letter in ("a", "p"):
        key(letter)
        settle()
        assert focused_name(app) == card, f"{letter!r} still changed the card"
        assert slot_names(app) == slots, f"{letter!r} still changed the board"

    # The actions menu still adds the card.
    move_mouse_away()  # a keyboard player has no pointer resting on the menu
    key("shift+F10")
    app.wait_for_focus(role="menu item", name="Flip")
    key("Down")
    app.wait_for_focus(role="menu item", name="Add to board")
    key("Return")
    wait_until(lambda: sum("empty" in slot for slot in slot_names(app)) == 2,
               message=f"Add to board did not add {card!r}: {slot_names(app)}")


def test_every_setting_survives_a_restart(launch, tmp_path):
    env = private_dirs(tmp_path)
    app = launch([BINARY, "--level", "1"], env=env)
    app.wait_for_focus(name_prefix="Card 1,")
    dialog = open_settings(app)
    boxes = check_boxes(dialog)
    # Each box is a setting of the README's table (which a core test keeps the same as the game's),
    # in its order, and is found by the key it saves under, never by its place: a new row needs
    # nothing here. The defaults are the core's to test; three that a child meets first are read.
    table = readme_settings()
    keys = {title: json_key for json_key, title in table.items()}
    assert len(boxes) >= 10 and all(box.name in keys for box in boxes), \
        f"check boxes {[box.name for box in boxes]} not all in the README's table: {table}"
    saved_as = [keys[box.name] for box in boxes]
    assert saved_as == [key for key in table if key in saved_as], f"check boxes out of the table's order: {saved_as}"
    scanning = boxes[saved_as.index("scanningEnabled")]
    before = {json_key: "checked" in states(box) for json_key, box in zip(saved_as, boxes)}
    # The session leaves gtk-enable-animations on, so reduced motion shows off.
    assert not before["scanningEnabled"] and not before["reducedMotion"] and before["readAloud"], before

    # The interval first: scanning, switched on last, then moves focus only every 8 s.
    spin = app.find_one(role="spin button", name="Scanning interval")
    assert spin.queryValue().currentValue == 1.5
    tab_to(app, spin, "Scanning interval")
    key("ctrl+a")
    type_text("8")
    key("Tab")
    wait_until(lambda: spin.queryValue().currentValue == 8.0, message="the interval did not become 8")
    choose_language(app, dialog, "한국어")
    for box in boxes:
        tab_to(app, box, box.name)
        was = "checked" in states(box)
        if "checked" in states(scanning):
            # Space is now the switch too, and a switch pressed again within its cool-down is
            # taken as a tremor: wait as a switch user's hand does.
            hand_pause(COOL_DOWN + 0.15)
        key("space")
        wait_until(lambda: ("checked" in states(box)) != was, message=f"Space did not toggle {box.name}")
    after = {json_key: not value for json_key, value in before.items()}
    expected = dict(after)
    expected.update({"language": "ko", "scanningInterval": 8.0, "addKey": "a", "pinKey": "p"})

    def saved_as_expected():
        saved = saved_settings(env) or {}
        return all(saved.get(name) == value for name, value in expected.items())

    wait_until(saved_as_expected, message=f"settings.json is not as set: {saved_settings(env)}")
    key("Escape")
    wait_until(lambda: settings_dialog(app) is None, message="Escape left Settings open")
    app.close()

    again = launch([BINARY, "--level", "1"], env=env)
    again.wait_for_focus(name_prefix="카드")
    assert prompt_text(again) == "노란색 네모 두 개"
    dialog = open_settings(again)
    assert ["checked" in states(box) for box in check_boxes(dialog)] == [after[json_key] for json_key in saved_as]
    assert drop_down_text(dialog) == "한국어"
    assert again.find_one(role="spin button", name="스캔 간격").queryValue().currentValue == 8.0
    assert saved_as_expected(), saved_settings(env)


def test_the_scan_colours_are_shown_as_swatches_beside_their_names(launch, tmp_path):
    """A grown-up choosing the scan's colour sees each colour, not only its name: the drop-down
    shows a swatch of the chosen one, and after Cyan is picked by keys, cyan's swatch."""
    from harness import screen_extents, screenshot
    from settings_ui import show_group_by_mouse
    yellow, cyan = (0xFF, 0xE0, 0x00), (0x00, 0xE5, 0xFF)
    app = launch(argv(), env=private_dirs(tmp_path))
    app.wait_for_focus(role="push button", name_prefix="Level ")
    dialog = open_settings(app)
    show_group_by_mouse(dialog, "Switches")
    button = app.find_one(role="push button", name="Scan highlight colour: Yellow", timeout=5)
    move_mouse_away()

    def swatch_pixels(colour):
        return screenshot().count_colour(colour, screen_extents(button), tolerance=24)

    wait_until(lambda: swatch_pixels(yellow) >= 200, message="the drop-down shows no yellow swatch")
    tab_to(app, button, "Scan highlight colour")
    key("space")
    wait_until(lambda: app.focused() is not None and app.focused().getRoleName() == "list item",
               message="Space did not open the colours")
    key("Down")
    key("Return")
    app.wait_for_focus(role="push button", name="Scan highlight colour: Cyan")
    move_mouse_away()
    wait_until(lambda: swatch_pixels(cyan) >= 200 and swatch_pixels(yellow) == 0,
               message=f"after Cyan the swatch shows {swatch_pixels(cyan)} cyan and {swatch_pixels(yellow)} yellow pixels")
