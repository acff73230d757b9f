#!/usr/bin/env bash
# Runs CMD inside a private desktop: Xvfb + openbox + D-Bus session + AT-SPI bus,
# with a throwaway HOME and XDG dirs, then tears it all down and returns CMD's status.
#   Tests/e2e/harness/session.sh CMD [ARGS...]      (SCREEN=WxH overrides 1280x1024)
set -u

if [ $# -eq 0 ]; then
    echo "usage: $0 CMD [ARGS...]" >&2
    exit 2
fi

# Poll CONDITION (a command) every 50 ms until it succeeds or SECONDS_MAX pass.
wait_for() {
    local seconds_max=$1 what=$2; shift 2
    local deadline=$((SECONDS + seconds_max))
    until "$@" >/dev/null 2>&1; do
        if [ "$SECONDS" -ge "$deadline" ]; then
            echo "session.sh: timed out waiting for $what" >&2
            return 1
        fi
        sleep 0.05
    done
}

RUN_DIR=$(mktemp -d /tmp/e2e-session.XXXXXX)
pids=()
cmd_pid=""

teardown() {
    trap - EXIT INT TERM
    [ -n "$cmd_pid" ] && kill "$cmd_pid" 2>/dev/null
    stop_speech_servers
    # Reverse start order: the WM and the AT-SPI launcher before the X server they use.
    local i
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
        kill "${pids[i]}" 2>/dev/null
    done
    for pid in "${pids[@]}"; do
        wait "$pid" 2>/dev/null
    done
    rm -rf "$RUN_DIR"
}
# A speech-dispatcher the game started for itself (autospawn, as on a player's desktop) forks
# away from every test; its pid file, under this session's runtime folder, says which to stop.
# It stops its synthesizer module (sd_espeak-ng) as it exits.
stop_speech_servers() {
    local pidfile pid stopping=()
    while IFS= read -r pidfile; do
        pid=$(tr -dc '0-9' <"$pidfile")
        [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || continue
        # The server and its synthesizer modules together: a server waits long for a module
        # whose sound server has gone, and a module outlives a server that is killed.
        stopping+=("$pid" $(pgrep -P "$pid"))
    done < <(find "$RUN_DIR" -name 'speech-dispatcher.pid' 2>/dev/null)
    [ ${#stopping[@]} -eq 0 ] && return
    kill "${stopping[@]}" 2>/dev/null
    # Not our children, so no `wait`: a moment to exit, then no more waiting.
    for pid in "${stopping[@]}"; do
        wait_for 3 "speech service $pid to stop" sh -c "! kill -0 $pid" || kill -9 "$pid" 2>/dev/null
    done
}

trap teardown EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A fresh world per run, so no test ever touches the real saves or settings.
export HOME="$RUN_DIR/home"
export XDG_DATA_HOME="$HOME/.local/share"
export XDG_CONFIG_HOME="$HOME/.config"
export XDG_CACHE_HOME="$HOME/.cache"
export XDG_RUNTIME_DIR="$RUN_DIR/runtime"
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
export GSETTINGS_BACKEND=memory

# -displayfd lets Xvfb pick a free display number itself: no race with other runs. -r turns key
# repeat off: a test's key is pressed and released at once, and on a starved machine the release
# can reach the server past the repeat delay, which would type the key twice.
SCREEN_SIZE=${SCREEN:-1280x1024}
Xvfb -displayfd 3 -screen 0 "${SCREEN_SIZE}x24" -nolisten tcp -noreset -r \
    3>"$RUN_DIR/display" 2>"$RUN_DIR/xvfb.log" &
pids+=($!)
wait_for 10 "Xvfb to choose a display" test -s "$RUN_DIR/display" \
    || { cat "$RUN_DIR/xvfb.log" >&2; exit 1; }
export DISPLAY=":$(tr -d '[:space:]' <"$RUN_DIR/display")"
wait_for 10 "X display $DISPLAY" xdpyinfo || exit 1

# A private session bus, started here rather than through dbus-run-session: dbus-run-session
# exits on SIGTERM without passing it on, which would leave this whole desktop running.
dbus-daemon --session --nofork --nopidfile --print-address=3 \
    3>"$RUN_DIR/bus-address" 2>"$RUN_DIR/dbus.log" &
pids+=($!)
wait_for 10 "the session bus" test -s "$RUN_DIR/bus-address" \
    || { cat "$RUN_DIR/dbus.log" >&2; exit 1; }
DBUS_SESSION_BUS_ADDRESS=$(head -n 1 "$RUN_DIR/bus-address")
export DBUS_SESSION_BUS_ADDRESS

# A window manager: without one, X focus does not return to the main window after a dialog closes.
openbox --sm-disable >"$RUN_DIR/openbox.log" 2>&1 &
pids+=($!)
# _NET_SUPPORTING_WM_CHECK is unset until the WM has claimed the screen.
wm_ready() { xprop -root _NET_SUPPORTING_WM_CHECK | grep -q 'window id'; }
wait_for 10 "openbox to manage the screen" wm_ready || exit 1

# The accessibility bus; the registry daemon is D-Bus-activated on it when first needed.
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$RUN_DIR/at-spi.log" 2>&1 &
pids+=($!)
# Ask whether the name is owned rather than calling it: a call could D-Bus-activate a second
# launcher before ours has claimed the name.
a11y_bus_ready() {
    dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus | grep -q 'boolean true'
}
wait_for 10 "the AT-SPI bus" a11y_bus_ready || exit 1

export GTK_A11Y=atspi
export GDK_BACKEND=x11
export NO_AT_BRIDGE=0
export E2E_SESSION_DIR="$RUN_DIR"
export PYTHONDONTWRITEBYTECODE=1  # keep __pycache__ out of the source tree
# No speech service unless a test starts the one it means to have (a stand-in, the real one, or
# the game's own autospawn): the game's voice never depends on what this machine happens to run.
export SPEECHD_ADDRESS="unix_socket:$RUN_DIR/no-speech-service.sock"

"$@" <&0 &  # explicit stdin: a background job would otherwise get /dev/null
cmd_pid=$!
wait "$cmd_pid"
status=$?
cmd_pid=""
exit "$status"
