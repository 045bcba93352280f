import AutoLayout
import FuzzTargets
import PropertyBased
import Testing
import VisualFormat

/// Properties over generated inputs, with integrated shrinking: a failure is reported with the
/// smallest input found and a `.fixedSeed("…")` that replays it. Turn a shrunk failure into a
/// file under `Corpus/Regressions/TARGET/` (the fuzz targets' checks are the same functions),
/// never into a committed fixed seed.
@Suite struct PropertyTests {
    /// Formats built from a list of choices (so shrinking the list shrinks the format), valid
    /// by construction for the views of the VFL fuzz target.
    static let formats = Gen.uint8(in: 0...255).array(of: 1...24).map { ValidFormat.build(from: $0) }

    @Test func validFormatsParse() async {
        await propertyCheck(count: 300, input: PropertyTests.formats) { format in
            #expect(throws: Never.self, "\(format)") { try VisualFormat.constraints(format, in: ValidFormat.hierarchy) }
        }
    }

    @Test func printedConstraintsParseBack() async {
        await propertyCheck(count: 300, input: PropertyTests.formats) { format in
            // The VFL target's checks: every constraint prints to text that reads back as itself.
            #expect(fuzzVFLParse(Array((" " + format).utf8)).failure == nil, "\(format)")
        }
    }

    @Test func printingIsAFixpoint() async throws {
        await propertyCheck(count: 200, input: PropertyTests.formats) { format in
            let hierarchy = ValidFormat.hierarchy
            guard let constraints = try? VisualFormat.constraints(format, in: hierarchy) else { return }
            let printed = constraints.map { ConstraintPrinter.text(for: $0, in: hierarchy) }
            let again = printed.compactMap { text in
                (Equation.looksLikeEquation(text)
                    ? (try? Equation.constraint(text, in: hierarchy)).map { [$0] }
                    : try? VisualFormat.constraints(text, in: hierarchy)).map { $0.map { ConstraintPrinter.text(for: $0, in: hierarchy) } }
            }.flatMap { $0 }
            #expect(again == printed, "\(format)")
        }
    }

    @Test func mutatedFormatsNeverTrapAndPointInside() async {
        let mutation = zip(PropertyTests.formats, Gen.int(in: 0...200), Gen.uint8(in: 0...255).array(of: 0...3), Gen.int(in: 0...3))
        await propertyCheck(count: 400, input: mutation) { format, at, inserted, removed in
            var scalars = Array(format.unicodeScalars)
            let i = at % (scalars.count + 1)
            scalars.removeSubrange(i..<min(scalars.count, i + removed))
            let alphabet = Array("HV:|-[]()=<>@,.0123456789abcxy%*+/~; \u{e4}".unicodeScalars)
            scalars.insert(contentsOf: inserted.map { alphabet[Int($0) % alphabet.count] }, at: i)
            let mutated = String(String.UnicodeScalarView(scalars))
            #expect(fuzzVFLParse(Array((" " + mutated).utf8)).failure == nil, "\(mutated)")
            #expect(fuzzVFLParse(Array(("`" + mutated).utf8)).failure == nil, "extended: \(mutated)")
        }
    }

    @Test func solverAgreesWithTheOracle() async {
        // Invariants after every call, required constraints hold, refused calls change nothing,
        // unsatisfiable verdicts and conflict sets confirmed, the weighted error equal to the
        // LP optimum, from-scratch equal to incremental, ambiguity verdicts equal to the LP's.
        await propertyCheck(count: 300, input: Gen.uint8(in: 0...255).array(of: 0...160)) { bytes in
            #expect(fuzzSolver(bytes).failure == nil, "\(bytes)")
        }
    }

    @Test func sessionsKeepTheirPromises() async {
        // A failed line changes nothing; undo/redo restore exactly; the saved script rebuilds.
        await propertyCheck(count: 60, input: Gen.uint8(in: 0...255).array(of: 1...30)) { choices in
            let script = SessionScript.build(from: choices)
            #expect(fuzzSession(Array(script.utf8)).failure == nil, "\(script)")
        }
    }
}

/// VFL that Apple's grammar accepts, for the views of `fuzzVFLParse`, from a list of choices.
enum ValidFormat {
    static let names = ["a", "b", "c", "button", "label"]

    /// The views `fuzzVFLParse` declares.
    static var hierarchy: ViewHierarchy { fuzzHierarchy() }

    static func build(from choices: [UInt8]) -> String {
        var input = choices.makeIterator()
        func next(_ n: Int) -> Int { Int(input.next() ?? 0) % n }
        let count = 1 + next(3)
        var text = next(2) == 0 ? "H:" : "V:"
        if next(2) == 1 { text += "|" + connection(next) }
        for i in 0..<count {
            if i > 0 { text += connection(next) }
            let name = names[i]
            text += "[\(name)"
            switch next(5) {
            case 1: text += "(\(10 * next(20)))"
            case 2: text += "(>=\(10 * next(20))@\(250 * (1 + next(4))))"
            case 3 where i > 0: text += "(==\(names[0]))"
            case 4: text += "(>=\(next(50)),<=\(100 + next(200)))"
            default: break
            }
            text += "]"
        }
        if next(2) == 1 { text += connection(next) + "|" }
        return text
    }

    private static func connection(_ next: (Int) -> Int) -> String {
        switch next(5) {
        case 0: ""
        case 1: "-"
        case 2: "-\(next(40))-"
        case 3: "-(>=\(next(40)))-"
        default: "-(\(next(40))@\(1 + next(999)))-"
        }
    }
}

/// A session script from a list of choices: views, VFL, equations, size changes, keyboard,
/// undo/redo, removals, and deliberate mistakes.
enum SessionScript {
    static func build(from choices: [UInt8]) -> String {
        let names = ["a", "b", "c"]
        var lines: [String] = []
        for (i, choice) in choices.enumerated() {
            let n = names[i % 3], m = names[(i + 1) % 3]
            switch choice % 14 {
            case 0: lines.append("view \(n)")
            case 1: lines.append("view \(n) \(20 + choice % 50)x30")
            case 2: lines.append("H:|-[\(n)]-|")
            case 3: lines.append("V:|-[\(n)(==\(choice % 90))]-[\(m)]")
            case 4: lines.append("\(n).centerX == \(m).centerX")
            case 5: lines.append("\(n).width == 0.5 * \(m).width + \(choice % 7) @750")
            case 6: lines.append("rotate")
            case 7: lines.append("keyboard")
            case 8: lines.append(":undo")
            case 9: lines.append(":redo")
            case 10: lines.append(":remove \(1 + choice % 4)")
            case 11: lines.append("size \(200 + Int(choice))x\(300 + Int(choice))")
            case 12: lines.append("H:|-[\(n)]-[nope]")
            default: lines.append("metric gap = \(choice % 30)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
