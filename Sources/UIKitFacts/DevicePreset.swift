import AutoLayout

/// A device to lay out for (`:device NAME`): its screen in points (portrait), its safe-area
/// insets in portrait and in landscape, and its status bar. From the table of
/// shared/notes/modern-autolayout.md §2.3 (sources there; the values marked weak are the
/// 12 mini's and 16 Pro's status bars, and the landscape bottom of 21 where one test library
/// uses 24).
public struct DevicePreset: Hashable, Sendable {
    /// Apple's model name (`iPhone 15 Pro`).
    public let model: String
    /// What `:device` takes: the model name in lower case with dashes (`iphone-15-pro`).
    public let name: String
    /// The screen in portrait, in points.
    public let size: Size
    /// The safe-area insets in portrait and in landscape (notched phones keep the notch's
    /// inset on both sides in landscape and 21 points at the bottom for the home indicator).
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    /// The status bar's height in portrait (hidden in landscape on iPhones).
    public let statusBar: Double
    /// An iPad (regular width, margins of 20, the status bar in landscape too).
    public let isPad: Bool
    /// Pixels per point, the grid UIKit rounds frames and text to: 3 on the Plus and the notched
    /// phones but the XR and the 11 (Apple's "Device screen sizes and orientations" table; the
    /// 11's 2 is what Interface Builder's frames on `retina6_1` round to: IQKeyboardManager's
    /// SpecialCase.storyboard, six equal heights of 107.83 stored as 108 and 107.5), 2 elsewhere.
    public let scale: Double

    /// The same screen under other safe-area insets and status bar (an older iOS's status bar,
    /// a design tool's simulation of it).
    public func simulating(portrait: EdgeInsets, landscape: EdgeInsets, statusBar: Double) -> DevicePreset {
        DevicePreset(
            model, size.width, size.height, portrait: portrait, landscape: landscape, statusBar: statusBar, pad: isPad, scale: scale)
    }

    /// The screen's size, turned to landscape when `landscape`.
    public func screen(landscape: Bool) -> Size { landscape ? size.rotated : size }

    /// The safe-area insets of a screen of `size` (portrait or landscape by its shape).
    public func insets(for size: Size) -> EdgeInsets { size.width > size.height ? landscapeInsets : portraitInsets }

    /// The presets, iPhones by screen size, then iPads.
    public static let all: [DevicePreset] = {
        var presets: [DevicePreset] = []
        /// A home-button screen: the status bar is the only inset, and none in landscape.
        func homeButton(_ models: [String], _ w: Double, _ h: Double, pad: Bool = false, scale: Double = 2) {
            let top = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            for m in models {
                presets.append(DevicePreset(m, w, h, portrait: top, landscape: pad ? top : .zero, statusBar: 20, pad: pad, scale: scale))
            }
        }
        /// A notched (or Dynamic Island) phone: `top` in portrait, on both sides in landscape.
        func notched(_ models: [String], _ w: Double, _ h: Double, top: Double, statusBar: Double, scale: Double = 3) {
            for m in models {
                presets.append(
                    DevicePreset(
                        m, w, h, portrait: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
                        landscape: EdgeInsets(top: 0, left: top, bottom: 21, right: top), statusBar: statusBar, pad: false,
                        scale: scale))
            }
        }
        /// An iPad with Face ID: the same insets in both orientations.
        func faceIDPad(_ models: [String], _ w: Double, _ h: Double) {
            let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            for m in models {
                presets.append(DevicePreset(m, w, h, portrait: insets, landscape: insets, statusBar: 24, pad: true, scale: 2))
            }
        }
        homeButton(["iPhone 4s"], 320, 480)
        homeButton(["iPhone 5", "iPhone 5s", "iPhone SE (1st generation)"], 320, 568)
        homeButton(["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"], 375, 667)
        homeButton(["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"], 414, 736, scale: 3)
        notched(["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, top: 44, statusBar: 44)
        notched(["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, top: 44, statusBar: 44)
        notched(["iPhone XR", "iPhone 11"], 414, 896, top: 48, statusBar: 48, scale: 2)
        notched(["iPhone 12 mini", "iPhone 13 mini"], 375, 812, top: 50, statusBar: 50)
        notched(["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], 390, 844, top: 47, statusBar: 47)
        notched(["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, top: 47, statusBar: 47)
        notched(["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, top: 59, statusBar: 54)
        notched(["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932, top: 59, statusBar: 54)
        notched(["iPhone 16 Pro"], 402, 874, top: 62, statusBar: 54)
        notched(["iPhone 16 Pro Max"], 440, 956, top: 62, statusBar: 54)
        homeButton(["iPad", "iPad mini (5th generation)", "iPad Air (2nd generation)"], 768, 1024, pad: true)
        homeButton(["iPad (9th generation)"], 810, 1080, pad: true)
        homeButton(["iPad Air (3rd generation)"], 834, 1112, pad: true)
        homeButton(["iPad Pro (12.9-inch) (2nd generation)"], 1024, 1366, pad: true)
        faceIDPad(["iPad mini (6th generation)"], 744, 1133)
        faceIDPad(["iPad Air (4th generation)", "iPad (10th generation)"], 820, 1180)
        faceIDPad(["iPad Pro (11-inch)"], 834, 1194)
        faceIDPad(["iPad Pro (12.9-inch) (3rd generation)"], 1024, 1366)
        return presets
    }()

    /// The names the workbench has always taken, for the devices they stood for.
    public static let aliases: [String: String] = [
        "ipad-pro-11": "ipad-pro-11-inch", "ipad-pro-13": "ipad-pro-12.9-inch-3rd-generation",
        // What people call the SEs (Apple's names spell the generation out).
        "iphone-se": "iphone-se-1st-generation", "iphone-se-2": "iphone-se-2nd-generation", "iphone-se-3": "iphone-se-3rd-generation",
    ]

    /// The presets `vfl stress` tried before devices had safe areas (the seeds' iOS 7 has
    /// none): one per screen size the workbench first knew.
    public static let classic: [DevicePreset] = [
        "iphone-4s", "iphone-5", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-15", "iphone-15-pro-max", "ipad", "ipad-pro-11",
        "ipad-pro-13",
    ].compactMap(named)

    /// The preset a name stands for: `:device`'s name (`iphone-15-pro`), Apple's model name in
    /// any case (`iPhone 15 Pro`), or an old alias (`ipad-pro-13`).
    public static func named(_ text: String) -> DevicePreset? {
        let name = slug(text)
        let wanted = aliases[name] ?? name
        return all.first { $0.name == wanted }
    }

    /// `iPhone SE (2nd generation)` → `iphone-se-2nd-generation`.
    static func slug(_ model: String) -> String {
        var out = ""
        for c in model.lowercased() {
            if c.isLetter || c.isNumber || c == "." {
                out.append(c)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        return out
    }

    private init(
        _ model: String, _ w: Double, _ h: Double, portrait: EdgeInsets, landscape: EdgeInsets, statusBar: Double, pad: Bool, scale: Double
    ) {
        self.model = model
        name = DevicePreset.slug(model)
        size = Size(width: w, height: h)
        portraitInsets = portrait
        landscapeInsets = landscape
        self.statusBar = statusBar
        isPad = pad
        self.scale = scale
    }
}
