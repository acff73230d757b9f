"""`make bench`: how soon a child sees the answer to a move, against its goal. Level 1 is played
`--runs` times by keyboard, mouse and two switches, as `Tests/e2e/test_quick_answers.py` plays it:
from the real input to the first frame with a wrong card's red mark (goal 0.2 s), and to Well done
(goal 0.5 s). Prints a table of the median and the slowest, and appends it to OUT/results.md.

Run inside Tests/e2e/harness/session.sh with Debian's python3:
    bench/quick_answers.py --app BINARY --out DIR [--runs 5]
"""
import argparse
import json
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

from harness import App, move_mouse_away, screen_extents, wait_until  # noqa: E402
from game import card  # noqa: E402
from test_quick_answers import (PLAYERS, RIGHT_CARDS, WRONG_CARD, frames, red_pixels,  # noqa: E402
                                seconds_until_marked, seconds_until_well_done)

GOALS = {"mark": 0.2, "well done": 0.5}


def one_run(binary, how):
    with tempfile.TemporaryDirectory() as home:
        config = os.path.join(home, "config", "shape-shuffle")
        os.makedirs(config)
        settings = {"readAloud": False, "sounds": False}
        if how == "switch":
            settings.update(scanningEnabled=True, scanningMethod="twoSwitches")
        with open(os.path.join(config, "settings.json"), "w") as file:
            json.dump(settings, file)
        env = {"XDG_CONFIG_HOME": os.path.join(home, "config"), "XDG_DATA_HOME": os.path.join(home, "data"),
               "SHAPE_SHUFFLE_VOICES": ""}
        with App([os.path.abspath(binary), "--lang", "en", "--level", "1"], env=env) as app:
            app.wait_for_app(timeout=30)
            app.wait_for_focus(name_prefix="Card 1,", timeout=10)
            player = PLAYERS[how](app)
            box = screen_extents(card(app, WRONG_CARD))
            if how != "mouse":
                move_mouse_away()
            mark = seconds_until_marked(box, player.add(WRONG_CARD))
            wait_until(lambda: red_pixels(b"".join(frames(box, 0.01))) < 50
                       and "face down" in (card(app, WRONG_CARD).name or ""), timeout=5,
                       message="the wrong card did not turn back")
            for number in RIGHT_CARDS[:-1]:
                player.add(number)
                wait_until(lambda: "on the board" in (card(app, number).name or ""), timeout=5,
                           message=f"card {number} did not go to the board")
            done = seconds_until_well_done(app, player.add(RIGHT_CARDS[-1]))
    return mark, done


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rows = ["", "### Quick answers (seconds from the input to the first frame that shows it)", "",
            "| input | answer | median | slowest | goal | met |", "|---|---|---|---|---|---|"]
    for how in PLAYERS:
        marks, dones = [], []
        for _ in range(args.runs):
            mark, done = one_run(args.app, how)
            marks.append(mark if mark is not None else float("inf"))
            dones.append(done)
        for answer, values in (("mark", marks), ("well done", dones)):
            median, slowest = statistics.median(values), max(values)
            rows.append(f"| {how} | {answer} | {median:.3f} | {slowest:.3f} | {GOALS[answer]} | "
                        f"{'yes' if median <= GOALS[answer] else 'no'} |")
    text = "\n".join(rows) + "\n"
    print(text)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "results.md"), "a") as file:
        file.write(text)


if __name__ == "__main__":
    main()
