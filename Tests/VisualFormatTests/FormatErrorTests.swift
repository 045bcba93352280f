import AutoLayout
import Testing
import VisualFormat

/// Invalid formats, one row per way to fail, with the offset Apple's caret points at.
@Suite struct FormatErrorTests {
    static let invalid: [(format: String, kind: String, offset: Int?)] = [
        ("", "emptyFormat", 0),
        ("V|[a]|", "expectedColon", 1),
        ("H[a]", "expectedColon", 1),
        ("Vx:[a]", "expectedColon", 1),
        ("H:|-10-|", "expectedView", 7),
        ("H:", "expectedView", 2),
        ("|", "expectedView", 1),
        ("[a]-", "expectedView", 4),
        ("[a]-10-", "expectedView", 7),
        ("[a]-10-10-[b]", "expectedView", 7),
        ("a", "expectedView", 0),
        ("[]", "expectedViewName", 1),
        ("[1]", "expectedViewName", 1),
        ("[blackBox]", "unknownView", 9),
        ("[a]-[blackBox]", "unknownView", 13),
        ("[a(blackWidth]", "unterminatedView", 13),
        ("[a(blackWidth)]", "unknownMetric", 13),
        ("[a(50]", "unterminatedView", 5),
        ("[a(50", "unterminatedView", 5),
        ("[a", "unterminatedView", 2),
        ("[a(50)", "unterminatedView", 6),
        ("[a()]", "expectedNumberOrMetric", 3),
        ("[a(==)]", "expectedNumberOrMetric", 5),
        ("[a(=50)]", "unknownRelation", 3),
        ("[a(=<50)]", "unknownRelation", 3),
        ("[a(<50)]", "unknownRelation", 3),
        ("[a]-(=<20)-[b]", "unknownRelation", 5),
        ("[a(50@)]", "expectedPriority", 6),
        ("[a(50@0)]", "invalidPriority", 6),
        ("[a(50@1001)]", "invalidPriority", 6),
        ("[a(50@-1)]", "invalidPriority", 6),
        ("[a(50@big)]", "unknownMetric", 9),
        ("[a]-b-[c]", "viewInConnection", 4),
        ("[a]-(>=b)-[c]", "viewInConnection", 7),
        ("[a]-pad-[b]", "unknownMetric", 7),
        ("[a]--10-[b]", "negativeSpacingNeedsParentheses", 4),
        ("[a]->=8,<=20-[b]", "listNeedsParentheses", 7),
        ("[a]->=b-[c]", "viewInConnection", 6),
        ("[a]->=-[b]", "expectedNumberOrMetric", 6),
        // Apple's numbers start with a digit or '-': no '+', no '.5' (extensions allow both)
        ("[a(+10)]", "extensionNotEnabled", 3),
        ("[a(.5)]", "extensionNotEnabled", 3),
        ("[a]-+10-[b]", "extensionNotEnabled", 4),
        ("[a]-10[b]", "expectedDash", 6),
        ("[a]-(10)[b]", "expectedDash", 8),
        ("[a]-(10-[b]", "expectedCloseParenthesis", 7),
        ("[a]-(10 20)-[b]", "whitespace", 7),
        ("|[loner]", "noSuperview", 0),
        ("[loner]|", "noSuperview", 7),
        ("[a]|[b]", "expectedEnd", 4),
        ("|[a]|x", "expectedEnd", 5),
        ("[a]]", "expectedEnd", 3),
        ("[a]x", "expectedEnd", 3),
        ("H: |[a]|", "whitespace", 2),
        ("|- [a]", "whitespace", 2),
        ("[a] ", "whitespace", 3),
        ("[é]", "invalidCharacter", 1),
        ("[a]-[b]é", "invalidCharacter", 7),
        ("[a($5)]", "invalidCharacter", 3),
        ("[a(1e999)]", "numberOutOfRange", 3),
        ("[a(2e12)]", "numberOutOfRange", 3),
        ("[a]-99999999999999-[b]", "numberOutOfRange", 4),
        ("[a(b.height)]", "extensionNotEnabled", 4),
        ("[a(50%)]", "extensionNotEnabled", 5),
        ("[a(b*2)]", "extensionNotEnabled", 4),
        ("|~[a]~|", "extensionNotEnabled", 1),
        ("[a];[b]", "extensionNotEnabled", 3),
        ("[a(@high)]", "expectedNumberOrMetric", 3),
        ("[a(50@high)]", "unknownMetric", 10),
    ]

    @Test(arguments: invalid)
    func failsWithAPositionedError(_ row: (format: String, kind: String, offset: Int?)) {
        let e = failure(row.format)
        #expect(e?.kindName == row.kind, "\(row.format): \(e?.message ?? "parsed")")
        #expect(e?.offset == row.offset, "\(row.format): \(e?.message ?? "parsed")")
    }

    /// `checkSyntax` reports what is wrong with the format itself and nothing that depends on
    /// the views or metrics.
    @Test func syntaxAloneIgnoresNames() throws {
        try VisualFormat.checkSyntax("H:|-[nobody(==gap)]-m-[else]-|")
        #expect(throws: FormatError.self) { try VisualFormat.checkSyntax("H:|-[a]-(10 @)-[b]") }
        do {
            try VisualFormat.checkSyntax("V|[a]")
            Issue.record("accepted V|[a]")
        } catch {
            #expect(error.kindName == "expectedColon" && error.offset == 1)
        }
        try VisualFormat.checkSyntax("H: |-[a]-|", dialect: .extended)
    }

    /// Offsets count Unicode scalars even after multi-byte UTF-8 (the lexer reads bytes).
    @Test func offsetsCountScalarsAfterNonASCII() throws {
        var views = ViewHierarchy()
        try views.add(View("superview"))
        for name in ["a", "b"] { try views.add(View(name, superview: "superview")) }
        let format = "H:[a] // é 🙂\n[b"
        do {
            _ = try VisualFormat.constraints(format, in: views, dialect: .extended)
            Issue.record("parsed")
        } catch {
            #expect(error.offset == 15, "\(error.message)")
        }
    }

    @Test func rendersLikeApple() {
        let e = failure("V|[a]|")
        #expect(
            e?.appleReason == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[a]| \n ^")
        let unknown = failure("[a]-[buton]")
        #expect(unknown?.message == "buton is not a key in the views dictionary. Did you mean 'button'?")
        #expect(unknown?.caretLine == "          ^")
        let noSuper = failure("H:|-[loner]")
        #expect(noSuper?.message == "Unable to interpret '|' character, because the related view (loner) doesn't have a superview")
        #expect(failure("[a]-(-10)-[b]", metrics: ["padding": 1]) == nil)
        #expect(failure("[a(paddin)]", metrics: ["padding": 1])?.suggestion == "padding")
    }

    /// A message without a period of its own gets one before the did-you-mean sentence.
    @Test func didYouMeanIsASentenceOfItsOwn() throws {
        var hierarchy = ViewHierarchy()
        try hierarchy.add(View("superview"))
        try hierarchy.add(View("a", superview: "superview"))
        do {
            _ = try Equation.constraint("a.widht == 10", in: hierarchy)
            Issue.record("parsed")
        } catch {
            #expect(error.message == "Unknown attribute 'widht'. Did you mean 'width'?")
            #expect(error.caretLine == "  ^")
        }
    }

    @Test func metricValuesAreChecked() {
        #expect(failure("[a(m)]", metrics: ["m": .nan])?.kindName == "numberOutOfRange")
        #expect(failure("[a]-m-[b]", metrics: ["m": .infinity])?.offset == 4)
        #expect(failure("[a(5@p)]", metrics: ["p": 0])?.kind == .invalidPriority(0))
    }

    @Test func caretClampsToTheFormat() {
        #expect(FormatError(.expectedView, format: "ab", offset: 99).caretLine == "  ^")
        #expect(FormatError(.expectedView, format: "ab", offset: -3).caretLine == "^")
        #expect(
            FormatError(.expectedView, format: "ab", offset: nil).appleReason == "Unable to parse constraint format: \nExpected a view \nab"
        )
    }
}
