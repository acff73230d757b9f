#!/usr/bin/python3
"""Runs the end-to-end tests in several private sessions at once (`make test-e2e`).

Each shard is a whole session of its own (session.sh: Xvfb, openbox, D-Bus, AT-SPI, sound), so
shards share no display, focus, bus or files. Most of an end-to-end test is waiting for the game
to draw and for AT-SPI to answer, so two or three sessions on two cores finish the suite in about
half the time of one. Test files are dealt to shards longest first, by the seconds each took in
the last full run (Tests/e2e/durations.json; a file not listed counts as a guess from its number
of tests). Each shard's output is printed whole when it ends; the exit status is non-zero when
any shard failed.

    shards.py [--shards N] [--durations FILE] [--junit-dir DIR] [--only FILE…] [-- extra pytest arguments]
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
E2E = os.path.dirname(HERE)
SESSION = os.path.join(HERE, "session.sh")
DEFAULT_SECONDS_PER_TEST = 12


def guessed_seconds(path):
    with open(path, encoding="utf-8") as source:
        tests = len(re.findall(r"^(?:    )?def test_", source.read(), flags=re.M))
    return max(tests, 1) * DEFAULT_SECONDS_PER_TEST


def deal(files, seconds, count):
    """Longest first, each file to the shard with the least work so far."""
    shards = [[] for _ in range(count)]
    load = [0.0] * count
    for path in sorted(files, key=lambda f: (-seconds(f), f)):
        index = load.index(min(load))
        shards[index].append(path)
        load[index] += seconds(path)
    return [(shard, total) for shard, total in zip(shards, load) if shard]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shards", type=int, default=int(os.environ.get("E2E_SHARDS", "3")))
    parser.add_argument("--durations", default=os.path.join(E2E, "durations.json"))
    parser.add_argument("--junit-dir", default=None)
    parser.add_argument("--only", nargs="+", default=None, help="these test files, not every one")
    parser.add_argument("pytest_args", nargs="*")
    options = parser.parse_args()

    known = {}
    if os.path.exists(options.durations):
        with open(options.durations, encoding="utf-8") as f:
            known = json.load(f)

    def seconds(path):
        return known.get(os.path.basename(path)) or guessed_seconds(path)

    files = sorted(options.only or glob.glob(os.path.join(E2E, "test_*.py")))
    jobs = []
    for index, (shard, total) in enumerate(deal(files, seconds, max(options.shards, 1))):
        jobs.append((f"shard {index + 1}", shard, {}, total))
    wide = [] if options.only else sorted(glob.glob(os.path.join(E2E, "wide", "test_*.py")))
    if wide:
        jobs.append(("wide (1920x1080)", wide, {"SCREEN": "1920x1080"}, sum(map(seconds, wide))))

    log_dir = options.junit_dir or os.path.join(E2E, "..", "..", ".build", "e2e-shards")
    os.makedirs(log_dir, exist_ok=True)
    running = []
    started = time.monotonic()
    # The wide shard is short: it starts after the others, so that at most `shards` run at once.
    for number, (name, shard, env, total) in enumerate(jobs):
        junit = os.path.join(log_dir, f"junit-{number}.xml")
        log_path = os.path.join(log_dir, f"shard-{number}.log")
        command = [SESSION, sys.executable, "-m", "pytest", "-q", "-rfEs", "-p", "no:cacheprovider",
                   f"--junitxml={junit}", *shard, *options.pytest_args]
        print(f"{name}: {len(shard)} files, about {total:.0f} s", flush=True)
        log = open(log_path, "w", encoding="utf-8")
        wait_for_a_free_session(running, options.shards)
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, **env})
        running.append((name, process, log, log_path, junit))

    failed = []
    for name, process, log, log_path, _ in running:
        status = process.wait()
        log.close()
        with open(log_path, encoding="utf-8", errors="replace") as f:
            print(f"\n===== {name} (exit {status}) =====\n{f.read()}", flush=True)
        if status != 0:
            failed.append(name)
    write_durations([junit for *_, junit in running], os.path.join(log_dir, "durations.json"))
    print(f"\nend-to-end: {len(running)} sessions in {time.monotonic() - started:.0f} s; "
          + (f"FAILED: {', '.join(failed)}" if failed else "all passed"), flush=True)
    return 1 if failed else 0


def wait_for_a_free_session(running, limit):
    while sum(1 for _, process, *_ in running if process.poll() is None) >= max(limit, 1):
        time.sleep(0.5)


def write_durations(junits, path):
    """Each file's seconds in this run, for Tests/e2e/durations.json the next time it is updated."""
    import xml.etree.ElementTree as ElementTree
    totals = {}
    for junit in junits:
        if not os.path.exists(junit):
            continue
        for case in ElementTree.parse(junit).getroot().iter("testcase"):
            name = case.get("classname", "").split(".")[-1] + ".py"
            totals[name] = round(totals.get(name, 0) + float(case.get("time", 0)), 1)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(dict(sorted(totals.items())), f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
