"""Hostile --data-dir at the program level: the real binary, pointed at a
folder whose data/levels.json is hostile, must refuse it with one message that names
levels.json — and the level and field where there is one — and a non-zero status, within a few
seconds, and never die from a signal. The levels are read before GTK starts, so no display is
needed; the display variables are removed so that a file wrongly accepted fails differently.

    /usr/bin/python3 -m pytest -q Tests/stress/test_hostile_data_dir.py
    (SHAPE_SHUFFLE_BINARY=path picks another build than .build/debug/shape-shuffle)
"""
import copy
import json
import os
import subprocess
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("SHAPE_SHUFFLE_BINARY", os.path.join(ROOT, ".build", "debug", "shape-shuffle"))
SHIPPED = os.path.join(ROOT, "data", "levels.json")
TIME_LIMIT = 5.0


def shipped():
    with open(SHIPPED, encoding="utf-8") as handle:
        return json.load(handle)


def edited(change):
    """The shipped file with `change(document)` applied, as compact JSON text."""
    document = copy.deepcopy(shipped())
    change(document)
    return json.dumps(document, ensure_ascii=False)


def set_in(path, value):
    """A change that sets document[path[0]][path[1]]… to `value`."""
    def change(document):
        target = document
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def level_file(text):
    """A maker of data folders whose levels.json holds `text` (str or bytes)."""
    def make(data):
        with open(os.path.join(data, "levels.json"), "wb") as handle:
            handle.write(text if isinstance(text, bytes) else text.encode("utf-8"))
    return make


def a_million_cards(data):
    cards = ",".join(['{"count": 1}'] * 1_000_000)
    level_file(f'{{"version": 1, "levels": [{{"number": 1, "columns": 1000, '
               f'"prompt": {{"count": 1, "colour": "red", "shape": "circle"}}, "cards": [{cards}]}}]}}')(data)


def add_key(level_index, key, value):
    def change(document):
        document["levels"][level_index][key] = value
    return change


def a_folder(data):
    os.mkdir(os.path.join(data, "levels.json"))


def a_pipe(data):
    os.mkfifo(os.path.join(data, "levels.json"))


def endless_zeros(data):
    os.symlink("/dev/zero", os.path.join(data, "levels.json"))


# (name, how the data folder is made, what the message must contain besides "levels.json")
CASES = [
    ("a grid of a million cards", a_million_cards, ["larger than"]),
    ("eighty thousand cards under the size cap",
     level_file(edited(set_in(["levels", 0, "cards"], [{}] * 80_000))), ["level 1", "cards", "80000 cards"]),
    ("a hundred thousand open lists", level_file("[" * 100_000), ["line 1", "nested deeper"]),
    ("a hundred thousand nested objects", level_file('{"a":' * 100_000), ["line 1", "nested deeper"]),
    ("deep nesting inside a level's cards",
     level_file(edited(set_in(["levels", 2, "cards"], "@")).replace('"@"', "[" * 100_000 + "]" * 100_000)),
     ["line 1", "nested deeper"]),
    ("a megabyte colour name", level_file(edited(set_in(["levels", 1, "prompt", "colour"], "r" * 1_000_000))),
     ["text longer than"]),
    ("a megabyte of digits", level_file(edited(set_in(["levels", 0, "columns"], "@")).replace('"@"', "9" * 1_000_000)),
     ["a number longer than"]),
    ("an unknown key in a level", level_file(edited(add_key(1, "title", "Squares"))),
     ["level 2", "title", "unknown key"]),
    ("an unknown key in a card", level_file(edited(set_in(["levels", 3, "cards", 2], {"color": "red"}))),
     ["level 4", "cards[2].color", "unknown key"]),
    ("an unknown key at the top", level_file(edited(lambda d: d.update(author="me"))), ["author", "unknown key"]),
    ("columns as text", level_file(edited(set_in(["levels", 0, "columns"], "3"))),
     ["level 1", "columns", "expected a whole number"]),
    ("a colour given as a number", level_file(edited(set_in(["levels", 2, "prompt", "colour"], 7))),
     ["level 3", "prompt.colour"]),
    ("cards as an object", level_file(edited(set_in(["levels", 1, "cards"], {"count": 2}))),
     ["level 2", "cards", "expected a list of cards"]),
    ("levels as text", level_file(edited(set_in(["levels"], "all of them"))), ["levels", "expected a list"]),
    ("a negative count", level_file(edited(set_in(["levels", 0, "prompt", "count"], -2))),
     ["level 1", "prompt.count"]),
    ("a negative level number", level_file(edited(set_in(["levels", 0, "number"], -1))), ["level 1", "number"]),
    ("negative columns", level_file(edited(set_in(["levels", 4, "columns"], -3))), ["level 5", "columns"]),
    ("a count far too large", level_file(edited(set_in(["levels", 0, "cards", 0], {"count": 10 ** 30}))),
     ["level 1", "cards[0].count", "far too large"]),
    ("an empty file", level_file(""), ["empty"]),
    ("bytes that are not UTF-8", level_file(b'{"version": 1, "levels": [{"number": 1, "\xff\xfe": 2}]}'),
     ["line 1", "UTF-8"]),
    ("a missing file", lambda data: None, ["cannot find"]),
    ("a folder named levels.json", a_folder, ["a folder"]),
    ("a named pipe named levels.json", a_pipe, ["a pipe"]),
    ("levels.json linked to /dev/zero", endless_zeros, []),
]


def run(tmp_path, make):
    folder = tmp_path / "data-dir"
    data = folder / "data"
    data.mkdir(parents=True)
    make(str(data))
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("DISPLAY", "WAYLAND_DISPLAY", "GDK_BACKEND")}
    environment.update(XDG_DATA_HOME=str(tmp_path / "xdg-data"), XDG_CONFIG_HOME=str(tmp_path / "xdg-config"))
    started = time.monotonic()
    try:
        result = subprocess.run([BINARY, "--data-dir", str(folder)], env=environment, capture_output=True,
                                stdin=subprocess.DEVNULL, timeout=TIME_LIMIT * 4)
    except subprocess.TimeoutExpired:
        pytest.fail(f"still running after {TIME_LIMIT * 4:.0f} s")
    return result, time.monotonic() - started


@pytest.mark.parametrize("name, make, says", CASES, ids=[case[0] for case in CASES])
def test_hostile_data_dir_is_refused_by_name(tmp_path, name, make, says):
    assert os.access(BINARY, os.X_OK), f"build the game first: {BINARY}"
    result, took = run(tmp_path, make)
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode > 0, f"status {result.returncode} (a negative status is a signal); stderr: {stderr[:500]}"
    assert took < TIME_LIMIT, f"took {took:.1f} s"
    assert "Fatal error" not in stderr and "crashed" not in stderr, stderr[:2000]
    first = stderr.strip().splitlines()[0] if stderr.strip() else ""
    assert first.startswith("shape-shuffle: ") and "levels.json" in first, stderr[:500]
    for part in says:
        assert part in stderr, f"{part!r} not in: {stderr[:500]}"
    assert len(stderr) < 2000, f"{len(stderr)} bytes of error for one bad file"


def test_the_shipped_file_gets_past_loading(tmp_path):
    """The control: the same folder layout with the shipped file is not refused as a level file,
    so the refusals above are about their files and not about the folder."""
    with open(SHIPPED, encoding="utf-8") as handle:
        text = handle.read()
    result, _ = run(tmp_path, level_file(text))
    stderr = result.stderr.decode("utf-8", "replace")
    assert "levels.json" not in stderr, stderr[:500]
