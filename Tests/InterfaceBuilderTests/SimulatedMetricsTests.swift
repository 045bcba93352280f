import AutoLayout
import Foundation
import Testing
import UIKitFacts

@testable import InterfaceBuilder

/// What a document's simulated metrics say of the bars around a scene, where they are not the
/// controller's own: a XIB's top-level view's, a navigation controller's, the controller that
/// pushes it; and the standard space to an old layout guide. Each rule from the ninth held-out
/// set (Corpus/InterfaceBuilder/manifest-holdout9.tsv), in a document written here.
@Suite struct SimulatedMetricsTests {
    typealias Canvas = CanvasDeviceTests

    /// A XIB's top-level view simulating a navigation bar has its safe area below it: TODOs'
    /// TodoView.xib (Xcode 10 on an iPhone 8) stores a text view 12 below the safe area's top
    /// at 76, under 20 + 44; without the metrics the bar is not there.
    @Test func aXIBsTopLevelViewUnderTheBarItSimulates() throws {
        func top(_ metrics: String) throws -> Double? {
            let constraints = """
                <constraint firstItem="in" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="12" id="k1"/>
                <constraint firstItem="in" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="k2"/>
                \(ConstraintXML.sized("in", width: 10, height: 10, id: "s"))
                """
            let d = Canvas.topLevelView(
                device: "retina4_7", tools: "14490", size: Size(width: 375, height: 667), safeAreas: true, freeform: false,
                constraints: constraints, metrics: metrics)
            return try Canvas.solvedFrame("in", in: d)?.y
        }
        #expect(try top(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#) == 76)
        #expect(try top("") == 32)
    }

    /// A XIB's top-level view simulating an opaque navigation bar on a phone with a home
    /// indicator is as high as the screen below the bar and keeps the indicator's inset at its
    /// bottom, as a controller's view there does: ArenA's DashboardViewController.xib (Xcode
    /// 10.2 on an iPhone 11, eleventh held-out set), 414 x 808, its table at the safe area's
    /// bottom, 774; without the bar the view is freeform-sized with no inset.
    @Test func aXIBsTopLevelViewUnderItsOpaqueBarKeepsTheHomeIndicator() throws {
        func bottom(_ metrics: String) throws -> Double? {
            let d = Canvas.topLevelView(
                device: "retina6_1", tools: "14490.70", size: Size(width: 414, height: 808), safeAreas: true, freeform: false,
                constraints: ConstraintXML.pinned("in", inside: "sa", id: "k"), metrics: metrics)
            return try Canvas.solvedFrame("in", in: d)?.maxY
        }
        #expect(try bottom(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#) == 774)
        #expect(try bottom("") == 808)
    }

    /// A navigation controller saying `<nil key="simulatedStatusBarMetrics"/>` (before Xcode 11)
    /// draws no status bar over its stack: NakedChinese's greeting controller (Xcode 7), its
    /// navigation bar hidden, has its top guide at 0, and so have the controllers STC-VoiceKey's
    /// enrolment pushes and those they present (Xcode 7.3, fortieth held-out set: content at
    /// the guide's constant). A
    /// controller pushed from it that is another stack's root keeps its status bar, and so does
    /// what that one pushes (NakedChinese's: the one its cells push stored 20 down).
    @Test func aNavigationControllersHiddenStatusBarIsOverItsStack() throws {
        let navigation = Canvas.navigationScene("nav", root: "a").replacingOccurrences(
            of: #"sceneMemberID="viewController">"#,
            with: #"navigationBarHidden="YES" sceneMemberID="viewController"><nil key="simulatedStatusBarMetrics"/>"#)
        let push = #"<connections><segue destination="b" kind="push" id="p"/><segue destination="c" kind="push" id="q"/></connections>"#
        let pushD = #"<connections><segue destination="d" kind="push" id="r"/></connections>"#
        let present = #"<connections><segue destination="e" kind="modal" id="m"/></connections>"#
        let d = Canvas.storyboard(
            tools: "8191", device: "retina4_0",
            scenes: """
                \(navigation)
                \(Canvas.navigationScene("other", root: "b"))
                <scene sceneID="a"><objects>\(Canvas.oldGuideController("a", size: Size(width: 320, height: 568), extra: push))</objects></scene>
                <scene sceneID="b"><objects>\(Canvas.oldGuideController("b", size: Size(width: 320, height: 568), extra: pushD))</objects></scene>
                <scene sceneID="c"><objects>\(Canvas.oldGuideController("c", size: Size(width: 320, height: 568), extra: present))</objects></scene>
                <scene sceneID="e"><objects>\(Canvas.oldGuideController("e", size: Size(width: 320, height: 568)))</objects></scene>
                <scene sceneID="d"><objects>\(Canvas.oldGuideController("d", size: Size(width: 320, height: 568)))</objects></scene>
                """)
        let tops = try ["a", "b", "c", "d", "e"].map { id in
            SolvedScene(try #require(d.scenes.first { $0.root.id == "root-\(id)" }), of: d).solution.frames["topLayoutGuide"]?.maxY
        }
        #expect(tops == [0, 20, 0, 20, 0])
    }

    /// A controller that says nothing of its status bar has none when the one presenting it
    /// says `<nil key="simulatedStatusBarMetrics"/>` (Xcode 5 to 7), and neither has the root
    /// of a navigation controller so presented: DFTicTacToe's about screen (Xcode 6.4), a stack's
    /// root presented from a main screen simulating no status bar, stores its text view 8 below
    /// a top guide at 44, the bar alone; rodrigok's WWDC 2016 map (Xcode 7.3, thirty-eighth
    /// held-out set), presented so, its navigation bar at the top guide stored at 0. Presented
    /// from one that says nothing, or saying `<simulatedStatusBarMetrics>` itself, it keeps the
    /// status bar.
    @Test func aPresentedControllerInfersNoStatusBarFromItsPresenter() throws {
        func tops(presenterSays: String, rootSays: String = "", tools: String = "7706") throws -> [Double?] {
            let present =
                #"<connections><segue destination="nav" kind="presentation" id="p"/><segue destination="c" kind="modal" id="q"/></connections>"#
            let d = Canvas.storyboard(
                tools: tools, device: "retina4_7",
                scenes: """
                    <scene sceneID="a"><objects>\(Canvas.oldGuideController("a", extra: presenterSays + present))</objects></scene>
                    \(Canvas.navigationScene("nav", root: "b"))
                    <scene sceneID="b"><objects>\(Canvas.oldGuideController("b", extra: rootSays))</objects></scene>
                    <scene sceneID="c"><objects>\(Canvas.oldGuideController("c"))</objects></scene>
                    """)
            return try ["root-b", "root-c"].map { id in
                SolvedScene(try #require(d.scenes.first { $0.root.id == id }), of: d).solution.frames["topLayoutGuide"]?.maxY
            }
        }
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        #expect(try tops(presenterSays: none) == [44, 0])
        #expect(try tops(presenterSays: none, tools: "10116") == [44, 0])
        #expect(try tops(presenterSays: "") == [64, 20])
        #expect(try tops(presenterSays: none, rootSays: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#) == [64, 0])
    }

    /// The guides of controller `b`, pushed in a navigation stack (inside a tab when `inTab`)
    /// from its root `a`, which says `pusherSays`, on an iPhone 8 in a document of `tools`.
    static func pushedGuides(pusherSays: String, tools: String, inTab: Bool) throws -> (top: Double?, bottom: Double?) {
        let push = #"<connections><segue destination="b" kind="show" id="p"/></connections>"#
        let d = Canvas.storyboard(
            tools: tools, device: "retina4_7",
            scenes: """
                \(inTab ? Canvas.tabBarScene("tabs", tabs: ["nav"]) : "")
                \(Canvas.navigationScene("nav", root: "a"))
                <scene sceneID="a"><objects>\(Canvas.oldGuideController("a", extra: pusherSays + push))</objects></scene>
                <scene sceneID="b"><objects>\(Canvas.oldGuideController("b"))</objects></scene>
                """)
        let frames = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-b" }), of: d).solution.frames
        return (frames["topLayoutGuide"]?.maxY, frames["bottomLayoutGuide"]?.height)
    }

    /// A pushed controller that says nothing of its bottom bar has none when the controller
    /// pushing it says `<nil key="simulatedBottomBarMetrics"/>`: Family-Farm's transaction
    /// detail (Xcode 5, an iPad), pushed inside a tab bar controller's tab, has its bottom guide
    /// at the bottom. Pushed from a controller that says nothing, it keeps the tab bar.
    @Test func aPushedControllerInfersNoBottomBarFromItsPusher() throws {
        let none = #"<nil key="simulatedBottomBarMetrics"/>"#
        #expect(try Self.pushedGuides(pusherSays: none, tools: "5056", inTab: true).bottom == 0)
        #expect(try Self.pushedGuides(pusherSays: "", tools: "5056", inTab: true).bottom == 49)
    }

    /// Likewise for the top bar: a controller pushed in a navigation stack that says nothing of
    /// its top bar has none when the controller pushing it says `<nil
    /// key="simulatedTopBarMetrics"/>`: tinode's branding screen (Xcode 16.3 on an iPhone 8
    /// Plus), shown from the login screen at its stack's root, has its safe area 20 down, not
    /// 64. Pushed from one that says nothing, it is under the navigation bar.
    @Test func aPushedControllerInfersNoTopBarFromItsPusher() throws {
        let none = #"<nil key="simulatedTopBarMetrics"/>"#
        #expect(try Self.pushedGuides(pusherSays: none, tools: "14490", inTab: false).top == 20)
        #expect(try Self.pushedGuides(pusherSays: "", tools: "14490", inTab: false).top == 64)
    }

    /// Where the safe areas of `b`, pushed from `a`, and of `c`, pushed from `b`, start and end,
    /// where `a` is a tab of a tab bar controller at a navigation controller's root (Xcode 13.2,
    /// an iPhone 8, whose status bar that Xcode does not simulate); the tab bar controller says
    /// `tabsSay` and `a` says `tabSays` of their bars; `b` hides the bottom bar when pushed if
    /// `hides`.
    static func safeAreasPushedFromATab(
        tabsSay: String, tabSays: String, hides: Bool = false
    ) throws -> [String: (top: Double?, bottom: Double?)] {
        let tabs = Canvas.tabBarScene("tabs", tabs: ["a"]).replacingOccurrences(
            of: #"sceneMemberID="viewController"><connections>"#, with: #"sceneMemberID="viewController">\#(tabsSay)<connections>"#)
        func controller(_ id: String, _ extra: String) -> String {
            let size = Size(width: 375, height: 667)
            let hiding = hides && id == "b" ? #" hidesBottomBarWhenPushed="YES""# : ""
            return Canvas.safeAreaController(id, size: size, filled: true)
                .replacingOccurrences(of: "</viewController>", with: extra + "</viewController>")
                .replacingOccurrences(of: #"<viewController id="\#(id)""#, with: #"<viewController id="\#(id)"\#(hiding)"#)
        }
        func push(_ to: String) -> String { #"<connections><segue destination="\#(to)" kind="show" id="p-\#(to)"/></connections>"# }
        let d = Canvas.storyboard(
            tools: "18122", device: "retina4_7", safeAreas: true,
            scenes: """
                \(Canvas.navigationScene("nav", root: "tabs"))
                \(tabs)
                <scene sceneID="a"><objects>\(controller("a", tabSays + push("b")))</objects></scene>
                <scene sceneID="b"><objects>\(controller("b", push("c")))</objects></scene>
                <scene sceneID="c"><objects>\(controller("c", ""))</objects></scene>
                """)
        var areas: [String: (top: Double?, bottom: Double?)] = [:]
        for id in ["b", "c"] {
            let s = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-\(id)" }), of: d)
            let v = s.laid.items.first { $0.id == "v-\(id)" }.flatMap { s.frame(of: $0) }
            areas[id] = (v?.y, v?.maxY)
        }
        return areas
    }

    /// What a tab pushes onto the navigation stack around its tab bar controller infers its
    /// bars from the tab, down the pushes: Clinitick's finance, patient and clinic lists (Xcode
    /// 13.2 on an iPhone 12, twenty-ninth held-out set) are tabs that say
    /// `<simulatedTabBarMetrics>` under a tab bar controller saying `<nil
    /// key="simulatedTopBarMetrics"/>`; what they push, and what that pushes, is stored with
    /// no navigation bar (fields 16 below the safe area's top at 44) and above the tab bar (83
    /// up). One pushed with `hidesBottomBarWhenPushed` takes no tab bar and passes none on
    /// (shopapp's orders and settings, Xcode 10.1; ooni's about screen, Xcode 14.1). A tab that
    /// only infers its tab bar pushes over it; a tab bar controller that says nothing of its top
    /// bar leaves the navigation bar over them.
    @Test func whatATabPushesInfersItsBarsFromTheTab() throws {
        let noTopBar = #"<nil key="simulatedTopBarMetrics"/>"#
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let said = try Self.safeAreasPushedFromATab(tabsSay: noTopBar, tabSays: tabBar)
        for id in ["b", "c"] {
            #expect(said[id]?.top == 0 && said[id]?.bottom == 618, "\(id)")
        }
        let hidden = try Self.safeAreasPushedFromATab(tabsSay: noTopBar, tabSays: tabBar, hides: true)
        for id in ["b", "c"] {
            #expect(hidden[id]?.bottom == 667, "\(id)")
        }
        let inferred = try Self.safeAreasPushedFromATab(tabsSay: noTopBar, tabSays: "")
        #expect(inferred["b"]?.top == 0 && inferred["b"]?.bottom == 667)
        let underBar = try Self.safeAreasPushedFromATab(tabsSay: "", tabSays: tabBar)
        for id in ["b", "c"] {
            #expect(underBar[id]?.top == 44 && underBar[id]?.bottom == 618, "\(id)")
        }
    }

    /// A controller's view stored at the screen's height less an opaque tab bar and the inset
    /// below it is on the device, clear of the home indicator: zurichat's tabs (Xcode 12.5 on an
    /// iPhone 12 Pro Max, 428 x 843 above a `translucent="NO"` tab bar) store their content 44
    /// below the top and down to 843. So is one whose own simulated tab bar is opaque (readium's
    /// publication info, Xcode 10 on an iPhone 8: 375 x 618, 20 down).
    @Test func aViewAboveAnOpaqueTabBarIsOnTheDevice() throws {
        let tabs = Canvas.tabBarScene("tabs", tabs: ["a"]).replacingOccurrences(
            of: #"sceneMemberID="viewController">"#,
            with: #"sceneMemberID="viewController"><tabBar key="tabBar" translucent="NO" id="tb"/>"#)
        let d = Canvas.storyboard(
            tools: "18122", device: "retina6_7", safeAreas: true,
            scenes:
                #"<scene sceneID="a"><objects>\#(Canvas.safeAreaController("a", size: Size(width: 428, height: 843), filled: true))</objects></scene>"#
                + tabs)
        let v = try Canvas.solvedFrame("v-a", in: d)
        #expect(v?.y == 44 && v?.maxY == 843)
        let own = Canvas.storyboard(
            tools: "14460", device: "retina4_7", safeAreas: true,
            scenes:
                #"<scene sceneID="a"><objects>\#(Canvas.safeAreaController("a", size: Size(width: 375, height: 618), filled: true).replacingOccurrences(of: "</viewController>", with: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/></viewController>"#))</objects></scene>"#
        )
        let w = try Canvas.solvedFrame("v-a", in: own)
        #expect(w?.y == 20 && w?.maxY == 618)
    }

    /// A controller in no navigation stack, shown from content controllers that all simulate a
    /// navigation bar, infers the bar (Bourbon's device setup, Xcode 8.3: 64 down, shown from a
    /// venue picker simulating one), down a chain of such shows (lizhihui0215's search screens,
    /// Xcode 12 on an iPhone 11, fortieth held-out set: shown from lists that infer the bar from
    /// a business screen simulating it, their stacks at the safe area's top stored 44 + 44
    /// down); shown by a navigation controller's own segue, it does not from Xcode 10 (gotip's
    /// iPad main scene, Xcode 15), since before Xcode 10 such a segue pushes it onto that
    /// controller's stack (`SegueTests`).
    @Test func aShownControllerInfersTheNavigationBarOfWhatShowsIt() throws {
        func top(from source: String, tools: String = "11762") throws -> Double? {
            let d = Canvas.storyboard(
                tools: tools, device: "retina4_7",
                scenes: """
                    <scene sceneID="b"><objects>\(Canvas.oldGuideController("b"))</objects></scene>
                    \(source)
                    """)
            return try Canvas.solvedFrame("v-b", in: d)?.y
        }
        let show = #"<connections><segue destination="b" kind="show" id="p"/></connections>"#
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(
            try top(from: #"<scene sceneID="a"><objects>\#(Canvas.oldGuideController("a", extra: bar + show))</objects></scene>"#) == 64)
        let navigation =
            #"<scene sceneID="n"><objects><navigationController id="n" sceneMemberID="viewController">\#(bar)\#(show)</navigationController></objects></scene>"#
        #expect(try top(from: navigation, tools: "22154") == 20)
        let chain = #"<connections><segue destination="a" kind="show" id="q"/></connections>"#
        #expect(
            try top(
                from: """
                    <scene sceneID="a"><objects>\(Canvas.oldGuideController("a", extra: show))</objects></scene>
                    <scene sceneID="z"><objects>\(Canvas.oldGuideController("z", extra: bar + chain))</objects></scene>
                    """) == 64)
    }

    /// An iPad-only document (`targetRuntime="iOS.CocoaTouch.iPad"`) that names no device is
    /// laid out on an iPad, which keeps its status bar in landscape: JKMinesweeper's home scene
    /// (Xcode 7, 1024 x 768 in a navigation controller) has its top guide at 20 + 44.
    @Test func anIPadOnlyDocumentIsOnAnIPad() throws {
        let landscape = #"<simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="landscapeRight"/>"#
        let d = Canvas.document(
            "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", tools: "9060", device: nil, runtime: "iOS.CocoaTouch.iPad",
            body: """
                <scenes>
                    <scene sceneID="a"><objects>\(Canvas.oldGuideController("a", size: Size(width: 1024, height: 768), extra: landscape))</objects></scene>
                    \(Canvas.navigationScene("nav", root: "a"))
                </scenes>
                """)
        #expect(try Canvas.solvedFrame("v-a", in: d)?.y == 64)
    }

    /// A freeform controller's view takes its device's insets, unless it is presented as a sheet
    /// or a popover: BullsnBears' info popover (Xcode 15, an iPad Air, 300 x 180) stores its text
    /// 11 below a safe area that starts at 0, not under the iPad's 24-point status bar.
    @Test func aFreeformPopoverHasNoDeviceInsets() throws {
        func top(presented: Bool) throws -> Double? {
            let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/></viewController>"#
            let popover = Canvas.safeAreaController("p", size: Size(width: 300, height: 180)).replacingOccurrences(
                of: "</viewController>", with: freeform)
            let segue =
                #"<connections><segue destination="p" kind="popoverPresentation" popoverAnchorView="root-a" id="g"/></connections></viewController>"#
            let presenter = Canvas.safeAreaController("a", size: Size(width: 820, height: 1180)).replacingOccurrences(
                of: "</viewController>", with: segue)
            let d = Canvas.storyboard(
                tools: "22505", device: "ipad10_9rounded", safeAreas: true,
                scenes: #"<scene sceneID="p"><objects>\#(popover)</objects></scene>"#
                    + (presented ? #"<scene sceneID="a"><objects>\#(presenter)</objects></scene>"# : ""))
            return try Canvas.solvedFrame("v-p", in: d)?.y
        }
        #expect(try top(presented: true) == 0)
        #expect(try top(presented: false) == 24)
    }

    /// The canvas's old top guide is a line at its length: a view pinned to the guide's top is
    /// stored there, not at the root's top (Aquaz's welcome page, Xcode 8.3: 20 down under the
    /// status bar; realm's synced example and music-player, Xcode 6 and 7: 64 down under a
    /// navigation bar; NakedChinese's partners scene: 20).
    @Test func theOldTopGuideIsALineAtItsLength() throws {
        func top(navigation: Bool) throws -> Double? {
            let controller = Canvas.oldGuideController("a").replacingOccurrences(
                of: #"secondItem="tg-a" secondAttribute="bottom""#, with: #"secondItem="tg-a" secondAttribute="top""#)
            let d = Canvas.storyboard(
                tools: "11761", device: "retina4_7",
                scenes: #"<scene sceneID="a"><objects>\#(controller)</objects></scene>"#
                    + (navigation ? Canvas.navigationScene("nav", root: "a") : ""))
            return try Canvas.solvedFrame("v-a", in: d)?.y
        }
        #expect(try top(navigation: false) == 20)
        #expect(try top(navigation: true) == 64)
    }

    /// A standard space (`symbolic="YES"`) below the old top guide is 8, though Xcode 5 and 6.0
    /// wrote 20 for it: SpeedReader's main scene (Xcode 5, an iPhone 5) stores a segmented
    /// control at 28 under a 20-point guide; Buck's (6245) at 72 under 64. A number written
    /// without `symbolic` is the number. One written 0 is 0: Sudoku's statistics (Xcode 11.5)
    /// store a navigation bar so, at the guide.
    @Test func theStandardSpaceBelowTheOldTopGuideIsEight() throws {
        func top(_ attributes: String) throws -> Double? {
            let controller = Canvas.oldGuideController("a").replacingOccurrences(
                of: #"secondItem="tg-a" secondAttribute="bottom" id="c1-a""#,
                with: #"secondItem="tg-a" secondAttribute="bottom" \#(attributes) id="c1-a""#)
            let d = Canvas.storyboard(
                tools: "4514", device: "retina4_7", scenes: #"<scene sceneID="a"><objects>\#(controller)</objects></scene>"#)
            return try Canvas.solvedFrame("v-a", in: d)?.y
        }
        #expect(try top(#"constant="20" symbolic="YES""#) == 28)
        #expect(try top(#"constant="20""#) == 40)
        #expect(try top(#"symbolic="YES""#) == 20)
    }
}
