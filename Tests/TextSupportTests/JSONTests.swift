import Foundation
import Testing
import TextSupport

@Suite struct JSONTests {
    @Test func writesTheContractShape() {
        let value = JSON.object([
            (
                "constraints",
                .array([
                    .object([
                        ("first", .string("a.leading")), ("relation", .string("==")), ("second", .null),
                        ("multiplier", .number(1)), ("constant", .number(20)), ("priority", .number(750.5)),
                    ])
                ])
            ),
            ("ok", .bool(true)),
        ])
        #expect(
            value.text
                == #"{"constraints":[{"first":"a.leading","relation":"==","second":null,"multiplier":1,"constant":20,"priority":750.5}],"ok":true}"#
        )
    }

    @Test func escapesAndRoundTripsThroughFoundation() throws {
        let tricky = "quote \" backslash \\ newline \n tab \t bell \u{7} é ≥ 🙂"
        let text = JSON.array([.string(tricky), .number(-0.25), .number(.nan), .number(1e20)]).text
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
        #expect(decoded?.first as? String == tricky)
        #expect(decoded?[1] as? Double == -0.25)
        #expect(decoded?[2] is NSNull)
        #expect(decoded?[3] as? Double == 1e20)
    }
}
