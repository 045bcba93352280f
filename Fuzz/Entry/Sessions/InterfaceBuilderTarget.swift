import AutoLayout
import Cassowary
import Foundation
import FuzzSupport
import InterfaceBuilder
import SeededRandom
import SolverFuzzing
import Workbench

/// Fuzz target 6: the Interface Builder reader on a document's bytes (at most 32 kB), every
/// scene laid out and solved.
///
/// Properties: nothing traps (reading, mapping, solving); every problem has a line inside the
/// document and a column of at least 1; every solved frame is finite; reading the same bytes
/// twice gives the same scenes and problems; each scene's solver work stays within
/// `SolverWorkBound`. The first scene opened in a session (`:open`'s statements) runs without
/// an error and, when the document's solve has neither a conflict nor an ambiguity, gives
/// every view the frame the document's solve gives it.
public func fuzzInterfaceBuilder(_ bytes: [UInt8]) -> FuzzOutcome {
    let findings = Findings()
    guard bytes.count <= 32_768 else { return findings.outcome }
    let data = Data(bytes)
    let document = DocumentReader.read(data)
    let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    for p in document.problems {
        findings.require(p.line >= 1 && p.line <= lines + 1 && p.column >= 1, "problem outside the document (\(lines) lines): \(p)")
    }
    for (k, scene) in document.scenes.prefix(8).enumerated() where findings.first == nil {
        let solved = SolvedScene(scene, of: document)
        if k == 0 { checkOpening(solved, of: document, findings) }
        findings.work.add(.scenes, 1)
        var bound = SolverWorkBound()
        bound.see(solved.engine.tableauSize)
        bound.check(solved.engine.statistics, in: findings, "scene \(scene.id)")
        for p in solved.laid.problems {
            findings.require(p.line >= 1 && p.line <= lines + 1, "scene problem outside the document (\(lines) lines): \(p)")
        }
        for item in solved.laid.items {
            guard let f = solved.frame(of: item) else { continue }
            findings.require(
                [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), "\(item.name) (\(item.id)) solved to a frame that is not finite: \(f)"
            )
        }
    }
    let again = DocumentReader.read(data)
    findings.require(
        again.problems == document.problems && again.scenes.map(\.id) == document.scenes.map(\.id),
        "reading the same bytes twice gave different documents")
    return findings.outcome
}

/// `:open`'s statements for `scene`, run in a fresh session: none fails, and an unambiguous
/// layout without conflicts comes out with the document's frames.
func checkOpening(_ solved: SolvedScene, of document: IBDocument, _ findings: Findings) {
    let scene = solved.scene, laid = solved.laid
    let interpreter = Interpreter(settings: .fuzzing)
    for statement in Interpreter.statements(opening: scene, of: document) {
        let reply = interpreter.execute(statement)
        guard !reply.isError else {
            findings.require(false, "scene \(scene.id): its statement '\(statement)' fails: \(reply.text)")
            return
        }
    }
    guard solved.solution.conflicts.isEmpty, interpreter.session.solution.conflicts.isEmpty, solved.ambiguities.isEmpty else { return }
    for item in laid.items.dropFirst() {
        guard let w = solved.solution.frames[item.name] else { continue }
        let got = interpreter.session.solution.frames[item.name]
        findings.require(
            got.map { $0.isClose(to: w, tolerance: 1e-6 * max(1, abs(w.x), abs(w.y), w.width, w.height)) } ?? false,
            "scene \(scene.id): \(item.name) opens at \(got?.text ?? "nothing") where the document solves it at \(w.text)")
    }
}

/// Structure-aware mutation of Interface Builder documents, one element a line as Xcode writes
/// them: a line dropped, repeated or moved; an attribute's value swapped with another line's
/// value of the same attribute (ids, items, relations, constants); a reference pointed at
/// another id of the document; a number made extreme.
public enum InterfaceBuilderMutator {
    /// ` name="value"` (a computed regex: `Regex` is not `Sendable`).
    static var attribute: Regex<(Substring, Substring, Substring)> { #/ ([A-Za-z]+)="([^"]*)"/# }

    /// `document` changed once (deterministic in `seed`): a change that changes nothing (a line
    /// swapped with itself, a value with the same value) is tried again, four times at most.
    public static func mutate(_ document: String, seed: UInt32) -> String {
        var random = MutationRandom(seed: UInt64(seed))
        for _ in 0..<4 {
            let changed = mutateOnce(document, &random)
            if changed != document { return changed }
        }
        return document + "\n"
    }

    static func mutateOnce(_ document: String, _ random: inout MutationRandom) -> String {
        var lines = document.components(separatedBy: "\n")
        guard lines.count > 2 else { return document + "\n<view id=\"x\"/>" }
        let i = 1 + random.below(lines.count - 1)
        let ids = lines.flatMap { line in line.matches(of: attribute).filter { $0.output.1 == "id" }.map { String($0.output.2) } }
        switch random.below(6) {
        case 0: lines.remove(at: i)
        case 1: lines.insert(lines[i], at: 1 + random.below(lines.count - 1))
        case 2: lines.swapAt(i, 1 + random.below(lines.count - 1))
        case 3:
            // A value from another line's same attribute.
            let mine = Array(lines[i].matches(of: attribute))
            guard let m = mine.randomElement(using: &random) else { break }
            let name = m.output.1
            let others = lines.flatMap { $0.matches(of: attribute).filter { $0.output.1 == name }.map { String($0.output.2) } }
            if let value = others.randomElement(using: &random) {
                lines[i].replaceSubrange(m.range, with: " \(name)=\"\(value)\"")
            }
        case 4:
            // A reference to another id.
            let mine = Array(
                lines[i].matches(of: attribute).filter { ["firstItem", "secondItem", "reference", "destination"].contains($0.output.1) })
            if let m = mine.randomElement(using: &random), let id = ids.randomElement(using: &random) {
                lines[i].replaceSubrange(m.range, with: " \(m.output.1)=\"\(id)\"")
            }
        default:
            // A number at an extreme, or a relation changed.
            let mine = Array(lines[i].matches(of: attribute))
            if let m = mine.randomElement(using: &random) {
                let value = random.pick(["0", "-1", "1e308", "nan", "1:0", "3/2", "1000", "0.5", "greaterThanOrEqual", "YES", ""])
                lines[i].replaceSubrange(m.range, with: " \(m.output.1)=\"\(value)\"")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// The Interface Builder target's custom mutation: the document as text, changed once.
public func mutateInterfaceBuilderInput(_ bytes: [UInt8], seed: UInt32) -> [UInt8]? {
    Array(InterfaceBuilderMutator.mutate(String(decoding: bytes, as: UTF8.self), seed: seed).utf8)
}
