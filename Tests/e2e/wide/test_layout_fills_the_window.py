"""A screen that fits every window, on a 1920×1080 screen: a maximized level's cards
fill the window; focus and its ring stay on the same card through resizes; large cards keep the
focused card in view; and switching the desktop to high contrast restyles the game while it runs.
Make runs these in a session of their own (SCREEN=1920x1080)."""
from harness import extents, key, move_mouse_away, near, screen_extents, screenshot, wait_until
from game import argv, write_settings

RING = (0x00, 0x00, 0x00)        # Theme.standard.focusRing
RING_HIGH_CONTRAST = (0x1C, 0x6B, 0xD6)  # Theme.highContrast.focusRing
RING_INSET = 8 - (3 + 4 / 2)     # FocusRing.margin() less the ring's offset: its centreline


def level_cards(app):
    return app.find_all(role="push button", name_prefix="Card ")


def card_boxes(app):
    return [extents(card) for card in level_cards(app)]


def ring_is_drawn_around(card, colour=RING):
    x, y, w, h = screen_extents(card)
    points = [(round(x + RING_INSET), round(y + h / 2)), (round(x + w - 1 - RING_INSET), round(y + h / 2)),
              (round(x + w / 2), round(y + RING_INSET)), (round(x + w / 2), round(y + h - 1 - RING_INSET))]
    shot = screenshot()
    return all(near(shot.pixel(px, py), colour) for px, py in points)


def press_f11_until_the_cards_grow(app):
    """F11, then wait until the cards have grown to the new window."""
    before = card_boxes(app)
    key("F11")
    return wait_until(lambda: (lambda now: now if now != before and now[0][3] > before[0][3] else None)(card_boxes(app)),
                      timeout=10, message="F11 did not make the cards bigger")


def test_twelve_cards_fill_a_full_hd_screen_and_are_at_least_200_px_tall(launch):
    app = launch(argv("--level", "9"))
    app.wait_for_focus(name_prefix="Card 1,")
    boxes = press_f11_until_the_cards_grow(app)
    assert len(boxes) == 12
    left = min(x for x, _, _, _ in boxes)
    right = max(x + w for x, _, w, _ in boxes)
    top = min(y for _, y, _, _ in boxes)
    bottom = max(y + h for _, y, _, h in boxes)
    span = max((right - left) / 1920, (bottom - top) / 1080)
    print(f"12 cards at 1920x1080: {boxes[0][2]}x{boxes[0][3]} each, span {(right - left) / 1920:.0%} wide, "
          f"{(bottom - top) / 1080:.0%} tall")
    assert span >= 0.6, f"the cards span only {span:.0%} of the window"
    assert all(h >= 200 for _, _, _, h in boxes), boxes


def test_focus_and_its_ring_stay_on_the_card_through_resizes(launch):
    app = launch(argv("--level", "9"))
    app.wait_for_focus(name_prefix="Card 1,")
    key("Right", "Down")
    card = app.wait_for_focus(name_prefix="Card 6,")
    move_mouse_away()
    small = card_boxes(app)
    press_f11_until_the_cards_grow(app)
    assert app.focused().name.startswith("Card 6,")
    wait_until(lambda: ring_is_drawn_around(app.focused()), message="no ring around card 6 at full screen")
    key("F11")
    wait_until(lambda: card_boxes(app) == small, timeout=10, message="the cards did not return to their size")
    focused = app.wait_for_focus(name_prefix="Card 6,")
    wait_until(lambda: ring_is_drawn_around(focused), message="no ring around card 6 after returning")
    assert card.name == focused.name


def test_large_cards_are_bigger_and_the_focused_one_stays_in_view(launch):
    app = launch(argv("--level", "12"))
    app.wait_for_focus(name_prefix="Card 1,")
    normal = card_boxes(app)[0]
    app.close()
    write_settings(largeCards=True)
    app = launch(argv("--level", "12"))
    app.wait_for_focus(name_prefix="Card 1,")
    large = card_boxes(app)[0]
    assert large[2] >= normal[2] * 1.29 and large[3] >= normal[3] * 1.29, (normal, large)
    key("End")
    last = app.wait_for_focus(name_prefix="Card 16,")
    window = app.window()
    _, _, width, height = extents(window)

    def in_view():
        x, y, w, h = extents(last)
        return x >= 0 and y >= 0 and x + w <= width and y + h <= height
    wait_until(in_view, message=f"card 16 is out of view: {extents(last)} in a {width}x{height} window")


def test_the_desktop_turning_high_contrast_restyles_the_running_game(launch, tmp_path):
    """GNOME's a11y high-contrast key, through a keyfile GSettings backend the test can write."""
    config = tmp_path / "gsettings"
    keyfile = config / "glib-2.0" / "settings" / "keyfile"
    keyfile.parent.mkdir(parents=True)
    keyfile.write_text("")
    env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": str(config)}
    app = launch(argv("--level", "1"), env=env)
    card = app.wait_for_focus(name_prefix="Card 1,")
    move_mouse_away()
    x, y, w, h = screen_extents(card)
    inside = (round(x + w / 2), round(y + h * 0.15))
    before = screenshot().pixel(*inside)
    keyfile.write_text("[org/gnome/desktop/a11y/interface]\nhigh-contrast=true\n")
    wait_until(lambda: screenshot().pixel(*inside) != before, timeout=10,
               message=f"the card back stayed {before} after the desktop turned high contrast")
    assert near(screenshot().pixel(*inside), (0, 0, 0), 60), "the high-contrast card back is not black"
    wait_until(lambda: ring_is_drawn_around(app.focused(), RING_HIGH_CONTRAST), message="no ring in high contrast")
