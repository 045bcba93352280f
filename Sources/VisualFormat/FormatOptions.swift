import AutoLayout

/// Apple's `NSLayoutConstraint.FormatOptions`, with Apple's bit values: at most one direction,
/// and alignment of every pair of adjacent views in the format.
public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Apple's older name for `alignAllLastBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)

    /// The default: H: lines use leading and trailing.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// H: lines use left and right, views in reading order from the left.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// H: lines use left and right, views in reading order from the right.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    static let alignmentMask: UInt = 0xFFFF
    static let directionMask: UInt = 0x3 << 16

    /// The alignment attributes, in Apple's enum order (the order the constraints come out).
    public var alignmentAttributes: [LayoutAttribute] {
        guard rawValue & FormatOptions.alignmentMask != 0 else { return [] }
        return LayoutAttribute.allCases.filter { $0 != .notAnAttribute && rawValue & (1 << UInt($0.rawValue)) != 0 }
    }

    /// The direction bits (0 leading-to-trailing, 1 left-to-right, 2 right-to-left).
    var direction: UInt { (rawValue & FormatOptions.directionMask) >> 16 }

    /// True when only known bits are set and the direction is one of the three.
    var isValid: Bool {
        let known = FormatOptions.named.reduce(FormatOptions.directionMask) { $0 | $1.option.rawValue }
        return rawValue & ~known == 0 && direction != 3
    }

    /// Names for command lines (`--option alignAllTop`), Apple's spelling.
    public static let named: [(name: String, option: FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllBaseline", .alignAllBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
    ]
}
