import AutoLayout
import Foundation
import Testing
import UIKitFacts

@testable import InterfaceBuilder

/// Which bars a storyboard's segues put around a scene on Interface Builder's canvas, where the
/// segue's source or its era decides: each rule from the eighteenth held-out set
/// (Corpus/InterfaceBuilder/manifest-holdout18.tsv), in a document written here.
@Suite struct SegueTests {
    typealias Canvas = CanvasDeviceTests

    /// Where controller `id`'s `v-ID` is solved, and how high its old bottom guide is.
    static func topAndBottomGuide(of id: String, in d: IBDocument) throws -> (top: Double?, bottom: Double?) {
        let s = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-\(id)" }), of: d)
        return (s.laid.items.first { $0.id == "v-\(id)" }.flatMap { s.frame(of: $0) }?.y, s.solution.frames["bottomLayoutGuide"]?.height)
    }

    /// Before Xcode 10 a navigation controller's own `show` segues push what they show onto its
    /// stack, as its root is: Parking-iOS (Xcode 9.2 on an iPhone SE) has a navigation controller
    /// with no root show its login, stored 64 + 20 down, and its tab bar controller, whose tabs
    /// are stored under the 64-point bar and above the 49-point tab bar. From Xcode 10 the canvas
    /// shows them under no bar (gotip's iPad main scene, Xcode 15).
    @Test func aNavigationControllersOwnShowSeguesPushBeforeXcode10() throws {
        func bars(tools: String) throws -> [Double?] {
            let navigation = """
                <scene sceneID="n"><objects><navigationController id="n" sceneMemberID="viewController"><connections>
                    <segue destination="a" kind="show" id="n-a"/><segue destination="tabs" kind="show" id="n-tabs"/>
                </connections></navigationController></objects></scene>
                """
            let d = Canvas.storyboard(
                tools: tools, device: "retina4_0",
                scenes: """
                    \(navigation)
                    \(Canvas.tabBarScene("tabs", tabs: ["t"]))
                    <scene sceneID="a"><objects>\(Canvas.oldGuideController("a", size: Size(width: 320, height: 568)))</objects></scene>
                    <scene sceneID="t"><objects>\(Canvas.oldGuideController("t", size: Size(width: 320, height: 568)))</objects></scene>
                    """)
            let (a, t) = (try Self.topAndBottomGuide(of: "a", in: d), try Self.topAndBottomGuide(of: "t", in: d))
            return [a.top, t.top, t.bottom]
        }
        #expect(try bars(tools: "12120") == [64, 64, 49])
        #expect(try bars(tools: "14460") == [20, 20, 49])
    }

    /// Before Xcode 10 what a tab pushes onto a navigation stack around its tab bar controller
    /// shows the tab bar, inferred from the tab: Parking-iOS (Xcode 9.2) stores its map tab's
    /// space detail's button 20 above the 49-point bar. Later canvases push it over the tab bar
    /// controller, as UIKit does (sentry's sample app, Xcode 15: its tabs' pushed scenes end at
    /// the home indicator).
    @Test func whatATabPushesOverAnOuterNavigationStackBeforeXcode10() throws {
        func bars(tools: String) throws -> [Double?] {
            let tab = Canvas.oldGuideController("t", extra: #"<connections><segue destination="b" kind="show" id="t-b"/></connections>"#)
            let d = Canvas.storyboard(
                tools: tools, device: "retina4_7",
                scenes: """
                    \(Canvas.navigationScene("n", root: "tabs"))
                    \(Canvas.tabBarScene("tabs", tabs: ["t"]))
                    <scene sceneID="t"><objects>\(tab)</objects></scene>
                    <scene sceneID="b"><objects>\(Canvas.oldGuideController("b"))</objects></scene>
                    """)
            let b = try Self.topAndBottomGuide(of: "b", in: d)
            return [b.top, b.bottom]
        }
        #expect(try bars(tools: "12120") == [64, 49])
        #expect(try bars(tools: "14460") == [64, 0])
    }

    /// A segue that an object of a scene outside its controller starts (a gesture recognizer
    /// among the scene's objects) comes from that controller: MicheleMola's Reminders (Xcode 10
    /// on an iPhone 8) pushes its location picker so from the reminder's scene, and stores its
    /// search bar under the 64-point navigation bar.
    @Test func aSegueStartedByASceneObjectComesFromItsController() throws {
        let gesture =
            #"<tapGestureRecognizer id="g"><connections><segue destination="b" kind="show" id="g-b"/></connections></tapGestureRecognizer>"#
        let d = Canvas.storyboard(
            tools: "14313", device: "retina4_7",
            scenes: """
                \(Canvas.navigationScene("n", root: "a"))
                <scene sceneID="a"><objects>\(Canvas.oldGuideController("a"))\(gesture)</objects></scene>
                <scene sceneID="b"><objects>\(Canvas.oldGuideController("b"))</objects></scene>
                """)
        #expect(try Self.topAndBottomGuide(of: "b", in: d).top == 64)
    }

    /// Before Xcode 10 a `<size key="freeformSize">` alone lays a controller out on the document's
    /// device when a navigation stack holds it: Invoice-Ios' invoice (Xcode 9.3, 375 x 700 on
    /// an iPhone 8, pushed) stores its content 6 below a safe area's top at 20 + 44. On its own
    /// it has no device's insets (Password-Factory's 343 x 459 controllers, instantiated in code:
    /// content at their top).
    @Test func aFreeformSizedControllerInANavigationStackBeforeXcode10() throws {
        func top(inNavigation: Bool) throws -> Double? {
            let size = #"<size key="freeformSize" width="375" height="700"/></viewController>"#
            let controller = Canvas.safeAreaController("a", size: Size(width: 375, height: 700))
                .replacingOccurrences(of: "</viewController>", with: size)
            let d = Canvas.storyboard(
                tools: "13771", device: "retina4_7", safeAreas: true,
                scenes: """
                    \(inNavigation ? Canvas.navigationScene("n", root: "a") : "")
                    <scene sceneID="a"><objects>\(controller)</objects></scene>
                    """)
            return try Self.topAndBottomGuide(of: "a", in: d).top
        }
        #expect(try top(inNavigation: true) == 64)
        #expect(try top(inNavigation: false) == 0)
    }
}
