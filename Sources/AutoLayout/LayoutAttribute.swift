/// A part of a view's frame that a constraint relates: an edge, a size, a center or a baseline
/// (Apple's `NSLayoutConstraint.Attribute`). Raw values are Apple's.
public enum LayoutAttribute: Int, CaseIterable, Hashable, Sendable {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = 11
    case firstBaseline = 12
    /// The edges and centres of the view's layout margins (iOS 8): Apple's numbers 13 to 20.
    case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The frame in the superview's coordinates, as `NSAutoresizingMaskLayoutConstraint`s
    /// print it (UIKit's private numbers): the view's origin, centre and far edge measured from
    /// the superview's top left, not from the root's.
    case minX = 32, minY, midX, midY, maxX, maxY

    /// Apple's older name for `lastBaseline`.
    public static let baseline = LayoutAttribute.lastBaseline

    /// The axis along which the attribute measures, `nil` for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: .vertical
        case .topMargin, .bottomMargin, .centerYWithinMargins: .vertical
        case .minX, .midX, .maxX: .horizontal
        case .minY, .midY, .maxY: .vertical
        case .notAnAttribute: nil
        }
    }

    /// True for `width` and `height`; every other attribute is a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// True for `leading` and `trailing` (and their margins), which follow the layout direction.
    public var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// True for `left` and `right` (and their margins), which ignore the layout direction.
    public var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// True for the eight margin attributes (iOS 8), which read the view's layout-margins guide.
    public var isMargin: Bool { (LayoutAttribute.leftMargin.rawValue...LayoutAttribute.centerYWithinMargins.rawValue).contains(rawValue) }

    /// True for the frame attributes of autoresizing constraints (`minX` ... `maxY`), which
    /// are measured in the superview: a constant may place them, and a size may scale them.
    public var isFrame: Bool { rawValue >= LayoutAttribute.minX.rawValue }

    /// The attribute of the layout-margins guide a margin attribute stands for
    /// (`leadingMargin` → the guide's `leading`); the attribute itself otherwise.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The margin attribute of an edge or centre (`leading` → `leadingMargin`), `nil` for the
    /// others.
    public var margin: LayoutAttribute? {
        LayoutAttribute.allCases.first { $0.isMargin && $0.withoutMargin == self }
    }

    /// The name used in equations, VFL logs and JSON (`lastBaseline` is printed `baseline`).
    public var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "baseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .minX: "minX"
        case .minY: "minY"
        case .midX: "midX"
        case .midY: "midY"
        case .maxX: "maxX"
        case .maxY: "maxY"
        }
    }

    /// The public attribute with this name (`lastBaseline` and `baseline` are the same
    /// attribute); the frame attributes are UIKit's private ones and are not typed.
    public init?(name: String) {
        if name == "lastBaseline" {
            self = .lastBaseline
            return
        }
        guard let found = LayoutAttribute.allCases.first(where: { $0.name == name && !$0.isFrame }) else { return nil }
        self = found
    }

    /// Every name `init(name:)` accepts, for completion and did-you-mean.
    public static let allNames: [String] =
        allCases.filter { $0 != .notAnAttribute && !$0.isFrame }.map(\.name) + ["lastBaseline"]
}

/// Horizontal or vertical: the direction an attribute measures along, the axis of a VFL line.
public enum LayoutAxis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// The size attribute along this axis.
    public var dimension: LayoutAttribute { self == .horizontal ? .width : .height }

    /// `H` or `V`, as in a VFL orientation.
    public var letter: Character { self == .horizontal ? "H" : "V" }
}

/// Which way leading and trailing point (UIKit's user interface layout direction).
public enum LayoutDirection: String, Hashable, Sendable {
    /// Leading is left, trailing is right (English).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew); leading/trailing distances grow
    /// toward the left.
    case rightToLeft
}
