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
                <view id="panel"><rect key="frame" x="20" y="40" width="335" height="600"/></view>
                <view id="banner"><rect key="frame" x="20" y="0" width="330" height="20"/></view>
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

    /// The lines of the constraints with these ids, in the document as written.
    static func lines(of ids: [String]) -> [Int]? {
        let scene = document.scenes.first
        let all = scene.map { $0.root.allViews.flatMap(\.constraints) } ?? []
        let found = all.filter { ids.contains($0.id) }.map(\.line)
        return found.count == ids.count ? found : nil
    }
}
