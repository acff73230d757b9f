"""The switch scan's highlight, read from the pixels: while scanning is on, the scanned card wears
a thick ring in the colour chosen in Settings (yellow unless chosen), at least 6 px of it between
dark edges; and when the scan opens a card, all of its choices are drawn at once, one box each,
the one reached filled with that colour. Names come from AT-SPI; the colours from the core's
ScanColour (Sources/ShapeShuffleCore/Look/ScanHighlight.swift)."""

import pytest
from harness import description, move_mouse_away, near, screen_extents, screenshot, wait_until
from harness.ink import ink_mask, marks
from game import argv, card as game_card
from saves_before_start import Saves
from switch_players import Switches
from test_board_size import resize

BANDS = {"yellow": (0xFF, 0xE0, 0x00), "cyan": (0x00, 0xE5, 0xFF), "magenta": (0xEE, 0x22, 0xDD)}
EDGE = (0, 0, 0)                     # Theme.scanHighlightEdge
TEXT = (0x24, 0x1F, 0x31)            # Theme.standard.text, on the plain boxes
CARD_FACE = (0xFF, 0xFF, 0xFF)       # the plain boxes' fill
MARGIN = 8                           # FocusRing.margin(): the room around every card
THICKEST_BAND = 12                   # more than this is not a ring
CHOICES = ["Flip", "Add to board", "Pin", "Go back"]   # a face-down card's, in the scan's order


def scanning_env(tmp_path, **settings):
    world = Saves(tmp_path)
    world.settings(**{"reducedMotion": True, "scanningEnabled": True, "scanningMethod": "twoSwitches", **settings})
    return world.env


def runs(pixels, colour, tolerance=40):
    """The runs of `colour` along a line of pixels: (start, length) each."""
    found, start = [], None
    for index, rgb in enumerate(pixels + [None]):
        inside = rgb is not None and near(rgb, colour, tolerance)
        if inside and start is None:
            start = index
        elif not inside and start is not None:
            found.append((start, index - start))
            start = None
    return found


def band_across_edges(shot, box, colour):
    """How thick the band of `colour` is where a line from outside the card crosses each of its
    four sides (left, right, top, bottom), counted only where dark edges stand either side of it;
    0 for a side with no such band."""
    x, y, w, h = box
    cx, cy = x + w // 2, y + h // 2
    reach = MARGIN + THICKEST_BAND
    lines = {
        "left": [shot.pixel(x + i, cy) for i in range(reach)],
        "right": [shot.pixel(x + w - 1 - i, cy) for i in range(reach)],
        "top": [shot.pixel(cx, y + i) for i in range(reach)],
        "bottom": [shot.pixel(cx, y + h - 1 - i) for i in range(reach)],
    }
    thickness = {}
    for side, line in lines.items():
        edged = [length for start, length in runs(line, colour)
                 if length <= THICKEST_BAND and start >= 1 and start + length < len(line)
                 and near(line[start - 1], EDGE, 90) and near(line[start + length], EDGE, 90)]
        thickness[side] = max(edged, default=0)
    return thickness


def scanned_card(app, switches, number):
    """Step the scan (the move-on switch) until card `number` has focus."""
    for _ in range(20):
        focused = app.focused()
        if focused is not None and focused.name.startswith(f"Card {number},"):
            return focused
        before = focused.name if focused is not None else None
        switches.step()
        wait_until(lambda: app.focused() is not None and app.focused().name != before,
                   message="the move-on switch did not move the scan")
    raise AssertionError(f"the scan never reached Card {number}")


@pytest.mark.parametrize("chosen", [None, "magenta"])
def test_the_scanned_card_wears_a_thick_ring_of_the_chosen_colour(launch, tmp_path, chosen):
    """Yellow when nothing is chosen (a file from before the setting), magenta when chosen."""
    colour = BANDS[chosen or "yellow"]
    settings = {"scanningColour": chosen} if chosen else {}
    app = launch(argv("--level", "1"), env=scanning_env(tmp_path, **settings))
    app.wait_for_focus(name_prefix="Card 1,")
    move_mouse_away()
    card = scanned_card(app, Switches(), 2)
    box = screen_extents(card)

    def ringed():
        shot = screenshot()
        thickness = band_across_edges(shot, box, colour)
        return (shot, thickness) if all(value >= 6 for value in thickness.values()) else None
    shot, thickness = wait_until(ringed, message=f"no ring of {colour} at least 6 px thick, edged dark, "
                                                  f"round Card 2: {band_across_edges(screenshot(), box, colour)}")
    print("band thickness", thickness)
    # The card the scan left has no ring at all, and no other colour's band shows on the scanned one.
    left = screen_extents(game_card(app, 1))
    assert not any(band_across_edges(shot, left, colour).values()), "Card 1 kept the scan's ring"
    for other, rgb in BANDS.items():
        if rgb != colour:
            assert not any(band_across_edges(shot, box, rgb).values()), f"Card 2's ring is {other} too"


def boxes_down(shot, box, colour, column):
    """The choice boxes crossed by one vertical line over an open card, top to bottom:
    ('reached' | 'plain', top, height) each."""
    x, y, w, h = box
    line = [shot.pixel(column, y + i) for i in range(h)]
    found = [("reached", start, length) for start, length in runs(line, colour) if length >= 10]
    found += [("plain", start, length) for start, length in runs(line, CARD_FACE, 24) if length >= 10]
    return sorted(found, key=lambda found_box: found_box[1])


def boxes_in_reading_order(shot, box, colour):
    """The choice boxes over an open card, two a row, in the order the scan visits them, read down
    a line near each side of the card (clear of the pictures and words, which are centred in
    their boxes): ('reached' | 'plain', top, height, side) each, side 'left' or 'right'."""
    x, _, w, _ = box
    left = boxes_down(shot, box, colour, x + MARGIN + 14)
    right = boxes_down(shot, box, colour, x + w - MARGIN - 14)
    rows = [[(*found, "left")] for found in left]
    for index, found in enumerate(right):
        if index < len(rows):
            rows[index].append((*found, "right"))
        else:
            rows.append([(*found, "right")])
    return [found for row in rows for found in row]


def words_in(shot, box, top, height, side):
    """How many dark pixels of a picture and its word lie across the middle of a choice box."""
    x, _, w, _ = box
    y = box[1] + top
    half = w // 2
    start = x + MARGIN + 16 if side == "left" else x + half + 4
    count = 0
    for row in range(y + height // 4, y + height - 4):
        for column in range(start, start + half - MARGIN - 20):
            rgb = shot.pixel(column, row)
            if near(rgb, TEXT, 60) or near(rgb, EDGE, 60):
                count += 1
    return count


def test_an_open_card_shows_all_its_choices_at_once_with_the_one_reached_in_the_scan_colour(launch, tmp_path):
    colour = BANDS["cyan"]
    app = launch(argv("--level", "1"), env=scanning_env(tmp_path, scanningColour="cyan"))
    app.wait_for_focus(name_prefix="Card 1,")
    move_mouse_away()
    switches = Switches()
    card = scanned_card(app, switches, 2)
    box = screen_extents(card)
    switches.select()  # opens the card's choices
    wait_until(lambda: description(app.focused()).startswith("Flip."),
               message=f"the card's choices did not open: {description(app.focused())!r}")

    def shown(reached):
        shot = screenshot()
        found = boxes_in_reading_order(shot, box, colour)
        kinds = [kind for kind, *_ in found]
        wanted = ["plain"] * 4
        wanted[reached] = "reached"
        return (shot, found) if kinds == wanted else None
    for reached in range(4):
        shot, found = wait_until(lambda: shown(reached),
                                 message=f"not four choices with the {reached + 1}th filled with {colour}: "
                                         f"{boxes_in_reading_order(screenshot(), box, colour)}")
        # Every choice's picture and words are drawn, not only the one reached's.
        written = [words_in(shot, box, top, height, side) for _, top, height, side in found]
        assert all(count >= 30 for count in written), f"a choice box without its picture and words: {written}"
        if reached < 3:
            switches.step()  # the next choice
            wait_until(lambda: not description(app.focused()).startswith(CHOICES[reached] + "."),
                       message=f"the move-on switch did not move on: {description(app.focused())!r}")


MISTAKE = (0xC0, 0x1C, 0x28)         # Theme.standard.mistakeMark


def test_the_scan_ring_never_hides_a_wrong_cards_red_border(launch, tmp_path):
    """A child who adds a wrong card by switch sees its red border and cross under the scan's
    wide ring, which reaches into the card."""
    from game import belongs_to
    app = launch(argv("--level", "1"), env=scanning_env(tmp_path))
    app.wait_for_focus(name_prefix="Card 1,")
    move_mouse_away()
    switches = Switches()
    prompt = "Two yellow squares"
    for number in range(2, 7):
        card = scanned_card(app, switches, number)
        switches.select()  # opens the card's choices, Flip reached
        wait_until(lambda: description(app.focused()).startswith("Flip."),
                   message=f"the card's choices did not open: {description(app.focused())!r}")
        switches.select()  # flips it
        face = wait_until(lambda: (lambda name: name if "face down" not in name else None)(app.focused().name),
                          message="the card did not turn over")
        if not belongs_to(face, prompt):
            break
    else:
        raise AssertionError("no wrong card among cards 2 to 6")
    box = screen_extents(card)
    switches.select()  # opens the choices again
    wait_until(lambda: description(app.focused()).startswith("Flip."), message="the choices did not open again")
    switches.step()
    wait_until(lambda: description(app.focused()).startswith("Add to board."), message="the scan did not reach Add")
    switches.select()

    def red_inside():
        shot = screenshot()
        x, y, w, h = box
        # Across the card's middle, from its left edge inwards: past the scan's band, the red border.
        line = [shot.pixel(x + i, y + h // 2) for i in range(MARGIN + 30)]
        red = [(start, length) for start, length in runs(line, MISTAKE, 50) if length >= 2]
        band = [(start, length) for start, length in runs(line, BANDS["yellow"]) if length >= 4]
        # Both seen, the scan's band outside the red border, and the border whole (CardMarkPainter's
        # width: 5% of the card's shorter side, at least 6 px).
        whole = 0.9 * max(6, min(w - 2 * MARGIN, h - 2 * MARGIN) * 0.05)
        return (red, band) if red and band and band[0][0] < red[0][0] and red[0][1] >= whole else None
    red, band = wait_until(red_inside, timeout=2, message="the red border is not seen whole beside the scan's band: "
                                                          "the ring hides the mistake")
    print(f"scan band {band}, red border {red} (start, px) from the card's left edge")


def test_the_scan_highlight_shows_from_the_start_and_stays_through_a_click(launch, tmp_path):
    """Scanning on, with a slow scan: the element the scan starts from wears its highlight at once,
    and still after a click of the mouse and longer than GTK keeps a focus ring by itself (3 s)."""
    from harness import click_at, hand_pause
    app = launch(argv(), env=scanning_env(tmp_path, scanningMethod="oneSwitch", scanningInterval=8.0))
    button = app.wait_for_focus(name="Level 1")
    box = screen_extents(button)
    title = app.find_one(role="label", name="Shape Shuffle")
    tx, ty, tw, th = screen_extents(title)
    click_at(tx + tw // 2, ty + th // 2)
    move_mouse_away()

    def highlighted():
        return screenshot().count_colour(BANDS["yellow"], box, tolerance=40) > 300
    wait_until(highlighted, message="Level 1 wears no scan highlight at the start")
    hand_pause(4.5)  # less than one step of this slow scan
    assert app.focused().name == "Level 1", f"the scan moved to {app.focused().name!r}"
    assert highlighted(), "the scan's highlight went away by itself after a click"


def test_a_small_cards_choices_open_as_pictures_of_40_px_over_the_cards_around_it(launch, tmp_path):
    """Sixteen cards in a 1024x768 window leave a card too small for four choices a child makes
    out: they open on a panel over it and its neighbours, each picture at least 40 px tall. The
    card is found through AT-SPI; the pictures are measured in the pixels, as ink on the plain
    (white) choice boxes: Add's arrow and tray, Pin's head and needle, Go back's arrow."""
    app = launch(argv("--level", "10"), env=scanning_env(tmp_path))
    app.wait_for_focus(name_prefix="Card 1,")
    resize(app, 1024, 768)
    move_mouse_away()
    switches = Switches()
    card = scanned_card(app, switches, 6)
    x, y, w, h = screen_extents(card)
    switches.select()  # opens the card's choices, Flip reached

    def plain_boxes():
        shot = screenshot()
        left, top = max(0, x - 100), max(0, y - 100)
        region = (left, top, min(shot.width - left, w + 200), min(shot.height - top, h + 200))
        found = [box for box in marks(ink_mask(shot, region, lambda rgb: near(rgb, CARD_FACE, 12)), min_pixels=400)
                 if box[2] >= 30 and box[3] >= 30]
        # In reading order: Add (beside Flip), then Pin and Go back under them.
        found.sort(key=lambda box: (box[1] // 10, box[0]))
        return (shot, region, found) if len(found) == 3 else None
    shot, region, boxes = wait_until(plain_boxes, message="the card's three plain choices did not show")
    heights = []
    for bx, by, bw, bh, _ in boxes:
        inner = (region[0] + bx + 3, region[1] + by + 3, bw - 6, bh - 6)
        # A picture's strokes, not the word's letters (at most the word's size tall and narrow).
        parts = [m for m in marks(ink_mask(shot, inner, lambda rgb: near(rgb, TEXT, 60)), min_pixels=8)
                 if m[3] > 14 or m[2] > 24]
        heights.append(max(m[1] + m[3] for m in parts) - min(m[1] for m in parts) if parts else 0)
    print("Add, Pin, Go back: pictures", heights, "px tall; their boxes", [box[2:4] for box in boxes])
    add, pin, back = heights
    assert add >= 40 and pin >= 40, f"pictures under 40 px at 1024x768: Add {add}, Pin {pin}"
    assert back >= 15, f"Go back's arrow is {back} px tall"
