// swift-tools-version:6.0
//
// The constraint workbench. Modules depend one way only:
//   Cassowary <- AutoLayout <- VisualFormat, ConsoleLog, Dynamics <- Workbench <- vfl
//   CBox2D <- Dynamics
//   CLibedit <- LineEditor <- vfl
// Cassowary is the solver and knows nothing of views; each later module adds one layer.
//
// Every target lists each of our modules it builds on, the indirect ones too: SwiftPM
// recompiles a module when a *direct* dependency's interface changes, and a struct that gains
// a stored property two modules down leaves the module in between byte-identical, so a module
// above kept the old layout in an incremental release build (reproduced: SolverStatistics
// gained a field, and vfl copied LCFRunner.PhaseResult at the old size and corrupted memory).
// CBox2D is a C++ shim with a plain-C header over Debian's Box2D 2.4.1 (apt libbox2d-dev);
// Dynamics is UIKit Dynamics (animator, behaviours) on it. CLibedit is the system libedit (apt libedit-dev); LineEditor wraps it for the REPL.
// SolverBench (under Benchmarks/) reads the shared LCF workloads and drives the solver for
// `vfl bench lcf`; LayoutBench times VFL parsing and the layout engine for `vfl bench layout`.
import PackageDescription

/// Fuzz/build.sh sets WORKBENCH_FUZZ_BUILD; the fuzz binaries then instrument two modules
/// more lightly than libFuzzer's default (edges, compare tracing, indirect calls), because
/// their compares never see the input's bytes (Fuzz/README.md, Speed):
/// - Cassowary keeps its edge counters, the coverage the solver target explores, without
///   compare tracing: its compares are on symbol indices and counts, which no byte of an input
///   equals. Tracing them was a quarter of the solver target's time.
/// - the LP oracle (SolverOracle) only counts function entries: it checks the solver, and its
///   own branches guide nothing.
/// Every other build leaves these flags out: swiftc refuses them without a sanitizer.
func fuzzCoverage(_ kinds: String) -> [SwiftSetting] {
    Context.environment["WORKBENCH_FUZZ_BUILD"] == nil ? [] : [.unsafeFlags(["-sanitize-coverage=\(kinds)"])]
}

let package = Package(
    name: "ConstraintWorkbench",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "LayoutBenchLib", targets: ["LayoutBench"]),
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
        .library(name: "ParserFuzzing", targets: ["ParserFuzzing"]),
        .library(name: "SolverFuzzing", targets: ["SolverFuzzing"]),
        .executable(name: "vfl", targets: ["vfl"]),
    ],
    dependencies: [
        // Generators with integrated shrinking, for the property tests only.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // TreeDictionary: a hash map whose copies share structure, so an undo snapshot of a
        // layout or a session does not copy its dictionaries.
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
        // Subcommands, per-command help, shell completion and usage errors for `vfl`.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Cassowary", swiftSettings: fuzzCoverage("edge,indirect-calls,inline-8bit-counters,pc-table")),
        // SplitMix64, the one seeded generator: stress campaigns, fuzz mutators, property tests.
        .target(name: "SeededRandom"),
        .target(name: "AutoLayout", dependencies: [
            "Cassowary", .product(name: "HashTreeCollections", package: "swift-collections"),
        ]),
        .target(name: "VisualFormat", dependencies: ["AutoLayout", "Cassowary"]),
        // Reads Apple's unsatisfiable-constraints logs and rebuilds them as layouts.
        .target(name: "ConsoleLog", dependencies: ["AutoLayout", "Cassowary"]),
        // A plain-C face of Box2D, so Swift needs no C++ interop (Box2D's b2World would import
        // as a copyable value that double-frees).
        .target(name: "CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
        .target(name: "Dynamics", dependencies: ["AutoLayout", "Cassowary", "CBox2D"]),
        .target(name: "Workbench", dependencies: [
            "VisualFormat", "ConsoleLog", "Dynamics", "AutoLayout", "Cassowary", "SeededRandom",
            .product(name: "HashTreeCollections", package: "swift-collections"),
        ]),
        .systemLibrary(name: "CLibedit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "LineEditor", dependencies: ["CLibedit"]),
        .target(name: "SolverBench", dependencies: ["Cassowary"], path: "Benchmarks/SolverBench"),
        .target(name: "LayoutBench", dependencies: ["VisualFormat", "AutoLayout", "Cassowary"], path: "Benchmarks/LayoutBench"),
        .target(name: "DynamicsBench", dependencies: ["Dynamics", "AutoLayout", "Cassowary"], path: "Benchmarks/DynamicsBench"),
        .executableTarget(name: "vfl", dependencies: [
            "Workbench", "Dynamics", "LineEditor", "SolverBench", "LayoutBench", "DynamicsBench",
            "VisualFormat", "ConsoleLog", "AutoLayout", "Cassowary", "SeededRandom",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The bodies of the libFuzzer targets (Fuzz/Package.swift links them with the fuzzer
        // runtime; the corpus tests replay Corpus/ through the same functions), split by what
        // they exercise: a fuzz binary instruments every module it links, and libFuzzer scans
        // every counter after every input.
        .target(name: "FuzzSupport", path: "Fuzz/Entry/Support"),
        .target(name: "ParserFuzzing", dependencies: ["FuzzSupport", "SeededRandom", "VisualFormat", "AutoLayout", "Cassowary"], path: "Fuzz/Entry/Parser"),
        // The independent LP oracle the solver target checks against (no dependency at all).
        .target(name: "SolverOracle", path: "Fuzz/Entry/Oracle", swiftSettings: fuzzCoverage("func,inline-8bit-counters,pc-table")),
        .target(name: "SolverFuzzing", dependencies: ["FuzzSupport", "SolverOracle", "Cassowary"], path: "Fuzz/Entry/Solver"),
        .target(name: "FuzzTargets", dependencies: ["FuzzSupport", "ParserFuzzing", "SolverFuzzing", "SolverOracle", "Workbench", "ConsoleLog",
                                                   "Dynamics", "VisualFormat", "AutoLayout", "Cassowary", "SeededRandom"],
                path: "Fuzz/Entry/Sessions"),
        // The bodies alone, timed over a corpus without libFuzzer or sanitizers: the ceiling of
        // each target's runs a second (Fuzz/README.md, "The floor").
        .executableTarget(name: "fuzz-floor", dependencies: ["FuzzTargets", "ParserFuzzing", "SolverFuzzing", "FuzzSupport"],
                          path: "Fuzz/Floor"),
        .target(name: "TestSupport", dependencies: ["SeededRandom"], path: "Tests/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Cassowary"]),
        // Resources/ holds data the tests read by path (the shipped formats), not bundle resources.
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "AutoLayout", "Cassowary", "TestSupport"], exclude: ["Resources"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "AutoLayout", "Cassowary"]),
        .testTarget(name: "ConsoleLogTests", dependencies: ["ConsoleLog", "AutoLayout", "Cassowary"]),
        .testTarget(name: "WorkbenchTests", dependencies: [
            "Workbench", "Dynamics", "VisualFormat", "ConsoleLog", "AutoLayout", "Cassowary", "SeededRandom",
        ]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
        .testTarget(name: "SolverBenchTests", dependencies: ["SolverBench", "Cassowary"]),
        // Work counts against Tests/Baselines (deterministic; timings stay in `vfl bench`).
        .testTarget(name: "PerformanceTests", dependencies: ["LayoutBench", "VisualFormat", "AutoLayout", "Cassowary"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: [
            "FuzzTargets", "ParserFuzzing", "SolverFuzzing", "SolverOracle", "FuzzSupport", "Workbench", "Dynamics", "ConsoleLog",
            "VisualFormat", "AutoLayout", "Cassowary", "SeededRandom", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // Runs the built `vfl` binary (the dependency makes sure it is built first).
        .testTarget(name: "EndToEndTests", dependencies: ["vfl"], exclude: ["Resources"]),
    ],
    cxxLanguageStandard: .cxx17
)
