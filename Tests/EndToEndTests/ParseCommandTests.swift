import Foundation
import Testing

/// `vfl parse`, the contract other tools rely on.
@Suite struct ParseCommandTests {
    let vfl = VFLBinary.built()

    @Test func jsonOnSuccess() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["parse", "--views", "a,b", "--json", "--", "|-[a]-(>=10@500)-[b(==a)]"])
        #expect(r.status == 0)
        #expect(
            r.stdout == """
                {"constraints":[{"first":"a.leading","relation":"==","second":"superview.leading","multiplier":1,"constant":20,"priority":1000},\
                {"first":"b.leading","relation":">=","second":"a.trailing","multiplier":1,"constant":10,"priority":500},\
                {"first":"b.width","relation":"==","second":"a.width","multiplier":1,"constant":0,"priority":1000}]}

                """)
    }

    @Test func jsonOnFailure() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["parse", "--views", "a", "--detached", "d", "--json", "|[d]"])
        #expect(r.status == 1)
        #expect(
            r.stdout.hasPrefix(
                #"{"error":{"message":"Unable to interpret '|' character, because the related view (d) doesn't have a superview","offset":0,"kind":"noSuperview"}}"#
            ))
        let options = try vfl.run(["parse", "--views", "a,b", "--option", "alignAllTop", "--option", "alignAllRight", "--json", "[a][b]"])
        #expect(options.status == 1)
        #expect(options.stdout.contains(#""offset":null,"kind":"optionAlongAxis""#))
        let lastBaseline = try vfl.run(["parse", "--views", "a,b", "--option", "alignAllLastBaseline", "--json", "[a][b]"])
        #expect(lastBaseline.stdout.contains(#"{"first":"a.baseline","relation":"==","second":"b.baseline""#))
    }

    @Test func appleTextAndExitCodes() throws {
        let vfl = try #require(vfl)
        let ok = try vfl.run(["parse", "--views", "a", "--metric", "pad=12.5", "V:|-pad-[a]"])
        #expect(ok.status == 0 && ok.stdout == "a.top == superview.top + 12.5\n")
        let bad = try vfl.run(["parse", "--views", "button", "[buton]"])
        #expect(bad.status == 1)
        #expect(
            bad.stderr
                == "Unable to parse constraint format: \nbuton is not a key in the views dictionary. Did you mean 'button'? \n[buton] \n      ^\n"
        )
        #expect(try vfl.run(["parse"]).status == 2)
        #expect(try vfl.run(["parse", "--option", "alignAllNowhere", "[a]"]).status == 2)
        // A usage mistake is one line naming it, not the whole help.
        let usage = try vfl.run(["parse", "--option", "alignAllNowhere", "[a]"])
        #expect(usage.stderr.split(separator: "\n").count == 1)
        #expect(usage.stderr.hasPrefix("vfl: unknown option alignAllNowhere (did you mean alignAllCenterX?)"))
        // A view named in both lists is detached.
        let both = try vfl.run(["parse", "--views", "a,d", "--detached", "d", "|[d]"])
        #expect(both.status == 1)
        #expect(both.stderr.contains("because the related view (d) doesn't have a superview"))
        #expect(try vfl.run(["parse", "--views", "a,d", "--detached", "d", "[a][d]"]).stdout == "d.leading == a.trailing\n")
        // Shipped formats Apple accepts: a bare predicate in a connection.
        #expect(
            try vfl.run(["parse", "--views", "a,b", "V:[a]-0@999-[b]->=8-|"]).stdout
                == "b.top == a.bottom @999\nsuperview.bottom >= b.bottom + 8\n")
        let extended = try vfl.run(["parse", "--views", "a", "--extended", "|~[a(50%)]~|"])
        #expect(extended.stdout == "a.centerX == superview.centerX\na.width == 0.5*superview.width\n")
    }
}
