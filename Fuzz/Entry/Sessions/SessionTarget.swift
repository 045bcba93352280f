import AutoLayout
import Cassowary
import FuzzSupport
import SolverFuzzing
import Stress
import TextSupport
import Workbench

/// Fuzz target 3: whole REPL sessions. The bytes are the session's text (UTF-8, invalid
/// sequences become U+FFFD), one line per statement, as a user would type them: views, VFL,
/// equations, metrics, `keyboard`, `rotate`, `:device`, `:undo`, `:remove`, the dynamics
/// statements and `:simulate`, ... Commands that touch files (`:save`, `:load`, `:svg`, `:log`, `:open`)
/// are skipped, and a run of the animator lasts at most half a second (`:simulate 0.5`); at most
/// 32 lines of at most 240 bytes are run.
///
/// Properties, after every line: nothing traps or aborts (Box2D's assertions included); a line
/// answered with an error leaves the session's state exactly as it was; a line that changed the
/// state can be undone to exactly the state before and redone to exactly the state after, the
/// animator's items included, bit for bit; the line's solver work stays within
/// `SolverWorkBound` (the engine's solver, undo and redo included). At the end: the script the
/// session would `:save` rebuilds the same layout, metrics, keyboard and animator (bit for
/// bit) in a new session.
public func fuzzSession(_ bytes: [UInt8]) -> FuzzOutcome {
    fuzzSession(prelude: [], bytes)
}

/// Fuzz target 5: the dynamics statements. The same session and properties as target 3, from a
/// prelude that lays out three views (`a`, `b`, `c`, 40 to 60 points square, in a 320x568
/// root), so that mutated behaviours find views to move.
public func fuzzDynamics(_ bytes: [UInt8]) -> FuzzOutcome {
    fuzzSession(prelude: dynamicsPrelude, bytes)
}

let dynamicsPrelude = [
    "view a 40x40", "view b 60x50", "view c 50x60", "H:|-[a]-[b]-[c]", "V:|-100-[a]", "V:|-40-[b]", "V:|-[c]",
]

private func fuzzSession(prelude: [String], _ bytes: [UInt8]) -> FuzzOutcome {
    let findings = Findings()
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.lines.prefix(32)
    let interpreter = Interpreter(settings: .fuzzing, commands: .withStress)
    for line in prelude { _ = interpreter.execute(line) }
    for line in lines where line.utf8.count <= 240 && !touchesFiles(line) && findings.first == nil {
        let line = boundedRun(line)
        let session = interpreter.session
        let before = session.state, items = session.animator.items
        let depth = session.undoDepth.undo
        findings.checkingSolverWork(of: session, "line '\(line)'") {
            let reply = interpreter.execute(line)
            let after = session.state
            if reply.isError {
                findings.require(after == before, "the failed line '\(line)' changed the session")
            } else if line.hasPrefix(":stress") {
                findings.require(after == before && session.undoDepth.undo == depth, "'\(line)' changed the session")
            } else if after != before, session.undoDepth.undo == depth + 1 {
                let itemsAfter = session.animator.items
                let undone = session.undo() && session.state == before && session.animator.items == items
                findings.require(undone, "undo after '\(line)' did not restore the state before it")
                let redone = session.redo() && session.state == after && session.animator.items == itemsAfter
                findings.require(redone, "redo after '\(line)' did not restore the state after it")
            }
        }
    }
    let state = interpreter.session.state
    let replay = Interpreter(settings: .fuzzing, commands: .withStress)
    for line in state.script {
        let reply = replay.execute(line)
        findings.require(!reply.isError, "the saved script fails at '\(line)': \(reply.text)")
    }
    let rebuilt = replay.session.state
    findings.require(
        rebuilt.layout == state.layout && rebuilt.metrics == state.metrics && rebuilt.keyboard == state.keyboard,
        "the saved script does not rebuild the session:\n\(state.script.joined(separator: "\n"))")
    findings.require(
        replay.session.animator.items == interpreter.session.animator.items,
        "the saved script does not rebuild the animator bit for bit:\n\(state.script.joined(separator: "\n"))")
    return findings.outcome
}

extension Findings {
    /// `body`, with the work it makes `session`'s solver do recorded and checked against
    /// `SolverWorkBound` over the sizes the solver had before and after it; `context` names the
    /// stretch in a failure's message.
    @discardableResult
    func checkingSolverWork<T>(of session: Session, _ context: @autoclosure () -> String, _ body: () -> T) -> T {
        var bound = SolverWorkBound()
        bound.see(session.tableauSize)
        let before = session.statistics
        let result = body()
        bound.see(session.tableauSize)
        bound.check(session.statistics - before, in: self, context())
        return result
    }
}

/// `:simulate` and `:play` cut to half a second (30 frames), and `:stress` to 8 variations, so
/// one input cannot run for minutes.
private func boundedRun(_ line: String) -> String {
    guard case let .command(name, arguments)? = try? StatementParser.parse(line), ["simulate", "play", "stress"].contains(name) else {
        return line
    }
    if name == "stress" {
        guard let word = arguments.first else { return ":stress 8" }
        guard let asked = Int(word.text), asked > 8 else { return line }  // small, or the error path
        return ([":stress 8"] + arguments.dropFirst().map(\.text)).joined(separator: " ")
    }
    guard let word = arguments.first else { return ":\(name) 0.5" }
    guard let asked = Double(word.text), asked.isFinite, asked > 0, arguments.count == 1 else { return line }  // the error path
    return ":\(name) \(min(asked, 0.5))"
}

/// `:save`, `:load` and `:svg`, read the way the session reads them.
func touchesFiles(_ line: String) -> Bool {
    guard case let .command(name, _)? = try? StatementParser.parse(line) else { return false }
    return ["save", "load", "svg", "log", "open"].contains(name)
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
