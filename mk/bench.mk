# `make bench`: start-up, memory, key-to-paint latency and core throughput of the installed build,
# each beside a bare GTK 4 window built here from bench/bare-window.c and measured in the same
# run, three ways: as shipped (the game's own renderer beside GTK's default), and with
# the same renderer for both, GL and cairo. Prints the tables and keeps them in
# .build/bench/results.md (raw: results.json), with the last `make voice-check` table after them.
# Then how soon a wrong card's mark and Well done show, by each input (bench/quick_answers.py), and
# how soon the task is heard after a level opens or T is pressed, clips beside espeak-ng
# (bench/first_sound.py).
#   make bench BENCH_RUNS=10 BENCH_KEYS=300 BENCH_LEVELS=20

BENCH_OUT    := .build/bench
BENCH_RUNS   ?= 10
BENCH_KEYS   ?= 300
BENCH_LEVELS ?= 20
# How many times level 1 is played by each input to time its quick answers (bench/quick_answers.py).
BENCH_ANSWER_RUNS ?= 5
# How many rounds (open level 1, T, back Home) each voice and language is timed to its first sound.
BENCH_SOUND_ROUNDS ?= 5
BENCH_CC     ?= cc
GTK4_DEMO    := /usr/bin/gtk4-demo

.PHONY: bench deps-bench

deps-bench: deps-test
	@scripts/install-deps.sh bench/deps-bench.txt

# The game twice: the plain release build, and the very files `make install` ships, staged under
# $(BENCH_OUT)/stage (the Swift runtime linked statically, stripped; data in share/), whose
# bin/shape-shuffle is measured for its size, start-up and memory. The throughput program is a
# target of the package (Package.swift), so it links the very release-optimised core the game does.
BENCH_STAGE := $(BENCH_OUT)/stage

bench: deps-bench $(BENCH_OUT)/bare-window
	$(SWIFT) build -c release --product shape-shuffle
	$(SWIFT) build -c release --product core-throughput
	@$(MAKE) --no-print-directory install DESTDIR=$(abspath $(BENCH_STAGE)) PREFIX=/usr
	$(E2E_SESSION) $(E2E_PYTHON) bench/run.py --app .build/release/shape-shuffle \
	    --installed $(BENCH_STAGE)/usr/bin/shape-shuffle \
	    --bare $(BENCH_OUT)/bare-window --core .build/release/core-throughput \
	    $$(test -x $(GTK4_DEMO) && echo --demo $(GTK4_DEMO)) --out $(BENCH_OUT) \
	    --runs $(BENCH_RUNS) --keys $(BENCH_KEYS) --levels $(BENCH_LEVELS)
	$(E2E_SESSION) $(E2E_PYTHON) bench/quick_answers.py --app .build/release/shape-shuffle --out $(BENCH_OUT) \
	    --runs $(BENCH_ANSWER_RUNS)
	$(E2E_SESSION) $(E2E_PYTHON) bench/first_sound.py --app .build/release/shape-shuffle --out $(BENCH_OUT) \
	    --rounds $(BENCH_SOUND_ROUNDS)
	@if [ -f $(VOICE_OUT)/report.md ]; then \
	    { echo; cat $(VOICE_OUT)/report.md; } | tee -a $(BENCH_OUT)/results.md; fi

$(BENCH_OUT)/bare-window: bench/bare-window.c | deps-bench
	@mkdir -p $(@D)
	$(BENCH_CC) -O2 -Wall -Wextra -o $@ $< $$(pkg-config --cflags --libs gtk4)

# `make bench-profile`: where a key's time goes on level 20's first card (bench/profile_keys.py):
# Space and Tab, with each renderer, perf recording the release build; reports in $(BENCH_OUT).
# `make screens`: every screen as a PNG under each renderer (bench/screens.py), to compare two
# builds pixel for pixel: bench/screens.py --compare DIR_A DIR_B. Then the listing's pictures in
# Resources/screenshots, the window maximised on a 16:10 screen as software centres show them.
# `make walkthrough`: a parent's first look with the sound off (bench/walkthrough.py), the window
# maximised on each of WALKTHROUGH_SCREENS, in $(BENCH_OUT)/walkthrough-WxH; set two builds' side
# by side with bench/walkthrough.py --pair BEFORE_DIR AFTER_DIR OUT_DIR (docs/walkthrough/).
PROFILE_KEYS ?= 200
LISTING_SCREEN ?= 1280x800
WALKTHROUGH_SCREENS ?= 800x600 1024x768 1920x1080

.PHONY: bench-profile screens walkthrough

bench-profile: deps-bench
	$(SWIFT) build -c release --product shape-shuffle
	@command -v perf >/dev/null || { echo "bench-profile needs perf (apt-get install linux-perf)"; exit 1; }
	for renderer in cairo gl; do for key in space Tab; do \
	    $(E2E_SESSION) $(E2E_PYTHON) bench/profile_keys.py --app .build/release/shape-shuffle \
	        --key $$key --presses $(PROFILE_KEYS) --env GSK_RENDERER=$$renderer \
	        --out $(BENCH_OUT)/profile-$$key-$$renderer || exit 1; done; done

screens: deps-test
	$(SWIFT) build --product shape-shuffle
	for renderer in cairo gl; do \
	    $(E2E_SESSION) $(E2E_PYTHON) bench/screens.py --app .build/debug/shape-shuffle \
	        --env GSK_RENDERER=$$renderer --out $(BENCH_OUT)/screens-$$renderer || exit 1; done
	$(E2E_PYTHON) bench/screens.py --compare $(BENCH_OUT)/screens-gl $(BENCH_OUT)/screens-cairo
	@# The software centre's pictures, which the AppStream listing names and captions.
	SCREEN=$(LISTING_SCREEN) $(E2E_SESSION) $(E2E_PYTHON) bench/screens.py --listing \
	    --app .build/debug/shape-shuffle --out Resources/screenshots

walkthrough: deps-test
	$(SWIFT) build --product shape-shuffle
	for screen in $(WALKTHROUGH_SCREENS); do \
	    SCREEN=$$screen $(E2E_SESSION) $(E2E_PYTHON) bench/walkthrough.py --app .build/debug/shape-shuffle \
	        --out $(BENCH_OUT)/walkthrough-$$screen || exit 1; done
