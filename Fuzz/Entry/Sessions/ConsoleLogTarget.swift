import AutoLayout
import Cassowary
import ConsoleLog
import FuzzSupport
import SolverFuzzing
import TextSupport
import Workbench

/// Fuzz target 4: the console-log reader, on raw bytes taken as a paste (UTF-8, invalid
/// sequences become U+FFFD, at most 16 kB).
///
/// Properties: nothing traps (reading, rebuilding, explaining the logs of at most 12
/// constraints); every unread line has a position inside the paste (its line exists, its
/// column lies within that line); every constraint read prints in Apple's log format
/// (`appleDescription`) and reads back as the same constraint; a paste of small logs loads into
/// a session (`:paste`) with the constructs behind its entries, every rebuilt statement
/// accepted, as one undo step. Work: the reader examines at most `8n + 64` scalars of a paste
/// of `n` (a line is split, searched for heads twice, its entries' brackets matched, its tail
/// searched for a cut head, and an entry wrapped onto up to three more lines is matched again
/// after each); the load's solver work stays within `SolverWorkBound`.
public func fuzzConsoleLog(_ bytes: [UInt8]) -> FuzzOutcome {
    let findings = Findings()
    guard bytes.count <= 16_384 else { return findings.outcome }
    let text = String(decoding: bytes, as: UTF8.self)
    let scanned = ScanWork()
    let paste = ConsoleLogReader.read(text, work: scanned)
    let n = text.unicodeScalars.count
    findings.work.add(.scalars, scanned.count)
    findings.bound(scanned.count, 8 * n + 64, "scalars the reader examined in a paste of \(n), 8n + 64")
    let lines = text.lines
    for u in paste.unread {
        findings.require(u.line >= 1 && u.line <= lines.count, "unread line \(u.line) outside the paste's \(lines.count) lines")
        findings.require(u.column >= 0 && u.column <= u.text.unicodeScalars.count, "unread column \(u.column) outside its line: \(u.text)")
    }
    for log in paste.logs {
        for e in log.constraints + [log.broken].compactMap({ $0 }) {
            let printed = e.appleDescription
            let back = ConsoleLogReader.read(printed).logs.first?.constraints.first
            findings.require(
                back.map { same($0, e) } == true, "\(e.text) printed as \(printed) reads back as \(back.map(\.text) ?? "nothing")")
        }
        if log.constraints.count <= 12, findings.first == nil { _ = LogExplanation(log) }
    }
    if findings.first == nil, !paste.logs.isEmpty, paste.logs.count <= 3, paste.logs.allSatisfy({ $0.constraints.count <= 12 }) {
        let interpreter = Interpreter(settings: .fuzzing)
        let before = interpreter.session.state
        let reply = findings.checkingSolverWork(of: interpreter.session, "loading the paste") {
            _ = interpreter.execute(":paste")
            var reply = Interpreter.Reply("")
            // The paste ends at a blank line once a log is complete, else at two in a row.
            for line in lines where interpreter.pasteBuffer != nil { reply = interpreter.execute(line) }
            while interpreter.pasteBuffer != nil { reply = interpreter.execute("") }
            return reply
        }
        let noLog = reply.text.hasPrefix("error: no Auto Layout constraint log found")
        findings.require(!reply.isError || noLog, "the rebuilt log does not load: \(reply.text)")
        if !reply.isError {
            findings.require(interpreter.session.undo() && interpreter.session.state == before, "undo after loading a log")
        }
    }
    return findings.outcome
}

/// The same constraint, whatever its text and line.
private func same(_ a: PrintedConstraint, _ b: PrintedConstraint) -> Bool {
    a.first == b.first && a.second == b.second && a.firstAttribute == b.firstAttribute && a.secondAttribute == b.secondAttribute
        && a.relation == b.relation && a.multiplier == b.multiplier && a.constant == b.constant && a.priority == b.priority
        && a.identifier == b.identifier && a.type == b.type
}
