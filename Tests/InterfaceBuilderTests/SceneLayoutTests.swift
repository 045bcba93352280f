import AutoLayout
import Foundation
import Testing
import UIKitFacts

@testable import InterfaceBuilder

/// One feature of the format per test, each in a small document written here, laid out and
/// compared with the frames UIKit gives (worked out by hand beside each).
@Suite struct SceneLayoutTests {
    /// A storyboard around `scenes` (the inside of `<scenes>`), for an iPhone 8.
    static func storyboard(_ scenes: String, tools: String = "14490", safeAreas: Bool = false) -> IBDocument {
        DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \(safeAreas ? "useSafeAreas=\"YES\"" : "")>
                    <device id="retina4_7" orientation="portrait"/>
                    <scenes>\(scenes)</scenes>
                </document>
                """.utf8))
    }

    /// A view controller scene whose view holds `subviews` and `constraints`.
    static func scene(_ id: String, controller: String = "", subviews: String, constraints: String, extra: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
        <viewController id="vc-\(id)" sceneMemberID="viewController">
            <layoutGuides><viewControllerLayoutGuide type="top" id="top-\(id)"/><viewControllerLayoutGuide type="bottom" id="bottom-\(id)"/></layoutGuides>
            <view key="view" id="root-\(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
                \(extra)
            </view>
            \(controller)
        </viewController></objects></scene>
        """
    }

    func solved(_ d: IBDocument, _ k: Int = 0, _ configuration: SceneLayout.Configuration = .init()) throws -> SolvedScene {
        #expect(d.problems.isEmpty, "\(d.problems)")
        return SolvedScene(try #require(d.scenes.dropFirst(k).first), of: d, configuration: configuration)
    }

    func frame(_ s: SolvedScene, _ id: String) -> Frame? {
        s.laid.items.first { $0.id == id }.flatMap { s.frame(of: $0) }
    }

    /// A scene's root keeps the margins it stores: FlyAway's flight cell (Xcode 10.1, eighteenth
    /// held-out set), a collection view cell whose `layoutMargins` are 32 aside and 8 above,
    /// stores a label pinned 16 inside its leading margin at x 48.
    @Test func aRootKeepsTheMarginsItStores() throws {
        let cell = """
            <collectionViewCell id="cell"><rect key="frame" x="0.0" y="0.0" width="362" height="159"/>
                <view key="contentView" insetsLayoutMarginsFromSafeArea="NO"><rect key="frame" x="0.0" y="0.0" width="362" height="159"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="48" y="16" width="10" height="10"/></view></subviews>
                </view>
                <constraints>
                    <constraint firstItem="in" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" constant="16" id="k1"/>
                    <constraint firstItem="in" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" constant="8" id="k2"/>
                    \(ConstraintXML.sized("in", width: 10, height: 10, id: "s"))
                </constraints>
                <edgeInsets key="layoutMargins" top="8" left="32" bottom="8" right="32"/>
            </collectionViewCell>
            """
        let collection = """
            <collectionView translatesAutoresizingMaskIntoConstraints="NO" id="cv"><rect key="frame" x="0.0" y="20" width="375" height="647"/>
                <collectionViewFlowLayout key="collectionViewLayout" id="fl"/>
                <cells>\(cell)</cells>
            </collectionView>
            """
        let d = Self.storyboard(Self.scene("m", subviews: collection, constraints: ""), tools: "14460")
        let s = SolvedScene(try #require(d.scenes.first { $0.kind == .cell }), of: d)
        #expect(frame(s, "in")?.x == 48)
        #expect(frame(s, "in")?.y == 16)
    }

    /// "Label" in the 17-point system font, stored 60 × 30 at (20, 40) of scene `m`'s root.
    static let label = """
        <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
            <rect key="frame" x="20" y="40" width="60" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    /// `label` held at its top left only, 40 down and 20 in.
    static let labelAtTopLeft = """
        <constraint firstItem="lab" firstAttribute="top" secondItem="root-m" secondAttribute="top" constant="40" id="c1"/>
        <constraint firstItem="lab" firstAttribute="leading" secondItem="root-m" secondAttribute="leading" constant="20" id="c2"/>

        """

    /// A label held only at its top left gets its size from its content: measured, "Label" in
    /// the 17-point system font is 42 × 20.5 (Interface Builder's own default frame), whatever
    /// the document stored; with `--intrinsic document` the stored 60 × 30 stands. A switch is
    /// 51 × 31 measured; a label in a custom font is not measured (its stored size stands).
    @Test func measuredIntrinsicSizes() throws {
        let d = Self.storyboard(
            Self.scene(
                "m",
                subviews: Self.label + """
                    <switch translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                        <rect key="frame" x="20" y="100" width="60" height="40"/>
                    </switch>
                    <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                        <rect key="frame" x="20" y="200" width="70" height="25"/>
                        <fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="17"/>
                    </label>
                    """,
                constraints: Self.labelAtTopLeft + """
                    <constraint firstItem="sw" firstAttribute="top" secondItem="root-m" secondAttribute="top" constant="100" id="c3"/>
                    <constraint firstItem="sw" firstAttribute="leading" secondItem="root-m" secondAttribute="leading" constant="20" id="c4"/>
                    <constraint firstItem="custom" firstAttribute="top" secondItem="root-m" secondAttribute="top" constant="200" id="c5"/>
                    <constraint firstItem="custom" firstAttribute="leading" secondItem="root-m" secondAttribute="leading" constant="20" id="c6"/>
                    """))
        let measured = try solved(d)
        #expect(frame(measured, "lab") == Frame(x: 20, y: 40, width: 42, height: 20.5))
        #expect(frame(measured, "sw") == Frame(x: 20, y: 100, width: 51, height: 31))
        #expect(frame(measured, "custom") == Frame(x: 20, y: 200, width: 70, height: 25))
        let stored = try solved(d, 0, SceneLayout.Configuration(intrinsic: .document))
        #expect(frame(stored, "lab") == Frame(x: 20, y: 40, width: 60, height: 30))
        #expect(frame(stored, "sw") == Frame(x: 20, y: 100, width: 60, height: 40))
    }

    /// Xcode 5 to 7.0 (tools version below 8000) measured text on whole points: a 17-point
    /// "Label" is 21 high there, 20.5 from Xcode 7.1 (SpeedReader's, 4514, and Family-Farm's,
    /// 5056, store theirs 21; every such label of those Xcodes in the public corpus is).
    @Test func oldXcodesMeasureTextOnWholePoints() throws {
        func height(tools: String) throws -> Double? {
            let d = Self.storyboard(Self.scene("m", subviews: Self.label, constraints: Self.labelAtTopLeft), tools: tools)
            return frame(try solved(d), "lab")?.height
        }
        #expect(try height(tools: "4514") == 21)
        #expect(try height(tools: "7706") == 21)
        #expect(try height(tools: "8191") == 20.5)
    }

    /// Documents of Xcode 7 and earlier set East Asian wide characters as iOS 9 did, from Xcode 8
    /// (tools version 11000) as iOS 10's fallback fonts do (`SystemFont.WideGlyphs`).
    @Test func xcode8SetsWideCharactersAsIOS10() {
        func wide(tools: String) -> SystemFont.WideGlyphs {
            SceneLayout.wideGlyphs(of: Self.storyboard(Self.scene("m", subviews: "", constraints: ""), tools: tools))
        }
        #expect(wide(tools: "10117") == .trackedEm && wide(tools: "11542") == .fallback)
    }

    /// A system button's content insets add to its title's size and, above or below, replace
    /// its 6-point padding: "Leave Study" at 15 points with insets of 10 all round is 20 wider
    /// and 18 + 20 high, as ResearchKit's storyboard stores it (104 × 38, against 30 high
    /// without insets); insets at the sides only keep the padding (duckduckgo's Cancel button).
    @Test func aButtonsContentInsetsAddToItsTitle() throws {
        func button(_ insets: String) throws -> Frame? {
            let d = Self.storyboard(
                Self.scene(
                    "b",
                    subviews: """
                        <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt">
                            <rect key="frame" x="20" y="40" width="10" height="10"/>
                            \(insets)
                            <state key="normal" title="Leave Study"/>
                        </button>
                        """,
                    constraints: """
                        <constraint firstItem="bt" firstAttribute="top" secondItem="root-b" secondAttribute="top" constant="40" id="c1"/>
                        <constraint firstItem="bt" firstAttribute="leading" secondItem="root-b" secondAttribute="leading" constant="20" id="c2"/>
                        """))
            return frame(try solved(d), "bt")
        }
        let inset = try #require(try button(#"<inset key="contentEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/>"#))
        let bare = try #require(try button(""))
        #expect(bare.height == 30)
        #expect(inset.height == 38)
        #expect(inset.width == bare.width + 20)
        // Only sideways: the padding above and below stays.
        let sideways = try #require(try button(#"<inset key="contentEdgeInsets" minX="6" minY="0.0" maxX="6" maxY="0.0"/>"#))
        #expect(sideways.height == 30)
        #expect(sideways.width == bare.width + 12)
    }

    /// The old top layout guide is the status bar (20) under a translucent navigation bar's 44
    /// in a navigation controller's root; the bottom guide is a tab bar controller child's 49.
    @Test func navigationAndTabBarsMoveTheOldGuides() throws {
        let pinned = """
            <view id="v-a"><rect key="frame" x="0" y="64" width="375" height="554"/></view>
            """
        let constraints = Self.pinnedBetweenTheGuides("a", "v-a")
        let containers = """
            <scene sceneID="nav"><objects><navigationController id="nav-1" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-1"/>
                <connections><segue destination="vc-a" kind="relationship" relationship="rootViewController" id="g1"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="tabs"><objects><tabBarController id="tab-1" sceneMemberID="viewController">
                <connections><segue destination="nav-1" kind="relationship" relationship="viewControllers" id="g2"/></connections>
            </tabBarController></objects></scene>
            """
        let d = Self.storyboard(Self.scene("a", subviews: pinned, constraints: constraints) + containers)
        let s = try solved(d)
        #expect(s.scene.bars.navigationBar && s.scene.bars.tabBar && !s.scene.bars.opaqueNavigationBar)
        // 667 − 64 − 49 = 554.
        #expect(frame(s, "v-a") == Frame(x: 0, y: 64, width: 375, height: 554))
        #expect(s.misplaced.isEmpty)
    }

    /// Xcode 11 and later, without safe areas, on a phone with a notch: the old top guide is the
    /// notch's inset and the bottom guide stays above the home indicator (34). Inferred from
    /// stored frames (Yalantis/StarWars.iOS's settings scene keeps its button 34 above the bottom;
    /// manifest-ios.tsv). Before Xcode 14 the canvas's `retina6_1` is the iPhone 11 under iOS 13,
    /// whose notch is 44 (`CanvasDevice`: mac-cain13/R.swift's, kharrison/CodeExamples'
    /// DynamicContainer, simplenote's and pocket-casts' documents of tools 14490 to 19455 all
    /// put their top 44 down; 48 from Xcode 14).
    @Test func theOldGuidesAvoidTheNotchAndTheHomeIndicator() throws {
        let subviews = #"<view id="v-n"><rect key="frame" x="0" y="44" width="414" height="818"/></view>"#
        let d = DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <device id="retina6_1" orientation="portrait"/>
                    <scenes>\(Self.scene("n", subviews: subviews, constraints: Self.pinnedBetweenTheGuides("n", "v-n")))</scenes>
                </document>
                """.replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"414\" height=\"896\"").utf8))
        let s = try solved(d)
        #expect(frame(s, "v-n") == Frame(x: 0, y: 44, width: 414, height: 818))
    }

    /// A XIB's top-level view the size of the document's device has that device's safe area
    /// (keepassium/KeePassium's MFIKeyActionSheetView.xib stores its sheet 34 above the bottom;
    /// manifest-ios.tsv).
    @Test func aTopLevelViewTheScreensSizeHasItsSafeArea() throws {
        let d = DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina6_1" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="top"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="sheet"><rect key="frame" x="0" y="762" width="414" height="100"/></view></subviews>
                            <constraints>
                                <constraint firstItem="sheet" firstAttribute="height" constant="100" id="k1"/>
                                <constraint firstItem="sheet" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="k2"/>
                                <constraint firstItem="sheet" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="k3"/>
                                <constraint firstItem="sa" firstAttribute="bottom" secondItem="sheet" secondAttribute="bottom" id="k4"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                        </view>
                    </objects>
                </document>
                """.utf8))
        let s = try solved(d)
        #expect(s.laid.device?.model == "iPhone 11")
        #expect(frame(s, "sheet") == Frame(x: 0, y: 762, width: 414, height: 100))
    }

    /// `view` between the old top and bottom guides and the root's sides.
    static func pinnedBetweenTheGuides(_ scene: String, _ view: String) -> String {
        """
        <constraint firstItem="\(view)" firstAttribute="top" secondItem="top-\(scene)" secondAttribute="bottom" id="c1"/>
        <constraint firstItem="bottom-\(scene)" firstAttribute="top" secondItem="\(view)" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="\(view)" firstAttribute="leading" secondItem="root-\(scene)" secondAttribute="leading" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="\(view)" secondAttribute="trailing" id="c4" firstItem="root-\(scene)"/>
        """
    }

    /// An opaque navigation bar: the view starts below it, 667 − 64 = 603 high, and its top
    /// guide is 0.
    @Test func anOpaqueNavigationBarShrinksTheView() throws {
        let subviews = #"<view id="v-b"><rect key="frame" x="0" y="0" width="375" height="603"/></view>"#
        let constraints = Self.pinnedBetweenTheGuides("b", "v-b")
        let controller = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let s = try solved(Self.storyboard(Self.scene("b", controller: controller, subviews: subviews, constraints: constraints)))
        #expect(s.laid.layout.rootSize == Size(width: 375, height: 603))
        #expect(frame(s, "v-b") == Frame(x: 0, y: 0, width: 375, height: 603))
    }

    /// A label that writes no hugging priority has UIView's 250; one that writes Interface
    /// Builder's 251 has it (Bluefruit's pin cell: the two that write none stretch).
    @Test func aLabelWithoutHuggingHasTheClassDefault() throws {
        let subviews = """
            <label text="Pin 0" translatesAutoresizingMaskIntoConstraints="NO" id="plain"><rect key="frame" x="16" y="3" width="302" height="22"/></label>
            <label text="Low" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="written"><rect key="frame" x="326" y="3" width="33" height="22"/></label>
            """
        let s = try solved(Self.storyboard(Self.scene("h", subviews: subviews, constraints: "")))
        let views = s.laid.items.compactMap { item in s.laid.layout.hierarchy[item.name].map { (item.id, $0) } }
        let hugging = Dictionary(views.map { ($0.0, $0.1.contentHuggingPriority.horizontal.rawValue) }, uniquingKeysWith: { a, _ in a })
        #expect(hugging["plain"] == 250)
        #expect(hugging["written"] == 251)
    }

    /// `extendedLayoutIncludesOpaqueBars`: the view reaches under an opaque navigation bar as
    /// under a translucent one, the full 667 high, its top guide below the bar (Tropos'
    /// acknowledgements, Xcode 10 on an iPhone X: stored 812 high under an opaque bar).
    @Test func extendedLayoutIncludesOpaqueBarsReachesUnderThem() throws {
        let subviews = #"<view id="v-o"><rect key="frame" x="0" y="64" width="375" height="603"/></view>"#
        let constraints = Self.pinnedBetweenTheGuides("o", "v-o")
        let controller = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let scene = Self.scene("o", controller: controller, subviews: subviews, constraints: constraints)
            .replacingOccurrences(of: #"id="vc-o""#, with: #"id="vc-o" extendedLayoutIncludesOpaqueBars="YES""#)
        let s = try solved(Self.storyboard(scene))
        #expect(!s.scene.bars.opaqueNavigationBar)
        #expect(s.laid.layout.rootSize == Size(width: 375, height: 667))
        #expect(frame(s, "v-o") == Frame(x: 0, y: 64, width: 375, height: 603))
    }

    /// A view left out of `edgesForExtendedLayout` at the top starts below a translucent
    /// navigation bar as below an opaque one, and at the bottom ends above the tab bar
    /// (XLPagerTabStrip's NavButtonBarExampleViewController: 375 × 554 on an iPhone 8, its top
    /// guide 0).
    @Test func edgesForExtendedLayoutStopTheViewAtTheBars() throws {
        let subviews = #"<view id="v-e"><rect key="frame" x="0" y="0" width="375" height="554"/></view>"#
        let constraints = Self.pinnedBetweenTheGuides("e", "v-e")
        let controller = """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            <extendedEdge key="edgesForExtendedLayout"/>
            """
        let s = try solved(Self.storyboard(Self.scene("e", controller: controller, subviews: subviews, constraints: constraints)))
        #expect(s.scene.bars.opaqueNavigationBar && s.scene.bars.opaqueTabBar)
        #expect(s.laid.layout.rootSize == Size(width: 375, height: 554))
        #expect(frame(s, "v-e") == Frame(x: 0, y: 0, width: 375, height: 554))
        let extended = controller.replacingOccurrences(of: "<extendedEdge", with: #"<extendedEdge top="YES" bottom="YES""#)
        let under = try solved(Self.storyboard(Self.scene("e", controller: extended, subviews: subviews, constraints: constraints)))
        #expect(!under.scene.bars.opaqueNavigationBar && !under.scene.bars.opaqueTabBar)
    }

    /// A view left out of `edgesForExtendedLayout` at the bottom ends above a simulated toolbar,
    /// which then insets nothing of it (Alinaprotsyuk's categories, Xcode 9.2 on an iPhone 8,
    /// sixteenth held-out set: the root stored 623 high under a toolbar, a table at its bottom
    /// margin stored at its bottom); extended under it, the bottom guide is the toolbar's 44.
    @Test func aViewThatStopsAtTheToolbarHasNoInsetFromIt() throws {
        func height(_ edges: String) throws -> Double? {
            let subviews =
                #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v-t"><rect key="frame" x="0" y="20" width="375" height="603"/></view>"#
            let controller = """
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                <extendedEdge key="edgesForExtendedLayout" \(edges)/>
                """
            let scene = Self.scene("t", controller: controller, subviews: subviews, constraints: Self.pinnedBetweenTheGuides("t", "v-t"))
            let s = try solved(Self.storyboard(scene.replacingOccurrences(of: #"height="667""#, with: #"height="623""#)))
            return frame(s, "v-t")?.height
        }
        #expect(try height(#"top="YES""#) == 603)
        #expect(try height(#"top="YES" bottom="YES""#) == 559)
    }

    /// Size classes: the default configuration leaves out `c-wide` (installed for compact height
    /// only); in portrait the view is 100 wide, in landscape (compact height) 300.
    @Test func variationsInstallTheDevicesConstraints() throws {
        let subviews =
            #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v-c"><rect key="frame" x="0" y="20" width="100" height="50"/></view>"#
        let constraints = """
            <constraint firstItem="v-c" firstAttribute="top" secondItem="top-c" secondAttribute="bottom" id="c1"/>
            <constraint firstItem="v-c" firstAttribute="leading" secondItem="root-c" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="height" constant="50" id="c3" firstItem="v-c"/>
            <constraint firstItem="v-c" firstAttribute="width" constant="100" id="c-narrow"/>
            <constraint firstItem="v-c" firstAttribute="width" constant="300" id="c-wide"/>
            """
        let variations = """
            <variation key="default"><mask key="constraints"><exclude reference="c-wide"/></mask></variation>
            <variation key="heightClass=compact"><mask key="constraints"><include reference="c-wide"/><exclude reference="c-narrow"/></mask></variation>
            """
        let d = Self.storyboard(Self.scene("c", subviews: subviews, constraints: constraints, extra: variations))
        #expect(frame(try solved(d), "v-c")?.width == 100)
        let landscape = try solved(d, 0, SceneLayout.Configuration(device: DevicePreset.named("iphone-8"), landscape: true))
        #expect(landscape.laid.layout.rootSize == Size(width: 667, height: 375))
        #expect(frame(landscape, "v-c")?.width == 300)
        #expect(landscape.solution.conflicts.isEmpty)
    }

    /// A cell takes the size classes of the screen it is shown on, not of its own shape: a
    /// 375 x 125 cell (wider than high) on an iPhone 8 in portrait is regular high, so its
    /// compact-height constant (5) does not apply: its image ends 38 above the bottom, 49 high
    /// about the centre; in landscape it is compact high and takes it: 115 high (Catty's image
    /// cells, Xcode 14: the stored frames take the regular constant).
    @Test func aCellTakesTheSizeClassesOfItsScreen() throws {
        let subviews = """
            <tableView rowHeight="125" translatesAutoresizingMaskIntoConstraints="NO" id="table"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell rowHeight="125" id="cell"><rect key="frame" x="0" y="0" width="375" height="125"/>
                        <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0" y="0" width="375" height="125"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="im"><rect key="frame" x="16" y="38" width="49" height="49"/></view></subviews>
                        <constraints>
                            <constraint firstItem="im" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="k1"/>
                            <constraint firstAttribute="bottom" secondItem="im" secondAttribute="bottom" constant="38" id="k2">
                                <variation key="heightClass=compact" constant="5"/>
                            </constraint>
                            <constraint firstItem="im" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="k3"/>
                            <constraint firstItem="im" firstAttribute="width" secondItem="im" secondAttribute="height" id="k4"/>
                        </constraints>
                    </tableViewCellContentView></tableViewCell>
                </prototypes>
            </tableView>
            """
        let d = Self.storyboard(Self.scene("t", subviews: subviews, constraints: ""))
        let k = try #require(d.scenes.firstIndex { $0.root.id == "cell" })
        let portrait = try solved(d, k, SceneLayout.Configuration(intrinsic: .document))
        #expect(frame(portrait, "im") == Frame(x: 16, y: 38, width: 49, height: 49))
        let landscape = try solved(d, k, SceneLayout.Configuration(landscape: true, intrinsic: .document))
        #expect(frame(landscape, "im") == Frame(x: 16, y: 5, width: 115, height: 115))
    }

    /// A vertical stack 10 from the top, spacing 8, of two 50 x 25 views `a` and `b`, with the
    /// size-class variations given for the stack, for `b` and for the stack's top constraint.
    static func twoViewStack(stackVariations: String = "", secondViewVariations: String = "", topVariations: String = "") -> IBDocument {
        let subviews = """
            <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0" y="10" width="50" height="58"/>
                <subviews>
                    <view id="a"><rect key="frame" x="0" y="0" width="50" height="25"/></view>
                    <view id="b"><rect key="frame" x="0" y="33" width="50" height="25"/>\(secondViewVariations)</view>
                </subviews>
                \(stackVariations)
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st" firstAttribute="top" secondItem="root-v" secondAttribute="top" constant="10" id="c1">\(topVariations)</constraint>
            <constraint firstItem="st" firstAttribute="leading" secondItem="root-v" secondAttribute="leading" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="25" id="c4"/>
            <constraint firstItem="b" firstAttribute="width" constant="50" id="c5"/>
            <constraint firstItem="b" firstAttribute="height" constant="25" id="c6"/>
            """
        return storyboard(scene("v", subviews: subviews, constraints: constraints))
    }

    /// Size classes also change properties: a constraint's constant (`<variation
    /// key="heightClass=compact" constant="40"/>`, as duckduckgo's DaxOnboarding.storyboard
    /// writes it) and a stack's axis and spacing; the most specific key wins. Portrait: the
    /// stack is vertical, 10 from the top; landscape (compact height): horizontal, spacing 4,
    /// 40 from the top; the key naming both classes beats the one naming height alone.
    @Test func variationsChangeConstantsAndStackAxes() throws {
        let d = Self.twoViewStack(
            stackVariations: #"<variation key="heightClass=compact" axis="horizontal" spacing="4"/>"#,
            topVariations: """
                <variation key="heightClass=compact" constant="30"/>
                <variation key="heightClass=compact-widthClass=compact" constant="40"/>
                """)
        let portrait = try solved(d)
        #expect(frame(portrait, "st") == Frame(x: 0, y: 10, width: 50, height: 58))
        let landscape = try solved(d, 0, SceneLayout.Configuration(device: DevicePreset.named("iphone-8"), landscape: true))
        #expect(frame(landscape, "st") == Frame(x: 0, y: 40, width: 104, height: 25))
        #expect(frame(landscape, "b") == Frame(x: 54, y: 0, width: 50, height: 25))
        // An iPhone X in landscape is compact both ways, however long (812); an iPhone 11,
        // 414 wide in portrait, is regular wide in landscape.
        let x = try solved(d, 0, SceneLayout.Configuration(device: DevicePreset.named("iphone-x"), landscape: true))
        #expect(frame(x, "st")?.y == 40)
        let eleven = try solved(d, 0, SceneLayout.Configuration(device: DevicePreset.named("iphone-11"), landscape: true))
        #expect(frame(eleven, "st")?.y == 30)
    }

    /// A view hidden for some size classes (`<variation key="heightClass=compact"
    /// hidden="YES"/>`) leaves its stack on those screens only: in portrait the stack holds both
    /// views, 58 high; in landscape only the first, 25 (RideViewer's storyboard, Xcode 10.1,
    /// twenty-fourth held-out set: a map's stack hidden on an iPhone X in landscape).
    @Test func aSizeClassVariationHidesAnArrangedView() throws {
        let d = Self.twoViewStack(secondViewVariations: #"<variation key="heightClass=compact" hidden="YES"/>"#)
        #expect(frame(try solved(d), "st")?.height == 58)
        let landscape = try solved(d, 0, SceneLayout.Configuration(device: DevicePreset.named("iphone-x"), landscape: true))
        #expect(frame(landscape, "st")?.height == 25)
    }

    /// An image view fitting a round SF Symbol reaches half a point inside the rectangle its
    /// constraints place, above and below (SwiftCryptoApp's info circles, Xcode 13: 10 to 88 by
    /// their constraints, stored 77 high at y 10.5); one filling its view with it, or fitting a
    /// square symbol, is placed as constrained (uikit-tableviews' book circle).
    @Test func anImageViewFittingARoundSymbolReachesInsideItsConstraints() throws {
        func frame(image: String, mode: String) throws -> Frame? {
            let subviews = """
                <imageView contentMode="\(mode)" image="\(image)" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="im">
                    <rect key="frame" x="10" y="10" width="78" height="78"/>
                </imageView>
                """
            let constraints = """
                <constraint firstItem="im" firstAttribute="top" secondItem="root-i" secondAttribute="top" constant="10" id="c1"/>
                <constraint firstItem="im" firstAttribute="leading" secondItem="root-i" secondAttribute="leading" constant="10" id="c2"/>
                <constraint firstItem="im" firstAttribute="height" constant="78" id="c3"/>
                <constraint firstItem="im" firstAttribute="width" constant="78" id="c4"/>
                """
            return self.frame(try solved(Self.storyboard(Self.scene("i", subviews: subviews, constraints: constraints))), "im")
        }
        #expect(try frame(image: "info.circle", mode: "scaleAspectFit") == Frame(x: 10, y: 10.5, width: 78, height: 77))
        #expect(try frame(image: "face.smiling", mode: "scaleAspectFit") == Frame(x: 10, y: 10.5, width: 78, height: 77))
        #expect(try frame(image: "book.circle", mode: "scaleAspectFill") == Frame(x: 10, y: 10, width: 78, height: 78))
        #expect(try frame(image: "star.fill", mode: "scaleAspectFit") == Frame(x: 10, y: 10, width: 78, height: 78))
    }

    /// A vertical stack of three labels 8 apart, the middle one hidden: UIKit's stack
    /// constraints, the labels' stored sizes as their intrinsic sizes.
    @Test func aStackViewArrangesItsSubviews() throws {
        let subviews = """
            <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="20" y="40" width="80" height="48"/>
                <subviews>
                    <label text="One" id="l1"><rect key="frame" x="0" y="0" width="80" height="20"/></label>
                    <label text="Two" hidden="YES" id="l2"><rect key="frame" x="0" y="28" width="80" height="20"/></label>
                    <label text="Three" id="l3"><rect key="frame" x="0" y="28" width="80" height="20"/></label>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st" firstAttribute="top" secondItem="top-d" secondAttribute="bottom" constant="20" id="c1"/>
            <constraint firstItem="st" firstAttribute="leading" secondItem="root-d" secondAttribute="leading" constant="20" id="c2"/>
            """
        let s = try solved(Self.storyboard(Self.scene("d", subviews: subviews, constraints: constraints)))
        #expect(s.solution.conflicts.isEmpty)
        #expect(frame(s, "st") == Frame(x: 20, y: 40, width: 80, height: 48))
        #expect(frame(s, "l1") == Frame(x: 0, y: 0, width: 80, height: 20))
        #expect(frame(s, "l3") == Frame(x: 0, y: 28, width: 80, height: 20))
        #expect(frame(s, "l2")?.height == 0)
    }

    /// A fill-proportionally stack of two nested stacks, which have no intrinsic size: each
    /// share is the nested stack's stored length, as UIKit reads a view's current frame then
    /// (FloatingPanel's settings scene stores its nested stacks so): 40 and 100 of a 150-high
    /// stack with 10 between. A length of 0 would give 0 and 140; the nested stacks' fitting
    /// sizes (20 and 50) would give 37.5 and 102.5.
    @Test func fillProportionallyReadsAViewsStoredLengthWithoutIntrinsicSize() throws {
        func nested(_ id: String, y: Double, height: Double, labels: Int) -> String {
            let rows = (0..<labels).map {
                "<label text=\"Row\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)-\($0)\"><rect key=\"frame\" x=\"0\" y=\"\(30 * $0)\" width=\"80\" height=\"20\"/></label>"
            }
            return """
                <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0" y="\(y)" width="80" height="\(height)"/>
                    <subviews>\(rows.joined())</subviews>
                </stackView>
                """
        }
        let subviews = """
            <stackView axis="vertical" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="20" y="40" width="80" height="150"/>
                <subviews>\(nested("n1", y: 0, height: 40, labels: 1))\(nested("n2", y: 50, height: 100, labels: 2))</subviews>
                <constraints><constraint firstAttribute="height" constant="150" id="h"/></constraints>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st" firstAttribute="top" secondItem="root-p" secondAttribute="top" constant="40" id="c1"/>
            <constraint firstItem="st" firstAttribute="leading" secondItem="root-p" secondAttribute="leading" constant="20" id="c2"/>
            """
        let d = Self.storyboard(Self.scene("p", subviews: subviews, constraints: constraints))
        let s = try solved(d, 0, SceneLayout.Configuration(intrinsic: .document))
        #expect(s.solution.conflicts.isEmpty)
        #expect(frame(s, "n1") == Frame(x: 0, y: 0, width: 80, height: 40))
        #expect(frame(s, "n2") == Frame(x: 0, y: 50, width: 80, height: 100))
    }

    /// A table's prototype cell that stores no frame (Xcode 6 and 7) is as wide as its table and
    /// its own row high (DesignerNewsApp: an indicator centred in a 600-wide table's cell is at
    /// 290); without a row height of its own, the table's.
    @Test func aPrototypeCellWithoutAFrameIsItsTablesWidth() throws {
        let subviews = """
            <tableView rowHeight="100" translatesAutoresizingMaskIntoConstraints="NO" id="table"><rect key="frame" x="0" y="0" width="600" height="600"/>
                <prototypes>
                    <tableViewCell rowHeight="61" id="cell-a"><tableViewCellContentView key="contentView" id="content-a">
                        <subviews><activityIndicatorView translatesAutoresizingMaskIntoConstraints="NO" id="spin"><rect key="frame" x="290" y="20" width="20" height="20"/></activityIndicatorView></subviews>
                        <constraints>
                            <constraint firstItem="spin" firstAttribute="top" secondItem="content-a" secondAttribute="top" constant="20" id="k1"/>
                            <constraint firstItem="content-a" firstAttribute="centerX" secondItem="spin" secondAttribute="centerX" id="k2"/>
                        </constraints>
                    </tableViewCellContentView></tableViewCell>
                    <tableViewCell id="cell-b"><tableViewCellContentView key="contentView" id="content-b"/></tableViewCell>
                </prototypes>
            </tableView>
            """
        let d = Self.storyboard(Self.scene("t", subviews: subviews, constraints: ""))
        let cells = d.scenes.filter { $0.kind == .cell }
        #expect(cells.map(\.root.frame) == [Frame(x: 0, y: 0, width: 600, height: 61), Frame(x: 0, y: 0, width: 600, height: 100)])
        let k = try #require(d.scenes.firstIndex { $0.root.id == "cell-a" })
        let s = try solved(d, k, SceneLayout.Configuration(intrinsic: .document))
        #expect(frame(s, "spin") == Frame(x: 290, y: 20, width: 20, height: 20))
    }

    /// Xcode 6 cells whose content view stores no frame: in a table without separators the
    /// content view is the whole row (a label pinned top and bottom is 44 high in a 44 row, not
    /// 43.5), and a prototype is laid out at its own row height whatever its stale frame says
    /// (hniosreader's menu and profile cells, Xcode 6.3: a view 94 high in a 94 row stored 44).
    @Test func xcode6CellsWithoutContentFramesFillTheirRows() throws {
        func cell(_ id: String, rowHeight: String, frame: String) -> String {
            """
            <tableViewCell \(rowHeight) id="\(id)">\(frame)<tableViewCellContentView key="contentView" id="content-\(id)">
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="fill-\(id)"><rect key="frame" x="0" y="0" width="600" height="44"/></view></subviews>
                <constraints>\(ConstraintXML.pinned("fill-\(id)", inside: "content-\(id)", id: id))</constraints>
            </tableViewCellContentView></tableViewCell>
            """
        }
        func table(separator: String) -> String {
            """
            <tableView \(separator) rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table"><rect key="frame" x="0" y="0" width="600" height="600"/>
                <prototypes>\(cell("a", rowHeight: "", frame: ""))\(cell("b", rowHeight: #"rowHeight="94""#, frame: #"<rect key="frame" x="0" y="0" width="600" height="44"/>"#))</prototypes>
            </tableView>
            """
        }
        for (separator, less) in [(#"separatorStyle="none""#, 0.0), (#"separatorStyle="default""#, 0.5)] {
            let d = Self.storyboard(Self.scene("t", subviews: table(separator: separator), constraints: ""), tools: "7706")
            let a = try #require(d.scenes.firstIndex { $0.root.id == "a" }), b = try #require(d.scenes.firstIndex { $0.root.id == "b" })
            #expect(frame(try solved(d, a, SceneLayout.Configuration(intrinsic: .document)), "fill-a")?.height == 44 - less)
            #expect(d.scenes[b].root.frame?.height == 94)
            #expect(frame(try solved(d, b, SceneLayout.Configuration(intrinsic: .document)), "fill-b")?.height == 94 - less)
        }
    }

    /// An Xcode 6 or 7 cell whose content view stores no frame leaves its accessory's width
    /// beside the content view, as those Xcodes store it where they do (33 for a disclosure
    /// indicator, 39 for a checkmark): marielin's Reminders (Xcode 7, a 600-point grouped table)
    /// stores a label at its disclosure cell's trailing margin + 7 ending at 566. So does one
    /// whose cell and content view store a stale 320-point width (its list cell: a label 515
    /// wide), laid out at its table's width.
    @Test func anXcode7CellsAccessoryNarrowsItsContentView() throws {
        func width(accessory: String, stale: Bool = false) throws -> Double? {
            let cellFrame = stale ? #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"# : ""
            let contentFrame = stale ? #"<rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>"# : ""
            let cell = """
                <tableViewCell \(accessory) id="a">\(cellFrame)<tableViewCellContentView key="contentView" id="content-a">\(contentFrame)
                    <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="fill-a"><rect key="frame" x="0" y="0" width="567" height="43.5"/></view></subviews>
                    <constraints>\(ConstraintXML.pinned("fill-a", inside: "content-a", id: "a"))</constraints>
                </tableViewCellContentView></tableViewCell>
                """
            let table = """
                <tableView rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table"><rect key="frame" x="0" y="0" width="600" height="600"/>
                    <prototypes>\(cell)</prototypes>
                </tableView>
                """
            let d = Self.storyboard(Self.scene("t", subviews: table, constraints: ""), tools: "7519")
            let a = try #require(d.scenes.firstIndex { $0.root.id == "a" })
            return frame(try solved(d, a, SceneLayout.Configuration(intrinsic: .document)), "fill-a")?.width
        }
        #expect(try width(accessory: #"accessoryType="disclosureIndicator""#) == 567)
        #expect(try width(accessory: #"accessoryType="checkmark""#) == 561)
        #expect(try width(accessory: "") == 600)
        #expect(try width(accessory: #"accessoryType="disclosureIndicator""#, stale: true) == 567)
    }

    /// A stack that stores layout margins arranges its views inside them (Interface Builder
    /// writes them only with "Layout Margins Relative Arrangement" on: simplenote's, kharrison's
    /// and thachgiasoft's stacks), and a text view that does not scroll is as high as its text
    /// (the stored 33 in document mode): a 10/32 stack around a 72-high image and the text view
    /// is 10 + 72 + 20 + 33 + 10 = 145 high.
    @Test func aStackWithMarginsArrangesInsideThem() throws {
        let subviews = """
            <stackView axis="vertical" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0" y="40" width="375" height="145"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="im"><rect key="frame" x="32" y="10" width="311" height="72"/>
                        <constraints><constraint firstAttribute="height" constant="72" id="h"/></constraints>
                    </view>
                    <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tv"><rect key="frame" x="32" y="102" width="311" height="33"/></textView>
                </subviews>
                <edgeInsets key="layoutMargins" top="10" left="32" bottom="10" right="32"/>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st" firstAttribute="top" secondItem="root-g" secondAttribute="top" constant="40" id="c1"/>
            <constraint firstItem="st" firstAttribute="leading" secondItem="root-g" secondAttribute="leading" id="c2"/>
            <constraint firstItem="root-g" firstAttribute="trailing" secondItem="st" secondAttribute="trailing" id="c3"/>
            """
        let d = Self.storyboard(Self.scene("g", subviews: subviews, constraints: constraints))
        let s = try solved(d, 0, SceneLayout.Configuration(intrinsic: .document))
        #expect(s.solution.conflicts.isEmpty)
        #expect(frame(s, "st") == Frame(x: 0, y: 40, width: 375, height: 145))
        #expect(frame(s, "im") == Frame(x: 32, y: 10, width: 311, height: 72))
        #expect(frame(s, "tv") == Frame(x: 32, y: 102, width: 311, height: 33))
    }

    /// `layoutMarginsFollowReadableWidth` and preserving the superview's margins give a stack
    /// margins, not "Layout Margins Relative Arrangement": its views still fill it edge to edge
    /// (GetStream's user cells, Xcode 15: an avatar at the stack's x 0 in a 414-point cell
    /// whose margins are 20); `layoutMarginsRelativeArrangement` puts them inside.
    @Test func aStackArrangesInsideItsMarginsOnlyWhenAskedTo() throws {
        func avatarX(_ attributes: String) throws -> Double? {
            let subviews = """
                <stackView \(attributes) preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="0" y="40" width="375" height="50"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="av"><rect key="frame" x="0" y="0" width="375" height="50"/>
                            <constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>
                        </view>
                    </subviews>
                </stackView>
                """
            let constraints = """
                <constraint firstItem="st" firstAttribute="top" secondItem="root-m" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="st" firstAttribute="leading" secondItem="root-m" secondAttribute="leading" id="c2"/>
                <constraint firstItem="root-m" firstAttribute="trailing" secondItem="st" secondAttribute="trailing" id="c3"/>
                """
            return frame(try solved(Self.storyboard(Self.scene("m", subviews: subviews, constraints: constraints))), "av")?.x
        }
        #expect(try avatarX(#"layoutMarginsFollowReadableWidth="YES""#) == 0)
        #expect(try avatarX(#"layoutMarginsRelativeArrangement="YES""#) == 16)
    }

    /// From iOS 11 a scroll view's content starts below the bars (its adjusted content inset):
    /// in a navigation controller on an iPhone 8, a scroll view filling the screen shows its
    /// content from 64 down, so a button 8 below the scroll view's safe area top is 8 into the
    /// content, and a view with margins at the content's top has no unsafe band to avoid (its
    /// top margin is its own 8; kharrison's ScrollGuide: stack margins 20, button at 8). With
    /// `contentInsetAdjustmentBehavior="never"` the content starts at the scroll view's top,
    /// under the bars: the button is 72 down and the view's top margin 64 + 8.
    @Test func aScrollViewsContentStartsBelowTheBars() throws {
        func solvedFrames(_ behaviour: String) throws -> (button: Frame?, inner: Frame?) {
            let subviews = """
                <scrollView \(behaviour) translatesAutoresizingMaskIntoConstraints="NO" id="sc"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="375" height="100"/>
                            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="8" y="8" width="359" height="84"/></view></subviews>
                            <constraints>\(ConstraintXML.pinned("in", inside: "box", margins: true, id: "m"))</constraints>
                        </view>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="bt"><rect key="frame" x="8" y="8" width="30" height="30"/></button>
                        <view id="fixed"><rect key="frame" x="100" y="200" width="50" height="50"/><autoresizingMask key="autoresizingMask"/></view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="ssa"/>
                    <constraints>\(ConstraintXML.pinned("box", inside: "sc", id: "s"))
                        <constraint firstItem="box" firstAttribute="height" constant="100" id="s5"/>
                        <constraint firstItem="bt" firstAttribute="top" secondItem="ssa" secondAttribute="top" constant="8" id="s6"/>
                        <constraint firstItem="bt" firstAttribute="leading" secondItem="ssa" secondAttribute="leading" constant="8" id="s7"/>
                        <constraint firstItem="bt" firstAttribute="width" constant="30" id="s8"/>
                        <constraint firstItem="bt" firstAttribute="height" constant="30" id="s9"/>
                    </constraints>
                </scrollView>
                """
            let constraints =
                ConstraintXML.pinned("sc", inside: "root-k", id: "c")
                + #"<constraint firstItem="box" firstAttribute="width" secondItem="sc" secondAttribute="width" id="c5"/>"#
            let navigation = """
                <scene sceneID="nav"><objects><navigationController id="nav-k" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-k"/>
                    <connections><segue destination="vc-k" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                </navigationController></objects></scene>
                """
            let d = Self.storyboard(Self.scene("k", subviews: subviews, constraints: constraints) + navigation, safeAreas: true)
            let s = try solved(d)
            #expect(s.solution.conflicts.isEmpty)
            // A view placed by its mask stays where the document put it.
            #expect(frame(s, "fixed") == Frame(x: 100, y: 200, width: 50, height: 50))
            return (frame(s, "bt"), frame(s, "in"))
        }
        let adjusted = try solvedFrames("")
        #expect(adjusted.button == Frame(x: 8, y: 8, width: 30, height: 30))
        #expect(adjusted.inner == Frame(x: 8, y: 8, width: 359, height: 84))
        let never = try solvedFrames(#"contentInsetAdjustmentBehavior="never""#)
        #expect(never.button == Frame(x: 8, y: 72, width: 30, height: 30))
        #expect(never.inner == Frame(x: 8, y: 72, width: 359, height: 20))
    }

    /// A subview's constraint to a scroll view's margin attaches to the content's margin, as one
    /// to its edge attaches to the content (Apple's rule: "constraints between the edges or
    /// margins of the scroll view and its content attach to the scroll view's content area"):
    /// GitHub-User-Profile's repository scene (Xcode 10, thirteenth held-out set) stores a
    /// description at the scroll view's top and leading margins 8 into its content, and
    /// DropDown's, edX's, WSDOT's and TheCampersToolkit's scroll views lay out so. A content
    /// 1,000 high inside the margins makes the content 1,016 high, under a scroll view 667 high.
    @Test func aScrollViewsMarginsAttachToItsContent() throws {
        let subviews = """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sc"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="8" y="8" width="200" height="1000"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="end"><rect key="frame" x="0" y="1015" width="1" height="1"/></view>
                </subviews>
                <constraints>\(ConstraintXML.pinned("box", inside: "sc", margins: true, id: "s"))
                    <constraint firstItem="end" firstAttribute="bottom" secondItem="sc" secondAttribute="bottom" id="e1"/>
                    <constraint firstItem="end" firstAttribute="leading" secondItem="sc" secondAttribute="leading" id="e2"/>
                </constraints>
            </scrollView>
            """
        let constraints =
            ConstraintXML.pinned("sc", inside: "root-k", id: "c")
            + ConstraintXML.sized("box", width: 200, height: 1000, id: "z") + ConstraintXML.sized("end", width: 1, height: 1, id: "y")
        // Xcode 11 simulates no status bar on an iPhone 8: nothing to inset.
        let d = Self.storyboard(Self.scene("k", subviews: subviews, constraints: constraints), tools: "16097", safeAreas: true)
        let s = try solved(d)
        #expect(s.laid.problems.isEmpty, "\(s.laid.problems)")
        #expect(s.solution.conflicts.isEmpty)
        #expect(frame(s, "box") == Frame(x: 8, y: 8, width: 200, height: 1000))
        #expect(frame(s, "end") == Frame(x: 0, y: 1015, width: 1, height: 1))
    }

    /// `automatic` adjusts only the axes a scroll view scrolls (Apple's `scrollableAxes`): one
    /// whose content is no taller than it, or a pager bouncing sideways alone, keeps its content
    /// at its top under the status bar, where one that bounces up and down or holds taller
    /// content starts it below (vlc's media cell, Xcode 15 on an iPhone 8: a paging scroll view
    /// at the top of a cell with the status bar's inset, its content stored at 0; KarasIlia's
    /// registration, Xcode 12, sixteenth held-out set, ProtonVPN's upsell and KeePassium's
    /// unlock screen: content the scroll view's height, stored at 0). Under a navigation bar
    /// or a tab bar the top is adjusted whatever scrolls. Here a view at the content's top is
    /// centred on the root: the inset above it is what it loses in height.
    @Test func automaticAdjustsOnlyTheAxesAScrollViewScrolls() throws {
        func height(_ attributes: String, content: Double = 100, bar: String = "") throws -> Double? {
            let subviews = """
                <scrollView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="sc"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="375" height="\(content)"/></view></subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="sc" secondAttribute="top" id="s1"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="sc" secondAttribute="leading" id="s2"/>
                        <constraint firstItem="box" firstAttribute="width" secondItem="sc" secondAttribute="width" id="s3"/>
                    </constraints>
                </scrollView>
                """
            let constraints =
                ConstraintXML.pinned("sc", inside: "root-k", id: "c")
                + #"<constraint firstItem="box" firstAttribute="centerY" secondItem="root-k" secondAttribute="centerY" id="z"/>"#
            let d = Self.storyboard(Self.scene("k", controller: bar, subviews: subviews, constraints: constraints), safeAreas: true)
            return frame(try solved(d), "box")?.height
        }
        let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(try height("") == 667)
        #expect(try height("", content: 1000) == 627)
        #expect(try height(#"alwaysBounceVertical="YES""#) == 627)
        #expect(try height(#"alwaysBounceHorizontal="YES" pagingEnabled="YES""#) == 667)
        #expect(try height(#"alwaysBounceHorizontal="YES" alwaysBounceVertical="YES""#) == 627)
        #expect(try height(#"alwaysBounceHorizontal="YES" pagingEnabled="YES""#, bar: navigationBar) == 539)
        #expect(try height("", bar: tabBar) == 627)
    }

    /// `<keyboardLayoutGuide key="keyboard">` (iOS 15) is the keyboard's guide, hidden on the
    /// canvas: its top is the safe area's bottom (KeePassium's unlock screen, a scroll view
    /// above the keyboard, stored the screen's height on an iPhone SE).
    @Test func theKeyboardGuideIsHiddenOnTheCanvas() throws {
        let subviews = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
            """
        let constraints = """
            <constraint firstItem="v" firstAttribute="top" secondItem="root-y" secondAttribute="top" id="c1"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="root-y" secondAttribute="leading" id="c2"/>
            <constraint firstItem="root-y" firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="v" firstAttribute="bottom" secondItem="kb" secondAttribute="top" id="c4"/>
            """
        let d = Self.storyboard(
            Self.scene("y", subviews: subviews, constraints: constraints, extra: #"<keyboardLayoutGuide key="keyboard" id="kb"/>"#),
            tools: "19529", safeAreas: true)
        let s = try solved(d)
        #expect(s.solution.conflicts.isEmpty)
        #expect(frame(s, "v") == Frame(x: 0, y: 0, width: 375, height: 667))
    }

    /// `<viewLayoutGuide key="layoutMargins">` is the view's `layoutMarginsGuide`: a view on the
    /// root's guide's leading edge is 16 in on an iPhone 8 (CotEditor's replace view holds one).
    @Test func theLayoutMarginsGuideIsTheViewsMargins() throws {
        let subviews = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="16" y="0" width="10" height="10"/></view>
            """
        let constraints = """
            <constraint firstItem="v" firstAttribute="top" secondItem="root-z" secondAttribute="top" id="c1"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="mg" secondAttribute="leading" id="c2"/>
            <constraint firstItem="v" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="v" firstAttribute="height" constant="10" id="c4"/>
            """
        let d = Self.storyboard(
            Self.scene("z", subviews: subviews, constraints: constraints, extra: #"<viewLayoutGuide key="layoutMargins" id="mg"/>"#))
        let s = try solved(d)
        #expect(s.laid.problems.isEmpty, "\(s.laid.problems)")
        #expect(frame(s, "v") == Frame(x: 16, y: 0, width: 10, height: 10))
    }

    /// A scroll view's subview pinned to its four edges and as wide as it: the edges are the
    /// content's, so a 900-high subview scrolls (the scroll view stays the screen's size).
    @Test func aScrollViewsEdgesAreItsContent() throws {
        let subviews = """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sc"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="ct"><rect key="frame" x="0" y="0" width="375" height="900"/></view></subviews>
                <constraints>\(ConstraintXML.pinned("ct", inside: "sc", id: "s"))
                    <constraint firstItem="ct" firstAttribute="height" constant="900" id="s5"/>
                </constraints>
            </scrollView>
            """
        let constraints =
            ConstraintXML.pinned("sc", inside: "root-e", id: "c")
            + #"<constraint firstItem="ct" firstAttribute="width" secondItem="sc" secondAttribute="width" id="c5"/>"#
        let s = try solved(Self.storyboard(Self.scene("e", subviews: subviews, constraints: constraints)))
        #expect(s.solution.conflicts.isEmpty)
        #expect(frame(s, "sc") == Frame(x: 0, y: 0, width: 375, height: 667))
        #expect(frame(s, "ct") == Frame(x: 0, y: 0, width: 375, height: 900))
    }

    /// A scroll view's centers, like its sizes, are its frame's: a content view pinned to the
    /// four edges and centred on the scroll view is the frame's size (ivpn's Signup storyboard
    /// stores such a view 770 high in a 770-high scroll view; IQKeyboardManager's demos). Were
    /// the centers the content's, its size would be free (and held at the stored 300 x 100).
    @Test func aScrollViewsCentersAreItsFrames() throws {
        let subviews = """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sc"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="ct"><rect key="frame" x="0" y="0" width="300" height="100"/></view></subviews>
                <constraints>\(ConstraintXML.pinned("ct", inside: "sc", id: "s"))
                    <constraint firstItem="ct" firstAttribute="centerX" secondItem="sc" secondAttribute="centerX" id="s5"/>
                    <constraint firstItem="ct" firstAttribute="centerY" secondItem="sc" secondAttribute="centerY" id="s6"/>
                </constraints>
            </scrollView>
            """
        let s = try solved(
            Self.storyboard(Self.scene("e", subviews: subviews, constraints: ConstraintXML.pinned("sc", inside: "root-e", id: "c"))))
        #expect(s.solution.conflicts.isEmpty)
        #expect(frame(s, "ct") == Frame(x: 0, y: 0, width: 375, height: 667))
    }

    /// A switch's frame is 2 points wider than its alignment rectangle on the right: pinned 16
    /// from the trailing edge, its frame ends 14 from it (shared/notes/measured-content.md §3).
    @Test func aSwitchIsPlacedByItsAlignmentRectangle() throws {
        let subviews =
            #"<switch translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="310" y="20" width="51" height="31"/></switch>"#
        let constraints = """
            <constraint firstItem="sw" firstAttribute="top" secondItem="top-f" secondAttribute="bottom" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="16" id="c2" firstItem="root-f"/>
            """
        let s = try solved(Self.storyboard(Self.scene("f", subviews: subviews, constraints: constraints)))
        #expect(frame(s, "sw") == Frame(x: 310, y: 20, width: 51, height: 31))
    }

    /// Labels aligned by their baselines: a 17-point label 20.5 high at y 20 has its baseline
    /// 16.5 below its top (ascender 16.19 below a line 20.29 high centred in 20.5, on the 2x
    /// grid), a 13-point one 16 high 12.5 below its top: the second sits at y 24. Their widths
    /// are their texts' measured in the system font ("Big" 25, "small" 31.5).
    @Test func labelsAlignByTheirFontsBaselines() throws {
        let s = try solvedLabelPair(
            "i", big: ("Big", Frame(x: 20, y: 20, width: 25, height: 20.5), "system", 17),
            small: ("small", Frame(x: 55, y: 24, width: 31.5, height: 16), "system", 13), gap: 10, by: "baseline")
        #expect(frame(s, "small") == Frame(x: 55, y: 24, width: 31.5, height: 16))
        #expect(s.misplaced.isEmpty)
    }

    /// An empty label's baseline is its font's descender above its bottom, not the centred
    /// line's (HabitTracker's detail, Xcode 13: two empty 50-point labels of 80 bold and 18
    /// points aligned by their last baselines, stored 15 apart: 19.5 - 4.5 on the 2x grid).
    @Test func anEmptyLabelsBaselineIsItsDescenderAboveItsBottom() throws {
        let s = try solvedLabelPair(
            "e", big: ("", Frame(x: 20, y: 35, width: 50, height: 50), "boldSystem", 80),
            small: ("", Frame(x: 70, y: 20, width: 50, height: 50), "system", 18), gap: 0, by: "lastBaseline", sized: true)
        #expect(frame(s, "small") == Frame(x: 70, y: 20, width: 50, height: 50))
    }

    /// A button with an iOS 15 configuration and no font of its own has the baseline of the
    /// configuration's 17-point title centred in it, though it shows only an image: Simple-Shop's
    /// product screen (Xcode 14.0, twenty-first held-out set) aligns a 17-point label's first
    /// baseline and centre with a 41-point "+" button's, stored 10 below the button's top, the
    /// baseline 26.5 below it (without one, the button's baseline is its bottom).
    @Test func aConfiguredButtonHasItsTitlesBaseline() throws {
        let subviews = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="plus"><rect key="frame" x="20" y="100" width="75" height="41"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" image="plus" catalog="system" title=""/></button>
            <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="count"><rect key="frame" x="105" y="110" width="41.5" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """
        let constraints = Self.alignedPair(
            "plus", at: (x: 20, y: 100), "count", gap: 10, by: "firstBaseline", in: "root-b")
        let s = try solved(Self.storyboard(Self.scene("b", subviews: subviews, constraints: constraints), tools: "21507"))
        #expect(frame(s, "count") == Frame(x: 105, y: 110, width: 41.5, height: 20.5))
    }

    /// A button that names no font has the baseline of UIKit's default title font centred in it,
    /// though it shows only an image: a custom button's 18 points (`UIFont.buttonFontSize`;
    /// Kraftstoff's dismiss buttons, Xcode 11.3: 22 high, a 14-point title's first baseline
    /// 17.33 below their top), a system one's 15 (`roundedRect`: spotify's NowPlayingView,
    /// Xcode 10.3). Beside a 22-point image button at y 100, a 17-point label sharing its first
    /// baseline is at 101 and 100 on the 2x grid; at the button's bottom it would be at 105.5.
    @Test func aButtonWithNoFontHasUIKitsDefaultTitlesBaseline() throws {
        func labelTop(_ type: String) throws -> Double? {
            let subviews = """
                <button \(type) translatesAutoresizingMaskIntoConstraints="NO" id="close"><rect key="frame" x="20" y="100" width="20" height="22"/>
                    <state key="normal" image="xmark.circle" catalog="system"/></button>
                <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="name"><rect key="frame" x="50" y="100" width="41.5" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                """
            let constraints = Self.alignedPair("close", at: (x: 20, y: 100), "name", gap: 10, by: "firstBaseline", in: "root-k")
            return frame(try solved(Self.storyboard(Self.scene("k", subviews: subviews, constraints: constraints))), "name")?.y
        }
        #expect(try labelTop("") == 101)
        #expect(try labelTop(#"buttonType="roundedRect""#) == 100)
    }

    /// `first` pinned at `origin` in `root`, `second` `gap` after it and aligned to it `by` an
    /// attribute (a baseline).
    static func alignedPair(
        _ first: String, at origin: (x: Double, y: Double), _ second: String, gap: Double, by attribute: String, in root: String
    )
        -> String
    {
        """
        <constraint firstItem="\(first)" firstAttribute="top" secondItem="\(root)" secondAttribute="top" constant="\(origin.y)" id="c1"/>
        <constraint firstItem="\(first)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="\(origin.x)" id="c2"/>
        <constraint firstItem="\(second)" firstAttribute="leading" secondItem="\(first)" secondAttribute="trailing" constant="\(gap)" id="c3"/>
        <constraint firstItem="\(second)" firstAttribute="\(attribute)" secondItem="\(first)" secondAttribute="\(attribute)" id="c4"/>
        """
    }

    /// Two labels `big` and `small` (text, stored frame, font type and size) in scene `id`:
    /// `big` pinned at its stored origin, `small` `gap` after it and aligned to it `by` a
    /// baseline attribute; both held at their stored sizes when `sized` (an empty label has no
    /// intrinsic size).
    func solvedLabelPair(
        _ id: String, big: (String, Frame, String, Double), small: (String, Frame, String, Double), gap: Double, by attribute: String,
        sized: Bool = false
    ) throws -> SolvedScene {
        let labels = [("big", big), ("small", small)].map { name, label in
            let (text, f, font, size) = label
            return """
                <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(name)"><rect key="frame" x="\(f.x)" y="\(f.y)" width="\(f.width)" height="\(f.height)"/>
                    <fontDescription key="fontDescription" type="\(font)" pointSize="\(size)"/></label>
                """
        }
        var constraints = Self.alignedPair("big", at: (x: big.1.x, y: big.1.y), "small", gap: gap, by: attribute, in: "root-\(id)")
        if sized {
            for (name, f) in [("big", big.1), ("small", small.1)] {
                constraints += """
                    <constraint firstItem="\(name)" firstAttribute="width" constant="\(f.width)" id="w-\(name)"/>
                    <constraint firstItem="\(name)" firstAttribute="height" constant="\(f.height)" id="h-\(name)"/>
                    """
            }
        }
        return try solved(Self.storyboard(Self.scene(id, subviews: labels.joined(separator: "\n"), constraints: constraints)))
    }

    /// A view no constraint names keeps its frame (Interface Builder's fixed frame), resized
    /// with its mask when the screen changes: flexible width on a landscape iPhone 8.
    @Test func aViewWithoutConstraintsKeepsItsFrameAndMask() throws {
        let subviews = """
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                <rect key="frame" x="10" y="100" width="355" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            """
        let d = Self.storyboard(Self.scene("g", subviews: subviews, constraints: ""))
        #expect(frame(try solved(d), "fx") == Frame(x: 10, y: 100, width: 355, height: 40))
        let landscape = try solved(d, 0, SceneLayout.Configuration(device: DevicePreset.named("iphone-8"), landscape: true))
        #expect(frame(landscape, "fx") == Frame(x: 10, y: 100, width: 647, height: 40))
    }

    /// A view that constraints name but whose document (Xcode 8 on, which writes
    /// `translatesAutoresizingMaskIntoConstraints="NO"` for every view it constrains) leaves
    /// the attribute unwritten turns its frame and mask into constraints, so it keeps its frame;
    /// a constraint that contradicts it is a conflict (Provenance's cheats info view, Xcode 15;
    /// Movie-App's favorites cell, Xcode 16.3, nineteenth held-out set: an image view stored
    /// 144 high where its bottom constraint would make it 121). Before Xcode 8 the constraints
    /// place it.
    @Test func aConstrainedViewThatTranslatesItsMaskKeepsItsFrame() throws {
        let subviews = """
            <view contentMode="scaleToFill" id="tm"><rect key="frame" x="20" y="100" width="100" height="144"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>
            """
        let constraints = """
            <constraint firstItem="tm" firstAttribute="top" secondItem="root-t" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="tm" firstAttribute="height" constant="121" id="c2"/>
            """
        let d = Self.storyboard(Self.scene("t", subviews: subviews, constraints: constraints), tools: "23727")
        let s = try solved(d)
        #expect(frame(s, "tm") == Frame(x: 20, y: 100, width: 100, height: 144))
        #expect(s.solution.conflicts.count == 1)
        let old = try solved(Self.storyboard(Self.scene("t", subviews: subviews, constraints: constraints), tools: "7706"))
        #expect(frame(old, "tm")?.height == 121)
    }

    /// A root stored with no area is reported and laid out at the device's size (FuzzInterfaceBuilder
    /// found one stored 375 × −1, which the engine cannot take as a screen).
    @Test func aRootWithNoAreaIsLaidOutAtTheDevicesSize() throws {
        let scene = Self.scene("j", subviews: "", constraints: "").replacingOccurrences(of: "height=\"667\"", with: "height=\"-1\"")
        let d = Self.storyboard(scene)
        let s = SolvedScene(try #require(d.scenes.first), of: d)
        #expect(s.laid.layout.rootSize == Size(width: 375, height: 667))
        #expect(s.laid.problems.first?.message.contains("375.0x-1.0, which no screen is") == true)
    }

    /// What cannot be read is a problem at its line; the rest of the scene is still laid out.
    @Test func badConstraintsAreReportedWithTheirLines() throws {
        let subviews = #"<view id="v-h"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        let constraints = """
            <constraint firstItem="v-h" firstAttribute="width" constant="10" id="ok1"/>
            <constraint firstItem="v-h" firstAttribute="height" constant="10" id="ok2"/>
            <constraint firstItem="v-h" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="bad1"/>
            <constraint firstItem="v-h" firstAttribute="left" secondItem="root-h" secondAttribute="wobble" id="bad2"/>
            <constraint firstItem="v-h" firstAttribute="left" secondItem="root-h" secondAttribute="left" constant="1e308" id="bad3"/>
            <constraint firstItem="v-h" firstAttribute="left" secondItem="root-h" secondAttribute="left" multiplier="2:0" id="bad4"/>
            """
        let d = Self.storyboard(Self.scene("h", subviews: subviews, constraints: constraints))
        #expect(d.problems.count == 2)  // the number and the multiplier, found while reading
        #expect(d.problems.allSatisfy { $0.line > 1 && $0.severity == .error })
        let s = SolvedScene(try #require(d.scenes.first), of: d)
        #expect(s.laid.problems.map(\.message).contains { $0.contains("nowhere") })
        #expect(s.laid.problems.map(\.message).contains { $0.contains("wobble") })
        #expect(s.laid.problems.allSatisfy { $0.line > 1 })
        #expect(frame(s, "v-h")?.width == 10)
    }

    /// A scroll view that scrolls vertically takes the safe area up in its content inset, and
    /// its subviews have none of their own, unless it never adjusts
    /// (`contentInsetAdjustmentBehavior="never"`): chat-swift-uikit-app's sign-in form (Xcode
    /// 14, an iPhone 15) stores a panel at a full-screen scroll view's bottom with its content
    /// down to the panel's own safe area's bottom, 852, not 34 above it. One that does not
    /// scroll passes the band on (KeePassium's unlock screen, Xcode 14 on an iPhone SE: a
    /// message 8 below its content view's own safe area's top, stored 20 + 8 down).
    @Test func aScrollViewsSubviewsHaveNoSafeAreaOfTheirOwn() throws {
        func bottom(_ attributes: String) throws -> Double? {
            let d = CanvasDeviceTests.storyboard(
                tools: "21701", device: "retina6_12", safeAreas: true,
                scenes: """
                    <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <scrollView translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="sc"><rect key="frame" x="0" y="0" width="393" height="852"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="p"><rect key="frame" x="0" y="0" width="393" height="852"/>
                                            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="842" width="10" height="10"/></view></subviews>
                                            <viewLayoutGuide key="safeArea" id="psa"/>
                                            <constraints>
                                                <constraint firstItem="in" firstAttribute="leading" secondItem="p" secondAttribute="leading" id="i1"/>
                                                <constraint firstItem="psa" firstAttribute="bottom" secondItem="in" secondAttribute="bottom" id="i2"/>
                                                \(ConstraintXML.sized("in", width: 10, height: 10, id: "is"))
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="p" firstAttribute="top" secondItem="sc" secondAttribute="top" id="p1"/>
                                        <constraint firstItem="p" firstAttribute="leading" secondItem="sc" secondAttribute="leading" id="p2"/>
                                        <constraint firstItem="p" firstAttribute="width" secondItem="sc" secondAttribute="width" id="p3"/>
                                        <constraint firstItem="p" firstAttribute="height" secondItem="sc" secondAttribute="height" id="p4"/>
                                    </constraints>
                                </scrollView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                            <constraints>\(ConstraintXML.pinned("sc", inside: "root", id: "c"))</constraints>
                        </view>
                    </viewController></objects></scene>
                    """)
            return frame(try solved(d), "in")?.maxY
        }
        // In the panel's coordinates: down to its bottom, or 34 above it where it passes the band on.
        #expect(try bottom(#"alwaysBounceVertical="YES""#) == 852)
        #expect(try bottom(#"alwaysBounceVertical="YES" contentInsetAdjustmentBehavior="never""#) == 852 - 34)
        #expect(try bottom("") == 852 - 34)
    }
}
