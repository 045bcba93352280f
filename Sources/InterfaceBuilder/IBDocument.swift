import AutoLayout
import UIKitFacts

/// An Interface Builder document (`.storyboard` or `.xib`) as read: what it says about layout,
/// in its own terms (element names, ids, stored frames), and every problem met while reading,
/// each with its line and column. Reading never stops at the first problem.
public struct IBDocument: Sendable {
    /// Storyboard or XIB, from the root element's `type`.
    public enum Kind: String, Sendable { case storyboard, xib }
    /// Which framework's rules: UIKit (`iOS.CocoaTouch`) or AppKit (`MacOSX.Cocoa`, y upwards).
    public enum Platform: String, Sendable { case iOS, macOS }

    public var kind = Kind.storyboard
    public var platform = Platform.iOS
    /// The `toolsVersion` of the Xcode that saved it (`22505`), as written.
    public var toolsVersion: String?
    /// `useSafeAreas="YES"`: the safe-area guides exist (Xcode 9+).
    public var usesSafeAreas = false
    /// `useAutolayout="YES"`.
    public var usesAutoLayout = false
    /// `<device id="retina6_1" orientation="portrait">`, or the older simulated metrics' type.
    public var device: IBDevice?
    /// The scenes: a view controller's view, a XIB's top-level view, a table or collection cell.
    public var scenes: [IBScene] = []
    /// What could not be read or cannot be expressed, with where it is.
    public var problems: [IBProblem] = []

    public init() {}

    /// The device preset `device` stands for, when it is one we know (`IBDeviceIDs`), as the
    /// document's Xcode simulated it (`CanvasDevice`).
    public var devicePreset: DevicePreset? { CanvasDevice.preset(for: self) }

    /// The Interface Builder plug-in's version, leading number (`<plugIn
    /// identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690">`, or the
    /// `IBCocoaTouchPlugin`'s): the controls and the canvas whose frames the document shows.
    public var pluginVersion: Double?

    /// The era of a macOS document's controls: its Cocoa plug-in's version, else its tools
    /// version (Sparkle's SUUpdatePermissionPrompt.xib writes a tools version of 32700, which
    /// no Xcode had, beside a plug-in of 22690, whose controls its frames show).
    public var appKitEra: Double { pluginVersion ?? toolsVersionNumber }

    /// `toolsVersion`'s leading number (`16096` of `16096.1`); 0 when absent. Xcode 11 wrote 15000
    /// and above. Xcode 15's betas wrote `32700.99.1234`, which no Xcode was: such a document
    /// counts as its plug-in's version (22684 or 22685 beside it in pocket-casts' and duckduckgo's
    /// documents, whose iPad canvas shows Xcode 15's 20-point status bar, not Xcode 26's 40).
    public var toolsVersionNumber: Double {
        let written = Double(toolsVersion?.split(separator: ".").first ?? "") ?? 0
        return written == 32700 ? pluginVersion ?? written : written
    }

    /// The scenes `wanted` names (a scene's id, its root view's id or its name); all of them
    /// for `nil`.
    public func scenes(matching wanted: String?) -> [IBScene] {
        guard let wanted else { return scenes }
        return scenes.filter { $0.id == wanted || $0.root.id == wanted || $0.name == wanted }
    }

    /// Why `scenes(matching: wanted)` found none in the document read from `file`: the scenes
    /// there are, or, with none, the first problem that left it without one.
    public func noSceneMessage(_ wanted: String?, in file: String) -> String {
        guard let wanted, !scenes.isEmpty else {
            return "no scene with views in \(file)" + (problems.first.map { ": \($0.message)" } ?? "")
        }
        return "no scene '\(wanted)' in \(file); scenes: " + scenes.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
    }
}

/// The device a document was laid out for in Interface Builder's canvas.
public struct IBDevice: Hashable, Sendable {
    /// Interface Builder's id (`retina6_1`, `ipad9_7`) or the old `simulatedScreenMetrics` type.
    public var id: String
    /// `portrait` unless the document says `landscape`.
    public var isLandscape = false
    /// True when the document names no device and a scene's `simulatedScreenMetrics` gave this
    /// one: Xcode 6 and 7 lay the scenes that simulate none out on the Any/Any canvas.
    public var isSimulatedByAScene = false
}

/// A problem in a document: its 1-based line and column (of the element responsible) and what.
public struct IBProblem: Hashable, Sendable, CustomStringConvertible {
    /// `error`: something could not be read (the document is malformed or refers to nothing);
    /// `unsupported`: read, but the workbench cannot express it yet (it is left out of the layout).
    public enum Severity: String, Sendable { case error, unsupported }
    public let line: Int
    public let column: Int
    public let severity: Severity
    public let message: String

    public init(line: Int, column: Int, severity: Severity, message: String) {
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}

/// One scene: a root view and everything in it.
public struct IBScene: Sendable {
    /// What holds the root: a view controller's `view`, a XIB's top-level view, a cell.
    public enum Kind: String, Sendable { case viewController, view, cell, window }
    public var kind: Kind
    /// The scene's id (`sceneID`) or, in a XIB, the root view's.
    public var id: String
    /// As Xcode's outline names it: the controller's `title`, `userLabel` or class ("View Controller").
    public var name: String
    /// The root view.
    public var root: IBView
    /// The old top and bottom layout guides (`viewControllerLayoutGuide`), by id.
    public var topLayoutGuide: String?
    public var bottomLayoutGuide: String?
    /// The bars Interface Builder's canvas puts around a view controller's view, or that a
    /// XIB's top-level view simulates itself.
    public var bars = IBBars()
    /// Where the scene starts in the file.
    public var line: Int
    public var column: Int
}

/// The bars around a view controller: from its simulated metrics when it has them
/// (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`, `<nil key=...>`), else from
/// the storyboard's structure (a tab bar controller's children have a tab bar, a navigation
/// controller's root a navigation bar).
public struct IBBars: Hashable, Sendable {
    public var navigationBar = false
    /// `translucent="NO"`, or the top edge left out of `edgesForExtendedLayout`: the view starts
    /// below the bar (its height is the screen's less the status and navigation bars) instead of
    /// under it.
    public var opaqueNavigationBar = false
    /// The navigation controller's bar has `largeTitles="YES"` (`prefersLargeTitles`) and the
    /// controller's `navigationItem` does not say `largeTitleDisplayMode="never"`.
    public var largeTitles = false
    /// The controller is the root of a navigation controller's stack (its `rootViewController`),
    /// not pushed onto it.
    public var stackRoot = false
    /// The controller is presented modally as a page sheet (a `modal` or `presentation` segue
    /// with no full-screen style, from Xcode 11), or pushed inside such a navigation stack.
    public var inSheet = false
    public var tabBar = false
    /// The tab bar controller's bar is opaque (or the bottom edge is left out of
    /// `edgesForExtendedLayout`): the view ends above it.
    public var opaqueTabBar = false
    public var toolbar = false
    /// `<nil key="simulatedStatusBarMetrics"/>`: no status bar.
    public var hidesStatusBar = false
    /// A `modal` or `presentation` segue presents the controller full screen (its own style or
    /// the segue's `fullScreen` or `overFullScreen`), or the navigation controller whose stack
    /// it is in.
    public var presentedFullScreen = false
    /// An `embed` segue puts the controller (or the navigation controller whose stack it is in)
    /// in a container view of another scene.
    public var embedded = false
    /// An `embed` segue puts the controller itself in a container view (no navigation
    /// controller between).
    public var embeddedItself = false
}

/// A view as the document has it.
public struct IBView: Sendable {
    /// The element's name (`view`, `label`, `stackView`, `tableViewCellContentView`, ...).
    public var element: String
    /// The `key` it is held under when it is not in a `<subviews>` list (`view`, `contentView`,
    /// `tableHeaderView`).
    public var key: String?
    public var id: String
    /// `customClass`, when set.
    public var customClass: String?
    /// The name the user gave it in Interface Builder's outline.
    public var userLabel: String?
    /// A label's `text`, a text field's `text` or `placeholder`, a button's normal title.
    public var text: String?
    /// `<fontDescription key="fontDescription">`'s point size (a text style's at the default
    /// size), for a label's, a button's or a text field's baseline.
    public var fontSize: Double?
    /// True when that font is the regular system font (`type="system"` with no weight, or a
    /// text style but the semibold headline): the font `SystemFont` measures.
    public var hasSystemFont = false
    /// A label's `numberOfLines` (1 when not written; 0 is as many as it takes).
    public var numberOfLines = 1
    /// The intrinsic size Interface Builder laid the view out with in place of its own
    /// (`placeholderIntrinsicWidth/Height`; `infinite` is no intrinsic size on that axis), when set.
    public var placeholderIntrinsicSize: IntrinsicSize?
    /// A button's `buttonType` (`system`, `custom`, `roundedRect`, ...), when written.
    public var buttonType: String?
    /// True when a button has an iOS 15 `<buttonConfiguration>` (its own insets and font).
    public var hasButtonConfiguration = false
    /// True when a collection view's layout is one Interface Builder cannot lay out (a
    /// `<collectionViewLayout>` of the app's own class, not a flow layout): the canvas shows no
    /// cells in it.
    public var hasCustomCollectionLayout = false
    /// True when a table or collection view holds a prototype (or static) cell.
    public var hasCells = false
    /// A button's `<inset key="contentEdgeInsets">` (top, left, bottom, right).
    public var contentEdgeInsets: EdgeInsets?
    /// True when a button shows an image (or a background image) beside or behind its title.
    public var hasImage = false
    /// The SF Symbol an image view shows (its `image` when `catalog="system"`).
    public var systemImage: String?
    /// `contentMode` (`scaleToFill`, `scaleAspectFit`, `center`, ...).
    public var contentMode: String?
    /// False for a scroll view (or text view) with `scrollEnabled="NO"`: a text view then sizes
    /// itself to its text, as a label does.
    public var isScrollEnabled = true
    /// An AppKit control's cell (`<buttonCell key="cell">`, `<textFieldCell key="cell">`, ...).
    public var cell: IBCell?
    /// An NSBox's `boxType` (`separator`, `custom`; `nil`: a primary box).
    public var boxType: String?
    /// An NSTabView's `type` (`noTabsNoBorder`, `bottomTabsBezelBorder`, ...; `nil`: tabs on top
    /// of a bezel border, the default).
    public var tabViewType: String?
    /// An NSBox that draws no title (`titlePosition="noTitle"`); one with a title shows it at
    /// its top, inside the rectangle constraints place.
    public var boxHasNoTitle = false
    /// An activity indicator's `style` (`medium`, `large`, `gray`, `white`, `whiteLarge`).
    public var style: String?
    /// A scroll view's `contentInsetAdjustmentBehavior` is `never`: its content is not moved
    /// clear of the bars.
    public var neverAdjustsContentInset = false
    /// A scroll view that bounces up and down (`alwaysBounceVertical`) whatever its content's
    /// height: it scrolls vertically.
    public var bouncesVertically = false
    /// A table's or a table cell's `rowHeight`, when positive (not automatic).
    public var rowHeight: Double?
    /// A table's `separatorStyle="none"`, or a prototype cell of such a table: no separator
    /// takes half a point off the cell's content view.
    public var hasNoSeparator = false
    /// A table cell's `accessoryType` (`disclosureIndicator`, `checkmark`, `detailButton`,
    /// `detailDisclosureButton`): the cell narrows its content view beside it.
    public var accessoryType: String?
    /// A table cell that is a prototype of a storyboard's table, not a XIB's cell on its own.
    public var isPrototypeInTable = false
    /// A prototype of a table that is its controller's view (a table view controller's).
    public var isPrototypeInControllersTable = false
    /// A table cell's `indentationLevel="1" indentationWidth="0.0"`: the pair Interface Builder
    /// keeps on cells first made in older Xcodes (and copies of them).
    public var indentsByNothing = false
    /// A table cell of a built-in style's own views (`textLabel`, `detailTextLabel`,
    /// `imageView`, by id): the cell places them, by frame, whatever constraints name them.
    public var styleViews: [String] = []
    /// `<rect key="frame">`, in the superview's coordinates.
    public var frame: Frame?
    public var isMisplaced = false
    public var isAmbiguous = false
    public var isHidden = false
    /// `translatesAutoresizingMaskIntoConstraints` as written (`nil`: absent).
    public var translatesAutoresizingMask: Bool?
    /// `fixedFrame="YES"`: Xcode 8+ keeps this view's frame and mask (no constraints).
    public var hasFixedFrame = false
    /// A XIB's top-level view, or a controller's view, that Interface Builder lays out at a
    /// freeform size on the document's device
    /// (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">`).
    public var isFreeformOnDevice = false
    /// The bars a XIB's top-level view simulates itself (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics">` and the bottom bar's, as its own children; a
    /// storyboard's controller says them instead).
    public var simulatedBars = IBBars()
    /// `simulatedAppContext="notificationCenter"`: a Today widget's view, drawn in Notification
    /// Center, with no status bar above it.
    public var isInNotificationCenter = false
    /// `<autoresizingMask>`, when written (`[]`: written with no flexible part).
    public var autoresizingMask: IBAutoresizingMask?
    /// Content hugging and compression resistance as written (`nil`: the class default).
    public var horizontalHugging: Float?
    public var verticalHugging: Float?
    public var horizontalCompression: Float?
    public var verticalCompression: Float?
    /// `<edgeInsets key="layoutMargins">` (top, left, bottom, right).
    public var layoutMargins: EdgeInsets?
    /// `layoutMargins` as a left-to-right layout lays them out: left leading, right trailing.
    public var directionalLayoutMargins: DirectionalInsets? {
        layoutMargins.map { DirectionalInsets(top: $0.top, leading: $0.left, bottom: $0.bottom, trailing: $0.right) }
    }
    /// `insetsLayoutMarginsFromSafeArea="NO"` and `preservesSuperviewLayoutMargins="YES"`.
    public var insetsLayoutMarginsFromSafeArea = true
    public var preservesSuperviewLayoutMargins = false
    /// `<viewLayoutGuide key="safeArea">`'s id.
    public var safeAreaGuide: String?
    /// `<viewLayoutGuide key="layoutMargins">`'s id: the view's margins guide.
    public var layoutMarginsGuide: String?
    /// `<keyboardLayoutGuide key="keyboard">`'s id (iOS 15).
    public var keyboardGuide: String?
    /// A scroll view's `<viewLayoutGuide key="contentLayoutGuide">` and `frameLayoutGuide` ids.
    public var contentLayoutGuide: String?
    public var frameLayoutGuide: String?
    /// A stack view's attributes (`nil` for other views).
    public var stack: IBStackAttributes?
    /// The constraints this view holds (its `<constraints>` list).
    public var constraints: [IBConstraint] = []
    /// Its size-class `<variation>`s: which constraints and subviews each trait combination
    /// leaves out or adds.
    public var variations: [IBVariation] = []
    /// The properties size classes change (`<variation key="heightClass=compact" axis="horizontal"/>`).
    public var propertyVariations: [IBPropertyVariation] = []
    public var subviews: [IBView] = []
    public var line: Int
    public var column: Int

    public init(element: String, id: String, line: Int, column: Int) {
        self.element = element
        self.id = id
        self.line = line
        self.column = column
    }

    /// Every view of this subtree, this one first, depth first.
    public var allViews: [IBView] {
        var out: [IBView] = [self]
        for s in subviews { out += s.allViews }
        return out
    }
}

/// A `<variation key="heightClass=compact-widthClass=regular">`: the constraints and subviews
/// (by id) it excludes and includes. `default` is the Any/Any configuration.
public struct IBVariation: Hashable, Sendable {
    public var key: String
    public var excluded: [String] = []
    public var included: [String] = []
}

/// The `<autoresizingMask>` flags, Interface Builder's names for UIKit's bits.
public struct IBAutoresizingMask: Hashable, Sendable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false
}

/// A stack view's `axis`, `distribution`, `alignment`, `spacing` and arrangement flags as written.
public struct IBStackAttributes: Hashable, Sendable {
    public var axis = "horizontal"
    public var distribution = "fill"
    public var alignment = "fill"
    public var spacing = 0.0
    /// `spacingType="standard"`: the system spacing between views (UIStackView.spacingUseSystem).
    public var systemSpacing = false
    public var baselineRelative = false
    public var marginsRelative = false
}

/// A `<constraint>` as written, with the defaults the format leaves out filled in.
public struct IBConstraint: Sendable {
    public var id: String
    /// The first item's id (absent in the file: the view holding the list).
    public var firstItem: String
    public var firstAttribute: String
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    public var secondItem: String?
    public var secondAttribute: String?
    /// `0.5`, `16:9` and `1/3` all read.
    public var multiplier: Double
    public var constant: Double
    public var priority: Float
    public var identifier: String?
    /// `placeholder="YES"`: removed at build time (kept on Interface Builder's canvas).
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is the standard spacing, whatever number is written.
    public var isStandardSpacing = false
    public var line: Int
    public var column: Int
    /// The properties size classes change (`<variation key="heightClass=compact" constant="40"/>`).
    public var propertyVariations: [IBPropertyVariation] = []
}

/// A `<variation>` that gives properties other values for some size classes: its key
/// (`heightClass=compact-widthClass=regular`) and the attributes it sets, as written.
public struct IBPropertyVariation: Hashable, Sendable {
    public var key: String
    public var attributes: [String: String]
}

/// An AppKit control's cell, as far as its alignment rectangle depends on it.
public struct IBCell: Hashable, Sendable {
    /// A button cell's `type` (`push`, `check`, `radio`, `roundTextured`, ...).
    public var type: String?
    /// `bezelStyle` (`rounded`, `regularSquare`, ...); `borderStyle` (`bezel`, `border`).
    public var bezelStyle: String?
    public var borderStyle: String?
    /// `controlSize` (`small`, `mini`, `large`; `nil`: regular).
    public var controlSize: String?
    public var title: String?
    /// A text field cell's `drawsBackground="YES"`: its background fills its frame.
    public var drawsBackground = false
    /// An image cell's `imageFrameStyle` (`grayBezel`, `groove`, `photo`, `button`; `nil`: none).
    public var imageFrameStyle: String?
    /// A button cell's `imagePosition` (`left`, `trailing`, `only`, ...): where a check box's box
    /// is beside its title.
    public var imagePosition: String?
    /// A slider cell's `sliderType` (`linear`, `circular`).
    public var sliderType: String?
    /// A slider cell's `numberOfTickMarks` (0 when it writes none).
    public var numberOfTickMarks = 0
    /// A segmented cell's `style` (`rounded`, `capsule`, `separated`, `texturedSquare`, ...).
    public var segmentStyle: String?

    public init(
        type: String? = nil, bezelStyle: String? = nil, borderStyle: String? = nil, controlSize: String? = nil, title: String? = nil,
        drawsBackground: Bool = false, imageFrameStyle: String? = nil, imagePosition: String? = nil, sliderType: String? = nil,
        segmentStyle: String? = nil, numberOfTickMarks: Int = 0
    ) {
        self.type = type
        self.bezelStyle = bezelStyle
        self.borderStyle = borderStyle
        self.controlSize = controlSize
        self.title = title
        self.drawsBackground = drawsBackground
        self.imageFrameStyle = imageFrameStyle
        self.imagePosition = imagePosition
        self.sliderType = sliderType
        self.segmentStyle = segmentStyle
        self.numberOfTickMarks = numberOfTickMarks
    }
}
