"""`make bench`: Shape Shuffle beside a bare GTK 4 window measured in the same run.

Run inside the private desktop of Tests/e2e/harness/session.sh with Debian's python3:
    Tests/e2e/harness/session.sh /usr/bin/python3 bench/run.py --app .build/release/shape-shuffle \
        --bare .build/bench/bare-window --core .build/release/core-throughput --out .build/bench
Prints one table (also written to OUT/results.md, with the raw figures in OUT/results.json)."""
import argparse
import json
import os
import platform
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

from harness import App  # noqa: E402
from latency import measure_cards, measure_check_buttons, measure_tabs  # noqa: E402
from play import play_levels  # noqa: E402
from startup import start_once  # noqa: E402
from stats import median, memory_of, percentile  # noqa: E402
from table import MIB, Row, markdown  # noqa: E402
from xprobe import Display  # noqa: E402

# Goals for the build `make install` ships (the plain release build is shown beside it).
START_RATIO_TARGET = 1.1
RSS_ALLOWANCE_MIB = 12
BINARY_SIZE_TARGET_MB = 20
# Key-to-paint p99 on the level's cards, against the baseline's check buttons in the same run.
LATENCY_RATIO_TARGET = 1.6
LATENCY_P99_TARGET_MS = 16
GROWTH_TARGET_MIB = 10
FRAME_RATE = 60  # the core's rates are compared with one answer per 60 Hz frame
CAIRO = {"GSK_RENDERER": "cairo"}


def say(message):
    print(f"bench: {message}", file=sys.stderr, flush=True)


def machine():
    """nproc, CPU model, RAM, and the versions that shape the figures."""
    model = "unknown"
    with open("/proc/cpuinfo") as cpuinfo:
        for line in cpuinfo:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as meminfo:
        total_kib = int(next(line for line in meminfo if line.startswith("MemTotal")).split()[1])
    gtk = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True,
                         text=True).stdout.strip()
    return {"nproc": os.cpu_count(), "cpu": model, "ram_gib": round(total_kib / 1024 ** 2, 1),
            "kernel": platform.release(), "gtk": gtk}


def core_throughput(binary, seconds):
    say("core throughput")
    output = subprocess.run([binary, str(seconds)], capture_output=True, text=True, check=True)
    return json.loads(output.stdout)


def startup(programs, runs, cwd):
    """Alternating starts of every program (one unrecorded warm-up each first, to fill the disk,
    font and shader caches for all alike); returns {label: [StartupRun]}."""
    results = {label: [] for label in programs}
    with Display() as display:
        for round_number in range(runs + 1):
            order = list(programs.items())
            if round_number % 2:
                order.reverse()
            for label, argv in order:
                run = start_once(display, argv, cwd=cwd)
                if round_number:
                    results[label].append(run)
            if round_number:
                times = (f"{label} {results[label][-1].first_frame * 1000:.0f} ms"
                         for label in programs)
                say(f"start-up {round_number}/{runs}: " + ", ".join(times))
    return results


def attached_memory(argv, name, settle=1.0):
    """Resident memory of a program once an AT-SPI client (this script, as a screen reader
    would) has found it and read its focus: the same condition as the 20-level run's start."""
    with App(argv, name=name) as app:
        app.wait_for_app(timeout=30)
        app.focused()
        time.sleep(settle)
        return memory_of(app.process.pid)


def latency_rows(label, app_run, bare_run, keys, ratio_target=None):
    """p50, p95 and p99 of each key; the p99 is held to `ratio_target` × the baseline's p99
    when given, else to one 60 Hz frame."""
    rows = []
    for key, shown in keys:
        app_ms = [value * 1000 for value in app_run.latencies[key]]
        bare_ms = [value * 1000 for value in bare_run.latencies[key]]
        for name, fraction in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99)):
            value, base = percentile(app_ms, fraction), percentile(bare_ms, fraction)
            target, met = "", None
            if name == "p99" and ratio_target:
                target, met = f"≤ {ratio_target}× baseline", value <= ratio_target * base
            elif name == "p99":
                target, met = f"< {LATENCY_P99_TARGET_MS} ms", value < LATENCY_P99_TARGET_MS
            rows.append(Row(f"{label}, {shown} ×{len(app_ms)}, {name}", "ms", value, base,
                            target=target, met=met))
    return rows


def unpainted(run):
    return ", ".join(f"{count} {key}" for key, count in run.unpainted.items())


def mib(memory, field="VmRSS"):
    return memory[field] / MIB


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True, help="the release shape-shuffle binary")
    parser.add_argument("--installed", help="bin/shape-shuffle of a staged `make install` (the "
                                            "Swift runtime linked statically, stripped): its size, "
                                            "start-up and memory (optional)")
    parser.add_argument("--bare", required=True, help="the bare GTK 4 window (bench/bare-window.c)")
    parser.add_argument("--demo", help="gtk4-demo, a second peer (optional)")
    parser.add_argument("--core", required=True, help="the core throughput binary")
    parser.add_argument("--out", required=True, help="folder for results.md and results.json")
    parser.add_argument("--runs", type=int, default=10, help="start-ups of each program")
    parser.add_argument("--keys", type=int, default=300, help="Tab and Space presses, each")
    parser.add_argument("--levels", type=int, default=20, help="levels played for memory")
    parser.add_argument("--core-seconds", type=float, default=1.0)
    args = parser.parse_args()
    repo = os.path.dirname(HERE)
    app, bare = os.path.abspath(args.app), os.path.abspath(args.bare)
    began = time.monotonic()

    info = machine()
    core = core_throughput(os.path.abspath(args.core), args.core_seconds)

    programs = {"app": [app], "bare": [bare]}
    if args.installed:
        programs["installed"] = [os.path.abspath(args.installed)]
    if args.demo:
        programs["demo"] = [args.demo]
    starts = startup(programs, args.runs, cwd=repo)

    say(f"playing {args.levels} levels with the keyboard")
    home, after_levels, play_keys = play_levels([app], args.levels, cwd=repo)
    bare_attached = attached_memory([bare], "bare-window")
    say(f"playing {args.levels} levels again with GSK_RENDERER=cairo")
    cairo_home, cairo_levels, _ = play_levels([app], args.levels, cwd=repo, env=CAIRO)

    with Display() as display:
        say(f"key-to-paint: {args.keys} Tab and {args.keys} Space presses on level 20's cards")
        card_keys = measure_cards(display, [app, "--level", "20"], args.keys, cwd=repo)
        say(f"key-to-paint: {args.keys} Tab presses on Home")
        home_keys = measure_tabs(display, [app], args.keys, cwd=repo)
        say("key-to-paint: the same on 16 GTK check buttons")
        bare_keys = measure_check_buttons(display, [bare, "--grid"], args.keys)

    def start_median(label, field=None):
        runs = starts.get(label)
        if not runs:
            return None
        if field is None:
            return median([run.first_frame * 1000 for run in runs])
        return median([run.memory[field] / MIB for run in runs])

    def start_row(label, figure, held=True):
        value, base = start_median(label), start_median("bare")
        if not held:
            return Row(figure, "ms", value, base, start_median("demo"), digits=0)
        return Row(figure, "ms", value, base, start_median("demo"),
                   f"≤ {START_RATIO_TARGET}× baseline", value <= START_RATIO_TARGET * base,
                   digits=0)

    def rss_row(label, figure, held=True):
        value, base = start_median(label, "VmRSS"), start_median("bare", "VmRSS")
        ratio = f"+{value - base:.1f} MiB"
        if not held:
            return Row(figure, "MiB", value, base, start_median("demo", "VmRSS"), ratio=ratio)
        return Row(figure, "MiB", value, base, start_median("demo", "VmRSS"),
                   f"≤ baseline + {RSS_ALLOWANCE_MIB} MiB", value <= base + RSS_ALLOWANCE_MIB,
                   ratio=ratio)

    runs, levels = args.runs, args.levels
    growth = mib(after_levels[-1]) - mib(home)
    cairo_growth = mib(cairo_levels[-1]) - mib(cairo_home)
    held = bool(args.installed)  # the goals are the installed build's, when it is measured
    rows = []
    if args.installed:
        size_mb = os.path.getsize(args.installed) / 1e6
        rows.append(Row("Installed bin/shape-shuffle, size", "MB", size_mb,
                        target=f"≤ {BINARY_SIZE_TARGET_MB} MB",
                        met=size_mb <= BINARY_SIZE_TARGET_MB))
        rows.append(start_row("installed", f"Start-up: exec → first frame, median of {runs}, "
                                           "installed build"))
    rows.append(start_row("app", f"  the same, plain `swift build -c release`", held=not held))
    if args.installed:
        rows.append(rss_row("installed", "RSS after start, median, installed build"))
    rows.append(rss_row("app", "  the same, plain `swift build -c release`", held=not held))
    rows += [
        Row("VmHWM after start, median", "MiB", start_median("app", "VmHWM"),
            start_median("bare", "VmHWM"), start_median("demo", "VmHWM")),
        Row("RSS at Home, AT-SPI client attached", "MiB", mib(home), mib(bare_attached),
            ratio=f"+{mib(home) - mib(bare_attached):.1f} MiB"),
        Row(f"RSS after {levels} levels played", "MiB", mib(after_levels[-1]), mib(bare_attached),
            ratio=f"+{mib(after_levels[-1]) - mib(bare_attached):.1f} MiB"),
        Row(f"VmHWM after {levels} levels played", "MiB", mib(after_levels[-1], "VmHWM"),
            mib(bare_attached, "VmHWM")),
        Row(f"RSS growth, Home → {levels} levels played", "MiB", growth,
            target=f"≤ {GROWTH_TARGET_MIB} MiB", met=growth <= GROWTH_TARGET_MIB),
        Row(f"  of which after level 1 (levels 2–{levels})", "MiB",
            mib(after_levels[-1]) - mib(after_levels[0])),
        Row("  the same growth with GSK_RENDERER=cairo", "MiB", cairo_growth,
            target=f"≤ {GROWTH_TARGET_MIB} MiB", met=cairo_growth <= GROWTH_TARGET_MIB),
        *latency_rows("Key-to-paint, level cards", card_keys, bare_keys,
                      (("Tab", "Tab"), ("space", "Space")), ratio_target=LATENCY_RATIO_TARGET),
        *latency_rows("Key-to-paint, Home", home_keys, bare_keys, (("Tab", "Tab"),)),
        Row("Core: levels generated + validated", "/s", core["levels_per_second"], FRAME_RATE,
            ratio=f"{core['levels_per_second'] / FRAME_RATE:,.0f}×", digits=0),
        Row(f"Core: Find queries, {len(core['languages'])} languages", "/s",
            core["find_queries_per_second"], FRAME_RATE,
            ratio=f"{core['find_queries_per_second'] / FRAME_RATE:,.0f}×", digits=0),
        Row("Core: Find opened on a 16-card level", "/s", core["find_index_builds_per_second"],
            FRAME_RATE,
            ratio=f"{core['find_index_builds_per_second'] / FRAME_RATE:,.0f}×", digits=0),
    ]

    app_starts = starts["app"]
    notes = [
        f"Machine: {info['nproc']} CPUs ({info['cpu']}), {info['ram_gib']} GiB RAM, Linux "
        f"{info['kernel']}, GTK {info['gtk']}; Xvfb 1024×768 window on a 1280×1024 screen, "
        f"openbox, AT-SPI bus; GTK renderer: {app_starts[0].renderer}.",
        "Baseline: bench/bare-window.c, an empty 1024×768 GtkApplicationWindow built by this "
        "run; for key-to-paint, the same program with 16 GtkCheckButtons and animations off "
        "(--grid). gtk4-demo is a second peer. Core rates are set beside one answer per 60 Hz "
        "frame (60/s): the ratio is the headroom.",
        "Start-up: from spawning the process to the first X DAMAGE on its window after which the "
        "window's pixels differ from the unpainted window. Shape Shuffle with no arguments "
        f"(Home), fresh XDG data and config folders each run; {runs} alternating runs after one "
        f"warm-up each. Its first frame was already the settled Home screen in "
        f"{sum(run.complete for run in app_starts)}/{runs} runs."
        + (" The installed build is bin/shape-shuffle of `make install DESTDIR=… PREFIX=/usr`: "
           "the Swift runtime and FoundationEssentials linked statically (-static-stdlib), "
           "stripped, and started from its staged prefix." if args.installed else ""),
        "Memory: VmRSS and VmHWM from /proc/PID/status once the window has drawn nothing for 1 s. "
        f"The {levels}-level run starts at Home with this script attached through AT-SPI (as a "
        "screen reader would be), presses Enter on Level 1, then on each level A on every card "
        f"in turn (Tab between them) and Enter on Next level: {play_keys} keys; its baseline is "
        "the bare window with the same AT-SPI client attached. RSS after each level (MiB): "
        + ", ".join(f"{mib(memory):.1f}" for memory in after_levels)
        + f"; with GSK_RENDERER=cairo: Home {mib(cairo_home):.1f}, then "
        + ", ".join(f"{mib(memory):.1f}" for memory in cairo_levels) + ".",
        "Key-to-paint: from an XTEST key press+release to the first DAMAGE on the window after "
        "which its pixels differ from before the key. Xvfb draws into its framebuffer, so this "
        "is the frame on screen; no compositor or display scan-out is included. Keys go one at "
        "a time, each once the window has drawn nothing for 30 ms (15–20 keys/s, like a held "
        "key's repeat). Level 20 has 16 cards; Tab also stops on the Home button there; Space "
        "is pressed only while AT-SPI shows a card focused. Strokes that changed nothing within "
        f"1 s (left out above): cards {unpainted(card_keys)}, Home {unpainted(home_keys)}, "
        f"baseline {unpainted(bare_keys)}; Spaces whose card stayed face down: "
        f"{card_keys.wrong_result}.",
        f"Core: the release-optimised ShapeShuffleCore; each rate is the median of 50 ms "
        f"slices. Levels: consecutive numbers from 1 through LevelGenerator.level(number:) and "
        f"LevelValidator.validate. Find queries: {core['find_queries']} (every label of every "
        f"focusable element on Home, on a 16-card level face down and with each card face up, "
        f"and in the Well done dialog, whole and by its first two characters), asked of one "
        f"FindIndex per language ({', '.join(core['languages'])}) holding all of them. Find "
        f"opened: AccessibilityDescriber.findEntries plus FindIndex(entries:) over a 16-card "
        f"level screen, what Ctrl+F pays once.",
        f"Whole measuring run: {time.monotonic() - began:.0f} s.",
    ]
    text = markdown(rows) + "\n\n" + "\n".join(f"- {note}" for note in notes) + "\n"
    print(text)

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "results.md"), "w") as out:
        out.write(text)
    raw = {
        "machine": info, "core": core,
        "startup": {label: [{"first_frame_s": run.first_frame, "complete": run.complete,
                             "memory_kib": run.memory} for run in runs_of]
                    for label, runs_of in starts.items()},
        "play": {"home_kib": home, "after_level_kib": after_levels, "keys": play_keys,
                 "bare_attached_kib": bare_attached, "cairo_home_kib": cairo_home,
                 "cairo_after_level_kib": cairo_levels},
        "latency_s": {"cards": card_keys.latencies, "home": home_keys.latencies,
                      "bare": bare_keys.latencies},
    }
    with open(os.path.join(args.out, "results.json"), "w") as out:
        json.dump(raw, out, indent=1)


if __name__ == "__main__":
    main()
