import AutoLayout
import Workbench

/// An interpreter with reproducible output (no timings, no colour), knowing `commands`.
public func makeInterpreter(mode: OutputMode = .diff, commands: CommandCatalog = .standard) -> Interpreter {
    var settings = OutputSettings()
    settings.timing = false
    settings.mode = mode
    return Interpreter(settings: settings, commands: commands)
}

/// Run `lines` one by one; the replies, in order.
@discardableResult
public func run(_ interpreter: Interpreter, _ lines: [String]) -> [Interpreter.Reply] {
    lines.map { interpreter.execute($0) }
}

/// `name`'s frame in the interpreter's session.
public func frame(_ interpreter: Interpreter, _ name: String) -> Frame? { interpreter.session.solution.frames[name] }
