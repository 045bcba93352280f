import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// AppKit as the macOS documents of the public corpus store it (`AppKitControls`), each rule on
/// a document written here. Frames in the XML grow upwards from the bottom left, as AppKit's
/// do; the expectations are in the workbench's top-left coordinates.
@Suite struct AppKitControlsTests {
    /// A 400 × 200 XIB view holding `subviews` and `constraints`, saved with the Cocoa plug-in
    /// `plugIn`.
    static func document(plugIn: String = "22690", _ subviews: String, _ constraints: String) -> IBDocument {
        DocumentReader.read(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                    <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="\(plugIn)"/></dependencies>
                    <objects>
                        <customView id="root"><rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                            <subviews>\(subviews)</subviews>
                            <constraints>\(constraints)</constraints>
                        </customView>
                    </objects>
                </document>
                """.utf8))
    }

    /// A document of `control` (its XML; id `id`) pinned `top` below the root's top, 8 after a
    /// system-font label (`title`, its stored frame `label` in AppKit's coordinates) pinned 20
    /// from the root's leading edge, and aligned with it `by` a baseline attribute.
    static func besideALabel(
        plugIn: String, _ control: String, id: String, top: Double, by attribute: String, title: String,
        label: (x: Double, y: Double, width: Double, height: Double)
    ) -> IBDocument {
        document(
            plugIn: plugIn,
            """
            \(control)
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="\(label.x)" y="\(label.y)" width="\(label.width)" height="\(label.height)"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="\(title)" id="c2"><font key="font" metaFont="system"/></textFieldCell></textField>
            """,
            """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="k1"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="k2"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k3"/>
            <constraint firstItem="\(id)" firstAttribute="\(attribute)" secondItem="label" secondAttribute="\(attribute)" id="k4"/>
            """)
    }

    func frames(_ d: IBDocument) throws -> [String: Frame] {
        #expect(d.problems.isEmpty, "\(d.problems)")
        let s = SolvedScene(try #require(d.scenes.first), of: d, configuration: SceneLayout.Configuration(intrinsic: .document))
        #expect(s.solution.conflicts.isEmpty)
        return Dictionary(uniqueKeysWithValues: s.laid.items.compactMap { item in s.frame(of: item).map { (item.id, $0) } })
    }

    /// A radio button reaches beyond its alignment rectangle as a check box does: from Big Sur
    /// 1 above and below and 2 on the left (TootRain's source selection, Xcode 14: radio
    /// buttons 16 high by their constraints, pinned 20 from the edges of a 481-point view,
    /// stored 18 high and 443 wide at x 18).
    @Test func radioButtonsReachLikeCheckBoxes() throws {
        let d = Self.document(
            plugIn: "21225",
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="radio"><rect key="frame" x="18" y="163" width="362" height="18"/>
                <constraints><constraint firstAttribute="height" constant="16" id="h"/></constraints>
                <buttonCell key="cell" type="radio" title="Public" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2" id="c1"/></button>
            """,
            """
            <constraint firstItem="radio" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="radio" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            <constraint firstAttribute="trailing" secondItem="radio" secondAttribute="trailing" constant="20" id="k3" firstItem="root"/>
            """)
        #expect(try frames(d)["radio"] == Frame(x: 18, y: 19, width: 362, height: 18))
    }

    /// A bordered small-square button reaches 1 above and below its alignment rectangle, a
    /// borderless one not at all (TootRain's IRC login, Xcode 15: add and remove buttons 20
    /// high by their constraints, stored 22, under a table; Textual's and selfcontrol's the
    /// same; Subtitlr's borderless ones, Xcode 7, at their constraints).
    @Test func borderedSmallSquareButtonsReachOneAboveAndBelow() throws {
        func frame(border: String) throws -> Frame? {
            let d = Self.document(
                plugIn: "23094",
                """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="add"><rect key="frame" x="20" y="159" width="20" height="22"/>
                    <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="overlaps" alignment="center" \(border) id="c1"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h"/><constraint firstAttribute="width" constant="20" id="w"/></constraints></button>
                """,
                """
                <constraint firstItem="add" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="add" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
                """)
            return try frames(d)["add"]
        }
        #expect(try frame(border: #"borderStyle="border""#) == Frame(x: 20, y: 19, width: 20, height: 22))
        #expect(try frame(border: "") == Frame(x: 20, y: 20, width: 20, height: 20))
    }

    /// The frame of the control `xml` (id `id`) pinned 20 from the left, top and right of the
    /// 400-point view, in a document of the Cocoa plug-in `plugIn`.
    func pinned(_ id: String, plugIn: String, _ xml: String) throws -> Frame? {
        let d = Self.document(
            plugIn: plugIn, xml,
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="k3"/>
            """)
        return try frames(d)[id]
    }

    /// A regular rounded pop-up button's frame reaches beyond its alignment rectangle by the
    /// AppKit of its era: 2 above, 2 on the left, 3 below and on the right while it is 26 high
    /// (Simultanio's, Xcode 7); 1 above from Xcode 10's 25-point one (TransmissionTornado's,
    /// BeeFun's, MasterAPI's and GrandPerspective's, Xcode 10 and 11); 1 above, 3 on the left
    /// and 4 below and on the right from Big Sur's (Clocker's, audiotrainer's, GitUp's,
    /// multiclock's, TootRain's, sidplay's and Sequel Ace's, Xcode 12 to 15).
    @Test func roundedPopUpButtonsReachByEra() throws {
        func frame(_ plugIn: String, height: Int) throws -> Frame? {
            try pinned(
                "pop", plugIn: plugIn,
                """
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="pop"><rect key="frame" x="18" y="150" width="365" height="\(height)"/>
                    <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" id="c1"/></popUpButton>
                """)
        }
        #expect(try frame("9531", height: 26) == Frame(x: 18, y: 18, width: 365, height: 26))
        #expect(try frame("16097", height: 25) == Frame(x: 18, y: 19, width: 365, height: 25))
        #expect(try frame("17506", height: 25) == Frame(x: 17, y: 19, width: 367, height: 25))
    }

    /// A check box's frame reaches 2 beyond its alignment rectangle on the far side from its box
    /// before Big Sur (GrandPerspective's and Sketch's, Xcode 10 and 11, stored 2 outside both
    /// edges they are pinned to) and from it only without a title (appcenter-sdk's, Xcode 13); a
    /// box drawn after its title (`imagePosition="trailing"`) mirrors that (Sequel Ace's).
    @Test func checkBoxesReachOnTheFarSide() throws {
        func frame(_ plugIn: String, title: String, position: String = "left") throws -> Frame? {
            try pinned(
                "check", plugIn: plugIn,
                """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check"><rect key="frame" x="18" y="162" width="364" height="18"/>
                    <buttonCell key="cell" type="check" title="\(title)" bezelStyle="regularSquare" imagePosition="\(position)" alignment="left" inset="2" id="c1"/></button>
                """)
        }
        #expect(try frame("16097", title: "Show entire volume") == Frame(x: 18, y: 18, width: 364, height: 18))
        #expect(try frame("19529", title: "Show entire volume") == Frame(x: 18, y: 19, width: 362, height: 18))
        #expect(try frame("21701", title: "") == Frame(x: 18, y: 20, width: 364, height: 18))
        #expect(try frame("19529", title: "Remember", position: "trailing") == Frame(x: 20, y: 19, width: 362, height: 18))
        #expect(try frame("16097", title: "Remember", position: "trailing") == Frame(x: 18, y: 18, width: 364, height: 18))
    }

    /// More controls whose frames reach past their alignment rectangles, each pinned 20 from
    /// the left, top and right: a linear slider 2 aside in every era before Xcode 26 (RxSwift's,
    /// app-architecture's, XCGLogger's, selfcontrol's, KeepingYouAwake's), and 2 above and below
    /// without tick marks (RxSwift's, Xcode 8.3: 53 below a text field by its constraint, stored
    /// 51, and two fields 14 and 16 below it stored 12 and 16 below its frame; XCGLogger's and
    /// AVMediaSelectionDemo's, 17 high by their constraints, stored 21), none assumed with them
    /// (their stored frames disagree); a regular rounded
    /// segmented control 2 aside (FIrstMacAPP's, iCepa's, MachOView's); a bordered bevel button
    /// 2 above and aside and 3 below before Big Sur (XCGLogger's ten, Xcode 11); a bordered
    /// recessed button 1 below (app-architecture's, stacktray's); a color well not at all before
    /// Xcode 14 (multiclock's and Sketch's) and 2 above and 3 aside from it (HexFiend's).
    @Test func slidersSegmentsBevelsAndWells() throws {
        let slider = """
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="slider"><rect key="frame" x="18" y="161" width="364" height="19"/>
                <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" sliderType="linear" id="c1"/></slider>
            """
        #expect(try pinned("slider", plugIn: "13156.6", slider) == Frame(x: 18, y: 18, width: 364, height: 19))
        let ticked = slider.replacingOccurrences(of: #"sliderType="linear""#, with: #"numberOfTickMarks="5" sliderType="linear""#)
        #expect(try pinned("slider", plugIn: "13156.6", ticked) == Frame(x: 18, y: 20, width: 364, height: 19))
        let segments = """
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="segments"><rect key="frame" x="18" y="156" width="364" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="c1"/></segmentedControl>
            """
        #expect(try pinned("segments", plugIn: "19162", segments) == Frame(x: 18, y: 20, width: 364, height: 24))
        let bevel = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="bevel"><rect key="frame" x="18" y="145" width="364" height="35"/>
                <constraints><constraint firstAttribute="height" constant="30" id="h"/></constraints>
                <buttonCell key="cell" type="bevel" title="Log" bezelStyle="regularSquare" alignment="center" borderStyle="border" inset="2" id="c1"/></button>
            """
        #expect(try pinned("bevel", plugIn: "15705", bevel) == Frame(x: 18, y: 18, width: 364, height: 35))
        let recessed = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="recessed"><rect key="frame" x="20" y="161" width="360" height="19"/>
                <constraints><constraint firstAttribute="height" constant="18" id="h"/></constraints>
                <buttonCell key="cell" type="recessed" title="All" bezelStyle="recessed" alignment="center" borderStyle="border" inset="2" id="c1"/></button>
            """
        #expect(try pinned("recessed", plugIn: "13156.6", recessed) == Frame(x: 20, y: 20, width: 360, height: 19))
        let well = """
            <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="well"><rect key="frame" x="20" y="160" width="360" height="20"/>
                <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints></colorWell>
            """
        #expect(try pinned("well", plugIn: "20037", well) == Frame(x: 20, y: 20, width: 360, height: 20))
        #expect(try pinned("well", plugIn: "22155", well) == Frame(x: 17, y: 18, width: 366, height: 24))
    }

    /// A bezeled date picker (text field and stepper) reaches 4 above its alignment rectangle
    /// and 3 on the right in every era before Xcode 26 (Notes' 96 x 23 picker stored 99 x 27,
    /// Xcode 7, nineteenth held-out set; Shifty's, Clocker's, appcenter-sdk's); a small-square
    /// segmented control 1 above and below before Big Sur (tomcat-manager's, Xcode 9, pinned 20
    /// above the bottom and stored 19; pixelscheduler's 21-point ones stored 23).
    @Test func datePickersAndSmallSquareSegments() throws {
        let picker = """
            <datePicker translatesAutoresizingMaskIntoConstraints="NO" id="picker"><rect key="frame" x="20" y="153" width="363" height="27"/>
                <constraints><constraint firstAttribute="height" constant="23" id="h"/></constraints>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="c1"/></datePicker>
            """
        #expect(try pinned("picker", plugIn: "9532", picker) == Frame(x: 20, y: 16, width: 363, height: 27))
        let segments = """
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="segments"><rect key="frame" x="20" y="157" width="360" height="23"/>
                <constraints><constraint firstAttribute="height" constant="21" id="h"/></constraints>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="smallSquare" trackingMode="momentary" id="c1"/></segmentedControl>
            """
        #expect(try pinned("segments", plugIn: "12118", segments) == Frame(x: 20, y: 19, width: 360, height: 23))
        #expect(try pinned("segments", plugIn: "19529", segments) == Frame(x: 20, y: 20, width: 360, height: 21))
    }

    /// A pop-up button's title is centred in its alignment rectangle, so a label that shares its
    /// first baseline sits where Fermata's three preference labels are stored (Xcode 11: a
    /// 25-point pop-up 1 below the edge it is pinned 20 from, its baseline 16 below its frame's
    /// top, the 16-point label's 13 below its own); without a baseline the label would drop to
    /// the pop-up's bottom.
    @Test func aLabelOnAPopUpButtonsBaseline() throws {
        let d = Self.besideALabel(
            plugIn: "15400",
            """
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="pop"><rect key="frame" x="116" y="156" width="200" height="25"/>
                <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" id="c1">
                    <font key="font" metaFont="system"/></popUpButtonCell></popUpButton>
            """, id: "pop", top: 20, by: "firstBaseline", title: "Playback:", label: (x: 18, y: 162, width: 94, height: 16))
        let f = try frames(d)
        #expect(f["pop"] == Frame(x: 116, y: 19, width: 200, height: 25))
        #expect(f["label"] == Frame(x: 18, y: 22, width: 94, height: 16))
    }

    /// A combo box's text is centred in its alignment rectangle, like a text field's, so it has
    /// a baseline: Pomodoro's preferences (Xcode 7, twentieth held-out set) pin a 26-point combo
    /// box 23 from the top, 2 below its frame's top, and share its baseline with a 17-point
    /// label's, stored 4 lower (where Pomodoro's label is pinned too, the box was squashed to 21);
    /// without a baseline the label drops to the box's bottom.
    @Test func aComboBoxHasABaseline() throws {
        let d = Self.besideALabel(
            plugIn: "8191",
            """
            <comboBox verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="combo"><rect key="frame" x="94" y="153" width="184" height="26"/>
                <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" completes="NO" numberOfVisibleItems="5" id="c1">
                    <font key="font" metaFont="system"/></comboBoxCell></comboBox>
            """, id: "combo", top: 23, by: "baseline", title: "Work:", label: (x: 18, y: 158, width: 70, height: 17))
        let f = try frames(d)
        #expect(f["combo"] == Frame(x: 94, y: 21, width: 184, height: 26))
        #expect(f["label"] == Frame(x: 18, y: 25, width: 70, height: 17))
    }

    /// A box with a title keeps it inside the rectangle constraints place: nothing above, 3
    /// aside and 4 below (GrandPerspective's three preference boxes chained 8 apart from a
    /// window's top, Xcode 11; osx-cocoa-odbc's four, Xcode 4); without one, 2 above.
    @Test func aTitledBoxReachesNothingAbove() throws {
        func frame(_ title: String) throws -> Frame? {
            try pinned(
                "box", plugIn: "16097",
                """
                <box \(title) translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="17" y="76" width="366" height="104"/>
                    <constraints><constraint firstAttribute="height" constant="100" id="h"/></constraints>
                    <view key="contentView" id="cv"><rect key="frame" x="3" y="3" width="360" height="86"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view></box>
                """)
        }
        #expect(try frame(#"title="Display""#) == Frame(x: 17, y: 20, width: 366, height: 104))
        #expect(try frame(#"title="Box" titlePosition="noTitle""#) == Frame(x: 17, y: 18, width: 366, height: 106))
    }

    /// Three controls seen in one document each (Xcode 12 to 16): a primary box reaches 2
    /// above, 3 aside and 4 below its alignment rectangle and holds its content view 3 inside
    /// its frame (Sequel Ace's import accessory), a textured rounded button 1 around (MacPass's
    /// add button), a small segmented control 1 above (MacPass's inspector). A box pinned 10
    /// from the top left and 200 × 100 inside is stored at 7, 8, 206 × 106, its content view
    /// at 3, 3, 200 × 100.
    @Test func boxesTexturedButtonsAndSmallSegmentedControls() throws {
        let d = Self.document(
            plugIn: "19529",
            """
            <box borderType="line" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="7" y="86" width="206" height="106"/>
                <view key="contentView" id="cv"><rect key="frame" x="3" y="3" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view></box>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="add"><rect key="frame" x="355" y="158" width="26" height="23"/>
                <buttonCell key="cell" type="roundTextured" bezelStyle="texturedRounded" image="NSAddTemplate" imagePosition="only" alignment="center" borderStyle="border" id="c1"/></button>
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="seg"><rect key="frame" x="250" y="30" width="100" height="21"/>
                <segmentedCell key="cell" controlSize="small" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="c2"/></segmentedControl>
            """,
            """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k2"/>
            <constraint firstItem="box" firstAttribute="width" constant="200" id="k3"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="k4"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="add" secondAttribute="trailing" constant="20" id="k5"/>
            <constraint firstItem="add" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k6"/>
            <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="250" id="k7"/>
            <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="k8"/>
            """)
        let f = try frames(d)
        #expect(f["box"] == Frame(x: 7, y: 8, width: 206, height: 106))
        #expect(f["cv"] == Frame(x: 3, y: 3, width: 200, height: 100))
        #expect(f["add"] == Frame(x: 355, y: 19, width: 26, height: 23))
        #expect(f["seg"] == Frame(x: 250, y: 149, width: 100, height: 21))
    }

    /// A bordered rounded disclosure button reaches 2 above, 3 aside and 3 below its alignment
    /// rectangle (edgeviewer's read drop-down, Xcode 10.1: 27 x 26 around a height of 21;
    /// Peregrine's collapse toggle, Xcode 10, twenty-second held-out set: 29 x 26 centred in a
    /// 28-high view, stored 2 from its top): one pinned 20 from the top left and 21 x 21 inside
    /// is stored at 17, 18, 27 x 26; a borderless one (CocoaPods' drop-down) fills its frame.
    @Test func aBorderedRoundedDisclosureButtonReachesBeyondItsAlignmentRectangle() throws {
        func frame(border: String) throws -> Frame? {
            let d = Self.document(
                plugIn: "14460",
                """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="17" y="156" width="27" height="26"/>
                    <buttonCell key="cell" type="disclosure" bezelStyle="roundedDisclosure" imagePosition="only" alignment="center" \(border) imageScaling="proportionallyDown" inset="2" id="c"/></button>
                """,
                """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
                <constraint firstItem="b" firstAttribute="width" constant="21" id="k3"/>
                <constraint firstItem="b" firstAttribute="height" constant="21" id="k4"/>
                """)
            return try frames(d)["b"]
        }
        #expect(try frame(border: #"borderStyle="border""#) == Frame(x: 17, y: 18, width: 27, height: 26))
        #expect(try frame(border: "") == Frame(x: 20, y: 20, width: 21, height: 21))
    }

    /// A tab view with its tabs on top reaches 6 above, 7 aside and 10 below its alignment
    /// rectangle in every era (ImageOptim's preferences, Xcode 9.3, twenty-sixth held-out set:
    /// pinned 20 from three edges and 12 from the top of a 663 x 376 view, stored 13 and 6 in,
    /// 637 x 360; LyricsX's, Maccy's and MetadataSearch's, Xcode 11 to 26); one without tabs or
    /// border fills its frame.
    @Test func aTabViewReachesBeyondItsAlignmentRectangle() throws {
        func frame(type: String, plugIn: String) throws -> Frame? {
            let d = Self.document(
                plugIn: plugIn,
                """
                <tabView \(type) translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="13" y="10" width="374" height="184"/>
                    <font key="font" metaFont="system"/></tabView>
                """,
                """
                <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="k2"/>
                <constraint firstAttribute="trailing" secondItem="t" secondAttribute="trailing" constant="20" id="k3"/>
                <constraint firstAttribute="bottom" secondItem="t" secondAttribute="bottom" constant="20" id="k4"/>
                """)
            return try frames(d)["t"]
        }
        #expect(try frame(type: "", plugIn: "13770") == Frame(x: 13, y: 6, width: 374, height: 184))
        #expect(try frame(type: "", plugIn: "24128") == Frame(x: 13, y: 6, width: 374, height: 184))
        #expect(try frame(type: #"type="noTabsNoBorder""#, plugIn: "22690") == Frame(x: 20, y: 12, width: 360, height: 168))
    }

    /// A label's frame reaches 2 beyond its alignment rectangle on each side (a label pinned 20
    /// from the left is stored at 18); a rounded push button's 5 above, 7 aside and 7 below from
    /// Xcode 12's AppKit (4, 6, 7 before it; none in Xcode 26's), so a button pinned 20 from
    /// the bottom right corner is stored at 307, 155 (80 × 32); a separator box, 5 thick, is 1
    /// thick inside; the era is the Cocoa plug-in's, not the tools version (32700 here, which
    /// no Xcode had, as in Sparkle's SUUpdatePermissionPrompt.xib).
    @Test func controlsAreAlignedByTheirAlignmentRectangles() throws {
        let cases: [(plugIn: String, button: Frame)] = [
            ("22690", Frame(x: 307, y: 155, width: 80, height: 32)),
            ("16097", Frame(x: 306, y: 155, width: 80, height: 32)),
            ("24128", Frame(x: 300, y: 148, width: 80, height: 32)),
        ]
        for (plugIn, button) in cases {
            let d = Self.document(
                plugIn: plugIn,
                """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="18" y="162" width="104" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="c1"/></textField>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="ok"><rect key="frame" x="\(button.x)" y="\(200 - button.y - 32)" width="80" height="32"/>
                    <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="c2"/></button>
                <box boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line"><rect key="frame" x="20" y="151" width="360" height="5"/></box>
                """,
                """
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22" id="k2"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="k3"/>
                <constraint firstItem="root" firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="20" id="k4"/>
                <constraint firstItem="line" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="k5"/>
                <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k6"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="20" id="k7"/>
                """)
            let f = try frames(d)
            #expect(f["label"] == Frame(x: 18, y: 22, width: 104, height: 16), "plug-in \(plugIn)")
            #expect(f["ok"] == button, "plug-in \(plugIn)")
            #expect(f["line"] == Frame(x: 20, y: 44, width: 360, height: 5), "plug-in \(plugIn)")
        }
    }

    /// An image view that draws a frame keeps its image 3 inside it on every side: La-Bataille-
    /// Corse's card images (a gray bezel, Xcode 12.5, fourteenth held-out set), edgeviewer's cover
    /// (a photo frame) and Hotspot Menubar's icon (a groove) are stored 3 outside the edges they
    /// are pinned to; an image view with no frame is stored at them.
    @Test func anImageViewsFrameIsOutsideItsAlignmentRectangle() throws {
        for (style, want) in [
            ("grayBezel", Frame(x: 17, y: 17, width: 106, height: 106)), ("none", Frame(x: 20, y: 20, width: 100, height: 100)),
        ] {
            let d = Self.document(
                """
                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="image"><rect key="frame" x="17" y="77" width="106" height="106"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageFrameStyle="\(style)" id="c1"/></imageView>
                """,
                """
                <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
                <constraint firstItem="image" firstAttribute="width" constant="100" id="k3"/>
                <constraint firstItem="image" firstAttribute="height" constant="100" id="k4"/>
                """)
            #expect(try frames(d)["image"] == want, "\(style)")
        }
    }

    /// A borderless text field that draws its background fills its frame, with no inset:
    /// pomidoro_timer's minutes field (Xcode 14, twelfth held-out set) and dmenu-mac's search
    /// field are stored flush with what they are pinned to, as all 15 such fields of the corpus
    /// are; a label (no background) reaches 2 past its alignment rectangle on each side.
    @Test func aTextFieldThatDrawsItsBackgroundHasNoInset() throws {
        for (background, x) in [("YES", 20.0), ("NO", 18.0)] {
            let d = Self.document(
                """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="field"><rect key="frame" x="20" y="162" width="100" height="16"/>
                    <textFieldCell key="cell" editable="YES" drawsBackground="\(background)" title="25" id="c1"/></textField>
                """,
                """
                <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22" id="k2"/>
                <constraint firstItem="field" firstAttribute="width" constant="100" id="k3"/>
                """)
            #expect(try frames(d)["field"]?.x == x, "drawsBackground \(background)")
        }
    }

    /// AppKit's baselines from the cell's font (`<font metaFont="system">`, 13 points): a
    /// bezeled field 21 high whose first baseline is a label's sits 2 above the label (HexFiend's
    /// DiffRangeDialog, ShadowsocksX-NG's seven such pairs).
    @Test func baselinesComeFromTheCellsFont() throws {
        let d = Self.document(
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="18" y="162" width="54" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="c1"><font key="font" metaFont="system"/></textFieldCell></textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="field"><rect key="frame" x="80" y="159" width="300" height="21"/>
                <textFieldCell key="cell" borderStyle="bezel" id="c2"><font key="font" metaFont="system"/></textFieldCell></textField>
            """,
            """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22" id="k2"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="10" id="k3"/>
            <constraint firstItem="field" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="k4"/>
            """)
        #expect(try frames(d)["field"] == Frame(x: 80, y: 20, width: 300, height: 21))
    }

    /// A 32-point rounded push button centres its title 4 below its frame's top in every era
    /// before Xcode 26, so a label sharing its baseline is 6 below the button's frame top with
    /// Big Sur's alignment rectangle (5 down) as before it (Sparkle's status window, Xcode 15;
    /// ShadowsocksX-NG's, Xcode 10); and a bar progress indicator reaches 1 above and below its
    /// alignment rectangle (the same window: 9 below a label, 20 high, stored 8 below it).
    @Test func aPushButtonsTitleAndABarsInsets() throws {
        for plugIn in ["22505", "14490"] {
            let d = Self.document(
                plugIn: plugIn,
                """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="ok"><rect key="frame" x="300" y="20" width="80" height="32"/>
                    <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="c1"><font key="font" metaFont="system"/></buttonCell></button>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="18" y="26" width="54" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="c2"><font key="font" metaFont="system"/></textFieldCell></textField>
                <progressIndicator maxValue="100" indeterminate="YES" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="20" y="130" width="360" height="20"/></progressIndicator>
                """,
                """
                <constraint firstItem="root" firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="k1"/>
                <constraint firstItem="root" firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="20" id="k2"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k3"/>
                <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="ok" secondAttribute="firstBaseline" id="k4"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k5"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="51" id="k6"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="k7"/>
                """)
            let f = try frames(d)
            let button = try #require(f["ok"], "plug-in \(plugIn)")
            #expect(f["label"]?.y == button.y + 6, "plug-in \(plugIn)")
            #expect(f["bar"] == Frame(x: 20, y: 50, width: 360, height: 20), "plug-in \(plugIn)")
        }
    }

    /// NSStackView: its spacing is 8 when the document writes none, `centerX` is UIKit's
    /// `center`, and the views in its gravity areas are its arranged views (KeepingYouAwake's,
    /// hidden's stacks). A vertical stack of a 50- and a 100-point-wide view, 20 high each: 100
    /// wide, 48 high, the narrow one centred at 25.
    @Test func stackViewsDefaultsAndGravityAreas() throws {
        let d = Self.document(
            """
            <stackView orientation="vertical" alignment="centerX" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="20" y="132" width="100" height="48"/>
                <beginningViews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="25" y="28" width="50" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="a1"/>
                            <constraint firstAttribute="height" constant="20" id="a2"/>
                        </constraints>
                    </customView>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="b1"/>
                            <constraint firstAttribute="height" constant="20" id="b2"/>
                        </constraints>
                    </customView>
                </beginningViews>
            </stackView>
            """,
            """
            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            """)
        let f = try frames(d)
        #expect(f["st"] == Frame(x: 20, y: 20, width: 100, height: 48))
        #expect(f["a"] == Frame(x: 25, y: 0, width: 50, height: 20))
        #expect(f["b"] == Frame(x: 0, y: 28, width: 100, height: 20))
        // `baseline` is `NSLayoutAttributeBaseline`, the last baseline (WWDC's preferences).
        let baseline = Self.document(#"<stackView orientation="horizontal" alignment="baseline" id="row"/>"#, "")
        #expect(baseline.scenes.first?.root.subviews.first?.stack?.alignment == "lastBaseline")
    }

    /// A split view places its panes by their frames, though their own subviews' constraints
    /// name them (Clipy's snippets editor, DifferenceKit's example): without that they have no
    /// size at all.
    @Test func aSplitViewsPanesKeepTheirFrames() throws {
        let d = Self.document(
            """
            <splitView vertical="YES" translatesAutoresizingMaskIntoConstraints="NO" id="split"><rect key="frame" x="0" y="0" width="400" height="200"/>
                <subviews>
                    <customView id="left"><rect key="frame" x="0" y="0" width="150" height="200"/>
                        <subviews><customView translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="10" y="10" width="130" height="180"/></customView></subviews>
                        <constraints>\(ConstraintXML.pinned("in", inside: "left", by: 10, id: "p"))</constraints>
                    </customView>
                    <customView id="right"><rect key="frame" x="151" y="0" width="249" height="200"/></customView>
                </subviews>
            </splitView>
            """, ConstraintXML.pinned("split", inside: "root", id: "k"))
        let f = try frames(d)
        #expect(f["left"] == Frame(x: 0, y: 0, width: 150, height: 200))
        #expect(f["in"] == Frame(x: 10, y: 10, width: 130, height: 180))
        #expect(f["right"] == Frame(x: 151, y: 0, width: 249, height: 200))
    }

    /// A control placed by its frame and mask stays where it is stored, alignment insets and
    /// all: its mask holds its alignment rectangle (Sequel Ace's mini check boxes).
    @Test func aControlPlacedByItsMaskKeepsItsFrame() throws {
        let d = Self.document(
            """
            <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="check"><rect key="frame" x="30" y="100" width="60" height="18"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <buttonCell key="cell" type="check" title="Wrap" bezelStyle="regularSquare" imagePosition="left" id="c1"/>
            </button>
            """, "")
        #expect(try frames(d)["check"] == Frame(x: 30, y: 82, width: 60, height: 18))
    }

    /// Xcode 4 stores a box's content view with no id: two boxes side by side each lay their
    /// content out (osx-cocoa-odbc's main menu, Xcode 4.5: four boxes in a window, whose second
    /// to fourth content views were lost to a name the first had taken).
    @Test func boxesWhoseContentViewsHaveNoID() throws {
        func box(_ id: String, x: Int) -> String {
            """
            <box borderType="line" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"><rect key="frame" x="\(x)" y="20" width="150" height="150"/>
                <view key="contentView"><rect key="frame" x="1" y="1" width="148" height="148"/>
                    <subviews><customView translatesAutoresizingMaskIntoConstraints="NO" id="in-\(id)"><rect key="frame" x="10" y="118" width="20" height="20"/></customView></subviews>
                    <constraints>
                        <constraint firstItem="in-\(id)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="10" id="l-\(id)"/>
                        <constraint firstItem="in-\(id)" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="10" id="t-\(id)"/>
                        \(ConstraintXML.sized("in-\(id)", width: 20, height: 20, id: "s-\(id)"))
                    </constraints>
                </view>
            </box>
            """
        }
        let d = Self.document(box("one", x: 20) + box("two", x: 200), "")
        let s = SolvedScene(try #require(d.scenes.first), of: d, configuration: SceneLayout.Configuration(intrinsic: .document))
        #expect(s.laid.problems.isEmpty, "\(s.laid.problems)")
        let f = try frames(d)
        #expect(f["in-one"] != nil)
        #expect(f["in-two"] != nil)
    }
}
