"""Where a key's time goes: one key pressed over and over on level 20's first card, with perf
recording the game meanwhile (`make bench-profile`).

Run inside Tests/e2e/harness/session.sh with Debian's python3 (perf from apt's linux-perf):
    bench/profile_keys.py --app .build/release/shape-shuffle --key space --presses 200 \
        --env GSK_RENDERER=cairo --out .build/bench/profile-space-cairo
Writes OUT.data (perf's), OUT.txt (the report: self time by library and symbol, and the call
graph of the main thread), and prints the CPU the game spent per key and the key-to-paint median."""
import argparse
import json
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

from harness import App  # noqa: E402
from latency import key_to_paint, main_window  # noqa: E402
from play import fresh_saves  # noqa: E402
from stats import median  # noqa: E402
from xprobe import Display  # noqa: E402


def cpu_seconds(pid):
    """User + system CPU time of a process so far (all its threads)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True)
    parser.add_argument("--key", default="space", help="the X key name pressed (space, Tab)")
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE for the game")
    parser.add_argument("--level", default="20")
    parser.add_argument("--reduced-motion", action="store_true", help="cards turn without motion")
    parser.add_argument("--no-perf", action="store_true", help="time the keys only")
    parser.add_argument("--out", required=True, help="path prefix of OUT.data and OUT.txt")
    args = parser.parse_args()
    env = fresh_saves(dict(item.split("=", 1) for item in args.env))
    if args.reduced_motion:
        os.makedirs(os.path.join(env["XDG_CONFIG_HOME"], "shape-shuffle"))
        with open(os.path.join(env["XDG_CONFIG_HOME"], "shape-shuffle", "settings.json"), "w") as file:
            json.dump({"reducedMotion": True}, file)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with App([os.path.abspath(args.app), "--lang", "en", "--level", args.level],
             env=env) as app, Display() as display:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(name_prefix="Card 1", timeout=10)
        window = main_window(app)
        display.watch_window(window)
        perf = None if args.no_perf else subprocess.Popen(["perf", "record", "-q", "-F", "2000", "-g", "-p",
                                 str(app.process.pid), "-o", args.out + ".data"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        cpu_before = cpu_seconds(app.process.pid)
        latencies = []
        for _ in range(args.presses):
            latency = key_to_paint(display, window, args.key)
            if latency is not None:
                latencies.append(latency)
        display.wait_for_quiet(window, 0.3, longest=2.0)
        cpu = cpu_seconds(app.process.pid) - cpu_before
        if perf:
            perf.send_signal(2)
            perf.wait(30)
        display.unwatch_all()
    if perf:
        write_report(args.out)
    shown = {name: value for name, value in env.items() if not name.startswith("XDG_")}
    ordered = sorted(latencies)
    print(f"{args.key} ×{len(latencies)} with {shown or 'no GSK_RENDERER'}"
          f"{', reduced motion' if args.reduced_motion else ''}: CPU "
          f"{cpu / max(1, args.presses) * 1000:.2f} ms per key, key-to-paint median "
          f"{median(latencies) * 1000:.2f} ms, p99 "
          f"{ordered[max(0, math.ceil(len(ordered) * 0.99) - 1)] * 1000:.2f} ms"
          + (f"; report: {args.out}.txt" if perf else ""))


def write_report(out_prefix):
    with open(out_prefix + ".txt", "w") as out:
        for sort in ("dso,sym", "sym"):
            report = subprocess.run(["perf", "report", "-i", out_prefix + ".data", "--no-children",
                                     "--percent-limit", "0.7", "--stdio", "-g", "none",
                                     "--sort", sort], capture_output=True, text=True)
            out.write(report.stdout)
        graph = subprocess.run(["perf", "report", "-i", out_prefix + ".data", "--children",
                                "--percent-limit", "2", "--stdio", "-g", "caller,0.5,callee",
                                "--comm", "shape-shuffle", "--sort", "sym"],
                               capture_output=True, text=True)
        out.write(graph.stdout)


if __name__ == "__main__":
    main()
