#!/usr/bin/env python3
"""The lease kill test: SIGKILL a program that takes and renews a child's lease the way the game
does (`save-torture --lease`, renewing without pause, so most kills land inside a write), many
times on the same folder, and check after every kill that:

- playing.json is absent only before the first lease was written, and otherwise is a whole lease
  (JSON with every field), never half of one;
- at most one temporary file of the killed process is beside it;
- the next start (`save-torture --lease --check`) takes the lease over from the dead process
  (same computer: a dead process is proof enough), prints "held", and leaves no temporary file.

    kill_lease.py --binary .build/debug/save-torture --kills 30 [--seed N]

Prints the seed first, so a failure can be replayed.
"""
import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

FIELDS = {"version", "host", "machine", "process", "run", "since", "renewed"}


def check_lease(folder, killed_pid, wrote):
    path = os.path.join(folder, "playing.json")
    temporaries = [name for name in os.listdir(folder) if name.startswith(".playing.json.tmp-")]
    if len(temporaries) > 1 or any(not name.startswith(f".playing.json.tmp-{killed_pid}-") for name in temporaries):
        raise AssertionError(f"temporary files beside the lease: {temporaries}")
    if not os.path.exists(path):
        if wrote:
            raise AssertionError("the lease is gone after a kill")
        return
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        lease = json.loads(data)
    except json.JSONDecodeError:
        raise AssertionError(f"a half-written lease: {data!r}") from None
    if set(lease) != FIELDS or not data.endswith(b"\n"):
        raise AssertionError(f"not a whole lease: {data!r}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--seed", type=int)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    print(f"kill_lease: seed {seed}", flush=True)
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="kill-lease-") as root:
        env = {**os.environ, "XDG_DATA_HOME": os.path.join(root, "data"), "XDG_CONFIG_HOME": os.path.join(root, "config")}
        env.pop("SHAPE_SHUFFLE_HOST", None)
        folder = os.path.join(root, "data", "shape-shuffle")
        wrote = False
        in_writes = 0
        for kill in range(args.kills):
            process = subprocess.Popen([args.binary, "--lease"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            first = process.stdout.readline()
            if first != b"held\n":
                process.kill()
                raise AssertionError(f"kill {kill}: the run did not take the lease: {first!r} "
                                     f"{process.stderr.read().decode(errors='replace')}")
            wrote = True
            time.sleep(rng.uniform(0, 0.02))
            process.send_signal(signal.SIGKILL)
            process.wait()
            process.stdout.close()
            process.stderr.close()
            if any(name.startswith(".playing.json.tmp-") for name in os.listdir(folder)):
                in_writes += 1
            check_lease(folder, process.pid, wrote)
            after = subprocess.run([args.binary, "--lease", "--check"], env=env, capture_output=True, timeout=30)
            if after.stdout != b"held\n" or after.returncode != 0:
                raise AssertionError(f"kill {kill}: the next start did not take the lease over: "
                                     f"{after.stdout!r} {after.stderr.decode(errors='replace')}")
            left = [name for name in os.listdir(folder) if name.startswith(".playing.json.tmp-")]
            if left:
                raise AssertionError(f"kill {kill}: the next start left temporary files: {left}")
        print(f"kill_lease: {args.kills} kills, {in_writes} inside a write; every lease whole, every next start held it",
              flush=True)
        print(f"{args.kills} passed, 0 failed")


if __name__ == "__main__":
    try:
        main()
    except AssertionError as failure:
        print(f"kill_lease: FAILED: {failure}", file=sys.stderr)
        print("0 passed, 1 failed")
        sys.exit(1)
