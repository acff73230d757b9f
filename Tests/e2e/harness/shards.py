#!/usr/bin/python3
"""Runs the end-to-end tests in several private sessions at once (`make test-e2e`).

Each shard is a whole session of its own (session.sh: Xvfb, openbox, D-Bus, AT-SPI, sound), so
shards share no display, focus, bus or files. Most of an end-to-end test is waiting for the game
to draw and for AT-SPI to answer, so two or three sessions on two cores finish the suite in about
half the time of one. How many run at once is chosen from the machine: one and a half sessions
to each core that other work leaves free now (measured over a second), and one a core at least.
Test files are dealt to shards longest first, by the seconds each took in
the last full run (Tests/e2e/durations.json; a file not listed counts as a guess from its number
of tests). Each shard's output is printed whole when it ends, with its time; the exit status is non-zero
when any shard failed.

    shards.py [--shards N|auto] [--choose] [--durations FILE] [--junit-dir DIR] [--only FILE…] [-- extra pytest arguments]
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
SESSIONS_PER_FREE_CORE = 1.5
MOST_SHARDS = 4


def busy_cores(seconds=1.0):
    """How many cores other work keeps busy now: /proc/stat's busy time over `seconds`. Work
    run at a lower priority (nice) gives way to the tests, so its time counts as free."""
    def times():
        with open("/proc/stat", encoding="ascii") as stat:
            fields = [int(value) for value in stat.readline().split()[1:]]
        free = fields[1] + fields[3] + fields[4]  # niced, idle and waiting for I/O
        return sum(fields), free
    total_before, free_before = times()
    time.sleep(seconds)
    total_after, free_after = times()
    elapsed = max(total_after - total_before, 1)
    return (os.cpu_count() or 1) * (1 - (free_after - free_before) / elapsed)


def shards_for_this_machine(busy):
    """One and a half sessions to a core that other work leaves free; never fewer than one a
    core, as a session spends most of its time waiting on the game, and its waits stretch with
    the load. Other work is counted in whole cores, so a moment's blip (a background build's last
    link, say) does not cost a session."""
    cores = os.cpu_count() or 1
    free = max(cores - round(busy), 0)
    return max(min(cores, MOST_SHARDS), min(MOST_SHARDS, round(free * SESSIONS_PER_FREE_CORE)))


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
    parser.add_argument("--shards", default=os.environ.get("E2E_SHARDS", "auto"),
                        help="how many sessions at once, or auto (chosen from the machine)")
    parser.add_argument("--durations", default=os.path.join(E2E, "durations.json"))
    parser.add_argument("--junit-dir", default=None)
    parser.add_argument("--only", nargs="+", default=None, help="these test files, not every one")
    parser.add_argument("--choose", action="store_true",
                        help="print how many sessions this machine runs at once now, and stop")
    parser.add_argument("pytest_args", nargs="*")
    options = parser.parse_args()

    known = {}
    if os.path.exists(options.durations):
        with open(options.durations, encoding="utf-8") as f:
            known = json.load(f)

    def seconds(path):
        return known.get(os.path.basename(path)) or guessed_seconds(path)

    if options.choose:
        busy = busy_cores()
        chosen = shards_for_this_machine(busy)
        print(f"sessions at once: {chosen} chosen (cores: {os.cpu_count()}, busy with other work: "
              f"{busy:.1f})", file=sys.stderr, flush=True)
        print(chosen)
        return 0
    if options.shards == "auto":
        busy = busy_cores()
        options.shards = shards_for_this_machine(busy)
        print(f"sessions at once: {options.shards} (cores: {os.cpu_count()}, "
              f"busy with other work: {busy:.1f})", flush=True)
    else:
        print(f"sessions at once: {options.shards} (given)", flush=True)
    options.shards = max(int(options.shards), 1)

    files = sorted(options.only or glob.glob(os.path.join(E2E, "test_*.py")))
    jobs = []
    for index, (shard, total) in enumerate(deal(files, seconds, options.shards)):
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
        shared = {"E2E_SHARDS_RUNNING": str(min(options.shards, len(jobs)))}
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                   env={**os.environ, **shared, **env})
        running.append((name, process, log, log_path, junit, time.monotonic()))

    wait_for_a_free_session(running, 1)  # until every session has ended
    failed = []
    for name, process, log, log_path, _, began in running:
        status = process.wait()
        log.close()
        with open(log_path, encoding="utf-8", errors="replace") as f:
            print(f"\n===== {name} (exit {status}) =====\n{f.read()}", flush=True)
        if status != 0:
            failed.append(name)
    write_durations([junit for *_, junit, _ in running], os.path.join(log_dir, "durations.json"))
    print()
    for name, process, *_, began in running:
        print(f"{name}: {ended_at[process.pid] - began:.0f} s", flush=True)
    print(f"end-to-end: {len(running)} sessions ({options.shards} at once) in "
          f"{time.monotonic() - started:.0f} s; "
          + (f"FAILED: {', '.join(failed)}" if failed else "all passed"), flush=True)
    return 1 if failed else 0


ended_at = {}


def wait_for_a_free_session(running, limit):
    while sum(1 for _, process, *_ in running if still_running(process)) >= max(limit, 1):
        time.sleep(0.5)  # a scheduler's tick, not a wait on the game


def still_running(process):
    if process.poll() is None:
        return True
    ended_at.setdefault(process.pid, time.monotonic())
    return False


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
