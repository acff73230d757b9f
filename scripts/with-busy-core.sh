#!/usr/bin/env bash
# Runs CMD with one core kept busy by stress-ng the whole time, and returns CMD's status.
#   scripts/with-busy-core.sh CMD [ARGS...]
set -u
stress-ng --cpu 1 --quiet &
stress=$!
trap 'kill "$stress" 2>/dev/null; wait "$stress" 2>/dev/null' EXIT
echo "with-busy-core: stress-ng --cpu 1 (pid $stress) runs beside: $*"
"$@"
