"""What a program that died of a signal leaves for the test that saw it: every thread's backtrace,
read from its core file by gdb, with Swift's names demangled.

The program is started with core dumps allowed, in a folder of its own (so two programs that die
at once never write the same `core`), and with the Swift runtime's own backtracer off: it prints
one frame per thread when it cannot stop the other threads (GLib's and PulseAudio's threads block
the signal it stops them with), while a core holds every thread whole.
"""
import glob
import os
import resource
import shutil
import signal
import subprocess
import tempfile

# The signals that dump core: a crash, not a test's own SIGTERM or SIGKILL.
CRASH_SIGNALS = {signal.SIGSEGV, signal.SIGABRT, signal.SIGBUS, signal.SIGILL, signal.SIGFPE,
                 signal.SIGTRAP, signal.SIGSYS, signal.SIGQUIT}

# gdb on a debug build's core reads the binary's DWARF first; a few seconds on a quiet machine.
GDB_TIMEOUT = 120

ENVIRONMENT = {"SWIFT_BACKTRACE": "enable=no"}


def allow_core_dumps():
    """For Popen's preexec_fn: as large a core as this user may write."""
    _, hard = resource.getrlimit(resource.RLIMIT_CORE)
    resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))


def folder_for(name):
    """A new folder, in the session's, for one program to run in and leave its core in."""
    parent = os.environ.get("E2E_SESSION_DIR") or tempfile.gettempdir()
    return tempfile.mkdtemp(prefix=f"{name}-run-", dir=parent)


def crashed(returncode):
    """The signal a process died of, if it was a crash; None for an exit or a test's own kill."""
    if returncode is None or returncode >= 0:
        return None
    try:
        number = signal.Signals(-returncode)
    except ValueError:
        return None
    return number if number in CRASH_SIGNALS else None


def report(binary, folder, pid, returncode):
    """The crash told in full: the signal, then every thread's backtrace from the core. The core
    is deleted once read (a debug build's is hundreds of megabytes)."""
    number = crashed(returncode)
    if number is None:
        return ""
    heading = f"{os.path.basename(str(binary))} (pid {pid}) died of {number.name}"
    core = _find_core(folder, pid)
    if core is None:
        return f"{heading}; it left no core file to read ({_core_pattern_note()})"
    try:
        return f"{heading}. Every thread, from its core:\n{backtraces(binary, core)}"
    finally:
        os.unlink(core)


def backtraces(binary, core):
    """`thread apply all bt` of a core, Swift names demangled."""
    if shutil.which("gdb") is None:
        return "(gdb is not installed: make deps-test installs it)"
    result = subprocess.run(["gdb", "-batch", "-nx", "-ex", "set print thread-events off",
                             "-ex", "thread apply all bt", str(binary), core],
                            capture_output=True, text=True, timeout=GDB_TIMEOUT, errors="replace")
    lines = [line for line in result.stdout.splitlines()
             if not line.startswith(("[New LWP", "warning:")) and "No such file or directory" not in line]
    text = "\n".join(lines)
    demangler = shutil.which("swift-demangle")
    if demangler:
        demangled = subprocess.run([demangler, "--simplified"], input=text, capture_output=True, text=True,
                                   timeout=60, errors="replace")
        if demangled.returncode == 0:
            text = demangled.stdout
    return text or result.stderr


def _find_core(folder, pid):
    pattern = _core_pattern()
    if pattern.startswith("|"):
        return None
    places = [folder]
    if os.path.isabs(pattern):
        places.append(os.path.dirname(pattern))
    for place in places:
        found = [path for path in glob.glob(os.path.join(place, "core*"))
                 if os.path.basename(path) in ("core", f"core.{pid}") or str(pid) in os.path.basename(path)]
        if found:
            return max(found, key=os.path.getmtime)
    return None


def _core_pattern():
    try:
        with open("/proc/sys/kernel/core_pattern") as pattern:
            return pattern.read().strip()
    except OSError:
        return "core"


def _core_pattern_note():
    pattern = _core_pattern()
    if pattern.startswith("|"):
        return f"this machine hands cores to {pattern[1:].split()[0]}; coredumpctl or its folder has it"
    return f"kernel.core_pattern is {pattern!r}, and the core size limit is {resource.getrlimit(resource.RLIMIT_CORE)}"
