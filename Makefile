# Shape Shuffle. `make run` plays, `make test` checks everything; both install what they need.
SWIFT      ?= swift
PREFIX     ?= /usr/local
export PATH := /opt/swift/usr/bin:$(PATH)
E2E_PYTHON := /usr/bin/python3
E2E_SESSION := Tests/e2e/harness/session.sh

.PHONY: all build run test test-core test-e2e deps-run deps-test install clean

all: build

deps-run:
	@scripts/install-deps.sh scripts/deps-run.txt

deps-test:
	@scripts/install-deps.sh scripts/deps-run.txt scripts/deps-test.txt

build: deps-run
	$(SWIFT) build

run: build
	$(SWIFT) run shape-shuffle $(ARGS)

test: deps-test test-core test-e2e test-stress-short

test-core:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-e2e: build
	$(E2E_SESSION) $(E2E_PYTHON) -m pytest -q -p no:cacheprovider Tests/e2e --ignore=Tests/e2e/wide
	SCREEN=1920x1080 $(E2E_SESSION) $(E2E_PYTHON) -m pytest -q -p no:cacheprovider Tests/e2e/wide

clean:
	rm -rf .build

# Installation and benchmarks live in their own fragments.
include $(wildcard mk/*.mk)
