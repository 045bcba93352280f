import AutoLayout
import TestSupport
import Testing
import VisualFormat

/// Whatever the input, the parsers return constraints or a positioned error, never trap, and the
/// offset lies inside the text (or just past its end).
@Suite struct RobustnessTests {
    static let alphabet = Array("HV:|-[]()@,=<>.*/%~+;  \n abm_09-1.5e3é$\t")

    @Test(arguments: [Dialect.strict, .extended])
    func randomTextNeverCrashes(_ dialect: Dialect) {
        var rng = SeededGenerator(seed: UInt64(dialect.rawValue) + 11)
        let h = fixtureHierarchy()
        var kinds: Set<String> = []
        for _ in 0..<20_000 {
            let length = Int(rng.next() % 24)
            let text = String((0..<length).map { _ in RobustnessTests.alphabet[Int(rng.next() % UInt64(RobustnessTests.alphabet.count))] })
            for attempt in 0..<2 {
                do {
                    if attempt == 0 {
                        _ = try VisualFormat.constraints(text, metrics: ["m": 3], in: h, dialect: dialect)
                    } else {
                        _ = try Equation.constraint(text, in: h)
                    }
                } catch {
                    let offset = error.offset ?? 0
                    #expect(offset >= 0 && offset <= text.unicodeScalars.count, "\(text): \(error.message)")
                    #expect(!error.message.isEmpty)
                    kinds.insert(error.kindName)
                }
            }
        }
        // The generator reaches most ways to fail, so the property covers them.
        #expect(kinds.count >= 12, "\(kinds.sorted())")
    }

    /// Mutations of valid formats: a character dropped, doubled or replaced.
    @Test func mutatedFormatsNeverCrash() {
        var rng = SeededGenerator(seed: 5)
        let h = fixtureHierarchy()
        let seeds = VisualFormatTests.valid.map(\.format) + ["H:|-(<=100)-[button(>=50)]-(<=100)-|", "V:|-[a(==100)]-[b(==a@750)]-(>=m)-|"]
        for seed in seeds {
            let chars = Array(seed)
            guard !chars.isEmpty else { continue }
            for _ in 0..<400 {
                var m = chars
                let i = Int(rng.next() % UInt64(m.count))
                switch rng.next() % 3 {
                case 0: m.remove(at: i)
                case 1: m.insert(m[i], at: i)
                default: m[i] = RobustnessTests.alphabet[Int(rng.next() % UInt64(RobustnessTests.alphabet.count))]
                }
                let text = String(m)
                do {
                    _ = try VisualFormat.constraints(text, metrics: ["m": 3], in: h)
                } catch {
                    #expect((error.offset ?? 0) <= text.unicodeScalars.count)
                }
            }
        }
    }
}
