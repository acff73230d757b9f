"""Save files as the bad-file tests need them: planting a damaged file (or a folder) where the
game looks, finding the copy it kept aside, reading back what it wrote, and its notices."""
import json
import os

from harness import wait_until


def progress_folder(env):
    """Where the game keeps the only child's progress and level in play, for the folders `env` names."""
    return os.path.join(env["XDG_DATA_HOME"], "shape-shuffle")


def plant(folder, name, content):
    """Put `content` at folder/name; None puts a folder there instead of a file."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    if content is None:
        os.makedirs(os.path.join(path, "inside"))
    else:
        with open(path, "wb") as bad:
            bad.write(content)
    return path


def kept_aside(folder, name):
    """The copies of `name` the game moved aside as name.corrupt-<time>."""
    return sorted(entry for entry in os.listdir(folder) if entry.startswith(name + ".corrupt-"))


def the_kept_copy(folder, name, content):
    """Checks that the game kept exactly one copy of the bad file `name` aside, and that it is the
    planted `content` byte for byte (None: the planted folder, moved whole); returns its name."""
    aside = kept_aside(folder, name)
    assert len(aside) == 1, f"expected one kept-aside copy, found {os.listdir(folder)}"
    kept = os.path.join(folder, aside[0])
    if content is None:
        assert os.path.isdir(kept) and os.listdir(kept) == ["inside"], "the directory was not moved whole"
    else:
        with open(kept, "rb") as copy:
            assert copy.read() == content, "the kept-aside copy is not the original, byte for byte"
    return aside[0]


def read_json(path):
    """The file's JSON, or None while it is missing or not (yet) valid."""
    try:
        with open(path, "rb") as saved:
            return json.loads(saved.read())
    except (OSError, ValueError):
        return None


def wait_for_valid_json(path, timeout=5):
    return wait_until(lambda: read_json(path), timeout=timeout, message=f"no valid save file at {path}")


def alerts(app):
    """The notices on screen (role alert) that say something."""
    return [acc for acc in app.find_all(role="alert") if acc.name]
