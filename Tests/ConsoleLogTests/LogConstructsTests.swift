import AutoLayout
import Foundation
import Testing
import UIKitFacts

@testable import ConsoleLog

/// The constructs behind real logs' entries (issue 29, part 7): each case is a log of
/// `Corpus/ConsoleLogs/` (its header names the public thread it was copied from), read back
/// into the stack, frame and mask, margins or safe area that made its entries.
@Suite struct LogConstructsTests {
    static func constructs(_ file: String, rootSize: Size = Size(width: 320, height: 568)) throws -> LogConstructs {
        let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent(file), encoding: .utf8)
        let log = try #require(ConsoleLogReader.read(text).logs.first)
        return RebuiltLog(log).constructs(rootSize: rootSize)
    }

    func stack(_ c: LogConstructs, _ name: String) -> StackView? {
        for item in c.items where item.name == name {
            if case let .stack(s) = item.kind { return s }
        }
        return nil
    }

    func kind(_ c: LogConstructs, _ name: String) -> LogConstructs.Kind? { c.items.first { $0.name == name }?.kind }

    /// braintree_ios#237 (iOS 9): `'UISV-hiding' H:[BTUICardHint(0)]` is a hidden arranged
    /// view of a horizontal stack the log does not print; the app's width constraint stays.
    @Test func aHiddenArrangedViewIsInAStack() throws {
        let c = try Self.constructs("006-braintree-uisv-hiding-vfl.log")
        let s = try #require(stack(c, "Stack1"))
        #expect(s.arranged == ["BTUICardHint"])
        #expect(s.hidden == ["BTUICardHint"])
        #expect(s.axis == .horizontal)
        #expect(c.covered[2] == "stack Stack1")
        #expect(c.equations.map(\.constraint.description) == ["BTUICardHint.width == BTUIVisaVectorArtView.width + 1"])
        #expect(c.iOS == 9)
        #expect(c.items.first { $0.name == "BTUICardHint" }?.parent == "Stack1")
    }

    /// "Nested UIStackViews Broken Constraints" (iOS 9): a vertical stack of a label and a
    /// button 8 apart, itself hidden in an outer vertical stack.
    @Test func nestedStacksAreRebuiltAsStacks() throws {
        let c = try Self.constructs("054-nested-stackviews-hiding-spacing.log")
        let inner = try #require(stack(c, "StackView"))
        #expect(inner.arranged == ["AlsoAvailableOnIBooks", "Button"])
        #expect(inner.axis == .vertical)
        #expect(inner.spacing == 8)
        #expect(inner.hidden.isEmpty)
        let outer = try #require(stack(c, "Stack1"))
        #expect(outer.arranged == ["StackView"] && outer.hidden == ["StackView"] && outer.axis == .vertical)
        #expect(c.equations.isEmpty)
        #expect(c.covered.count == 4)
        // The outer stack is declared before the inner one, which is its subview.
        let order = c.items.map(\.name)
        #expect((order.firstIndex(of: "Stack1") ?? 99) < (order.firstIndex(of: "StackView") ?? -1))
    }

    /// readium (iOS 13+): a toolbar's `_UIButtonBarStackView` spaces its views 0 apart; no canvas
    /// connection is in the excerpt, so the one stack class printed is the stack; its margin
    /// guide's own constraints print left and right margins of 0.
    @Test func aStackNamedOnlyByItsClassAndItsMargins() throws {
        let c = try Self.constructs("073-readium-toolbar-margins-ltr-mid-list.log")
        let s = try #require(stack(c, "Superview"))
        #expect(s.arranged == ["View1", "ButtonBarButton1", "View2", "ButtonBarButton2", "View3"])
        #expect(s.axis == .horizontal && s.spacing == 0)
        #expect(c.margins["Superview"] == DirectionalInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
        #expect(c.equations.isEmpty)
    }

    /// firefox-ios: a collection view with `h=-&- v=-&-` pinned to its superview's bottom, and
    /// the app pins it to the safe area's bottom, 20 above. The superview is the controller's
    /// root: the session's root, with the printed inset as additionalSafeAreaInsets.
    @Test func theSafeAreasOwnerBecomesTheRoot() throws {
        let c = try Self.constructs("015-firefox-safe-area-autoresizing-vfl.log")
        #expect(c.additionalSafeArea == EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        #expect(c.iOS == 11)
        #expect(
            kind(c, "FxCollectionView")
                == .autoresized(frame: Frame(x: 0, y: 0, width: 320, height: 568), mask: [.flexibleWidth, .flexibleHeight]))
        #expect(c.items.map(\.name) == ["FxCollectionView"])
        #expect(c.equations.map(\.constraint.description) == ["FxCollectionView.bottom == root.safeAreaLayoutGuide.bottom"])
    }

    /// A view with `h=-&- v=&--` and a height of 86, whose margin guide's bottom constraint
    /// prints 42; the app pins a button to the margin guide.
    @Test func marginsAndAFrameFromTheGuidesOwnConstraints() throws {
        let c = try Self.constructs("064-nsspace-0-after-equation-margins-42.log")
        #expect(c.margins["View"] == DirectionalInsets(top: 8, leading: 8, bottom: 42, trailing: 8))
        guard case let .autoresized(frame, mask)? = kind(c, "View") else {
            Issue.record("View is not rebuilt from its frame")
            return
        }
        #expect(frame.height == 86 && frame.width == 320)
        #expect(mask == [.flexibleWidth, .flexibleTopMargin])
        #expect(c.equations.map(\.constraint.description).contains("View.layoutMarginsGuide.bottom == Cancel.bottom"))
    }

    /// Margin attributes are kept as printed (`leadingMargin`), not turned into edges plus 8.
    @Test func marginAttributesStayMarginAttributes() throws {
        let c = try Self.constructs("030-springboard-syslog-implicit-margins.log")
        #expect(c.equations.map(\.constraint.description).contains { $0.contains(".leadingMargin") })
        #expect(c.iOS == 8)
    }

    /// AppKit's masks measure from the bottom: a macOS log's autoresizing entries stay equations.
    @Test func macOSAutoresizingStaysEquations() throws {
        let c = try Self.constructs("053-iina-macos1012-scrollview-15.log")
        #expect(!c.items.contains { if case .autoresized = $0.kind { true } else { false } })
        #expect(c.equations.count == 3)
    }

    /// Apple's notation read back: `--&` is no mask (what a view made in code prints).
    @Test func masksFromNotation() {
        #expect(LogConstructs.mask(fromNotation: "h=--& v=--&") == [])
        #expect(LogConstructs.mask(fromNotation: "h=-&- v=-&-") == [.flexibleWidth, .flexibleHeight])
        #expect(LogConstructs.mask(fromNotation: "h=&-- v=&-&") == [.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin])
        #expect(LogConstructs.mask(fromNotation: "h=-x- v=---") == nil)
        #expect(LogConstructs.mask(fromNotation: "") == nil)
        // Every mask reads back, except that an axis whose only flexible part is the far
        // margin prints as an axis with none (`--&`), so reads back as none.
        for raw in UInt(0)..<64 {
            let mask = AutoresizingMask(rawValue: raw)
            var expected = mask
            if mask.intersection([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) == .flexibleRightMargin {
                expected.remove(.flexibleRightMargin)
            }
            if mask.intersection([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]) == .flexibleBottomMargin {
                expected.remove(.flexibleBottomMargin)
            }
            #expect(LogConstructs.mask(fromNotation: mask.notation) == expected, "\(mask.notation)")
        }
    }

    /// An app class whose name holds a UIKit prefix's letters is the app's (`BTUICardHint`
    /// holds `TUI`); UIKit's private `_UIButtonBarButton` is UIKit's.
    @Test func originsByClassPrefix() throws {
        let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent("006-braintree-uisv-hiding-vfl.log"), encoding: .utf8)
        let log = try #require(ConsoleLogReader.read(text).logs.first)
        #expect(ConstraintOrigin(log.constraints[0]) == .app)
        let bar = try String(
            contentsOf: CorpusTests.folder.appendingPathComponent("037-ipad-ios14-buttonbar-height-0-two-logs.log"), encoding: .utf8)
        let barLog = try #require(ConsoleLogReader.read(bar).logs.first)
        #expect(barLog.constraints.contains { ConstraintOrigin($0) == .system })
    }
}
