/// Every target's body by its libFuzzer target's name, for the tools that run a corpus
/// through them without libFuzzer (`fuzz-floor`, the corpus and slow-input replays).
public enum FuzzBodies {
    /// The targets, in the order `Fuzz/run.sh all` runs them.
    public static let names = ["FuzzVFLParse", "FuzzSolver", "FuzzSession", "FuzzConsoleLog", "FuzzDynamics", "FuzzInterfaceBuilder"]

    /// The body of the target called `name`, if there is one.
    public static func body(_ name: String) -> (@Sendable ([UInt8]) -> FuzzOutcome)? {
        switch name {
        case "FuzzVFLParse": fuzzVFLParse
        case "FuzzSolver": fuzzSolver
        case "FuzzSession": fuzzSession
        case "FuzzConsoleLog": fuzzConsoleLog
        case "FuzzDynamics": fuzzDynamics
        case "FuzzInterfaceBuilder": fuzzInterfaceBuilder
        default: nil
        }
    }
}
