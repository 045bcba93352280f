import Testing
import VisualFormat

@Suite struct FormatDiagnosticTests {
    @Test func rendersLikeApple() {
        let d = FormatDiagnostic(message: "Expected ':' after 'V' to specify vertical arrangement", format: "V|[backgroundBox]|", offset: 1)
        #expect(d.appleReason == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[backgroundBox]| \n ^")
    }

    @Test func caretCountsCharactersAndClamps() {
        #expect(FormatDiagnostic(message: "m", format: "[é]-[b", offset: 6).caretLine == "      ^")
        #expect(FormatDiagnostic(message: "m", format: "ab", offset: 99).caretLine == "  ^")
        #expect(FormatDiagnostic(message: "m", format: "ab", offset: -3).caretLine == "^")
    }
}
