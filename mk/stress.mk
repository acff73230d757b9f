# Stress tests (docs/ARCHITECTURE.md, *Tests*): saves killed mid-write, a fuzzed level loader, hostile
# --data-dir folders, the core tests under AddressSanitizer, the real game killed mid-level, and
# the monkey test with new seeds.
#   make stress               the long form: 200 kills, 100,000 fuzz inputs, 20 kills of the real
#                             game, 10 monkey runs of 5,000 events and one of 20,000 (random seeds,
#                             printed)
#   make test-stress-short    the form `make test` runs: 30 kills, 5,000 inputs, fixed seeds
#   make stress STRESS_SEED=N replays a run with the seed it printed
# Kept inputs and failures go to $(STRESS_OUT).

STRESS_PYTHON      ?= $(E2E_PYTHON)
STRESS_OUT         := .build/stress
STRESS_BIN         := .build/debug
STRESS_KILLS       ?= 200
STRESS_FUZZ        ?= 100000
STRESS_SHORT_KILLS ?= 30
STRESS_SHORT_FUZZ  ?= 5000
# The short form's seeds are fixed so `make test` checks the same moments and inputs every time;
# the long form draws new ones unless STRESS_SEED is given.
STRESS_SHORT_SEED  ?= 20261122
STRESS_SEED        ?=

# What one run does: the short form unless `stress` sets the long one for its prerequisites.
STRESS_RUN_KILLS = $(STRESS_SHORT_KILLS)
STRESS_RUN_FUZZ  = $(STRESS_SHORT_FUZZ)
STRESS_RUN_SEED  = $(STRESS_SHORT_SEED)

.PHONY: stress-asan-build
# Only the core and its tests: the sanitized run needs nothing else.
stress-asan-build:
	$(SWIFT) build --product ShapeShufflePackageTests --sanitize=address --scratch-path .build-asan

.PHONY: stress stress-monkey test-stress-short stress-kill stress-kill-level stress-kill-migration stress-kill-lease stress-fuzz stress-hostile stress-asan

stress: STRESS_RUN_KILLS = $(STRESS_KILLS)
stress: STRESS_RUN_FUZZ = $(STRESS_FUZZ)
stress: STRESS_RUN_SEED = $(STRESS_SEED)
stress: stress-kill stress-kill-level stress-kill-migration stress-kill-lease stress-fuzz stress-hostile stress-asan stress-kill-game stress-monkey stress-monkey-long stress-sound-starts

# The AddressSanitizer build first: the longest, it starts soonest.
test-stress-short: stress-asan-build stress-kill stress-kill-level stress-kill-migration stress-kill-lease stress-fuzz stress-hostile stress-asan

# The monkey test (criticals fatal) with new seeds: STRESS_MONKEY_RUNS runs of 5,000 events, then
# one of STRESS_MONKEY_LONG. STRESS_SEED replays one seed instead. `make test` runs it with the
# fixed MONKEY_SEEDS from the Makefile.
STRESS_MONKEY_RUNS ?= 10
STRESS_MONKEY_LONG ?= 20000
.PHONY: stress-monkey-long stress-kill-game
stress-monkey: build
	MONKEY_SEED=$(STRESS_SEED) MONKEY_RUNS=$(STRESS_MONKEY_RUNS) MONKEY_EVENTS=5000 \
	    $(E2E_SESSION) $(E2E_PYTHON) -m pytest -q -p no:cacheprovider Tests/e2e/test_monkey.py

stress-monkey-long: build
	MONKEY_SEED=$(STRESS_SEED) MONKEY_RUNS=1 MONKEY_EVENTS=$(STRESS_MONKEY_LONG) \
	    $(E2E_SESSION) $(E2E_PYTHON) -m pytest -q -p no:cacheprovider Tests/e2e/test_monkey.py

# The real game, played by keyboard and SIGKILLed mid-level STRESS_GAME_KILLS times (`make test`
# runs the e2e test's short form, 3 kills with a fixed seed).
STRESS_GAME_KILLS ?= 20
stress-kill-game: build
	KILLS=$(STRESS_GAME_KILLS) KILL_SEED=$(or $(STRESS_SEED),random) \
	    $(E2E_SESSION) $(E2E_PYTHON) -m pytest -q -p no:cacheprovider Tests/e2e/test_killed_mid_level.py

# The real game started STRESS_SOUND_STARTS times, a clip and an event sound beginning at once, with
# one core kept busy (`make test` runs 60 inside the end-to-end suite: test_sound_starts.py).
STRESS_SOUND_STARTS ?= 1000
.PHONY: stress-sound-starts
stress-sound-starts: build
	@scripts/install-deps.sh scripts/deps-soak.txt
	$(E2E_SESSION) scripts/with-busy-core.sh $(STRESS_PYTHON) Tests/stress/sound_starts.py \
	    --binary $(STRESS_BIN)/shape-shuffle --starts $(STRESS_SOUND_STARTS) $(if $(STRESS_SEED),--seed $(STRESS_SEED))

# The game's SaveStore, SIGKILLed at random moments while it saves progress.json.
stress-kill: build
	$(STRESS_PYTHON) Tests/stress/kill_saves.py --binary $(STRESS_BIN)/save-torture \
	    --kills $(STRESS_RUN_KILLS) $(if $(STRESS_RUN_SEED),--seed $(STRESS_RUN_SEED))

# A level in play, SIGKILLed at random moves while it saves levels-in-play.json.
stress-kill-level: build
	$(STRESS_PYTHON) Tests/stress/kill_mid_level.py --binary $(STRESS_BIN)/save-torture \
	    --kills $(STRESS_RUN_KILLS) $(if $(STRESS_RUN_SEED),--seed $(STRESS_RUN_SEED))

# The old saves moved into the first profile, SIGKILLed between any two steps.
stress-kill-migration: build
	$(STRESS_PYTHON) Tests/stress/kill_migration.py --binary $(STRESS_BIN)/save-torture \
	    --kills $(STRESS_RUN_KILLS) $(if $(STRESS_RUN_SEED),--seed $(STRESS_RUN_SEED))

# A child's lease (who plays their saves), SIGKILLed while it is written and renewed.
stress-kill-lease: build
	$(STRESS_PYTHON) Tests/stress/kill_lease.py --binary $(STRESS_BIN)/save-torture \
	    --kills $(STRESS_RUN_KILLS) $(if $(STRESS_RUN_SEED),--seed $(STRESS_RUN_SEED))

# Seeded mutations of data/levels.json and error-shaped files through LevelFile.parse.
stress-fuzz: build
	$(STRESS_PYTHON) Tests/stress/level_fuzz.py --binary $(STRESS_BIN)/level-fuzz --out $(STRESS_OUT) \
	    --count $(STRESS_RUN_FUZZ) $(if $(STRESS_RUN_SEED),--seed $(STRESS_RUN_SEED))

# The built game, given hostile --data-dir folders; no display needed.
stress-hostile: build
	$(STRESS_PYTHON) -m pytest -q -p no:cacheprovider Tests/stress

# The core tests under AddressSanitizer, in their own build folder so the normal build stays as it
# is. Leaks inside the toolchain's own libraries are suppressed by name; any in the game still fail.
# Two suites are left to `make test-core`: one hands every spoken line to espeak-ng, the other reads
# the voice clips from disk; a minute of waiting on a program and on files, not on the game's own
# memory, which the suites that build those lines and names already sanitize.
# The short form leaves out one more: 2,000 practice choices generated one after another, most of the
# sanitized run's minute; the long form (`make stress`) runs them, and the level generator's own
# suites run in both.
ASAN_SKIP_ALWAYS := SpeechSayableTests|VoiceClipsTests
ASAN_SKIP ?= $(ASAN_SKIP_ALWAYS)|PracticeGeneratorPropertyTests
stress: ASAN_SKIP = $(ASAN_SKIP_ALWAYS)
stress-asan: stress-asan-build
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/stress/lsan-toolchain.supp:print_suppressions=0 \
	    $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --skip '$(ASAN_SKIP)'
