#!/usr/bin/env python3
"""The mid-level kill test: SIGKILL a program that plays a level the way the game
does — a move, then an atomic save of the level in play — at random moments, many times, and
check that every restart finds the level exactly as the last reported move left it, or one move
later, and never a broken level.

    kill_mid_level.py --binary .build/debug/save-torture --kills 200 [--seed N]

After every kill: levels-in-play.json must exist once a move was reported; parse as JSON; load
through SaveStore without a notice and resume as the state after K moves (`save-torture --level
--check` replays the fixed moves to find K); K must be the last reported move or the next one; no
file may be moved aside as corrupt. Prints the seed first, so a failure can be replayed.
"""
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kill_saves import Failure, kill_run, start_and_kill  # noqa: E402


def one_kill(binary, environment, folder, delay, previous):
    file = os.path.join(folder, "shape-shuffle", "levels-in-play.json")
    lines, _ = start_and_kill([binary, "--level"], environment, delay)
    loaded = [int(line.split()[1]) for line in lines if line.startswith("loaded ")]
    moved = [int(line.split()[1]) for line in lines if line.startswith("moved ")]
    if not loaded:
        raise Failure("it never said what it loaded")
    if loaded[0] != previous:
        raise Failure(f"it resumed after {loaded[0]} moves, but the last run left {previous}")
    acknowledged = moved[-1] if moved else loaded[0]

    folder_entries = os.listdir(os.path.dirname(file)) if os.path.isdir(os.path.dirname(file)) else []
    corrupt = [name for name in folder_entries if ".corrupt-" in name]
    if corrupt:
        raise Failure(f"a file was moved aside as corrupt: {corrupt}")
    if not os.path.exists(file):
        if acknowledged:
            raise Failure(f"levels-in-play.json is gone, though move {acknowledged} was reported saved")
        return {"acknowledged": acknowledged, "found": 0, "moves": len(moved)}
    check = subprocess.run([binary, "--level", "--check"], env=environment, capture_output=True, text=True, timeout=60)
    words = check.stdout.split()
    if check.returncode != 0 or len(words) != 2 or words[0] != "loaded":
        raise Failure(f"the level does not resume: {check.stdout.strip()} {check.stderr.strip()}")
    found = int(words[1])
    if found not in (acknowledged, acknowledged + 1):
        raise Failure(f"the level resumed after {found} moves; the last reported move was {acknowledged}")
    return {"acknowledged": acknowledged, "found": found, "moves": len(moved)}


def main():
    arguments, seed, chooser, (root, data_home, environment) = kill_run("kill_mid_level", __doc__)
    outcomes = []
    started = time.monotonic()
    for kill in range(arguments.kills):
        previous = outcomes[-1]["found"] if outcomes else 0
        delay = chooser.uniform(0, arguments.max_delay_ms) / 1000
        try:
            outcomes.append(one_kill(arguments.binary, environment, data_home, delay, previous))
        except Failure as failure:
            print(f"kill_mid_level: FAILED at kill {kill + 1} (delay {delay * 1000:.1f} ms), seed {seed}: {failure}",
                  file=sys.stderr)
            print(f"kill_mid_level: the folder is kept in {root}", file=sys.stderr)
            return 1
    shutil.rmtree(root)
    ahead = sum(1 for o in outcomes if o["found"] == o["acknowledged"] + 1)
    moves = sum(o["moves"] for o in outcomes)
    print(f"kill_mid_level: {len(outcomes)} kills passed in {time.monotonic() - started:.1f} s, seed {seed}: "
          f"{moves} moves reported saved, {outcomes[-1]['found'] if outcomes else 0} moves into the level at the end; "
          f"the level was one move ahead of the last report {ahead} times, never behind, never broken")
    return 0


if __name__ == "__main__":
    sys.exit(main())
