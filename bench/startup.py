"""Start-up time and resident memory after start, measured from outside the program.

"First frame on screen" is the first time the X server draws into a window of the new process
(DAMAGE reports it the moment the drawing lands in the framebuffer: under Xvfb that is the
screen) and the window's pixels then differ from what the mapped but unpainted window showed.
The clock starts just before the process is spawned, so it covers exec, dynamic linking, GTK's
start-up, the program's own set-up, layout and drawing the first frame."""
import os
import shutil
import subprocess
import tempfile
import time

from harness import stop_process
from stats import memory_of


class StartupRun:
    """What one start of a program measured."""

    def __init__(self, first_frame, complete, memory):
        self.first_frame = first_frame  # seconds from spawn to first painted frame
        self.complete = complete        # the first frame already equals the settled window
        self.memory = memory            # /proc status figures (KiB) once the window has settled


def start_once(display, argv, cwd=None, env=None, settle=1.0, timeout=30.0):
    """Start argv with fresh XDG data and config folders, wait for its first frame, let it
    settle (no drawing for `settle` seconds, at most 5 s), read its memory, and close it."""
    homes = tempfile.mkdtemp(prefix="bench-xdg-")
    env = {**os.environ, **(env or {}),
           "XDG_DATA_HOME": os.path.join(homes, "data"),
           "XDG_CONFIG_HOME": os.path.join(homes, "config")}
    display.watch_new_windows()
    display.drain()
    started = time.monotonic()
    process = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        first_frame, window, frame = _wait_for_first_frame(display, process, started, timeout)
        display.wait_for_quiet(window, settle, longest=5.0)
        settled = display.capture(window)
        complete = settled is not None and not settled.differs_from(frame)
        memory = memory_of(process.pid)
        return StartupRun(first_frame - started, complete, memory)
    finally:
        display.unwatch_all()
        stop_process(process, 5)
        shutil.rmtree(homes, ignore_errors=True)


def _wait_for_first_frame(display, process, started, timeout):
    unpainted = {}  # window -> its pixels when it was mapped, before the program drew
    deadline = started + timeout
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args[0]} exited with {process.returncode} before "
                               "showing a window")
        event = display.next_event(min(deadline, time.monotonic() + 0.2))
        if event is None:
            if time.monotonic() >= deadline:
                raise RuntimeError(f"{process.args[0]} showed no frame within {timeout:g} s")
            continue
        kind, window, when = event
        if kind == "create":
            display.watch_window(window)
        elif kind == "map" and display.pid_of(window) == process.pid:
            unpainted[window] = display.capture(window)
        elif kind == "damage" and display.pid_of(window) == process.pid:
            frame = display.capture(window)
            if frame is not None and frame.differs_from(unpainted.get(window)):
                return when, window, frame
