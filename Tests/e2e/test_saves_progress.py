"""A bad progress file never stops a child from playing: the game starts at
Home from nothing, tells the parent once, keeps the old file aside byte for byte, and saves
afresh after the next level."""
import os

import pytest

from harness import key, wait_until
from game import argv, finish_level
from save_files import alerts, kept_aside, plant, progress_folder, the_kept_copy, wait_for_valid_json

# Every kind of bad file (empty, not JSON, of the wrong types, stars out of range, too big, a
# folder) is kept aside, told and saved over afresh in the core's tests; here one goes through the
# running game.
TRUNCATED = b'{"version": 1, "levels": {"1": {"completed": true, "bestSt'


def the_one_notice(app, *words):
    """The one alert on screen; it must name each of words (case-insensitively)."""
    found = wait_until(lambda: alerts(app), message="no notice (role alert) appeared")
    assert len(found) == 1, f"the notice is shown {len(found)} times: {[a.name for a in found]}"
    text = found[0].name
    for word in words:
        assert word.lower() in text.lower(), f"the notice {text!r} does not mention {word!r}"
    return text


def test_a_bad_progress_file_is_kept_aside_and_play_saves_afresh(launch, saves):
    folder = progress_folder(saves)
    content = TRUNCATED
    path = plant(folder, "progress.json", content)

    app = launch(argv(), env=saves)
    app.wait_for_focus(role="push button", name="Level 1")
    assert "Not played yet" in app.find_one(role="push button", name="Level 1").description

    aside = [the_kept_copy(folder, "progress.json", content)]
    notice = the_one_notice(app, "progress", aside[0])

    key("Return")
    finish_level(app)
    saved = wait_for_valid_json(path)
    assert saved["levels"]["1"]["completed"] is True
    assert kept_aside(folder, "progress.json") == aside, "the kept-aside copy changed"
    assert len(alerts(app)) <= 1, "the notice was shown again"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file; make test-unprivileged runs "
                                               "this test as a throwaway unprivileged user")
def test_a_progress_file_without_read_permission_is_kept_aside(launch, saves):
    folder = progress_folder(saves)
    os.makedirs(folder)
    path = os.path.join(folder, "progress.json")
    content = b'{"version": 1, "levels": {"1": {"completed": true, "bestStars": 3}}}\n'
    with open(path, "wb") as locked:
        locked.write(content)
    os.chmod(path, 0)

    app = launch(argv(), env=saves)
    app.wait_for_focus(role="push button", name="Level 1")
    aside = kept_aside(folder, "progress.json")
    assert len(aside) == 1
    the_one_notice(app, "progress", aside[0])
    os.chmod(os.path.join(folder, aside[0]), 0o600)
    with open(os.path.join(folder, aside[0]), "rb") as copy:
        assert copy.read() == content
    key("Return")
    finish_level(app)
    assert wait_for_valid_json(path)["levels"]["1"]["completed"] is True


def test_a_folder_that_cannot_be_made_still_lets_the_child_play(launch, saves):
    # A regular file where the game's folder belongs: not even root can create progress.json.
    blocker = progress_folder(saves)
    with open(blocker, "wb") as plain:
        plain.write(b"not a folder\n")

    app = launch(argv(), env=saves)
    app.wait_for_focus(role="push button", name="Level 1")
    assert not alerts(app), "a missing progress file is not worth a notice"
    key("Return")
    finish_level(app)
    # The progress and the level in play live in that folder: each says once that it is not saved.
    found = wait_until(lambda: (lambda now: now if any("progress" in a.name.lower() for a in now) else None)(alerts(app)),
                       message="no notice about progress appeared")
    names = [notice.name for notice in found]
    print(names)
    assert len(names) == len(set(names)), f"a notice is shown twice: {names}"
    assert all("can't be saved" in name for name in names), names
    assert len(names) <= 2, names
    app.wait_for_focus(name="Next level")
    key("Return")
    app.wait_for_focus(name_prefix="Card 1,")
    assert app.process.poll() is None, "the game stopped"
    with open(blocker, "rb") as plain:
        assert plain.read() == b"not a folder\n", "the file in the folder's place was changed"
