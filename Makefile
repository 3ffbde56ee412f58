# Two commands matter: `make run` and `make test`. Everything else is here for them.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN_PATH = $(shell $(SWIFT) build --show-bin-path)
ARGS ?=

.PHONY: all deps build run test release order-file bench clean

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

# The app as it ships: a release binary with the Swift runtime linked in statically
# (which also keeps its memory down: only the pages it uses are loaded). How it is linked
# is in Package.swift; these Swift flags are for every module, the dependencies' too,
# which Package.swift cannot give flags to:
# - generic type metadata is made by calling the compiler's accessors instead of the
#   runtime reading a mangled name, which for each new generic type (a dictionary's
#   storage, a view class over a screen type) searched the binary's 6,400 protocol
#   conformances: a quarter of the instructions from start to the welcome screen;
# - each function in a section of its own, so that the linker can place the functions a
#   run uses together (Linker/todo-tui.order).
RELEASE = -c release --static-swift-stdlib --product todo-tui \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -function-sections

release: deps
	$(SWIFT) build $(RELEASE)

# Lists again the functions the release binary runs, for the linker to place together:
# run it after changes to what starts the app or shows the list (needs valgrind and tmux).
# SwiftPM does not know the list is an input of the link; the last build links again
# because its flags differ from the first's.
order-file: deps
	$(SWIFT) build $(RELEASE) -Xlinker -Map=.build/todo-tui.map
	Linker/update-order-file.sh .build/release/todo-tui .build/todo-tui.map
	$(SWIFT) build $(RELEASE)

# Speed and memory, measured in release builds, the app as it ships. Never part of
# `make test`.
bench: release
	@# SwiftPM keeps the benchmark package's build plan and does not notice a file renamed
	@# or removed in the package it depends on by path; without its plan it looks again.
	rm -f Benchmarks/.build/*/release/description.json
	cd Benchmarks && $(SWIFT) run -c release todo-tui-benchmarks --binary ../.build/release/todo-tui

clean:
	rm -rf .build Benchmarks/.build
