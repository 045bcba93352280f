import AutoLayout
import Testing
import VisualFormat

/// The opt-in extensions, each on its own and refused in strict mode.
@Suite struct DialectTests {
    @Test func whitespace() throws {
        #expect(
            try parse("H: | - [a] - 10 - [b] |", dialect: .whitespace) == [
                "a.leading == superview.leading + standard", "b.leading == a.trailing + 10", "superview.trailing == b.trailing",
            ])
        #expect(try parse("[a( >= 10 @ 500 , <= 20 )]", dialect: .whitespace) == ["a.width >= 10 @500", "a.width <= 20"])
        #expect(failure("H: |[a]|")?.kind == .whitespace)
    }

    @Test func commentsAndStatements() throws {
        let script = """
            H:|-[a]-| // full width
            V:|-[a(44)] ; [b]-[c]
            """
        #expect(
            try parse(script, dialect: [.whitespace, .comments, .multipleStatements]) == [
                "a.leading == superview.leading + standard", "superview.trailing == a.trailing + standard",
                "a.top == superview.top + standard", "a.height == 44", "c.leading == b.trailing + standard",
            ])
        #expect(failure("[a]//x")?.kindName == "extensionNotEnabled")
        #expect(failure("[a];;", dialect: .multipleStatements) == nil)
        #expect(failure(";", dialect: .multipleStatements)?.kind == .emptyFormat)
        // Each statement keeps Apple's checks.
        #expect(failure("[a];V|[b]", dialect: .multipleStatements)?.offset == 5)
    }

    /// Apple's parser reads a number only from a digit or '-' (`.5` and `+5` fail, docs/language.md
    /// "Apple's parser as shipped"); the expressions extension reads them as strtod would.
    @Test func leadingDotAndPlusAreExpressions() throws {
        #expect(failure("[a(.5)]")?.kindName == "extensionNotEnabled")
        #expect(try parse("[a(.5)]", dialect: .expressions) == ["a.width == 0.5"])
        #expect(try parse("[a(+5)]", dialect: .expressions) == ["a.width == 5"])
    }

    @Test func expressions() throws {
        let d = Dialect.expressions
        #expect(try parse("[a(==b.height)]", dialect: d) == ["a.width == b.height"])
        #expect(try parse("[a(==b*2+10)]", dialect: d) == ["a.width == 2*b.width + 10"])
        #expect(try parse("V:[a(<=b.width/4-1@500)]", dialect: d) == ["a.height <= 0.25*b.width - 1 @500"])
        #expect(try parse("[a(50%)]", dialect: d) == ["a.width == 0.5*superview.width"])
        #expect(try parse("[a]-(m*2)-[b]", metrics: ["m": 4], dialect: d) == ["b.leading == a.trailing + 8"])
        #expect(failure("[a(b.top)]", dialect: d)?.kindName == "invalidConstraint")
        #expect(failure("[a(b.middle)]", dialect: d)?.kind == .unknownAttribute("middle"))
        #expect(failure("[a(b/0)]", dialect: d)?.kindName == "numberOutOfRange")
        #expect(failure("[loner(50%)]", dialect: d)?.kind == .noSuperview("loner"))
    }

    @Test func namedPriorities() throws {
        #expect(
            try parse("[a(>=10@high,<=20@low)]-(8@fittingSize)-[b(5@required)]", dialect: .namedPriorities) == [
                "a.width >= 10 @750", "a.width <= 20 @250", "b.leading == a.trailing + 8 @50", "b.width == 5",
            ])
        // A metric of the same name wins, as metrics are the user's own words.
        #expect(try parse("[a(1@high)]", metrics: ["high": 999], dialect: .namedPriorities) == ["a.width == 1 @999"])
        #expect(failure("[a(1@hihg)]", dialect: .namedPriorities)?.suggestion == "high")
    }

    @Test func equalSpacersCenter() throws {
        #expect(try parse("|~[a(100)]~|", dialect: .equalSpacers) == ["a.centerX == superview.centerX", "a.width == 100"])
        #expect(try parse("V:|~[a]~|", dialect: .equalSpacers) == ["a.centerY == superview.centerY"])
        #expect(failure("|~[a]-[b]~|", dialect: .equalSpacers)?.kind == .unsupportedSpacers)
        #expect(failure("|~[a]", dialect: .equalSpacers)?.kind == .unsupportedSpacers)
    }

    @Test func extendedIsEverything() throws {
        #expect(
            try parse("H: |~[a(50% @ high)]~| ; V: |-[a]", dialect: .extended) == [
                "a.centerX == superview.centerX", "a.width == 0.5*superview.width @750", "a.top == superview.top + standard",
            ])
    }
}
