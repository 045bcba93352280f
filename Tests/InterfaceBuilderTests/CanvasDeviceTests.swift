import AutoLayout
import Foundation
import Testing
import UIKitFacts

@testable import InterfaceBuilder

/// What Interface Builder's canvas simulated, by the Xcode that saved the document
/// (`CanvasDevice`), and the other rules the public corpus's stored frames taught (each test
/// names the documents whose stored frames show it; Corpus/InterfaceBuilder/manifest-*.tsv).
/// Every document here is written for the test, one rule each.
@Suite struct CanvasDeviceTests {
    /// A storyboard of one view controller scene on `device`, saved by tools version `tools`,
    /// with safe areas: its root `root` (`size`, with `rootAttributes`) holds `v` under
    /// `constraints`.
    static func controller(
        device: String, tools: String, plugin: String? = nil, size: Size, constraints: String, extraController: String = "",
        rootAttributes: String = ""
    ) -> IBDocument {
        DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="\(device)" orientation="portrait"/>
                    \(plugin.map { #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"# } ?? "")
                    <scenes><scene sceneID="s"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root" \(rootAttributes)><rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                                <viewLayoutGuide key="safeArea" id="sa"/>
                                <constraints>\(constraints)</constraints>
                            </view>
                            \(extraController)
                        </viewController>
                    </objects></scene></scenes>
                </document>
                """.utf8))
    }

    /// `controller` with `v` pinned to the safe area's top, 10 × 10.
    static func pinnedToTheSafeArea(
        device: String, tools: String, plugin: String? = nil, size: Size, extraController: String = "", rootAttributes: String = ""
    ) -> IBDocument {
        controller(
            device: device, tools: tools, plugin: plugin, size: size,
            constraints: """
                <constraint firstItem="v" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="v" firstAttribute="width" constant="10" id="c3"/>
                <constraint firstItem="v" firstAttribute="height" constant="10" id="c4"/>
                """, extraController: extraController, rootAttributes: rootAttributes)
    }

    /// A XIB whose top-level view `top` (`size`, on `device`, freeform when `freeform`) holds
    /// `in` under `constraints`, saved by tools version `tools`.
    static func topLevelView(
        device: String?, tools: String, size: Size, safeAreas: Bool = false, freeform: Bool = true,
        subviews: String =
            #"<view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#,
        constraints: String, metrics: String = ""
    ) -> IBDocument {
        document(
            "com.apple.InterfaceBuilder3.CocoaTouch.XIB", tools: tools, device: device, safeAreas: safeAreas,
            body: """
                <objects>
                    <view id="top"><rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                        <subviews>\(subviews)</subviews>
                        \(safeAreas ? #"<viewLayoutGuide key="safeArea" id="sa"/>"# : "")
                        <constraints>\(constraints)</constraints>
                        \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                        \(metrics)
                    </view>
                </objects>
                """)
    }

    /// An iOS document of `type` (for `runtime`) saved by tools version `tools` (its plug-in
    /// `plugin` when given) for `device` in `orientation`, holding `body`.
    static func document(
        _ type: String, tools: String, device: String?, orientation: String = "portrait", plugin: String? = nil,
        safeAreas: Bool = false, runtime: String = "iOS.CocoaTouch", body: String
    ) -> IBDocument {
        DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="\(type)" version="3.0" toolsVersion="\(tools)" targetRuntime="\(runtime)" useAutolayout="YES" \(safeAreas ? #"useSafeAreas="YES""# : "")>
                    \(device.map { #"<device id="\#($0)" orientation="\#(orientation)"/>"# } ?? "")
                    \(plugin.map { #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"# } ?? "")
                    \(body)
                </document>
                """.utf8))
    }

    /// `in` pinned to the four margins of `top`.
    static let pinnedToTheMargins = """
        <constraint firstItem="in" firstAttribute="top" secondItem="top" secondAttribute="topMargin" id="k1"/>
        <constraint firstItem="in" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="k2"/>
        <constraint firstItem="top" firstAttribute="trailingMargin" secondItem="in" secondAttribute="trailing" id="k3"/>
        <constraint firstItem="top" firstAttribute="bottomMargin" secondItem="in" secondAttribute="bottom" id="k4"/>
        """

    /// The frame of the view of id `id` in `d`'s first scene, solved.
    static func solvedFrame(_ id: String, in d: IBDocument) throws -> Frame? {
        let s = SolvedScene(try #require(d.scenes.first), of: d)
        return s.laid.items.first { $0.id == id }.flatMap { s.frame(of: $0) }
    }

    func top(_ d: IBDocument) throws -> Double? { try Self.solvedFrame("v", in: d)?.y }

    /// A phone with a home button: Xcode 10 and 14.1+ simulate its 20-point status bar, Xcode 11
    /// (from its betas, tools 14800) to 14.0 none (IBDecodable's StoryboardAttributes.storyboard,
    /// 16096, IBLinter's AmbiguousConstraint.storyboard, SwiftEntryKit's
    /// DescriptionViewController.xib, 14845, WordPressAuthenticator's GetStarted storyboard,
    /// 20037, and Xcode 14.0's PayMeApp, prey and edX storyboards, 21507, put a view pinned to
    /// the safe area or the old top guide at 0; owncloud's PasscodeViewController.xib and
    /// Catty's and Bluefruit's storyboards, 21701, and SwiftMessages' and twilio's Xcode 15
    /// documents at 20).
    @Test func homeButtonStatusBarByXcode() throws {
        let size = Size(width: 375, height: 667)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "14490", size: size)) == 20)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "14845", size: size)) == 0)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "16096", size: size)) == 0)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "19455", size: size)) == 0)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "20037", size: size)) == 0)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "21507", size: size)) == 0)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "21701", size: size)) == 20)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "22505", size: size)) == 20)
    }

    /// Notched phones: `retina6_1` is 44 down before Xcode 14 (R.swift's and kharrison's
    /// documents of tools 17506 to 19455, Esri's samples storyboard of 20037) and in its first
    /// betas (twilio-video-app-ios' sign-in scenes, 21208.1), 48 from it (Movies', 21225;
    /// JTAppleCalendar's, 22154); `retina5_9`
    /// is the X (44) before and the 12 mini (50) from it (IQKeyboardManager's General.storyboard,
    /// 22505; Tripezza's, 21701; bither's and an Instagram clone's Xcode 13 documents, 20037, at
    /// 44), at 47 in Xcode 14.0 alone (LevIvv's news app and NINETEIL_FoodDelivery's thirteen
    /// scenes, fourteenth held-out set, 21507); Xcode 26 (24127) stores twice the device's inset (IQKeyboardManager's
    /// SpecialCase.storyboard: 96 on `retina6_1`), and so does Xcode 16.3 (23727) on a notched
    /// phone (canvas-ios' planner list on `retina6_1`: 96 and 68; GoMap's direction view on
    /// `retina5_9`: 100 and 68), not on one with a home button (tinode's, BookPlayer's,
    /// Kingfisher's and WSDOT's 23727 documents: 20), nor before (passforios', Scandit's 23504); `retina6_7` is a 430 × 932 phone, 59 down
    /// (fsnotes' iOS storyboard, whose Xcode 26 frames put it at 118), and before Xcode 16 the
    /// 428 × 926 12 Pro Max: 44 down before Xcode 14 (AdguardForiOS's onboarding storyboard,
    /// 19150), its own 47 in Xcode 14 (DICOM-player's storyboard, 21701) and Xcode 15's betas
    /// (Acuant's sample app, 32700.99.1234 beside a plug-in of 22685, forty-third held-out set); `retina6_0`, the 390 ×
    /// 844 iPhone 12, is 44 down before Xcode 14 as well (superheroPodvirnyi's menu, 19529,
    /// nineteenth held-out set; KimJiMin's Instagram clone, 20037), its own 47 from it (sixteen
    /// 21225 documents of a UMC course).
    @Test func notchesByXcode() throws {
        let xr = Size(width: 414, height: 896), x = Size(width: 375, height: 812)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "17701", size: xr)) == 44)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "20037", size: xr)) == 44)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "21208.1", size: xr)) == 44)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "21225", size: xr)) == 48)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "22154", size: xr)) == 48)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "24127", size: xr)) == 96)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "23727", size: xr)) == 96)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "23504", size: xr)) == 48)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina5_9", tools: "23727", size: x)) == 100)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_7", tools: "23727", size: Size(width: 375, height: 667))) == 20)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina5_9", tools: "17701", size: x)) == 44)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina5_9", tools: "22505", size: x)) == 50)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina5_9", tools: "20037", size: x)) == 44)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina5_9", tools: "21507", size: x)) == 47)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina5_9", tools: "21701", size: x)) == 50)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_7", tools: "24506", size: Size(width: 430, height: 932))) == 118)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_7", tools: "19150", size: Size(width: 428, height: 926))) == 44)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_7", tools: "21701", size: Size(width: 428, height: 926))) == 47)
        #expect(
            try top(
                Self.pinnedToTheSafeArea(device: "retina6_7", tools: "32700.99.1234", plugin: "22685", size: Size(width: 428, height: 926)))
                == 47)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_0", tools: "19529", size: Size(width: 390, height: 844))) == 44)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_0", tools: "21225", size: Size(width: 390, height: 844))) == 47)
    }

    /// Frames land on the device's pixel grid: the iPhone 11 (`retina6_1`) is a 2× screen of the
    /// same size as the 3× 11 Pro Max (`retina6_5`). IQKeyboardManager's SpecialCase.storyboard
    /// (24127, `retina6_1`) stores six equal heights of 107.83 as 108 and 107.5, edges at halves.
    @Test func framesRoundToTheDevicesPixels() throws {
        let size = Size(width: 414, height: 896)
        let constraints = """
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100.3" id="c1"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            """ + ConstraintXML.sized("v", width: 10, height: 10, id: "s")
        #expect(try top(Self.controller(device: "retina6_1", tools: "24127", size: size, constraints: constraints)) == 100.5)
        let proMax = try #require(try top(Self.controller(device: "retina6_5", tools: "24127", size: size, constraints: constraints)))
        #expect(abs(proMax - 301.0 / 3) < 1e-9)
        #expect(DevicePreset.named("iPhone 11")?.scale == 2 && DevicePreset.named("iPhone 11 Pro Max")?.scale == 3)
        #expect(DevicePreset.named("iPhone 8")?.scale == 2 && DevicePreset.named("iPhone 8 Plus")?.scale == 3)
    }

    /// `ipad12_9` is the home-button iPad Pro 12.9" (2nd generation) on Xcode 10's canvas, 20 down
    /// (Glucosio's tabs, 14113, forty-seventh held-out set: 1024 x 1366 scenes, content at the
    /// safe area's top stored 20 down), the Face ID one's 24 from Xcode 11 (Monal's settings,
    /// Xcode 15's betas).
    @Test func anIPadPro12_9ByXcode() throws {
        let pad = Size(width: 1024, height: 1366)
        #expect(try top(Self.pinnedToTheSafeArea(device: "ipad12_9", tools: "14113", size: pad)) == 20)
        #expect(try top(Self.pinnedToTheSafeArea(device: "ipad12_9", tools: "22685", size: pad)) == 24)
        #expect(try top(Self.pinnedToTheSafeArea(device: "ipad12_9rounded", tools: "14113", size: pad)) == 24)
    }

    /// Xcode 15's betas wrote a tools version of 32700.99.1234, which no Xcode was; the plug-in
    /// beside it (22684, 22685) says which Xcode drew the canvas: duckduckgo's DaxOnboarding
    /// storyboard, on an iPad, puts a button 72 below the safe area's top at 92 (Xcode 15's
    /// 20-point status bar), as its container centred in the safe area says; on an iPhone 11 the
    /// beta's doubled insets are Xcode 26's, where Xcode 15's plug-in keeps them single.
    @Test func aBetasToolsVersionCountsAsItsPlugins() throws {
        let xr = Size(width: 414, height: 896), pad = Size(width: 768, height: 1024)
        let beta = "32700.99.1234"
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: beta, plugin: "22684", size: xr)) == 48)
        #expect(try top(Self.pinnedToTheSafeArea(device: "ipad9_7", tools: beta, plugin: "22685", size: pad)) == 20)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: beta, size: xr)) == 96)
    }

    /// A storyboard saved by tools version `tools` (its plug-in `plugin` when given) for
    /// `device` in `orientation`, around `scenes` (the inside of `<scenes>`).
    static func storyboard(
        tools: String, device: String?, orientation: String = "portrait", plugin: String? = nil, safeAreas: Bool = false,
        scenes: String
    ) -> IBDocument {
        document(
            "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", tools: tools, device: device, orientation: orientation,
            plugin: plugin, safeAreas: safeAreas, body: "<scenes>\(scenes)</scenes>")
    }

    /// A tab bar controller scene `id` whose tabs are `tabs`.
    static func tabBarScene(_ id: String, tabs: [String]) -> String {
        let segues = tabs.map { #"<segue destination="\#($0)" kind="relationship" relationship="viewControllers" id="s-\#(id)-\#($0)"/>"# }
        return
            #"<scene sceneID="\#(id)"><objects><tabBarController id="\#(id)" sceneMemberID="viewController"><connections>\#(segues.joined())</connections></tabBarController></objects></scene>"#
    }

    /// A navigation controller scene `id` whose root is `root`.
    static func navigationScene(_ id: String, root: String) -> String {
        #"<scene sceneID="\#(id)"><objects><navigationController id="\#(id)" sceneMemberID="viewController"><connections><segue destination="\#(root)" kind="relationship" relationship="rootViewController" id="s-\#(id)"/></connections></navigationController></objects></scene>"#
    }

    /// The bars of controller `a`, the root of `navigation` (a navigation controller scene), on
    /// an iPhone 8 in a document of tools version `tools`, and where its old bottom guide starts.
    static func bottomGuide(under navigation: String, tools: String) throws -> (bars: IBBars, y: Double?) {
        let d = Self.storyboard(
            tools: tools, device: "retina4_7",
            scenes: """
                \(navigation)
                <scene sceneID="a"><objects>\(Self.oldGuideController("a"))</objects></scene>
                """)
        let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
        return (scene.bars, SolvedScene(scene, of: d).solution.frames["bottomLayoutGuide"]?.y)
    }

    /// A controller `p` of `screen`'s size whose container view, at `box`, embeds controller `c`
    /// (an `embed` segue).
    static func embeddingController(screen: Size, box: Frame) -> String {
        """
        <viewController id="p" sceneMemberID="viewController">
            <view key="view" id="root-p"><rect key="frame" x="0.0" y="0.0" width="\(screen.width)" height="\(screen.height)"/>
                <subviews><containerView translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="\(box.x)" y="\(box.y)" width="\(box.width)" height="\(box.height)"/>
                    <connections><segue destination="c" kind="embed" id="e"/></connections>
                </containerView></subviews>
            </view>
        </viewController>
        """
    }

    /// A view controller `id` whose view (`size`) holds `v-ID` pinned to its safe area's top,
    /// 10 x 10 at the leading edge, or, when `filled`, from edge to edge down to the safe area's
    /// bottom.
    static func safeAreaController(_ id: String, size: Size, filled: Bool = false) -> String {
        """
        <viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" id="root-\(id)"><rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v-\(id)"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                <viewLayoutGuide key="safeArea" id="sa-\(id)"/>
                <constraints>
                    <constraint firstItem="v-\(id)" firstAttribute="top" secondItem="sa-\(id)" secondAttribute="top" id="c1-\(id)"/>
                    <constraint firstItem="v-\(id)" firstAttribute="leading" secondItem="root-\(id)" secondAttribute="leading" id="c2-\(id)"/>
                    \(filled
                    ? #"<constraint firstItem="root-\#(id)" firstAttribute="trailing" secondItem="v-\#(id)" secondAttribute="trailing" id="c3-\#(id)"/><constraint firstItem="sa-\#(id)" firstAttribute="bottom" secondItem="v-\#(id)" secondAttribute="bottom" id="c4-\#(id)"/>"#
                    : ConstraintXML.sized("v-\(id)", width: 10, height: 10, id: "s-\(id)"))
                </constraints>
            </view>
        </viewController>
        """
    }

    /// A navigation controller around a tab bar controller puts its bar above every tab, and
    /// Xcode 26 draws it 54 high: sentry's sample app (Xcode 26, an iPhone 15) stores its tabs'
    /// content 54 below the safe area's top that the doubled status bar inset gives (118), in
    /// seven scenes of the third held-out set. A tab bar controller on its own shows no
    /// navigation bar.
    @Test func aNavigationControllerAroundATabBarControllerShowsItsBarOnEveryTab() throws {
        func top(tools: String, device: String, size: Size, inNavigation: Bool) throws -> Double? {
            let d = Self.storyboard(
                tools: tools, device: device, safeAreas: true,
                scenes: """
                    \(inNavigation ? Self.navigationScene("nav", root: "tabs") : "")
                    \(Self.tabBarScene("tabs", tabs: ["a"]))
                    <scene sceneID="a"><objects>\(Self.safeAreaController("a", size: size))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
            let s = SolvedScene(scene, of: d)
            return s.laid.items.first { $0.id == "v-a" }.flatMap { s.frame(of: $0) }?.y
        }
        let phone8 = Size(width: 375, height: 667), phone15 = Size(width: 393, height: 852)
        #expect(try top(tools: "22505", device: "retina4_7", size: phone8, inNavigation: true) == 64)
        #expect(try top(tools: "22505", device: "retina4_7", size: phone8, inNavigation: false) == 20)
        #expect(try top(tools: "24765", device: "retina6_12", size: phone15, inNavigation: true) == 118 + 54)
    }

    /// From Xcode 11 a phone's toolbar is 49 high on the canvas with a home indicator or without,
    /// on a root of the screen's size or not (bitwarden's autofill logins, Xcode 14.3 on an
    /// iPhone 11, thirty-fifth held-out set: a 414 x 830 root's table ends 49 above its bottom,
    /// at 781; ExpenseTracker's new expense).
    @Test func aToolbarIs49HighOnARootOfNoScreensSize() throws {
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/></viewController>"#
        let controller = Self.safeAreaController("a", size: Size(width: 414, height: 830), filled: true)
            .replacingOccurrences(of: "</viewController>", with: toolbar)
        let d = Self.storyboard(
            tools: "22505", device: "retina6_1", safeAreas: true, scenes: #"<scene sceneID="a"><objects>\#(controller)</objects></scene>"#)
        #expect(try #require(d.scenes.first).bars.toolbar)
        #expect(try Self.solvedFrame("v-a", in: d)?.maxY == 830 - 49)
    }

    /// A navigation controller that shows its toolbar (`toolbarHidden="NO"`) puts it under
    /// every controller it leads to: udacity's Mooskine (Xcode 8 on an iPhone 8) ends its tables
    /// at the bottom guide, 44 above the bottom. One that keeps it hidden shows none.
    @Test func aNavigationControllerShowingItsToolbarPutsItUnderItsStack() throws {
        func bottomGuide(_ toolbarHidden: String) throws -> Double? {
            let navigation = Self.navigationScene("nav", root: "a").replacingOccurrences(
                of: "<navigationController ", with: "<navigationController toolbarHidden=\"\(toolbarHidden)\" ")
            let under = try Self.bottomGuide(under: navigation, tools: "12120")
            #expect(under.bars.toolbar == (toolbarHidden == "NO"))
            return under.y
        }
        #expect(try bottomGuide("NO") == 667 - 44)
        #expect(try bottomGuide("YES") == 667)
    }

    /// A controller the Any/Any canvas stores the toolbar's height short of its 600-point square
    /// was drawn above the toolbar, which insets nothing of it (headygui's map, Xcode 7.0,
    /// thirty-seventh held-out set: pushed under a shown toolbar, 600 x 556, its map down to the
    /// bottom guide stored at 556); stored the square's full height, the toolbar is over it.
    @Test func aControllerDrawnAboveTheToolbarOnTheAnyAnyCanvasHasNoInsetFromIt() throws {
        func bottomGuide(height: Double) throws -> Double? {
            let navigation = Self.navigationScene("nav", root: "a").replacingOccurrences(
                of: "<navigationController ", with: #"<navigationController toolbarHidden="NO" "#)
            let d = Self.storyboard(
                tools: "8191", device: nil,
                scenes: """
                    \(navigation)
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: Size(width: 600, height: height)))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
            return SolvedScene(scene, of: d).solution.frames["bottomLayoutGuide"]?.y
        }
        #expect(try bottomGuide(height: 556) == 556)
        #expect(try bottomGuide(height: 600) == 556)
    }

    /// A split view in a tab keeps the tab bar under what it shows: its master's navigation
    /// stack, the detail its `showDetail` segue shows, and what that pushes (passforios'
    /// scanner, Xcode 15 on an iPhone 12: 49 + 34 above the bottom). Without the tab bar
    /// controller, the same scanner has only the home indicator below it.
    @Test func aSplitViewInATabKeepsTheTabBarUnderWhatItShows() throws {
        func bottomGuide(inTab: Bool) throws -> Double? {
            func scene(_ id: String, _ body: String) -> String { #"<scene sceneID="\#(id)"><objects>\#(body)</objects></scene>"# }
            let split = #"""
                <splitViewController id="split" sceneMemberID="viewController"><connections>
                <segue destination="master" kind="relationship" relationship="masterViewController" id="s-m"/>
                </connections></splitViewController>
                """#
            let list = Self.oldGuideController(
                "list", size: Size(width: 390, height: 844),
                extra: #"<connections><segue destination="detail" kind="showDetail" id="s-d"/></connections>"#)
            let detailRoot = Self.oldGuideController(
                "detailRoot", size: Size(width: 390, height: 844),
                extra: #"<connections><segue destination="scanner" kind="show" id="s-p"/></connections>"#)
            let d = Self.storyboard(
                tools: "23504", device: "retina6_0",
                scenes: """
                    \(inTab ? Self.tabBarScene("tabs", tabs: ["split"]) : "")
                    \(scene("split", split))
                    \(Self.navigationScene("master", root: "list"))
                    \(scene("list", list))
                    \(Self.navigationScene("detail", root: "detailRoot"))
                    \(scene("detailRoot", detailRoot))
                    \(scene("scanner", Self.oldGuideController("scanner", size: Size(width: 390, height: 844))))
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-scanner" })
            #expect(scene.bars.navigationBar)
            return SolvedScene(scene, of: d).solution.frames["bottomLayoutGuide"]?.y
        }
        #expect(try bottomGuide(inTab: true) == 844 - 34 - 49)
        #expect(try bottomGuide(inTab: false) == 844 - 34)
    }

    /// A `showDetail` from a tab's navigation stack outside a split view presents over the tab
    /// bar: surveydragon's survey results (Xcode 10.2 on an iPhone 11, thirty-second held-out
    /// set) end their table at the safe area, 34 above the bottom, under no tab bar. Pushed by
    /// a `show` from the same stack, the results keep the tab bar, 49 higher.
    @Test func aShowDetailFromATabOutsideASplitViewIsOverTheTabBar() throws {
        func bottomGuide(_ kind: String) throws -> Double? {
            let size = Size(width: 414, height: 896)
            let list = Self.oldGuideController(
                "list", size: size, extra: #"<connections><segue destination="results" kind="\#(kind)" id="s-r"/></connections>"#)
            let d = Self.storyboard(
                tools: "14460.31", device: "retina6_1",
                scenes: """
                    \(Self.tabBarScene("tabs", tabs: ["nav"]))
                    \(Self.navigationScene("nav", root: "list"))
                    <scene sceneID="list"><objects>\(list)</objects></scene>
                    <scene sceneID="results"><objects>\(Self.oldGuideController("results", size: size))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-results" })
            #expect(scene.bars.tabBar == (kind == "show"))
            return SolvedScene(scene, of: d).solution.frames["bottomLayoutGuide"]?.y
        }
        #expect(try bottomGuide("showDetail") == 896 - 34)
        #expect(try bottomGuide("show") == 896 - 34 - 49)
    }

    /// A tab takes the top bar its tab bar controller simulates when it says none itself: a tab
    /// bar controller pushed onto an opaque navigation bar but simulating a translucent one
    /// gives its tabs a top guide 20 + 44 down (Catty's download tabs, Xcode 14 on an iPhone
    /// 8); without its simulated metrics the opaque bar above leaves the guide at 0.
    @Test func aTabTakesTheTopBarItsTabBarControllerSimulates() throws {
        func topGuide(simulated: Bool) throws -> Double? {
            let navigation = Self.navigationScene("nav", root: "list").replacingOccurrences(
                of: "<connections>", with: #"<navigationBar key="navigationBar" translucent="NO" id="bar"/><connections>"#)
            let tabs = Self.tabBarScene("tabs", tabs: ["a"]).replacingOccurrences(
                of: "<connections>",
                with: simulated
                    ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><connections>"# : "<connections>")
            let list = Self.oldGuideController(
                "list", extra: #"<connections><segue destination="tabs" kind="show" id="s-t"/></connections>"#)
            let d = Self.storyboard(
                tools: "21701", device: "retina4_7",
                scenes: """
                    \(navigation)
                    <scene sceneID="list"><objects>\(list)</objects></scene>
                    \(tabs)
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a"))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
            return SolvedScene(scene, of: d).solution.frames["topLayoutGuide"]?.maxY
        }
        #expect(try topGuide(simulated: true) == 64)
        #expect(try topGuide(simulated: false) == 0)
    }

    /// A navigation controller's own simulated bottom bar is under its stack: one that is a tab
    /// of another storyboard simulates a tab bar, and its root's bottom guide ends 49 up
    /// (Muselink's chat tab, Xcode 12; WWDCScholars' blog). Without the metrics, no tab bar.
    @Test func aNavigationControllersSimulatedTabBarIsUnderItsStack() throws {
        func bottomGuide(simulated: Bool) throws -> Double? {
            let navigation = Self.navigationScene("nav", root: "a").replacingOccurrences(
                of: "<connections>",
                with: simulated ? #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/><connections>"# : "<connections>")
            return try Self.bottomGuide(under: navigation, tools: "18122").y
        }
        #expect(try bottomGuide(simulated: true) == 667 - 49)
        #expect(try bottomGuide(simulated: false) == 667)
    }

    /// Xcode 26 doubles the device's portrait insets in a document without safe areas too: the
    /// old top layout guide of owntracks' map (Xcode 26, an iPhone 16 Pro Max, a navigation
    /// bar) ends 2 × 62 + 54 = 178 down, where its navigation controller's stored bar ends
    /// (y 124, 54 high); Xcode 16.1 (23504, Scandit's samples on the same phone) leaves it at 62 + 44.
    @Test func xcode26DoublesTheInsetsUnderTheOldGuidesToo() throws {
        func top(tools: String) throws -> Double? {
            let d = Self.storyboard(
                tools: tools, device: "retina6_9",
                scenes: """
                    \(Self.navigationScene("nav", root: "a"))
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: Size(width: 440, height: 956)))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
            return SolvedScene(scene, of: d).solution.frames["topLayoutGuide"]?.maxY
        }
        #expect(try top(tools: "24765") == 178)
        #expect(try top(tools: "23504") == 62 + 44)
    }

    /// An iPad's navigation bar is 50 high on the canvas of Xcode 11 on, under the old top guide
    /// and the safe area alike (Monal's settings, Xcode 13 on a 12.9-inch iPad Pro: 24 + 50),
    /// 44 before (OpenTerm's color picker, Xcode 10 on an iPad: 20 + 44).
    @Test func anIPadsNavigationBarIsFiftyHighFromXcode11() throws {
        let pad = Size(width: 1024, height: 1366)
        func tops(tools: String) throws -> (guide: Double?, safeArea: Double?) {
            let d = Self.storyboard(
                tools: tools, device: "ipad12_9rounded", safeAreas: true,
                scenes: """
                    \(Self.navigationScene("n1", root: "a"))
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: pad))</objects></scene>
                    \(Self.navigationScene("n2", root: "b"))
                    <scene sceneID="b"><objects>\(Self.safeAreaController("b", size: pad))</objects></scene>
                    """)
            let a = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-a" }), of: d)
            let b = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-b" }), of: d)
            return (a.solution.frames["topLayoutGuide"]?.maxY, b.laid.items.first { $0.id == "v-b" }.flatMap { b.frame(of: $0) }?.y)
        }
        let xcode13 = try tops(tools: "20037"), xcode10 = try tops(tools: "14109")
        #expect(xcode13.guide == 74)
        #expect(xcode13.safeArea == 74)
        #expect(xcode10.guide == 68)
        #expect(xcode10.safeArea == 68)
    }

    /// A controller's view of a size no screen is (an embedded controller's, 375 x 457 on an
    /// iPhone 8) has the status bar's inset at the top on the canvas of Xcode 14 on (WSDOT's
    /// ferry schedules, Xcode 16: their tables 20 down), none before (Xcode 10). Where the canvas
    /// doubles a screen's insets (a notched phone from Xcode 16.3) it has the inset once
    /// (kDrive's app-lock settings, 25084 on an iPhone 11, forty-third held-out set: 414 x 848,
    /// content at the safe area's top stored 48 down).
    @Test func aViewOfNoScreensSizeHasTheStatusBarFromXcode14() throws {
        func top(tools: String, device: String = "retina4_7", size: Size = Size(width: 375, height: 457)) throws -> Double? {
            let d = Self.storyboard(
                tools: tools, device: device, safeAreas: true,
                scenes: #"<scene sceneID="a"><objects>\#(Self.safeAreaController("a", size: size))</objects></scene>"#)
            return try Self.solvedFrame("v-a", in: d)?.y
        }
        #expect(try top(tools: "23727") == 20)
        #expect(try top(tools: "14490") == 0)
        #expect(try top(tools: "25084", device: "retina6_1", size: Size(width: 414, height: 848)) == 48)
    }

    /// A controller's view of no screen's size is drawn on its document's device's pixel grid:
    /// dgca-wallet's 390 x 790 controllers (Xcode 13 on an iPhone 12, forty-third held-out set)
    /// store a centred logo 43.56 wide at 173.33, 43.33 wide, on the 3x grid. A cell stays on the
    /// 2x grid (suripu's and openhab's cells).
    @Test func aViewOfNoScreensSizeIsOnItsDocumentsPixelGrid() throws {
        func frame(cell: Bool) throws -> Frame? {
            let centred = """
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="43.5" height="28"/></view></subviews>
                <constraints>
                    <constraint firstItem="v" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                    \(ConstraintXML.sized("v", width: 43.5, height: 28, id: "s"))
                </constraints>
                """
            let controller = """
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="790"/>\(centred)</view>
                </viewController>
                """
            let cellScene = """
                <tableViewController id="t" sceneMemberID="viewController"><tableView key="view" id="tv"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <prototypes><tableViewCell id="cell"><rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <tableViewCellContentView key="contentView" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="44"/>\(centred)</tableViewCellContentView>
                </tableViewCell></prototypes></tableView></tableViewController>
                """
            let d = Self.storyboard(
                tools: "19529", device: "retina6_0", safeAreas: true,
                scenes: #"<scene sceneID="a"><objects>\#(cell ? cellScene : controller)</objects></scene>"#)
            let scene = try #require(d.scenes.first { $0.root.id == "root" || $0.root.id == "cell" })
            let s = SolvedScene(scene, of: d)
            return s.laid.items.first { $0.id == "v" }.flatMap { s.frame(of: $0) }
        }
        let onThe3xGrid = try #require(try frame(cell: false))
        #expect(abs(onThe3xGrid.x - 520.0 / 3) < 0.001)
        #expect(abs(onThe3xGrid.width - 130.0 / 3) < 0.001)
        #expect(try frame(cell: true) == Frame(x: 173.5, y: 0, width: 43.5, height: 28))
    }

    /// A navigation controller in a tab bar controller that says `hidesBottomBarWhenPushed`
    /// shows its controllers without the tab bar on the canvas (owntracks' map, Xcode 26: its
    /// bottom guide the doubled indicator and its simulated toolbar, no tab bar between); without
    /// the flag the tab bar is there.
    @Test func aNavigationControllerHidingTheBottomBarShowsNoTabBar() throws {
        func bottom(hiding: Bool) throws -> Double? {
            let navigation = Self.navigationScene("nav", root: "a")
            let d = Self.storyboard(
                tools: "22505", device: "retina4_7",
                scenes: """
                    \(Self.tabBarScene("tabs", tabs: ["nav"]))
                    \(hiding ? navigation.replacingOccurrences(of: #"id="nav""#, with: #"hidesBottomBarWhenPushed="YES" id="nav""#) : navigation)
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a"))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
            return SolvedScene(scene, of: d).solution.frames["bottomLayoutGuide"]?.height
        }
        #expect(try bottom(hiding: false) == 49)
        #expect(try bottom(hiding: true) == 0)
    }

    /// A view controller `id` whose view (`size`) holds `v-ID`, 10 x 10, pinned under the old
    /// top layout guide, with `extra` inside the controller.
    static func oldGuideController(_ id: String, size: Size = Size(width: 375, height: 667), extra: String = "") -> String {
        """
        <viewController id="\(id)" sceneMemberID="viewController">
            <layoutGuides><viewControllerLayoutGuide type="top" id="tg-\(id)"/><viewControllerLayoutGuide type="bottom" id="bg-\(id)"/></layoutGuides>
            <view key="view" id="root-\(id)"><rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v-\(id)"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                <constraints>
                    <constraint firstItem="v-\(id)" firstAttribute="top" secondItem="tg-\(id)" secondAttribute="bottom" id="c1-\(id)"/>
                    <constraint firstItem="v-\(id)" firstAttribute="leading" secondItem="root-\(id)" secondAttribute="leading" id="c2-\(id)"/>
                    <constraint firstItem="v-\(id)" firstAttribute="width" constant="10" id="c3-\(id)"/>
                    <constraint firstItem="v-\(id)" firstAttribute="height" constant="10" id="c4-\(id)"/>
                </constraints>
            </view>
            \(extra)
        </viewController>
        """
    }

    /// A simulated toolbar above a home indicator is 49 high, and sits on the tab bar the
    /// storyboard's structure gives: the bottom guide of Google's ads API demo (Xcode 14, an
    /// iPhone X, a toolbar) is 34 + 49 high, ViewAnimator's collection view scene's (Xcode 11,
    /// a toolbar, in a navigation controller in a tab bar controller) 34 + 49 + 49.
    @Test func simulatedToolbarsAboveTheHomeIndicatorAndOnTabBars() throws {
        let size = Size(width: 375, height: 812), toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let d = Self.storyboard(
            tools: "23089", device: "retina5_9",
            scenes: """
                \(Self.tabBarScene("tabs", tabs: ["nav"]))
                \(Self.navigationScene("nav", root: "a"))
                <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: size, extra: toolbar))</objects></scene>
                <scene sceneID="b"><objects>\(Self.oldGuideController("b", size: size, extra: toolbar))</objects></scene>
                """)
        let guides = d.scenes.map { scene in SolvedScene(scene, of: d).solution.frames["bottomLayoutGuide"]?.height }
        let expected: [Double?] = [34 + 49 + 49, 34 + 49]
        #expect(guides == expected)
    }

    /// A simulated toolbar sits on a tab bar that the navigation controller around it simulates,
    /// as on one the structure gives: DiaryApp's home page (Xcode 15 on an iPhone 15,
    /// twenty-second held-out set), the root of a navigation controller that is a tab of another
    /// storyboard and says `<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`, stores
    /// its table ending 83 + 49 above the bottom.
    @Test func aToolbarSitsOnTheTabBarItsNavigationControllerSimulates() throws {
        let size = Size(width: 375, height: 812), toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        func guide(navigationSimulatesTabBar: Bool) -> Double? {
            var navigation = Self.navigationScene("nav", root: "a")
            if navigationSimulatesTabBar {
                navigation = navigation.replacingOccurrences(
                    of: "</connections>", with: #"</connections><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
            }
            let d = Self.storyboard(
                tools: "21701", device: "retina5_9",
                scenes: """
                    \(navigation)
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: size, extra: toolbar))</objects></scene>
                    """)
            return d.scenes.first { $0.root.id == "root-a" }.flatMap { SolvedScene($0, of: d).solution.frames["bottomLayoutGuide"]?.height }
        }
        let guides = [guide(navigationSimulatesTabBar: false), guide(navigationSimulatesTabBar: true)]
        let expected: [Double?] = [34 + 49, 34 + 49 + 49]
        #expect(guides == expected)
    }

    /// Xcode 6's canvas draws a tab's simulated toolbar alone, no tab bar under it (OSWeather's
    /// today tab, 7531, on the Any/Any canvas: its old bottom guide 44 high); Xcode 10.1's puts it
    /// on the tab bar (vma-ios-Recipes' recipe steps, 14460, fourteenth held-out set), as Xcode
    /// 11's does (`simulatedToolbarsAboveTheHomeIndicatorAndOnTabBars`), whose toolbar is 49 high
    /// on a phone with a home button too (`aPhonesToolbarIs49HighFromXcode11`; this test took
    /// 44 there until the corpus's Xcode 11 to 16 iPhone 8 toolbars showed otherwise).
    @Test func xcode6DrawsATabsToolbarWithoutItsTabBar() throws {
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        func guide(tools: String) -> Double? {
            let d = Self.storyboard(
                tools: tools, device: "retina4_7",
                scenes: """
                    \(Self.tabBarScene("tabs", tabs: ["nav"]))
                    \(Self.navigationScene("nav", root: "a"))
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", extra: toolbar))</objects></scene>
                    """)
            return d.scenes.first.flatMap { SolvedScene($0, of: d).solution.frames["bottomLayoutGuide"]?.height }
        }
        let guides = [guide(tools: "7531"), guide(tools: "14460"), guide(tools: "15505")]
        let expected: [Double?] = [44, 44 + 49, 49 + 49]
        #expect(guides == expected)
    }

    /// A controller's view that preserves its superview's margins takes the window's 8 inside
    /// the safe area: AltStore's Authentication storyboard (Xcode 11, an iPhone 8) stores a
    /// stack at the root's bottom margin 8 above the bottom, in two scenes.
    @Test func aRootThatPreservesItsSuperviewsMarginsTakesTheWindows() throws {
        func bottom(preserves: Bool) throws -> Double? {
            let constraints = """
                <constraint firstItem="root" firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="c1"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                """ + ConstraintXML.sized("v", width: 10, height: 10, id: "s")
            let d = Self.controller(
                device: "retina4_7", tools: "15701", size: Size(width: 375, height: 667), constraints: constraints,
                rootAttributes: preserves ? #"preservesSuperviewLayoutMargins="YES""# : "")
            return try Self.solvedFrame("v", in: d).map { $0.y + $0.height }
        }
        #expect(try bottom(preserves: false) == 667)
        #expect(try bottom(preserves: true) == 659)
    }

    /// A controller's view with freeform metrics (and no old guides) has the document's device's
    /// safe area though no screen is its size, as a XIB's top-level view does: Hackers' action
    /// extension (Xcode 11 on an iPhone 11) stores a 320 x 528 view's navigation bar at the safe
    /// area's top, 44 down. Without the metrics the view is no screen's, and has none.
    @Test func aFreeformControllerHasTheDevicesSafeArea() throws {
        let size = Size(width: 320, height: 528), freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "16097", size: size, extraController: freeform)) == 44)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina6_1", tools: "16097", size: size)) == 0)
    }

    /// Xcode 26 gives a freeform controller's view the device's insets once, where it doubles a
    /// screen-sized one's on a device with a home indicator, and draws its navigation bar 54
    /// high above them: Gladys' hex, text and property-list editors (Xcode 26 on an iPhone 8
    /// Plus, twentieth held-out set), 300 x 300 and 200 x 300 controllers pushed onto a
    /// navigation stack, store their content at the safe area's top, 20 + 54 down (not 2 x 20 +
    /// 44). A phone with a home button keeps single insets on a screen-sized view too (orbot's
    /// controllers, Xcode 26 on an iPhone SE, twenty-eighth held-out set: content 20 down); an
    /// iPhone 11's are doubled there, 2 x 48.
    @Test func xcode26GivesAFreeformControllerTheDevicesInsetsOnce() throws {
        func top(size: Size, device: String = "retina5_5") throws -> Double? {
            let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/></viewController>"#
            let d = Self.storyboard(
                tools: "24765", device: device, safeAreas: true,
                scenes: """
                    \(Self.navigationScene("nav", root: "a"))
                    <scene sceneID="a"><objects>\(Self.safeAreaController("a", size: size).replacingOccurrences(of: "</viewController>", with: freeform))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
            let s = SolvedScene(scene, of: d)
            return s.laid.items.first { $0.id == "v-a" }.flatMap { s.frame(of: $0) }?.y
        }
        #expect(try top(size: Size(width: 300, height: 300)) == 20 + 54)
        #expect(try top(size: Size(width: 414, height: 736)) == 20 + 54)
        #expect(try top(size: Size(width: 300, height: 300), device: "retina6_1") == 48 + 54)
        #expect(try top(size: Size(width: 414, height: 896), device: "retina6_1") == 2 * 48 + 54)
    }

    /// In landscape the freeform controller's insets once are, edge by edge, the larger of the
    /// portrait ones and the device's own landscape ones: xDrip's picker controllers (Xcode 26
    /// on an iPhone 12 in landscape, 320 x 600) store a picker across the safe area 47 in from
    /// either side, and the titles above it 47 + 90 down. In portrait the sides are 0.
    @Test func xcode26GivesALandscapeFreeformControllerTheSidesToo() throws {
        func origin(_ orientation: String) throws -> (x: Double, y: Double)? {
            let controller = Self.safeAreaController("a", size: Size(width: 320, height: 600)).replacingOccurrences(
                of: #"secondItem="root-a" secondAttribute="leading""#, with: #"secondItem="sa-a" secondAttribute="leading""#
            ).replacingOccurrences(
                of: "</viewController>", with: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/></viewController>"#)
            let d = Self.storyboard(
                tools: "24412", device: "retina6_0", orientation: orientation, safeAreas: true,
                scenes: #"<scene sceneID="a"><objects>\#(controller)</objects></scene>"#)
            return try Self.solvedFrame("v-a", in: d).map { ($0.x, $0.y) }
        }
        let landscape = try #require(try origin("landscape")), portrait = try #require(try origin("portrait"))
        #expect(landscape.x == 47 && landscape.y == 47)
        #expect(portrait.x == 0 && portrait.y == 47)
    }

    /// A `showDetail` from outside a split view presents modally, a page sheet, from a
    /// navigation stack too: ExpenseTracker's budget (Xcode 16.3 on an iPhone 15 Pro, twelfth
    /// held-out set), shown so from a tab's stack and stored 842 high, has its content at the
    /// top. Shown so from a split view's master it is the split view's detail, no sheet.
    @Test func aShowDetailOutsideASplitViewIsAPageSheet() throws {
        let size = Size(width: 393, height: 842)
        func solved(inSplit: Bool) throws -> (sheet: Bool, frame: Frame?) {
            let container =
                inSplit
                ? #"<scene sceneID="sv"><objects><splitViewController id="split" sceneMemberID="viewController"><connections><segue destination="a" kind="relationship" relationship="masterViewController" id="m"/></connections></splitViewController></objects></scene>"#
                : Self.navigationScene("nav", root: "a")
            let d = Self.storyboard(
                tools: "23504", device: "retina6_12", safeAreas: true,
                scenes: """
                    \(container)
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: Size(width: 393, height: 852), extra: #"<connections><segue destination="b" kind="showDetail" id="g"/></connections>"#))</objects></scene>
                    <scene sceneID="b"><objects>\(Self.safeAreaController("b", size: size))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-b" })
            let solved = SolvedScene(scene, of: d)
            return (scene.bars.inSheet, solved.laid.items.first { $0.id == "v-b" }.flatMap { solved.frame(of: $0) })
        }
        let modal = try solved(inSplit: false)
        #expect(modal.sheet)
        #expect(modal.frame?.y == 0)
        #expect(try solved(inSplit: true).sheet == false)
    }

    /// Xcode 11's betas (14800 on) already draw a controller that a `show` presents from outside
    /// a navigation stack as a page sheet, stored shorter than the screen, with no status bar
    /// above it: fossasia's susi (14868 on an iPhone X, forty-fifth held-out set) stores its
    /// log-in screen 758 high, its content 35 below a top guide at 0. Xcode 10 draws none.
    @Test func xcode11BetasDrawPageSheets() throws {
        func solved(tools: String) throws -> (sheet: Bool, y: Double?) {
            let d = Self.storyboard(
                tools: tools, device: "retina5_9",
                scenes: """
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: Size(width: 375, height: 812), extra: #"<connections><segue destination="b" kind="show" id="g"/></connections>"#))</objects></scene>
                    <scene sceneID="b"><objects>\(Self.oldGuideController("b", size: Size(width: 375, height: 758)))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-b" })
            let solved = SolvedScene(scene, of: d)
            return (scene.bars.inSheet, solved.laid.items.first { $0.id == "v-b" }.flatMap { solved.frame(of: $0) }?.y)
        }
        let beta = try solved(tools: "14868")
        #expect(beta.sheet)
        #expect(beta.y == 0)
        #expect(try solved(tools: "14490").sheet == false)
    }

    /// A controller's `<size key="freeformSize">` alone says it is freeform from Xcode 10 (tools
    /// 14000) on: Deadlines' 960 x 568 time-left scene (Xcode 10.2 on an iPhone 5, twelfth
    /// held-out set) and datflix's 1,460-high movie detail (Xcode 14.1) have the device's safe
    /// area; Password-Factory's 343 x 459 embedded scenes (Xcode 9.3) have none.
    @Test func aFreeformSizeAloneMakesAControllerFreeformFromXcode10() throws {
        let size = Size(width: 960, height: 568), freeform = #"<size key="freeformSize" width="960" height="568"/>"#
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_0", tools: "14490", size: size, extraController: freeform)) == 20)
        #expect(try top(Self.pinnedToTheSafeArea(device: "retina4_0", tools: "13771", size: size, extraController: freeform)) == 0)
    }

    /// A controller's root that says `insetsLayoutMarginsFromSafeArea="NO"` has margins without
    /// the safe area: homework2's DetailVC (Xcode 13 on an iPhone 12, thirteenth held-out set)
    /// stores a view at `topMargin` + 190 at 190, where a root that says nothing puts it 47
    /// lower.
    @Test func aRootThatDoesNotInsetItsMarginsFromTheSafeArea() throws {
        let constraints = """
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="190" id="c1"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            \(ConstraintXML.sized("v", width: 10, height: 10, id: "c3"))
            """
        let size = Size(width: 390, height: 844)
        for (attributes, want) in [(#"insetsLayoutMarginsFromSafeArea="NO""#, 190.0), ("", 237)] {
            let d = Self.controller(device: "retina6_0", tools: "21225", size: size, constraints: constraints, rootAttributes: attributes)
            #expect(try top(d) == want, "\(attributes)")
        }
    }

    /// A tab that is a navigation controller pushes nothing onto the navigation controller
    /// around its tab bar controller by its own `show` segues: HistoriaApp's reading mode (Xcode
    /// 10 on an iPhone 8, thirteenth held-out set), shown so, stores its content at its top
    /// guide, 20 down, under no bar. The tab's root keeps its bar.
    @Test func aTabsNavigationControllerPushesNothingByItsOwnSegues() throws {
        let showing = Self.navigationScene("inner", root: "a").replacingOccurrences(
            of: "</connections>", with: #"<segue destination="b" kind="show" id="shows-b"/></connections>"#)
        let d = Self.storyboard(
            tools: "14460", device: "retina4_7",
            scenes: """
                \(Self.navigationScene("outer", root: "tabs"))
                \(Self.tabBarScene("tabs", tabs: ["inner"]))
                \(showing)
                <scene sceneID="a"><objects>\(Self.oldGuideController("a"))</objects></scene>
                <scene sceneID="b"><objects>\(Self.oldGuideController("b"))</objects></scene>
                """)
        func top(_ id: String) throws -> Double? {
            let s = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-\(id)" }), of: d)
            return s.laid.items.first { $0.id == "v-\(id)" }.flatMap { s.frame(of: $0) }?.y
        }
        #expect(try top("b") == 20)
        #expect(try top("a") == 64)
    }

    /// Xcode 26's canvas adds the device's portrait insets above and below to its insets in
    /// landscape too (twice them in portrait), and on a phone narrower than 414 points in
    /// landscape draws a 54-point navigation bar and a 31-point tab bar: xDrip's storyboard (an
    /// iPhone 12 in landscape) stores a bare scene's safe area 47 in from every side but the
    /// bottom (21 + 34), and a tab's under a navigation bar 47 + 54 down and 21 + 34 + 31 up,
    /// in thirteen scenes of the third held-out set.
    @Test func xcode26sLandscapeInsetsAndBars() throws {
        let landscape = Size(width: 844, height: 390)
        func insets(inBars: Bool) -> EdgeInsets? {
            let d = Self.storyboard(
                tools: "24412", device: "retina6_0", orientation: "landscape", safeAreas: true,
                scenes: """
                    \(inBars ? Self.tabBarScene("tabs", tabs: ["nav"]) + Self.navigationScene("nav", root: "a") : "")
                    <scene sceneID="a"><objects>\(Self.safeAreaController("a", size: landscape))</objects></scene>
                    """)
            return d.scenes.first.map { SolvedScene($0, of: d).laid.layout.environment.safeAreaInsets }
        }
        #expect(insets(inBars: false) == EdgeInsets(top: 47, left: 47, bottom: 55, right: 47))
        #expect(insets(inBars: true) == EdgeInsets(top: 101, left: 47, bottom: 86, right: 47))
    }

    /// A controller pushed with `hidesBottomBarWhenPushed` shows no tab bar; its old bottom guide
    /// is the home indicator's alone (Stundenplan's Impressum and privacy scenes, Xcode 10 on an
    /// iPhone X). Pushed without the flag, the tab bar stays. Xcode 7's canvas draws the tab bar
    /// under it all the same (iOS9-day-by-day's about screen, 9046 on the Any/Any canvas,
    /// twenty-sixth held-out set: its scroll view ending 49 up).
    @Test func aControllerPushedWithHidesBottomBarShowsNoTabBar() throws {
        func guides(tools: String, device: String?, size: Size) -> [Double?] {
            let push = #"<connections><segue destination="b" kind="show" id="p"/><segue destination="c" kind="show" id="q"/></connections>"#
            let d = Self.storyboard(
                tools: tools, device: device,
                scenes: """
                    \(Self.tabBarScene("tabs", tabs: ["nav"]))
                    \(Self.navigationScene("nav", root: "a"))
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: size, extra: push))</objects></scene>
                    <scene sceneID="b"><objects>\(Self.oldGuideController("b", size: size).replacingOccurrences(of: #"<viewController id="b""#, with: #"<viewController hidesBottomBarWhenPushed="YES" id="b""#))</objects></scene>
                    <scene sceneID="c"><objects>\(Self.oldGuideController("c", size: size))</objects></scene>
                    """)
            return d.scenes.map { SolvedScene($0, of: d).solution.frames["bottomLayoutGuide"]?.height }
        }
        #expect(guides(tools: "13529", device: "retina5_9", size: Size(width: 375, height: 812)) == [34 + 49, 34, 34 + 49])
        #expect(guides(tools: "9046", device: nil, size: Size(width: 600, height: 600)) == [49, 49, 49])
    }

    /// A controller pushed with `hidesBottomBarWhenPushed` hides its navigation controller's
    /// toolbar too: Gladys' text and property-list editors (Xcode 26 on an iPhone 8 Plus,
    /// twentieth held-out set), pushed onto a stack that shows its toolbar, store their views
    /// at the safe area's bottom. Pushed without the flag, the toolbar stays; the stack's root
    /// is pushed by nothing and keeps it.
    @Test func aControllerPushedWithHidesBottomBarShowsNoToolbar() throws {
        let push = #"<connections><segue destination="b" kind="show" id="p"/><segue destination="c" kind="show" id="q"/></connections>"#
        let hiding = #"<viewController hidesBottomBarWhenPushed="YES" id="#
        let d = Self.storyboard(
            tools: "12120", device: "retina4_7",
            scenes: """
                \(Self.navigationScene("nav", root: "a").replacingOccurrences(of: "<navigationController ", with: #"<navigationController toolbarHidden="NO" "#))
                <scene sceneID="a"><objects>\(Self.oldGuideController("a", extra: push).replacingOccurrences(of: #"<viewController id="#, with: hiding))</objects></scene>
                <scene sceneID="b"><objects>\(Self.oldGuideController("b").replacingOccurrences(of: #"<viewController id="#, with: hiding))</objects></scene>
                <scene sceneID="c"><objects>\(Self.oldGuideController("c"))</objects></scene>
                """)
        let guides = d.scenes.map { SolvedScene($0, of: d).solution.frames["bottomLayoutGuide"]?.height }
        let expected: [Double?] = [44, 0, 44]
        #expect(guides == expected)
    }

    /// A controller in a container view has no status bar above its old top guide on Xcode 5 to
    /// 7's canvas (Ilife2's 320 x 150 commodity views, twenty-first held-out set; MeituanDemo's
    /// menu), nor on a later one where it is not as wide as the document's device
    /// (SkyFloatingLabelTextField's 400-point form, Xcode 10.1 on an iPhone 8); one as wide has
    /// it (XLPagerTabStrip's 375-point pages, Xcode 10.1), and so does a navigation stack in a
    /// container (eidolon's fulfillment).
    @Test func anEmbeddedControllersOldTopGuide() throws {
        func topGuide(tools: String, device: String?, width: Double, inNavigation: Bool = false) throws -> Double? {
            let container = inNavigation ? "nav" : "a"
            let d = Self.storyboard(
                tools: tools, device: device,
                scenes: """
                    <scene sceneID="p"><objects><viewController id="p" sceneMemberID="viewController">
                        <view key="view" id="root-p"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                        <connections><segue destination="\(container)" kind="embed" id="e"/></connections>
                    </viewController></objects></scene>
                    \(inNavigation ? Self.navigationScene("nav", root: "a") : "")
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: Size(width: width, height: 480)))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
            return SolvedScene(scene, of: d).solution.frames["topLayoutGuide"]?.y
        }
        #expect(try topGuide(tools: "9531", device: nil, width: 320) == 0)
        #expect(try topGuide(tools: "14460", device: "retina4_7", width: 400) == 0)
        #expect(try topGuide(tools: "14460", device: "retina4_7", width: 375) == 20)
        #expect(try topGuide(tools: "14460", device: "retina4_7", width: 400, inNavigation: true) == 20 + 44)
    }

    /// The Any/Any canvas is no phone on its side: a 600 x 551 root (the square above an opaque
    /// tab bar) keeps the status bar, so under a navigation bar its old top guide is at 20 + 44
    /// (On The Map's map tab, Xcode 7.3, twenty-sixth held-out set: its map stored 64 down), as
    /// the full square does.
    @Test func theAnyAnyCanvasKeepsTheStatusBarWhateverItsShape() throws {
        func topGuide(device: String?, size: Size) throws -> Double? {
            let d = Self.storyboard(
                tools: "10117", device: device,
                scenes: """
                    \(Self.navigationScene("nav", root: "a"))
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: size))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-a" })
            return SolvedScene(scene, of: d).solution.frames["topLayoutGuide"]?.y
        }
        #expect(try topGuide(device: nil, size: Size(width: 600, height: 551)) == 20 + 44)
        #expect(try topGuide(device: nil, size: Size(width: 600, height: 600)) == 20 + 44)
    }

    /// A controller pushed by one that simulates a toolbar, saying nothing of its own bottom bar,
    /// has the toolbar from Xcode 7.3 (WhyGoSolo's people screen, 10117 on the Any/Any canvas,
    /// twenty-fourth held-out set: its table ending 44 up; HarryPotter's character detail and
    /// favourites, Xcode 15 on an iPhone 15, twenty-first held-out set, and lit-monster's study
    /// time record, Xcode 14.1: content on the safe area's bottom, 34 + 49 up); Xcode 6 and
    /// 7.0's canvas draws none there (MakeSchool's note detail, Xcode 6, and
    /// work_examples_ios_social's map, 7702: the bottom guide at the bottom).
    @Test func aPushedControllerTakesThePushersSimulatedToolbarFromXcode7Point3() throws {
        func bottomGuide(tools: String, device: String?) throws -> Double? {
            let extra =
                #"<connections><segue destination="b" kind="show" id="p"/></connections><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
            let d = Self.storyboard(
                tools: tools, device: device,
                scenes: """
                    \(Self.navigationScene("nav", root: "a"))
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", extra: extra))</objects></scene>
                    <scene sceneID="b"><objects>\(Self.oldGuideController("b"))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-b" })
            return SolvedScene(scene, of: d).solution.frames["bottomLayoutGuide"]?.height
        }
        #expect(try bottomGuide(tools: "12120", device: "retina4_7") == 44)
        #expect(try bottomGuide(tools: "10117", device: nil) == 44)
        #expect(try bottomGuide(tools: "7702", device: nil) == 0)
    }

    /// Xcode 6 stored a prototype cell 320 wide in a 600-wide table and laid its content out at
    /// the table's width (QuickBlox's chat sample: a label 532 wide in the cell); a later Xcode's
    /// stored width is kept.
    @Test func anXcode6PrototypeCellIsAsWideAsItsTable() {
        func width(tools: String) -> Double? {
            let d = Self.storyboard(
                tools: tools, device: nil,
                scenes: """
                    <scene sceneID="s"><objects><tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" rowHeight="44" id="table"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <prototypes><tableViewCell id="cell"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" id="cv"><autoresizingMask key="autoresizingMask"/></tableViewCellContentView>
                            </tableViewCell></prototypes>
                        </tableView>
                    </tableViewController></objects></scene>
                    """)
            return d.scenes.first { $0.kind == .cell }?.root.frame?.width
        }
        #expect(width(tools: "7702") == 600)
        #expect(width(tools: "8191") == 320)
    }

    /// Xcode 6 and 7 stored a prototype cell 44 high whatever its row height, its content view
    /// too, and laid it out at the row's height and the table's width: MusicApp's song cell
    /// (Xcode 7, a 151 row) stores an image view and a label 134 high between the content view's
    /// margins, 8 + 134 + 8 in a content view stored 43 high. A later Xcode's stored height is
    /// kept.
    @Test func anXcode7PrototypeCellIsAsHighAsItsRow() throws {
        func sizes(tools: String) throws -> (cell: Size?, content: Size?) {
            let d = Self.storyboard(
                tools: tools, device: nil,
                scenes: """
                    <scene sceneID="s"><objects><tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" rowHeight="44" id="table"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <prototypes><tableViewCell rowHeight="151" id="cell"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0.0" y="0.0" width="320" height="43"/></tableViewCellContentView>
                            </tableViewCell></prototypes>
                        </tableView>
                    </tableViewController></objects></scene>
                    """)
            let cell = try #require(d.scenes.first { $0.kind == .cell }?.root)
            let size = { (f: Frame?) in f.map { Size(width: $0.width, height: $0.height) } }
            return (size(cell.frame), size(cell.subviews.first?.frame))
        }
        let xcode7 = try sizes(tools: "7531"), xcode8 = try sizes(tools: "8191")
        #expect(xcode7.cell == Size(width: 600, height: 151) && xcode7.content == Size(width: 600, height: 150))
        #expect(xcode8.cell == Size(width: 320, height: 44) && xcode8.content == Size(width: 320, height: 43))
    }

    /// Before Xcode 8 a prototype's content view is 1 shorter than its cell under the canvas's
    /// 1-point separator, even where the document stores it as high as the cell (dobrochannel's
    /// board cells, Xcode 7.2, twenty-second held-out set: a label 4 inside the content view's
    /// margins stored 19 high in a 44-high cell); in a table without separators, and from
    /// Xcode 8, the stored height stays.
    @Test func anXcode7PrototypesContentViewIsAboveItsSeparator() throws {
        func contentHeight(tools: String, separator: String = "") throws -> Double? {
            let d = Self.storyboard(
                tools: tools, device: nil,
                scenes: """
                    <scene sceneID="s"><objects><tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" rowHeight="44" \(separator) id="table"><rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
                            <prototypes><tableViewCell id="cell"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCellContentView>
                            </tableViewCell></prototypes>
                        </tableView>
                    </tableViewController></objects></scene>
                    """)
            return try #require(d.scenes.first { $0.kind == .cell }?.root).subviews.first?.frame?.height
        }
        #expect(try contentHeight(tools: "9532") == 43)
        #expect(try contentHeight(tools: "9532", separator: #"separatorStyle="none""#) == 44)
        #expect(try contentHeight(tools: "11762") == 44)
    }

    /// Xcode 6 and 7's canvas for a document with no device is Any/Any, 600 wide: no size-class
    /// variation applies there (JasperMobile's storyboard, Xcode 7: a button 50 high whose
    /// compact-width variation says 30 is stored 50 high, six scenes of the third held-out set);
    /// on a phone asked for, the compact width's applies.
    @Test func theAnyAnyCanvasTakesNoVariation() throws {
        let size = Size(width: 600, height: 600)
        let d = Self.storyboard(
            tools: "10117", device: nil,
            scenes: #"<scene sceneID="s"><objects>\#(Self.oldGuideController("vc", size: size))</objects></scene>"#
                .replacingOccurrences(
                    of: #"<constraint firstItem="v-vc" firstAttribute="height" constant="10" id="c4-vc"/>"#,
                    with:
                        #"<constraint firstItem="v-vc" firstAttribute="height" constant="50" id="c4-vc"><variation key="widthClass=compact" constant="30"/></constraint>"#
                ))
        #expect(try Self.solvedFrame("v-vc", in: d)?.height == 50)
        let scene = try #require(d.scenes.first)
        let phone = SolvedScene(scene, of: d, configuration: SceneLayout.Configuration(device: DevicePreset.named("iphone-8")))
        #expect(phone.laid.items.first { $0.id == "v-vc" }.flatMap { phone.frame(of: $0) }?.height == 30)
    }

    /// Before Xcode 8 the stored frames are Any/Any's whatever size the canvas simulated:
    /// OZWineApp's storyboard (Xcode 6.1, simulating an iPhone 6: 375 x 667 roots) stores its
    /// compact-width frames inside the variations and Any/Any's outside. From Xcode 8 a
    /// document's device gives the size classes.
    @Test func beforeXcode8TheStoredFramesAreAnyAnys() throws {
        func height(tools: String, device: String?, simulated: String) throws -> Double? {
            let controller = Self.oldGuideController("vc", size: Size(width: 375, height: 667)).replacingOccurrences(
                of: #"<constraint firstItem="v-vc" firstAttribute="height" constant="10" id="c4-vc"/>"#,
                with:
                    #"<constraint firstItem="v-vc" firstAttribute="height" constant="50" id="c4-vc"><variation key="widthClass=compact" constant="30"/></constraint>"#
            )
            let d = Self.document(
                "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", tools: tools, device: device,
                body: #"<scenes><scene sceneID="s"><objects>\#(controller)</objects></scene></scenes>"# + simulated)
            return try Self.solvedFrame("v-vc", in: d)?.height
        }
        let iPhone6 =
            #"<simulatedMetricsContainer key="defaultSimulatedMetrics"><simulatedScreenMetrics key="destination" type="retina47"/></simulatedMetricsContainer>"#
        #expect(try height(tools: "6211", device: nil, simulated: iPhone6) == 50)
        #expect(try height(tools: "11762", device: "retina4_7", simulated: "") == 30)
    }

    /// The Any/Any canvas of Xcode 6 to 7.0 gives a controller's 600-point view an iPhone's side
    /// margins, 16 (shinobicontrols' WhereAmI, 7531: its labels at the leading margin 16 in);
    /// from Xcode 7.1, 20 (CoreStore's demo, 8191). A scene that simulates no screen is on that
    /// canvas though another simulates one (Andreilys' brainapp, 7706, thirty-ninth held-out
    /// set: three 600-point controllers' fields at the leading margin 16 in, beside four
    /// `retina4` ones).
    @Test func theAnyAnyCanvasOfXcode6HasAPhonesMargins() throws {
        func leading(tools: String, besideARetina4Scene: Bool = false) throws -> Double? {
            let retina4 = #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>"#
            let other = Self.oldGuideController("o", size: Size(width: 320, height: 568), extra: retina4)
            let d = Self.storyboard(
                tools: tools, device: nil,
                scenes:
                    #"<scene sceneID="s"><objects>\#(Self.oldGuideController("vc", size: Size(width: 600, height: 600)))</objects></scene>"#
                    .replacingOccurrences(
                        of: #"secondItem="root-vc" secondAttribute="leading" id="c2-vc""#,
                        with: #"secondItem="root-vc" secondAttribute="leadingMargin" id="c2-vc""#)
                    + (besideARetina4Scene ? #"<scene sceneID="o"><objects>\#(other)</objects></scene>"# : ""))
            return try Self.solvedFrame("v-vc", in: d)?.x
        }
        #expect(try leading(tools: "7531") == 16)
        #expect(try leading(tools: "8191") == 20)
        #expect(try leading(tools: "7706", besideARetina4Scene: true) == 16)
    }

    /// A popover presented on a phone is a sheet like a presentation's: Lockdown's main
    /// storyboard (Xcode 15's beta, an iPhone 11) stores its popover and presented controllers
    /// 886 high with their old guides at 0 above and 0 below (no status bar, and no home
    /// indicator under a sheet), six scenes; the presenting controller keeps both.
    @Test func aPopoverOnAPhoneIsASheetWithoutInsets() throws {
        let phone = Size(width: 414, height: 896), sheet = Size(width: 414, height: 886)
        let segue = #"<connections><segue destination="b" kind="popoverPresentation" popoverAnchorView="root-a" id="p"/></connections>"#
        let d = Self.storyboard(
            tools: "32700.99.1234", device: "retina6_1", plugin: "22685",
            scenes: """
                <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: phone, extra: segue))</objects></scene>
                <scene sceneID="b"><objects>\(Self.oldGuideController("b", size: sheet))</objects></scene>
                """)
        let guides = d.scenes.map { scene in
            let frames = SolvedScene(scene, of: d).solution.frames
            return [frames["topLayoutGuide"]?.maxY, frames["bottomLayoutGuide"]?.height]
        }
        let expected: [[Double?]] = [[48, 34], [0, 0]]
        #expect(guides == expected)
    }

    /// A controller of a freeform size on a phone with a home indicator: its bottom guide stays
    /// above the indicator only from Xcode 14 (mbientlab's MetaBase, Xcode 12 on an iPhone X,
    /// fifteenth held-out set: 320 x 620 controllers' content on the bottom guide at their
    /// bottom; JTAppleCalendar's sample, Xcode 14.2 on an iPhone 11: a 375 x 1000 one's 34 up).
    /// Freeform metrics at the screen's own size keep it (mulu's sign-up screens, Xcode 12.3 on
    /// an iPhone 12 Pro Max, forty-fifth held-out set: 428 x 926, buttons 34 up).
    @Test func aFreeformControllersBottomGuideBeforeAndFromXcode14() throws {
        func bottomGuide(tools: String, size: Size = Size(width: 320, height: 620)) -> Double? {
            let freeform =
                size.height == 620
                ? #"<size key="freeformSize" width="320" height="620"/>"#
                : #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
            let d = Self.storyboard(
                tools: tools, device: "retina5_9",
                scenes: #"<scene sceneID="s"><objects>\#(Self.oldGuideController("vc", size: size, extra: freeform))</objects></scene>"#)
            return d.scenes.first.flatMap { SolvedScene($0, of: d).solution.frames["bottomLayoutGuide"]?.height }
        }
        #expect(bottomGuide(tools: "17701") == 0)
        #expect(bottomGuide(tools: "22154") == 34)
        #expect(bottomGuide(tools: "17701", size: Size(width: 375, height: 812)) == 34)
    }

    /// A controller an `embed` segue puts in a container view, of a size no screen is, on a
    /// phone with a home indicator: Xcode 10's canvas keeps the indicator's inset at its bottom
    /// and gives it none at its top (kharrison's DynamicContainer, 14490 on an iPhone 11); from
    /// Xcode 11 the canvas gives it the status bar's inset at its top and none at its bottom
    /// (Delivery's profile and order status, 16096 on an iPhone 11, eighteenth held-out set:
    /// content 44 down, a web view to a 200-point controller's bottom; Football_Swift's match
    /// and player tabs, 17701 on an iPhone 11, seventeenth held-out set: four embedded 414-wide
    /// controllers' tables at the safe area's bottom, stored at their root's, and one at the top
    /// margin, stored 44 down); from Xcode 14 it has the indicator's inset at its bottom again,
    /// once where Xcode 16.3 on doubles the top (cosmostation's four embedded tabs, 24412 on an
    /// iPhone 15, thirty-ninth held-out set: 393 x 593.33, views on the safe area's centre and
    /// 74 above its bottom stored for insets of 118 and 34).
    @Test func anEmbeddedControllersSafeAreaBeforeAndFromXcode11() throws {
        func safeArea(tools: String) throws -> [Double?] {
            let container = Self.embeddingController(
                screen: Size(width: 414, height: 896), box: Frame(x: 0, y: 138, width: 414, height: 675))
            let d = Self.storyboard(
                tools: tools, device: "retina6_1", safeAreas: true,
                scenes: """
                    <scene sceneID="sp"><objects>\(container)</objects></scene>
                    <scene sceneID="sc"><objects>\(Self.safeAreaController("c", size: Size(width: 414, height: 675), filled: true))</objects></scene>
                    """)
            let s = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-c" }), of: d)
            let frame = s.laid.items.first { $0.id == "v-c" }.flatMap { s.frame(of: $0) }
            return [frame?.y, frame?.maxY]
        }
        #expect(try safeArea(tools: "14490") == [0, 641])
        #expect(try safeArea(tools: "16096") == [44, 675])
        #expect(try safeArea(tools: "17701") == [44, 675])
        #expect(try safeArea(tools: "22505") == [48, 641])
        #expect(try safeArea(tools: "24412") == [96, 641])
    }

    /// Before Xcode 11 a freeform controller an `embed` segue shows has the device's insets only
    /// when it is as wide as the device (activityTrackerCodeX's workout buttons, Xcode 10.2 on
    /// an iPhone 8, thirty-third held-out set: 744 x 70, its scroll view at the safe area's top,
    /// 0; the same document's 375 x 600 chart, its scroll view at the top margin, 20 down;
    /// shopapp's 375 x 760 address form, Xcode 10.1: 20).
    @Test func anEmbeddedFreeformControllerBeforeXcode11HasInsetsOnlyAsWideAsTheDevice() throws {
        func top(width: Double, height: Double) throws -> Double? {
            let container = Self.embeddingController(
                screen: Size(width: 375, height: 667), box: Frame(x: 0, y: 0, width: width, height: height))
            let freeform =
                #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="\#(width)" height="\#(height)"/></viewController>"#
            let embedded = Self.safeAreaController("c", size: Size(width: width, height: height))
                .replacingOccurrences(of: "</viewController>", with: freeform)
            let d = Self.storyboard(
                tools: "14460.31", device: "retina4_7", safeAreas: true,
                scenes: """
                    <scene sceneID="sp"><objects>\(container)</objects></scene>
                    <scene sceneID="sc"><objects>\(embedded)</objects></scene>
                    """)
            let s = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-c" }), of: d)
            return s.laid.items.first { $0.id == "v-c" }.flatMap { s.frame(of: $0) }?.y
        }
        #expect(try top(width: 744, height: 70) == 0)
        #expect(try top(width: 375, height: 600) == 20)
    }

    /// The old top guide under the status bar: a phone hides it in landscape until Xcode 8's
    /// canvas, which keeps it there as on an iPad (igaball's game, Xcode 7 on an iPhone 5 in
    /// landscape: 0; LeedsEEE's game, Xcode 8.3 on an iPhone 8 Plus in landscape: 20;
    /// eidolon's Auction storyboard, Xcode 8 on an iPad in landscape: 20); a root of a size no
    /// screen is turns with the document's device, not its own shape (eidolon's Fulfillment
    /// storyboard, Xcode 9: an 815 x 660 form sheet on a portrait iPhone, 20).
    @Test func theOldTopGuideByDeviceAndOrientation() throws {
        func top(tools: String = "12118", device: String, orientation: String, size: Size) throws -> Double? {
            let d = Self.storyboard(
                tools: tools, device: device, orientation: orientation,
                scenes: #"<scene sceneID="s"><objects>\#(Self.oldGuideController("vc", size: size))</objects></scene>"#)
            return try Self.solvedFrame("v-vc", in: d)?.y
        }
        let phoneLandscape = Size(width: 667, height: 375)
        #expect(try top(tools: "8191", device: "retina4_7", orientation: "landscape", size: phoneLandscape) == 0)
        #expect(try top(device: "retina4_7", orientation: "landscape", size: phoneLandscape) == 20)
        #expect(try top(tools: "14460", device: "retina4_7", orientation: "landscape", size: phoneLandscape) == 20)
        #expect(try top(tools: "15705", device: "retina4_7", orientation: "landscape", size: phoneLandscape) == 0)
        #expect(try top(device: "ipad9_7", orientation: "landscape", size: Size(width: 1024, height: 768)) == 20)
        #expect(try top(device: "retina4_7", orientation: "portrait", size: Size(width: 815, height: 660)) == 20)
        #expect(try top(tools: "8191", device: "retina4_7", orientation: "landscape", size: Size(width: 600, height: 700)) == 0)
    }

    /// The old bottom guide on a phone with a home indicator stays above the indicator's inset,
    /// 34 in portrait and 21 in landscape (ZylonDefenders' beta notice, prologue and game, Xcode
    /// 14.1 on an iPhone 11 in landscape, twenty-ninth held-out set: buttons 8 above the guide
    /// stored ending at 414 - 21 - 8; SKTiled's game, Xcode 11.5, the same 21); a phone with a
    /// home button has none either way.
    @Test func theOldBottomGuideAboveTheHomeIndicator() throws {
        func bottom(device: String, orientation: String, size: Size) throws -> Double? {
            let d = Self.storyboard(
                tools: "21701", device: device, orientation: orientation,
                scenes: #"<scene sceneID="s"><objects>\#(Self.oldGuideController("vc", size: size))</objects></scene>"#)
            return SolvedScene(try #require(d.scenes.first), of: d).solution.frames["bottomLayoutGuide"]?.height
        }
        #expect(try bottom(device: "retina6_1", orientation: "landscape", size: Size(width: 896, height: 414)) == 21)
        #expect(try bottom(device: "retina6_1", orientation: "portrait", size: Size(width: 414, height: 896)) == 34)
        #expect(try bottom(device: "retina4_7", orientation: "landscape", size: Size(width: 667, height: 375)) == 0)
    }

    /// `<nil key="simulatedStatusBarMetrics"/>` hides the status bar on the canvas until Xcode
    /// 8.3 (Aquaz's welcome pages, 11761: content at the guide's constant); from Xcode 9 the
    /// canvas draws it anyway (Presentr's popup controller, 14109 on an iPhone 8: 20 + 20
    /// down), and Xcode 11 dropped the setting (Gifu's demo storyboard, Xcode 14 on an iPhone 8:
    /// its top guide at 20); a controller presented by a segue that a gesture recognizer of
    /// another scene starts is a page sheet like any other, no status bar above it (Gifu's
    /// second controller: its top guide at 0).
    @Test func statusBarMetricsAndSheetsPresentedByAGesture() throws {
        func tops(tools: String) -> [Double?] {
            let d = Self.storyboard(
                tools: tools, device: "retina4_7",
                scenes: """
                    <scene sceneID="a"><objects>\(Self.oldGuideController("a", extra: #"<nil key="simulatedStatusBarMetrics"/>"#))
                        <tapGestureRecognizer numberOfTapsRequired="2" id="tap"><connections><segue destination="b" kind="presentation" id="g"/></connections></tapGestureRecognizer>
                    </objects></scene>
                    <scene sceneID="b"><objects>\(Self.oldGuideController("b"))</objects></scene>
                    """)
            return d.scenes.map { scene in
                let s = SolvedScene(scene, of: d)
                return s.laid.items.first { $0.id.hasPrefix("v-") }.flatMap { s.frame(of: $0) }?.y
            }
        }
        #expect(tops(tools: "22505") == [20, 0])
        #expect(tops(tools: "14109") == [20, 20])
        #expect(tops(tools: "11761") == [0, 20])
    }

    /// A navigation controller whose bar shows large titles (`largeTitles="YES"`): in a document
    /// with safe areas the canvas draws the 96-point bar, so the safe area starts 20 + 96 down
    /// (Hero's Navigation storyboard, Xcode 9); a `navigationItem` that never shows a large title
    /// stays under the 44-point bar; without safe areas the old top guide is 20 + 44
    /// (ViewAnimator's storyboard, Xcode 11, on a notched phone: 44 + 44) until Xcode 12, and
    /// under the large title after (twilio-verify-ios' factor screens, Xcode 14.2: 48 + 96).
    @Test func largeTitlesInDocumentsWithSafeAreas() throws {
        func top(safeAreas: Bool, item: String = "", tools: String = "13770") throws -> Double? {
            let pin =
                safeAreas
                ? #"<constraint firstItem="v" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>"#
                : #"<constraint firstItem="v" firstAttribute="top" secondItem="tg" secondAttribute="bottom" id="c1"/>"#
            let d = DocumentReader.read(
                Data(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \(safeAreas ? #"useSafeAreas="YES""# : "")>
                        <device id="retina4_7" orientation="portrait"/>
                        <scenes>
                        <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>
                            <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                                \(safeAreas ? #"<viewLayoutGuide key="safeArea" id="sa"/>"# : "")
                                <constraints>\(pin)
                                    <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="v" firstAttribute="width" constant="10" id="c3"/>
                                    <constraint firstItem="v" firstAttribute="height" constant="10" id="c4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="First" \(item) id="ni"/>
                        </viewController></objects></scene>
                        <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"/>
                            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="g"/></connections>
                        </navigationController></objects></scene>
                        </scenes>
                    </document>
                    """.utf8))
            return try Self.solvedFrame("v", in: d)?.y
        }
        #expect(try top(safeAreas: true) == 116)
        #expect(try top(safeAreas: true, item: #"largeTitleDisplayMode="never""#) == 64)
        #expect(try top(safeAreas: false) == 64)
        #expect(try top(safeAreas: false, tools: "15505") == 44)
        #expect(try top(safeAreas: false, tools: "21701") == 116)
        #expect(try top(safeAreas: false, item: #"largeTitleDisplayMode="never""#, tools: "21701") == 64)
    }

    /// A navigation item's `largeTitleDisplayMode` left automatic takes the one below it on the
    /// stack, as UIKit's does: PocketTrailer's snooze editor (Xcode 14.2 on an iPhone 11,
    /// twenty-fifth held-out set), pushed from a list that says `never`, is stored under a
    /// 44-point bar; pushed from a root that says nothing, a controller is under the large
    /// title, and one that says `always` is whatever is below it.
    @Test func anAutomaticLargeTitleTakesTheItemBelowIt() throws {
        func top(rootMode: String, pushedMode: String = "") throws -> Double? {
            func controller(_ id: String, mode: String, pushes: String?) -> String {
                let item =
                    #"<navigationItem key="navigationItem" \#(mode.isEmpty ? "" : #"largeTitleDisplayMode="\#(mode)""#) id="ni-\#(id)"/>"#
                let segue = pushes.map { #"<connections><segue destination="\#($0)" kind="show" id="p-\#(id)"/></connections>"# } ?? ""
                return Self.safeAreaController(id, size: Size(width: 375, height: 667))
                    .replacingOccurrences(of: "</viewController>", with: item + segue + "</viewController>")
            }
            let d = Self.storyboard(
                tools: "21701", device: "retina4_7", safeAreas: true,
                scenes: """
                    <scene sceneID="b"><objects>\(controller("b", mode: pushedMode, pushes: nil))</objects></scene>
                    <scene sceneID="a"><objects>\(controller("a", mode: rootMode, pushes: "b"))</objects></scene>
                    <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"/>
                        <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="g"/></connections>
                    </navigationController></objects></scene>
                    """)
            return try Self.solvedFrame("v-b", in: d)?.y
        }
        #expect(try top(rootMode: "never") == 20 + 44)
        #expect(try top(rootMode: "") == 20 + 96)
        #expect(try top(rootMode: "never", pushedMode: "always") == 20 + 96)
        #expect(try top(rootMode: "", pushedMode: "never") == 20 + 44)
    }

    /// From Xcode 11 the canvas draws a large title collapsed, the bar 44 high, over a stack's
    /// root whose first subview is a table, collection or scroll view pinned to the safe area's
    /// top (P4uil's Reminders, Xcode 15 on an iPhone 15 Pro: its table stored at 59 + 44; eight
    /// more such roots from Xcode 12 to 26); Xcode 14.0 draws it expanded (WorkoutRecord's
    /// tables, 21507: 59 + 96), and so it stays when another view comes first, or the canvas
    /// draws no cell in the table or collection view: it has no prototype (Store's shop, Xcode
    /// 11.4, twenty-first held-out set: 44 + 96, where its tables of prototype cells are 44 +
    /// 44), or the collection view's layout is the app's own (AAINA's journal).
    @Test func aLargeTitleCollapsesOverAScrollViewAtTheTop() throws {
        func top(tools: String, first: String = "tableView", layout: String = "", cell: Bool = true) throws -> Double? {
            let cells =
                !cell
                ? ""
                : first == "tableView"
                    ? #"<prototypes><tableViewCell id="cell"><rect key="frame" x="0" y="0" width="393" height="44"/></tableViewCell></prototypes>"#
                    : #"<cells><collectionViewCell id="cell"><rect key="frame" x="0" y="0" width="50" height="50"/></collectionViewCell></cells>"#
            let d = Self.storyboard(
                tools: tools, device: "retina6_12", safeAreas: true,
                scenes: """
                    <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews><\(first) translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="103" width="393" height="715"/>\(layout)\(first == "view" ? "" : cells)</\(first)></subviews>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                            <constraints>\(ConstraintXML.pinned("v", inside: "sa", id: "c"))</constraints>
                        </view>
                    </viewController></objects></scene>
                    <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"/>
                        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="g"/></connections>
                    </navigationController></objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root" })
            let s = SolvedScene(scene, of: d)
            return s.laid.items.first { $0.id == "v" }.flatMap { s.frame(of: $0) }?.y
        }
        #expect(try top(tools: "22505") == 103)
        #expect(try top(tools: "16097") == 103)
        #expect(try top(tools: "16097", cell: false) == 155)
        #expect(
            try top(tools: "19529", first: "collectionView", layout: #"<collectionViewFlowLayout key="collectionViewLayout" id="l"/>"#)
                == 103)
        #expect(try top(tools: "21507") == 155)
        #expect(try top(tools: "22505", first: "view") == 155)
        #expect(
            try top(tools: "22505", first: "collectionView", layout: #"<collectionViewLayout key="collectionViewLayout" id="l"/>"#) == 155)
    }

    /// From Xcode 11 the canvas draws a phone's toolbar 49 high without a home indicator too:
    /// an iPhone 8's safe area ends 49 above the bottom under a simulated toolbar (Bluefruit's
    /// color picker, 15705; CSVTouch's file data, 21507; appcenter-sdk's document details, 21701;
    /// wsdot's vessel and terminal details, 23727), and so does its old bottom guide; Xcode
    /// 10's keeps 44 (vma-ios-Recipes', 14460).
    @Test func aPhonesToolbarIs49HighFromXcode11() throws {
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        func safeAreaBottom(tools: String) throws -> Double? {
            let controller = Self.safeAreaController("a", size: Size(width: 375, height: 667), filled: true)
                .replacingOccurrences(of: "</viewController>", with: toolbar + "</viewController>")
            let d = Self.storyboard(
                tools: tools, device: "retina4_7", safeAreas: true, scenes: #"<scene sceneID="a"><objects>\#(controller)</objects></scene>"#
            )
            return try Self.solvedFrame("v-a", in: d).map { $0.y + $0.height }
        }
        #expect(try safeAreaBottom(tools: "21701") == 618)
        #expect(try safeAreaBottom(tools: "15705") == 618)
        #expect(try safeAreaBottom(tools: "14460") == 623)
        func bottomGuide(tools: String) throws -> Double? {
            let d = Self.storyboard(
                tools: tools, device: "retina4_7",
                scenes: #"<scene sceneID="a"><objects>\#(Self.oldGuideController("a", extra: toolbar))</objects></scene>"#)
            return SolvedScene(try #require(d.scenes.first), of: d).solution.frames["bottomLayoutGuide"]?.y
        }
        #expect(try bottomGuide(tools: "21507") == 618)
        #expect(try bottomGuide(tools: "14460") == 623)
    }

    /// A navigation controller presented modally is a page sheet from Xcode 11 (iOS 13's
    /// default): no status bar above it, a 56-point navigation bar, and the home indicator's 34
    /// below (Eureka's NativeEventNavigationController on a `retina5_9`: its root 758 high, a
    /// table 8 above the safe area's top stored at −8, so the safe area starts at 56). A
    /// full-screen presentation keeps the 44-point bar, and so does a controller whose own style
    /// is not a sheet's, over the current context (Store's order confirmation, Xcode 11.4,
    /// twenty-first held-out set: its image 70 below the safe area's top stored at 44 + 70). A
    /// large title adds its 52 to the sheet's bar, 108 (cometchat's sign-up, Xcode 12 on an
    /// iPhone 11, thirty-fifth held-out set: content at the safe area's top stored 108 down). On
    /// Xcode 26's canvas a large title's bar is 106 high and starts 20 down in a sheet (nRF
    /// Mesh's settings storyboard: its sheets' content 126 down).
    @Test func aModalNavigationControllerIsAPageSheet() throws {
        func frame(style: String, tools: String = "15505", bar: String = "", own: String = "") throws -> Frame? {
            let d = DocumentReader.read(
                Data(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                        <device id="retina5_9" orientation="portrait"/>
                        <scenes>
                        <scene sceneID="s"><objects>\(Self.safeAreaController("vc", size: Size(width: 375, height: 758), filled: true))</objects></scene>
                        <scene sceneID="n"><objects><navigationController \(own) id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="bar"/>
                            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                        </navigationController></objects></scene>
                        <scene sceneID="p"><objects><viewController id="presenter" sceneMemberID="viewController">
                            <view key="view" id="proot"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/></view>
                            <connections><segue destination="nav" kind="presentation" \(style) id="g2"/></connections>
                        </viewController></objects></scene>
                        </scenes>
                    </document>
                    """.utf8))
            return try Self.solvedFrame("v-vc", in: d)
        }
        #expect(try frame(style: "") == Frame(x: 0, y: 56, width: 375, height: 668))
        #expect(try frame(style: #"modalPresentationStyle="fullScreen""#)?.y == 44)
        #expect(try frame(style: "", own: #"modalPresentationStyle="overCurrentContext""#)?.y == 44)
        #expect(try frame(style: "", tools: "17506", bar: #"largeTitles="YES""#)?.y == 108)
        #expect(try frame(style: "", tools: "24506", bar: #"largeTitles="YES""#)?.y == 126)
    }

    /// A `show` from a controller in no navigation stack presents modally: a page sheet. From
    /// Xcode 13 a sheet on a notched phone, stored no taller than the screen below its top
    /// inset, has that inset at its top and none at its bottom (FilmsApp's detail shows its
    /// screenshots: Xcode 13 on an iPhone 11, 842 high, content 44 down and ending at 842;
    /// mealMaker's, Xcode 14 on an iPhone 14 Pro, 783 high, 59 down; sentry's, Xcode 26, 793
    /// high, the undoubled 59); one stored 10 short of the screen has none (stream-chat's,
    /// Xcode 14.1, 886 high); before Xcode 13 a sheet keeps the indicator below its old bottom
    /// guide (StarWars.iOS' settings, Xcode 11: 34). A controller shown so but stored at the
    /// screen's full height was not drawn as a sheet; one taller than the screen (a freeform
    /// size) was, with the inset at its top.
    @Test func aShowOutsideANavigationStackIsAPageSheet() throws {
        func frame(tools: String, device: String, height: Double, segue: String = "show") throws -> Frame? {
            let width = device == "retina6_12" ? 393.0 : 414.0
            let d = Self.storyboard(
                tools: tools, device: device, safeAreas: true,
                scenes: """
                    <scene sceneID="s"><objects>\(Self.safeAreaController("vc", size: Size(width: width, height: height), filled: true))</objects></scene>
                    <scene sceneID="p"><objects><viewController id="presenter" sceneMemberID="viewController">
                        <view key="view" id="proot"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="896"/></view>
                        <connections><segue destination="vc" kind="\(segue)" id="g"/></connections>
                    </viewController></objects></scene>
                    """)
            return try Self.solvedFrame("v-vc", in: d)
        }
        #expect(try frame(tools: "20037", device: "retina6_1", height: 842) == Frame(x: 0, y: 44, width: 414, height: 798))
        #expect(try frame(tools: "21507", device: "retina6_12", height: 783) == Frame(x: 0, y: 59, width: 393, height: 724))
        #expect(try frame(tools: "24765", device: "retina6_12", height: 793) == Frame(x: 0, y: 59, width: 393, height: 734))
        #expect(
            try frame(tools: "22505", device: "retina6_1", height: 886, segue: "presentation") == Frame(x: 0, y: 0, width: 414, height: 886)
        )
        // A sheet of a freeform size taller than the screen has the inset at its top too
        // (Store-Managment-System's product editor, Xcode 13 on an iPhone 11: 1,746 high, 54
        // short of its 1,800-point freeform size, a label at the safe area's top 44 down).
        #expect(
            try frame(tools: "20037", device: "retina6_1", height: 1746, segue: "presentation")
                == Frame(x: 0, y: 44, width: 414, height: 1702))
        // Pushed in a navigation stack, the same controller is no sheet: the screen's insets.
        let pushed = Self.storyboard(
            tools: "20037", device: "retina6_1", safeAreas: true,
            scenes: """
                \(Self.navigationScene("nav", root: "a"))
                <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: Size(width: 414, height: 896), extra: #"<connections><segue destination="b" kind="show" id="g"/></connections>"#))</objects></scene>
                <scene sceneID="b"><objects>\(Self.oldGuideController("b", size: Size(width: 414, height: 896)))</objects></scene>
                """)
        #expect(pushed.scenes.map(\.bars.inSheet) == [false, false])
        // Xcode 11: the sheet's old bottom guide keeps the indicator's 34.
        let xcode11 = Self.storyboard(
            tools: "16096", device: "retina6_1",
            scenes: """
                <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: Size(width: 414, height: 896), extra: #"<connections><segue destination="b" kind="show" id="g"/></connections>"#))</objects></scene>
                <scene sceneID="b"><objects>\(Self.oldGuideController("b", size: Size(width: 414, height: 842)))</objects></scene>
                """)
        let sheet = try #require(xcode11.scenes.last)
        #expect(sheet.bars.inSheet)
        #expect(SolvedScene(sheet, of: xcode11).solution.frames["bottomLayoutGuide"]?.height == 34)
        // Stored at the screen's full height, the controller shown so was not drawn as a sheet
        // (AdguardForiOS' license screens, Xcode 12 on an iPhone 11: 896 high).
        let fullHeight = Self.storyboard(
            tools: "19455", device: "retina6_1",
            scenes: """
                <scene sceneID="a"><objects>\(Self.oldGuideController("a", size: Size(width: 414, height: 896), extra: #"<connections><segue destination="b" kind="show" id="g"/></connections>"#))</objects></scene>
                <scene sceneID="b"><objects>\(Self.oldGuideController("b", size: Size(width: 414, height: 896)))</objects></scene>
                """)
        #expect(fullHeight.scenes.last?.bars.inSheet == false)
    }

    /// A tab bar controller shown from a controller in no navigation stack is drawn as a page
    /// sheet when its tabs are stored shorter than the screen, whatever style it gives itself,
    /// and its tabs and their navigation stacks are in the sheet; from Xcode 13 the sheet's tab
    /// bar ends the safe area where the screen's would, 49 + 34 up from the screen's bottom as
    /// if the sheet stood at the screen's top: VK-Storyboard-App's photo viewer (Xcode 14.1 on
    /// an iPhone 14 Pro, twenty-second held-out set: a `fullScreen` tab bar controller, a tab's
    /// navigation stack 783 high, an image between the safe area's top and bottom stored 56
    /// down and ending at 852 - 34 - 49).
    @Test func aTabBarControllerShownAsASheetHoldsItsTabsThere() throws {
        let d = Self.storyboard(
            tools: "21507", device: "retina6_12", safeAreas: true,
            scenes: """
                <scene sceneID="p"><objects><viewController id="presenter" sceneMemberID="viewController">
                    <view key="view" id="proot"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    <connections><segue destination="tabs" kind="show" id="g"/></connections>
                </viewController></objects></scene>
                \(Self.tabBarScene("tabs", tabs: ["nav"]).replacingOccurrences(of: "<tabBarController ", with: #"<tabBarController modalPresentationStyle="fullScreen" "#))
                \(Self.navigationScene("nav", root: "vc"))
                <scene sceneID="s"><objects>\(Self.safeAreaController("vc", size: Size(width: 393, height: 783), filled: true))</objects></scene>
                """)
        let tab = try #require(d.scenes.first { $0.root.id == "root-vc" })
        #expect(tab.bars.inSheet && tab.bars.tabBar && tab.bars.navigationBar)
        let solved = SolvedScene(tab, of: d)
        #expect(solved.laid.items.first { $0.id == "v-vc" }.flatMap { solved.frame(of: $0) } == Frame(x: 0, y: 56, width: 393, height: 713))
    }

    /// A controller that a segue presents shows no navigation bar though another segue pushes
    /// it onto a stack: relay_iOS' settings (Xcode 14 on an iPhone 12, twenty-third held-out
    /// set), presented and pushed from its tab's root, stores a button at its safe area's top
    /// 47 down in a 787-high sheet, the sheet's inset and no bar; Letter-Hive's game (Xcode 11.4
    /// on an iPhone 11, twenty-fourth), presented full screen and pushed, its stack 10 below the
    /// safe area's top at 44. Pushed alone (and stored at the screen's height), it has the bar.
    @Test func aPresentedControllerShowsNoNavigationBarThoughPushed() throws {
        func top(presented: Bool, fullScreen: Bool = false) throws -> Double? {
            let style = fullScreen ? #"modalPresentationStyle="fullScreen""# : ""
            let segues =
                (presented ? #"<segue destination="vc" kind="presentation" \#(style) id="g1"/>"# : "")
                + #"<segue destination="vc" kind="push" id="g2"/>"#
            let d = Self.storyboard(
                tools: "21225", device: "retina6_0", safeAreas: true,
                scenes: """
                    \(Self.navigationScene("nav", root: "a"))
                    <scene sceneID="a"><objects><viewController id="a" sceneMemberID="viewController">
                        <view key="view" id="aroot"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                        <connections>\(segues)</connections>
                    </viewController></objects></scene>
                    <scene sceneID="s"><objects>\(Self.safeAreaController("vc", size: Size(width: 390, height: presented && !fullScreen ? 787 : 844)))</objects></scene>
                    """)
            let scene = try #require(d.scenes.first { $0.root.id == "root-vc" })
            let solved = SolvedScene(scene, of: d)
            return solved.laid.items.first { $0.id == "v-vc" }.flatMap { solved.frame(of: $0) }?.y
        }
        #expect(try top(presented: true) == 47)
        #expect(try top(presented: true, fullScreen: true) == 47)
        #expect(try top(presented: false) == 47 + 44)
    }

    /// A `navigationItem` in a controller no navigation controller leads to draws no bar
    /// (IQKeyboardManager's TestCases.storyboard: a table pinned to the safe area at 59 on a
    /// `retina6_12`, the status bar alone; twilio's BroadcastSetupViewController).
    @Test func aNavigationItemAloneDrawsNoBar() throws {
        let d = Self.pinnedToTheSafeArea(
            device: "retina4_7", tools: "22505", size: Size(width: 375, height: 667),
            extraController: #"<navigationItem key="navigationItem" title="Alone" id="ni"/>"#)
        #expect(try top(d) == 20)
    }

    /// A slider's alignment rectangle is 30 high in its 31-point frame (Charts' demo XIBs: a
    /// slider 8 below another sits 30 + 8 below its top); with the stored intrinsic sizes the
    /// view below it lands 8 under its alignment rectangle. A placeholder intrinsic size is what
    /// Interface Builder laid a view out with (Programming-iOS-Book-Examples' stack test: 100 × 20
    /// MyViews), `infinite` meaning none on that axis.
    @Test func sliderAlignmentAndPlaceholderSizes() throws {
        let d = SceneLayoutTests.storyboard(
            SceneLayoutTests.scene(
                "p",
                subviews: """
                    <slider translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="18" y="100" width="339" height="31"/></slider>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="below"><rect key="frame" x="20" y="138" width="10" height="10"/></view>
                    <view placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="ph">
                        <rect key="frame" x="20" y="300" width="1" height="1"/></view>
                    <view placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                        <rect key="frame" x="20" y="400" width="335" height="1"/></view>
                    """,
                constraints: """
                    <constraint firstItem="sl" firstAttribute="top" secondItem="root-p" secondAttribute="top" constant="100" id="c1"/>
                    <constraint firstItem="sl" firstAttribute="leading" secondItem="root-p" secondAttribute="leading" constant="20" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="20" id="c3" firstItem="root-p"/>
                    <constraint firstItem="below" firstAttribute="top" secondItem="sl" secondAttribute="bottom" constant="8" id="c4"/>
                    <constraint firstItem="below" firstAttribute="leading" secondItem="root-p" secondAttribute="leading" constant="20" id="c5"/>
                    <constraint firstItem="below" firstAttribute="width" constant="10" id="c6"/>
                    <constraint firstItem="below" firstAttribute="height" constant="10" id="c7"/>
                    <constraint firstItem="ph" firstAttribute="top" secondItem="root-p" secondAttribute="top" constant="300" id="c8"/>
                    <constraint firstItem="ph" firstAttribute="leading" secondItem="root-p" secondAttribute="leading" constant="20" id="c9"/>
                    <constraint firstItem="tall" firstAttribute="top" secondItem="root-p" secondAttribute="top" constant="400" id="c10"/>
                    <constraint firstItem="tall" firstAttribute="leading" secondItem="root-p" secondAttribute="leading" constant="20" id="c11"/>
                    <constraint firstAttribute="trailing" secondItem="tall" secondAttribute="trailing" constant="20" id="c12" firstItem="root-p"/>
                    """))
        for intrinsic in SceneLayout.IntrinsicSource.allCases {
            let s = SolvedScene(try #require(d.scenes.first), of: d, configuration: SceneLayout.Configuration(intrinsic: intrinsic))
            func frame(_ id: String) -> Frame? { s.laid.items.first { $0.id == id }.flatMap { s.frame(of: $0) } }
            #expect(frame("sl") == Frame(x: 18, y: 100, width: 339, height: 31), "\(intrinsic)")
            #expect(frame("below")?.y == 138, "\(intrinsic)")
            #expect(frame("ph") == Frame(x: 20, y: 300, width: 100, height: 20), "\(intrinsic)")
            #expect(frame("tall") == Frame(x: 20, y: 400, width: 335, height: 50), "\(intrinsic)")
        }
    }

    /// `in` from `top`'s leading to trailing edge, between its safe area's top and bottom.
    static let betweenTheSafeAreasTopAndBottom = """
        <constraint firstItem="in" firstAttribute="top" secondItem="sa" secondAttribute="top" id="k1"/>
        <constraint firstItem="in" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="k2"/>
        <constraint firstItem="in" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="k3"/>
        <constraint firstItem="sa" firstAttribute="bottom" secondItem="in" secondAttribute="bottom" id="k4"/>
        """

    /// A XIB's top-level view laid out at a freeform size on the document's device has that
    /// device's safe area (pocket-casts' SleepTimerViewController.xib: 34 at the bottom of a
    /// 408 × 488 view on `retina6_1`); without the freeform metrics, none.
    @Test func aFreeformTopLevelViewHasTheDevicesSafeArea() throws {
        let constraints = Self.betweenTheSafeAreasTopAndBottom
        for (freeform, want) in [(true, Frame(x: 0, y: 48, width: 408, height: 406)), (false, Frame(x: 0, y: 0, width: 408, height: 488))] {
            let d = Self.topLevelView(
                device: "retina6_1", tools: "22505", size: Size(width: 408, height: 488), safeAreas: true, freeform: freeform,
                constraints: constraints)
            #expect(try Self.solvedFrame("in", in: d) == want, "freeform \(freeform)")
        }
    }

    /// Xcode 11 to 14.0 give a freeform top-level view no taller than the screen, in a document
    /// with safe areas, no home indicator inset at its bottom (simplenote's NoticeView and
    /// Movies-Info-iOS' movie detail, 18122, fourteenth held-out set; goma-sportsbook's, 21507);
    /// Xcode 14.1 on keep it (pocket-casts' sleep timer, 22505), as does a view taller than the
    /// screen (COVIDSafe's 2,166-high home view, 18122).
    @Test func aFreeformTopLevelViewHasNoHomeIndicatorInsetInXcode11To14_0() throws {
        let constraints = Self.betweenTheSafeAreasTopAndBottom
        func bottomInset(tools: String, height: Double) throws -> Double? {
            let d = Self.topLevelView(
                device: "retina6_1", tools: tools, size: Size(width: 408, height: height), safeAreas: true, constraints: constraints)
            return try Self.solvedFrame("in", in: d).map { height - $0.y - $0.height }
        }
        #expect(try bottomInset(tools: "18122", height: 488) == 0)
        #expect(try bottomInset(tools: "21507", height: 488) == 0)
        #expect(try bottomInset(tools: "22505", height: 488) == 34)
        #expect(try bottomInset(tools: "18122", height: 2166) == 34)
    }

    /// So does a freeform controller's view (Patika's favourite detail, 21507 on an iPhone 14,
    /// thirtieth held-out set: 393 x 426, its content 16 below the top inset of 59 and a button
    /// 20 above the view's bottom); Xcode 14.1 keeps the inset (JTAppleCalendar's sample, 22154).
    @Test func aFreeformControllerHasNoHomeIndicatorInsetInXcode11To14_0() throws {
        func insets(tools: String) throws -> (top: Double?, bottom: Double?) {
            let size = Size(width: 393, height: 426)
            let controller = Self.safeAreaController("a", size: size, filled: true).replacingOccurrences(
                of: "</viewController>", with: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/></viewController>"#)
            let d = Self.storyboard(
                tools: tools, device: "retina6_12", safeAreas: true,
                scenes: #"<scene sceneID="a"><objects>\#(controller)</objects></scene>"#)
            let v = try Self.solvedFrame("v-a", in: d)
            return (v?.y, v.map { size.height - $0.maxY })
        }
        let before = try insets(tools: "21507"), after = try insets(tools: "22505")
        #expect(before.top == 59 && before.bottom == 0)
        #expect(after.top == 59 && after.bottom == 34)
    }

    /// On a phone with a home button a freeform top-level view has the status bar's inset from
    /// Xcode 14 (duckduckgo's NotificationView, 22505 on an iPhone 8: 20 down) and none before
    /// (xeroWeather's ForecastDailyView, 13196, thirteenth held-out set, and the-blue-alliance's
    /// MatchSummaryView, 15705: at 0).
    @Test func aFreeformTopLevelViewOnAHomeButtonPhoneHasTheStatusBarFromXcode14() throws {
        let constraints = """
            <constraint firstItem="in" firstAttribute="top" secondItem="sa" secondAttribute="top" id="k1"/>
            <constraint firstItem="in" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="k2"/>
            \(ConstraintXML.sized("in", width: 10, height: 10, id: "k3"))
            """
        for (tools, want) in [("22505", 20.0), ("15705", 0), ("13196", 0)] {
            let d = Self.topLevelView(
                device: "retina4_7", tools: tools, size: Size(width: 375, height: 90), safeAreas: true, constraints: constraints)
            #expect(try Self.solvedFrame("in", in: d)?.y == want, "tools \(tools)")
        }
    }

    /// From Xcode 14 a XIB's top-level collection view cell has its device's safe area, as a
    /// freeform top-level view: EslamGamal's category cell (21701 on an iPhone 15, thirteenth
    /// held-out set) stores its content between the safe area's top at 59 and its bottom 34 up,
    /// Catty's sound cell (21701 on an iPhone 8) at 20. Xcode 10's has none (TLPhotoPicker's
    /// camera cell, 13196: centred on its safe area at its middle).
    @Test func aTopLevelCollectionCellHasTheDevicesSafeAreaFromXcode14() throws {
        func frame(tools: String, device: String) throws -> Frame? {
            let d = Self.document(
                "com.apple.InterfaceBuilder3.CocoaTouch.XIB", tools: tools, device: device, safeAreas: true,
                body: """
                    <objects>
                        <collectionViewCell id="cell"><rect key="frame" x="0.0" y="0.0" width="291" height="291"/>
                            <view key="contentView"><rect key="frame" x="0.0" y="0.0" width="291" height="291"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="291" height="291"/></view></subviews>
                            </view>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                            <constraints>\(ConstraintXML.pinned("in", inside: "sa", id: "k"))</constraints>
                        </collectionViewCell>
                    </objects>
                    """)
            return try Self.solvedFrame("in", in: d)
        }
        #expect(try frame(tools: "21701", device: "retina6_12") == Frame(x: 0, y: 59, width: 291, height: 198))
        #expect(try frame(tools: "21701", device: "retina4_7") == Frame(x: 0, y: 20, width: 291, height: 271))
        #expect(try frame(tools: "13196", device: "retina4_7") == Frame(x: 0, y: 0, width: 291, height: 291))
    }

    /// The canvas runs the iOS of the Xcode that saved the document: from Xcode 9 (tools version
    /// 13000) a controller's root has the safe area, and its margins follow it, though the
    /// document uses the old layout guides (SwiftMessages' demo, Xcode 14, on an iPhone 8 under
    /// a navigation bar: a view at the root's top margin is at 64; Macaw's, Xcode 11, no status
    /// bar: at 44); Xcode 6's canvas ran iOS 8, whose root margins are 0 at the top
    /// (DKImagePickerController's demo).
    @Test func theCanvasRunsItsXcodesIOS() throws {
        for (tools, want) in [("22505", 64.0), ("16097", 44), ("6245", 0)] {
            let d = SceneLayoutTests.storyboard(
                SceneLayoutTests.scene(
                    "m", controller: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
                    subviews:
                        #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
                    constraints: """
                        <constraint firstItem="v" firstAttribute="top" secondItem="root-m" secondAttribute="topMargin" id="c1"/>
                        <constraint firstItem="v" firstAttribute="leading" secondItem="root-m" secondAttribute="leading" id="c2"/>
                        <constraint firstItem="v" firstAttribute="width" constant="10" id="c3"/>
                        <constraint firstItem="v" firstAttribute="height" constant="10" id="c4"/>
                        """), tools: tools)
            let s = SolvedScene(try #require(d.scenes.first), of: d)
            #expect(s.laid.items.first { $0.id == "v" }.flatMap { s.frame(of: $0) }?.y == want, "tools \(tools)")
        }
    }

    /// In a document that does not use safe areas, a freeform top-level view has a notched
    /// phone's insets, which are the device's own, but not a home-button phone's status bar:
    /// SwiftMessages' CenteredView (Xcode 11, `retina6_1`) stores its content at the top
    /// margin 44 and the bottom margin 34, its TacoDialogView (Xcode 9, `retina4_7`) at 0.
    @Test func aFreeformViewWithoutSafeAreasHasANotchedPhonesInsets() throws {
        let cases = [
            ("retina6_1", "17506", Frame(x: 20, y: 44, width: 394, height: 194)),
            ("retina4_7", "14113", Frame(x: 20, y: 0, width: 394, height: 272)),
        ]
        for (device, tools, want) in cases {
            let d = Self.topLevelView(
                device: device, tools: tools, size: Size(width: 434, height: 272), constraints: Self.pinnedToTheMargins)
            #expect(try Self.solvedFrame("in", in: d) == want, "\(device)")
        }
    }

    /// `v` pinned to the top, leading and trailing edges of `item` and to its `bottom` attribute.
    static func filling(_ item: String, bottom: String) -> String {
        """
        <constraint firstItem="v" firstAttribute="top" secondItem="\(item)" secondAttribute="top" id="c1"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="\(item)" secondAttribute="leading" id="c2"/>
        <constraint firstItem="\(item)" firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="\(item)" firstAttribute="\(bottom)" secondItem="v" secondAttribute="bottom" id="c4"/>
        """
    }

    /// A controller's view of a size no screen is, on a phone with a home indicator, keeps the
    /// indicator's 34 at the bottom before Xcode 13 (kharrison's DynamicContainer, 14490: a 414 ×
    /// 224 embedded controller on `retina6_1`, its scroll view at the bottom margin, 190 high),
    /// not from it (Esri's samples storyboard, 20037: a 414 × 808 embedded controller's toolbar
    /// at the safe area's bottom, at the bottom).
    @Test func anEmbeddedControllerKeepsTheHomeIndicatorsInset() throws {
        for (tools, height) in [("14490", 190.0), ("20037", 224)] {
            let d = Self.controller(
                device: "retina6_1", tools: tools, size: Size(width: 414, height: 224),
                constraints: Self.filling("root", bottom: "bottomMargin"))
            #expect(try Self.solvedFrame("v", in: d) == Frame(x: 0, y: 0, width: 414, height: height), "tools \(tools)")
        }
    }

    /// From Xcode 14 a controller's view below an opaque navigation bar (so of no screen's
    /// size) keeps the home indicator's 34 at the bottom again (Scandit's list-building and
    /// search-and-find samples, 22154 and 23504: 414 × 804 views on `retina6_1`, their tables at
    /// the safe area's bottom, 770 high); Xcode 13 gave none (Esri's, above).
    @Test func aViewBelowAnOpaqueBarKeepsTheHomeIndicatorsInset() throws {
        for (tools, height) in [("20037", 804.0), ("22154", 770)] {
            let d = Self.controller(
                device: "retina6_1", tools: tools, size: Size(width: 414, height: 804), constraints: Self.filling("sa", bottom: "bottom"),
                extraController: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
            #expect(try Self.solvedFrame("v", in: d) == Frame(x: 0, y: 0, width: 414, height: height), "tools \(tools)")
        }
    }

    /// A Today widget's freeform view (`simulatedAppContext="notificationCenter"`) has no status
    /// bar over it on the canvas of Xcode 10 (OctoPod's widget, 14460 on an iPhone 8: its table
    /// at the safe area's top, 0 down); Xcode 15's gives it the device's insets as any freeform
    /// view (xDrip's notification content: 59 down on an iPhone 15 Pro; 20 on an iPhone 8).
    @Test func aTodayWidgetHasNoStatusBarOnOldCanvases() throws {
        for (tools, y) in [("14460", 0.0), ("22154", 20)] {
            let d = Self.pinnedToTheSafeArea(
                device: "retina4_7", tools: tools, size: Size(width: 320, height: 110),
                extraController: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#,
                rootAttributes: #"simulatedAppContext="notificationCenter""#)
            #expect(try Self.solvedFrame("v", in: d)?.y == y, "tools \(tools)")
        }
    }

    /// So under the old top layout guide: trySwift's Today widget (14490.70 on an iPhone 8) has
    /// its content 5 below the guide stored 5 down; Xcode 9.4's canvas keeps the status bar over
    /// it (AppAuth's widget, 13771: a label 8 below the guide stored 28 down).
    @Test func aTodayWidgetsOldTopGuideHasNoStatusBarFromXcode10() throws {
        func top(tools: String) throws -> Double? {
            let controller = Self.oldGuideController("w", size: Size(width: 300, height: 110))
                .replacingOccurrences(
                    of: #"<view key="view" id="root-w""#, with: #"<view key="view" simulatedAppContext="notificationCenter" id="root-w""#
                )
                .replacingOccurrences(
                    of: "</viewController>", with: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/></viewController>"#)
            let d = Self.storyboard(
                tools: tools, device: "retina4_7", scenes: #"<scene sceneID="w"><objects>\#(controller)</objects></scene>"#)
            return try Self.solvedFrame("v-w", in: d)?.y
        }
        #expect(try top(tools: "14490.70") == 0)
        #expect(try top(tools: "13771") == 20)
    }

    /// A XIB's top-level view on the canvas of Xcode 8 and earlier has a plain view's margins,
    /// 8 (SwiftMessages' MessageViewIOS8.xib, Xcode 7); from Xcode 9 a controller root's, 20 on
    /// a 600-point-wide view.
    @Test func anOldXIBsTopLevelViewHasAPlainViewsMargins() throws {
        for (tools, want) in [("10117", Frame(x: 8, y: 8, width: 584, height: 87)), ("14113", Frame(x: 20, y: 0, width: 560, height: 103))]
        {
            let d = Self.topLevelView(
                device: nil, tools: tools, size: Size(width: 600, height: 103), freeform: false, constraints: Self.pinnedToTheMargins)
            #expect(try Self.solvedFrame("in", in: d) == want, "tools \(tools)")
        }
    }

    /// A table cell XIB saved by tools version `tools`, `width` wide (the cell and its content
    /// view with `attributes`, the content view's margins `margins` when given), its content
    /// view at `content` (`nil`: no stored frame, as Xcode 6 wrote some), holding a view pinned
    /// to the content view's four margins.
    static func cell(
        tools: String, width: Double = 375, height: Double = 60, content: Frame?, attributes: String = "", margins: String = "",
        device: String? = nil
    ) -> IBDocument {
        let frame = content.map { #"<rect key="frame" x="0.0" y="0.0" width="\#($0.width)" height="\#($0.height)"/>"# } ?? ""
        let deviceXML = device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
        return DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    \(deviceXML)
                    <objects>
                        <tableViewCell \(attributes) id="cell"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <tableViewCellContentView key="contentView" \(attributes) id="cv">\(frame)<autoresizingMask key="autoresizingMask"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
                                <constraints>\(ConstraintXML.pinned("in", inside: "cv", margins: true, id: "k"))</constraints>
                                \(margins)
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """.utf8))
    }

    /// The frame the view pinned inside a `cell` document's content view is solved to.
    static func pinnedInCell(_ d: IBDocument) throws -> Frame? {
        let s = SolvedScene(try #require(d.scenes.first), of: d)
        return s.laid.items.first { $0.id == "in" }.flatMap { s.frame(of: $0) }
    }

    /// A XIB's cell, in no table, has the side margins of a table as wide as the screen once it
    /// is wider than 320 points, and a 320-point table's below (the public corpus's XIB cells
    /// at the leading margin: checkout's 363-point saved card cell, Xcode 13 on an iPhone 11,
    /// thirty-fifth held-out set, and ChatSecure's 380-point server info cell, Xcode 11: 20 in;
    /// OnionBrowser's and checkout's 320-point cells on the same phone, 16; pocket-casts' 394
    /// and ProtonVPN's 596-point cells on a 375-point phone, 16).
    @Test func aXIBsCellHasTheScreensTableMarginsOnceWiderThan320() throws {
        func leading(width: Double, device: String) throws -> Double? {
            try Self.pinnedInCell(
                Self.cell(tools: "19455", width: width, content: Frame(x: 0, y: 0, width: width, height: 59.5), device: device))?.x
        }
        #expect(try leading(width: 363, device: "retina6_1") == 20)
        #expect(try leading(width: 320, device: "retina6_1") == 16)
        #expect(try leading(width: 394, device: "retina4_7") == 16)
    }

    /// A cell that preserves its superview's margins takes the table's, and a content view that
    /// preserves the cell's takes them over smaller ones of its own: corona-warn-app's image card
    /// cell (Xcode 12, 466 wide, its content view's own margins 8 and 16) lays its card out 11
    /// and 20 inside; without the preserving, the content view's own.
    @Test func aCellThatPreservesItsSuperviewsMarginsTakesTheTables() throws {
        let own = #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>"#
        let content = Frame(x: 0, y: 0, width: 466, height: 221)
        let preserving = Self.cell(
            tools: "18122", width: 466, height: 221, content: content, attributes: #"preservesSuperviewLayoutMargins="YES""#, margins: own)
        #expect(try Self.pinnedInCell(preserving) == Frame(x: 20, y: 11, width: 426, height: 199))
        let plain = Self.cell(tools: "18122", width: 466, height: 221, content: content, margins: own)
        #expect(try Self.pinnedInCell(plain) == Frame(x: 16, y: 8, width: 434, height: 205))
    }

    /// An Xcode 6 cell's content view that stores no frame fills its cell (less a table cell's
    /// half-point separator), as RxSwift's WikipediaSearchCell.xib lays its collection view out;
    /// so does one that stores the 320 x 43 it was created with before Xcode 8 (VideoPlayer's
    /// 379 x 92 cache cell, Xcode 6, nineteenth held-out set: a view 7 above the top margin
    /// stored 1 down and 90 high; JXL's 326 x 230 cell, Xcode 7), but not from Xcode 8.
    @Test func aCellContentViewWithoutAFrameFillsItsCell() throws {
        #expect(try Self.pinnedInCell(Self.cell(tools: "7528.3", height: 100, content: nil)) == Frame(x: 8, y: 8, width: 359, height: 83.5))
        let stale = Frame(x: 0, y: 0, width: 320, height: 43)
        #expect(
            try Self.pinnedInCell(Self.cell(tools: "6254", width: 379, height: 92, content: stale))
                == Frame(x: 8, y: 8, width: 363, height: 75.5))
        #expect(
            try Self.pinnedInCell(Self.cell(tools: "11762", width: 379, height: 92, content: stale))
                == Frame(x: 8, y: 8, width: 304, height: 27))
    }

    /// A table cell's content view has 11 above and below and the table's 16 on the sides from
    /// Xcode 9.3 (tools 13500), safe areas or not (SwiftMessages' and openfoodfacts' cells;
    /// Coding-iOS' album cell, 13771), 8 all round before (IBAnimatable's, CoreStore's;
    /// RxDataSources' image cell, 13196), 15 above and below from Xcode 26, and its sides the
    /// table's as before (fsnotes' 430-point NoteCellView and firebase's PostTableViewCell on a
    /// 393-point iPhone, 20; Delta's 343-point settings cells on an iPhone 8, 16); an accessory,
    /// which narrows the content view, leaves 8 on the trailing side (SwiftMessages' Explore
    /// Cell).
    @Test func cellMarginsByXcode() throws {
        func inner(tools: String, contentWidth: Double, cellWidth: Double = 375) throws -> Frame? {
            try Self.pinnedInCell(Self.cell(tools: tools, width: cellWidth, content: Frame(x: 0, y: 0, width: contentWidth, height: 60)))
        }
        #expect(try inner(tools: "13196", contentWidth: 375) == Frame(x: 8, y: 8, width: 359, height: 44))
        #expect(try inner(tools: "13771", contentWidth: 375) == Frame(x: 16, y: 11, width: 343, height: 38))
        #expect(try inner(tools: "14490", contentWidth: 375) == Frame(x: 16, y: 11, width: 343, height: 38))
        #expect(try inner(tools: "22505", contentWidth: 348) == Frame(x: 16, y: 11, width: 324, height: 38))
        // Xcode 26: 15 above and below, the table's sides.
        #expect(try inner(tools: "24127", contentWidth: 393, cellWidth: 393) == Frame(x: 20, y: 15, width: 353, height: 30))
        #expect(try inner(tools: "24127", contentWidth: 375) == Frame(x: 16, y: 15, width: 343, height: 30))
    }

    /// A table is 20 points in from its sides from 390 points wide (the iPhone 12's width), 16
    /// below, and so are its cells' content views: passforios' 390-point cell (Xcode 16.1),
    /// habitica's, Workout-University's, WorkoutRecord's and habit-tracker's 393-point cells
    /// (Xcode 14 and 15 on an iPhone 14 Pro), nRF Mesh's 396-point one, all 20 in; 375-point
    /// cells 16 (`cellMarginsByXcode`).
    @Test func aTableIsTwentyPointsInFromTheIPhone12sWidth() throws {
        func leading(width: Double) throws -> Double? {
            try Self.pinnedInCell(
                Self.cell(tools: "21701", width: width, height: 100, content: Frame(x: 0, y: 0, width: width, height: 100), device: nil))?.x
        }
        #expect(try leading(width: 389) == 16)
        #expect(try leading(width: 390) == 20)
        #expect(try leading(width: 393) == 20)
    }

    /// A controller's root has side margins of 20 from 400 points wide, 16 below:
    /// SkyFloatingLabelTextField's 400-point freeform scenes (Xcode 10) lay their fields out 20
    /// in, WordPressAuthenticator's 383-point and xDrip's 393-point ones 16 in.
    @Test func aRootFourHundredPointsWideHasSideMarginsOfTwenty() throws {
        func leading(width: Double) throws -> Double? {
            let d = Self.controller(
                device: "retina4_7", tools: "14460.31", size: Size(width: width, height: 600),
                constraints: ConstraintXML.pinned("v", inside: "root", margins: true, id: "k"))
            return try Self.solvedFrame("v", in: d)?.x
        }
        #expect(try leading(width: 400) == 20)
        #expect(try leading(width: 393) == 16)
    }

    /// A cell that keeps `indentationLevel="1" indentationWidth="0.0"` (made in an older Xcode)
    /// has 15-point side margins on the canvas of Xcode 10 to 11.3 (Rocket.Chat's subscription
    /// cells, AudioKitSynthOne's preset cell, WSDOT's Amtrak cell, Bluefruit's settings cells,
    /// 14460 to 15705: seven scenes in four repositories), the table's 16 from Xcode 11.4
    /// (VkappBG's friend cell, 16097, thirteenth held-out set) and without the pair. In place
    /// of the table's 16 only: a table 390 points wide or more keeps its 20 (starbucks_locator's
    /// store cell, 14490 on an iPhone 11, nineteenth held-out set; Get_It_Done's, 14490, and
    /// Cafe's detail cell, 15400, all 414 wide with content 20 in).
    @Test func cellsIndentedByNothingHaveFifteenPointMarginsInXcode10To11_3() throws {
        func leading(tools: String, indented: Bool, width: Double = 375) throws -> Double? {
            let pair = indented ? #"indentationLevel="1" indentationWidth="0.0""# : ""
            let content = Frame(x: 0, y: 0, width: width, height: 60)
            return try Self.pinnedInCell(Self.cell(tools: tools, width: width, content: content, attributes: pair))?.x
        }
        #expect(try leading(tools: "15705", indented: true) == 15)
        #expect(try leading(tools: "14490.70", indented: true, width: 414) == 20)
        #expect(try leading(tools: "14460", indented: true) == 15)
        #expect(try leading(tools: "15705", indented: false) == 16)
        #expect(try leading(tools: "19529", indented: true) == 16)
        #expect(try leading(tools: "16097", indented: true) == 16)
    }

    /// From Xcode 14.1 the canvas draws a controller that a segue presents full screen with no
    /// safe area of its device: the ImageFeed image viewers of CptWhisker (22505, an iPhone 15
    /// Pro Max, thirteenth held-out set), 4Leonid (22155) and lechuk1981 (23504) and
    /// EbuzerSimsek's salary screen (21701) store their content at the root's top and bottom,
    /// and EbuzerSimsek's welcome and sign-up screens, in a navigation controller presented so,
    /// their navigation bar at 0 and content 44 down. Xcode 14.0 keeps the device's
    /// (Beyzasude's login screens, 21507: 59 down), and so does a controller whose own style
    /// says full screen with no segue presenting it (iNaturalist's login, 21701). A tab bar
    /// controller presented so holds its tabs' navigation stacks full screen too (appcues'
    /// SPM example, 21701 on an iPhone 11, thirty-seventh held-out set: three tabs' stacks 40
    /// below the safe area's top stored at 84, the bar's 44 alone; RoOhSun's THRIFT profile,
    /// 22155 on an iPhone 15, twenty-third). So is one of a freeform size (Ticmeet's 1,295-high
    /// profile editor, 21701 on an iPhone 15, forty-fourth held-out set: content at the root's
    /// top), which Xcode 14.0 gives the device's insets. Where the canvas doubles a screen's
    /// insets it keeps them once (Jumio's sample, 24412 on an iPhone 11, forty-third held-out
    /// set: a navigation controller presented full screen, its 54-point bar at 48).
    @Test func aControllerPresentedFullScreenHasNoSafeAreaFromXcode14_1() throws {
        func top(tools: String, segue: Bool, navigation: Bool = false, tabs: Bool = false, freeform: Bool = false) throws -> Double? {
            let destination = tabs ? "t" : navigation ? "n" : "b"
            let present =
                segue
                ? #"<connections><segue destination="\#(destination)" kind="presentation" modalPresentationStyle="fullScreen" id="p"/></connections>"#
                : ""
            let presenting = Self.safeAreaController("a", size: Size(width: 393, height: 852))
                .replacingOccurrences(of: "</viewController>", with: "\(present)</viewController>")
            let presented = Self.safeAreaController("b", size: Size(width: 393, height: freeform ? 1295 : 852))
                .replacingOccurrences(of: #"<viewController id="b""#, with: #"<viewController modalPresentationStyle="fullScreen" id="b""#)
                .replacingOccurrences(
                    of: "</viewController>",
                    with: freeform ? #"<size key="freeformSize" width="393" height="1295"/></viewController>"# : "</viewController>")
            let d = Self.storyboard(
                tools: tools, device: "retina6_12", safeAreas: true,
                scenes: """
                    <scene sceneID="a"><objects>\(presenting)</objects></scene>
                    <scene sceneID="b"><objects>\(presented)</objects></scene>
                    \(navigation || tabs ? Self.navigationScene("n", root: "b") : "")
                    \(tabs ? Self.tabBarScene("t", tabs: ["n"]) : "")
                    """)
            let s = SolvedScene(try #require(d.scenes.first { $0.root.id == "root-b" }), of: d)
            return s.laid.items.first { $0.id == "v-b" }.flatMap { s.frame(of: $0) }?.y
        }
        #expect(try top(tools: "22505", segue: true) == 0)
        #expect(try top(tools: "22505", segue: true, navigation: true) == 44)
        #expect(try top(tools: "22505", segue: true, tabs: true) == 44)
        #expect(try top(tools: "21507", segue: true) == 59)
        #expect(try top(tools: "22505", segue: false) == 59)
        #expect(try top(tools: "22505", segue: true, freeform: true) == 0)
        #expect(try top(tools: "24412", segue: true) == 59)
        #expect(try top(tools: "24412", segue: true, navigation: true) == 59 + 54)
        #expect(try top(tools: "21507", segue: true, freeform: true) == 59)
    }

    /// A controller that hides the bottom bar when pushed draws no toolbar, though it simulates
    /// one: Beyzasude's news detail (Xcode 14 on an iPhone 15, thirteenth held-out set, shown in
    /// code) stores a button 40 above the safe area's bottom 34 + 40 up. Without the flag the
    /// toolbar is there; a tab bar it simulates stays with the flag (Catty's project detail).
    @Test func aControllerHidingTheBottomBarDrawsNoToolbar() throws {
        func bars(hides: Bool, bottomBar: String) throws -> IBBars {
            let controller = Self.safeAreaController("a", size: Size(width: 393, height: 852))
                .replacingOccurrences(
                    of: #"<viewController id="a""#, with: #"<viewController \#(hides ? #"hidesBottomBarWhenPushed="YES""# : "") id="a""#
                )
                .replacingOccurrences(of: "</viewController>", with: "\(bottomBar)</viewController>")
            let d = Self.storyboard(
                tools: "21507", device: "retina6_12", safeAreas: true,
                scenes: #"<scene sceneID="a"><objects>\#(controller)</objects></scene>"#)
            return try #require(d.scenes.first).bars
        }
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(try bars(hides: true, bottomBar: toolbar).toolbar == false)
        #expect(try bars(hides: false, bottomBar: toolbar).toolbar == true)
        #expect(try bars(hides: true, bottomBar: tabBar).tabBar == true)
    }

    /// Xcode 9.3 and 9.4's canvas (tools 13500 to 13999) gives a XIB's cell that preserves its
    /// superview's margins the iOS 11 table's 15 aside (iOS-Project_ITI's review cell, 13526,
    /// fourteenth held-out set); Xcode 10.0's (to 14399) gives them to a preserving prototype
    /// (ChoiceFreedom's result cell, eleventh held-out set; Trekr's place cell; YumaApp's debug
    /// cell; `aPreservingPrototypeOfAControllersTableInXcode9And10`) but a XIB's cell, in no
    /// table, the 16 of a table as wide (stocks-app-ios' stock cell, 14113, seventeenth
    /// held-out set); Xcode 10.1's, 16 (PodcastPlayer's, 14460).
    @Test func aPreservingCellHasFifteenPointMarginsInXcode10() throws {
        func leading(tools: String) throws -> Double? {
            try Self.pinnedInCell(
                Self.cell(
                    tools: tools, content: Frame(x: 0, y: 0, width: 375, height: 60), attributes: #"preservesSuperviewLayoutMargins="YES""#)
            )?.x
        }
        #expect(try leading(tools: "14113") == 16)
        #expect(try leading(tools: "13526") == 15)
        #expect(try leading(tools: "14460") == 16)
    }

    /// Xcode 9.3 and 9.4 (tools 13500 to 13999) give a preserving prototype of a table that is
    /// its controller's view the table's 16 aside, not 15 (aydenp's Bank, 13529, sixteenth
    /// held-out set, and iosRecipes' five table-view-controller cells, 13771, fourteenth: content
    /// at the leading margin stored 16 in; iosRecipes' cell of a table inside a view keeps 15);
    /// Xcode 10.0's is 15 there too (KinveyApps' chat cells, 14109). Xcode 10.1's (14460) gives
    /// a controller's table's prototype the table's 16 (PodcastPlayer's), and one of a table
    /// inside a view 15 on a phone narrower than 390 points (FlyAway's three flight cells on an
    /// iPhone 8, eighteenth held-out set: content at the leading margin + 16 stored at 31) but
    /// the table's 20 on a wider one (ShareCast's timeline cell on an iPhone 11). On Xcode 9.3 to
    /// 10.2 a prototype of a table inside a view has 15 whether it preserves them or not
    /// (Invoice-Ios' invoice item cell and iosRecipes' ingredient cell, 13771: labels at the
    /// leading margin less 3 stored at 12; GitHub-User-Profile's user info cells, 14490: labels
    /// at the trailing margin 15 from the edge), where a controller's table's has the table's 16.
    /// Before Xcode 9.3 a prototype whose content view preserves the cell's preserved margins
    /// has iOS 8 to 10's 15 (MobileOrg's text input cell, 11762), one that does not, 8.
    @Test func aPreservingPrototypeOfAControllersTableInXcode9And10() throws {
        func leading(tools: String, controllersTable: Bool, width: Double = 375, preserving: Bool = true) throws -> Double? {
            let preserves = preserving ? #"preservesSuperviewLayoutMargins="YES""# : ""
            let cell = """
                <tableViewCell \(preserves) id="cell"><rect key="frame" x="0.0" y="28" width="\(width)" height="60"/>
                    <tableViewCellContentView key="contentView" \(preserves) id="cv"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="59.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
                        <constraints>\(ConstraintXML.pinned("in", inside: "cv", margins: true, id: "k"))</constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """
            let table = """
                <tableView \(controllersTable ? #"key="view""# : #"translatesAutoresizingMaskIntoConstraints="NO""#) style="plain" id="tv">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/><prototypes>\(cell)</prototypes>
                </tableView>
                """
            let controller =
                controllersTable
                ? #"<tableViewController id="vc" sceneMemberID="viewController">\#(table)</tableViewController>"#
                : #"<viewController id="vc" sceneMemberID="viewController"><view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="\#(width)" height="667"/><subviews>\#(table)</subviews></view></viewController>"#
            let d = Self.storyboard(
                tools: tools, device: width > 400 ? "retina6_1" : "retina4_7",
                scenes: #"<scene sceneID="s"><objects>\#(controller)</objects></scene>"#)
            let scene = try #require(d.scenes.first { $0.kind == .cell })
            let s = SolvedScene(scene, of: d)
            return s.laid.items.first { $0.id == "in" }.flatMap { s.frame(of: $0) }?.x
        }
        #expect(try leading(tools: "13529", controllersTable: true) == 16)
        #expect(try leading(tools: "13771", controllersTable: false) == 15)
        #expect(try leading(tools: "13771", controllersTable: false, preserving: false) == 15)
        #expect(try leading(tools: "13771", controllersTable: true, preserving: false) == 16)
        #expect(try leading(tools: "14490", controllersTable: false, preserving: false) == 15)
        #expect(try leading(tools: "14490", controllersTable: true, preserving: false) == 16)
        #expect(try leading(tools: "14109", controllersTable: true) == 15)
        #expect(try leading(tools: "14113", controllersTable: false) == 15)
        #expect(try leading(tools: "14460", controllersTable: true) == 16)
        #expect(try leading(tools: "14460", controllersTable: false) == 15)
        #expect(try leading(tools: "14460", controllersTable: false, width: 414) == 20)
        #expect(try leading(tools: "11762", controllersTable: false) == 15)
        #expect(try leading(tools: "11762", controllersTable: false, preserving: false) == 8)
    }

    /// A cell laid out alone sits in a table no wider than the document's screen, whose side
    /// margins its content view takes: ProtonVPN's 596-point server cell on an iPhone 8 (Xcode
    /// 13) lays its labels out 16 in, not the 20 of a 596-point table; on an iPhone 8 Plus, 20.
    @Test func aCellWiderThanItsScreenTakesTheScreensTableMargins() throws {
        func inner(device: String?) throws -> Double? {
            try Self.pinnedInCell(
                Self.cell(tools: "21701", width: 596, height: 64, content: Frame(x: 0, y: 0, width: 596, height: 64), device: device))?.x
        }
        #expect(try inner(device: "retina4_7") == 16)
        #expect(try inner(device: "retina5_5") == 20)
        #expect(try inner(device: nil) == 20)
    }

    /// Before iOS 26 a storyboard table's prototype cell takes the side margins of its screen,
    /// whatever its table's width: Store-Managment-System's 350- to 374-point tables on a
    /// 414-point iPhone 11 (Xcode 13) lay their cells out 20 in, as cOlive's 342-point table
    /// on an iPhone 12 does; a 320-point cell alone in a XIB, 16 (OnionBrowser's circuit node
    /// cell, Xcode 11 on an iPhone 11; a wider one has 20, `aXIBsCellHasTheScreensTableMarginsOnceWiderThan320`).
    /// Xcode 26's follow their table, 20 from 390 points wide as before: fsnotes' 186-point
    /// sidebar on a 430-point iPhone, 16; infobip's 359-point chat options on an iPhone 8
    /// (thirty-seventh held-out set), 16, not the 20 a 320-point threshold gave.
    @Test func aPrototypeCellTakesItsScreensTableMargins() throws {
        func leading(tools: String, device: String, table: Double) throws -> Double? {
            let d = Self.storyboard(
                tools: tools, device: device,
                scenes: """
                    <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews><tableView style="plain" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="20" y="0.0" width="\(table)" height="600"/>
                                <prototypes><tableViewCell id="cell"><rect key="frame" x="0.0" y="28" width="\(table)" height="60"/>
                                    <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0.0" y="0.0" width="\(table)" height="60"/>
                                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
                                        <constraints>\(ConstraintXML.pinned("in", inside: "cv", margins: true, id: "k"))</constraints>
                                    </tableViewCellContentView>
                                </tableViewCell></prototypes>
                            </tableView></subviews>
                        </view>
                    </viewController></objects></scene>
                    """)
            let s = SolvedScene(try #require(d.scenes.first { $0.kind == .cell }), of: d)
            return s.laid.items.first { $0.id == "in" }.flatMap { s.frame(of: $0) }?.x
        }
        #expect(try leading(tools: "20037", device: "retina6_1", table: 350) == 20)
        #expect(try leading(tools: "20037", device: "retina4_7", table: 350) == 16)
        #expect(try leading(tools: "24506", device: "retina6_7", table: 186) == 16)
        #expect(try leading(tools: "24128", device: "retina4_7", table: 359) == 16)
        #expect(try leading(tools: "24128", device: "retina6_7", table: 393) == 20)
        let alone = Self.cell(
            tools: "20037", width: 320, height: 60, content: Frame(x: 0, y: 0, width: 320, height: 60), device: "retina6_1")
        #expect(try Self.pinnedInCell(alone)?.x == 16)
    }

    /// A switch's frame reaches 2 points past the alignment rectangle its constraints place, on
    /// the right, in Xcode 26's documents too (IQKeyboardManager's SpecialCase storyboard: a
    /// 63-point switch whose trailing edge is pinned at 409 is stored ending at 411).
    @Test func aSwitchReachesTwoPointsPastItsTrailingConstraint() throws {
        for tools in ["14490", "24127"] {
            let d = Self.topLevelView(
                device: nil, tools: tools, size: Size(width: 414, height: 100), freeform: false,
                subviews:
                    #"<switch translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="348" y="0" width="63" height="28"/></switch>"#,
                constraints: """
                    <constraint firstItem="in" firstAttribute="top" secondItem="top" secondAttribute="top" id="k1"/>
                    <constraint firstItem="in" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="-5" id="k2"/>
                    """)
            #expect(try Self.solvedFrame("in", in: d).map { $0.x + $0.width } == 411, "tools \(tools)")
        }
    }

    /// A segmented control's frame reaches 1 point below the alignment rectangle its constraints
    /// place: the 29-point one of iOS 7 to 12 and the 32-point one of iOS 13 to 18 (SideMenu's
    /// stack of them, Xcode 11: each next view 31 points down plus the spacing), and one of any
    /// height (DataDog's example app, Xcode 15's beta: 45-point frames on 44-point heights), and
    /// the Liquid Glass one of Xcode 26 (Gladys' data inspector, twentieth held-out set: three in
    /// a stack 8 apart, stored 39 from top to top; nRF Mesh's settings wizard).
    @Test func aSegmentedControlReachesOnePointBelowItsAlignmentRectangle() throws {
        func below(tools: String, height: Double) throws -> Double? {
            let d = Self.topLevelView(
                device: nil, tools: tools, size: Size(width: 320, height: 200), freeform: false,
                subviews: """
                    <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="seg"><rect key="frame" x="0" y="0" width="100" height="\(height)"/></segmentedControl>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    """,
                constraints: """
                    <constraint firstItem="seg" firstAttribute="top" secondItem="top" secondAttribute="top" id="k1"/>
                    <constraint firstItem="seg" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="k2"/>
                    <constraint firstItem="in" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="8" id="k3"/>
                    <constraint firstItem="in" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="k4"/>
                    <constraint firstItem="in" firstAttribute="width" constant="10" id="k5"/>
                    <constraint firstItem="in" firstAttribute="height" constant="10" id="k6"/>
                    """)
            return try Self.solvedFrame("in", in: d)?.y
        }
        #expect(try below(tools: "14490", height: 29) == 36)
        #expect(try below(tools: "15400", height: 32) == 39)
        #expect(try below(tools: "22154", height: 45) == 52)
        #expect(try below(tools: "24127", height: 32) == 39)
    }

    /// A controller whose view is a scroll view: its subviews' edge constraints attach to the
    /// content, which may run past the screen (IQKeyboardManager's demo: text fields 30 high, the
    /// content's bottom 30 below the last, in a 568-point root).
    @Test func aRootScrollViewsEdgesAreItsContents() throws {
        let d = DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10116" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <device id="retina4_0" orientation="portrait"/>
                    <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                        <scrollView key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews><textField translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="20" y="600" width="280" height="30"/></textField></subviews>
                            <constraints>
                                <constraint firstItem="in" firstAttribute="top" secondItem="root" secondAttribute="top" constant="600" id="k1"/>
                                <constraint firstItem="in" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k2"/>
                                <constraint firstItem="in" firstAttribute="width" constant="280" id="k3"/>
                                <constraint firstItem="root" firstAttribute="bottom" secondItem="in" secondAttribute="bottom" constant="30" id="k4"/>
                            </constraints>
                        </scrollView>
                    </viewController></objects></scene></scenes>
                </document>
                """.utf8))
        #expect(try Self.solvedFrame("in", in: d) == Frame(x: 20, y: 600, width: 280, height: 30))
    }

    /// What the constraints leave free keeps the value the document stores, as Interface
    /// Builder's canvas lays a scene out from its stored frames (IBDecodable's ambiguous test
    /// scenes): a view pinned only at its top left (40, 30; stored at 0, 0) keeps its stored
    /// 10 x 10, and is still reported ambiguous; what the constraints decide is not moved by
    /// the hold.
    @Test func anAmbiguousViewKeepsItsStoredFrame() throws {
        let d = Self.controller(
            device: "retina4_7", tools: "16096", size: Size(width: 375, height: 667),
            constraints: """
                <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c1"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c2"/>
                """)
        let s = SolvedScene(try #require(d.scenes.first), of: d)
        let v = try #require(s.laid.items.first { $0.id == "v" })
        #expect(s.frame(of: v) == Frame(x: 40, y: 30, width: 10, height: 10))
        #expect(s.ambiguities.map(\.view) == [v.name])
    }

    /// A view in a scroll view's content that the constraints leave free keeps its stored frame
    /// there, in content coordinates (GenesisVision's post editors, Xcode 13 on an iPhone 11,
    /// thirty-third held-out set: a stack only as wide as the scroll view, stored at the
    /// content's origin, 10 and 44 inside the root).
    @Test func anAmbiguousViewInAScrollViewsContentKeepsItsStoredFrame() throws {
        let d = Self.storyboard(
            tools: "19529", device: "retina6_1", safeAreas: true,
            scenes: """
                <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="10" y="44" width="394" height="774"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0.0" y="0.0" width="394" height="472"/>
                                    <constraints><constraint firstAttribute="height" constant="472" id="h"/></constraints>
                                </view></subviews>
                                <constraints><constraint firstItem="in" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="w"/></constraints>
                                <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                                <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="44" id="k2"/>
                            <constraint firstItem="scroll" firstAttribute="width" constant="394" id="k3"/>
                            <constraint firstItem="scroll" firstAttribute="height" constant="774" id="k4"/>
                        </constraints>
                    </view>
                </viewController></objects></scene>
                """)
        let s = SolvedScene(try #require(d.scenes.first), of: d)
        let v = try #require(s.laid.items.first { $0.id == "in" })
        #expect(s.frame(of: v) == Frame(x: 0, y: 0, width: 394, height: 472))
        #expect(s.ambiguities.map(\.view).contains(v.name))
    }

    /// A built-in cell style's text label is placed by the cell at its stored frame, even when
    /// another view's constraint names it (blink's settings cells: a text field centred on the
    /// style's label, 20 in on an iPad).
    @Test func aCellStylesLabelKeepsItsFrame() throws {
        let d = DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <objects>
                        <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="label" id="cell"><rect key="frame" x="0.0" y="0.0" width="768" height="43.5"/>
                            <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0.0" y="0.0" width="768" height="43.5"/><autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <label text="URL key" id="label"><rect key="frame" x="20" y="0.0" width="728" height="43.5"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></label>
                                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="118" y="11.5" width="637" height="21"/></textField>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="in" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="118" id="k1"/>
                                    <constraint firstItem="in" firstAttribute="centerY" secondItem="label" secondAttribute="centerY" id="k2"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """.utf8))
        #expect(try Self.solvedFrame("label", in: d) == Frame(x: 20, y: 0, width: 728, height: 43.5))
        #expect(try Self.solvedFrame("in", in: d).map { [$0.x, $0.y] } == [118, 11.5])
    }

    /// A table view controller's table keeps 20 aside on a 393-point iPhone from Xcode 26, where
    /// Xcode 16 gives it a controller root's 16 (LNPopupController's Music storyboard: its
    /// header's content 20 in, while a plain controller of the same document keeps 16).
    @Test func aTablesMarginsOnIOS26() throws {
        func header(tools: String) throws -> Frame? {
            let d = DocumentReader.read(
                Data(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                        <device id="retina6_12" orientation="portrait" appearance="light"/>
                        <scenes><scene sceneID="s"><objects>
                            <tableViewController id="vc" sceneMemberID="viewController">
                                <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <view key="tableHeaderView" preservesSuperviewLayoutMargins="YES" id="head">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
                                        <constraints>\(ConstraintXML.pinned("in", inside: "head", margins: true, id: "k"))</constraints>
                                    </view>
                                </tableView>
                            </tableViewController>
                        </objects></scene></scenes>
                    </document>
                    """.utf8))
            return try Self.solvedFrame("in", in: d)
        }
        #expect(try header(tools: "23504")?.x == 16)
        #expect(try header(tools: "25095").map { [$0.x, $0.width] } == [20, 353])
    }
}
