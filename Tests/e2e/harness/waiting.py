"""Waiting on the program, never on the clock.

Every check waits for a condition. Between two looks it sleeps only until the program sends its
next accessibility event (events.py), so a wait ends as soon as the program has moved. The
timeout is a last guard against a program that never will: it is scaled to the machine (its
cores and how busy they are), and a wait given a `progress` measure runs on while that measure
keeps changing, so a slow machine reads as slow, not as a failure.
"""
import os
import subprocess
import time

try:
    from . import events
except (ImportError, ValueError):  # a script outside the desktop session, with no AT-SPI
    events = None

# However busy the machine, a guard never grows past this many times its base.
_MOST_SCALE = 6.0
# A wait with progress runs on for at most this many of its scaled timeouts in all.
_MOST_PROGRESS_ROUNDS = 8


def machine_scale():
    """How much longer than on a quiet machine anything may take here: 1 on an idle machine,
    more when the runnable work outgrows the cores (the one-minute load average per core),
    E2E_TIMEOUT_SCALE when set. Read at every wait, so a burst of load lengthens the guards."""
    fixed = os.environ.get("E2E_TIMEOUT_SCALE")
    if fixed:
        return max(float(fixed), 0.1)
    cores = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = cores
    # Each shard is a desktop, a game and a test: count the shards sharing the machine as load
    # too, since the load average trails a burst by a minute.
    shards = int(os.environ.get("E2E_SHARDS_RUNNING", "1"))
    busy = max(load, shards) / cores
    return min(_MOST_SCALE, max(1.0, 1.5 * busy))


def scaled(seconds):
    """A guard of `seconds` on a quiet machine, as long as it must be on this one now."""
    return seconds * machine_scale()


def wait_until(fn, timeout=5.0, interval=0.05, message="condition not met", progress=None):
    """Call fn until it returns something truthy and return that. Between calls, wait for the
    program's next accessibility event (at most `interval` seconds: conditions on files and
    sound need a look now and then too). After `timeout` seconds, scaled to the machine, raise
    AssertionError with message and the last value (or exception) fn produced. When `progress`
    is given (a function whose value changes while the program still moves towards the
    condition), each change restarts the guard, up to a bound. Other exceptions from fn count as
    "not yet", but an AssertionError from fn ends the wait at once."""
    limit = scaled(timeout)
    started = time.monotonic()
    deadline = started + limit
    hard_deadline = started + limit * _MOST_PROGRESS_ROUNDS
    moved = progress() if progress else None
    last = None
    while True:
        try:
            last = fn()
        except AssertionError:
            raise
        except Exception as error:  # a widget vanishing mid-poll is normal; keep polling
            last = error
        else:
            if last:
                return last
        now = time.monotonic()
        if progress is not None:
            current = progress()
            if current != moved:
                moved = current
                deadline = min(max(deadline, now + limit), hard_deadline)
        if now >= deadline:
            raise AssertionError(f"{message} (after {now - started:.1f} s, guard {limit:.1f} s; "
                                 f"last value: {last!r})")
        pause(interval)


def pause(seconds):
    """Until the next accessibility event, or `seconds` if none comes."""
    if events is not None:
        events.idle_until_event(seconds)
    else:
        time.sleep(seconds)


def settle(seconds=0.6, timeout=None):
    """Proving that nothing happens needs a moment in which something could have happened: wait
    until the program has sent no accessibility event for `seconds` (it has finished answering
    whatever was done before), bounded by `timeout` (four quiet spells unless given) scaled to
    the machine, for a program that never falls quiet (a running scan). Returns the seconds
    waited."""
    started = time.monotonic()
    if events is None:
        time.sleep(seconds)
        return seconds
    deadline = started + scaled(timeout if timeout is not None else 4 * seconds)
    quiet_since, heard = time.monotonic(), events.heard()
    while True:
        now = time.monotonic()
        if now - quiet_since >= seconds or now >= deadline:
            return now - started
        events.idle_until_event(min(seconds - (now - quiet_since), deadline - now))
        if events.heard() != heard:
            heard, quiet_since = events.heard(), time.monotonic()


def stop_process(process, timeout=3.0):
    """Ask a subprocess to end (SIGTERM), kill it if it lingers past timeout; its exit status."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(scaled(timeout))
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode
