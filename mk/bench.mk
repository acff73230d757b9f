# `make bench`: start-up, memory, key-to-paint latency and core throughput of the
# release build, each beside a bare GTK 4 window built here from bench/bare-window.c and measured
# in the same run. Prints one table and keeps it in .build/bench/results.md (raw: results.json).
#   make bench BENCH_RUNS=10 BENCH_KEYS=300 BENCH_LEVELS=20

BENCH_OUT    := .build/bench
BENCH_RUNS   ?= 10
BENCH_KEYS   ?= 300
BENCH_LEVELS ?= 20
BENCH_CC     ?= cc
GTK4_DEMO    := /usr/bin/gtk4-demo

.PHONY: bench deps-bench

deps-bench: deps-test
	@scripts/install-deps.sh bench/deps-bench.txt

# The game twice: the plain release build, and the build `make install` ships (the Swift runtime
# linked statically), kept apart so that neither rebuilds the other. The throughput program is a
# target of the package (Package.swift), so it links the very release-optimised core the game does.
bench: deps-bench $(BENCH_OUT)/bare-window
	$(SWIFT) build -c release --product shape-shuffle
	$(SWIFT) build -c release --product core-throughput
	$(SWIFT) build -c release -Xswiftc -static-stdlib --product shape-shuffle \
	    --scratch-path $(BENCH_OUT)/installed
	$(E2E_SESSION) $(E2E_PYTHON) bench/run.py --app .build/release/shape-shuffle \
	    --installed $(BENCH_OUT)/installed/release/shape-shuffle \
	    --bare $(BENCH_OUT)/bare-window --core .build/release/core-throughput \
	    $$(test -x $(GTK4_DEMO) && echo --demo $(GTK4_DEMO)) --out $(BENCH_OUT) \
	    --runs $(BENCH_RUNS) --keys $(BENCH_KEYS) --levels $(BENCH_LEVELS)

$(BENCH_OUT)/bare-window: bench/bare-window.c | deps-bench
	@mkdir -p $(@D)
	$(BENCH_CC) -O2 -Wall -Wextra -o $@ $< $$(pkg-config --cflags --libs gtk4)
