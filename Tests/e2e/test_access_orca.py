"""The screen reader hears what happened: GTK 4.8 has no announcement API, so after a
flip or an add the focused card's name or description changes, and Orca, the real screen reader,
speaks it. Its speech is read back as text."""
from harness import key, wait_until
from game import argv, card_attribute


def test_orca_speaks_the_flipped_card_and_then_what_the_add_did(launch, orca):
    app = launch(argv("--level", "1"))
    card = app.wait_for_focus(name_prefix="Card 1,")
    assert card.name == "Card 1, face down"
    # Orca follows the focus it has seen move: the focus given at start-up is not announced.
    mark = orca.mark()
    key("Right")
    orca.wait_for_speech("Card 2, face down", timeout=15, since=mark)
    mark = orca.mark()
    key("Left")
    orca.wait_for_speech("Card 1, face down", timeout=15, since=mark)
    orca.wait_for_silence()

    mark = orca.mark()
    key("space")
    shown = wait_until(lambda: app.focused().name if "face down" not in app.focused().name else None,
                       message="Space did not turn card 1 face up")
    assert card_attribute(shown) == "two dots", f"level 1's first card changed: {shown!r}"
    said = orca.wait_for_speech("Card 1, two dots", timeout=15, since=mark)
    assert "face down" not in said

    mark = orca.mark()
    key("a")
    # Card 1 leaves the grid for the board; card 2 takes focus and its description leads with
    # what happened, so Orca reads both.
    app.wait_for_focus(name_prefix="Card 2,")
    orca.wait_for_speech("Two dots are on the board.", timeout=15, since=mark)
    orca.wait_for_speech("Card 2, face down", timeout=15, since=mark)
