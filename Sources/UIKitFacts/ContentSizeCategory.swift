/// Dynamic Type: the text size the user picked in Settings (UIKit's `UIContentSizeCategory`),
/// which scales every titled view's text (`:set text-size xl`).
///
/// The scale is the Body text style's point size at the category over its size at the default,
/// Large (17 points), from Apple's table of Dynamic Type sizes: 14, 15, 16, 17, 19, 21, 23
/// points for xs to xxxl, then 28, 33, 40, 47, 53 for the five accessibility sizes. A titled
/// view's text, line height and baseline grow by that factor (`TitleMetrics`); views given a
/// size in points (images, say) keep it, as they do in UIKit.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    case extraSmall = "xs", small = "s", medium = "m", large = "l", extraLarge = "xl"
    case extraExtraLarge = "xxl", extraExtraExtraLarge = "xxxl"
    case accessibilityMedium = "ax1", accessibilityLarge = "ax2", accessibilityExtraLarge = "ax3"
    case accessibilityExtraExtraLarge = "ax4", accessibilityExtraExtraExtraLarge = "ax5"

    /// The Body style's size at this category, in points.
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// How much larger text is than at Large, the default.
    public var scale: Double { bodyPointSize / ContentSizeCategory.large.bodyPointSize }

    /// The category for a name as `:set text-size` takes it: the short name (`xl`) or UIKit's
    /// (`extraLarge`, `accessibilityMedium`), in any case.
    public static func named(_ name: String) -> ContentSizeCategory? {
        let lowered = name.lowercased()
        return allCases.first { $0.rawValue == lowered || "\($0)".lowercased() == lowered }
    }
}
