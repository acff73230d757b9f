#!/usr/bin/env python3
"""Runs level-fuzz (Sources/level-fuzz) and turns a crash or a hang into a kept input.

    level_fuzz.py --binary .build/debug/level-fuzz --count 100000 [--seed N] [--hang-seconds 10]

level-fuzz checks each outcome itself and keeps any input that breaks a promise. What it cannot
report is its own death or a parse that never returns; for those it keeps the index of the input
being parsed in a shared-memory file, which this script reads when the process dies from a signal
or stops advancing, and then rebuilds that one input with --dump. Prints the seed first.
"""
import argparse
import os
import random
import signal
import struct
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def current_index(path):
    try:
        with open(path, "rb") as handle:
            raw = handle.read(8)
        return struct.unpack("<q", raw)[0] if len(raw) == 8 else -1
    except OSError:
        return -1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/debug/level-fuzz")
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--budget-ms", type=int, default=500,
                        help="the longest one input may take (debug build) before it counts as a hang")
    parser.add_argument("--hang-seconds", type=float, default=10.0,
                        help="how long one input may run before the process is killed as hung")
    parser.add_argument("--out", default=".build/stress")
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.SystemRandom().randrange(2 ** 32)
    print(f"level_fuzz: seed {seed} ({arguments.count} inputs; replay with --seed {seed})", flush=True)

    os.makedirs(arguments.out, exist_ok=True)
    index_file = os.path.join(arguments.out, f"level-fuzz-{seed}.index")
    seed_files = [os.path.join(ROOT, "data", "levels.json")]
    command = [arguments.binary, "--seed", str(seed), "--count", str(arguments.count),
               "--budget-ms", str(arguments.budget_ms), "--index-file", index_file,
               "--failures", arguments.out] + seed_files
    process = subprocess.Popen(command)
    watched, since = -1, time.monotonic()
    hung = None
    while process.poll() is None:
        time.sleep(0.2)
        index = current_index(index_file)
        if index != watched:
            watched, since = index, time.monotonic()
        elif time.monotonic() - since > arguments.hang_seconds:
            hung = index
            process.send_signal(signal.SIGKILL)
            process.wait()
    status = process.returncode
    index = hung if hung is not None else current_index(index_file)
    os.unlink(index_file)

    if hung is None and status == 0:
        return 0
    if hung is None and status > 0:
        return status  # level-fuzz named the input and kept it
    what = f"hung for over {arguments.hang_seconds:.0f} s" if hung is not None else f"died from signal {-status}"
    kept = os.path.join(arguments.out, f"level-fuzz-{seed}-{index}.json")
    if index >= 0:
        with open(kept, "wb") as handle:
            subprocess.run([arguments.binary, "--seed", str(seed), "--dump", str(index)] + seed_files,
                           stdout=handle, check=True)
        print(f"level_fuzz: FAILED: input {index} of seed {seed} {what}; input kept in {kept}", file=sys.stderr)
    else:
        print(f"level_fuzz: FAILED: level-fuzz {what} before its first input, seed {seed}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
