#!/usr/bin/env python3
"""The kill test: SIGKILL a program that saves progress.json the way the game does,
at random moments, many times, and check that the file always holds a whole save — the last one
the program reported or the one it was writing — and never anything else.

    kill_saves.py --binary .build/debug/save-torture --kills 200 [--seed N]

Each run loads what the last run left (so every kill is also a load test), then saves bigger
and bigger progress until it is killed. After every kill the file must: exist once anything
was reported saved; be non-empty, end in a newline and parse as JSON; equal, byte for byte, the
JSON of generation N or N+1 (N = last generation reported); load through SaveStore without a
notice (`save-torture --check`); leave no progress.json.corrupt-* beside it; and leave at most
one temporary file from the killed process. Prints the seed first, so a failure can be replayed.
"""
import argparse
import json
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

STARS_MAXIMUM = 3
# Past this many levels the folder is emptied, so saves stay a few milliseconds long and the
# first-save path (no file yet) is killed too.
RESET_AT = 1500


def expected_json(generation):
    """Generation N exactly as SaveStore writes it: sorted keys, pretty-printed, trailing newline."""
    levels = {str(level): {"bestStars": level % STARS_MAXIMUM + 1, "completed": True, "timesHelped": 0,
                           "timesPlayed": 1}
              for level in range(1, generation + 1)}
    return {"levels": levels, "version": 2}


def generation_of(document):
    """The generation a parsed file holds, or None if it is not exactly one generation."""
    levels = document.get("levels") if isinstance(document, dict) else None
    if not isinstance(levels, dict):
        return None
    generation = len(levels)
    return generation if document == expected_json(generation) else None


class Failure(Exception):
    pass


def read_until_loaded(process, deadline):
    """What the program printed up to and including its "loaded N" line."""
    output = b""
    while b"\n" not in output:
        remaining = deadline - time.monotonic()
        ready, _, _ = select.select([process.stdout], [], [], max(remaining, 0))
        if not ready:
            raise Failure("save-torture never said what it loaded")
        chunk = os.read(process.stdout.fileno(), 65536)
        if not chunk:
            break
        output += chunk
    return output


def read_lines(process, deadline, output=b""):
    """Everything the program printed, once its stdout closes (it is dead by then)."""
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise Failure("the killed program's output never closed")
        ready, _, _ = select.select([process.stdout], [], [], remaining)
        if ready:
            chunk = os.read(process.stdout.fileno(), 65536)
            if not chunk:
                return output.decode().splitlines()
            output += chunk


def start_and_kill(argv, environment, delay, wait_for_load=True):
    """Starts the program, SIGKILLs it `delay` seconds after its load (or its start), and returns
    everything it printed, as lines, and the process."""
    process = subprocess.Popen(argv, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    early = read_until_loaded(process, time.monotonic() + 30) if wait_for_load else b""
    time.sleep(delay)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    lines = read_lines(process, time.monotonic() + 10, early)
    stderr = process.stderr.read().decode()
    process.stderr.close()
    process.stdout.close()
    if process.returncode != -signal.SIGKILL:
        raise Failure(f"{' '.join(argv)} ended by itself (status {process.returncode}): {stderr.strip()}")
    return lines, process


def one_kill(binary, environment, folder, delay, previous, during_start):
    """One run and kill; `previous` is the generation the last run left (None: no file). The delay
    counts from the start of the process when `during_start`, else from the end of its load."""
    progress = os.path.join(folder, "shape-shuffle", "progress.json")
    lines, process = start_and_kill([binary], environment, delay, wait_for_load=not during_start)

    loaded = [int(line.split()[1]) for line in lines if line.startswith("loaded ")]
    saved = [int(line.split()[1]) for line in lines if line.startswith("saved ")]
    before = loaded[0] if loaded else None
    if before is not None and before != (previous or 0):
        raise Failure(f"loaded generation {before}, but the last run left {previous}")
    # Nothing is saved before "loaded" is printed, so a run killed before its first save returned
    # must leave the file as it was — which, on a first run, is no file at all.
    acknowledged = saved[-1] if saved else previous
    if saved and saved != list(range(before + 1, before + 1 + len(saved))):
        raise Failure(f"generations were reported out of order: {saved[:5]}…")

    stray = [name for name in os.listdir(os.path.dirname(progress))] if os.path.isdir(os.path.dirname(progress)) else []
    corrupt = [name for name in stray if ".corrupt-" in name]
    if corrupt:
        raise Failure(f"a file was moved aside as corrupt: {corrupt}")
    temporaries = [name for name in stray if name.startswith(".progress.json.tmp-")]
    mine = [name for name in temporaries if name.startswith(f".progress.json.tmp-{process.pid}-")]
    if len(mine) > 1:
        raise Failure(f"the killed process left {len(mine)} temporary files: {mine}")

    if not os.path.exists(progress):
        if acknowledged is not None:
            raise Failure(f"progress.json is gone, though generation {acknowledged} was reported saved")
        return {"acknowledged": acknowledged, "found": None, "saves": len(saved), "temporaries": len(mine)}
    with open(progress, "rb") as handle:
        raw = handle.read()
    if not raw:
        raise Failure("progress.json is empty")
    if not raw.endswith(b"\n"):
        raise Failure(f"progress.json is cut short ({len(raw)} bytes, no final newline)")
    try:
        document = json.loads(raw)
    except ValueError as error:
        raise Failure(f"progress.json is not JSON ({len(raw)} bytes): {error}")
    found = generation_of(document)
    if found is None:
        raise Failure(f"progress.json is JSON but no single generation ({len(raw)} bytes)")
    if before is None:
        allowed = {previous}
    else:
        acknowledged = acknowledged or 0
        allowed = {acknowledged, acknowledged + 1}
    if found not in allowed:
        raise Failure(f"progress.json holds generation {found}; expected one of {sorted(allowed, key=str)} "
                      f"(loaded {before}, last reported {acknowledged})")

    check = subprocess.run([binary, "--check"], env=environment, capture_output=True, text=True, timeout=30)
    if check.returncode != 0 or check.stdout.strip() != f"loaded {found}":
        raise Failure(f"SaveStore does not load it back as generation {found}: "
                      f"{check.stdout.strip()} {check.stderr.strip()}")
    return {"acknowledged": acknowledged, "found": found, "saves": len(saved), "temporaries": len(mine)}


def kill_run(name, doc):
    """A kill test's command line and world: its arguments, its seed (printed first, so a failure
    can be replayed), the random source it draws from, and a throwaway XDG home as
    (root, data_home, environment)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--binary", default=".build/debug/save-torture")
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--max-delay-ms", type=float, default=60.0)
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.SystemRandom().randrange(2 ** 32)
    print(f"{name}: seed {seed} ({arguments.kills} kills; replay with --seed {seed})", flush=True)
    root = tempfile.mkdtemp(prefix=f"shape-shuffle-{name}-")
    data_home = os.path.join(root, "data")
    environment = dict(os.environ, XDG_DATA_HOME=data_home, XDG_CONFIG_HOME=os.path.join(root, "config"))
    return arguments, seed, random.Random(seed), (root, data_home, environment)


def main():
    arguments, seed, chooser, (root, data_home, environment) = kill_run("kill_saves", __doc__)
    outcomes = []
    started = time.monotonic()
    try:
        for kill in range(arguments.kills):
            folder = os.path.join(data_home, "shape-shuffle")
            previous = outcomes[-1]["found"] if outcomes else None
            if os.path.isdir(folder) and (previous or 0) >= RESET_AT:
                shutil.rmtree(folder)
                previous = None
            # Most kills land in the save loop; one in five during start-up and the load.
            during_start = chooser.random() < 0.2
            delay = chooser.uniform(0, arguments.max_delay_ms) / 1000
            try:
                outcomes.append(one_kill(arguments.binary, environment, data_home, delay, previous, during_start))
            except Failure as failure:
                print(f"kill_saves: FAILED at kill {kill + 1} (delay {delay * 1000:.1f} ms), seed {seed}: {failure}",
                      file=sys.stderr)
                print(f"kill_saves: the folder is kept in {root}", file=sys.stderr)
                return 1
    except BaseException:
        print(f"kill_saves: interrupted; seed {seed}, folder {root}", file=sys.stderr)
        raise
    shutil.rmtree(root)

    mid_save = sum(1 for o in outcomes if o["found"] is not None and o["acknowledged"] is not None
                   and o["found"] == o["acknowledged"] + 1)
    in_loop = sum(1 for o in outcomes if o["saves"] > 0)
    leaked = sum(o["temporaries"] for o in outcomes)
    saves = sum(o["saves"] for o in outcomes)
    print(f"kill_saves: {len(outcomes)} kills passed in {time.monotonic() - started:.1f} s, seed {seed}: "
          f"{in_loop} inside the save loop, {saves} saves reported; the file was one save ahead of the "
          f"last report {mid_save} times; {leaked} temporary files left by killed saves (at most one each)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
