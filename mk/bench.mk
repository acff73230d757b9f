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

$(BENCH_OUT)/bare-window: bench/bare-window.c | deps-bench
	@mkdir -p $(@D)
	$(BENCH_CC) -O2 -Wall -Wextra -o $@ $< $$(pkg-config --cflags --libs gtk4)
