import Testing
import TextSupport

@Suite struct NumberTextTests {
    @Test func shortestTextReadsBackAsTheSameNumber() {
        #expect(formatNumber(20) == "20")
        #expect(formatNumber(-0.5) == "-0.5")
        #expect(formatNumber(1e16) == "1e+16")
        for x in [0.1, 1.0 / 3, 123_456.789, -2.5e-7] { #expect(Double(formatNumber(x)) == x) }
        // Numbers a hair from an integer (what solvers and parsers produce) read back exactly too.
        for x in [8.0000000001, -3.0000000000001, 1e14 + 0.5, 99.99999999999999, 8.nextUp, (-1.0).nextDown] {
            #expect(Double(formatNumber(x)) == x, "\(x) printed as \(formatNumber(x))")
        }
    }

    @Test func tablesRoundToHundredthsAndNameWhatIsNotFinite() {
        #expect(formatHundredths(136.504) == "136.5")
        #expect(formatHundredths(1.0 / 3) == "0.33")
        #expect(formatHundredths(-0.001) == "0")
        #expect(formatHundredths(.infinity) == "∞")
        #expect(formatHundredths(-.infinity) == "-∞")
        #expect(formatHundredths(.nan) == "nan")
    }

    @Test func millisecondsKeepTwoDecimalsUnderTen() {
        #expect(formatMilliseconds(0.000_423) == "0.42 ms")
        #expect(formatMilliseconds(0.012_54) == "12.5 ms")
    }
}

@Suite struct TextHelpersTests {
    @Test func linesSplitOnLFAndCRLF() {
        #expect("a\r\nb\nc".lines == ["a", "b", "c"])
        #expect("".lines == [""])
        #expect("a\n".lines == ["a", ""])
    }

    @Test func identifiersAndWhitespace() {
        #expect("_a1".isIdentifier)
        #expect(!"1a".isIdentifier)
        #expect(!"é".isIdentifier)
        #expect(!"".isIdentifier)
        #expect("  a b \t".trimmingLeadingAndTrailingWhitespace == "a b")
        #expect(" a ".trimmingTrailingWhitespace == " a")
    }

    @Test func closestNameAllowsOneEditPerThreeCharacters() {
        #expect(closestName(to: "buton", in: ["label", "button"]) == "button")
        #expect(closestName(to: "widht", in: ["height", "width"]) == "width")  // a swap is one edit
        #expect(closestName(to: "xyz", in: ["width"]) == nil)
        #expect(closestName(to: "a", in: ["a"]) == nil)  // the name itself is no suggestion
    }
}
