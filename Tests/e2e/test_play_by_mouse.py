"""A child who uses only the mouse: click flips, double-click adds, press-and-hold pins."""
from harness import click, double_click, press_and_hold, wait_until
from game import argv, belongs_to, card, card_number, face_up_name, prompt_text


def test_mouse_alone_finishes_a_level_with_clicks_double_clicks_and_a_hold(launch):
    app = launch(argv())
    click(app.find_one(role="push button", name="Level 1"))
    app.find_one(role="push button", name_prefix="Card 1,", timeout=5)
    prompt = prompt_text(app)
    cards = sorted(card_number(c.name) for c in app.find_all(role="push button", name_prefix="Card "))
    assert cards == list(range(1, len(cards) + 1))

    pinned = False
    for number in cards:
        click(card(app, number))
        name = wait_until(lambda: face_up_name(lambda: card(app, number).name),
                          message=f"clicking card {number} did not turn it over")
        if belongs_to(name, prompt):
            double_click(card(app, number))
            wait_until(lambda: "on the board" in card(app, number).name,
                       message=f"double-clicking card {number} did not add it")
        elif not pinned:
            press_and_hold(card(app, number))
            wait_until(lambda: card(app, number).name.endswith(", pinned"),
                       message=f"holding card {number} did not pin it")
            pinned = True
        if app.find_all(role="dialog", name_contains="Well done"):
            break

    assert pinned
    app.find_one(role="dialog", name_contains="Well done", timeout=5)
    click(app.find_one(role="push button", name="Next level"))
    wait_until(lambda: prompt_text(app) != prompt, message="Next level did not open the next level")
