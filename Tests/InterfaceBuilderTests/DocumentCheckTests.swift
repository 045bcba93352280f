import AutoLayout
import Foundation
import Testing
import UIKitFacts

@testable import InterfaceBuilder

/// `vfl check`'s findings on a document written here: at its own size (an iPhone 8) it holds;
/// on a 320×480 iPhone 4s its 600-point panel leaves the screen and its 330-point banner cannot
/// keep 20 points from both sides.
@Suite struct DocumentCheckTests {
    static let document = SceneLayoutTests.storyboard(
        SceneLayoutTests.scene(
            "x",
            subviews: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="panel"><rect key="frame" x="20" y="40" width="335" height="600"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="banner"><rect key="frame" x="20" y="0" width="330" height="20"/></view>
                """,
            constraints: """
                <constraint firstItem="panel" firstAttribute="top" secondItem="root-x" secondAttribute="top" constant="40" id="p1"/>
                <constraint firstItem="panel" firstAttribute="height" constant="600" id="p2"/>
                <constraint firstItem="panel" firstAttribute="leading" secondItem="root-x" secondAttribute="leading" constant="20" id="p3"/>
                <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="p4" firstItem="root-x"/>
                <constraint firstItem="banner" firstAttribute="top" secondItem="root-x" secondAttribute="top" id="b1"/>
                <constraint firstItem="banner" firstAttribute="height" constant="20" id="b2"/>
                <constraint firstItem="banner" firstAttribute="width" constant="330" id="b3"/>
                <constraint firstItem="banner" firstAttribute="leading" secondItem="root-x" secondAttribute="leading" constant="20" id="b4"/>
                <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="banner" secondAttribute="trailing" constant="20" id="b5" firstItem="root-x"/>
                """))

    @Test func atItsOwnSizeTheDocumentHolds() throws {
        #expect(DocumentCheck(Self.document, screens: []).findings.isEmpty)
    }

    @Test func aSmallerScreenBreaksAConstraintAndPushesAViewOff() throws {
        let small = try #require(DevicePreset.named("iphone-4s"))
        let check = DocumentCheck(Self.document, screens: [DocumentCheck.Screen(device: small, landscape: false)])
        #expect(check.hasErrors)
        let error = try #require(check.findings.first { $0.severity == .error })
        // The banner's width or its trailing space breaks, at that constraint's line.
        let lines = try #require(Self.lines(of: ["b3", "b4", "b5"]))
        #expect(lines.contains(error.line) && error.device == "iphone-4s")
        let leaves = try #require(check.findings.first { $0.message.contains("leaves the screen") })
        #expect(leaves.message.hasPrefix("view (panel) leaves the screen"))
        #expect(leaves.text(file: "x.storyboard").hasPrefix("x.storyboard:\(leaves.line):\(leaves.column): warning: view (panel) leaves"))
        #expect(leaves.text(file: "x.storyboard").hasSuffix("[View Controller, iphone-4s]"))
    }

    /// A label pinned 20 points from both sides of an iPhone 8 holds its 17-point text (about
    /// 322 points measured) at 335 points; on a 320-point iPhone 5 it has 280 and the text no
    /// longer fits, while the short label beside it still does.
    @Test func textThatNoLongerFitsIsFound() throws {
        let d = SceneLayoutTests.storyboard(
            SceneLayoutTests.scene(
                "t",
                subviews: """
                    <label text="Tap here to see every one of your settings" numberOfLines="1" translatesAutoresizingMaskIntoConstraints="NO" id="long">
                        <rect key="frame" x="20" y="40" width="335" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="OK" translatesAutoresizingMaskIntoConstraints="NO" id="short">
                        <rect key="frame" x="20" y="80" width="22" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    """,
                constraints: """
                    <constraint firstItem="long" firstAttribute="top" secondItem="root-t" secondAttribute="top" constant="40" id="l1"/>
                    <constraint firstItem="long" firstAttribute="leading" secondItem="root-t" secondAttribute="leading" constant="20" id="l2"/>
                    <constraint firstAttribute="trailing" secondItem="long" secondAttribute="trailing" constant="20" id="l3" firstItem="root-t"/>
                    <constraint firstItem="short" firstAttribute="top" secondItem="root-t" secondAttribute="top" constant="80" id="s1"/>
                    <constraint firstItem="short" firstAttribute="leading" secondItem="root-t" secondAttribute="leading" constant="20" id="s2"/>
                    """))
        let se = try #require(DevicePreset.named("iphone-5"))
        let check = DocumentCheck(d, screens: [DocumentCheck.Screen(device: se, landscape: false)])
        let fits = check.findings.filter { $0.message.contains("no longer fits its text") }
        #expect(fits.count == 1, "\(check.findings)")
        let finding = try #require(fits.first)
        #expect(finding.message.contains("(long) no longer fits its text: it needs 322 points"))
        #expect(finding.message.hasSuffix("points, it is 280 wide"))
        #expect(DocumentCheck(d, screens: []).findings.allSatisfy { !$0.message.contains("fits") })
    }

    /// The lines of the constraints with these ids, in the document as written.
    static func lines(of ids: [String]) -> [Int]? {
        let scene = document.scenes.first
        let all = scene.map { $0.root.allViews.flatMap(\.constraints) } ?? []
        let found = all.filter { ids.contains($0.id) }.map(\.line)
        return found.count == ids.count ? found : nil
    }
}
