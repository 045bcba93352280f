import ArgumentParser
import Foundation
import Stress
import Workbench

extension OutputMode: ExpressibleByArgument {}

/// When to colour the output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// Options shared by the REPL, `vfl run`, `vfl solve` and `vfl profile`.
struct SessionOptions: ParsableArguments {
    /// Stop at the first failed line (exit status 1).
    @Flag(help: "Stop at the first line that fails (exit status 1).")
    var bail = false

    @Flag(help: "Print each statement before its reply, after a vfl> prompt.")
    var echo = false

    @Option(help: "What follows each line: diff, table, draw, json or quiet.")
    var mode: OutputMode?

    @Flag(name: .customLong("json"), help: "Same as --mode json.")
    var json = false

    @Flag(name: .customLong("no-timing"), help: "Leave solve times out of the status lines.")
    var noTiming = false

    @Option(help: "Colour: auto (on a terminal without NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Option(help: "Which iOS's rules apply, 7 to 18 (default 7): as if the script began with :set ios VERSION.")
    var ios: Int?

    func validate() throws {
        if let ios, !SessionState.iOSVersions.contains(ios) { throw ValidationError("--ios takes a version from 7 to 18, not \(ios)") }
    }

    /// A new interpreter with these options' settings, every command, and the iOS version asked for.
    func interpreter(settings: OutputSettings? = nil) throws -> Interpreter {
        let interpreter = Interpreter(settings: settings ?? self.settings, commands: .withStress)
        if let ios { try interpreter.setIOS(ios) }
        return interpreter
    }

    /// The output settings these options ask for, sized to the terminal's `COLUMNS` × `LINES`.
    var settings: OutputSettings {
        var s = OutputSettings()
        s.columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
        s.rows = max((Int(ProcessInfo.processInfo.environment["LINES"] ?? "") ?? 40) - 4, 12)
        s.echo = echo
        s.timing = !noTiming
        if json { s.mode = .json }
        if let mode { s.mode = mode }
        return s
    }

    /// Colour when asked, or on a terminal without `NO_COLOR` (https://no-color.org).
    func color(terminal: Bool) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: terminal && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
    }
}
