import AutoLayout
import TestSupport
import Testing
import VisualFormat

@Suite struct EquationTests {
    func equation(_ text: String) throws(FormatError) -> String {
        try Equation.constraint(text, in: fixtureHierarchy()).description
    }

    func failure(_ text: String) -> FormatError? {
        do {
            _ = try Equation.constraint(text, in: fixtureHierarchy())
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTheSeedsFormula() throws {
        #expect(try equation("button.centerX == superview.centerX") == "button.centerX == superview.centerX")
        #expect(try equation("a.width == 0.5 * b.width + 10 @750") == "a.width == 0.5*b.width + 10 @750")
        #expect(try equation("a.width == 2 * a.height") == "a.width == 2*a.height")
        #expect(try equation("a.width==b.height*2-4@low") == "a.width == 2*b.height - 4 @250")
        #expect(try equation("a.height >= 44") == "a.height >= 44")
        #expect(try equation("a.width <= -0.5 * b.width") == "a.width <= -0.5*b.width")
        #expect(try equation("a.lastBaseline == b.baseline") == "a.baseline == b.baseline")
        #expect(Equation.looksLikeEquation("a.width == 10"))
        #expect(!Equation.looksLikeEquation("H:|-[a]-|"))
        #expect(!Equation.looksLikeEquation("[a]"))
    }

    static let invalid: [(text: String, kind: String, offset: Int)] = [
        ("", "expectedAttribute", 0),
        ("a", "expectedAttribute", 1),
        ("a.", "expectedAttribute", 2),
        ("a.widht == 5", "unknownAttribute", 2),
        ("a.width = 5", "unknownRelation", 8),
        ("a.width 5", "expectedRelation", 8),
        ("a.width ==", "expectedNumberOrMetric", 10),
        ("a.width == 5 5", "expectedEquationEnd", 13),
        ("a.width == 100 + 20", "expectedEquationEnd", 15),
        ("buton.width == 5", "unknownView", 0),
        ("a.width == b.height * x", "expectedNumberOrMetric", 22),
        ("a.left == 20", "invalidConstraint", 10),
        ("a.left == b.top", "invalidConstraint", 10),
        ("a.leading == b.left", "invalidConstraint", 13),
        ("a.width == 5 @0", "invalidPriority", 14),
        ("a.width == 5 @hihg", "expectedPriority", 14),
        ("a.width == 1e13", "numberOutOfRange", 11),
        ("a.left == loner.left", "invalidConstraint", 10),
        ("loner.left == superview.left", "invalidConstraint", 14),
        ("a.width == 5 $", "invalidCharacter", 13),
    ]

    @Test(arguments: invalid)
    func failsWithAPositionedError(_ row: (text: String, kind: String, offset: Int)) {
        let e = failure(row.text)
        #expect(e?.kindName == row.kind, "\(row.text): \(e?.message ?? "parsed")")
        #expect(e?.offset == row.offset, "\(row.text): \(e?.message ?? "parsed")")
    }

    /// What follows a complete equation is reported as such, not in VFL's words ("the end of
    /// the format string"), and a sum after a lone constant says why it cannot stand.
    @Test func anEquationsEndIsTheEquations() {
        #expect(failure("a.width == 5 5")?.message == "Expected the end of the equation")
        #expect(
            failure("a.width == 100 + 20")?.message
                == "Expected the end of the equation: a constant alone takes no sum, write it as one number")
    }

    @Test func superviewMeansTheFirstItemsParent() throws {
        var h = ViewHierarchy()
        try h.add(View("root"))
        try h.add(View("button", superview: "root"))
        #expect(try Equation.constraint("button.centerX == superview.centerX", in: h).description == "button.centerX == root.centerX")
        #expect(throws: FormatError(.noSuperview("root"), format: "root.left == superview.left", offset: 13)) {
            try Equation.constraint("root.left == superview.left", in: h)
        }
        let spaced = try Equation.constraint("button.left == root.left + standard", in: h)
        #expect(spaced.standardSpacing == .superviewEdge)
    }

    @Test func suggestsNames() {
        #expect(failure("buton.width == 5")?.suggestion == "button")
        #expect(failure("a.widht == 5")?.suggestion == "width")
        #expect(failure("a.width == 5 @hihg")?.suggestion == "high")
    }
}

/// parse(print(x)) == x, for every constraint the parsers can produce.
@Suite struct ConstraintPrinterTests {
    @Test func printsLikeApplesLogs() throws {
        let h = fixtureHierarchy()
        func printed(_ format: String, _ options: FormatOptions = []) throws -> [String] {
            try VisualFormat.constraints(format, options: options, metrics: ["m": 7], in: h).map { ConstraintPrinter.text(for: $0, in: h) }
        }
        #expect(
            try printed("|-[a]-8-[b(>=10@750)]-(0)-|") == [
                "H:|-[a]", "H:[a]-(8)-[b]", "H:[b(>=10@750)]", "H:[b]-(0)-|",
            ])
        #expect(try printed("V:|[a(==b)]-[b]-(<=m)-|") == ["V:|-(0)-[a]", "V:[a(b)]", "V:[a]-[b]", "V:[b]-(<=7)-|"])
        #expect(try printed("[a]-(-4)-[b]", .alignAllTop) == ["H:[a]-(-4)-[b]", "a.top == b.top"])
        #expect(try printed("[a]-5-[b]", .directionLeftToRight) == ["b.left == a.right + 5"])
        let eq = try Equation.constraint("a.width == 0.5 * b.width + 10 @750", in: h)
        #expect(ConstraintPrinter.text(for: eq, in: h) == "a.width == 0.5 * b.width + 10 @750")
    }

    /// Random formats from the grammar: every constraint prints to text that parses back to it.
    @Test func roundTripsRandomFormats() throws {
        let h = fixtureHierarchy()
        var rng = SeededGenerator(seed: 7)
        let names = ["a", "b", "c", "button"]
        func object() -> String {
            switch rng.next() % 4 {
            case 0: return String(rng.next() % 300)
            case 1: return "-\(rng.next() % 50).5"
            case 2: return "m"
            default: return names[Int(rng.next() % 4)]
            }
        }
        func predicate(allowViews: Bool) -> String {
            let relation = ["", "==", "<=", ">="][Int(rng.next() % 4)]
            var o = object()
            if !allowViews, names.contains(o) { o = "12" }
            let priority = rng.next() % 3 == 0 ? "@\(1 + rng.next() % 1000)" : ""
            return relation + o + priority
        }
        func connection() -> String {
            switch rng.next() % 4 {
            case 0: return ""
            case 1: return "-"
            case 2: return "-\(rng.next() % 40)-"
            default: return "-(\(predicate(allowViews: false)),\(predicate(allowViews: false)))-"
            }
        }
        var checked = 0
        for _ in 0..<300 {
            var format = ["H:", "V:", ""][Int(rng.next() % 3)]
            if rng.next() % 2 == 0 { format += "|" + connection() }
            let count = 1 + Int(rng.next() % 3)
            for i in 0..<count {
                if i > 0 { format += connection() }
                format += "[\(names[i])" + (rng.next() % 2 == 0 ? "(\(predicate(allowViews: true)))" : "") + "]"
            }
            if rng.next() % 2 == 0 { format += connection() + "|" }
            let options: FormatOptions = [[], .directionLeftToRight, .directionRightToLeft][Int(rng.next() % 3)]
            let constraints = try VisualFormat.constraints(format, options: options, metrics: ["m": 7.25], in: h)
            for c in constraints {
                let text = ConstraintPrinter.text(for: c, in: h)
                let back =
                    text.hasPrefix("H:") || text.hasPrefix("V:")
                    ? try VisualFormat.constraints(text, in: h) : [try Equation.constraint(text, in: h)]
                #expect(back == [c], "\(format) → \(text)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }
}
