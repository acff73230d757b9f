#!/usr/bin/env bash
# Runs a step of `make test` and prints how long it took, so a slow step shows in CI's log.
#   scripts/timed.sh NAME CMD [ARGS...]
set -u
name=$1; shift
started=$(date +%s)
"$@"
status=$?
echo "time: $name took $(( $(date +%s) - started )) s (exit $status)"
exit "$status"
