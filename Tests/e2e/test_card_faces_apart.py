"""Card faces told apart as drawn: level 9's twelve cards, face up, read from the pixels. What each
face inks (everything on the card that is not its white), and in what paint (grey, or a colour),
is compared with every other card's of another kind (number, colour, shape, size): two faces
sharing most of their ink in the same paint would be one picture to a child who cannot read, as
the old size card, a plain grey disc, was to the grey circle. A colour's splash covers much of
where a shape card's shape lies (70% at most), and is told apart by its paint. The core's
CardFaceLikenessTests hold the same rule for the faces' geometry; this holds it for what is painted."""
from harness import move_mouse_away, near, screen_extents, screenshot, wait_until
from harness.ink import ink_mask
from game import argv, card_attribute, write_settings

WHITE = (0xFF, 0xFF, 0xFF)   # a face-up card's face
# Overlap over union of two faces' ink past which they read as one picture (the core's `alike`).
ALIKE = 0.7
COLOURS = {"red", "orange", "yellow", "green", "blue", "purple"}


def kind_of(attribute):
    if attribute.endswith(("dot", "dots")):
        return "number"
    if attribute in COLOURS:
        return "colour"
    if attribute in {"big", "small"}:
        return "size"
    return "shape"


def face_box(card):
    """The card's face: inside its border and focus ring, below the row of its corner number."""
    x, y, width, height = screen_extents(card)
    return (x + width // 8, y + height // 4, width - 2 * (width // 8), height - height // 4 - height // 8)


def paint(rgb):
    """What a pixel of a face is: None for the card's white, else "grey" or "colour"."""
    if near(rgb, WHITE, 10):
        return None
    return "colour" if max(rgb) - min(rgb) > 60 else "grey"


def likeness(first, second):
    """Overlap over union of two faces of one size: the pixels both ink in the same paint, over
    those either inks."""
    both = sum(a is not None and a == b for row_a, row_b in zip(first, second) for a, b in zip(row_a, row_b))
    either = sum(a is not None or b is not None for row_a, row_b in zip(first, second) for a, b in zip(row_a, row_b))
    return both / either if either else 1.0


def test_no_two_kinds_of_card_face_are_drawn_alike(launch):
    write_settings(cardsFaceUp=True, reducedMotion=True)
    app = launch(argv("--level", "9"))
    app.wait_for_focus(name_prefix="Card 1,")
    move_mouse_away()
    cards = sorted(app.find_all(role="push button", name_prefix="Card "),
                   key=lambda card: int(card.name.split(",")[0].split()[1]))
    assert len(cards) == 12, [card.name for card in cards]

    def painted_faces():
        """Every card's face once each has been painted (a busy machine paints after focus)."""
        shot = screenshot()
        faces = [(card.name, kind_of(card_attribute(card.name)), ink_mask(shot, face_box(card), paint)) for card in cards]
        inked = [sum(pixel is not None for row in mask for pixel in row) for _, _, mask in faces]
        return faces if min(inked) > 0.01 * len(faces[0][2]) * len(faces[0][2][0]) else None
    faces = wait_until(painted_faces, message="the cards' faces were never all painted")
    kinds = {kind for _, kind, _ in faces}
    assert kinds == {"number", "colour", "shape", "size"}, f"level 9 no longer deals every kind of card: {kinds}"
    sizes = {(len(mask), len(mask[0])) for _, _, mask in faces}
    assert len(sizes) == 1, f"the cards are not all one size: {sizes}"
    pairs = sorted(((round(likeness(mask, other_mask), 2), name, other_name)
                    for index, (name, kind, mask) in enumerate(faces)
                    for other_name, other_kind, other_mask in faces[index + 1:] if kind != other_kind), reverse=True)
    print("the most alike faces of two kinds:", pairs[0])
    alike = [pair for pair in pairs if pair[0] >= ALIKE]
    assert not alike, f"faces of different kinds drawn alike (overlap in one paint, over union): {alike}"
