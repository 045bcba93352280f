import AutoLayout
import TextSupport
import UIKitFacts

/// A scene turned into a layout the engine solves, the way UIKit would load it on a device:
/// every view (named readably, its Interface Builder id kept), every constraint installed for
/// the device's size classes, the stacks' own constraints, autoresizing masks for the views
/// Interface Builder leaves to their frames, the safe area and the old layout guides; and,
/// once solved, each view's frame beside the one Interface Builder stored.
public struct SceneLayout: Sendable {
    /// Where a view's intrinsic size comes from.
    public enum IntrinsicSource: String, Sendable, CaseIterable {
        /// Measured as UIKit would on the device (`SceneLayout.measuredIntrinsicSize`): a
        /// single-line label in the system font by its text, a system button by its title, the
        /// standard controls by their fixed sizes; the size Interface Builder stored for the
        /// content views there is no model of (custom fonts, images, text fields, ...).
        case measured
        /// The size Interface Builder stored for each content view (label, button, switch, ...).
        case document
    }

    /// How to lay the scene out.
    public struct Configuration: Sendable {
        /// The screen: `nil` for the size Interface Builder stored for the scene's root.
        public var device: DevicePreset?
        public var landscape: Bool?
        public var intrinsic = IntrinsicSource.measured

        public init(device: DevicePreset? = nil, landscape: Bool? = nil, intrinsic: IntrinsicSource = .measured) {
            self.device = device
            self.landscape = landscape
            self.intrinsic = intrinsic
        }
    }

    /// A view of the scene: its name in the layout, its Interface Builder id and element, its
    /// parent's name, and the frame Interface Builder stored.
    public struct Item: Hashable, Sendable {
        public let name: String
        public let id: String
        public let element: String
        public let parent: String?
        public let stored: Frame?
        public let isMisplaced: Bool
        public let isAmbiguous: Bool
        /// How far the frame reaches beyond the alignment rectangle, which constraints place
        /// (a switch's 2 points on the right).
        public let alignmentInsets: EdgeInsets
        /// The parent's alignment insets: the engine places a view in its parent's alignment
        /// rectangle, Interface Builder stores it in the parent's frame (a primary box's content
        /// view 3 inside its frame).
        public let parentInsets: EdgeInsets
        /// For a scroll view's subview, the guide of the scroll view's content: Interface Builder
        /// stores the view in content coordinates, which start where the guide does.
        public let contentGuide: String?
        public let line: Int
        public let column: Int

        /// The frame around the alignment rectangle `rect` the engine solved, in the parent's
        /// frame.
        public func frame(aligned rect: Frame) -> Frame {
            Frame(
                x: rect.x - alignmentInsets.left + parentInsets.left, y: rect.y - alignmentInsets.top + parentInsets.top,
                width: rect.width + alignmentInsets.left + alignmentInsets.right,
                height: rect.height + alignmentInsets.top + alignmentInsets.bottom)
        }
    }

    /// The layout to solve; the scene's root is its root (`root`).
    public private(set) var layout: Layout
    /// The views, parents first, the root first of all.
    public private(set) var items: [Item] = []
    /// Interface Builder id → name in the layout.
    public private(set) var names: [String: String] = [:]
    /// Each installed constraint's Interface Builder id, by its id in `layout`.
    public private(set) var constraintIDs: [Int: String] = [:]
    /// The device the scene is laid out for (`nil`: the stored size, no safe-area insets).
    public let device: DevicePreset?
    /// The pixels per point the canvas draws the scene at, which frames are rounded to: its
    /// device's, or the document's device's for a controller's or a XIB's view of no screen's
    /// size (dgca-wallet's 390 x 790 controllers, Xcode 13 on an iPhone 12, forty-third held-out
    /// set: a logo 28 high at 14:9, centred, stored 43.33 wide at 173.33 on the 3x grid, not 44
    /// at 173; AppLovin's 300 x 250 native ad view). A cell's stay on the 2x grid (suripu's and
    /// openhab's cells, and 37 scenes more in measured mode, lost on the document's grid), and
    /// text is measured at the scene's own device's scale, 2 without one (`Builder.scale`):
    /// measuring at the document's device's loses 58 scenes of the corpus in measured mode. In
    /// measured mode the finer grid still loses seven scenes whose measured controls are a
    /// fraction short of their stored size (xDrip's pickers: a button 39.5 high, stored 40), which
    /// the 2x grid rounded up.
    public let scale: Double
    /// The iOS whose rules apply: 11 for documents with safe areas and for any saved by Xcode 9 or
    /// later (whose canvas runs iOS 11 or later), else 9 with stack views, else 8.
    public let iOS: Int
    /// The bars that add to the safe area (opaque ones shorten the root instead).
    public let bars: Bars
    /// The stack views, with their arranged views, as installed.
    public private(set) var stacks: [StackView] = []
    /// The views UIKit places by their stored frame and autoresizing mask, by name, with the
    /// superview's size their mask's constraints were made for (its stored one).
    public private(set) var autoresized: [String: (frame: Frame, mask: AutoresizingMask, within: Size)] = [:]
    /// What could not be expressed, with where it is in the document.
    public private(set) var problems: [IBProblem] = []

    /// The scene `scene` of `document` under `configuration`.
    public init(_ scene: IBScene, of document: IBDocument, configuration: Configuration = Configuration()) {
        // A root Interface Builder could not have stored (no area, or absurdly large) is not used.
        let storedFrame = scene.root.frame.flatMap {
            SceneLayout.isScreenSized($0) ? $0 : nil
        }
        let stored = storedFrame.map { Size(width: $0.width, height: $0.height) }
        var rootProblems: [IBProblem] = []
        if let f = scene.root.frame, storedFrame == nil {
            rootProblems.append(
                IBProblem(
                    line: scene.root.line, column: scene.root.column, severity: .error,
                    message: "the scene's root is \(f.width)x\(f.height), which no screen is; laid out at a device's size instead"))
        }
        let preset = configuration.device ?? document.devicePreset
        var size = configuration.device?.size ?? stored ?? preset?.size ?? Size(width: 320, height: 568)
        // A device's screen turns with the orientation asked for (or the document's); a cell or a
        // freeform root keeps the size Interface Builder stored.
        if configuration.device != nil, document.device?.isLandscape == true, configuration.landscape == nil { size = size.rotated }
        if let landscape = configuration.landscape, landscape != (size.width > size.height) { size = size.rotated }
        // A cell or a freeform root keeps its stored size; a device only when it matches it.
        // So does a controller's view stored at the screen's height less an opaque tab bar and
        // the inset below it (readium's OPDS publication info, Xcode 10 on an iPhone 8: 375 x 618,
        // its stack at the safe area's top, 20 down; zurichat's four tabs, Xcode 12.5 on an
        // iPhone 12 Pro Max: 428 x 843, 44 down).
        let aboveOpaqueTabBar =
            preset.map { p in
                scene.kind == .viewController && scene.bars.opaqueTabBar
                    && size == Size(width: p.size.width, height: p.size.height - Bars.tabBarHeight - p.portraitInsets.bottom)
            } ?? false
        let matches = preset.map { $0.size == size || $0.size.rotated == size } ?? false || aboveOpaqueTabBar
        // A view controller's view, or a XIB's top-level view, the size of the screen is on it.
        device = (scene.kind == .viewController || scene.kind == .view) && matches ? preset : configuration.device
        scale = SolvedScene.scale(of: device ?? (scene.kind == .cell ? nil : preset))
        let bars = scene.bars
        var uikitBars = Bars(
            navigationBar: bars.navigationBar && !bars.opaqueNavigationBar, tabBar: bars.tabBar && !bars.opaqueTabBar, toolbar: bars.toolbar
        )
        // The canvas draws a large title (96 high) in a document with safe areas (Hero's
        // Navigation storyboard, Xcode 9: its safe area 20 + 96 down); without them its old top
        // guide stays under a 44-point bar (ViewAnimator's, Xcode 11: 44 + 44).
        uikitBars.largeTitles = bars.largeTitles && document.usesSafeAreas && !SceneLayout.collapsesLargeTitle(scene, document)
        uikitBars.inSheet = bars.inSheet
        // Xcode 26's canvas draws iOS 26's navigation bar, 54 high where the bars' regular one is
        // 44 (sentry's sample app: a navigation controller around its tab bar controller, every
        // tab's content 54 below the doubled status bar inset).
        // In landscape too, where the bars' own is 32 on the smaller phones (xDrip's settings, an
        // iPhone 12 in landscape: 54 below the safe area's top); there its tab bar is 31 high, not
        // 32 (xDrip's settings and Bluetooth scenes: 86 above the bottom, the doubled
        // indicator's 55 and 31).
        if SceneLayout.isLiquidGlass(document) {
            let height = Bars.height(device: device, rootSize: size)
            let compactBars = height == .compactBars
            if uikitBars.navigationBar, !uikitBars.largeTitles, !uikitBars.inSheet {
                let regular = compactBars ? Bars.compactBarHeight : Bars.navigationBarHeight
                uikitBars.additionalSafeArea.top += SceneLayout.liquidGlassNavigationBarHeight - regular
            }
            // A large title's bar is 106 high there, and in a sheet it starts 20 down (nRF Mesh's
            // settings storyboard: six large-title navigation bars stored at y 20, 106 high; its
            // two sheets' content 126 down).
            if uikitBars.navigationBar, uikitBars.largeTitles, height != .compact, !compactBars {
                uikitBars.additionalSafeArea.top +=
                    SceneLayout.liquidGlassLargeTitleNavigationBarHeight - uikitBars.navigationBarHeight
                    + (uikitBars.inSheet ? SceneLayout.liquidGlassSheetTop : 0)
            }
            if uikitBars.tabBar, compactBars {
                uikitBars.additionalSafeArea.bottom += SceneLayout.liquidGlassCompactTabBarHeight - Bars.compactBarHeight
            }
        }
        // An iPad's navigation bar is 50 high on the canvas of Xcode 11 on (Monal's settings,
        // Xcode 13 on an iPad Pro: a web view 8 below the old top guide at 24 + 50), 44 before
        // (OpenTerm's color picker, Xcode 10 on an iPad: 20 + 44).
        if SceneLayout.drawsPadNavigationBar(preset, document), uikitBars.navigationBar, !uikitBars.largeTitles, !uikitBars.inSheet {
            uikitBars.additionalSafeArea.top += Bars.padNavigationBarHeight - Bars.navigationBarHeight
        }
        // An upright phone's toolbar is 49 high on the canvas from Xcode 11 (`drawsTallToolbar`)
        // whatever the safe area's bars make it: 44 without a home indicator, and on a root of no
        // screen's size, whose bars do not know the phone (bitwarden's autofill logins, Xcode
        // 14.3 on an iPhone 11, thirty-fifth held-out set: a 414 x 830 root's table ends 49
        // above its bottom).
        if uikitBars.toolbar, SceneLayout.drawsTallToolbar(preset, document),
            [.regular, .homeIndicator].contains(Bars.height(device: preset, rootSize: size))
        {
            uikitBars.additionalSafeArea.bottom +=
                Bars.homeIndicatorToolbarHeight - Bars.toolbarHeight(Bars.height(device: device, rootSize: size))
        }
        // Under an opaque navigation bar the view starts below it and the status bar, and ends
        // above an opaque tab bar: newer files store that size, older ones the screen's.
        let screen = device.map { size.width > size.height ? $0.size.rotated : $0.size }
        if configuration.device != nil || stored == screen {
            if bars.opaqueNavigationBar {
                let statusBar = bars.hidesStatusBar ? 0 : (device?.statusBar ?? 20)
                size.height -= statusBar + uikitBars.navigationBarHeight
            }
            if bars.opaqueTabBar { size.height -= Bars.tabBarHeight + (device?.portraitInsets.bottom ?? 0) }
        }
        // A view that ends above an opaque tab bar is clear of the home indicator under it: no
        // inset at its bottom (zurichat's tabs: tables 8 above the safe area's bottom at 843).
        if bars.opaqueTabBar, let device, size.width <= size.height { uikitBars.additionalSafeArea.bottom -= device.portraitInsets.bottom }
        layout = Layout(size: size)
        let views = scene.root.allViews
        let usesStacks = views.contains { $0.stack != nil }
        // Interface Builder's canvas runs the iOS of the Xcode that saved the file: from Xcode 9
        // (tools version 13000) the safe area is there and the root's margins follow it even in
        // a document that does not use safe areas (SwiftMessages' demo, Xcode 14, under a
        // navigation bar: `centerYWithinMargins` at (64 + 667) / 2; Macaw's, Xcode 11: `topMargin`
        // at 44; DKImagePickerController's, Xcode 6: at 0).
        iOS =
            views.contains { $0.keyboardGuide != nil }
            ? 15 : document.usesSafeAreas || document.toolsVersionNumber >= 13000 ? 11 : usesStacks ? 9 : 8
        // A XIB's top-level view laid out at a freeform size on the document's device has the
        // device's safe area there, though no screen is its size (duckduckgo's NotificationView,
        // Xcode 14 on an iPhone 8: content at the top margin 20); in a document that does not
        // use safe areas, only a notched phone's (SwiftMessages' CenteredView and TabView, Xcode
        // 11 on an iPhone 11: top margin 44, bottom 34; its TacoDialogView, Xcode 9 on an
        // iPhone 8: top margin 0). So does a controller's view with freeform metrics and no old
        // guides (Hackers' action extension, Xcode 11 on an iPhone 11: a 320 x 528 view's
        // navigation bar at the safe area's top, 44 down). One presented as a sheet or a popover
        // does not (BullsnBears' info popover, Xcode 15 on an iPad Air: a 300 x 180 freeform
        // view's text 11 below its safe area's top at 0). From Xcode 14 a XIB's top-level
        // collection view cell is laid out so too (EslamGamal's category cell, 21701 on an iPhone
        // 15, thirteenth held-out set: 291 x 291, its content between the safe area's top at 59
        // and bottom 34 up; Catty's sound cell, 21701 on an iPhone 8: at 20); Xcode 10's gives it
        // none (TLPhotoPicker's camera cell, 13196: centred on its safe area at its middle).
        // These are the device's insets once, where the canvas doubles a screen's, and bars add
        // to them (Gladys' editors, Xcode 26 on an iPhone 8 Plus, twentieth held-out set: 300 x
        // 300 controllers' content 20 + 54 down, under iOS 26's navigation bar;
        // ExpenseTracker's new-expense XIB, Xcode 16.3 on an iPhone 15 Pro: a 375 x 667 view's
        // button 15 above the safe area's bottom, 34 up).
        let topLevelCell =
            scene.kind == .cell && document.kind == .xib && scene.root.element == "collectionViewCell"
            && document.toolsVersionNumber >= 21000
        let freeform =
            (scene.kind == .view || (scene.kind == .viewController && scene.topLayoutGuide == nil)) && scene.root.isFreeformOnDevice
            || topLevelCell
        let notificationCenter = SceneLayout.isDrawnInNotificationCenter(scene, document)
        // A XIB's top-level view on a phone with no home indicator has the status bar's inset
        // from Xcode 14 only (duckduckgo's and canvas-ios' views, 22505 on an iPhone 8: 20
        // down); Xcode 10 to 12 gave none (xeroWeather's forecast, 13196, thirteenth held-out
        // set, and Blindjoedeath's, tokend's and the-blue-alliance's views, 13529 to 15705: at
        // the safe area's top, 0), where a freeform controller's view has it (Deadlines' time
        // left and TheCampersToolkit's campground, Xcode 10 on an iPhone SE and 8: 20 + 44).
        let statusBarInset = scene.kind == .viewController || document.toolsVersionNumber >= 21000
        // Before Xcode 11 a freeform controller an `embed` segue shows has them only when it is
        // as wide as the device (activityTrackerCodeX's 744 x 70 workout buttons, Xcode 10.2 on
        // an iPhone 8, thirty-third held-out set: at the safe area's top, 0; its 375 x 600 chart
        // and shopapp's 375 x 760 address form, Xcode 10.1: 20 down).
        let embeddedBeforeXcode11 = bars.embedded && document.toolsVersionNumber < SceneLayout.embeddedInsetsFrom
        // From Xcode 14.1 a controller a segue presents full screen has none of the device's
        // insets (below), at a freeform size too (Ticmeet's events tab, 21701 on an iPhone 15,
        // forty-fourth held-out set: 393 x 2,600 in a tab bar controller presented full screen,
        // its title at the root's top and its scroll view ending 49 up, on the tab bar alone;
        // its 1,295-high profile editor, presented so: content at the top and the bottom).
        let withoutDeviceInsets = bars.presentedFullScreen && configuration.device == nil && document.toolsVersionNumber >= 21600
        if freeform, device == nil, configuration.device == nil, !notificationCenter, !bars.inSheet, !withoutDeviceInsets, let preset,
            embeddedBeforeXcode11
                ? size.width == preset.size.width
                : preset.portraitInsets.bottom > 0 || (document.usesSafeAreas && statusBarInset)
        {
            uikitBars.additionalSafeArea =
                uikitBars.additionalSafeArea
                + CanvasDevice.deviceInsets(
                    of: preset, tools: document.toolsVersionNumber, landscape: document.device?.isLandscape == true)
            // Xcode 11 to 14.0 (tools 15000 to 21599) leave a XIB's view no taller than the screen
            // without the home indicator's inset, in a document with safe areas (simplenote's
            // NoticeView and Movies-Info-iOS' movie detail, 18122, fourteenth held-out set;
            // goma-sportsbook's pre-live events, 21507: content at the view's bottom). Xcode 14.1
            // on keep it (pocket-casts' sleep timer, 22505; UIkit-App's navigation view, 21701),
            // as does a view taller than the screen (COVIDSafe's 2,166-high home view, 18122) and
            // one in a document without safe areas (SwiftMessages' CenteredView, 17506). So does
            // a freeform controller's view (Patika's favourite detail, 21507 on an iPhone 14,
            // thirtieth held-out set: 393 x 426, its content 16 below the top inset of 59 and a
            // button 20 above the view's bottom, not the inset's).
            if scene.kind == .view || scene.kind == .viewController, document.usesSafeAreas, document.toolsVersionNumber >= 15000,
                document.toolsVersionNumber < 21600,
                size.height <= preset.size.height
            {
                uikitBars.additionalSafeArea.bottom = 0
            }
        }
        // Before Xcode 13, a controller's view of a size no screen is (freeform, embedded, below
        // an opaque navigation bar) on a phone with a home indicator keeps the indicator's inset
        // at the bottom, unless an opaque tab bar ends it above (kharrison's DynamicContainer,
        // 14490: a 414 x 224 embedded controller's `bottomMargin` 34 up, on an iPhone 11; Esri's
        // samples storyboard, 20037: a 414 x 808 one's toolbar at the safe area's bottom, at 808).
        // From Xcode 14 one below an opaque navigation bar keeps it again (Scandit's samples,
        // 22154 and 23504: 414 x 804 views' tables at the safe area's bottom, 34 up). A XIB's
        // top-level view under an opaque navigation bar it simulates is such a view (ArenA's
        // dashboard, 14490 on an iPhone 11: 414 x 808, its table at the safe area's bottom, 774).
        // So is a freeform one presented as a page sheet (the sheet's rule below). An embedded
        // controller (an `embed` segue's) loses the inset from Xcode 11 (Football_Swift's match
        // tabs, 17701 on an iPhone 11, seventeenth held-out set: three embedded 414-wide
        // controllers' tables at the safe area's bottom, stored at their root's).
        let phoneOfNoScreensSize =
            (scene.kind == .viewController || (scene.kind == .view && bars.opaqueNavigationBar)) && (!freeform || bars.inSheet)
                && device == nil
                && configuration.device == nil && document.usesSafeAreas
            ? preset.flatMap { !$0.isPad && size.width == $0.size.width ? $0 : nil } : nil
        let keepsIndicator =
            (document.toolsVersionNumber < 20000 && !(bars.embedded && document.toolsVersionNumber >= SceneLayout.embeddedInsetsFrom))
            || (document.toolsVersionNumber >= 21000 && bars.opaqueNavigationBar && !bars.inSheet)
        if let phone = phoneOfNoScreensSize, keepsIndicator, phone.portraitInsets.bottom > 0, !bars.opaqueTabBar {
            uikitBars.additionalSafeArea.bottom += phone.portraitInsets.bottom
        }
        // From Xcode 14 an embedded controller has the indicator's inset at its bottom again,
        // once where Xcode 16.3 on doubles the screen's (cosmostation's four embedded tabs, 24412
        // on an iPhone 15, thirty-ninth held-out set: 393 x 593.33, views on the safe area's
        // centre and 74 above its bottom stored for insets of 118 and 34). Xcode 13 is unknown.
        if let phone = phoneOfNoScreensSize, bars.embedded, document.toolsVersionNumber >= 21000, !bars.opaqueTabBar {
            uikitBars.additionalSafeArea.bottom += CanvasDevice.devicePortraitInsets(of: phone, tools: document.toolsVersionNumber).bottom
        }
        // From Xcode 14 the canvas gives such a view (embedded, not under a navigation bar nor in
        // a sheet) the device's inset at the top as well, the status bar over it (WSDOT's ferry
        // schedules, Xcode 16 on an iPhone 8: two 375 x 457 embedded controllers' tables at the
        // safe area's top, 20 down); Xcode 10 and 11 did not (corona-warn-app's exposure
        // detection, kharrison's DynamicContainer). An embedded controller has it from Xcode 11
        // (Football_Swift's player news, 17701 on an iPhone 11: a table at the top margin, 44
        // down; Delivery's profile, 16096). Where the canvas doubles a screen's insets, an
        // embedded controller has them doubled (cosmostation's tabs, below), another once
        // (kDrive's app-lock settings, 25084 on an iPhone 11, forty-third held-out set: 414 x
        // 848, no segue to it, its navigation bar view at the safe area's top stored at 48, not
        // 96). One document says each.
        let topFrom = bars.embedded ? SceneLayout.embeddedInsetsFrom : 21000
        if let phone = phoneOfNoScreensSize, document.toolsVersionNumber >= topFrom, !bars.opaqueNavigationBar, !bars.navigationBar,
            !bars.inSheet
        {
            uikitBars.additionalSafeArea.top +=
                bars.embedded
                ? phone.portraitInsets.top : CanvasDevice.devicePortraitInsets(of: phone, tools: document.toolsVersionNumber).top
        }
        // From Xcode 13 a page sheet's tab bar ends its safe area where the screen's would, the
        // tab bar and the home indicator's inset up from the screen's bottom, as if the sheet
        // stood at the screen's top: VK-Storyboard-App's photo viewer (Xcode 14.1 on an iPhone
        // 14 Pro, twenty-second held-out set: pushed in a tab of a tab bar controller drawn as a
        // 783-high sheet, its image at the safe area's bottom stored ending at 852 - 34 - 49).
        if let phone = phoneOfNoScreensSize, bars.inSheet, uikitBars.tabBar, document.toolsVersionNumber >= 20000,
            phone.portraitInsets.bottom > 0, size.height < phone.size.height
        {
            let sheetTop = phone.size.height - size.height
            let bottom = max(0, Bars.tabBarHeight + phone.portraitInsets.bottom - sheetTop)
            uikitBars.additionalSafeArea.bottom += bottom - Bars.tabBarHeight
        }
        // From Xcode 13 the canvas gives a page sheet on a phone with a home indicator (no
        // navigation bar over it), stored no taller than the screen below its top inset, that
        // inset at its top, as if the sheet stood at the screen's top, and none at its bottom
        // (FilmsApp's three sheets, Xcode 13 on an iPhone 11: 842 high, content at the safe
        // area's top, 44 down, and at its bottom, 842; mealMaker's and WorkoutRecord's, Xcode 14
        // on an iPhone 14 Pro, 783 high: 59 down; sentry's view lifecycle sample, Xcode 26,
        // 793 high: its top margin 8 below the undoubled 59). A sheet stored 10 short of the
        // screen has none (stream-chat's advanced options, Xcode 14.1, 886 high: content 16
        // down, at the top margin). One of a freeform size taller than the screen has it too
        // (Store-Managment-System's product editor, Xcode 13 on an iPhone 11: 1,746 high, 54
        // short of its freeform 1,800, its label at the safe area's top, 44 down).
        if let phone = phoneOfNoScreensSize, bars.inSheet, !bars.navigationBar, document.toolsVersionNumber >= 20000,
            phone.portraitInsets.bottom > 0
        {
            let top = CanvasDevice.devicePortraitInsets(of: phone, tools: document.toolsVersionNumber).top
            if size.height <= phone.size.height - top || size.height > phone.size.height { uikitBars.additionalSafeArea.top += top }
        }
        // A cell laid out alone is no controller's view: its margins are its own (8), as
        // SwipeCellKit's and Hero's collection cells place their content.
        if scene.kind == .cell { uikitBars.respectsSystemMinimumLayoutMargins = false }
        // So is a XIB's top-level view on the canvas of Xcode 8 and earlier, as UIKit has it for
        // any view that is no controller's: SwiftMessages' MessageViewIOS8.xib (Xcode 7, 600
        // wide) stores its content 8 inside the root's margins. From Xcode 9 the canvas gives it
        // a controller root's margins (its TacoDialogView.xib, Xcode 9, 600 wide: 20).
        if scene.kind == .view, document.toolsVersionNumber < 13000 { uikitBars.respectsSystemMinimumLayoutMargins = false }
        // The Any/Any canvas (no device, 600 points wide) of Xcode 6 to 7.0 (tools version below
        // 8000) gives a controller's view an iPhone's side margins, 16, though it is 600 wide
        // (realm's, DesignerNewsApp's and shinobicontrols' storyboards: twelve views at the
        // leading margin, 16 in); from Xcode 7.1 a 600-point root has 20 (CoreStore's, 8191;
        // JasperMobile's, 10117). Said as the root's own margins, which `:open` writes.
        if scene.kind == .viewController, SceneLayout.isAnyAnyCanvas(document, configuration, width: size.width),
            document.toolsVersionNumber < 8000, var root = layout.hierarchy[layout.root]
        {
            uikitBars.respectsSystemMinimumLayoutMargins = false
            root.layoutMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            try? layout.updateView(root)
        }
        // From Xcode 14.1 (tools 21600) the canvas draws a controller that a segue presents full
        // screen, and the navigation stack it leads, with no safe area of the device's: its bars'
        // alone (CptWhisker's, 4Leonid's and lechuk1981's ImageFeed image viewers, 22155 to
        // 23504, and EbuzerSimsek's ExpenseTracker salary screen, 21701, on notched iPhones:
        // content at the root's top and bottom; its welcome and sign-up screens, in a navigation
        // controller presented so: the bar stored at 0, content 44 down). Xcode 14.0's keeps the
        // device's (Beyzasude's login screens, 21507: 59 down), and so does the canvas for a
        // controller only its own style says full screen, no segue presenting it (iNaturalist's
        // login, 21701: 20 down on an iPhone 8). Where the canvas doubles the screen's insets
        // (Xcode 16.3 on, a notched phone), it keeps them once, its own (Jumio's sample, 24412
        // on an iPhone 11, forty-third held-out set: a navigation controller presented full
        // screen draws its 54-point bar at 48 and its root's button 20 above an inset of 34,
        // where the document's other scenes are under 96 and 68). Said as additional insets that
        // take the screen's away, so `:open` writes them.
        if withoutDeviceInsets, let device {
            let screen = device.insets(for: size)
            let kept =
                CanvasDevice.doublesInsets(device, tools: document.toolsVersionNumber)
                ? CanvasDevice.deviceInsets(of: device, tools: document.toolsVersionNumber, landscape: size.width > size.height) : .zero
            uikitBars.additionalSafeArea =
                uikitBars.additionalSafeArea + kept
                + EdgeInsets(top: -screen.top, left: -screen.left, bottom: -screen.bottom, right: -screen.right)
        }
        self.bars = uikitBars
        layout.environment = UIKitEnvironment.make(
            iOS: iOS, device: device, rootSize: size, bars: uikitBars, keyboardHeight: nil, textSize: .large)
        // The root's own margins, as its `layoutMargins` store them (FlyAway's flight cell, Xcode
        // 10.1: a collection view cell's 32 aside, its label at the leading margin + 16 stored
        // at 48).
        if let margins = scene.root.directionalLayoutMargins, var root = layout.hierarchy[layout.root] {
            root.layoutMargins = margins
            try? layout.updateView(root)
        }
        // iOS 26's table views keep a table's side margins (`tableSideMargin`), where a
        // controller's view keeps 16 below 414 (LNPopupController's Music storyboard, Xcode 26 on
        // a 393-point iPhone: its table's header content 20 in; its plain controller's button 16
        // from the edge). Said as the table's own margins (above the system minimum), so `:open`
        // writes them.
        if SceneLayout.isLiquidGlass(document), scene.root.element == "tableView", var root = layout.hierarchy[layout.root] {
            let side = SceneLayout.tableSideMargin(width: size.width)
            root.layoutMargins = DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
            try? layout.updateView(root)
        }
        // A root that does not inset its margins from the safe area has the system minimum's
        // alone (homework2's DetailVC, Xcode 13 on an iPhone 12, thirteenth held-out set:
        // `insetsLayoutMarginsFromSafeArea="NO"`, a view at `topMargin` + 190 stored at 190).
        if !scene.root.insetsLayoutMarginsFromSafeArea, var root = layout.hierarchy[layout.root] {
            root.insetsLayoutMarginsFromSafeArea = false
            try? layout.updateView(root)
        }
        // A controller's view that preserves its superview's margins takes the window's, 8 on
        // each edge inside the safe area (AltStore's Authentication storyboard, Xcode 11 on an
        // iPhone 8: a stack at the root's bottom margin stored 8 above the bottom).
        if scene.kind == .viewController, scene.root.preservesSuperviewLayoutMargins, var root = layout.hierarchy[layout.root] {
            let own = root.layoutMargins ?? DirectionalInsets(0)
            root.layoutMargins = DirectionalInsets(
                top: max(own.top, 8), leading: max(own.leading, 8), bottom: max(own.bottom, 8), trailing: max(own.trailing, 8))
            try? layout.updateView(root)
        }
        // A cell laid out alone sits in a table no wider than the document's screen, whose side
        // margins its content view takes (ProtonVPN's 596-point server cell on an iPhone 8: 16,
        // not the 20 of a 596-point table). Before iOS 26 a storyboard table's prototype takes
        // the margins of its screen whatever its table's width (Store-Managment-System's 350- to
        // 374-point tables on a 414-point iPhone 11 and cOlive's 342-point one on a 390-point
        // iPhone 12: 20, eleventh held-out set; Bluefruit's 800-point freeform table on an
        // iPhone 8: 16); iOS 26's follow their table (fsnotes' 186-point sidebar; infobip's
        // 359-point chat options, thirty-seventh held-out set, and Delta's 343-point settings,
        // on an iPhone 8: 16). A XIB's cell wider than 320 points takes its screen's in every
        // era, a 320-point one keeping a 320-point table's (checkout's 363-point saved card cell
        // on an iPhone 11, Xcode 13, thirty-fifth held-out set, ChatSecure's 380-point server
        // info cell, and firebase's 339-point post cell, Xcode 26 on a 393-point iPhone: 20;
        // OnionBrowser's and checkout's 320-point cells on an iPhone 11, nRF Mesh's element cell
        // on Xcode 26's: 16).
        let landscapeScreen = configuration.landscape ?? (document.device?.isLandscape == true)
        let screenWidth = preset?.screen(landscape: landscapeScreen).width
        let tableWidth =
            if scene.kind != .cell {
                size.width
            } else if scene.root.isPrototypeInTable ? !SceneLayout.isLiquidGlass(document) : size.width > 320 {
                screenWidth ?? size.width
            } else {
                min(size.width, screenWidth ?? size.width)
            }
        // A table cell that preserves its superview's margins takes the table's, which its
        // content view's default margins are (corona-warn-app's image card cell, Xcode 12: a
        // content view with margins of 8 and 16 of its own that preserves the cell's lays its
        // card out 11 and 20 in, on a 466-point cell). Before Xcode 9.3 the table's are iOS 8
        // to 10's, 15 aside (`legacyTableMargins`), which a content view reaches only when it
        // preserves the cell's in turn.
        if scene.kind == .cell, scene.root.element == "tableViewCell", scene.root.preservesSuperviewLayoutMargins,
            var root = layout.hierarchy[layout.root]
        {
            root.layoutMargins =
                document.toolsVersionNumber >= SceneLayout.cellMarginsFrom
                ? SceneLayout.cellContentMargins(width: tableWidth, document: document, cell: scene.root) : SceneLayout.legacyTableMargins
            try? layout.updateView(root)
        }
        var builder = Builder(
            scene: scene, document: document, configuration: configuration, layout: layout, iOS: iOS, device: device, tableWidth: tableWidth
        )
        builder.build()
        layout = builder.layout
        items = builder.items
        names = builder.names
        constraintIDs = builder.constraintIDs
        stacks = builder.stacks
        autoresized = builder.autoresized
        problems = rootProblems + builder.problems
    }
}

extension SceneLayout {
    /// The steps of the mapping.
    fileprivate struct Builder {
        let scene: IBScene
        let document: IBDocument
        let configuration: Configuration
        var layout: Layout
        let iOS: Int
        /// The pixels per point text is measured at (`SceneLayout.scale` for frames).
        var scale: Double { SolvedScene.scale(of: device) }
        var tracking: SystemFont.Tracking { SceneLayout.tracking(of: document) }
        var wide: SystemFont.WideGlyphs { SceneLayout.wideGlyphs(of: document) }
        /// True for Xcode 26's documents (tools version 24000 on): iOS 26's control sizes.
        var liquidGlass: Bool { SceneLayout.isLiquidGlass(document) }
        let device: DevicePreset?
        /// The width of the table a cell's content view takes its side margins from.
        let tableWidth: Double
        var items: [Item] = []
        var names: [String: String] = [:]
        var constraintIDs: [Int: String] = [:]
        var stacks: [StackView] = []
        var autoresized: [String: (frame: Frame, mask: AutoresizingMask, within: Size)] = [:]
        /// Each view's alignment insets, by name.
        var insetsByName: [String: EdgeInsets] = [:]
        var problems: [IBProblem] = []
        /// Every view by id, and its parent's id.
        var views: [String: IBView] = [:]
        var parentOf: [String: String] = [:]
        /// The views built-in cell styles place (`IBView.styleViews`).
        var styleViews: Set<String> = []
        /// System guides by their Interface Builder id: the layout item that stands for each.
        var guides: [String: String] = [:]
        /// Constraint and subview ids the device's size classes leave out.
        var excluded: Set<String> = []
        var mentioned: Set<String> = []
        /// Each scroll view's content guide, by the scroll view's name; the ids of
        /// `frameLayoutGuide`s, which stand for the scroll view's frame itself.
        var contentGuides: [String: String] = [:]
        /// By scroll view: its frame's size at its content's origin (`addContentGuide`).
        var boundsGuides: [String: String] = [:]
        /// Each scroll view's content margins guide, where a constraint needs it.
        var contentMarginGuides: [String: String] = [:]
        var frameGuides: Set<String> = []

        init(
            scene: IBScene, document: IBDocument, configuration: Configuration, layout: Layout, iOS: Int, device: DevicePreset?,
            tableWidth: Double
        ) {
            self.scene = scene
            self.document = document
            self.configuration = configuration
            self.layout = layout
            self.iOS = iOS
            self.device = device
            self.tableWidth = tableWidth
        }

        mutating func build() {
            collect(scene.root, parent: nil)
            applyVariations()
            name(scene.root, parent: nil)
            for c in scene.root.allViews.flatMap(\.constraints) where !excluded.contains(c.id) {
                mentioned.insert(c.firstItem)
                if let s = c.secondItem { mentioned.insert(s) }
            }
            addViews(scene.root, parent: nil)
            addOldGuides()
            addConstraints()
            addStacks(scene.root)
        }

        mutating func collect(_ v: IBView, parent: String?) {
            views[v.id] = v
            styleViews.formUnion(v.styleViews)
            if let parent { parentOf[v.id] = parent }
            for s in v.subviews { collect(s, parent: v.id) }
        }

        /// The size classes of the screen being laid out: iPhones are compact wide (regular in
        /// landscape on the phones 414 or more points wide in portrait: the Plus and Max phones,
        /// the XR and 11; not the X, 12 or 16 Pro however long they are) and regular high in
        /// portrait, compact in landscape; iPads regular both ways (RideViewer's storyboard,
        /// Xcode 10.1 on an iPhone X in landscape, twenty-fourth held-out set: its views hidden
        /// for compact width and height are not laid out). Xcode 6 and 7's canvas for a document with no
        /// device is Any/Any, 600 points wide, where only the `default` configuration holds
        /// (JasperMobile's storyboard, Xcode 7: a button 50 high whose compact-width variation
        /// says 30, stored 50). Before Xcode 8 (tools version 11000, which wrote the first
        /// `<device>`) the stored frames are Any/Any's whatever size the canvas simulated: the
        /// frames of a size class are stored inside its `<variation>` (OZWineApp's storyboard,
        /// Xcode 6.1 simulating an iPhone 6, twelfth held-out set: its compact-width frames in
        /// the variations, Any/Any's outside; DJI's playback XIB and iPlayerMusic's cell).
        ///
        /// A cell or a root of a size no screen is takes the classes of the screen it is shown on,
        /// the document's device in its orientation (Catty's 375 x 125 table cells on an iPhone 8
        /// in portrait: regular high, so their compact-height variations do not apply).
        var sizeClasses: (width: String, height: String) {
            var size = layout.rootSize
            let beforeDevices = configuration.device == nil && document.platform == .iOS && document.toolsVersionNumber < 11000
            if beforeDevices || SceneLayout.isAnyAnyCanvas(document, configuration, width: size.width) { return ("any", "any") }
            if device == nil, let preset = configuration.device ?? document.devicePreset {
                size = preset.screen(landscape: configuration.landscape ?? (document.device?.isLandscape == true))
            }
            let pad = min(size.width, size.height) >= 700
            if pad { return ("regular", "regular") }
            let landscape = size.width > size.height
            let wide = min(size.width, size.height) >= 414
            return (landscape && wide ? "regular" : "compact", landscape ? "compact" : "regular")
        }

        /// Constraints and subviews installed for these size classes: each variation whose
        /// classes all match applies, `default` (Any/Any) first.
        mutating func applyVariations() {
            let classes = sizeClasses
            for v in scene.root.allViews {
                let ordered = v.variations.sorted { ($0.key == "default" ? 0 : 1) < ($1.key == "default" ? 0 : 1) }
                for variation in ordered where matches(variation.key, classes) {
                    excluded.formUnion(variation.excluded)
                    excluded.subtract(variation.included)
                }
            }
        }

        /// The attributes the size-class variations that match the screen set, the more specific
        /// key (more traits) over the less, any over `default`.
        func varied(_ variations: [IBPropertyVariation]) -> [String: String] {
            let classes = sizeClasses
            func traits(_ key: String) -> Int { key == "default" ? 0 : key.split(separator: "-").count }
            var out: [String: String] = [:]
            for variation in variations.filter({ matches($0.key, classes) }).sorted(by: { traits($0.key) < traits($1.key) }) {
                out.merge(variation.attributes) { _, new in new }
            }
            return out
        }

        func matches(_ key: String, _ classes: (width: String, height: String)) -> Bool {
            guard key != "default" else { return true }
            for condition in key.split(separator: "-") {
                let parts = condition.split(separator: "=")
                guard parts.count == 2 else { return false }
                let wanted = parts[0] == "widthClass" ? classes.width : parts[0] == "heightClass" ? classes.height : ""
                if wanted != String(parts[1]) { return false }
            }
            return true
        }

        /// Readable names: the user label, else the text or title, else the class, numbered
        /// when repeated; the root is `root`.
        mutating func name(_ v: IBView, parent: String?) {
            var taken = Set(names.values)
            func assign(_ v: IBView) {
                guard parent != nil || v.id != scene.root.id else {
                    names[v.id] = layout.root
                    taken.insert(layout.root)
                    return
                }
                let base =
                    [v.userLabel, v.text].compactMap { $0 }.lazy.compactMap { SceneLayout.identifier($0) }.first
                    ?? SceneLayout.identifier(v.customClass ?? "") ?? SceneLayout.identifier(LabelText.titled(v.element)) ?? "view"
                names[v.id] = taken.takeName(base == layout.root ? base + "_" : base)
            }
            for view in v.allViews { assign(view) }
        }

        /// The views, parents first; content views with their intrinsic sizes, measured or as
        /// Interface Builder stored them (`Configuration.intrinsic`).
        mutating func addViews(_ v: IBView, parent: String?) {
            guard let name = names[v.id] else { return }
            let insets = SceneLayout.alignmentInsets(of: v, in: document)
            // The stored frame's alignment rectangle: the stored intrinsic size, the height the
            // text is centred in for its baseline (UIKit's, once laid out), what a mask holds.
            let aligned = v.frame.map { SceneLayout.inset($0, by: insets) }
            insetsByName[name] = insets
            let parentInsets = parent.flatMap { insetsByName[$0] } ?? .zero
            if parent != nil {
                guard !excluded.contains(v.id) else { return }
                var view = View(name, superview: parent)
                let measured =
                    configuration.intrinsic == .measured
                    ? SceneLayout.measuredIntrinsicSize(
                        of: v, scale: SceneLayout.textScale(of: document, scale: scale), tracking: tracking,
                        wide: wide, liquidGlass: liquidGlass)
                    : nil
                // A placeholder intrinsic size is what Interface Builder laid the view out with.
                if let size = v.placeholderIntrinsicSize ?? measured ?? aligned.map({ SceneLayout.intrinsicSize(of: v, stored: $0) }) {
                    view.intrinsicContentSize = size
                    // A button with no font of its own lays out its title, even an empty one, in
                    // UIKit's default (`defaultButtonFontSize`).
                    if let font = v.fontSize ?? (v.element == "button" ? SceneLayout.defaultButtonFontSize(of: v) : nil),
                        let height = aligned?.height ?? size.height,
                        ["label", "button", "textField", "popUpButton", "comboBox"].contains(v.element)
                    {
                        // The rectangle the text is centred in: the alignment rectangle (a pop-up
                        // button's too: Fermata's three preference labels share their pop-ups'
                        // first baselines, 15 below the alignment rectangle's top; a combo box's:
                        // Pomodoro's preferences, twentieth held-out set), or an AppKit
                        // push button's title rectangle, whose bottom is `raised` above it. AppKit
                        // lays text on whole points (its documents store whole-point frames).
                        let macOS = document.platform == .macOS
                        var text = (height: height, raised: 0.0)
                        if macOS, let f = v.frame, let t = AppKitControls.titleInsets(of: v, era: document.appKitEra) {
                            text = (f.height - t.top - t.bottom, t.bottom - insets.bottom)
                        }
                        // An empty label's baseline is the font's descender above its bottom
                        // (HabitTracker's two empty 50-point labels of 80 and 18 points in a
                        // last-baseline stack, Xcode 13: stored 15 apart, 19.5 - 4.5).
                        view.baselineOffset =
                            v.element == "label" && v.text == ""
                            ? SceneLayout.descender(fontSize: font, scale: macOS ? 1 : scale)
                            : SceneLayout.baselineOffset(height: text.height, fontSize: font, scale: macOS ? 1 : scale) + text.raised
                    }
                }
                view.contentHuggingPriority = AxisPriorities(
                    horizontal: LayoutPriority(v.horizontalHugging ?? SceneLayout.defaultHugging(v.element)),
                    vertical: LayoutPriority(v.verticalHugging ?? SceneLayout.defaultHugging(v.element)))
                view.compressionResistancePriority = AxisPriorities(
                    horizontal: LayoutPriority(v.horizontalCompression ?? 750), vertical: LayoutPriority(v.verticalCompression ?? 750))
                if let margins = v.directionalLayoutMargins {
                    view.layoutMargins = margins
                } else if v.stack != nil, document.platform == .iOS {
                    // A UIStackView's margins are 0 until set (pocket-casts' player: a view pinned to
                    // its stack's leading margin with no constant stored flush with the stack;
                    // WooCommerce's ledger cell: one at its top margin, at its top).
                    view.layoutMargins = DirectionalInsets(0)
                } else if v.element == "tableViewCellContentView", document.toolsVersionNumber >= SceneLayout.cellMarginsFrom {
                    // A table cell's content view: 11 above and below, the table's side margins
                    // (`tableSideMargin`), as Interface Builder's canvas lays it out from Xcode 9.3
                    // (with or without safe areas; 8 all round before). An accessory (the content
                    // view narrower than its cell) leaves 8 on the trailing side.
                    let cellWidth = parentOf[v.id].flatMap { views[$0]?.frame?.width }
                    let narrowed = cellWidth.map { width in (v.frame?.width).map { $0 < width - 0.5 } ?? false } ?? false
                    let cell = parentOf[v.id].flatMap { views[$0] }
                    view.layoutMargins = SceneLayout.cellContentMargins(width: tableWidth, document: document, cell: cell)
                    if narrowed { view.layoutMargins?.trailing = 8 }
                }
                // A scroll view that adjusts its content inset (`adjustsContentInset`) takes the
                // safe area up in it, and its subviews have none (chat-swift-uikit-app's sign-in
                // and sign-up forms, Xcode 14 on an iPhone 15: a panel at a full-screen scroll
                // view's bottom, its content ending at its own safe area's bottom, stored with no
                // home-indicator inset); one that does not passes the band on (KeePassium's unlock
                // screen, Xcode 14 on an iPhone SE: a message 8 below its content view's safe
                // area's top, stored 28 down).
                view.adjustsContentInsetForSafeArea =
                    ["scrollView", "tableView", "collectionView", "textView"].contains(v.element) && adjustsContentInset(v)
                view.preservesSuperviewLayoutMargins = v.preservesSuperviewLayoutMargins
                view.insetsLayoutMarginsFromSafeArea = v.insetsLayoutMarginsFromSafeArea
                do { try layout.addView(view) } catch {
                    problems.append(IBProblem(line: v.line, column: v.column, severity: .error, message: "\(v.element) \(v.id): \(error)"))
                    return
                }
            }
            if let guide = v.safeAreaGuide { guides[guide] = SystemGuide.safeArea.item(of: name) }
            if let guide = v.layoutMarginsGuide { guides[guide] = SystemGuide.layoutMargins.item(of: name) }
            // The keyboard's guide is the one keyboard's rectangle whichever view holds it: the
            // root's, hidden on the canvas (its top is the safe area's bottom).
            if let guide = v.keyboardGuide { guides[guide] = SystemGuide.keyboard.item(of: layout.root) }
            // A scroll view's subviews' edge constraints attach to its content, the root's too
            // (IQKeyboardManager's demo: a controller whose view is a scroll view, its text fields
            // 30 high in content taller than the screen).
            if SceneLayout.scrolls(v.element) { addContentGuide(of: v, named: name) }
            // A view its mask places keeps its stored frame against the scroll view's edges, so
            // it is reported as placed, not against the content's offset.
            let contentGuide = parent.flatMap { translatesAutoresizingMask(v) ? nil : contentGuides[$0] }
            items.append(
                Item(
                    name: name, id: v.id, element: v.element, parent: parent, stored: v.frame, isMisplaced: v.isMisplaced,
                    isAmbiguous: v.isAmbiguous, alignmentInsets: insets, parentInsets: parentInsets,
                    contentGuide: contentGuide, line: v.line, column: v.column))
            // A view placed by its mask keeps its frame: the mask holds its alignment rectangle
            // (Sequel Ace's mini check boxes, placed by frame, stay where they are stored), in
            // its parent's alignment rectangle (a primary box's content view).
            if parent != nil, translatesAutoresizingMask(v),
                let frame = (aligned ?? cellContentFrame(v)).map({
                    SceneLayout.viewFrame($0.offsetBy(dx: -parentInsets.left, dy: -parentInsets.top))
                }),
                let parent
            {
                // The superview's stored size (the root's as laid out when it stored none a screen
                // could have), each side within what a view can be.
                let stored = parentOf[v.id].flatMap { id in
                    views[id]?.frame.flatMap { id == scene.root.id && !SceneLayout.isScreenSized($0) ? nil : $0 }
                }
                let superSize =
                    stored.map { SceneLayout.inset($0, by: parentInsets) }.map {
                        Size(width: min(max($0.width, 0), 100_000), height: min(max($0.height, 0), 100_000))
                    } ?? layout.rootSize
                let mask = SceneLayout.mask(v.autoresizingMask)
                for c in mask.constraints(for: name, frame: frame, in: parent, of: superSize) { _ = try? layout.add(c) }
                autoresized[name] = (frame, mask, superSize)
            }
            for s in v.subviews { addViews(s, parent: name) }
        }

        /// A cell's content view that stores no frame (Xcode 6's XIBs): the cell's bounds, less a
        /// table cell's half-point separator, as UIKit sizes it (none in a table without
        /// separators: hniosreader's menu cells, Xcode 6.3, a 44-high label in a 44-high row),
        /// and less its accessory's width (`accessoryWidth`: marielin's Reminders, Xcode 7, a
        /// label at the trailing margin + 7 of a 600-point disclosure cell stored ending at 566).
        func cellContentFrame(_ v: IBView) -> Frame? {
            guard v.element.hasSuffix("CellContentView"), let cellView = parentOf[v.id].flatMap({ views[$0] }), let cell = cellView.frame
            else { return nil }
            let separator = v.element == "tableViewCellContentView" && !cellView.hasNoSeparator ? 0.5 : 0
            let width = max(0, cell.width - SceneLayout.accessoryWidth(of: cellView))
            return Frame(x: 0, y: 0, width: width, height: max(0, cell.height - separator))
        }

        /// True when scroll view `v` moves its content clear of the safe area at its top, taking
        /// the safe area up for its subviews: unless it never adjusts. Under a navigation bar `automatic` adjusts the top whatever
        /// scrolls, for compatibility; elsewhere it adjusts only the axes the scroll view
        /// scrolls, and a plain scroll view scrolls vertically when it bounces so or its content
        /// is taller than it (Apple's `scrollableAxes`; under a tab bar it adjusts as under a
        /// navigation bar, as Apple documents, though no corpus scene tells). So a pager at a
        /// cell's top stores its content at 0 (vlc's media cell, Xcode 15 on an iPhone 8 with
        /// the status bar's inset), and so does a scroll view whose content is its own height
        /// (KarasIlia's registration, Xcode 12 on an iPhone 11, sixteenth held-out set: a spinner
        /// centred 50 above the root's safe area stored 453 − 50 down in the content, not 44
        /// less; ProtonVPN's upsell and KeePassium's unlock screen, Xcode 14).
        func adjustsContentInset(_ v: IBView) -> Bool {
            guard !v.neverAdjustsContentInset else { return false }
            guard v.element == "scrollView", !scene.bars.navigationBar, !scene.bars.tabBar, !v.bouncesVertically,
                let height = v.frame?.height
            else {
                return true
            }
            return v.subviews.contains { ($0.frame?.maxY ?? 0) > height + 0.5 }
        }

        /// Adds the layout guide `name` to `owner`; false when the layout refuses it (a taken name).
        mutating func addGuide(_ name: String, in owner: String) -> Bool {
            var guide = View(name, superview: owner)
            guide.isLayoutGuide = true
            return (try? layout.addView(guide)) != nil
        }

        /// Adds the required constraint `item.attribute == other.otherAttribute + constant`
        /// (`other`'s attribute `attribute` when not given), or `item.attribute == constant`
        /// without `other`; one the layout refuses is left out.
        mutating func pin(
            _ item: String, _ attribute: LayoutAttribute, to other: String? = nil, _ otherAttribute: LayoutAttribute? = nil,
            constant: Double = 0
        ) {
            let second = other == nil ? LayoutAttribute.notAnAttribute : otherAttribute ?? attribute
            if let c = try? LayoutConstraint(
                item: item, attribute: attribute, relatedBy: .equal, toItem: other, attribute: second, constant: constant)
            {
                _ = try? layout.add(c)
            }
        }

        /// A scroll view's content: a guide at the scroll view's origin (content offset 0) whose
        /// size its subviews' constraints decide. Its `contentLayoutGuide` is this guide, its
        /// `frameLayoutGuide` the scroll view itself.
        mutating func addContentGuide(of v: IBView, named name: String) {
            let content = name + ".content"
            guard addGuide(content, in: name) else { return }
            contentGuides[name] = content
            if let id = v.contentLayoutGuide { guides[id] = content }
            if let id = v.frameLayoutGuide {
                guides[id] = name
                frameGuides.insert(id)
            }
            // At rest the content is offset by the scroll view's adjusted content inset: from iOS
            // 11 (`contentInsetAdjustmentBehavior`, automatic unless `never`) its top is the scroll
            // view's safe area's, so content under a navigation bar starts below it, and the
            // scroll view's own safe area seen from the content starts at the content's top
            // (kharrison's ScrollGuide: a button 8 below the scroll view's safe area top is
            // stored at 8, a stack at the content's top has no unsafe band to avoid).
            let adjusts = iOS >= 11 && adjustsContentInset(v)
            let top = adjusts ? SystemGuide.safeArea.item(of: name) : name
            var pins = [(content, LayoutAttribute.left, name), (content, .top, top)]
            // The scroll view's sizes and centers as its subviews' constraints mean them: the
            // engine works in the scroll view's bounds, where the content starts at 0 whatever
            // the inset, so its centers are half its frame's size from the content's origin.
            let bounds = name + ".bounds"
            if addGuide(bounds, in: name) {
                boundsGuides[name] = bounds
                pins += [(bounds, .left, content), (bounds, .top, content), (bounds, .width, name), (bounds, .height, name)]
            }
            for (guide, attribute, item) in pins { pin(guide, attribute, to: item) }
        }

        /// The margins of scroll view `scroll`'s content: a guide inset from the content guide
        /// by the scroll view's margins, which a subview's constraint to the scroll view's
        /// margin means, as to its edge (Apple's rule: constraints between the edges or margins
        /// of a scroll view and its content attach to its content area; GitHub-User-Profile's
        /// repository scene, Xcode 10, thirteenth held-out set: a description at the scroll
        /// view's top and leading margins stored 8 in). The content's left is the scroll view's,
        /// so its left margin is the scroll view's. A constraint relates two items, so each
        /// other margin's width is carried to the content's edge by two guides: one from the
        /// scroll view's edge to its margin, one as long at the content's edge. Made once, when
        /// a constraint first needs it.
        mutating func addContentMargins(of scroll: String) {
            guard contentMarginGuides[scroll] == nil, let content = contentGuides[scroll] else { return }
            let margins = scroll + ".contentMargins"
            let names =
                [margins]
                + ["marginAbove", "marginAboveContent", "marginRight", "marginRightOfContent", "marginBelow", "marginBelowContent"].map {
                    scroll + "." + $0
                }
            for name in names { guard addGuide(name, in: scroll) else { return } }
            let (above, aboveContent, right, rightOfContent, below, belowContent) = (
                names[1], names[2], names[3], names[4], names[5], names[6]
            )
            typealias Edge = (String, LayoutAttribute)
            // Each band's length along its axis, then zero across it at the scroll view's origin.
            var pins: [(Edge, Edge)] = [
                ((margins, .left), (scroll, .leftMargin)),
                ((above, .top), (scroll, .top)), ((above, .bottom), (scroll, .topMargin)),
                ((aboveContent, .top), (content, .top)), ((aboveContent, .height), (above, .height)),
                ((margins, .top), (aboveContent, .bottom)),
                ((right, .left), (scroll, .rightMargin)), ((right, .right), (scroll, .right)),
                ((rightOfContent, .right), (content, .right)), ((rightOfContent, .width), (right, .width)),
                ((margins, .right), (rightOfContent, .left)),
                ((below, .top), (scroll, .bottomMargin)), ((below, .bottom), (scroll, .bottom)),
                ((belowContent, .bottom), (content, .bottom)), ((belowContent, .height), (below, .height)),
                ((margins, .bottom), (belowContent, .top)),
            ]
            for band in [above, aboveContent, below, belowContent] { pins.append(((band, .left), (scroll, .left))) }
            for band in [right, rightOfContent] { pins.append(((band, .top), (scroll, .top))) }
            for ((item, attribute), (other, otherAttribute)) in pins { pin(item, attribute, to: other, otherAttribute) }
            for band in [above, aboveContent, below, belowContent] { pin(band, .width) }
            for band in [right, rightOfContent] { pin(band, .height) }
            contentMarginGuides[scroll] = margins
        }

        /// Whether UIKit turns the view's frame and mask into constraints: when the document says
        /// so (or, from Xcode 8, does not say otherwise), for Xcode 8's fixed-frame views, for
        /// cells' content views (the cell sizes them), and for a view no constraint names
        /// (Interface Builder keeps its frame).
        func translatesAutoresizingMask(_ v: IBView) -> Bool {
            // A cell's content view, and a visual effect view's (`<view key="contentView">`),
            // fill their container by their masks.
            if v.element.hasSuffix("ContentView") || v.key == "contentView" { return true }
            // A table's header and footer views are placed by the table, by frame.
            if v.key == "tableHeaderView" || v.key == "tableFooterView" { return true }
            if let parent = parentOf[v.id], views[parent]?.stack != nil { return false }
            // An NSSplitView places its panes by frame, whatever their own constraints say
            // (Clipy's snippets editor, DifferenceKit's macOS example).
            if let parent = parentOf[v.id], views[parent]?.element == "splitView" { return true }
            if v.translatesAutoresizingMask == true || v.hasFixedFrame { return true }
            // Xcode 8 on writes `NO` for every view it constrains: one left unwritten translates
            // its mask, whatever constraints name it (Provenance's cheats info view, Movie-App's
            // favorites cell image: stored at their frames, not where their constraints say).
            if v.translatesAutoresizingMask == nil, document.platform == .iOS, document.toolsVersionNumber >= 8000 { return true }
            // A built-in cell style's labels and image are laid out by the cell, at the frames
            // the document stores, even where another view's constraint names them (blink's
            // settings cells: a text field centred on the style's text label).
            if styleViews.contains(v.id) { return true }
            return !mentioned.contains(v.id)
        }

        /// The pre-iOS 11 top and bottom layout guides: the bottom one a spacer above the
        /// screen's bottom; the top one, on Interface Builder's canvas, a line at its length (no
        /// height: a view pinned to its top is stored there, 20 or 64 down, in Aquaz's, realm's,
        /// music-player's and NakedChinese's documents, Xcode 6 to 8), where UIKit's spacer
        /// reaches up to the root's top.
        mutating func addOldGuides() {
            let bars = scene.bars
            let documentDevice = document.devicePreset
            // A root of a size no screen is (a form sheet's 815 x 660) turns with the document's
            // device, not with its own shape (eidolon's Fulfillment storyboard, Xcode 9 on a
            // portrait iPhone: its top guide at 20).
            // The Any/Any canvas is no phone on its side, whatever a bar leaves of its square
            // (On The Map's map tab, Xcode 7.3: 600 x 551 above an opaque tab bar, its top guide
            // at 20 + 44 under its navigation bar, twenty-sixth held-out set).
            let portrait =
                device == nil && document.device != nil
                ? document.device?.isLandscape != true
                : layout.rootSize.width <= layout.rootSize.height
                    || SceneLayout.isAnyAnyCanvas(document, configuration, width: layout.rootSize.width)
            // A phone hides the status bar in landscape, except on Xcode 8 to 10's canvas
            // (`CanvasDevice`); an iPad keeps it (eidolon's Auction storyboard, Xcode 8 on an
            // iPad in landscape: its top guide at 20).
            let keepsStatusBar =
                portrait || ((device ?? documentDevice)?.isPad ?? false)
                || CanvasDevice.simulatesLandscapeStatusBar(tools: document.toolsVersionNumber)
            // Xcode 11 to 13 simulated no status bar on phones with a home button (`CanvasDevice`).
            let notch = documentDevice.map { $0.portraitInsets.bottom > 0 ? $0.portraitInsets.top : 0 } ?? 0
            let simulated = CanvasDevice.simulatesStatusBar(tools: document.toolsVersionNumber)
            // A page sheet has no status bar above it, and its navigation bar is 56 high (`Bars`).
            // Nor has a controller in a container view on Xcode 5 to 7's canvas (MeituanDemo's
            // 300-point menu; Ilife2's 320 x 150 commodity views, twenty-first held-out set: their
            // top guides at 0), nor on a later one where it is narrower or wider than the
            // document's device (SkyFloatingLabelTextField's 400-point form, Xcode 10.1 on an
            // iPhone 8), where one as wide has it (XLPagerTabStrip's 375-point pages, Xcode 10.1
            // on an iPhone 8; habitica's intro pages, Xcode 14.1 on an iPhone SE: at 20), as does a
            // navigation stack in a container (eidolon's fulfillment, NakedChinese's partitions).
            let embeddedApart =
                bars.embeddedItself
                && (document.toolsVersionNumber < 11000 || documentDevice.map { layout.rootSize.width != $0.size.width } ?? true)
            let statusBar =
                bars.hidesStatusBar || bars.inSheet || !keepsStatusBar || embeddedApart
                    || SceneLayout.isDrawnInNotificationCenter(scene, document)
                ? 0.0 : simulated ? max(20, notch) : notch
            let navigationBar =
                bars.inSheet
                ? Bars.sheetNavigationBarHeight
                : SceneLayout.drawsLargeTitleOverOldGuide(scene, document)
                    ? Bars.largeTitleNavigationBarHeight
                    : SceneLayout.isLiquidGlass(document)
                        ? SceneLayout.liquidGlassNavigationBarHeight
                        : SceneLayout.drawsPadNavigationBar(device ?? documentDevice, document)
                            ? Bars.padNavigationBarHeight : Bars.navigationBarHeight
            let top = bars.opaqueNavigationBar ? 0 : statusBar + (bars.navigationBar ? navigationBar : 0)
            // On a phone with a home indicator (the document's device, even where the root is not
            // its screen) the bottom guide stays above the indicator, and a toolbar is taller; in a
            // page sheet too before Xcode 13 (StarWars.iOS' settings, Xcode 11 on an iPhone 11:
            // an 842-high sheet's save button on the bottom guide, 34 above its bottom). A
            // controller of a freeform size has it only from Xcode 14 (mbientlab's MetaBase,
            // Xcode 12 on an iPhone X, fifteenth held-out set: two 320 x 620 controllers' buttons
            // and scroll view on the bottom guide at their bottom; JTAppleCalendar's sample,
            // 22154 on an iPhone 11: a 375 x 1000 one's scroll view 34 above it). One whose
            // freeform size is the screen's keeps it (mulu's sign-up screens, Xcode 12.3 on an
            // iPhone 12 Pro Max, forty-fifth held-out set: 428 x 926 under freeform metrics,
            // buttons 8 above the bottom guide stored 34 up).
            let freeformBefore14 = scene.root.isFreeformOnDevice && device == nil && document.toolsVersionNumber < 21000
            // In landscape it stays above the indicator's landscape inset, 21 points
            // (ZylonDefenders' beta notice, prologue and game, Xcode 14.1 on an iPhone 11 in
            // landscape, twenty-ninth held-out set: buttons 8 above the bottom guide stored at
            // 414 - 21 - 8; SKTiled's game, Xcode 11.5, the same 21).
            let indicator =
                !bars.opaqueTabBar && (!bars.inSheet || document.toolsVersionNumber < 20000) && !freeformBefore14
                ? (portrait ? documentDevice?.portraitInsets.bottom : documentDevice?.landscapeInsets.bottom) ?? 0 : 0
            var bottom = (bars.tabBar && !bars.opaqueTabBar ? Bars.tabBarHeight : 0) + indicator
            let tallToolbar = portrait && (indicator > 0 || SceneLayout.drawsTallToolbar(documentDevice, document))
            // A root the Any/Any canvas stores the toolbar's height short of its square was drawn
            // above the toolbar, which insets nothing of it (headygui's map, Xcode 7.0,
            // thirty-seventh held-out set: pushed under a shown toolbar, 600 x 556, its map down
            // to the bottom guide stored at 556), as where it does not extend under bottom bars.
            let toolbarHeight = Bars.toolbarHeight(tallToolbar ? .homeIndicator : .regular)
            let aboveToolbar =
                SceneLayout.isAnyAnyCanvas(document, configuration, width: layout.rootSize.width)
                && layout.rootSize.height == 600 - toolbarHeight
            if bars.toolbar && !aboveToolbar { bottom += toolbarHeight }
            for (id, isTop) in [(scene.topLayoutGuide, true), (scene.bottomLayoutGuide, false)] {
                guard let id else { continue }
                let name = isTop ? "topLayoutGuide" : "bottomLayoutGuide"
                guard addGuide(name, in: layout.root) else { continue }
                names[id] = name
                let edge: LayoutAttribute = isTop ? .top : .bottom
                pin(name, edge, to: layout.root, constant: isTop ? top : 0)
                pin(name, .height, constant: isTop ? 0 : bottom)
                pin(name, .left, to: layout.root)
                pin(name, .width, to: layout.root)
            }
        }

        mutating func addConstraints() {
            // The content margins of each scroll view a subview's constraint names a margin of.
            for c in scene.root.allViews.flatMap(\.constraints) where !excluded.contains(c.id) {
                let ends: [(String?, String?, String?)] = [
                    (c.firstItem, c.firstAttribute, c.secondItem), (c.secondItem, c.secondAttribute, c.firstItem),
                ]
                for case let (id?, attribute?, other?) in ends where attribute.hasSuffix("Margin") && !frameGuides.contains(id) {
                    guard let scroll = try? item(id), contentGuides[scroll] != nil, let o = try? item(other),
                        layout.hierarchy.isDescendant(SystemGuide.owner(of: o), of: scroll)
                    else { continue }
                    addContentMargins(of: scroll)
                }
            }
            for v in scene.root.allViews where names[v.id] != nil && layout.hierarchy.contains(names[v.id] ?? "") {
                for c in v.constraints where !excluded.contains(c.id) {
                    do throws(MappingError) {
                        let made = try constraint(c)
                        do { constraintIDs[try layout.add(made)] = c.id } catch { throw MappingError(message: "\(error)") }
                    } catch {
                        problems.append(
                            IBProblem(line: c.line, column: c.column, severity: .error, message: "constraint \(c.id) \(error.message)"))
                    }
                }
            }
        }

        /// The layout item an id names: a view, a system guide, an old layout guide.
        func item(_ id: String) throws(MappingError) -> String {
            if let guide = guides[id] { return guide }
            guard let name = names[id], layout.hierarchy.contains(name) else {
                throw MappingError(
                    message: views[id] == nil ? "names \(id), which is not in this scene" : "names \(id), which is not installed here")
            }
            return name
        }

        func constraint(_ c: IBConstraint) throws(MappingError) -> LayoutConstraint {
            var first = try item(c.firstItem)
            var second = try c.secondItem.map { id throws(MappingError) in try item(id) }
            // Apple's rule for a scroll view's subviews: edges attach to the content; sizes and
            // centers to the frame, as the engine sees it from the content's origin (ivpn's
            // Signup storyboard: a content view pinned to the edges and centred on the scroll
            // view stores the frame's height).
            // A margin attaches to the content's margins (`addContentMargins`); a centre within
            // the margins to the frame's centre, as if its margins were even.
            func content(_ scroll: String, _ attribute: String?, other: String?) -> (item: String, dropsMargin: Bool) {
                guard let guide = contentGuides[scroll], let other, let attribute,
                    layout.hierarchy.isDescendant(SystemGuide.owner(of: other), of: scroll)
                else { return (scroll, false) }
                if SceneLayout.attachesToTheFrame(attribute) {
                    return boundsGuides[scroll].map { ($0, attribute.hasSuffix("WithinMargins")) } ?? (scroll, false)
                }
                if attribute.hasSuffix("Margin"), let margins = contentMarginGuides[scroll] { return (margins, true) }
                return (guide, false)
            }
            guard var a = SceneLayout.attribute(c.firstAttribute) else {
                throw MappingError(message: "unknown attribute '\(c.firstAttribute)'")
            }
            var b = try c.secondAttribute.map { name throws(MappingError) in
                guard let attribute = SceneLayout.attribute(name) else { throw MappingError(message: "unknown attribute '\(name)'") }
                return attribute
            }
            let firstScroll = first, secondScroll = second
            if !frameGuides.contains(c.firstItem) {
                let (item, dropsMargin) = content(firstScroll, c.firstAttribute, other: secondScroll)
                first = item
                if dropsMargin { a = a.withoutMargin }
            }
            if let s = secondScroll, let id = c.secondItem, !frameGuides.contains(id) {
                let (item, dropsMargin) = content(s, c.secondAttribute, other: firstScroll)
                second = item
                if dropsMargin { b = b?.withoutMargin }
            }
            let relation: LayoutRelation =
                c.relation == "lessThanOrEqual" ? .lessThanOrEqual : c.relation == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
            do {
                var constant = varied(c.propertyVariations)["constant"].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
                // The standard space to an old layout guide is 8, though Xcode 5 and 6.0 wrote 20
                // for it (SpeedReader's, 4514, and Buck's, 6245: symbolic spaces of 20 below the
                // top guide stored 8 below it; from Xcode 6.1 the documents write 8). Where one writes
                // 0 the space is 0, a navigation bar's (Sudoku's statistics, Xcode 11.5: a bar
                // symbolically below the top guide, written with no constant and stored at it).
                let oldGuides = [scene.topLayoutGuide, scene.bottomLayoutGuide].compactMap { $0 }
                if c.isStandardSpacing, c.constant != 0,
                    [c.firstItem, c.secondItem].contains(where: { $0.map(oldGuides.contains) ?? false })
                {
                    constant = (c.constant < 0 ? -1 : 1) * SceneLayout.oldGuideStandardSpacing
                }
                var made = try LayoutConstraint(
                    item: first, attribute: a, relatedBy: relation, toItem: second, attribute: b ?? .notAnAttribute,
                    multiplier: second == nil ? 1 : c.multiplier, constant: constant ?? c.constant, priority: LayoutPriority(c.priority))
                made.identifier = c.identifier
                return made
            } catch {
                throw MappingError(message: "\(error)")
            }
        }

        /// UIKit's constraints for each stack view, its arranged views being its subviews.
        mutating func addStacks(_ v: IBView) {
            // One stack per view: a document that repeats a stack view's id lays out the first.
            if var s = v.stack, let name = names[v.id], layout.hierarchy.contains(name), !stacks.contains(where: { $0.name == name }) {
                let changed = varied(v.propertyVariations)
                if let axis = changed["axis"] { s.axis = axis }
                if let distribution = changed["distribution"] { s.distribution = distribution }
                if let alignment = changed["alignment"] { s.alignment = alignment }
                if let spacing = changed["spacing"].flatMap(Double.init), spacing.isFinite { s.spacing = spacing }
                // Its subviews, each once (a document may repeat an id; UIKit arranges a view once).
                var seen: Set<String> = []
                let arranged = v.subviews.filter { !excluded.contains($0.id) }.compactMap { names[$0.id] }.filter {
                    layout.hierarchy.superview(of: $0) == name && seen.insert($0).inserted
                }
                var stack = StackView(name: name, arranged: arranged)
                stack.axis = s.axis == "vertical" ? .vertical : .horizontal
                stack.distribution = StackView.Distribution(rawValue: s.distribution) ?? .fill
                stack.alignment = StackView.Alignment(rawValue: s.alignment) ?? .fill
                stack.spacing = s.systemSpacing ? nil : s.spacing
                stack.isBaselineRelative = s.baselineRelative
                // Interface Builder writes a stack's margins only with "Layout Margins Relative
                // Arrangement" on: every stack of the public corpus that stores them (five, in
                // four repositories) has its arranged views inside them, and none writes the
                // property itself.
                stack.isLayoutMarginsRelative = s.marginsRelative || v.layoutMargins != nil
                // Hidden as the screen's size classes say (`<variation key="heightClass=compact"
                // hidden="YES"/>`), else as stored.
                stack.hidden = Set(
                    v.subviews.filter { varied($0.propertyVariations)["hidden"].map { $0 == "YES" } ?? $0.isHidden }.compactMap {
                        names[$0.id]
                    })
                stack.hidingPriority = StackView.hidingPriority(iOS: iOS)
                // What fill-proportionally reads of a view without an intrinsic size: its frame.
                let axis: LayoutAxis = stack.axis == .horizontal ? .horizontal : .vertical
                if stack.distribution == .fillProportionally {
                    for sub in v.subviews {
                        if let name = names[sub.id], let f = sub.frame, layout.hierarchy[name]?.intrinsicContentSize[axis] == nil {
                            stack.currentLengths[name] = SceneLayout.storedLength(axis == .horizontal ? f.width : f.height)
                        }
                    }
                }
                // What the ambiguity suppression holds a view without an intrinsic size at, across
                // the axis (in any alignment but fill): its frame too.
                let across: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
                if stack.alignment != .fill {
                    for sub in v.subviews {
                        if let name = names[sub.id], let f = sub.frame, layout.hierarchy[name]?.intrinsicContentSize[across] == nil,
                            sub.stack == nil
                        {
                            stack.currentCrossLengths[name] = SceneLayout.storedLength(across == .horizontal ? f.width : f.height)
                        }
                    }
                }
                stack.install(in: &layout)
                stacks.append(stack)
            }
            for s in v.subviews { addStacks(s) }
        }
    }
}

/// Why a constraint of the document could not be made.
struct MappingError: Error {
    let message: String
}

extension SceneLayout {
    /// `f` less `insets` on each side: a frame's alignment rectangle.
    static func inset(_ f: Frame, by insets: EdgeInsets) -> Frame {
        Frame(
            x: f.x + insets.left, y: f.y + insets.top, width: f.width - insets.left - insets.right,
            height: f.height - insets.top - insets.bottom)
    }

    /// A stored frame as a view can have it: sides from 0 to 100,000 points, the origin within
    /// 100,000 of the superview's (a document may store a negative width; UIKit keeps none).
    static func viewFrame(_ f: Frame) -> Frame {
        func clamp(_ x: Double, _ low: Double) -> Double { min(max(x, low), 100_000) }
        return Frame(x: clamp(f.x, -100_000), y: clamp(f.y, -100_000), width: clamp(f.width, 0), height: clamp(f.height, 0))
    }

    /// Whether a root's stored frame is one a screen could have (some area, at most 100,000
    /// points a side); else the scene is laid out at a device's size.
    static func isScreenSized(_ f: Frame) -> Bool { f.width > 0 && f.height > 0 && f.width <= 100_000 && f.height <= 100_000 }

    /// The layout attribute Interface Builder's name stands for (`baseline` is the last one).
    static func attribute(_ name: String) -> LayoutAttribute? {
        if name == "baseline" { return .lastBaseline }
        guard let a = LayoutAttribute(name: name), a != .notAnAttribute else { return nil }
        return a
    }

    /// A length a stored frame gives a stack to hold a view at, within what a view can be (a
    /// document may store a negative or absurd size; `stack NAME length` takes 0 to 100,000).
    static func storedLength(_ length: Double) -> Double { min(max(length, 0), 100_000) }

    /// The elements whose subviews scroll: their edges, to a subview, are their content's.
    static func scrolls(_ element: String) -> Bool { element == "scrollView" }

    /// The attributes of a scroll view that, to its subviews, are its frame's, not its content's:
    /// sizes and centers (Auto Layout Guide, "Working with Scroll Views").
    static func attachesToTheFrame(_ attribute: String) -> Bool {
        ["width", "height", "centerX", "centerY", "centerXWithinMargins", "centerYWithinMargins"].contains(attribute)
    }

    /// The hugging a view has when its document writes none: the class's own, 250 (UIView's),
    /// for labels and image views too (Interface Builder writes its 251 for them whenever it
    /// applies: Bluefruit's pin cell, Xcode 11, has two labels that write none stretched beside
    /// one that writes 251), 750 for switches and activity indicators
    /// (shared/notes/modern-autolayout.md §5.5).
    static func defaultHugging(_ element: String) -> Float {
        switch element {
        case "switch", "activityIndicatorView": 750
        default: 250
        }
    }

    /// A content view's intrinsic size taken from the frame Interface Builder stored: both
    /// sizes for views sized by their content (pickers too: 320 × 216), the height for sliders,
    /// progress bars and bars (navigation, tab, tool and search bars), none for containers.
    static func intrinsicSize(of v: IBView, stored f: Frame) -> IntrinsicSize {
        let width = max(0, f.width), height = max(0, f.height)
        switch v.element {
        case "label", "button", "switch", "segmentedControl", "activityIndicatorView", "pageControl", "stepper", "textField", "imageView",
            "pickerView", "datePicker":
            return IntrinsicSize(width: width, height: height)
        case "slider", "progressView", "navigationBar", "toolbar", "tabBar", "searchBar":
            return IntrinsicSize(width: nil, height: height)
        case _ where AppKitControls.sizedBothWays.contains(v.element):
            return IntrinsicSize(width: width, height: height)
        case _ where AppKitControls.sizedInHeight.contains(v.element):
            return IntrinsicSize(width: nil, height: height)
        // A separator box is as thick as its line, across it.
        case "box" where v.boxType == "separator":
            return f.width > f.height ? IntrinsicSize(width: nil, height: height) : IntrinsicSize(width: width, height: nil)
        // A text view that does not scroll is as high as its text at its width (simplenote's
        // SignupVerificationViewController.xib: 33 in a stack that sizes its scroll view).
        case "textView" where !v.isScrollEnabled:
            return IntrinsicSize(width: nil, height: height)
        default:
            return .none
        }
    }

    /// A table view's side margins, and so its cells' content views', `width` points wide: 20
    /// from 390, the iPhone 12's width (passforios' 390-point cell; habitica's,
    /// Workout-University's, WorkoutRecord's and habit-tracker's 393-point ones), else 16, on
    /// iOS 26 (Xcode 26's canvas) too: LNPopupController's 393-point Music table at 20, infobip's
    /// 359-point and Delta's 343-point prototypes, nRF Mesh's 320-point and fsnotes' 186-point
    /// cells at 16 (firebase's 339-point XIB cell at 20 takes its 393-point screen's).
    static func tableSideMargin(width: Double) -> Double {
        width >= 390 ? 20 : 16
    }

    /// The first tools version whose canvas gives a table cell's content view iOS 11's margins
    /// (`cellContentMargins`): Xcode 9.3 (Coding-iOS' album cell, 13771: 16 aside, 11 above;
    /// iOS-Project_ITI's review cell, 13526, and iosRecipes' six cells, 13771, fourteenth
    /// held-out set); Xcode 9.2's are 8 all round, as before (RxDataSources' image cell, 13196).
    static let cellMarginsFrom = 13500.0

    /// A table's margins before Xcode 9.3 (`cellMarginsFrom`), iOS 8 to 10's: 15 aside, where
    /// the separator starts, and 8 above and below. A prototype reaches them when both it and
    /// its content view preserve their superview's margins (MobileOrg's text input and switch
    /// cells, Xcode 8.3 on an iPhone 8, seventh held-out set: labels at the leading margin
    /// stored 15 in, where the corpus's 121 old cells that preserve nothing store theirs 8 in).
    static let legacyTableMargins = DirectionalInsets(top: 8, leading: 15, bottom: 8, trailing: 15)

    /// How much narrower table cell `cell`'s accessory makes its content view, as Xcode 4 to 9
    /// store it (the public corpus's cells below tools version 10000 that store both frames:
    /// 98 of 105 disclosure indicators 33, the others full width or 20; 12 checkmarks 39;
    /// 3 detail buttons 47; 6 detail disclosure buttons 67); 0 without one.
    static func accessoryWidth(of cell: IBView) -> Double {
        switch cell.accessoryType {
        case "disclosureIndicator": 33
        case "checkmark": 39
        case "detailButton": 47
        case "detailDisclosureButton": 67
        default: 0
        }
    }

    /// The first tools version whose canvas gives an embedded controller (an `embed` segue's)
    /// of no screen's size the status bar's inset at its top and no home indicator's at its
    /// bottom: Xcode 11, the first without simulated status bars (Delivery's profile and order
    /// status, 16096 on an iPhone 11, eighteenth held-out set: content 44 down and a 200-point
    /// controller's web view to its bottom; Instructions' profile, 16096; Football_Swift's
    /// match and player tabs, 17701, seventeenth); Xcode 10's keeps the indicator and gives no
    /// top (kharrison's DynamicContainer).
    static let embeddedInsetsFrom = 15000.0

    /// A table cell's content view's margins on the canvas of Xcode 9.3 on (`cellMarginsFrom`):
    /// 11 above and below (15 from Xcode 26: fsnotes' NoteCellView), the table's side margins
    /// at `width`; 15 aside on the canvas of Xcode 10 to 11.3 for a `cell` that keeps
    /// `indentationLevel="1" indentationWidth="0.0"` (Rocket.Chat's, AudioKitSynthOne's,
    /// WSDOT's and Bluefruit's cells, 14460 to 15705; such cells of Xcode 11.4 on have the
    /// table's: VkappBG's, 16097, thirteenth held-out set), in place of the table's 16 only (a
    /// 414-point table keeps 20: starbucks_locator's, Get_It_Done's and Cafe's cells). A cell
    /// that preserves its superview's margins has iOS 11's and 12's 15 aside:
    /// - on Xcode 9.3 and 9.4 (to 13999), unless it is a prototype of a table that is its
    ///   controller's view, which has the table's (aydenp's Bank, 13529, sixteenth held-out set;
    ///   iosRecipes' five table view controllers' cells, 13771, where its cell of a table inside
    ///   a view has 15; iOS-Project_ITI's, 13526, on a 414-point phone); there a prototype of a
    ///   table inside a view has 15 whether it preserves them or not (Invoice-Ios' invoice item
    ///   cell and iosRecipes' ingredient cell, 13771: labels at the leading margin less 3 stored
    ///   at 12);
    /// - on Xcode 10.0 (to 14399) as a prototype, wherever its table is (ChoiceFreedom's,
    ///   Trekr's and YumaApp's cells); a XIB's cell, in no table, has the 16 of a table as wide
    ///   (stocks-app-ios' stock cell, 14113, seventeenth held-out set: its labels at the margins
    ///   stored 16 in).
    /// On Xcode 10.0 to 10.2 (to 14499) any prototype of a table inside a view, preserving or
    /// not, has 15 in place of the table's 16 (FlyAway's flight cells, 14460 on a 375-point
    /// table, eighteenth held-out set; GitHub-User-Profile's user info cells, 14490, thirteenth:
    /// labels at the trailing margin stored 15 from the edge), where a controller's table's has
    /// the table's (PodcastPlayer's: 16) and a table with 20 keeps them (ShareCast's, 414 points).
    static func cellContentMargins(width: Double, document: IBDocument, cell: IBView?) -> DirectionalInsets {
        let tools = document.toolsVersionNumber
        let preserving = cell?.preservesSuperviewLayoutMargins == true
        let inControllersTable = cell?.isPrototypeInControllersTable == true
        let inViewsTable = cell?.isPrototypeInTable == true && !inControllersTable
        let tableSide = tableSideMargin(width: width)
        let fifteen =
            (cell?.indentsByNothing == true && tools >= 14000 && tools < 16000 && tableSide == 16)
            || (tools >= cellMarginsFrom && tools < 14000 && (inViewsTable || preserving && !inControllersTable))
            || (preserving && cell?.isPrototypeInTable == true && tools >= 14000 && tools < 14400)
            || (inViewsTable && tools >= 14000 && tools < 14500 && tableSide == 16)
        let side = fifteen ? 15 : tableSide
        let vertical = tools >= 24000 ? 15.0 : 11
        return DirectionalInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    }

    /// The grid text sizes are rounded up to: the device's pixels, or whole points on the canvas
    /// of Xcode 5 to 7.0 (tools version below 8000), whose UIKit ceiled text to whole points
    /// (`_shouldCeilSizeToViewScale`, an SDK check; note §1.4): every single-line 17-point
    /// system label of those documents in the public corpus that no height constraint sizes is
    /// stored 21 high (75 labels), none 20.5; later ones store both.
    static func textScale(of document: IBDocument, scale: Double) -> Double {
        document.toolsVersionNumber < 8000 ? 1 : scale
    }

    /// True when the canvas draws `scene`'s large title collapsed, the bar 44 high: from Xcode 11
    /// (tools version 15000), at a navigation stack's root whose first subview is a table,
    /// collection or scroll view pinned to the safe area's top (the view UIKit's bar follows),
    /// the scroll view stored at the status bar plus 44 (P4uil's Reminders and DataDog's
    /// locations, Xcode 15; BerkCanpolat's and EbuzerSimsek's news, Xcode 15 and 14.1; Foodie's
    /// and RGarage's homes, Xcode 13; CryptoStockApp's, Xcode 12; AAINA's home and routine,
    /// Xcode 26; Store's cart and orders, Xcode 11.4, twenty-first held-out set). Xcode 14.0
    /// (21500 to 21599) draws it expanded (WorkoutRecord's two tables, 21507); so do Xcode 10's
    /// (iOS6-Notes', starbucks_locator's, 14490), a pushed controller's (tinode's image preview,
    /// nRF Mesh's ranges), a sheet's (nRF Mesh's wizard, Xcode 26: its scroll view 20 + 106
    /// down), and one whose table or collection view the canvas draws no cell in: none among its
    /// prototypes (Store's shop, its grouped table 44 + 96 down, where the same document's
    /// tables of prototype cells are 44 + 44), or a layout of the app's own (AAINA's journal).
    static func collapsesLargeTitle(_ scene: IBScene, _ document: IBDocument) -> Bool {
        let tools = document.toolsVersionNumber, root = scene.root
        guard scene.bars.stackRoot, !scene.bars.inSheet, tools >= 15000, !(21500..<21600).contains(tools), let first = root.subviews.first,
            first.element == "scrollView" || (["tableView", "collectionView"].contains(first.element) && first.hasCells),
            !first.hasCustomCollectionLayout, let guide = root.safeAreaGuide
        else { return false }
        return root.constraints.contains { c in
            (c.firstItem == first.id && c.firstAttribute == "top" && c.secondItem == guide && c.secondAttribute == "top")
                || (c.secondItem == first.id && c.secondAttribute == "top" && c.firstItem == guide && c.firstAttribute == "top")
        }
    }

    /// True when the canvas puts `scene`'s old top layout guide under a large title (96 high):
    /// from Xcode 12 (tools version 16000; twilio-verify-ios' factor and challenge screens,
    /// Xcode 14.2 on an iPhone 11, twenty-fifth held-out set: content 48 below a top guide at
    /// 48 + 96), not before (ViewAnimator's, Xcode 11: 44 + 44), and not where the title
    /// collapses (`collapsesLargeTitle`). No document of Xcode 12 or 13 shows which: 12 is taken.
    static func drawsLargeTitleOverOldGuide(_ scene: IBScene, _ document: IBDocument) -> Bool {
        scene.bars.largeTitles && document.toolsVersionNumber >= 16000 && !collapsesLargeTitle(scene, document)
    }

    /// True when `document` was saved by Xcode 26 or later (tools version 24000 on), whose
    /// canvas draws iOS 26's Liquid Glass controls: a switch is 63 × 28 there (the corpus's
    /// Xcode 26 documents store every switch so; note §3).
    public static func isLiquidGlass(_ document: IBDocument) -> Bool { document.toolsVersionNumber >= 24000 }

    /// True when `scene`'s root is a Today widget's view that the canvas of `document`'s Xcode
    /// draws in Notification Center, under no status bar: from Xcode 10 (OctoPod's widget, 14460
    /// on an iPhone 8: its table at the safe area's top, 0 down; trySwift's, 14490.70, under the
    /// old top guide at 0). Xcode 9.4's keeps the status bar over it (AppAuth's widget, 13771:
    /// its label 8 below the old top guide at 20), and Xcode 15's gives it the device's insets
    /// like any freeform view (xDrip's notification content, on an iPhone 15 Pro: its content at
    /// the top margin, 59 down). Where in between the canvas changed is not known: Xcode 14
    /// (21000) is taken, as for embedded controllers.
    static func isDrawnInNotificationCenter(_ scene: IBScene, _ document: IBDocument) -> Bool {
        scene.root.isInNotificationCenter && document.toolsVersionNumber >= 14000 && document.toolsVersionNumber < 21000
    }

    /// True when a root `width` points wide is laid out on the Any/Any canvas: an iOS document
    /// with no device, 600 wide, and no device asked for (Xcode 6 to 8's canvas).
    static func isAnyAnyCanvas(_ document: IBDocument, _ configuration: Configuration, width: Double) -> Bool {
        configuration.device == nil && (document.device?.isSimulatedByAScene ?? true) && document.platform == .iOS && width == 600
    }

    /// True when the canvas of `document`'s Xcode draws an iPad's 50-point navigation bar on
    /// `device`: an iPad, Xcode 11 (tools version 15000) to Xcode 16. The stored bars of the
    /// corpus put the change between Xcode 10.1 (14109: 44, artsy's and OpenTerm's) and Xcode 13
    /// (20037: 50, Monal's); the first iPadOS, 13, is taken as the change.
    static func drawsPadNavigationBar(_ device: DevicePreset?, _ document: IBDocument) -> Bool {
        device?.isPad == true && document.toolsVersionNumber >= 15000 && !isLiquidGlass(document)
    }

    /// True when the canvas of `document`'s Xcode draws a phone's toolbar 49 high without a home
    /// indicator too, as with one: from Xcode 11 (tools version 15000) on `device` upright.
    /// Every such scene of the corpus says so (Bluefruit's, 15705; CSVTouch's, 21507;
    /// appcenter-sdk's, 21701; wsdot's two vessel details, 23727; all on an iPhone 8, content
    /// stored 49 above the safe area's bottom where a 44-point toolbar would leave 44), and
    /// Xcode 10's canvas keeps 44 (vma-ios-Recipes', 14460; HistoriaApp's, BreweryTour's).
    static func drawsTallToolbar(_ device: DevicePreset?, _ document: IBDocument) -> Bool {
        device?.isPad == false && document.toolsVersionNumber >= 15000
    }

    /// The standard space between an old layout guide and a view (`symbolic="YES"`).
    static let oldGuideStandardSpacing = 8.0
    /// iOS 26's navigation bar on Xcode 26's canvas, and its tab bar on a phone narrower than 414
    /// points in landscape.
    static let liquidGlassNavigationBarHeight = 54.0, liquidGlassCompactTabBarHeight = 31.0
    /// iOS 26's navigation bar with a large title on Xcode 26's canvas (nRF Mesh's settings
    /// storyboard stores its large-title bars 106 high).
    static let liquidGlassLargeTitleNavigationBarHeight = 106.0, liquidGlassSheetTop = 20.0

    /// The system font's tracking as the document's Xcode laid text out: the variable font's
    /// from Xcode 12 (tools version 17000), the static fonts' before.
    public static func tracking(of document: IBDocument) -> SystemFont.Tracking {
        document.toolsVersionNumber >= 17000 ? .guidelines : .fontTables
    }

    /// How East Asian wide characters are set as the document's Xcode laid text out: iOS 10's
    /// fallback fonts from Xcode 8 (tools version 11000), iOS 9's before.
    public static func wideGlyphs(of document: IBDocument) -> SystemFont.WideGlyphs {
        .of(iOS: document.toolsVersionNumber >= 11000 ? 10 : 9)
    }

    /// A content view's intrinsic size as UIKit measures it (shared/notes/measured-content.md),
    /// or nil where the workbench has no model of it (then the stored size stands in):
    /// - a label of one line in the regular system font: its text's width and line height,
    ///   each rounded up to the pixel grid; no text, no size (§1.4, §2.6);
    /// - a system button titled in the regular system font (15 points unless the document says
    ///   otherwise) with no iOS 15 configuration: the title's width, and its line height plus 6
    ///   above and below (§3);
    /// - a switch 49 × 31 (its 51 × 31 frame less the alignment inset; 63 × 28 in Liquid
    ///   Glass), an activity indicator 20 or 37 square by style, a slider 31 high (§3).
    /// Text with emoji is not measured (Apple Color Emoji's advances are not known), nor a
    /// button with an image.
    public static func measuredIntrinsicSize(
        of v: IBView, scale: Double, tracking: SystemFont.Tracking, wide: SystemFont.WideGlyphs, liquidGlass: Bool
    ) -> IntrinsicSize? {
        if let text = v.text, text.unicodeScalars.contains(where: \.properties.isEmojiPresentation) { return nil }
        switch v.element {
        case "label":
            guard v.numberOfLines == 1, v.hasSystemFont, let size = v.fontSize else { return nil }
            let text = v.text ?? ""
            guard !text.isEmpty else { return IntrinsicSize(width: 0, height: 0) }
            return IntrinsicSize(
                width: SystemFont.ceil(SystemFont.width(of: text, size: size, tracking: tracking, wide: wide), scale: scale),
                height: SystemFont.ceil(SystemFont.lineHeight(size), scale: scale))
        case "button":
            guard v.buttonType == "system", !v.hasButtonConfiguration, !v.hasImage, v.hasSystemFont || v.fontSize == nil,
                let title = v.text
            else { return nil }
            let size = v.fontSize ?? SceneLayout.defaultButtonFontSize(of: v)
            // A system button pads its title 6 above and below; content insets above or below
            // replace that padding (ResearchKit's and iOS-9-Sampler's buttons with insets of 10
            // are 18 + 20 = 38 high at 15 points, not 50).
            let insets = v.contentEdgeInsets ?? .zero
            let padding = insets.top != 0 || insets.bottom != 0 ? insets.top + insets.bottom : 12
            return IntrinsicSize(
                width: max(
                    0,
                    SystemFont.ceil(SystemFont.width(of: title, size: size, tracking: tracking, wide: wide), scale: scale) + insets.left
                        + insets.right),
                height: max(0, SystemFont.ceil(SystemFont.lineHeight(size), scale: scale) + padding))
        case "switch":
            return liquidGlass ? IntrinsicSize(width: 63, height: 28) : IntrinsicSize(width: 49, height: 31)
        case "activityIndicatorView":
            switch v.style {
            case "large", "whiteLarge": return IntrinsicSize(width: 37, height: 37)
            case "medium", "gray", "white", nil: return IntrinsicSize(width: 20, height: 20)
            default: return nil
            }
        case "slider":
            return IntrinsicSize(width: nil, height: liquidGlass ? 31 : 30)
        default:
            return nil
        }
    }

    /// How far a control's frame reaches beyond its alignment rectangle (constraints place the
    /// alignment rectangle; Interface Builder stores the frame): a switch 2 points on the right
    /// (iOS 26's 63-point switch too: IQKeyboardManager's Xcode 26 storyboards store their
    /// switches 2 points past the edge their trailing constraints name), a slider 2 on each side
    /// (§3) and 1 below (before Liquid Glass), a segmented control 1 below at any height (the
    /// last two from the stored frames of the public corpus).
    static func alignmentInsets(of v: IBView, in document: IBDocument) -> EdgeInsets {
        if document.platform == .macOS { return AppKitControls.alignmentInsets(of: v, era: document.appKitEra) }
        let liquidGlass = isLiquidGlass(document)
        return switch v.element {
        case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider" where liquidGlass: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        // The segmented control of iOS 7 to 26, whatever its height: the 29-point one (CoreStore's,
        // RxSwift's, ... documents: each one 1 point further down than its constraints put its
        // frame), the 32-point one (SideMenu's and openfoodfacts' stacks of them, Xcode 11), a
        // 44-point one stored 45 high (DataDog's example app), and iOS 26's 32-point one
        // (Gladys' data inspector, Xcode 26, twentieth held-out set: a stack of three, 8 apart,
        // stored 39 points from each other's top; nRF Mesh's wizard, Xcode 26).
        case "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case "imageView" where v.contentMode == "scaleAspectFit" && (v.systemImage.map(isRoundSymbol) ?? false):
            EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0)
        default: .zero
        }
    }

    /// An SF Symbol whose glyph is round (`info.circle`, `person.crop.circle.fill`, the faces):
    /// its curve overshoots the symbol's alignment box above and below, as round letters
    /// overshoot the baseline, so an image view fitting it (`scaleAspectFit`) has its alignment
    /// rectangle half a point beyond its frame at top and bottom (SwiftCryptoApp's info and
    /// currency circles, Xcode 13: stored 77 high at y 10.5 where their constraints place 10
    /// to 88; JournalApp's and iOS-Study's smiling faces, Xcode 15: 89 high at y 0.5 in a
    /// 90-point cell they are pinned to, twenty-seventh held-out set). One filling
    /// its view (`scaleAspectFill`) has none (uikit-tableviews' book circle, Xcode 13: 81 high
    /// by its constraints, stored 81).
    static func isRoundSymbol(_ name: String) -> Bool { name.contains("circle") || name.hasPrefix("face.") }

    /// The point size of a button's title where the document names no font, UIKit's default:
    /// - an iOS 15 configuration's 17 (Simple-Shop's image-only "+" and "-" buttons, Xcode 14.0,
    ///   twenty-first held-out set: a label shares their baselines 26.5 below the top of 41);
    /// - a system button's 15 (`system`, or `roundedRect` as Xcode 5 to 9 write it: spotify's
    ///   NowPlayingView, Xcode 10.3, and Arranged's example, Xcode 8.3, align labels and other
    ///   buttons on the baselines of theirs);
    /// - a custom one's, `UIFont.buttonFontSize`, 18 (Kraftstoff's image-only dismiss buttons,
    ///   Xcode 11.3: 22 high, sharing a 14-point title's first baseline 17.33 below their top).
    static func defaultButtonFontSize(of v: IBView) -> Double {
        v.hasButtonConfiguration ? 17 : v.buttonType == nil || v.buttonType == "custom" ? 18 : 15
    }

    /// A single line of system text centred in a view `height` high: its baseline's distance
    /// from the bottom. The baseline is the font's ascender below the line's top, rounded to the
    /// pixel grid (`SystemFont`'s metrics; shared/notes/measured-content.md §1.3, §1.4).
    static func baselineOffset(height: Double, fontSize s: Double, scale: Double) -> Double {
        let fromTop = ((height - SystemFont.lineHeight(s)) / 2 + SystemFont.ascender(s)) * scale
        return height - fromTop.rounded() / scale
    }

    /// The system font's descender at `s` points, rounded to the pixel grid.
    static func descender(fontSize s: Double, scale: Double) -> Double {
        (SystemFont.descender(s) * scale).rounded() / scale
    }

    /// UIKit's mask for Interface Builder's flags (`nil`, none written: none).
    static func mask(_ m: IBAutoresizingMask?) -> AutoresizingMask {
        guard let m else { return [] }
        var mask: AutoresizingMask = []
        if m.flexibleMinX { mask.insert(.flexibleLeftMargin) }
        if m.widthSizable { mask.insert(.flexibleWidth) }
        if m.flexibleMaxX { mask.insert(.flexibleRightMargin) }
        if m.flexibleMinY { mask.insert(.flexibleTopMargin) }
        if m.heightSizable { mask.insert(.flexibleHeight) }
        if m.flexibleMaxY { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    /// `text` as a name: letters and digits, words joined in camel case, at most 24
    /// characters, starting with a letter; `nil` when nothing is left.
    static func identifier(_ text: String) -> String? {
        let words = text.asciiWords
        let joined =
            (words.first.map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? "") + words.dropFirst().map(\.capitalisingFirst).joined()
        let out = String(joined.prefix(24))
        guard let first = out.unicodeScalars.first, first.properties.isAlphabetic else { return out.isEmpty ? nil : "v" + out }
        return out
    }
}
