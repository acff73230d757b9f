#!/usr/bin/env bash
# Installs the Debian packages named in the given list files that are not installed yet.
# Usage: scripts/install-deps.sh scripts/deps-run.txt [scripts/deps-test.txt …]
set -euo pipefail

wanted=$(grep -hv '^\s*#' "$@" | tr -s ' \n' '\n' | sed '/^$/d' | sort -u)

find_missing() {
    missing=()
    for package in $wanted; do
        status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
        [[ "$status" == "install ok installed" ]] || missing+=("$package")
    done
}

find_missing
[[ ${#missing[@]} -eq 0 ]] && exit 0

# Two lists installed at once (one in the background) would race for apt's lock: one waits here,
# then installs only what is still missing. apt is not handed the lock, so no service it starts
# holds it. The lock is the user's own: a file another user made is not theirs to open.
exec 9>"${TMPDIR:-/tmp}/shape-shuffle-install-deps.$(id -u).lock"
flock 9
find_missing
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing: ${missing[*]}"
sudo=""
[[ $(id -u) -eq 0 ]] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq 9>&-
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" 9>&-
