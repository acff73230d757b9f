"""A program under test: started as a subprocess, found on the AT-SPI desktop, closed after."""
import os
import subprocess
import tempfile

import pyatspi

from . import crash, tree
from .waiting import stop_process, wait_until
from .xinput import activate


class App:
    """One running program. Use as a context manager so it is always closed:

        with App([binary], name="shape-shuffle") as app:
            app.wait_for_app()
            ...
    """

    def __init__(self, argv, name="shape-shuffle", env=None, cwd=None):
        self.argv = [str(arg) for arg in argv]
        self.name = name
        self.accessible = None
        self._crash_report = None
        log_dir = os.environ.get("E2E_SESSION_DIR") or tempfile.gettempdir()
        handle, self.stderr_path = tempfile.mkstemp(prefix=f"{name}-", suffix=".log", dir=log_dir)
        # A folder of its own unless the test chose one, where a crash leaves its core.
        self.cwd = cwd or crash.folder_for(name)
        with os.fdopen(handle, "w") as log:
            self.process = subprocess.Popen(self.argv, env={**os.environ, **crash.ENVIRONMENT, **(env or {})},
                                            cwd=self.cwd, stdin=subprocess.DEVNULL,
                                            stdout=log, stderr=subprocess.STDOUT,
                                            preexec_fn=crash.allow_core_dumps)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, *exc_info):
        self.close()
        report = self.crash_report()
        if report and exc_type is None:
            raise AssertionError(report)
        if report:
            print(report)  # shown with the failure already on its way

    # -- lifetime -----------------------------------------------------------------------------

    def wait_for_app(self, name=None, timeout=10.0):
        """Wait until the program (this process, under AT-SPI application name `name`) is on the
        desktop with an active window, give that window X input focus, and return the
        application accessible."""
        name = name or self.name

        def registered():
            if self.process.poll() is not None:
                raise AssertionError(self.exit_story())
            for app in tree.children(pyatspi.Registry.getDesktop(0)):
                try:
                    if app.name == name and app.get_process_id() == self.process.pid:
                        return app
                except Exception:
                    continue
            return None

        self.accessible = wait_until(registered, timeout=timeout,
                                     message=f"{name!r} (pid {self.process.pid}) never registered")
        window = wait_until(self._main_window, timeout=timeout,
                            message=f"{name!r} never showed a window")
        activate(window)
        wait_until(lambda: "active" in tree.states(window), timeout=timeout,
                   message=f"{tree.describe(window)} never became the active window")
        return self.accessible

    def close(self, timeout=3.0):
        """Terminate the program (kill it if it lingers past timeout); return its exit status."""
        return stop_process(self.process, timeout)

    def crash_report(self):
        """Every thread's backtrace if the program died of a signal (read from its core once, then
        kept); "" if it is running, exited, or was stopped by the test."""
        if self._crash_report is None and self.process.poll() is not None:
            self._crash_report = crash.report(self.argv[0], self.cwd, self.process.pid, self.process.returncode)
        return self._crash_report or ""

    def exit_story(self):
        """How the program ended: its status, the end of its output, and a crash's backtraces."""
        story = f"{self.argv[0]} exited with {self.process.returncode}:\n" + self.stderr_text()[-3000:]
        report = self.crash_report()
        return story + ("\n" + report if report else "")

    def stderr_text(self):
        """Everything the program wrote to stdout and stderr so far."""
        with open(self.stderr_path, errors="replace") as log:
            return log.read()

    def criticals(self):
        """GLib/GTK CRITICAL and ERROR lines the program logged (a healthy run has none)."""
        return [line for line in self.stderr_text().splitlines()
                if "-CRITICAL **" in line or "-ERROR **" in line]

    def warnings(self):
        """GLib/GTK WARNING lines the program logged."""
        return [line for line in self.stderr_text().splitlines() if "-WARNING **" in line]

    # -- the tree -----------------------------------------------------------------------------

    def windows(self):
        """The program's windows and dialogs, the active one first."""
        return tree.top_levels(self._require())

    def window(self):
        """The main window (the first frame)."""
        return wait_until(self._main_window, timeout=5, message="no main window")

    def find_all(self, **filters):
        """Every element in any of the program's windows matching the filters
        (role=, name=, name_prefix=, name_contains=, state=, predicate=)."""
        return [acc for window in tree.children(self._require())
                for acc in tree.find_all(window, **filters)]

    def find_one(self, timeout=5.0, **filters):
        """The one element matching the filters in any window, polling up to timeout."""
        return tree.find_one(self._require(), timeout=timeout, **filters)

    def focused(self):
        """The element with keyboard focus (None if none)."""
        return tree.focused(self._require())

    def wait_for_focus(self, timeout=5.0, **filters):
        """Wait until the focused element matches the filters (e.g. name='Red'); return it."""
        def matching():
            current = self.focused()
            if current is not None and tree.find_all(current, **filters)[:1] == [current]:
                return current
            return None
        try:
            return wait_until(matching, timeout=timeout)
        except AssertionError:
            raise AssertionError(f"focus never reached an element matching {filters}; "
                                 f"it is on {tree.describe(self.focused())}") from None

    def _main_window(self):
        frames = [w for w in tree.children(self._require()) if tree.role_name(w) == "frame"]
        return frames[0] if frames else None

    def _require(self):
        if self.accessible is None:
            raise AssertionError("call wait_for_app() first")
        if self.process.poll() is not None:
            # Its elements would all read as vanished: that is no answer to "is X there?".
            raise AssertionError(self.exit_story())
        return self.accessible

