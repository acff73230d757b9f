"""A parent's first look, with the sound off: the screens a child who cannot read meets first and
the grown-ups' windows, each with the window maximised on the session's screen (SCREEN=800x600,
1024x768, 1920x1080 …), so one run per screen size shows what that screen gets.

Run inside Tests/e2e/harness/session.sh with Debian's python3:
    bench/walkthrough.py --app BINARY --out DIR [SCREEN …]
Saves DIR/NAME.png for each screen named (all when none is): home (a new child's first frame, no
key pressed), level9 (four big blue squares, cards face up), scan (a scanned card's choices),
well-done, players (after Enter in a child's name), progress (and progress-chart, when the view
shows the table and the chart one at a time). Works with older builds too, so that two builds
can be set side by side:
    bench/walkthrough.py --pair BEFORE_DIR AFTER_DIR OUT_DIR
writes OUT_DIR/NAME.png, the two pictures of each name side by side, before on the left."""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

from screens import environment, save  # noqa: E402
from harness import App, click, description, find_all, key, move_mouse_away, top_level, wait_until  # noqa: E402
from game import finish_level  # noqa: E402
from progress_ui import open_progress_from_the_menu  # noqa: E402
from settings_ui import tab_to  # noqa: E402
from switch_players import Switches  # noqa: E402

SCREENS = ["home", "level9", "scan", "well-done", "players", "progress"]
# Maximised: each picture is what the session's screen gives the game.
DEVICE = {"window": {"width": 1024, "height": 768, "maximized": True, "fullScreen": False}}
SOUND_OFF = {"readAloud": False, "sounds": False}


def started(argv, settings=None, children=()):
    return App(argv, env=environment({**SOUND_OFF, **(settings or {})}, {}, device=DEVICE, children=children))


def capture(binary, out, screens, language="en"):
    os.makedirs(out, exist_ok=True)
    argv = [binary, "--lang", language]
    if "home" in screens:
        with started(argv) as app:
            app.wait_for_app(timeout=30)
            app.wait_for_focus(role="push button", timeout=10)
            print("home: focus on", app.focused().name)
            save(app, out, "home")
    if "level9" in screens:
        with started(argv + ["--level", "9"], {"cardsFaceUp": True}) as app:
            app.wait_for_app(timeout=30)
            app.wait_for_focus(role="push button", timeout=10)
            save(app, out, "level9")
    if "scan" in screens:
        with started(argv + ["--level", "3"], {"scanningEnabled": True, "scanningMethod": "twoSwitches"}) as app:
            app.wait_for_app(timeout=30)
            card = app.wait_for_focus(role="push button", timeout=10)
            before = description(card)
            move_mouse_away()
            Switches().select()
            wait_until(lambda: description(app.focused()) != before, message="the card's choices did not open")
            save(app, out, "scan")
    if "well-done" in screens:
        with started(argv + ["--level", "1"]) as app:
            app.wait_for_app(timeout=30)
            finish_level(app)
            app.wait_for_focus(name="Next level", timeout=10)
            save(app, out, "well-done")
    if "players" in screens:
        with started(argv + ["--profile", "Sam"], children=[("Sam", "cat")]) as app:
            app.wait_for_app(timeout=30)
            app.wait_for_focus(name_prefix="Level ", timeout=10)
            key("ctrl+comma")
            tab_to(app, app.find_one(role="push button", name="Players…", timeout=5), "Players…")
            key("space")
            name = app.wait_for_focus(role="text", timeout=5)
            key("Return")
            wait_until(lambda: app.find_all(name="Saved"), message="Enter did not say Saved")
            save(app, out, "players", window=top_level(name))
    if "progress" in screens:
        with started(argv + ["--level", "1"]) as app:
            app.wait_for_app(timeout=30)
            finish_level(app)
            app.wait_for_focus(name="Next level", timeout=10)
            key("Escape")
            wait_until(lambda: len(app.windows()) == 1 and app.focused() is not None, message="Well done stayed open")
            progress = open_progress_from_the_menu(app)
            save(app, out, "progress", window=progress)
            chart = find_all(progress, role="push button", name="Chart")
            if chart:
                click(chart[0])
                wait_until(lambda: find_all(progress, role="image", name_prefix="Chart:"), message="no chart")
                save(app, out, "progress-chart", window=progress)


def pair(before, after, out):
    """Each picture in both folders, before on the left, each over its label."""
    os.makedirs(out, exist_ok=True)
    for name in sorted(set(os.listdir(before)) & set(os.listdir(after))):
        if not name.endswith(".png"):
            continue
        labelled = []
        for tag, folder in [("before", before), ("after", after)]:
            labelled += ["(", os.path.join(folder, name), "-gravity", "north", "-background", "white",
                         "-splice", "0x28", "-pointsize", "20", "-annotate", "+0+4", tag, ")"]
        subprocess.run(["convert", *labelled, "-background", "grey60", "-splice", "0x0", "+append",
                        os.path.join(out, name)], check=True, timeout=60)
        print(os.path.join(out, name))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app")
    parser.add_argument("--out")
    parser.add_argument("--pair", nargs=3, metavar=("BEFORE", "AFTER", "OUT"))
    parser.add_argument("--lang", default="en",
                        help="the game's language; well-done, players and progress need English (their walk reads its names)")
    parser.add_argument("screens", nargs="*", metavar="SCREEN", help=" ".join(SCREENS))
    arguments = parser.parse_args()
    if arguments.pair:
        return pair(*arguments.pair)
    if not (arguments.app and arguments.out):
        parser.error("--app and --out, or --pair")
    screens = arguments.screens or (SCREENS if arguments.lang == "en" else ["home", "level9", "scan"])
    english_only = {"well-done", "players", "progress"} & set(screens)
    if arguments.lang != "en" and english_only:
        parser.error(f"{' '.join(sorted(english_only))} need --lang en")
    unknown = set(arguments.screens) - set(SCREENS)
    if unknown:
        parser.error(f"no such screen: {' '.join(sorted(unknown))} (the screens: {' '.join(SCREENS)})")
    # The session runs the program from a folder of its own: a path from here must hold there.
    capture(os.path.abspath(arguments.app), os.path.abspath(arguments.out), screens, arguments.lang)


if __name__ == "__main__":
    main()
