import AutoLayout
import Testing
import UIKitFacts

@Suite struct TitleMetricsTests {
    @Test func titleMetrics() {
        #expect(TitleMetrics.intrinsicSize(of: "Button") == IntrinsicSize(width: 44, height: 30))
        #expect(TitleMetrics.intrinsicSize(of: "Register") == IntrinsicSize(width: 56, height: 30))
        #expect(TitleMetrics.intrinsicSize(of: "") == IntrinsicSize(width: 0, height: 30))
        // Outside ASCII: a digit's width; CJK a full em; combining marks nothing.
        #expect(TitleMetrics.textWidth("é") == 556 * 0.015)
        #expect(TitleMetrics.textWidth("e\u{301}") == 556 * 0.015)
        #expect(TitleMetrics.textWidth("漢字") == 30)
    }
}
