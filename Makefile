# Two commands matter: `make run` and `make test`. Everything else is here for them.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN_PATH = $(shell $(SWIFT) build --show-bin-path)
ARGS ?=

.PHONY: all deps build run test bench fuzz clean

all: build

# The system packages the build and the end-to-end tests need; installed only when
# pkg-config cannot find ncursesw or tmux is missing.
deps:
	@if ! pkg-config --exists ncursesw 2>/dev/null || ! command -v tmux >/dev/null 2>&1; then \
		echo "Installing libncursesw5-dev, pkg-config and tmux..."; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libncursesw5-dev pkg-config tmux; \
	fi

build: deps
	$(SWIFT) build

run: build
	"$(BIN_PATH)/todo-tui" $(ARGS)

# Builds everything (the end-to-end tests drive the built todo-tui binary), then runs
# every test: workflow logic, views on the in-memory terminal, curses on a pty, and
# the real binary in tmux.
#
# Every process the end-to-end tests start carries this run's mark in its environment
# (Tests/EndToEndTests/Support/TestRun.swift). Any still running once the tests are
# over was left behind: it is listed and killed, and the run fails. The mark is this
# run's alone, so other runs on the same machine are neither seen nor touched.
TEST_RUN := $(shell cat /proc/sys/kernel/random/uuid 2>/dev/null || date +%s%N)

# The curses tests run in a process of their own: curses keeps one terminal per process,
# and their pseudo-terminal reads hold the main actor, which the app's tests need
# to get their workers' results within their deadlines.
test: deps
	$(SWIFT) build --build-tests
	@echo "TODO_TUI_TEST_RUN=$(TEST_RUN) $(SWIFT) test --skip-build --skip CursesTerminalTests; ... --filter CursesTerminalTests"
	@status=0; TODO_TUI_TEST_RUN=$(TEST_RUN) $(SWIFT) test --skip-build --skip CursesTerminalTests || status=$$?; \
	TODO_TUI_TEST_RUN=$(TEST_RUN) $(SWIFT) test --skip-build --filter CursesTerminalTests || status=$$?; \
	left=$$(grep -lsxz 'TODO_TUI_TEST_RUN=$(TEST_RUN)' /proc/[0-9]*/environ | cut -d/ -f3); \
	if [ -n "$$left" ]; then \
		echo "make test: left running by the tests, so killed now:"; \
		ps -o pid=,stat=,args= -p "$$(echo $$left | tr ' ' ,)"; \
		kill -KILL $$left 2>/dev/null; \
		exit 1; \
	fi; \
	exit $$status

# Speed and memory, measured in release builds. Never part of `make test`. The app is
# measured as it would ship: a release binary with the Swift runtime linked in
# statically (which also keeps its memory down: only the pages it uses are loaded).
bench: deps
	$(SWIFT) build -c release --static-swift-stdlib --product todo-tui
	@# SwiftPM keeps the benchmark package's build plan and does not notice a file renamed
	@# or removed in the package it depends on by path; without its plan it looks again.
	rm -f Benchmarks/.build/*/release/description.json
	cd Benchmarks && $(SWIFT) run -c release todo-tui-benchmarks --binary ../.build/release/todo-tui

# The fuzzer: a million random keys, pastes, resizes and garbage bytes through the whole
# app on the in-memory terminal, checked after every event; it prints its seed first.
# FUZZ_ARGS passes options: FUZZ_ARGS="--seed 42 --events 10000 --minimize". A release
# build, with testing enabled because the fuzzer reads the app's internal screens; in
# a build directory of its own, so that it and `make bench` do not rebuild each other.
FUZZ_ARGS ?=
FUZZ_BUILD = $(SWIFT) build -c release -Xswiftc -enable-testing --scratch-path .build-fuzz
fuzz: deps
	$(FUZZ_BUILD) --product todo-tui-fuzz
	"$$($(FUZZ_BUILD) --show-bin-path)/todo-tui-fuzz" --events 1000000 $(FUZZ_ARGS)

clean:
	rm -rf .build .build-fuzz Benchmarks/.build
