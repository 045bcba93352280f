import AutoLayout

/// How a titled view (`view ok "OK"`) is sized: the model of a UIKit system button of iOS 7,
/// whose intrinsic content size is its title's size plus fixed insets.
///
/// - The title is set in a 15-point sans-serif face with Helvetica's advance widths (Adobe's
///   font metrics, in thousandths of the point size); characters outside ASCII count as a
///   digit's width, and East Asian wide characters as one em.
/// - Width: the sum of the advances, rounded up to a whole point (`ceil`), with no side insets
///   (a system button's content hugs its title).
/// - Height: 30 points, the 18-point line height plus 6 points above and below.
/// - Baseline: 9 points above the bottom edge (the 6-point inset plus the face's descender),
///   so `alignAllBaseline` lines titled views up by their text.
///
/// So "Button" is 44×30 and "Register" 56×30. Real fonts differ by a point or two; what matters
/// in a workbench is that the size follows the title and is the same on every machine.
///
/// Dynamic Type (`ContentSizeCategory`) scales the face by `scale`: advances, line height and
/// descender grow with it, the 6-point insets do not.
public enum TitleMetrics {
    /// The font size, in points.
    public static let fontSize = 15.0
    /// The height of a titled view.
    public static let height = 30.0
    /// The baseline's distance from the bottom edge.
    public static let baselineOffset = 9.0

    /// The intrinsic size of a view titled `title`, its text scaled by `scale` (Dynamic Type).
    public static func intrinsicSize(of title: String, scale: Double = 1) -> IntrinsicSize {
        IntrinsicSize(width: (textWidth(title) * scale).rounded(.up), height: height(scale: scale))
    }

    /// The height of a titled view whose text is scaled by `scale`: the line, rounded up to a
    /// whole point, and the insets.
    public static func height(scale: Double) -> Double {
        scale == 1 ? height : (lineHeight * scale).rounded(.up) + 2 * inset
    }

    /// The baseline's distance from the bottom edge with the text scaled by `scale`.
    public static func baselineOffset(scale: Double) -> Double {
        scale == 1 ? baselineOffset : inset + ((baselineOffset - inset) * scale).rounded(.up)
    }

    /// The line height of the unscaled face, and the inset above and below it.
    static let lineHeight = 18.0, inset = 6.0

    /// The title's advance width in points (unscaled).
    public static func textWidth(_ title: String) -> Double {
        var thousandths = 0
        for scalar in title.unicodeScalars {
            let v = Int(scalar.value)
            if v >= 0x20, v < 0x7f {
                thousandths += asciiAdvances[v - 0x20]
            } else if isWide(scalar) {
                thousandths += 1000
            } else if !scalar.properties.generalCategory.isInvisible {
                thousandths += 556
            }
        }
        return Double(thousandths) * fontSize / 1000
    }

    /// Helvetica's advances for U+0020 … U+007E.
    static let asciiAdvances: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  //  !"#$%&'()*+,-./
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0-9 :;<=>?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @A-O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P-Z [\]^_
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `a-o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p-z {|}~
    ]

    /// CJK ideographs, kana, Hangul and full-width forms take a full em.
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension Unicode.GeneralCategory {
    /// Combining marks and format characters take no width of their own.
    var isInvisible: Bool {
        switch self {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        default: false
        }
    }
}
