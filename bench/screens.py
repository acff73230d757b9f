"""Pictures of every screen, to compare builds and renderers pixel for pixel (`make screens`).

Run inside Tests/e2e/harness/session.sh with Debian's python3:
    bench/screens.py --app BINARY --out DIR [--env GSK_RENDERER=cairo]
Saves DIR/NAME.png of the game window for: Home with the focus ring on Level 1; level 5 with a
card pinned and one face up with the focus ring; the same in the colour-blind palette with
patterns and colour names; Settings; Well done; Home and level 5 in high contrast; and the
grown-ups' screens: Who is playing? with three children, the grown-up lock, and the progress view
after a level played with mistakes. Motion is reduced, so no card is caught half turned; the
pointer is moved out of the way.
    bench/screens.py --compare DIR_A DIR_B
prints, for each picture in both, how many pixels differ and where (ImageMagick's compare), and
writes DIR_B/NAME-diff.png for each that differs."""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

from game import finish_level  # noqa: E402
from harness import (App, do_action, key, move_mouse_away, screen_extents, screenshot, top_level,  # noqa: E402
                     wait_until)
from progress_ui import open_progress_from_the_menu  # noqa: E402
from settings_ui import open_settings  # noqa: E402


def environment(settings, extra, device=None, children=()):
    """Private XDG folders holding the settings (and device.json, and a roster of children with
    these (name, picture) pairs, each with the same settings), and the game's environment."""
    folder = tempfile.mkdtemp(prefix="screens-")
    config = os.path.join(folder, "config", "shape-shuffle")
    os.makedirs(config)
    with open(os.path.join(config, "settings.json"), "w") as file:
        json.dump({"reducedMotion": True, **settings}, file)
    if device is not None:
        with open(os.path.join(config, "device.json"), "w") as file:
            json.dump(device, file)
    if children:
        data = os.path.join(folder, "data", "shape-shuffle")
        os.makedirs(data)
        profiles = [{"id": f"p{n + 1}", "name": name, "picture": picture} for n, (name, picture) in enumerate(children)]
        with open(os.path.join(data, "profiles.json"), "w") as file:
            json.dump({"version": 1, "nextNumber": len(profiles) + 1, "profiles": profiles}, file)
        for profile in profiles:
            os.makedirs(os.path.join(config, "profiles", profile["id"]))
            with open(os.path.join(config, "profiles", profile["id"], "settings.json"), "w") as file:
                json.dump({"reducedMotion": True, **settings}, file)
    return {"XDG_CONFIG_HOME": os.path.join(folder, "config"),
            "XDG_DATA_HOME": os.path.join(folder, "data"),
            "LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_US.UTF-8", **extra}


def save(app, out, name, window=None):
    """The window (the main one unless given) cut from a screenshot, as OUT/NAME.png, once two
    screenshots half a second apart agree (GTK fades its own focus rings in)."""
    move_mouse_away()
    x, y, width, height = screen_extents(window or app.window())
    whole = os.path.join(out, f".{name}-screen.png")
    previous = None
    for _ in range(10):
        time.sleep(0.5)
        shot = screenshot(whole)
        pixels = [shot.pixel(x + dx, y + dy) for dy in range(0, height, 7) for dx in range(0, width, 7)]
        if pixels == previous:
            break
        previous = pixels
    subprocess.run(["convert", whole, "-crop", f"{width}x{height}+{x}+{y}", "+repage",
                    os.path.join(out, f"{name}.png")], check=True, timeout=20)
    os.remove(whole)


def show_focus_ring(app, name_prefix):
    """Tab away and back, so the focused element shows its focus ring (GTK shows it once a
    key has moved focus)."""
    app.wait_for_focus(name_prefix=name_prefix, timeout=10)
    key("Tab")
    wait_until(lambda: not (app.focused() and app.focused().name.startswith(name_prefix)),
               message="Tab did not move focus")
    key("shift+Tab")
    app.wait_for_focus(name_prefix=name_prefix, timeout=10)


def cards(app):
    return sorted(app.find_all(role="push button", name_prefix="Card "),
                  key=lambda card: int(card.name.split(",")[0].split()[1]))


def dressed_level(app):
    """Level 5 with card 3 pinned, and card 8 face up with the focus ring (turning a card
    through its action moves focus to it)."""
    app.wait_for_focus(name_prefix="Card 1,")
    pinned = cards(app)[2]
    do_action(pinned, "card.pin")
    wait_until(lambda: ", pinned" in pinned.name, message="card 3 did not pin")
    flipped = cards(app)[7]
    before = flipped.name
    do_action(flipped, "card.flip")
    wait_until(lambda: flipped.name != before, message="card 8 did not turn")
    show_focus_ring(app, "Card 8,")


def save_the_lock(argv, env, out):
    """Home with the grown-up lock open over it, drawn inside the game's window."""
    with App(argv, env=env) as app:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(role="push button", name_prefix="Level ", timeout=10)
        key("ctrl+comma")
        wait_until(lambda: app.find_all(role="dialog", name="For grown-ups"),
                   message="the grown-up lock did not open")
        save(app, out, "grown-up-lock")


def capture(binary, out, extra):
    os.makedirs(out, exist_ok=True)
    argv = [binary, "--lang", "en"]
    looks = {"": {}, "-colour-blind": {"colourBlindPalette": True, "showColourNames": True}}
    with App(argv, env=environment({}, extra)) as app:
        app.wait_for_app(timeout=30)
        show_focus_ring(app, "Level 1")
        save(app, out, "home")
        dialog = open_settings(app)
        save(app, out, "settings", window=dialog)
    for suffix, settings in looks.items():
        with App(argv + ["--level", "5"], env=environment(settings, extra)) as app:
            app.wait_for_app(timeout=30)
            dressed_level(app)
            save(app, out, f"level5{suffix}")
    with App(argv + ["--level", "1"], env=environment({}, extra)) as app:
        app.wait_for_app(timeout=30)
        finish_level(app)
        next_level = app.wait_for_focus(name="Next level", timeout=10)
        # The dialog alone: where the window manager puts it over the level may vary.
        save(app, out, "well-done", window=top_level(next_level))
    contrast = {**extra, "GTK_THEME": "Adwaita:hc"}
    with App(argv, env=environment({}, contrast)) as app:
        app.wait_for_app(timeout=30)
        show_focus_ring(app, "Level 1")
        save(app, out, "home-high-contrast")
    with App(argv + ["--level", "5"], env=environment({}, contrast)) as app:
        app.wait_for_app(timeout=30)
        dressed_level(app)
        save(app, out, "level5-high-contrast")


def capture_grown_ups(binary, out, extra):
    """Who is playing?, the grown-up lock over Home, and the progress view after level 1 was won
    with mistakes."""
    os.makedirs(out, exist_ok=True)
    argv = [binary, "--lang", "en"]
    # Maximised, so each picture shows the screen's size (SCREEN=800x600, 1920x1080 …).
    device = {"window": {"width": 1024, "height": 768, "maximized": True, "fullScreen": False}}
    children = [("Mai", "cat"), ("Tom", "fish"), ("Ana", "blue-triangle")]
    with App(argv, env=environment({}, extra, device=device, children=children)) as app:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(role="push button", predicate=lambda acc: "," in (acc.name or ""), timeout=10)
        save(app, out, "who-is-playing")
    # Seeded, as the listing's is, so two builds' locks ask for the same code and compare.
    save_the_lock(argv, {**environment({}, extra, device={**device, "grownUpLock": True}),
                         "SHAPE_SHUFFLE_GATE_SEED": "2"}, out)
    with App(argv + ["--level", "1"], env=environment({}, extra, device=device)) as app:
        app.wait_for_app(timeout=30)
        mistakes = []

        def add_wrong(name):
            if len(mistakes) < 2:
                before = app.focused().description
                key("a")
                wait_until(lambda: app.focused().description != before, message="A on a wrong card said nothing")
                mistakes.append(name)
        finish_level(app, on_wrong_card=add_wrong)
        app.wait_for_focus(name="Next level", timeout=10)
        key("Escape")
        wait_until(lambda: len(app.windows()) == 1 and app.focused() is not None, message="Well done stayed open")
        progress = open_progress_from_the_menu(app)
        save(app, out, "progress", window=progress)


# A week of play for the listing's pictures: the stars on Home and the figures in Progress.
LISTING_PROGRESS = {"version": 2, "levels": {
    "1": {"completed": True, "bestStars": 3, "timesPlayed": 4, "lastPlayed": "2026-11-16"},
    "2": {"completed": True, "bestStars": 3, "timesPlayed": 3, "lastPlayed": "2026-11-17",
          "mistakes": {"count": 1}},
    "3": {"completed": True, "bestStars": 2, "timesPlayed": 3, "lastPlayed": "2026-11-18",
          "mistakes": {"colour": 2, "shape": 1}},
    "4": {"completed": True, "bestStars": 3, "timesPlayed": 2, "lastPlayed": "2026-11-19"},
    "5": {"completed": True, "bestStars": 2, "helped": True, "timesPlayed": 2, "timesHelped": 1,
          "lastPlayed": "2026-11-20", "mistakes": {"shape": 3, "count": 1}},
    "6": {"completed": True, "bestStars": 1, "timesPlayed": 1, "lastPlayed": "2026-11-21",
          "mistakes": {"colour": 2, "shape": 2, "count": 1}},
    "7": {"completed": True, "bestStars": 2, "timesPlayed": 1, "lastPlayed": "2026-11-22",
          "mistakes": {"size": 2}}}}


def capture_listing(binary, out, extra):
    """The software centre's pictures, each of the window maximised on the session's screen
    (`make screens` runs this on 1280x800), after a week of play: Home, level 8 mid-play in the
    standard and the colour-blind palette, Who is playing?, the grown-up lock and Progress. Their
    captions are in the AppStream listing."""
    os.makedirs(out, exist_ok=True)
    argv = [binary, "--lang", "en"]
    device = {"window": {"width": 1024, "height": 768, "maximized": True, "fullScreen": False}}

    def played(settings, device=device):
        env = environment(settings, extra, device=device)
        data = os.path.join(env["XDG_DATA_HOME"], "shape-shuffle")
        os.makedirs(data, exist_ok=True)
        with open(os.path.join(data, "progress.json"), "w") as file:
            json.dump(LISTING_PROGRESS, file)
        return env

    with App(argv, env=played({})) as app:
        app.wait_for_app(timeout=30)
        # Home offers the next level to play; its ring shows once a key has moved focus.
        first = app.wait_for_focus(role="push button", name_prefix="Level ", timeout=10).name
        key("Tab")
        wait_until(lambda: app.focused() is not None and app.focused().name != first, message="Tab did not move focus")
        key("shift+Tab")
        app.wait_for_focus(name=first, timeout=10)
        save(app, out, "home")
    for name, settings in {"level": {}, "level-colour-blind": {"colourBlindPalette": True,
                                                               "showColourNames": True}}.items():
        with App(argv + ["--level", "8"], env=played(settings)) as app:
            app.wait_for_app(timeout=30)
            dressed_level(app)
            save(app, out, name)
    children = [("Mai", "cat"), ("Tom", "fish"), ("Ana", "blue-triangle")]
    with App(argv, env=environment({}, extra, device=device, children=children)) as app:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(role="push button", predicate=lambda acc: "," in (acc.name or ""), timeout=10)
        save(app, out, "who-is-playing")
    # A seeded lock asks for the same code each time, so the picture stays the same.
    save_the_lock(argv, {**played({}, device={**device, "grownUpLock": True}), "SHAPE_SHUFFLE_GATE_SEED": "2"}, out)
    with App(argv, env=played({})) as app:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(role="push button", name_prefix="Level ", timeout=10)
        progress = open_progress_from_the_menu(app)
        save(app, out, "progress", window=progress)


def compare(first, second):
    names = sorted(name for name in os.listdir(first)
                   if name.endswith(".png") and not name.endswith("-diff.png")
                   and os.path.exists(os.path.join(second, name)))
    for name in names:
        diff = os.path.join(second, name.replace(".png", "-diff.png"))
        result = subprocess.run(["compare", "-metric", "AE", os.path.join(first, name),
                                 os.path.join(second, name), diff],
                                capture_output=True, text=True)
        differing = result.stderr.strip()
        where = ""
        if differing not in ("0", ""):
            box = subprocess.run(["convert", os.path.join(first, name), os.path.join(second, name),
                                  "-compose", "difference", "-composite", "-threshold", "0",
                                  "-format", "%@", "info:"], capture_output=True, text=True)
            where = f" within {box.stdout.strip()}"
        else:
            os.remove(diff)
        print(f"{name}: {differing} pixels differ{where}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app")
    parser.add_argument("--out")
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE for the game")
    parser.add_argument("--compare", nargs=2, metavar=("DIR_A", "DIR_B"))
    parser.add_argument("--only", choices=["grown-ups"], help="only these screens")
    parser.add_argument("--listing", action="store_true", help="the software centre's pictures")
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
        return
    extra = dict(item.split("=", 1) for item in args.env)
    if args.listing:
        capture_listing(os.path.abspath(args.app), args.out, extra)
        return
    if args.only != "grown-ups":
        capture(os.path.abspath(args.app), args.out, extra)
    capture_grown_ups(os.path.abspath(args.app), args.out, extra)


if __name__ == "__main__":
    main()
