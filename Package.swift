// swift-tools-version:6.0
//
// The constraint workbench. Modules depend one way only:
//   Cassowary <- AutoLayout <- VisualFormat <- Workbench <- vfl
// Cassowary is the solver and knows nothing of views; each later module adds one layer.
// SolverBench (under Benchmarks/) reads the shared LCF workloads and drives the solver for
// `vfl bench lcf`.
import PackageDescription

let package = Package(
    name: "ConstraintWorkbench",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .executable(name: "vfl", targets: ["vfl"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .target(name: "SolverBench", dependencies: ["Cassowary"], path: "Benchmarks/SolverBench"),
        .executableTarget(name: "vfl", dependencies: ["Cassowary", "AutoLayout", "SolverBench"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Cassowary"]),
        .testTarget(name: "SolverBenchTests", dependencies: ["SolverBench", "Cassowary"]),
    ]
)
