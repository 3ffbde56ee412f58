// swift-tools-version: 6.1
import PackageDescription

// The layering is the one in DESIGN.md: an arrow there is a dependency here.
// `Workflow` knows nothing of terminals; only `CursesTerminal` imports `CNcurses`, and it
// knows nothing of views.
let package = Package(
    name: "todo-tui",
    products: [
        .library(name: "Workflow", targets: ["Workflow"]),
        .library(name: "TerminalCore", targets: ["TerminalCore"]),
        .library(name: "WorkflowTesting", targets: ["WorkflowTesting"]),
        .library(name: "WorkflowUI", targets: ["WorkflowUI"]),
        .library(name: "BackStackContainer", targets: ["BackStackContainer"]),
        .library(name: "SplitScreenContainer", targets: ["SplitScreenContainer"]),
        .library(name: "AlertContainer", targets: ["AlertContainer"]),
        .library(name: "ModalContainer", targets: ["ModalContainer"]),
        .library(name: "CursesTerminal", targets: ["CursesTerminal"]),
        .library(name: "WorkflowTerminal", targets: ["WorkflowTerminal"]),
        .library(name: "TerminalTesting", targets: ["TerminalTesting"]),
        .library(name: "TodoApp", targets: ["TodoApp"]),
        .executable(name: "todo-tui", targets: ["todo-tui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `make docs`: builds each framework module's documentation archive. A plugin, so
        // nothing of it is built by `swift build` or `swift test`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Workflow"),
        .target(name: "WorkflowTesting", dependencies: ["Workflow"]),
        // What a terminal device and the views share: sizes, keys, styles, cells, frame
        // updates. WorkflowUI re-exports it.
        .target(name: "TerminalCore"),
        .target(name: "WorkflowUI", dependencies: ["Workflow", "TerminalCore"]),
        .target(name: "BackStackContainer", dependencies: ["WorkflowUI"]),
        .target(name: "SplitScreenContainer", dependencies: ["WorkflowUI"]),
        .target(name: "AlertContainer", dependencies: ["WorkflowUI"]),
        .target(name: "ModalContainer", dependencies: ["WorkflowUI"]),
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // What the main thread's loop (MainQueueLoop) needs from C: libdispatch's run-loop
        // hooks, ppoll and gettid.
        .systemLibrary(name: "CMainLoop"),
        // What todo-tui calls in glibc that Swift's Glibc module leaves out: `mallopt` and
        // `__nss_configure_lookup`.
        .systemLibrary(name: "CGlibcExtensions"),
        // A terminal device needs sizes, key events and frame updates, not screens or
        // widgets: CursesTerminalTests checks that its sources import nothing else. It
        // also holds the process's plumbing: signals, and the main thread's loop, which
        // serves the main queue and the terminal's input in one `poll`.
        .target(name: "CursesTerminal", dependencies: ["TerminalCore", "CNcurses", "CMainLoop"]),
        // One call runs an app on the real terminal: it needs the views and the device.
        .target(
            name: "WorkflowTerminal",
            dependencies: [
                "Workflow", "WorkflowUI", "CursesTerminal",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What tests of terminal apps share, the sample's included: the screen assertion,
        // waiting with a deadline, and the built program in tmux with nothing left behind.
        .target(name: "TerminalTesting", dependencies: ["WorkflowUI"]),
        .target(
            name: "TodoApp",
            dependencies: [
                "Workflow",
                "WorkflowUI",
                "BackStackContainer",
                "AlertContainer",
                "ModalContainer",
                "SplitScreenContainer",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The raw SQLite API, for decoding large lists without per-row overhead.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "todo-tui",
            dependencies: [
                "CGlibcExtensions",
                "TodoApp",
                "WorkflowTerminal",
                "WorkflowUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            linkerSettings: releaseLinkerSettings
        ),
        // The fuzzer: the whole app on the in-memory terminal, driven by random events
        // from a seed and checked after each (`make fuzz`; a short run is in `make test`).
        // It reads the app's list from its screens and the key decoder, so it imports
        // TodoApp and CursesTerminal with @testable: a release build of it needs
        // `-Xswiftc -enable-testing`, as `make fuzz` passes.
        .target(
            name: "TodoAppFuzzing",
            dependencies: [
                "TodoApp", "Workflow", "WorkflowUI", "CursesTerminal", "BackStackContainer", "AlertContainer",
                "ModalContainer", "SplitScreenContainer",
            ]
        ),
        .executableTarget(
            name: "todo-tui-fuzz",
            dependencies: ["TodoAppFuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The README's example app, built so that its code always compiles; the
        // end-to-end tests run it.
        .executableTarget(
            name: "counter",
            dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminal"],
            path: "Examples/Counter"
        ),

        // Database files as released todo-tuis left them, for the store's tests and the
        // end-to-end tests of reading a backup.
        .target(
            name: "StoreFixtures",
            dependencies: ["TodoApp", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/StoreFixtures"
        ),

        .testTarget(name: "WorkflowTests", dependencies: ["Workflow", "WorkflowTesting", "TerminalTesting"]),
        .testTarget(name: "WorkflowTestingTests", dependencies: ["Workflow", "WorkflowTesting"]),
        .testTarget(name: "WorkflowUITests", dependencies: ["WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(name: "BackStackContainerTests", dependencies: ["BackStackContainer", "WorkflowUI", "TerminalTesting"]),
        .testTarget(name: "SplitScreenContainerTests", dependencies: ["SplitScreenContainer", "WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(name: "AlertContainerTests", dependencies: ["AlertContainer", "WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(name: "ModalContainerTests", dependencies: ["ModalContainer", "WorkflowUI", "Workflow", "TerminalTesting"]),
        // Everything that starts curses, the one-call runner included: curses drives one
        // terminal per process, so these tests run one at a time in one suite.
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "WorkflowTerminal", "WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(
            name: "TodoAppTests",
            dependencies: [
                "TodoApp", "Workflow", "WorkflowTesting", "WorkflowUI", "BackStackContainer",
                "AlertContainer", "ModalContainer", "SplitScreenContainer", "StoreFixtures", "TerminalTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The executable's own logic, where it does not need the built binary.
        .testTarget(
            name: "TodoTUITests",
            dependencies: ["todo-tui", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "TodoAppFuzzingTests", dependencies: ["TodoAppFuzzing", "TodoApp", "CursesTerminal", "WorkflowUI"]),
        .testTarget(name: "EndToEndTests", dependencies: ["todo-tui", "counter", "StoreFixtures", "TerminalTesting"]),
        .testTarget(name: "TerminalTestingTests", dependencies: ["TerminalTesting", "WorkflowUI"]),
        // The code that README.md and the modules' DocC articles show, compiled and run,
        // and a test that every Swift block they show is found in compiled code.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "Workflow", "WorkflowTesting", "TerminalCore", "WorkflowUI", "BackStackContainer",
                "SplitScreenContainer", "AlertContainer", "ModalContainer", "CursesTerminal", "WorkflowTerminal",
                "TerminalTesting",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// How the app's release binary is linked (`swift build -c release --static-swift-stdlib
// --product todo-tui`, what `make bench` measures). With the Swift runtime and Foundation
// linked in, the binary is 90 MB; what a run costs in memory is the pages of it that are
// touched, so these flags are about touching fewer:
// - lld rather than the default gold, for the flags below;
// - a position-dependent executable (`--no-pie`): the binary's 1 MB of metadata, witness
//   tables and vtables holds 85,000 pointers, which in a position-independent one the
//   loader rewrites at every start, writing to (and so copying) every page that holds
//   one; linked at a fixed address they are right as they are in the file. 1 to 1.5 ms
//   less from start to the welcome screen (medians of 21, alternating) and 200 fewer
//   page faults. The price: address-space randomisation no longer moves the executable,
//   and with everything linked in (below), that is all of the program's code (the stack
//   and the heap still move). It makes an exploit of a memory-safety bug easier to
//   write; the app is Swift, reads no network, and its inputs are the terminal and files
//   of the user's own. `TODO_TUI_PIE=1 make release` links a position-independent one
//   instead, which loads the C library, SQLite and ncurses as shared libraries, its
//   relative relocations packed (DT_RELR: the loader reads 16 KB of them rather than
//   2 MB of RELA entries);
// - no dynamic symbol table of the whole program: the toolchain exports every symbol for
//   `dladdr`, which costs 700 KB of tables, and the runtime's own `dladdr` at start reads
//   all of it. Crash backtraces read the symbol table in the file, which stays;
// - the functions that starting the app and showing a list run, placed first and
//   together, in the order Linker/todo-tui.order lists them (`make order-file` writes it;
//   a name it lists that no longer exists is skipped);
// - libstdc++ (which the Swift runtime and Foundation use) linked in from its static
//   archive: the loader no longer looks up the thousands of symbols the shared library
//   binds at every start, and only the parts used are loaded (1.3 MB less at the peak).
//   The toolchain asks for `-lstdc++`; Linker/static-libstdc++ holds a linker script by
//   that name that links the archive instead (the GCC runtime library exception allows
//   linking it in);
// - the whole program linked statically (`-static-executable`): the C library, SQLite and
//   ncurses from their static archives (libc6-dev, libsqlite3-dev and libncursesw5-dev
//   have them), the way the runtime and libstdc++ are. With nothing to load, there is no
//   loader: Debian builds its shared SQLite, ncurses and tinfo to bind every function they
//   call, their own included, when loaded (some 2,000 symbol lookups, 90% of the loader's
//   time, at every start), and the C library, libm and the loader, shared, kept 2.1 MB
//   of their code resident, the functions a run calls being spread over them. Linked in,
//   only those functions are loaded, placed with the rest by the order file below (their
//   IFUNC resolvers, which run at start, included): 1.9 MB less at the peak with 100
//   todos shown (12.8 → 10.9 MB, alternating, both files in the page cache). The price:
//   a security fix to the C library, SQLite or ncurses reaches the app when it is built
//   again, not when the system's package is upgraded.
//   And a statically linked program must not load a library built against the shared C
//   library: glibc does so for user and group names from sources other than /etc/passwd
//   and /etc/group (Debian's libnss_systemd crashed it, for a user id not in
//   /etc/passwd), so todo-tui looks names up in those files only (TodoTUIMain); it shows
//   none, and only Foundation asks (for a home directory, or a file's owner).
//   `TODO_TUI_PIE=1 make release` links a dynamic, position-independent binary instead;
// - the GCC runtime's unwinder linked in from its static archive (`-static-libgcc`), as
//   libstdc++ is: one shared library fewer to find, map and relocate at every start
//   (0.4 to 1.7 ms less from start to the welcome screen, in alternating runs, and
//   0.2 MB less at the peak);
// - segments at the same place modulo 64 KB in the file as in memory: the kernel maps code
//   in blocks of 64 KB around each page touched, and the page cache holds the file in
//   blocks of up to 64 KB from its start; with the code 4 KB off that grid, as lld lays it
//   out by default, each block touched in memory overlapped two in the file;
// - the compiler's functions that have no symbol (value witnesses, closure contexts'
//   destroyers), which no order file can name, and its helpers whose names repeat in many
//   objects (`objectdestroyTm`, `__swift_destroy_boxed_opaque_existential_1Tm`…), which no
//   order file can place one by one, together before the rest of the code
//   (Linker/private-functions.ld).
// Debug builds, and so the tests, link as before.
var positionFlags: [String] {
    Context.environment["TODO_TUI_PIE"] == "1"
        ? ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
        : ["-static-executable", "-Xlinker", "--no-pie"]
}

var releaseLinkerSettings: [LinkerSetting] {
    [
        .unsafeFlags(
            [
                "-use-ld=lld",
            ] + positionFlags + [
                "-Xlinker", "-z", "-Xlinker", "max-page-size=65536",
                "-Xlinker", "--no-export-dynamic",
                "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Linker/todo-tui.order",
                "-Xlinker", "--no-warn-symbol-ordering",
                "-Xlinker", "-T", "-Xlinker", "\(Context.packageDirectory)/Linker/private-functions.ld",
                "-L\(Context.packageDirectory)/Linker/static-libstdc++",
                "-Xclang-linker", "-static-libgcc",
            ],
            .when(configuration: .release)
        ),
    ]
}
