# `make bench` (SPEC §13): start-up, memory, key-to-paint latency and core throughput of the
# release build, each beside a bare GTK 4 window built here from bench/bare-window.c and measured
# in the same run. Prints one table and keeps it in .build/bench/results.md (raw: results.json).
#   make bench BENCH_RUNS=10 BENCH_KEYS=300 BENCH_LEVELS=20

BENCH_OUT    := .build/bench
BENCH_RUNS   ?= 10
BENCH_KEYS   ?= 300
BENCH_LEVELS ?= 20
SWIFTC       ?= swiftc
BENCH_CC     ?= cc
GTK4_DEMO    := /usr/bin/gtk4-demo

# The core is compiled on its own, optimised as `swift build -c release` does, into a module the
# throughput program imports just as the GTK front does. (The package exports only the game.)
BENCH_CORE_SOURCES := $(shell find Sources/ShapeShuffleCore -name '*.swift' | LC_ALL=C sort)
BENCH_SWIFT_FLAGS  := -swift-version 6 -O -whole-module-optimization

.PHONY: bench deps-bench

deps-bench: deps-test
	@scripts/install-deps.sh bench/deps-bench.txt

# The game twice: the plain release build, and the build `make install` ships (the Swift runtime
# linked statically), kept apart so that neither rebuilds the other.
bench: deps-bench $(BENCH_OUT)/bare-window $(BENCH_OUT)/core-throughput
	$(SWIFT) build -c release --product shape-shuffle
	$(SWIFT) build -c release -Xswiftc -static-stdlib --product shape-shuffle \
	    --scratch-path $(BENCH_OUT)/installed
	$(E2E_SESSION) $(E2E_PYTHON) bench/run.py --app .build/release/shape-shuffle \
	    --installed $(BENCH_OUT)/installed/release/shape-shuffle \
	    --bare $(BENCH_OUT)/bare-window --core $(BENCH_OUT)/core-throughput \
	    $$(test -x $(GTK4_DEMO) && echo --demo $(GTK4_DEMO)) --out $(BENCH_OUT) \
	    --runs $(BENCH_RUNS) --keys $(BENCH_KEYS) --levels $(BENCH_LEVELS)

$(BENCH_OUT)/bare-window: bench/bare-window.c | deps-bench
	@mkdir -p $(@D)
	$(BENCH_CC) -O2 -Wall -Wextra -o $@ $< $$(pkg-config --cflags --libs gtk4)

$(BENCH_OUT)/core/libShapeShuffleCore.a: $(BENCH_CORE_SOURCES)
	@mkdir -p $(@D)
	@echo "$(SWIFTC) $(BENCH_SWIFT_FLAGS) … Sources/ShapeShuffleCore → $@"
	@$(SWIFTC) $(BENCH_SWIFT_FLAGS) -parse-as-library -module-name ShapeShuffleCore \
	    -emit-module -emit-module-path $(@D)/ShapeShuffleCore.swiftmodule \
	    -emit-library -static -o $@ $(BENCH_CORE_SOURCES)

$(BENCH_OUT)/core-throughput: bench/core-throughput/main.swift \
                              $(BENCH_OUT)/core/libShapeShuffleCore.a
	$(SWIFTC) $(BENCH_SWIFT_FLAGS) -I $(BENCH_OUT)/core -L $(BENCH_OUT)/core -lShapeShuffleCore \
	    -o $@ bench/core-throughput/main.swift
