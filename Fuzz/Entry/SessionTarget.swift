import Workbench

/// Fuzz target 3: whole REPL sessions. The bytes are the session's text (UTF-8, invalid
/// sequences become U+FFFD), one line per statement, as a user would type them: views, VFL,
/// equations, metrics, `keyboard`, `rotate`, `:device`, `:undo`, `:remove`, ... Commands that touch files
/// (`:save`, `:load`, `:svg`, `:log`) are skipped; at most 32 lines of at most 240 bytes are run.
///
/// Properties, after every line: nothing traps; a line answered with an error leaves the
/// session's state exactly as it was; a line that changed the state can be undone to exactly
/// the state before and redone to exactly the state after. At the end: the script the session
/// would `:save` rebuilds the same layout, metrics and keyboard in a new session.
public func fuzzSession(_ bytes: [UInt8]) -> PropertyFailure? {
    let findings = Findings()
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(32)
    let interpreter = Interpreter(settings: .fuzzing)
    for line in lines where line.utf8.count <= 240 && !touchesFiles(line) && findings.first == nil {
        let session = interpreter.session
        let before = session.state
        let depth = session.undoDepth.undo
        let reply = interpreter.execute(String(line))
        let after = session.state
        if reply.isError {
            findings.require(after == before, "the failed line '\(line)' changed the session")
        } else if after != before, session.undoDepth.undo == depth + 1 {
            let undone = session.undo() && session.state == before
            findings.require(undone, "undo after '\(line)' did not restore the state before it")
            let redone = session.redo() && session.state == after
            findings.require(redone, "redo after '\(line)' did not restore the state after it")
        }
    }
    let state = interpreter.session.state
    let replay = Interpreter(settings: .fuzzing)
    for line in state.script {
        let reply = replay.execute(line)
        findings.require(!reply.isError, "the saved script fails at '\(line)': \(reply.text)")
    }
    let rebuilt = replay.session.state
    findings.require(rebuilt.layout == state.layout && rebuilt.metrics == state.metrics && rebuilt.keyboard == state.keyboard,
                     "the saved script does not rebuild the session:\n\(state.script.joined(separator: "\n"))")
    return findings.first
}

/// `:save`, `:load` and `:svg`, read the way the session reads them.
func touchesFiles(_ line: Substring) -> Bool {
    guard case let .command(name, _)? = try? StatementParser.parse(String(line)) else { return false }
    return ["save", "load", "svg", "log"].contains(name)
}

extension OutputSettings {
    /// Quiet, no colour, no timing: the fuzz target checks state, not text.
    static var fuzzing: OutputSettings {
        var s = OutputSettings()
        s.mode = .quiet
        s.color = false
        s.timing = false
        return s
    }
}
