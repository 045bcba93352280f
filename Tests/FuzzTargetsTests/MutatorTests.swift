import Foundation
import FuzzTargets
import Testing
import VisualFormat

/// The structure-aware mutators behind the targets' `LLVMFuzzerCustomMutator`: deterministic in
/// their seed, and their VFL stays VFL (the model reads back what it printed, and most of it
/// the real parser reads too).
@Suite struct MutatorTests {
    static let formats = [
        "H:|-[a]-[b]-|", "V:|-20-[a(>=44@750)]-(>=8)-[b(==a)]", "[a]-(>=8,<=20@250)-[b]", "|[button(label)]|",
        "H:[a(100)][b(==a@999)]-pad-|", "V:[textField]-m-[label(w)]",
    ]

    @Test func vflMutationsAreDeterministicAndStayVFL() throws {
        var changed = 0, parsed = 0, total = 0
        for format in Self.formats {
            #expect(VFLMutator.Line.parse(format)?.text == format)
            for seed in UInt32(0)..<200 {
                let once = try #require(VFLMutator.mutate(format, seed: seed))
                #expect(VFLMutator.mutate(format, seed: seed) == once)
                #expect(VFLMutator.Line.parse(once)?.text == once, "\(format) → \(once)")
                total += 1
                if once != format { changed += 1 }
                if (try? VisualFormat.constraints(once, metrics: ["m": 20, "pad": 8, "w": 100, "big": 1e9], in: fuzzHierarchy())) != nil {
                    parsed += 1
                }
            }
        }
        #expect(changed * 10 >= total * 8)
        #expect(parsed * 3 >= total)
        #expect(VFLMutator.mutate("not VFL at all", seed: 1) == nil)
        #expect(mutateVFLParseInput(Array(" H:|-[a]-|".utf8), seed: 3) != nil)
    }

    /// Interface Builder documents change one line or one attribute at a time, the same way for
    /// a seed, and every change still reads without a trap (problems at lines of the document).
    @Test func interfaceBuilderMutationsAreDeterministicAndStayReadable() throws {
        let seed = try String(contentsOf: Corpus.root.appendingPathComponent("FuzzInterfaceBuilder/05-stack.storyboard"), encoding: .utf8)
        var outputs = Set<String>()
        for s in UInt32(0)..<300 {
            let once = InterfaceBuilderMutator.mutate(seed, seed: s)
            #expect(InterfaceBuilderMutator.mutate(seed, seed: s) == once)
            outputs.insert(once)
            #expect(fuzzInterfaceBuilder(Array(once.utf8)).failure == nil, "\(once)")
        }
        #expect(outputs.count > 150)
    }

    @Test func sessionMutationsAreDeterministic() throws {
        let script = "view a 40x40\nview b \"OK\"\nH:|-[a]-[b]-|\na.top == root.top + 20\n:undo\n"
        var outputs = Set<String>()
        for seed in UInt32(0)..<300 {
            let once = SessionMutator.mutate(script, seed: seed)
            #expect(SessionMutator.mutate(script, seed: seed) == once)
            outputs.insert(once)
        }
        #expect(outputs.count > 120)
        #expect(outputs.contains { $0.contains(" in ") })  // views nested in views
        #expect(!SessionMutator.mutate("", seed: 9).isEmpty)
    }
}
