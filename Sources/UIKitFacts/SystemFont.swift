/// UIKit's system font, San Francisco (iOS 9 and later), as far as a layout needs it: the
/// height of a line, the ascender, and the width of a single line of text, from the tables of
/// Apple's font files as shared/notes/measured-content.md records them (§1.2–§2.6).
///
/// - Line height `2444/2048 × size` and ascender `1950/2048 × size` (every SF cut: hhea
///   ascender 1950, descender −494, no line gap, 2048 units per em).
/// - Width: the glyphs' advance widths (SF Pro Text below 20 points, SF Pro Display from 20;
///   §2.2, §2.3; the variable font of iOS 14 and later blends the two between 17 and 28 points,
///   `displayShare`) with the largest pair kernings (§2.4: about forty of the font's 1,235 ASCII
///   pairs, the ones that move a label by more than a few hundredths of a point), plus the size's
///   tracking after every glyph (§2.5). Checked against Apple's one exact measurement ("This is a
///   test string" at 17 points is 144.093 on iOS 11; this model gives 144.4, the unlisted pairs'
///   0.3 points) and Interface Builder's default frames ("Label" 42 at 17 points, 35.5 at 14,
///   28.5 at 11; "Button" 46 at 15).
/// - Tracking: the fonts' own `trak` tables (iOS 9 to 13, confirmed on devices) or the Human
///   Interface Guidelines' table of the variable font (iOS 14 and later, which Interface
///   Builder documents of Xcode 12 and later show: a configured "Button" is 75 wide only with it).
/// - Characters outside ASCII: East Asian wide characters one em, tracked, on iOS 9 and one em
///   and 0.31 point, untracked, from iOS 10 (`WideGlyphs`); Hangul 0.865 em, untracked;
///   a mean lowercase advance (1087 units) for the rest; emoji and other fallback fonts are not
///   modelled (§4).
public enum SystemFont {
    /// Which tracking table applies.
    public enum Tracking: Sendable {
        /// The static fonts' `trak` tables (iOS 9 to 13).
        case fontTables
        /// The variable font's table in the Human Interface Guidelines (iOS 14 and later).
        case guidelines

        /// The table of iOS `version`.
        public static func of(iOS version: Int) -> Tracking { version >= 14 ? .guidelines : .fontTables }
    }

    /// How East Asian wide characters (CJK ideographs, kana, full-width forms) are set, by the
    /// fallback fonts of the iOS that laid the text out. Hangul is set apart (`hangulAdvance`).
    public enum WideGlyphs: Sendable {
        /// iOS 9's: one em each, tracked like the system font's glyphs (Xcode 7's documents: 2
        /// characters at 17 points 34 wide, 4 at 13 points 52, in wangshuai2047's Health and
        /// f-tools' forest).
        case trackedEm
        /// From iOS 10: one em and `fallbackSpacing` each, untracked, whatever the size (Xcode 8
        /// to 16's documents: 4 characters at 15 points 61.5 wide in paotui's, Coding-iOS' and
        /// CalendarApp's, 5 at 17 points 87 in lit-monster's Calendar, 9 at 16 points 147, 3 at
        /// 22 points 67 in Trip, 5 at 30 points 152 in HikingHiking). The spacing is the middle
        /// of the values, 0.30 to 0.315, that fit the corpus's labels best; a share of the em
        /// (1.02) fits the small sizes only.
        case fallback

        /// The setting of iOS `version`: `fallback` from iOS 10.
        public static func of(iOS version: Int) -> WideGlyphs { version >= 10 ? .fallback : .trackedEm }

        /// The points `fallback` adds after each glyph.
        static let fallbackSpacing = 0.31
    }

    /// The height of a line of text at `size` points.
    public static func lineHeight(_ size: Double) -> Double { 2444.0 / 2048 * size }

    /// The ascender (the baseline's distance below a line's top) at `size` points.
    public static func ascender(_ size: Double) -> Double { 1950.0 / 2048 * size }

    /// The descender (the line's bottom below the baseline) at `size` points.
    public static func descender(_ size: Double) -> Double { 494.0 / 2048 * size }

    /// The width, in points, of `text` set on one line at `size` points (not rounded), its East
    /// Asian wide characters set as `wide` says.
    public static func width(of text: String, size: Double, tracking: Tracking, wide: WideGlyphs = .trackedEm) -> Double {
        let display = size >= 20
        // The static fonts switch cuts at 20 points; the variable font moves along its optical
        // size axis, each advance Text's + share × (Display's − Text's).
        let share = tracking == .guidelines ? displayShare(size: size) : display ? 1 : 0
        var units = 0.0, glyphs = 0, spacing = 0.0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory.isInvisible { continue }
            if isHangul(scalar) {
                units += Double(hangulAdvance)
            } else if TitleMetrics.isWide(scalar) {
                units += 2048
                if wide == .trackedEm { glyphs += 1 } else { spacing += WideGlyphs.fallbackSpacing }
            } else {
                let textAdvance = Double(advance(of: scalar, display: false))
                units += textAdvance + share * (Double(advance(of: scalar, display: true)) - textAdvance)
                glyphs += 1
            }
            if let previous { units += Double(kerning[pairKey(previous, scalar)] ?? 0) }
            previous = scalar
        }
        return units * size / 2048 + Double(glyphs) * trackingPerGlyph(size: size, tracking, display: display) + spacing
    }

    /// `x` rounded up to the pixel grid of a screen of `scale` pixels per point, as UILabel
    /// rounds its intrinsic size (§1.4).
    public static func ceil(_ x: Double, scale: Double) -> Double {
        // A hair below a grid line is the grid line (the sums above are not exact).
        ((x * scale) - 1e-9).rounded(.up) / scale
    }

    /// The tracking added after each glyph at `size` points, in points.
    static func trackingPerGlyph(size: Double, _ tracking: Tracking, display: Bool) -> Double {
        switch tracking {
        case .fontTables:
            return interpolate(display ? displayTrack : textTrack, at: size) * size / 2048
        case .guidelines:
            let point = Int(size.rounded())
            let value = guidelineTrack.last { $0.size <= point }?.value ?? guidelineTrack[0].value
            return Double(value) * size / 1000
        }
    }

    /// How far the variable font (iOS 14 and later) has moved from SF Pro Text's advances to
    /// SF Pro Display's at `size` points: 0 up to 17, 1 from 28, steepest between 20 and 24. In
    /// between, the shares the single-line system-font labels of the public corpus's Xcode 12 to
    /// 16 documents imply (each label's stored width against the two tables; at each size the
    /// middle of the shares most of its labels agree on: 9 of 11 at 18 points, 7 of 13 at 19, 8
    /// of 12 at 20, 5 of 8 at 22, 4 of 5 at 24, 5 of 9 at 25, 1 of 1 at 26, 1 of 2 at 27; note
    /// §2.6 left this open). 39 of the corpus's 136 such labels at 18 to 27 points then match
    /// their stored width to the pixel, 11 with a share straight from 17 to 28 and 2 with the
    /// static fonts' switch at 20; most of the others are sized by constraints.
    static func displayShare(size: Double) -> Double {
        interpolate(opticalShares, at: size)
    }

    /// `displayShare`'s table: (point size, share of the Display advances).
    static let opticalShares: [(size: Double, value: Double)] = [
        (17, 0), (18, 0.055), (19, 0.105), (20, 0.21), (21, 0.38), (22, 0.525), (24, 0.855), (25, 0.92), (26, 0.92), (27, 0.96),
        (28, 1),
    ]

    /// Linear interpolation in a table of (size, value), flat beyond its ends.
    static func interpolate(_ table: [(size: Double, value: Double)], at x: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if x <= first.size { return first.value }
        if x >= last.size { return last.value }
        for (a, b) in zip(table, table.dropFirst()) where a.size <= x && x <= b.size {
            return a.value + (b.value - a.value) * (x - a.size) / (b.size - a.size)
        }
        return last.value
    }

    /// A system font glyph's advance width, in units of 1/2048 em (neither Hangul nor wide).
    static func advance(of scalar: Unicode.Scalar, display: Bool) -> Int {
        let v = Int(scalar.value)
        if v >= 0x20, v < 0x7f { return (display ? displayAdvances : textAdvances)[v - 0x20] }
        return 1087
    }

    /// A Hangul syllable, jamo or compatibility jamo, set in the fallback font (Apple SD Gothic
    /// Neo) and untracked.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// A Hangul glyph's advance, 0.865 em, in units of 1/2048 em: the single-line system-font
    /// labels of Hangul alone in the corpus's Xcode 10 to 15 documents (2 syllables at 15 points
    /// 26 wide in DiaryApp and DCM, 4 at 17 points 59 in imanager, 4 at 12 points 41.67 in
    /// wakmusic, 2 at 18 points 31.33 in UIkit-Storyboard-ChatList, 2 at 20 points 35 in
    /// relay_iOS: 9 of the 16 such labels to the pixel, the others wider by up to a point; a
    /// tracked em fits none, 0.88 em four).
    static let hangulAdvance = 1772

    static func pairKey(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> UInt64 { UInt64(a.value) << 32 | UInt64(b.value) }

    /// SF Pro Text 13.0's advances for U+0020 … U+007E (§2.2).
    static let textAdvances: [Int] = [
        578, 637, 895, 1296, 1328, 1610, 1457, 518, 782, 782, 1032, 1328, 608, 966, 608, 682,  //  !"#$%&'()*+,-./
        1290, 955, 1237, 1284, 1318, 1267, 1305, 1167, 1308, 1305, 608, 608, 1328, 1328, 1328, 1050,  // 0-9 :;<=>?
        1880, 1380, 1346, 1466, 1487, 1220, 1172, 1529, 1520, 548, 1102, 1349, 1163, 1790, 1520, 1579,  // @A-O
        1301, 1579, 1338, 1305, 1298, 1524, 1380, 1982, 1390, 1344, 1355, 782, 682, 782, 984, 916,  // P-Z [\]^_
        1093, 1130, 1258, 1146, 1258, 1170, 741, 1248, 1216, 504, 504, 1112, 516, 1782, 1195, 1210,  // `a-o
        1248, 1248, 780, 1072, 744, 1196, 1110, 1586, 1076, 1112, 1104, 782, 682, 782, 1202,  // p-z {|}~
    ]

    /// SF Pro Display 16.0's advances for U+0020 … U+007E (§2.3).
    static let displayAdvances: [Int] = [
        420, 546, 826, 1238, 1238, 1655, 1370, 520, 660, 660, 820, 1238, 440, 878, 440, 572,  //  !"#$%&'()*+,-./
        1242, 908, 1159, 1212, 1238, 1198, 1264, 1120, 1228, 1264, 440, 440, 1238, 1238, 1238, 1002,  // 0-9 :;<=>?
        1791, 1301, 1238, 1405, 1390, 1131, 1081, 1447, 1432, 460, 1014, 1230, 1074, 1702, 1432, 1498,  // @A-O
        1183, 1498, 1227, 1215, 1190, 1426, 1292, 1892, 1300, 1254, 1263, 660, 572, 660, 1238, 1079,  // P-Z [\]^_
        1024, 1028, 1134, 1026, 1134, 1049, 622, 1124, 1104, 422, 420, 994, 418, 1645, 1079, 1087,  // `a-o
        1125, 1124, 631, 953, 617, 1079, 989, 1465, 959, 996, 958, 660, 442, 660, 1238,  // p-z {|}~
    ]

    /// The largest pair kernings of SF Pro Text (§2.4), in units of 1/2048 em.
    static let kerning: [UInt64: Int] = {
        let groups: [(String, Int)] = [
            ("Ta", -210), ("Te To Tc Td Tg Tq", -200), ("Tr Tu", -150), ("Ty Tw", -130), ("T. T,", -170), ("AT", -170),
            ("AY", -150), ("AV", -130), ("AW", -110), ("Av Ay", -140), ("LT LY", -190), ("LV", -140), ("L'", -180),
            ("Yo Ye", -170), ("Ya", -160), ("Y. Y, P. P,", -200), ("F. F,", -170), ("Va Ve Vo Wa We Wo", -100),
            ("r. r,", -130), ("y. v. w.", -150), ("f.", -110), ("ke ko", -50), ("AC", -70), ("rt rf", 60),
        ]
        var table: [UInt64: Int] = [:]
        for (pairs, value) in groups {
            for pair in pairs.split(separator: " ") {
                let s = Array(pair.unicodeScalars)
                if s.count == 2 { table[pairKey(s[0], s[1])] = value }
            }
        }
        return table
    }()

    /// The `trak` table of SF Pro Text (normal track), units of 1/2048 em by point size (§2.5).
    static let textTrack: [(size: Double, value: Double)] = [
        (6, 82), (9, 38), (10, 24), (11, 12), (12, 0), (13, -12), (14, -22), (15, -32), (16, -40), (17, -47), (20, -55),
        (22, -60), (28, -66), (32, -68), (36, -70), (50, -78), (64, -86), (80, -92),
    ]

    /// The `trak` table of SF Pro Display.
    static let displayTrack: [(size: Double, value: Double)] = [
        (6, 174), (9, 130), (10, 116), (11, 104), (12, 92), (13, 80), (14, 70), (15, 60), (16, 52), (17, 45), (20, 37),
        (22, 32), (28, 26), (32, 24), (36, 22), (50, 14), (64, 6), (80, 0),
    ]

    /// The Human Interface Guidelines' tracking of the variable font, in 1/1000 em, from each
    /// point size on (§2.5).
    static let guidelineTrack: [(size: Int, value: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14),
        (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2),
        (76, 1), (80, 0),
    ]
}
