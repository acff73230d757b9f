# Stress tests (docs/ARCHITECTURE.md, *Tests*): saves killed mid-write, a fuzzed level loader, hostile
# --data-dir folders, and the core tests under AddressSanitizer.
#   make stress               the long form: 200 kills, 100,000 fuzz inputs (random seeds, printed)
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

.PHONY: stress stress-monkey test-stress-short stress-kill stress-kill-level stress-fuzz stress-hostile stress-asan

stress: STRESS_RUN_KILLS = $(STRESS_KILLS)
stress: STRESS_RUN_FUZZ = $(STRESS_FUZZ)
stress: STRESS_RUN_SEED = $(STRESS_SEED)
stress: stress-kill stress-kill-level stress-fuzz stress-hostile stress-asan stress-monkey-fixed stress-monkey

test-stress-short: stress-kill stress-kill-level stress-fuzz stress-hostile stress-asan

# The monkey test with the seed that once froze the game in GTK's emoji chooser (MONKEY_SEED, from
# the Makefile), and with a fresh seed (or STRESS_SEED) and STRESS_MONKEY events.
.PHONY: stress-monkey-fixed
stress-monkey-fixed: build
	MONKEY_SEED=$(MONKEY_SEED) $(E2E_SESSION) $(E2E_PYTHON) -m pytest -q -p no:cacheprovider Tests/e2e/test_monkey.py

STRESS_MONKEY ?= 20000
stress-monkey: build
	MONKEY_SEED=$(STRESS_SEED) MONKEY_EVENTS=$(STRESS_MONKEY) \
	    $(E2E_SESSION) $(E2E_PYTHON) -m pytest -q -p no:cacheprovider Tests/e2e/test_monkey.py

# The game's SaveStore, SIGKILLed at random moments while it saves progress.json.
stress-kill: build
	$(STRESS_PYTHON) Tests/stress/kill_saves.py --binary $(STRESS_BIN)/save-torture \
	    --kills $(STRESS_RUN_KILLS) $(if $(STRESS_RUN_SEED),--seed $(STRESS_RUN_SEED))

# A level in play, SIGKILLed at random moves while it saves levels-in-play.json.
stress-kill-level: build
	$(STRESS_PYTHON) Tests/stress/kill_mid_level.py --binary $(STRESS_BIN)/save-torture \
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
stress-asan:
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/stress/lsan-toolchain.supp:print_suppressions=0 \
	    $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
