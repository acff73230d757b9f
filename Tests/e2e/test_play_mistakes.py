"""A wrong card, end to end: the child is told gently (a screen reader hears
it), the card turns face down, and the mistakes show in the stars: in Well done, on Home's level
button, and as bestStars in progress.json, which a worse game keeps and a better one raises."""
from harness import description, find_all, key, wait_until
from game import argv, card, finish_level, focused_name, progress_file
from save_files import read_json

# Level 1: "Two yellow squares". Cards 1 (two dots), 4 (yellow) and 6 (square) belong; cards
# 2 (red), 3 (circle) and 5 (five dots) do not. The grid has three columns.
WRONG_CARDS = {2: ["Right"], 3: ["Right"], 5: ["Down", "Left"]}   # keys from the card before


def add_wrong_cards(app, how_many):
    """From card 1, press A on the first `how_many` wrong cards; each must turn face down."""
    for number, arrows in list(WRONG_CARDS.items())[:how_many]:
        key(*arrows)
        app.wait_for_focus(name_prefix=f"Card {number},")
        key("a")
        # Add reveals the card first, then turns it face down again when it is not in the prompt.
        wait_until(lambda: "is not" in description(card(app, number)),
                   message=f"adding wrong card {number} said nothing: {description(card(app, number))!r}")
        assert card(app, number).name == f"Card {number}, face down", "the wrong card stayed face up"
        assert focused_name(app).startswith(f"Card {number},"), "focus left the wrong card"
    key("Home")
    app.wait_for_focus(name_prefix="Card 1,")


def stars_in_dialog(app):
    dialog = app.find_one(role="dialog", name_contains="Well done", timeout=5)
    return {acc.name for acc in find_all(dialog, name_contains=" of 3 stars")}


def level_one_button(app):
    return app.wait_for_focus(role="push button", name="Level 1", timeout=5)


def back_to_level_one(app):
    """After Well done: Home offers level 2 next, and Left goes back to level 1."""
    app.wait_for_focus(role="push button", name="Level 2", timeout=5)
    key("Left")
    return level_one_button(app)


def play_level_one(app, mistakes):
    """From Home with Level 1 focused: play it with `mistakes` wrong cards, return Well done's stars."""
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    add_wrong_cards(app, mistakes)
    finish_level(app)
    return stars_in_dialog(app)


def best_stars():
    saved = read_json(progress_file()) or {}
    return saved.get("levels", {}).get("1", {}).get("bestStars")


def test_a_wrong_card_is_spoken_turns_face_down_and_costs_a_star(launch, orca):
    app = launch(argv())
    level_one_button(app)
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    before = orca.mark()
    key("Right")
    app.wait_for_focus(name_prefix="Card 2,")
    # Orca reads a description when it speaks, not when focus moved: on a slow machine it may not
    # have begun, and would then read the mistake with the card as well as after it.
    orca.wait_for_speech("Card 2, face down", since=before)
    orca.wait_for_silence()
    mark = orca.mark()
    key("a")
    orca.wait_for_speech("Card 2 is not", since=mark)
    # The same words are written in the caption strip; Orca says them once, with the card.
    orca.wait_for_silence()
    told = [line for line in orca.lines_since(mark) if "is not part of your task" in line]
    assert len(told) == 1, f"Orca said the mistake {len(told)} times: {orca.lines_since(mark)}"
    wait_until(lambda: card(app, 2).name == "Card 2, face down",
               message=f"the wrong card did not turn face down: {card(app, 2).name!r}")
    key("Home")
    app.wait_for_focus(name_prefix="Card 1,")
    finish_level(app)
    assert stars_in_dialog(app) == {"2 of 3 stars"}
    key("Escape")
    button = back_to_level_one(app)
    assert description(button).startswith("Done, 2 of 3 stars"), description(button)
    assert wait_until(best_stars, message="progress.json has no bestStars for level 1") == 2


def test_three_mistakes_give_one_star_and_the_best_game_is_kept_and_raised(launch):
    app = launch(argv())
    level_one_button(app)
    assert play_level_one(app, mistakes=1) == {"2 of 3 stars"}
    wait_until(lambda: best_stars() == 2, message=f"bestStars is {best_stars()}, not 2")
    key("Escape")
    back_to_level_one(app)

    assert play_level_one(app, mistakes=3) == {"1 of 3 stars"}
    key("Escape")
    button = back_to_level_one(app)
    assert description(button).startswith("Done, 2 of 3 stars"), "a worse game lowered the best stars"
    assert best_stars() == 2, "a worse game lowered bestStars in progress.json"

    assert play_level_one(app, mistakes=0) == {"3 of 3 stars"}
    wait_until(lambda: best_stars() == 3, message=f"a better game left bestStars at {best_stars()}")
    key("Escape")
    assert description(back_to_level_one(app)).startswith("Done, 3 of 3 stars")
