"""The real game, killed mid-level again and again, loses nothing: a child plays by keyboard
(flip, pin, add, wrong cards too), and at seeded random moments the game is killed with SIGKILL.
After each restart Home offers the level in play, and it opens as it was: every card face up,
face down, pinned or on the board as before, every slot as before, focus on the same card. At
the end the level is finished, and its stars show the mistakes made across all the kills.

KILLS sets how many kills (3 by default, the short form `make test` runs; `make stress` runs 20)
and KILL_SEED the moments and moves (fixed by default, "random" draws one; the seed is printed on
failure). All state
is read through AT-SPI."""
import json
import os
import random
import signal
import time

from harness import key, wait_until
from game import REPO, argv, belongs_to, card_names, card_number, finish_level, focused_name, prompt_text, slot_names, well_done

KILLS = int(os.environ.get("KILLS", "3"))
SEED = (random.SystemRandom().randrange(2 ** 32) if os.environ.get("KILL_SEED") == "random"
        else int(os.environ.get("KILL_SEED") or 20261123))
# How long after the last move the kill may come: from at once to well past the save.
LONGEST_WAIT = 0.4
with open(os.path.join(REPO, "data", "levels.json")) as levels_file:
    LEVELS = json.load(levels_file)["levels"]


def snapshot(app):
    """Everything a player could see of the level: cards, slots and the focused card."""
    return {"cards": card_names(app), "slots": slot_names(app), "focus": focused_name(app)}


def open_level(app, number):
    """From Home, arrow to Level `number` and open it."""
    app.wait_for_focus(name="Level 1")
    for level in range(2, number + 1):
        key("Right")
        app.wait_for_focus(name=f"Level {level}")
    key("Return")
    app.wait_for_focus(name_prefix="Card ")


def arrow_target(names, columns, number, arrow):
    """The card an arrow key moves focus to from card `number`, as the game's grid does it:
    no wrap, cards on the board skipped, Up and Down to the nearest card of the next row."""
    free = [n for n in range(1, len(names) + 1) if "on the board" not in names[n - 1]]
    row, column = (number - 1) // columns, (number - 1) % columns
    if arrow in ("Left", "Right"):
        step = -1 if arrow == "Left" else 1
        same_row = [n for n in free if (n - 1) // columns == row and (n - number) * step > 0]
        return min(same_row, key=lambda n: abs(n - number), default=number)
    step = -1 if arrow == "Up" else 1
    rows = sorted({(n - 1) // columns for n in free if ((n - 1) // columns - row) * step > 0}, key=lambda r: abs(r - row))
    if not rows:
        return number
    in_row = [n for n in free if (n - 1) // columns == rows[0]]
    return min(in_row, key=lambda n: abs((n - 1) % columns - column))


def play_a_move(app, rng, prompt, columns):
    """Arrow to a random card and make one move on it whose effect shows in its name: Space
    (not on a pinned card), P, or A on a face-up card (a mistake if the prompt does not name it;
    a right card only while two slots or more are empty, so the level never ends here).
    Returns 1 for a mistake, else 0."""
    for _ in range(rng.randint(0, 3)):
        arrow = rng.choice(["Left", "Right", "Up", "Down"])
        target = arrow_target(card_names(app), columns, card_number(focused_name(app)), arrow)
        key(arrow)
        app.wait_for_focus(name_prefix=f"Card {target},")
    name = wait_until(lambda: focused_name(app) or None, message="no card has focus")
    if "on the board" in name:
        return 0
    face_up = "face down" not in name
    pinned = "pinned" in name
    choices = ["p"] + ([] if pinned else ["space"])
    right = face_up and belongs_to(name, prompt)
    empty = sum(1 for slot in slot_names(app) if slot.endswith(": empty"))
    if face_up and (not right or empty >= 2):
        choices.append("a")
    move = rng.choice(choices)
    key(move)
    wait_until(lambda: focused_name(app) != name, message=f"{move!r} on {name!r} showed nothing")
    return 1 if move == "a" and not right else 0


def test_the_game_killed_mid_level_comes_back_as_it_was(launch, saves):
    rng = random.Random(SEED)
    level = rng.choice([4, 5, 6])
    print(f"kill seed {SEED}, {KILLS} kills, level {level} (replay with KILL_SEED={SEED} KILLS={KILLS})")
    app = launch(argv(), env=saves)
    open_level(app, level)
    prompt = prompt_text(app)
    columns = next(entry["columns"] for entry in LEVELS if entry["number"] == level)
    mistakes = 0
    for kill in range(1, KILLS + 1):
        for _ in range(rng.randint(1, 4)):
            mistakes += play_a_move(app, rng, prompt, columns)
        before = snapshot(app)
        wait = rng.uniform(0, LONGEST_WAIT)
        time.sleep(wait)
        app.process.send_signal(signal.SIGKILL)
        app.process.wait()
        app = launch(argv(), env=saves)
        button = app.wait_for_focus(name=f"Level {level}")
        assert "In play" in button.description, f"kill {kill}: Home does not offer the level in play"
        key("Return")
        lost = f"kill {kill} ({wait * 1000:.0f} ms after the last move, seed {SEED})"
        try:
            app.wait_for_focus(name=before["focus"])
        except AssertionError as error:
            raise AssertionError(f"{lost}: focus did not come back to {before['focus']!r}: {error}") from None
        after = snapshot(app)
        assert after == before, f"{lost}: the level came back as {after}, not as {before}"
    finish_level(app)
    wait_until(lambda: well_done(app), message="the level never ended")
    stars = 3 if mistakes == 0 else 2 if mistakes <= 2 else 1
    dialog = app.find_one(role="dialog", name_contains="Well done")
    assert f"{stars} of 3 stars" in dialog.description, (
        f"{mistakes} mistakes across the kills should give {stars} stars, the dialog says {dialog.description!r}")
