"""Profiles as the end-to-end tests see them: a roster written the way the game writes it, and
where each child's files are."""
import json
import os

from saves_before_start import Saves


def data_root():
    return os.path.join(os.environ["XDG_DATA_HOME"], "shape-shuffle")


def config_root():
    return os.path.join(os.environ["XDG_CONFIG_HOME"], "shape-shuffle")


def write_roster(*children, settings=None, each=None):
    """The children (name, picture), ids p1, p2, …, as Saves.roster writes them."""
    Saves().roster(*children, settings=settings, each=each)


def progress_of(profile_id):
    """A child's progress.json as a dict ({} while there is none)."""
    try:
        with open(os.path.join(data_root(), "profiles", profile_id, "progress.json")) as handle:
            return json.load(handle)
    except (FileNotFoundError, json.JSONDecodeError):
        return {}


def level_in_play_of(profile_id):
    try:
        with open(os.path.join(data_root(), "profiles", profile_id, "levels-in-play.json")) as handle:
            return json.load(handle)
    except (FileNotFoundError, json.JSONDecodeError):
        return {}


def wait_for_chooser(app):
    """'Who is playing?' is up, focus on a child's picture button."""
    return app.wait_for_focus(role="push button", predicate=lambda acc: "," in (acc.name or ""), timeout=10)
