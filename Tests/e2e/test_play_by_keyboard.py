"""A child who uses only the keyboard: plays level 1 to its end by keyboard alone,
pinning and unpinning a wrong card on the way, and Enter on Next level deals level 2."""
from harness import key, wait_until
from game import argv, card_attribute, finish_level, focused_name, prompt_text


def test_keyboard_alone_finishes_level_one_and_reaches_level_two(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    prompt = prompt_text(app)
    assert prompt == "Two yellow squares"

    pinned = []

    def pin_and_unpin_the_first(name):
        if pinned:
            return
        key("p")
        app.wait_for_focus(name_contains=", pinned")
        key("p")
        wait_until(lambda: ", pinned" not in focused_name(app), message="P did not unpin the card")
        pinned.append(name)

    finish_level(app, on_wrong_card=pin_and_unpin_the_first)
    app.find_one(role="dialog", name_contains="Well done", timeout=5)
    next_button = app.wait_for_focus(name="Next level")
    assert next_button.getRoleName() == "push button"
    assert pinned, "the level never offered a wrong card to pin"
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    assert prompt_text(app) != prompt, "Next level did not open a new level"
    assert card_attribute(focused_name(app)) is None, "a new level starts with every card face down"
