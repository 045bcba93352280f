import AutoLayout

/// What AppKit's controls are, as the stored frames of the public corpus's macOS documents show
/// them (Benchmarks/ib-corpus; every inset below is what the constraints between a control and
/// its superview imply across the documents named, docs/interface-builder.md): how far each
/// control's frame reaches beyond the alignment rectangle constraints place, by the AppKit the
/// saving Xcode ran on (the Cocoa plug-in's version: Big Sur's controls from 17000, Xcode 12;
/// Tahoe's from 24000, Xcode 26, which align with their frames), and which of them have an
/// intrinsic size.
public enum AppKitControls {
    /// The frame's reach beyond the alignment rectangle of `v` in a document of the Cocoa
    /// plug-in version `era`:
    /// - a label (a text field with neither bezel nor border) 2 on each side, in every era
    ///   (152 constraints in 29 documents; bezeled and bordered fields 0);
    /// - a regular rounded push button 4 above, 6 aside and 7 below before Xcode 12, 5, 7 and 7
    ///   from it (MacPass, HexFiend, IGListKit, DifferenceKit; Sequel Ace, hidden, Sparkle,
    ///   MonitorControl, Kingfisher, KeepingYouAwake);
    /// - a check box 1 above and below and 1 (small) or 2 (regular) on the left, 2 above and below
    ///   before Xcode 12 (Sparkle, HexFiend, MonitorControl, Sequel Ace, MacPass, KeepingYouAwake);
    ///   2 on the right too before Xcode 12 (GrandPerspective, Sketch) and, in every era, when it
    ///   has no title (appcenter-sdk, TransitBar), the sides swapped when its box follows its
    ///   title (Sequel Ace); one without a title, nothing above or below; a radio button the same
    ///   (TootRain's source selection, Xcode 14: 1 above and below, 2 on the left);
    /// - a separator box, 5 thick, 1 thick inside (2 on each side across it: KnockKnock,
    ///   KeepingYouAwake);
    /// - a combo box 2 above, 4 below, 3 on the right (MacPass, Sequel Ace); a regular rounded
    ///   pop-up button 2 above, 2 on the left, 3 below and on the right while 26 high (before
    ///   Xcode 10.2: Simultanio), 1 above from then (TransmissionTornado, BeeFun, MasterAPI,
    ///   GrandPerspective), 1 above, 3 on the left, 4 below and on the right from Xcode 12
    ///   (Clocker, audiotrainer, GitUp, multiclock, TootRain, sidplay, Sequel Ace), a small one 2
    ///   above, 4 below and aside (HexFiend); a color well 2 above and below, 3 aside from Xcode 14
    ///   (HexFiend), none before (multiclock, Sketch);
    /// - a linear slider 2 aside (RxSwift, app-architecture, XCGLogger, selfcontrol,
    ///   KeepingYouAwake), and 2 above and below without tick marks (XCGLogger's log level
    ///   slider, Xcode 11, and Apple's AVMediaSelectionDemo, Xcode 5: 17 high by their
    ///   constraints, stored 21; with tick marks the stored frames disagree, 3 to 8 in height,
    ///   and none is assumed); a regular rounded segmented control 2 aside (FIrstMacAPP, iCepa,
    ///   MachOView); a bordered bevel button 2 above and aside and 3 below, from Xcode 12 3 and 4
    ///   (XCGLogger; Swift-MacOs-Training-Tasks, unboundbible, SDWebImage); a bordered recessed or
    ///   inline button 1 below (app-architecture, stacktray, Composite); a small-square segmented
    ///   control 1 above and below before Xcode 12 (pixelscheduler, tomcat-manager); a bezeled
    ///   date picker (text field and stepper) 4 above and 3 on the right (Notes, Shifty, Clocker,
    ///   appcenter-sdk: 96 x 23 by its constraints, stored 99 x 27);
    /// - a textured rounded button 1 above, left and right (MacPass's add and remove buttons, 26
    ///   wide, chained 6 apart from a trailing edge; below, 1 is assumed);
    /// - a small segmented control 1 above (MacPass); a bar progress indicator 1 above and below
    ///   (Sparkle's status window); a bordered small-square button 1 above and below (TootRain's
    ///   add and remove buttons, Xcode 15: 20 high by their constraints, stored 22; Textual's
    ///   welcome sheet, selfcontrol's domain list), a borderless one none (Subtitlr's);
    /// - a primary box (no `boxType`) 2 above, 3 aside and 4 below, its content view 3 inside its
    ///   frame (Sequel Ace's import accessory; Pock's bezel box, 3 aside and 6 in height); with a
    ///   title, nothing above: the title is inside (GrandPerspective, osx-cocoa-odbc, LyricsX).
    /// - a bordered rounded disclosure button 2 above, 3 aside and 3 below (edgeviewer's read
    ///   drop-down, Xcode 10.1: stored 27 x 26 around a height of 21, its top a push button's,
    ///   8 after one; Peregrine's collapse toggle, Xcode 10, twenty-second held-out set: 29 x 26,
    ///   centred in a 28-high view and stored 2 from its top).
    /// - a tab view with its tabs on top 6 above, 7 aside and 10 below, in every era, Xcode 26's
    ///   too (ImageOptim's preferences, Xcode 9.3, twenty-sixth held-out set: 20 from three
    ///   edges and 12 from the top by its constraints, stored 13 and 6 in; LyricsX's preferences,
    ///   Xcode 11; Maccy's, Xcode 14; MetadataSearch, Xcode 26); one without tabs or border none.
    /// The textured button, the small segmented control, the bar and the box rest on one
    /// document each, where their arithmetic is exact.
    public static func alignmentInsets(of v: IBView, era: Double) -> EdgeInsets {
        let tahoe = era >= 24000, bigSur = era >= 17000
        let small = v.cell?.controlSize == "small" || v.cell?.controlSize == "mini"
        switch (v.element, v.cell) {
        case ("textField", let cell?):
            // One that draws its background fills its frame: no inset (pomidoro_timer's minutes
            // field, twelfth held-out set; 15 such fields of the corpus are all stored so).
            let framed = cell.borderStyle == "bezel" || cell.borderStyle == "border" || cell.bezelStyle != nil || cell.drawsBackground
            return framed ? .zero : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case ("button", let cell?) where isRegularRoundedPush(cell) && !tahoe:
            return bigSur ? EdgeInsets(top: 5, left: 7, bottom: 7, right: 7) : catalinaPushInsets
        case ("button", let cell?) where (cell.type == "check" || cell.type == "radio") && !tahoe:
            let untitled = (cell.title ?? "").isEmpty
            let vertical: Double = untitled ? 0 : small || bigSur ? 1 : 2
            // The box's side and the far side, swapped when the box follows the title.
            let boxSide: Double = small ? 1 : 2, farSide: Double = (untitled || !bigSur) && !small ? 2 : 0
            let boxTrailing = cell.imagePosition == "trailing" || cell.imagePosition == "right"
            return EdgeInsets(
                top: vertical, left: boxTrailing ? farSide : boxSide, bottom: vertical, right: boxTrailing ? boxSide : farSide)
        // An image view that draws a frame (a gray bezel, a groove, a photo's) keeps its image 3
        // inside it (La-Bataille-Corse's card images, Xcode 12.5, fourteenth held-out set, and
        // edgeviewer's photo frame: stored 17 from an edge they are pinned 20 from; Hotspot
        // Menubar's groove: 62 for 65).
        case ("imageView", let cell?) where cell.imageFrameStyle.map({ $0 != "none" }) == true && !tahoe:
            return EdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        case ("box", _) where v.boxType == "separator":
            guard let f = v.frame else { return .zero }
            if f.height == 5 { return EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) }
            if f.width == 5 { return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2) }
            return .zero
        case ("comboBox", _) where !tahoe:
            return EdgeInsets(top: 2, left: 0, bottom: 4, right: 3)
        case ("popUpButton", let cell?) where cell.bezelStyle == "rounded" && !tahoe:
            if small { return EdgeInsets(top: 2, left: 4, bottom: 4, right: 4) }
            if bigSur { return EdgeInsets(top: 1, left: 3, bottom: 4, right: 4) }
            return EdgeInsets(top: era >= 14400 ? 1 : 2, left: 2, bottom: 3, right: 3)
        case ("colorWell", _) where era >= 21000 && !tahoe:
            return EdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
        case ("slider", let cell?) where cell.sliderType != "circular" && !tahoe:
            let vertical: Double = cell.numberOfTickMarks == 0 ? 2 : 0
            return EdgeInsets(top: vertical, left: 2, bottom: vertical, right: 2)
        case ("segmentedControl", let cell?) where cell.segmentStyle == "rounded" && !small && !tahoe:
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case ("segmentedControl", let cell?) where cell.segmentStyle == "smallSquare" && !small && !bigSur:
            return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        case ("datePicker", let cell?) where cell.borderStyle == "bezel" && !small && !tahoe:
            return EdgeInsets(top: 4, left: 0, bottom: 0, right: 3)
        case ("button", let cell?) where cell.bezelStyle == "roundedDisclosure" && cell.borderStyle == "border" && !tahoe:
            return EdgeInsets(top: 2, left: 3, bottom: 3, right: 3)
        case ("button", let cell?) where cell.bezelStyle == "texturedRounded" && !tahoe:
            return EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        case ("button", let cell?)
        where cell.bezelStyle == "regularSquare" && cell.type == "bevel" && cell.borderStyle == "border" && !tahoe:
            return bigSur ? EdgeInsets(top: 3, left: 3, bottom: 4, right: 3) : EdgeInsets(top: 2, left: 2, bottom: 3, right: 2)
        case ("button", let cell?)
        where ["recessed", "inline"].contains(cell.bezelStyle) && cell.borderStyle == "border" && !small && !tahoe:
            return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case ("button", let cell?) where cell.bezelStyle == "smallSquare" && cell.borderStyle == "border" && !tahoe:
            return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        case ("progressIndicator", _) where v.style == "bar" && !tahoe:
            return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        case ("segmentedControl", _) where small && !tahoe:
            return EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        case ("tabView", _) where v.tabViewType == nil:
            return EdgeInsets(top: 6, left: 7, bottom: 10, right: 7)
        case ("box", _) where v.boxType == nil && !tahoe:
            return EdgeInsets(top: v.boxHasNoTitle ? 2 : 0, left: 3, bottom: 4, right: 3)
        default:
            return .zero
        }
    }

    /// The rectangle of `v`'s frame its title is centred in, where that is not its alignment
    /// rectangle: a regular rounded push button centres its title 4 below its frame's top and 7
    /// above its bottom in every era before Xcode 26, though Big Sur's alignment rectangle starts
    /// 5 down (a label whose baseline is a 32-point push button's is 6 below the button's frame
    /// top in ShadowsocksX-NG's, IGListKit's and Sparkle's documents, Xcode 10 to 15).
    public static func titleInsets(of v: IBView, era: Double) -> EdgeInsets? {
        guard v.element == "button", let cell = v.cell, isRegularRoundedPush(cell), era < 24000 else { return nil }
        return catalinaPushInsets
    }

    /// A regular rounded push button's insets before Big Sur, 4 above, 6 aside and 7 below.
    static let catalinaPushInsets = EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)

    /// A push button with the rounded bezel at the regular size (not small, mini or large).
    static func isRegularRoundedPush(_ cell: IBCell) -> Bool {
        cell.type == "push" && cell.bezelStyle == "rounded" && !["small", "mini", "large"].contains(cell.controlSize)
    }

    /// The AppKit controls whose stored size stands for their intrinsic size on both axes.
    public static let sizedBothWays: Set<String> = ["popUpButton", "comboBox", "colorWell", "levelIndicator"]
    /// Those with an intrinsic height only (a separator box's thickness across it, below).
    public static let sizedInHeight: Set<String> = ["progressIndicator", "searchField", "secureTextField", "pathControl", "tokenField"]
}
