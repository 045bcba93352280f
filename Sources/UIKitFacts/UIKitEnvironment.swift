import AutoLayout

/// What UIKit decides around a layout, from the things a session says: the iOS version, the
/// device, the bars, the keyboard, the text size. It fills `LayoutEnvironment` (the safe area,
/// the root's minimum margins, the margin rules, the readable width) for the engine.
public enum UIKitEnvironment {
    /// The environment of a root of `rootSize` on `device` (`nil`: a bare screen, no insets)
    /// under `bars`, on `iOS`, with the keyboard `keyboardHeight` high (`nil`: hidden) and text
    /// at `textSize`.
    public static func make(
        iOS: Int, device: DevicePreset?, rootSize: Size, bars: Bars, keyboardHeight: Double?, textSize: ContentSizeCategory
    ) -> LayoutEnvironment {
        var environment = LayoutEnvironment()
        let screen = device?.insets(for: rootSize) ?? .zero
        let height = Bars.height(device: device, rootSize: rootSize)
        environment.safeAreaInsets = iOS >= 11 ? bars.safeArea(over: screen, height: height) : .zero
        let side = rootMinimumSideMargin(device: device, rootSize: rootSize)
        environment.rootMinimumMargins = DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
        environment.marginsFollowSafeArea = iOS >= 11
        environment.rootRespectsSystemMinimumMargins = bars.respectsSystemMinimumLayoutMargins
        environment.keyboardHeight = keyboardHeight
        environment.readableWidth = readableWidth(textSize)
        return environment
    }

    /// The root's side margins: 20 on iPads and when the root is 400 points wide or more (so on
    /// every phone in landscape), else 16 (shared/notes/modern-autolayout.md §1.2: measured on a
    /// 375- and a 414-point phone in portrait; Apple documents "16 or 20" by size class without
    /// saying which device gets which; landscape from Interface Builder's stored frames: a
    /// 667-wide iPhone 8 scene of LTMorphingLabel's storyboard has its views 20 from the edges).
    /// The threshold lies between 393 and 400, from stored frames too: SkyFloatingLabelTextField's
    /// 400-point freeform scenes (Xcode 10) are laid out 20 in, WordPressAuthenticator's 383-point
    /// and xDrip's 393-point ones 16 in.
    public static func rootMinimumSideMargin(device: DevicePreset?, rootSize: Size) -> Double {
        if let device { return device.isPad || rootSize.width >= 400 ? 20 : 16 }
        return rootSize.width >= 400 ? 20 : 16
    }

    /// The readable content guide's widest, by text size: 672 at the default (measured on an
    /// iPad); the other sizes are one peer simulator's table (§1.5, weak), the accessibility
    /// sizes scaled from 672 by body size.
    public static func readableWidth(_ category: ContentSizeCategory) -> Double {
        switch category {
        case .extraSmall: 560
        case .small: 600
        case .medium: 632
        case .large: 672
        case .extraLarge: 728
        case .extraExtraLarge: 792
        case .extraExtraExtraLarge: 856
        default: (672 * category.scale).rounded()
        }
    }
}
