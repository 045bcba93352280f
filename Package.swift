// swift-tools-version:6.0
//
// The constraint workbench. Modules depend one way only (README.md, "The layout of modules"):
//   TextSupport <- Diagnostics
//   TextSupport <- Cassowary <- AutoLayout <- UIKitFacts
//   AutoLayout, Diagnostics <- VisualFormat <- ConsoleLog
//   AutoLayout, CBox2D <- Dynamics
//   UIKitFacts, ConsoleLog, Dynamics <- Rendering <- Workbench <- Stress <- vfl
//   CLibedit <- LineEditor <- vfl
// Cassowary is the solver and knows nothing of views; each later module adds one layer.
// TextSupport (numbers and text as people read them) and Diagnostics (errors as values) are
// the small places every module may import.
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
///   equals. Tracing them cost the solver target time for nothing (the figures are there).
/// - the LP oracle (SolverOracle) only counts function entries: it checks the solver, and its
///   own branches guide nothing.
/// Every other build leaves these flags out: swiftc refuses them without a sanitizer.
func fuzzCoverage(_ kinds: String) -> [SwiftSetting] {
    Context.environment["WORKBENCH_FUZZ_BUILD"] == nil ? [] : [.unsafeFlags(["-sanitize-coverage=\(kinds)"])]
}

/// The consistency checks of the engine's structures (`Sources/AutoLayout/Invariants.swift`):
/// on in debug builds, so every test runs them, and in the fuzz builds, so the session target
/// does; compiled out of release builds.
let invariantChecks: [SwiftSetting] =
    Context.environment["WORKBENCH_FUZZ_BUILD"] == nil
    ? [.define("WORKBENCH_INVARIANTS", .when(configuration: .debug))] : [.define("WORKBENCH_INVARIANTS")]

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
        // Numbers and text as people read them, name suggestions, the JSON writer.
        .target(name: "TextSupport"),
        // Errors as values: kind, range, message, fix-it; rendered once.
        .target(name: "Diagnostics", dependencies: ["TextSupport"]),
        .target(
            name: "Cassowary", dependencies: ["TextSupport"],
            swiftSettings: fuzzCoverage("edge,indirect-calls,inline-8bit-counters,pc-table")),
        // SplitMix64, the one seeded generator: stress campaigns, fuzz mutators, property tests.
        .target(name: "SeededRandom"),
        .target(
            name: "AutoLayout",
            dependencies: [
                "Cassowary", "TextSupport", .product(name: "HashTreeCollections", package: "swift-collections"),
            ], swiftSettings: invariantChecks),
        // What UIKit decides, reachable without the REPL: devices, the keyboard, title metrics,
        // Dynamic Type.
        .target(name: "UIKitFacts", dependencies: ["AutoLayout", "Cassowary", "TextSupport"]),
        .target(name: "VisualFormat", dependencies: ["AutoLayout", "Cassowary", "Diagnostics", "TextSupport"]),
        // Reads Apple's unsatisfiable-constraints logs and rebuilds them as layouts.
        .target(name: "ConsoleLog", dependencies: ["VisualFormat", "UIKitFacts", "AutoLayout", "Cassowary", "Diagnostics", "TextSupport"]),
        // Reads Interface Builder documents (.storyboard, .xib) into layouts; no REPL inside.
        .target(name: "InterfaceBuilder", dependencies: ["UIKitFacts", "AutoLayout", "Cassowary", "TextSupport"]),
        // A plain-C face of Box2D, so Swift needs no C++ interop (Box2D's b2World would import
        // as a copyable value that double-frees).
        .target(name: "CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
        .target(name: "Dynamics", dependencies: ["AutoLayout", "Cassowary", "CBox2D", "TextSupport"]),
        // A solved layout shown: tables, terminal drawings, SVG, reports, JSON. No statements,
        // no undo.
        .target(
            name: "Rendering",
            dependencies: [
                "UIKitFacts", "ConsoleLog", "InterfaceBuilder", "Dynamics", "VisualFormat", "AutoLayout", "Cassowary", "Diagnostics",
                "TextSupport", "CBox2D",
            ]),
        // The session, its language, the interpreter and its commands.
        .target(
            name: "Workbench",
            dependencies: [
                "Rendering", "UIKitFacts", "VisualFormat", "ConsoleLog", "InterfaceBuilder", "Dynamics", "AutoLayout", "Cassowary",
                "Diagnostics", "TextSupport",
                "CBox2D", .product(name: "HashTreeCollections", package: "swift-collections"),
            ]),
        // Stress campaigns over a session, and the `:stress` command.
        .target(
            name: "Stress",
            dependencies: [
                "Workbench", "Rendering", "UIKitFacts", "VisualFormat", "ConsoleLog", "Dynamics", "AutoLayout", "Cassowary", "Diagnostics",
                "TextSupport", "SeededRandom", "CBox2D", .product(name: "HashTreeCollections", package: "swift-collections"),
            ]),
        .systemLibrary(name: "CLibedit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "LineEditor", dependencies: ["CLibedit"]),
        .target(name: "SolverBench", dependencies: ["Cassowary"], path: "Benchmarks/SolverBench"),
        .target(
            name: "LayoutBench", dependencies: ["VisualFormat", "UIKitFacts", "AutoLayout", "Cassowary", "Diagnostics", "TextSupport"],
            path: "Benchmarks/LayoutBench"),
        .target(
            name: "DynamicsBench", dependencies: ["Dynamics", "AutoLayout", "Cassowary", "TextSupport", "CBox2D"],
            path: "Benchmarks/DynamicsBench"),
        .executableTarget(
            name: "vfl",
            dependencies: [
                "Stress", "Workbench", "Rendering", "InterfaceBuilder", "UIKitFacts", "Dynamics", "LineEditor", "SolverBench",
                "LayoutBench", "DynamicsBench", "VisualFormat", "ConsoleLog", "AutoLayout", "Cassowary", "Diagnostics", "TextSupport",
                "SeededRandom", "CBox2D",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The bodies of the libFuzzer targets (Fuzz/Package.swift links them with the fuzzer
        // runtime; the corpus tests replay Corpus/ through the same functions), split by what
        // they exercise: a fuzz binary instruments every module it links, and libFuzzer scans
        // every counter after every input.
        .target(name: "FuzzSupport", path: "Fuzz/Entry/Support"),
        .target(
            name: "ParserFuzzing",
            dependencies: ["FuzzSupport", "SeededRandom", "VisualFormat", "AutoLayout", "Cassowary", "Diagnostics", "TextSupport"],
            path: "Fuzz/Entry/Parser"),
        // The independent LP oracle the solver target checks against (no dependency at all).
        .target(name: "SolverOracle", path: "Fuzz/Entry/Oracle", swiftSettings: fuzzCoverage("func,inline-8bit-counters,pc-table")),
        .target(
            name: "SolverFuzzing", dependencies: ["FuzzSupport", "SolverOracle", "Cassowary", "TextSupport"], path: "Fuzz/Entry/Solver"),
        .target(
            name: "FuzzTargets",
            dependencies: [
                "FuzzSupport", "ParserFuzzing", "SolverFuzzing", "SolverOracle", "Stress", "Workbench", "Rendering",
                "UIKitFacts", "ConsoleLog", "InterfaceBuilder", "Dynamics", "VisualFormat", "AutoLayout", "Cassowary", "Diagnostics",
                "TextSupport", "SeededRandom", "CBox2D",
            ],
            path: "Fuzz/Entry/Sessions"),
        // The bodies alone, timed over a corpus without libFuzzer or sanitizers: the ceiling of
        // each target's runs a second (Fuzz/README.md, "The floor").
        .executableTarget(
            name: "fuzz-floor", dependencies: ["FuzzTargets", "FuzzSupport", "TextSupport"],
            path: "Fuzz/Floor"),
        .target(name: "TestSupport", dependencies: ["SeededRandom"], path: "Tests/TestSupport"),
        .testTarget(name: "TextSupportTests", dependencies: ["TextSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TextSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TextSupport", "TestSupport"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Cassowary", "TextSupport"]),
        // Resources/ holds data the tests read by path (the shipped formats), not bundle resources.
        .testTarget(
            name: "VisualFormatTests",
            dependencies: ["VisualFormat", "AutoLayout", "Cassowary", "Diagnostics", "TextSupport", "TestSupport"], exclude: ["Resources"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "AutoLayout", "Cassowary", "TextSupport", "CBox2D"]),
        .testTarget(
            name: "ConsoleLogTests",
            dependencies: ["ConsoleLog", "VisualFormat", "UIKitFacts", "AutoLayout", "Cassowary", "Diagnostics", "TextSupport"]),
        .testTarget(
            name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "UIKitFacts", "AutoLayout", "TextSupport"],
            exclude: ["Documents"]),
        .testTarget(name: "UIKitFactsTests", dependencies: ["UIKitFacts", "AutoLayout", "Cassowary", "TextSupport", "TestSupport"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: [
                "Rendering", "UIKitFacts", "ConsoleLog", "Dynamics", "VisualFormat", "AutoLayout", "Cassowary", "Diagnostics",
                "TextSupport", "CBox2D",
            ]),
        .target(name: "WorkbenchTestSupport", dependencies: ["Workbench", "AutoLayout"], path: "Tests/WorkbenchTestSupport"),
        .testTarget(
            name: "WorkbenchTests",
            dependencies: [
                "WorkbenchTestSupport",
                "Workbench", "Rendering", "UIKitFacts", "Dynamics", "VisualFormat", "ConsoleLog", "InterfaceBuilder", "AutoLayout",
                "Cassowary", "Diagnostics", "TextSupport", "SeededRandom", "CBox2D",
            ]),
        .testTarget(
            name: "StressTests",
            dependencies: [
                "WorkbenchTestSupport", "Stress", "Workbench", "Rendering", "UIKitFacts", "Dynamics", "VisualFormat", "ConsoleLog",
                "AutoLayout", "Cassowary",
                "Diagnostics", "TextSupport", "SeededRandom", "CBox2D",
            ]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
        .testTarget(name: "SolverBenchTests", dependencies: ["SolverBench", "Cassowary"]),
        // Work counts against Tests/Baselines (deterministic; timings stay in `vfl bench`).
        .testTarget(
            name: "PerformanceTests",
            dependencies: ["LayoutBench", "VisualFormat", "AutoLayout", "Cassowary", "Diagnostics", "TextSupport"]),
        .testTarget(
            name: "FuzzTargetsTests",
            dependencies: [
                "FuzzTargets", "ParserFuzzing", "SolverFuzzing", "SolverOracle", "FuzzSupport", "Stress", "Workbench", "Rendering",
                "UIKitFacts",
                "Dynamics", "ConsoleLog", "VisualFormat", "AutoLayout", "Cassowary", "Diagnostics", "TextSupport", "SeededRandom", "CBox2D",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        // Runs the built `vfl` binary (the dependency makes sure it is built first).
        .testTarget(name: "EndToEndTests", dependencies: ["vfl"], exclude: ["Resources"]),
    ],
    cxxLanguageStandard: .cxx17
)
