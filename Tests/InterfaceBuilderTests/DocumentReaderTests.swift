import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// Documents written for these tests (`Documents/`), one feature each, read and laid out.
@Suite struct DocumentReaderTests {
    static func document(_ name: String) throws -> IBDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Documents/" + name)
        return DocumentReader.read(contentsOf: url)
    }

    static func read(_ xml: String) -> IBDocument { DocumentReader.read(Data(xml.utf8)) }

    /// AppKit's frames grow upwards from the bottom left: the reader turns them into UIKit's
    /// top-left ones, y = superview's height − y − height. The seed's text field, 21 high at
    /// y 59 in a 100-point view, is 20 from the top, as its constraint says.
    @Test func appKitFramesAreFlippedToATopLeftOrigin() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/FuzzInterfaceBuilder/11-macos.xib")
        let d = DocumentReader.read(contentsOf: url)
        #expect(d.platform == .macOS)
        let field = try #require(d.scenes.first?.root.subviews.first)
        #expect(field.frame == Frame(x: 20, y: 20, width: 160, height: 21))
    }

    /// A constraint without `firstItem` is about the view whose list holds it, however deep
    /// (a subview's own width), not the scene's root.
    @Test func anAbsentFirstItemIsTheViewThatHoldsTheConstraint() throws {
        let d = Self.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="inner"><rect key="frame" x="0" y="0" width="120" height="30"/>
                                <constraints><constraint firstAttribute="width" constant="120" id="w"/></constraints>
                            </view>
                        </subviews>
                        <constraints><constraint firstAttribute="height" constant="100" id="h"/></constraints>
                    </view>
                </objects>
            </document>
            """)
        let root = try #require(d.scenes.first?.root)
        #expect(root.constraints.map(\.firstItem) == ["root"])
        #expect(root.subviews.first?.constraints.map(\.firstItem) == ["inner"])
    }

    /// A collection view cell's `<view key="contentView">` has no id in every Xcode's files
    /// (Xcode 6 to 15 in the public corpus): no error; a subview without an id is one, at its
    /// line and column.
    @Test func aCollectionCellsContentViewNeedsNoID() throws {
        let d = Self.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <collectionViewCell id="cell"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <view key="contentView"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews><view><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                        </view>
                    </collectionViewCell>
                </objects>
            </document>
            """)
        #expect(d.scenes.count == 1)
        #expect(d.problems.map(\.message) == ["a view without an id"])
        #expect(d.problems.map(\.line) == [6])
    }

    /// Before Xcode 8 a collection view's prototype may keep the 50 x 50 frame it was dropped
    /// with while its content view has the layout's item size: the cell is laid out at its
    /// content view's (SwiftChess' move cell, Xcode 7: a label 8 inside a 91 x 91 content view
    /// stored 75 x 75; CDMovie's top cell). From Xcode 8 the cell's own frame stands.
    @Test func anOldCollectionCellTakesItsContentViewsSize() throws {
        func cell(tools: String) throws -> Frame? {
            let d = Self.read(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <scenes><scene sceneID="s"><objects>
                        <collectionViewController id="vc" sceneMemberID="viewController">
                            <collectionView key="view" id="cv"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <cells>
                                    <collectionViewCell id="cell"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <view key="contentView"><rect key="frame" x="0.0" y="0.0" width="91" height="91"/></view>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects></scene></scenes>
                </document>
                """)
            return d.scenes.first { $0.kind == .cell }?.root.frame
        }
        #expect(try cell(tools: "7531") == Frame(x: 0, y: 0, width: 91, height: 91))
        #expect(try cell(tools: "11201") == Frame(x: 0, y: 0, width: 50, height: 50))
    }

    /// Constraints and stacks name views and guides by id, so an id given twice is an error at
    /// the later element, which is read under a fresh id (a fuzzed storyboard whose bottom guide,
    /// root and stack shared their ids with a label and the stack: `:open` wrote `stack root
    /// bottomLayoutGuide` and refused it). The first element keeps the id and what names it.
    @Test func anIDGivenTwiceIsAnErrorAndTheLaterElementIsReadApart() throws {
        let d = Self.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides><viewControllerLayoutGuide type="top" id="t"/><viewControllerLayoutGuide type="bottom" id="b"/></layoutGuides>
                    <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="root"><rect key="frame" x="20" y="40" width="80" height="20"/>
                                <subviews><label text="One" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="80" height="20"/></label></subviews>
                            </stackView>
                        </subviews>
                        <constraints><constraint firstItem="root~2" firstAttribute="top" secondItem="t" secondAttribute="bottom" constant="20" id="c"/></constraints>
                    </view>
                </viewController></objects></scene></scenes>
            </document>
            """)
        #expect(
            d.problems.map(\.message) == [
                "the id root was already given on line 5; this element is read as root~2",
                "the id b was already given on line 4; this element is read as b~2",
            ])
        #expect(d.problems.map(\.line) == [7, 8])
        let scene = try #require(d.scenes.first)
        #expect(scene.root.id == "root")
        #expect(scene.bottomLayoutGuide == "b")
        #expect(scene.root.subviews.first?.id == "root~2")
        #expect(scene.root.subviews.first?.subviews.first?.id == "b~2")
    }

    @Test func aStoryboardSceneIsReadWithItsViewsAndConstraints() throws {
        let d = try Self.document("login.storyboard")
        #expect(d.problems.isEmpty, "\(d.problems)")
        #expect(d.kind == .storyboard && d.platform == .iOS && d.usesSafeAreas)
        #expect(d.device == IBDevice(id: "retina4_7", isLandscape: false))
        let scene = try #require(d.scenes.first)
        #expect(d.scenes.count == 1)
        #expect(scene.kind == .viewController && scene.name == "LoginViewController" && scene.id == "tne-QT-ifu")
        #expect(scene.root.subviews.map(\.element) == ["label", "button"])
        #expect(scene.root.subviews.map(\.text) == ["Welcome", "Sign In"])
        #expect(scene.root.safeAreaGuide == "6Tk-OE-BBY")
        #expect(scene.root.constraints.count == 5)
        #expect(scene.root.subviews[0].frame == Frame(x: 154.5, y: 40, width: 66, height: 20.5))
    }

    /// The stored frames come back from the constraints in document mode: the label under the
    /// safe area's top (20 on an iPhone 8), the button between the safe area's sides.
    @Test func theSceneSolvesToItsStoredFrames() throws {
        let d = try Self.document("login.storyboard")
        let scene = try #require(d.scenes.first)
        let laid = SceneLayout(scene, of: d, configuration: SceneLayout.Configuration(intrinsic: .document))
        #expect(laid.problems.isEmpty, "\(laid.problems)")
        #expect(laid.layout.rootSize == Size(width: 375, height: 667))
        let solution = LayoutEngine().solve(laid.layout)
        #expect(solution.conflicts.isEmpty)
        for item in laid.items.dropFirst() {
            #expect(solution.frames[item.name] == item.stored, "\(item.name)")
        }
        #expect(laid.names["lbl-01-abc"] == "welcome" && laid.names["btn-01-abc"] == "signIn")
    }

    @Test func multipliersAsNumbersRatiosAndFractions() {
        #expect(DocumentReader.multiplier("0.5") == 0.5)
        #expect(DocumentReader.multiplier("16:9") == 16.0 / 9)
        #expect(DocumentReader.multiplier("1/3") == 1.0 / 3)
        #expect(DocumentReader.multiplier("1:0") == nil)
        #expect(DocumentReader.multiplier("nan") == nil)
        #expect(DocumentReader.multiplier("1e308") == nil)
    }

    /// A DTD is refused before its entities expand: a "billion laughs" document is one error.
    @Test func aBillionLaughsDocumentIsRefused() {
        var entities = "<!ENTITY l0 \"lol\">"
        for k in 1...9 { entities += "<!ENTITY l\(k) \"" + String(repeating: "&l\(k - 1);", count: 10) + "\">" }
        let d = Self.read("<?xml version=\"1.0\"?><!DOCTYPE d [\(entities)]><document type=\"x\"><a b=\"&l9;\"/></document>")
        #expect(d.problems.contains { $0.severity == .error && $0.message.contains("document type declaration") })
        #expect(d.scenes.isEmpty)
    }

    /// Malformed XML: a positioned error, and what was read before it is kept.
    @Test func aTruncatedDocumentKeepsWhatWasRead() throws {
        let text = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Documents/login.storyboard"),
            encoding: .utf8)
        let cut = String(text.prefix(text.count * 2 / 3))
        let d = Self.read(cut)
        let error = try #require(d.problems.first { $0.severity == .error })
        #expect(error.line > 1)
        #expect(d.scenes.count == 1)
    }
}

/// Bytes that are not UTF-8 (which FoundationXML's parser traps on): refused at their position.
@Suite struct EncodingTests {
    @Test func invalidUTF8IsAPositionedError() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x\">\n<!-- a".utf8)
        bytes += [0x8F, 0xDF]
        bytes += Array(" -->\n</document>\n".utf8)
        let d = DocumentReader.read(Data(bytes))
        #expect(
            d.problems == [
                IBProblem(
                    line: 3, column: 7, severity: .error,
                    message: "not UTF-8 here: Interface Builder documents are UTF-8, and this one is not read")
            ])
    }

    @Test func theValidatorFollowsUnicodesTable() {
        func valid(_ b: [UInt8]) -> Bool {
            var v = UTF8Validation()
            return v.check(b) == nil && v.unfinished == nil
        }
        #expect(valid(Array("héllo → 😀".utf8)))
        #expect(!valid([0xC0, 0x80]))  // overlong
        #expect(!valid([0xED, 0xA0, 0x80]))  // a surrogate
        #expect(!valid([0xF4, 0x90, 0x80, 0x80]))  // above U+10FFFF
        #expect(!valid([0xE2, 0x82]))  // cut short
        // A sequence split between two chunks.
        var v = UTF8Validation()
        #expect(v.check([0xE2, 0x82]) == nil)
        #expect(v.check([0xAC]) == nil && v.unfinished == nil)
    }

    @Test func anotherDeclaredEncodingIsRefused() {
        let d = DocumentReader.read(Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><document/>".utf8))
        #expect(d.problems.first?.message.contains("ISO-8859-1") == true)
    }
}
