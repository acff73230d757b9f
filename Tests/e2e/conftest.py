"""Shared set-up for the end-to-end tests: the harness on the import path, a refusal to run
outside session.sh, fixtures that start programs and Orca and always clean up after them, and
a screenshot of every failure when E2E_ARTIFACTS names a directory."""
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from harness import App, OrcaSpeech, events, screenshot  # noqa: E402  (needs the path above)
from saves_before_start import Saves  # noqa: E402


def pytest_configure(config):
    # pyatspi 2.46 calls libatspi's deprecated get_*_iface on every query; that is its business.
    config.addinivalue_line("filterwarnings",
                            "ignore:Atspi.Accessible.get_.*_iface is deprecated:DeprecationWarning")
    if "E2E_SESSION_DIR" not in os.environ:
        raise pytest.UsageError(
            "the end-to-end tests need their private desktop; run them as\n"
            "  Tests/e2e/harness/session.sh /usr/bin/python3 -m pytest -q Tests/e2e")
    # Heard from the start, so no focus move of the first program is missed.
    events.start()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    artifacts = os.environ.get("E2E_ARTIFACTS")
    if artifacts and report.when == "call" and report.failed:
        os.makedirs(artifacts, exist_ok=True)
        path = os.path.join(artifacts, item.name + ".png")
        screenshot(path)
        report.sections.append(("screenshot", path))


@pytest.fixture(autouse=True)
def fresh_saves(tmp_path, monkeypatch):
    """Every test starts with no progress and default settings: its own XDG data and config
    folders, so nothing one test saves (a setting the monkey test toggled, say) reaches the next."""
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        folder = tmp_path / variable.lower()
        folder.mkdir()
        monkeypatch.setenv(variable, str(folder))
    # The game's natural voice plays its clips on the sound server, where the stand-ins for
    # speech-dispatcher cannot hear them: tests that are not about the natural voice hear every
    # line through speech-dispatcher. Those that are set SHAPE_SHUFFLE_VOICES themselves.
    monkeypatch.setenv("SHAPE_SHUFFLE_VOICES", "")


@pytest.fixture
def saves():
    """This test's own XDG folders, as the environment to start the game with."""
    return {variable: os.environ[variable] for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME")}


@pytest.fixture
def saved():
    """Writes this test's settings, device.json, roster and progress before the game starts
    (saves_before_start.Saves, in the test's own XDG folders)."""
    return Saves()


@pytest.fixture
def launch():
    """launch(argv, name="shape-shuffle", env=None) starts a program and returns its App once it
    is on the AT-SPI desktop with its window focused. Every program is closed after the test,
    and the test fails if one logged a GLib/GTK CRITICAL. Pass the binary itself, not a wrapper:
    the program is recognised by its process id."""
    started = []

    def start(argv, name="shape-shuffle", env=None, timeout=10.0):
        app = App(argv, name=name, env=env)
        started.append(app)
        app.wait_for_app(timeout=timeout)
        return app

    yield start
    for app in started:
        app.close()
        print(f"--- output of {' '.join(app.argv)} ---\n{app.stderr_text()}")  # shown on failure
    crashes = [report for report in (app.crash_report() for app in started) if report]
    assert not crashes, "the program crashed:\n" + "\n\n".join(crashes)
    criticals = [line for app in started for line in app.criticals()]
    assert not criticals, "the program logged criticals:\n" + "\n".join(criticals)


@pytest.fixture
def orca():
    """Orca running in the session; its speech is readable as text (see harness.OrcaSpeech)."""
    with OrcaSpeech() as speech:
        yield speech
        print("--- Orca said ---\n" + "\n".join(speech.lines()))  # shown on failure
