#!/usr/bin/env bash
# The tests that need a player who is not root: a save file the player cannot read, a folder the
# player cannot write. Root reads and writes everything, so under root (as CI runs) those tests
# skip in the normal pass; this script runs them again as a throwaway unprivileged user it creates
# (TEST_USER, default shape-shuffle-test), and fails unless every one of them ran and passed.
# Not root: they already ran in the normal pass, and this says so.
#   scripts/test-unprivileged.sh XCTEST_BUNDLE E2E_SESSION E2E_PYTHON
set -euo pipefail
xctest=$1 session=$2 python=$3
user=${TEST_USER:-shape-shuffle-test}
core_tests='SaveStoreTests/noReadPermission|SaveStoreTests/readOnlyFolder|SaveAtomicFileTests/readOnlyFolder'
core_count=3
e2e_test='Tests/e2e/test_saves_progress.py::test_a_progress_file_without_read_permission_is_kept_aside'

if [ "$(id -u)" -ne 0 ]; then
    echo "test-unprivileged: running as $(id -un), so the permission tests ran in the normal pass"
    exit 0
fi
if ! id "$user" >/dev/null 2>&1; then
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
            --shell /usr/sbin/nologin "$user"
fi
# The user must reach the build and the tests through every folder above them. A clone the user
# cannot reach (under /root, or a private temporary folder, as CI's may be) is mirrored: the test
# bundle, the game, its data and the end-to-end tests, into a folder everyone may read.
mirror=""
cleanup() { rm -f "${log:-}"; [ -n "$mirror" ] && rm -rf "$mirror"; return 0; }
trap cleanup EXIT
for path in "$xctest" "$session" Tests/e2e .build/debug/shape-shuffle data; do
    if ! setpriv --reuid="$user" --regid="$user" --clear-groups test -r "$(realpath "$path")"; then
        mirror=$(mktemp -d /tmp/shape-shuffle-unprivileged.XXXXXX)
        echo "test-unprivileged: $user cannot read $(realpath "$path"); running from a copy in $mirror"
        mkdir -p "$mirror/.build/debug" "$mirror/Tests"
        cp "$xctest" .build/debug/shape-shuffle "$mirror/.build/debug/"
        cp -r data Resources "$mirror/"
        cp -r Tests/e2e "$mirror/Tests/"
        chmod -R a+rX "$mirror"
        xctest="$mirror/.build/debug/$(basename "$xctest")"
        session="$mirror/Tests/e2e/harness/session.sh"
        cd "$mirror"
        break
    fi
done

as_user() {
    setpriv --reuid="$user" --regid="$user" --clear-groups \
        env HOME=/nonexistent TMPDIR=/tmp PYTHONDONTWRITEBYTECODE=1 "$@"
}

log=$(mktemp)
chmod 644 "$log"
echo "test-unprivileged: core tests as $user"
as_user "$xctest" --testing-library swift-testing --filter "$core_tests" 2>&1 | tee "$log"
grep -q "Test run with $core_count tests in .* passed" "$log" || {
    echo "test-unprivileged: expected $core_count core tests to run and pass as $user" >&2; exit 1; }

echo "test-unprivileged: end-to-end test as $user"
as_user "$session" "$python" -m pytest -q -rs -p no:cacheprovider "$e2e_test" 2>&1 | tee "$log"
grep -Eq '^1 passed' "$log" || {
    echo "test-unprivileged: expected $e2e_test to run and pass as $user" >&2; exit 1; }
