"""A child who uses only the keyboard (SPEC §3, issue: play to the end by keyboard alone)."""
from harness import key, wait_until
from game import argv, belongs_to, card_attribute, face_up_name, focused_name, prompt_text


def test_keyboard_alone_finishes_level_one_and_reaches_level_two(launch):
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    prompt = prompt_text(app)
    assert prompt == "Two yellow squares"

    pinned_once = False
    for _ in range(60):
        if app.find_all(role="dialog", name_contains="Well done"):
            break
        name = focused_name(app)
        if not name.startswith("Card "):
            key("Tab")
            continue
        if "face down" in name:
            key("space")
            name = wait_until(lambda: face_up_name(lambda: focused_name(app)),
                              message=f"the card never turned face up: {name}")
        if belongs_to(name, prompt):
            key("a")
            wait_until(lambda: focused_name(app) != name, message="Add did not change the focused card")
            continue
        if not pinned_once:
            key("p")
            app.wait_for_focus(name_contains=", pinned")
            key("p")
            wait_until(lambda: ", pinned" not in focused_name(app), message="P did not unpin the card")
            pinned_once = True
        key("Tab")

    dialog = app.find_one(role="dialog", name_contains="Well done", timeout=5)
    next_button = app.wait_for_focus(name="Next level")
    assert next_button.getRoleName() == "push button"
    assert pinned_once, "the level never offered a wrong card to pin"
    assert dialog is not None
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    assert prompt_text(app) != prompt, "Next level did not open a new level"
    assert card_attribute(focused_name(app)) is None, "a new level starts with every card face down"
