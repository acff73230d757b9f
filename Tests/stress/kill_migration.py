#!/usr/bin/env python3
"""The migration kill test: SIGKILL the migration of the old saves into the first profile
(`save-torture --migrate`, which pauses after each step) at random moments, over and over on the
same folders until a run finishes, and check after every kill that exactly one layout is whole:

- no profiles.json: progress.json, levels-in-play.json and settings.json are still where they
  were, byte for byte;
- a profiles.json: it names p1, and the next start (`--migrate --check`) finds p1's three files
  byte for byte, the old files gone and no temporary `.migrating-*` folder left.

    kill_migration.py --binary .build/debug/save-torture --kills 100 [--seed N]

Prints the seed first, so a failure can be replayed.
"""
import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

PAUSE_US = 10000
# About how long the program takes to start before its first step.
START_S = 0.06
# How many kills left each layout, to show both sides of the commit point were hit.
SEEN = {"old": 0, "new": 0}
STEPS = 11


class Failure(Exception):
    pass


def old_files(data, config):
    return {
        os.path.join(data, "shape-shuffle", "progress.json"): "progress",
        os.path.join(data, "shape-shuffle", "levels-in-play.json"): "levels",
        os.path.join(config, "shape-shuffle", "settings.json"): "settings",
    }


def new_files(data, config):
    return {
        os.path.join(data, "shape-shuffle", "profiles", "p1", "progress.json"): "progress",
        os.path.join(data, "shape-shuffle", "profiles", "p1", "levels-in-play.json"): "levels",
        os.path.join(config, "shape-shuffle", "profiles", "p1", "settings.json"): "settings",
    }


def contents(rng):
    stars = rng.randint(1, 3)
    return {
        "progress": json.dumps({"version": 1, "levels": {"1": {"completed": True, "bestStars": stars}}}).encode() + b"\n",
        "levels": json.dumps({"version": 1, "levels": []}).encode() + b"\n",
        "settings": json.dumps({"language": rng.choice(["en", "vi", "ja", "ko", "zh"])}).encode() + b"\n",
    }


def read(path):
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except FileNotFoundError:
        return None


def leftovers(data, config):
    found = []
    for root in (data, config):
        folder = os.path.join(root, "shape-shuffle", "profiles")
        if os.path.isdir(folder):
            found += [name for name in os.listdir(folder) if name.startswith(".migrating-")]
    return found


def check_whole(data, config, expected, after_start):
    roster = os.path.join(data, "shape-shuffle", "profiles.json")
    if not os.path.exists(roster):
        for path, kind in old_files(data, config).items():
            if read(path) != expected[kind]:
                raise Failure(f"no roster, and the old {kind} file is not whole: {read(path)!r}")
        return "old"
    document = json.loads(read(roster))
    if [profile["id"] for profile in document["profiles"]] != ["p1"]:
        raise Failure(f"the roster does not name p1 alone: {document}")
    if after_start:
        for path, kind in new_files(data, config).items():
            if read(path) != expected[kind]:
                raise Failure(f"p1's {kind} file is not the old one: {read(path)!r}")
        for path in old_files(data, config):
            if os.path.exists(path):
                raise Failure(f"an old file is left after the move: {path}")
        if leftovers(data, config):
            raise Failure(f"temporary folders left: {leftovers(data, config)}")
    return "new"


def one_folder(binary, rng, kills_left):
    """Kills migrations on one fresh folder until one finishes; returns the kills used."""
    home = tempfile.mkdtemp(prefix="kill-migration-")
    try:
        data, config = os.path.join(home, "data"), os.path.join(home, "config")
        expected = contents(rng)
        for path, kind in old_files(data, config).items():
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as handle:
                handle.write(expected[kind])
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=data, XDG_CONFIG_HOME=config,
                   SAVE_TORTURE_PAUSE_US=str(PAUSE_US))
        used = 0
        while used < kills_left:
            process = subprocess.Popen([binary, "--migrate"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            time.sleep(rng.uniform(0, START_S + STEPS * PAUSE_US / 1e6))
            finished = process.poll() is not None
            if not finished:
                process.send_signal(signal.SIGKILL)
                used += 1
            process.wait()
            SEEN[check_whole(data, config, expected, after_start=False)] += 1
            if finished:
                break
        result = subprocess.run([binary, "--migrate", "--check"], env=env, capture_output=True, text=True, timeout=30)
        if result.returncode != 0 or "migrated" not in result.stdout:
            raise Failure(f"the start after the kills failed: {result.stdout} {result.stderr}")
        if check_whole(data, config, expected, after_start=True) != "new":
            raise Failure("the start after the kills did not end in the new layout")
        return max(used, 1)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=None)
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.randrange(2**32)
    print(f"seed {seed}", flush=True)
    rng = random.Random(seed)
    done = 0
    try:
        while done < arguments.kills:
            done += one_folder(arguments.binary, rng, arguments.kills - done)
    except Failure as failure:
        print(f"FAILED after {done} kills (seed {seed}): {failure}", file=sys.stderr)
        return 1
    print(f"{done} kills, every one left one whole layout (old: {SEEN['old']}, new: {SEEN['new']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
