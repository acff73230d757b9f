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

from harness import App, stop_process  # noqa: E402
from latency import measure_cards, measure_check_buttons, measure_tabs  # noqa: E402
from play import play_levels  # noqa: E402
from startup import start_once  # noqa: E402
from stats import median, memory_of, percentile  # noqa: E402
from table import MIB, Row, markdown  # noqa: E402
from xprobe import Display  # noqa: E402

# The renderer modes, each measured in the same run. "As shipped": the game as it
# chooses its renderer (cairo where GL is drawn in software), beside the bare window with GTK's
# default. "Same renderer": both programs with GSK_RENDERER set alike.
class Mode:
    def __init__(self, key, title, env, goals):
        self.key, self.title, self.env, self.goals = key, title, env, goals


SHIPPED = Mode("shipped", "As shipped: the game's own choice, the bare window with GTK's default",
               {}, {"start": 1.0, "rss_mib": 0.0, "p99": 1.0})
SAME_GL = Mode("gl", "Same renderer: GSK_RENDERER=gl for both", {"GSK_RENDERER": "gl"},
               {"start": 1.1, "rss_mib": 10.0, "p99": 1.3})
SAME_CAIRO = Mode("cairo", "Same renderer: GSK_RENDERER=cairo for both", {"GSK_RENDERER": "cairo"},
                  {"start": 1.1, "rss_mib": 10.0, "p99": 1.3})
MODES = (SHIPPED, SAME_GL, SAME_CAIRO)
BINARY_SIZE_TARGET_MB = 20
GROWTH_TARGET_MIB = 8
FRAME_RATE = 60  # the core's rates are compared with one answer per 60 Hz frame


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
    """Alternating starts of every program, given as {label: (argv, env)} (one unrecorded
    warm-up each first, to fill the disk, font and shader caches for all alike); returns
    {label: [StartupRun]}."""
    results = {label: [] for label in programs}
    with Display() as display:
        for round_number in range(runs + 1):
            order = list(programs.items())
            if round_number % 2:
                order.reverse()
            for label, (argv, env) in order:
                run = start_once(display, argv, cwd=cwd, env=env)
                if round_number:
                    results[label].append(run)
            if round_number:
                times = (f"{label} {results[label][-1].first_frame * 1000:.0f} ms"
                         for label in programs)
                say(f"start-up {round_number}/{runs}: " + ", ".join(times))
    return results


def attached_memory(argv, name, env, settle=1.0):
    """Resident memory of a program once an AT-SPI client (this script, as a screen reader
    would) has found it and read its focus: the same condition as the 20-level run's start."""
    with App(argv, name=name, env=env) as app:
        app.wait_for_app(timeout=30)
        app.focused()
        time.sleep(settle)
        return memory_of(app.process.pid)


def chosen_renderer(argv, cwd):
    """The line the game prints with SHAPE_SHUFFLE_DEBUG=renderer: the renderer it chose here."""
    process = subprocess.Popen(argv, cwd=cwd, env={**os.environ, "SHAPE_SHUFFLE_DEBUG": "renderer"},
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    try:
        for line in process.stderr:
            if "renderer:" in line:
                return line.split("renderer:", 1)[1].strip()
        return "unknown"
    finally:
        stop_process(process, 5)


def p99_rows(label, app_run, bare_run, keys, goal):
    """p50 and p99 of each key beside the baseline's same key; the p99 is held to `goal` × the
    baseline's p99."""
    rows = []
    for key, shown, bare_key in keys:
        app_ms = [value * 1000 for value in app_run.latencies[key]]
        bare_ms = [value * 1000 for value in bare_run.latencies[bare_key]]
        for name, fraction in (("p50", 0.5), ("p99", 0.99)):
            value, base = percentile(app_ms, fraction), percentile(bare_ms, fraction)
            target, met = "", None
            if name == "p99":
                target = "≤ baseline" if goal == 1.0 else f"≤ {goal}× baseline"
                met = value <= goal * base
            rows.append(Row(f"{label}, {shown} ×{len(app_ms)}, {name}", "ms", value, base,
                            target=target, met=met))
    return rows


def unpainted(run):
    return ", ".join(f"{count} {key}" for key, count in run.unpainted.items())


def mib(memory, field="VmRSS"):
    return memory[field] / MIB


class ModeRun:
    """Everything one renderer mode measured besides start-up."""

    def __init__(self, mode, game, bare, args, repo):
        env = mode.env
        say(f"[{mode.key}] playing {args.levels} levels with the keyboard")
        self.home, self.after_levels, self.play_keys = play_levels([game], args.levels, cwd=repo,
                                                                    env=env)
        self.bare_attached = attached_memory([bare], "bare-window", env)
        with Display() as display:
            say(f"[{mode.key}] key-to-paint: {args.keys} Tab and {args.keys} Space presses on "
                "level 20's cards, Tab on Home, and the same on 16 GTK check buttons")
            self.cards = measure_cards(display, [game, "--level", "20"], args.keys, cwd=repo,
                                       env=env)
            self.home_keys = measure_tabs(display, [game], args.keys, cwd=repo, env=env)
            self.bare_keys = measure_check_buttons(display, [bare, "--grid"], args.keys, env=env)


def mode_rows(mode, run, starts, levels, runs, installed_size=None):
    goals = mode.goals

    def start_median(label, field=None):
        samples = starts.get(label)
        if not samples:
            return None
        if field is None:
            return median([sample.first_frame * 1000 for sample in samples])
        return median([sample.memory[field] / MIB for sample in samples])

    game, bare = f"game-{mode.key}", f"bare-{mode.key}"
    demo = "demo" if mode is SHIPPED else None
    start, base = start_median(game), start_median(bare)
    rss, rss_base = start_median(game, "VmRSS"), start_median(bare, "VmRSS")
    growth = mib(run.after_levels[-1]) - mib(run.home)
    rows = []
    if installed_size is not None:
        rows.append(Row("Installed bin/shape-shuffle, size", "MB", installed_size,
                        target=f"≤ {BINARY_SIZE_TARGET_MB} MB",
                        met=installed_size <= BINARY_SIZE_TARGET_MB))
    start_goal = "≤ baseline" if goals["start"] == 1.0 else f"≤ {goals['start']}× baseline"
    rows.append(Row(f"Start-up: exec → first frame, median of {runs}", "ms", start, base,
                    start_median(demo) if demo else None, start_goal,
                    start <= goals["start"] * base, digits=0))
    if mode is SHIPPED and starts.get("plain-shipped"):
        rows.append(Row("  the same, plain `swift build -c release`", "ms",
                        start_median("plain-shipped"), base, digits=0))
    rss_goal = "≤ baseline" if not goals["rss_mib"] else f"≤ baseline + {goals['rss_mib']:g} MiB"
    rows.append(Row("RSS after start, median", "MiB", rss, rss_base,
                    start_median(demo, "VmRSS") if demo else None, rss_goal,
                    rss <= rss_base + goals["rss_mib"], ratio=f"{rss - rss_base:+.1f} MiB"))
    rows += [
        Row("RSS at Home, AT-SPI client attached", "MiB", mib(run.home), mib(run.bare_attached),
            ratio=f"{mib(run.home) - mib(run.bare_attached):+.1f} MiB"),
        Row(f"RSS growth, Home → {levels} levels played", "MiB", growth,
            target=f"≤ {GROWTH_TARGET_MIB} MiB", met=growth <= GROWTH_TARGET_MIB),
        Row(f"  of which after level 1 (levels 2–{levels})", "MiB",
            mib(run.after_levels[-1]) - mib(run.after_levels[0])),
        *p99_rows("Key-to-paint, level cards", run.cards, run.bare_keys,
                  (("Tab", "Tab", "Tab"), ("space", "Space", "space")), goals["p99"]),
        *p99_rows("Key-to-paint, Home", run.home_keys, run.bare_keys, (("Tab", "Tab", "Tab"),),
                  goals["p99"]),
    ]
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True, help="the release shape-shuffle binary")
    parser.add_argument("--installed", help="bin/shape-shuffle of a staged `make install` (the "
                                            "Swift runtime linked statically, stripped): the "
                                            "game measured, when given (optional)")
    parser.add_argument("--bare", required=True, help="the bare GTK 4 window (bench/bare-window.c)")
    parser.add_argument("--demo", help="gtk4-demo, a second peer (optional)")
    parser.add_argument("--core", required=True, help="the core throughput binary")
    parser.add_argument("--out", required=True, help="folder for results.md and results.json")
    parser.add_argument("--runs", type=int, default=10, help="start-ups of each program")
    parser.add_argument("--keys", type=int, default=300, help="Tab and Space presses, each")
    parser.add_argument("--levels", type=int, default=20, help="levels played for memory")
    parser.add_argument("--core-seconds", type=float, default=1.0)
    parser.add_argument("--modes", default="shipped,gl,cairo",
                        help="renderer modes to measure (shipped, gl, cairo)")
    args = parser.parse_args()
    # "As shipped" means no GSK_RENDERER of ours: the modes set it where they mean to.
    os.environ.pop("GSK_RENDERER", None)
    repo = os.path.dirname(HERE)
    app, bare = os.path.abspath(args.app), os.path.abspath(args.bare)
    game = os.path.abspath(args.installed) if args.installed else app
    modes = [mode for mode in MODES if mode.key in args.modes.split(",")]
    began = time.monotonic()

    info = machine()
    core = core_throughput(os.path.abspath(args.core), args.core_seconds)
    renderer = chosen_renderer([game], repo)
    say(f"the game chose: {renderer}")

    programs = {}
    for mode in modes:
        programs[f"game-{mode.key}"] = ([game], mode.env)
        programs[f"bare-{mode.key}"] = ([bare], mode.env)
    if args.installed and SHIPPED in modes:
        programs["plain-shipped"] = ([app], {})
    if args.demo and SHIPPED in modes:
        programs["demo"] = ([args.demo], {})
    starts = startup(programs, args.runs, cwd=repo)
    measured = {mode.key: ModeRun(mode, game, bare, args, repo) for mode in modes}

    size = os.path.getsize(args.installed) / 1e6 if args.installed else None
    sections = []
    for mode in modes:
        rows = mode_rows(mode, measured[mode.key], starts, args.levels, args.runs,
                         installed_size=size if mode is SHIPPED else None)
        sections.append(f"### {mode.title}\n\n" + markdown(rows))
    core_rows = [
        Row("Core: levels generated + validated", "/s", core["levels_per_second"], FRAME_RATE,
            ratio=f"{core['levels_per_second'] / FRAME_RATE:,.0f}×", digits=0),
        Row(f"Core: Find queries, {len(core['languages'])} languages", "/s",
            core["find_queries_per_second"], FRAME_RATE,
            ratio=f"{core['find_queries_per_second'] / FRAME_RATE:,.0f}×", digits=0),
        Row("Core: Find opened on a 16-card level", "/s", core["find_index_builds_per_second"],
            FRAME_RATE,
            ratio=f"{core['find_index_builds_per_second'] / FRAME_RATE:,.0f}×", digits=0),
    ]
    sections.append("### Core throughput\n\n" + markdown(core_rows))

    runs, levels = args.runs, args.levels
    any_run = next(iter(measured.values()))
    notes = [
        f"Machine: {info['nproc']} CPUs ({info['cpu']}), {info['ram_gib']} GiB RAM, Linux "
        f"{info['kernel']}, GTK {info['gtk']}; Xvfb 1024×768 window on a 1280×1024 screen, "
        f"openbox, AT-SPI bus. The game chose: {renderer}. GTK's default renderer here is GL "
        "(Mesa llvmpipe, drawn by the CPU).",
        "Shape Shuffle: " + ("bin/shape-shuffle of `make install DESTDIR=… PREFIX=/usr` (the "
                             "Swift runtime and FoundationEssentials linked statically, "
                             "stripped), started from its staged prefix"
                             if args.installed else "the release build") + ". "
        "Baseline: bench/bare-window.c, an empty 1024×768 GtkApplicationWindow built by this "
        "run; for key-to-paint, the same program with 16 GtkCheckButtons and animations off "
        "(--grid): its Tab and Space are the baseline for the game's Tab and Space. gtk4-demo "
        "is a second peer. Core rates are set beside one answer per 60 Hz frame (60/s).",
        "Start-up: from spawning the process to the first X DAMAGE on its window after which the "
        "window's pixels differ from the unpainted window. Shape Shuffle with no arguments "
        f"(Home), fresh XDG data and config folders each run; {runs} alternating runs of every "
        "program of every mode after one warm-up each.",
        "Memory: VmRSS from /proc/PID/status once the window has drawn nothing for 1 s. "
        f"The {levels}-level run starts at Home with this script attached through AT-SPI (as a "
        "screen reader would be), presses Enter on Level 1, then on each level A on every card "
        f"in turn (Tab between them) and Enter on Next level: {any_run.play_keys} keys. RSS "
        "after each level (MiB): " + "; ".join(
            f"{key}: Home {mib(run.home):.1f}, then "
            + ", ".join(f"{mib(memory):.1f}" for memory in run.after_levels)
            for key, run in measured.items()) + ".",
        "Key-to-paint: from an XTEST key press+release to the first DAMAGE on the window after "
        "which its pixels differ from before the key. Xvfb draws into its framebuffer, so this "
        "is the frame on screen; no compositor or display scan-out is included. Keys go one at "
        "a time, each once the window has drawn nothing for 30 ms. Level 20 has 16 cards; Tab "
        "also stops on the Home button there; Space is pressed only while AT-SPI shows a card "
        "focused. Strokes that changed nothing within 1 s (left out above): " + "; ".join(
            f"{key}: cards {unpainted(run.cards)}, Home {unpainted(run.home_keys)}, "
            f"baseline {unpainted(run.bare_keys)}, Spaces whose card stayed face down "
            f"{run.cards.wrong_result}" for key, run in measured.items()) + ".",
        f"Core: the release-optimised ShapeShuffleCore; each rate is the median of 50 ms "
        f"slices. Find queries: {core['find_queries']}, one FindIndex per language "
        f"({', '.join(core['languages'])}).",
        f"Whole measuring run: {time.monotonic() - began:.0f} s.",
    ]
    text = "\n\n".join(sections) + "\n\n" + "\n".join(f"- {note}" for note in notes) + "\n"
    print(text)

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "results.md"), "w") as out:
        out.write(text)
    raw = {
        "machine": info, "core": core, "renderer": renderer,
        "startup": {label: [{"first_frame_s": run.first_frame, "complete": run.complete,
                             "memory_kib": run.memory} for run in runs_of]
                    for label, runs_of in starts.items()},
        "modes": {key: {"home_kib": run.home, "after_level_kib": run.after_levels,
                        "keys": run.play_keys, "bare_attached_kib": run.bare_attached,
                        "latency_s": {"cards": run.cards.latencies, "home": run.home_keys.latencies,
                                      "bare": run.bare_keys.latencies}}
                  for key, run in measured.items()},
    }
    with open(os.path.join(args.out, "results.json"), "w") as out:
        json.dump(raw, out, indent=1)


if __name__ == "__main__":
    main()
