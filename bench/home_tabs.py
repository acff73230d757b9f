"""Which of Home's focus stops are slow to paint after Tab, and by how much.

Tabs round Home as `make bench` does, recording each stroke's key-to-paint time beside the element
the Tab reached (read through AT-SPI once the frame is on screen, outside the timing), and prints
each stop's median and slowest time, and the strokes over a threshold with where they landed.

  Tests/e2e/harness/session.sh /usr/bin/python3 bench/home_tabs.py --app .build/release/shape-shuffle
"""
import argparse
import os
import sys
import tempfile
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

from harness import App  # noqa: E402
from harness.tree import name, role_name  # noqa: E402
from latency import key_to_paint, main_window  # noqa: E402
from saves_before_start import Saves  # noqa: E402
from stats import median  # noqa: E402
from xprobe import Display  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True)
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--slow-ms", type=float, default=8.0)
    parser.add_argument("--backward", action="store_true", help="Shift+Tab instead of Tab")
    parser.add_argument("--played", type=int, default=0,
                        help="levels 1 to N already won, so Home opens on level N+1")
    args = parser.parse_args()
    saves = Saves(tempfile.mkdtemp(prefix="home-tabs-"))
    if args.played:
        saves.progress({number: {"bestStars": 3, "completed": True, "lastPlayed": "2026-11-20", "mistakes": {},
                                 "timesHelped": 0, "timesPlayed": 1} for number in range(1, args.played + 1)})
    strokes = []
    with Display() as display, App([args.app], name="shape-shuffle", env=saves.env) as app:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(name_prefix=f"Level {args.played + 1}", timeout=10)
        window = main_window(app)
        display.watch_window(window)
        if args.backward:
            display.hold("Shift_L")
        try:
            for index in range(args.keys):
                latency = key_to_paint(display, window, "Tab")
                element = app.focused()
                reached = f"{role_name(element)} {name(element)!r}" if element is not None else "nothing"
                strokes.append((index, reached, latency))
        finally:
            if args.backward:
                display.release("Shift_L")
            display.unwatch_all()
    by_stop = defaultdict(list)
    for _, reached, latency in strokes:
        if latency is not None:
            by_stop[reached].append(latency * 1000)
    print(f"{len(strokes)} Tabs, {sum(1 for s in strokes if s[2] is None)} unpainted")
    print("stop | count | median ms | slowest ms")
    for reached, times in sorted(by_stop.items(), key=lambda item: -max(item[1])):
        print(f"{reached} | {len(times)} | {median(times):.1f} | {max(times):.1f}")
    slow = [(i, r, t * 1000) for i, r, t in strokes if t is not None and t * 1000 > args.slow_ms]
    print(f"{len(slow)} strokes over {args.slow_ms} ms:")
    for index, reached, ms in slow:
        print(f"  #{index} {ms:.1f} ms, reached {reached}")


if __name__ == "__main__":
    main()
