"""Compiling small C programs against GTK 4 (the self-check's stand-in)."""
import os
import shlex
import subprocess


def build_gtk_program(source, output):
    """Compile one C file with `$CC $(pkg-config --cflags --libs gtk4)` (CC defaults to cc) into
    output; return output."""
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], capture_output=True,
                           text=True, check=True).stdout
    compiler = os.environ.get("CC", "cc")
    result = subprocess.run([compiler, "-Wall", "-o", str(output), str(source),
                             *shlex.split(flags)], capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"building {source} failed:\n{result.stderr}")
    return output
