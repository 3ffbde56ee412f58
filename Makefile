# Two commands matter: `make run` and `make test`. Everything else is here for them.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN_PATH = $(shell $(SWIFT) build --show-bin-path)
ARGS ?=
# The framework, a package of its own that todo-tui depends on by path; its README's
# example app and the second app, packages of their own on its public API.
FRAMEWORK := Framework
COUNTER := Framework/Examples/Counter
SAMPLE := Samples/TicTacToe

.PHONY: all deps topydo build run sample test docs release order-file bench fuzz chaos clean

all: build

# The system packages the build and the tests need; installed only when pkg-config
# cannot find ncursesw, SQLite or libpq (the headers, and the libraries todo-tui loads),
# tmux is missing, PostgreSQL's server programs are (the tests start a throwaway one), or
# the direct-colour terminfo entries are (ncurses-term's xterm-direct, which the curses
# tests draw on).
deps:
	@if ! pkg-config --exists ncursesw sqlite3 libpq 2>/dev/null || ! command -v tmux >/dev/null 2>&1 \
		|| ! [ -x "$$(pg_config --bindir 2>/dev/null)/initdb" ] || ! infocmp xterm-direct >/dev/null 2>&1; then \
		echo "Installing libncursesw5-dev, libsqlite3-dev, libpq-dev, postgresql, pkg-config, tmux and ncurses-term..."; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libncursesw5-dev libsqlite3-dev libpq-dev postgresql pkg-config tmux ncurses-term; \
	fi

# topydo, a todo.txt tool nobody here wrote: the tests have it read todo-tui's todo.txt
# exports. Installed from PyPI only when it is not on PATH (pip itself from apt when
# missing); where the system's Python is Debian's, for this user, whose scripts
# directory the tests then find on PATH.
PYTHON_USER_BIN := $(shell python3 -m site --user-base 2>/dev/null)/bin
export PATH := $(PATH):$(PYTHON_USER_BIN)

topydo:
	@if ! command -v topydo >/dev/null 2>&1; then \
		echo "Installing topydo, which the tests read todo.txt exports with..."; \
		python3 -m pip --version >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-pip; }; \
		python3 -m pip install --quiet --disable-pip-version-check topydo==0.16 2>/dev/null \
			|| python3 -m pip install --quiet --disable-pip-version-check --user --break-system-packages topydo==0.16; \
	fi

build: deps
	$(SWIFT) build

run: build
	"$(BIN_PATH)/todo-tui" $(ARGS)

# SwiftPM keeps the build plan of a package that depends on another by path, and does
# not notice a file renamed or removed there; without its plan it looks again.
forget-plans = rm -f .build/*/debug/description.json $(SAMPLE)/.build/*/debug/description.json \
	$(COUNTER)/.build/*/debug/description.json

# Builds and starts the tic-tac-toe sample.
sample: deps
	$(forget-plans)
	cd $(SAMPLE) && $(SWIFT) build --product tictactoe
	"$$(cd $(SAMPLE) && $(SWIFT) build --show-bin-path)/tictactoe"

# Builds everything (the end-to-end tests drive the built todo-tui binary), then runs
# every test: todo-tui's (workflows, views, the store, the real binary in tmux), the
# framework's (its modules, views on the in-memory terminal, curses on a pty, the code its
# documentation shows), then the Counter example's and the tic-tac-toe sample's, each in
# its own package.
#
# Every process the tests start carries this run's mark in its environment (inherited;
# Tests/EndToEndTests/Support/TestRun.swift passes it on where a test sets one); only the
# test runs are given it, so the search afterwards does not find its own commands. Any
# still running once the tests are over was left behind: it is listed and killed, and the
# run fails. The mark is this run's alone, so other runs on the same machine are neither
# seen nor touched.
TEST_RUN := $(shell cat /proc/sys/kernel/random/uuid 2>/dev/null || date +%s%N)
# The packages `make test` builds and tests, in order.
TEST_PACKAGES := . $(FRAMEWORK) $(COUNTER) $(SAMPLE)

# The curses tests run in a process of their own: curses keeps one terminal per process,
# and their pseudo-terminal reads hold the main actor, which the other tests need
# to get their workers' results within their deadlines.
# Each SwiftPM call gets a temporary directory of its own (TMPDIR), removed after it:
# SwiftPM leaves some empty TemporaryDirectory.* directories and its lock files
# (_<path>.lock) in TMPDIR on every call. Anything else found in the test runs' one was
# left behind by a test, which fails the run.
test: deps topydo
	$(forget-plans)
	@for package in $(TEST_PACKAGES); do \
		tmp=$$(mktemp -d); echo "cd $$package && $(SWIFT) build --build-tests"; \
		(cd $$package && TMPDIR=$$tmp $(SWIFT) build --build-tests); status=$$?; rm -rf $$tmp; \
		[ $$status = 0 ] || exit $$status; \
	done
	@echo "TODO_TUI_TEST_RUN=$(TEST_RUN) $(SWIFT) test --skip-build, in $(TEST_PACKAGES) (curses tests apart)"
	@status=0; tmp=$$(mktemp -d); export TMPDIR=$$tmp; mark=TODO_TUI_TEST_RUN=$(TEST_RUN); \
	env $$mark $(SWIFT) test --skip-build || status=$$?; \
	(cd $(FRAMEWORK) && env $$mark $(SWIFT) test --skip-build --skip CursesTerminalTests) || status=$$?; \
	(cd $(FRAMEWORK) && env $$mark $(SWIFT) test --skip-build --filter CursesTerminalTests) || status=$$?; \
	(cd $(COUNTER) && env $$mark $(SWIFT) test --skip-build) || status=$$?; \
	(cd $(SAMPLE) && env $$mark $(SWIFT) test --skip-build) || status=$$?; \
	left=$$(grep -lsxz 'TODO_TUI_TEST_RUN=$(TEST_RUN)' /proc/[0-9]*/environ | cut -d/ -f3); \
	if [ -n "$$left" ]; then \
		echo "make test: left running by the tests, so killed now:"; \
		ps -o pid=,stat=,args= -p "$$(echo $$left | tr ' ' ,)"; \
		kill -KILL $$left 2>/dev/null; \
		status=1; \
	fi; \
	files=$$(find $$tmp -mindepth 1 -maxdepth 1 ! -name 'TemporaryDirectory.*' ! -name '_*.lock'; \
		find /tmp -maxdepth 1 -name 'todo-tui-pg-*' -newer $$tmp); \
	if [ -n "$$files" ]; then \
		echo "make test: left behind by the tests:"; echo "$$files"; \
		status=1; \
	fi; \
	rm -rf $$tmp; \
	exit $$status

# The framework's documentation: every module's DocC catalog, in one archive that links
# them (Framework/.build/docs/Framework.doccarchive; `docc preview` or any static server
# shows it). Warnings are errors, so a broken link in an article fails here. Not part of
# `make test`, which compiles and runs the code the articles show
# (Framework/Tests/DocumentationTests); this builds the pages around it. swift-docc-plugin
# is the framework's dependency only while FRAMEWORK_DOCS is set (Framework/Package.swift).
DOC_MODULES := Workflow WorkflowTesting TerminalCore WorkflowUI BackStackContainer \
	SplitScreenContainer AlertContainer ModalContainer CursesTerminal WorkflowTerminal \
	TerminalTesting
DOCS := .build/docs/Framework.doccarchive

docs: deps
	cd $(FRAMEWORK) && rm -rf .build/docs && mkdir -p .build/docs && \
	FRAMEWORK_DOCS=1 $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
		$(foreach module,$(DOC_MODULES),--target $(module)) \
		--enable-experimental-combined-documentation --warnings-as-errors --output-path $(DOCS)
	@# The plugin has reported success without writing the archive; this says so.
	@test -f $(FRAMEWORK)/$(DOCS)/metadata.json || { echo "make docs: no archive at $(FRAMEWORK)/$(DOCS)"; exit 1; }
	@echo "make docs: $(FRAMEWORK)/$(DOCS)"

# The app as it ships: a release build, position-independent, that loads the C library,
# SQLite and ncurses from the system (how it is linked: Package.swift). The Swift flags
# are for every module, the dependencies' too, which Package.swift cannot give flags to;
# what each buys is in the README ("Tunings"):
# - generic type metadata made by the compiler's accessors, not by the runtime reading a
#   mangled name, which searched every protocol conformance of the binary;
# - each function in a section of its own, so that the linker can place the functions a
#   run uses together (Linker/todo-tui.order).
# No $ORIGIN in the binary's library path: it loads nothing from beside itself.
# `release` checks that the binary is position-independent, loads those libraries, and runs.
RELEASE = -c release --static-swift-stdlib --disable-local-rpath --product todo-tui \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -function-sections
RELEASE_LIBRARIES := libc.so.6 libsqlite3.so.0 libncursesw.so.6

release: deps
	$(SWIFT) build $(RELEASE)
	@readelf -h .build/release/todo-tui | grep -q 'Type: *DYN' || \
		{ echo "make release: the binary is not position-independent (see Package.swift)"; exit 1; }
	@for library in $(RELEASE_LIBRARIES); do \
		readelf -d .build/release/todo-tui | grep -q "NEEDED.*\[$$library\]" || \
		{ echo "make release: the binary does not load $$library from the system (see Package.swift)"; exit 1; }; \
	done
	@# libpq and the twenty libraries it brings load only when a server is named (LibPQ.swift).
	@! readelf -d .build/release/todo-tui | grep -q "NEEDED.*\[libpq" || \
		{ echo "make release: the binary loads libpq at every start (see Sources/PostgresClient/LibPQ.swift)"; exit 1; }
	@# A binary can link and still fail only when it runs: it adds and lists a todo.
	@data=$$(mktemp -d) && trap 'rm -rf "$$data"' EXIT && \
		.build/release/todo-tui --data-dir "$$data" add --user Ada "Checked by make release" >/dev/null && \
		.build/release/todo-tui --data-dir "$$data" list --user Ada | grep -q "Checked by make release" || \
		{ echo "make release: the binary built could not add a todo and list it"; exit 1; }

# Lists again the functions the release binary runs, for the linker to place together:
# run it after changes to what starts the app or shows the list (needs valgrind and tmux).
# SwiftPM does not know the list is an input of the link; the last build links again
# because its flags differ from the first's.
order-file: deps
	$(SWIFT) build $(RELEASE) -Xlinker -Map=.build/todo-tui.map
	Linker/update-order-file.sh .build/release/todo-tui .build/todo-tui.map
	$(SWIFT) build $(RELEASE)

# Speed and memory, measured in release builds, the app as it ships. Never part of
# `make test`. Its peers, tudu and calcurse, run beside it on the same todos, and GNU
# time reports the peak memory of a process too short to read from /proc; they are
# installed from Debian's packages when missing. The server suites start a PostgreSQL
# server of their own (the postgresql package, which deps installs). BENCH_ARGS picks
# suites and options: BENCH_ARGS="server load --load-seconds 10".
BENCH_ARGS ?=
bench: release
	@if ! command -v tudu >/dev/null 2>&1 || ! command -v calcurse >/dev/null 2>&1 || [ ! -x /usr/bin/time ] \
		|| ! command -v valgrind >/dev/null 2>&1; then \
		echo "Installing tudu, calcurse, time and valgrind for the peer benchmarks..."; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq tudu calcurse time valgrind; \
	fi
	@# SwiftPM keeps the benchmark package's build plan and does not notice a file renamed
	@# or removed in the package it depends on by path; without its plan it looks again.
	rm -f Benchmarks/.build/*/release/description.json
	cd Benchmarks && $(SWIFT) run -c release todo-tui-benchmarks --binary ../.build/release/todo-tui $(BENCH_ARGS)

# The fuzzer: a million random keys, pastes, resizes and garbage bytes (and, for odd seeds,
# clicks and the wheel) through the whole app on the in-memory terminal, checked after every
# event; it prints its seed first.
# FUZZ_ARGS passes options: FUZZ_ARGS="--seed 42 --events 10000 --mouse --minimize". A release
# build, with testing enabled because the fuzzer reads the app's internal screens; in
# a build directory of its own, so that it and `make bench` do not rebuild each other.
FUZZ_ARGS ?=
FUZZ_BUILD = $(SWIFT) build -c release -Xswiftc -enable-testing --scratch-path .build-fuzz
fuzz: deps
	$(FUZZ_BUILD) --product todo-tui-fuzz
	"$$($(FUZZ_BUILD) --show-bin-path)/todo-tui-fuzz" --events 1000000 $(FUZZ_ARGS)

# Chaos: client processes change one shared list on a throwaway PostgreSQL server through
# links that are cut and blackholed, and are killed and started again; then every copy must
# equal the server's list, and every change made be on the server once or superseded by a
# named rule (Tests/Chaos). It prints its seed first; CHAOS_ARGS passes options:
# CHAOS_ARGS="--seed 42 --clients 6 --seconds 600 --cuts 200 --kills 40". A debug build
# (it reads the copies' news through @testable), the one `make test` makes, which runs a
# short run.
CHAOS_ARGS ?=
chaos: deps
	$(SWIFT) build --product todo-tui-chaos
	"$(BIN_PATH)/todo-tui-chaos" $(CHAOS_ARGS)

clean:
	rm -rf .build .build-fuzz Benchmarks/.build $(FRAMEWORK)/.build $(COUNTER)/.build $(SAMPLE)/.build
