"""Polling: every check in the tests waits for a condition instead of sleeping a fixed time."""
import subprocess
import time


def wait_until(fn, timeout=5.0, interval=0.05, message="condition not met"):
    """Call fn until it returns something truthy and return that; after timeout seconds raise
    AssertionError with message and the last value (or exception) fn produced. Other exceptions
    from fn count as "not yet", but an AssertionError from fn ends the wait at once."""
    deadline = time.monotonic() + timeout
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
        if time.monotonic() >= deadline:
            raise AssertionError(f"{message} (after {timeout:g} s; last value: {last!r})")
        time.sleep(interval)


def settle(seconds=0.6):
    """Proving that nothing happens needs a moment in which something could have happened."""
    time.sleep(seconds)


def stop_process(process, timeout=3.0):
    """Ask a subprocess to end (SIGTERM), kill it if it lingers past timeout; its exit status."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode
