// swift-tools-version:6.0
//
// The libFuzzer targets: one executable per target, each only the `LLVMFuzzerTestOneInput`
// entry point over a body in the root package's FuzzTargets library (so `swift test` replays
// Corpus/ through the same code). A package of its own so the fuzzer flags stay out of the
// root's .build. Build with ./build.sh (README.md says why exactly that command).
import PackageDescription

/// Each target and the library holding its body (the smallest that does: see FuzzSupport).
let targets = [
    ("FuzzVFLParse", "ParserFuzzing"), ("FuzzSolver", "SolverFuzzing"), ("FuzzSession", "FuzzTargets"),
    ("FuzzConsoleLog", "FuzzTargets"), ("FuzzDynamics", "FuzzTargets"), ("FuzzInterfaceBuilder", "FuzzTargets"),
]

let package = Package(
    name: "Fuzz",
    dependencies: [.package(name: "ConstraintWorkbench", path: "..")],
    targets: [.target(name: "LibFuzzerAPI", path: "Targets/LibFuzzerAPI")]
        + targets.map { name, body in
            .executableTarget(
                name: name, dependencies: [.product(name: body, package: "ConstraintWorkbench"), "LibFuzzerAPI"],
                path: "Targets/\(name)")
        }
)
