import AutoLayout

/// A view's autoresizing mask (`UIView.AutoresizingMask`): which of its margins and sizes stretch
/// when its superview's size changes. A view with `translatesAutoresizingMaskIntoConstraints`
/// on gets its frame and mask as required constraints (`NSAutoresizingMaskLayoutConstraint`),
/// in the forms UIKit logs (shared/notes/modern-autolayout.md §3), in the superview's
/// coordinates (`minX`, `midX`, ...), with W×H the superview's size when the frame was set:
///
/// - nothing flexible, or only the far margin: `v.minX == x`, `v.width == w`;
/// - the near margin only: `v.midX == S.width + (x + w/2 − W)`, `v.width == w`;
/// - the width only: `v.midX == 0.5·S.width + (x + w/2 − W/2)`, `v.width == S.width + (w − W)`;
/// - both margins: `v.minX == k·S.width − k·w` with k = x/(W − w), `v.width == w` (size first);
/// - several parts with the size: each flexible part takes a share of the change in
///   proportion to its size (Apple's documentation; no log shows it).
/// Vertically the same with `minY`, `midY`, `height`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Apple's names, and Interface Builder's for the same bits.
    public static let named: [(name: String, xmlName: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", "flexibleMinX", .flexibleLeftMargin), ("flexibleWidth", "widthSizable", .flexibleWidth),
        ("flexibleRightMargin", "flexibleMaxX", .flexibleRightMargin), ("flexibleTopMargin", "flexibleMinY", .flexibleTopMargin),
        ("flexibleHeight", "heightSizable", .flexibleHeight), ("flexibleBottomMargin", "flexibleMaxY", .flexibleBottomMargin),
    ]

    /// The mask's names, as statements write them (`flexibleWidth,flexibleBottomMargin`).
    public var names: [String] { AutoresizingMask.named.filter { contains($0.mask) }.map(\.name) }

    /// Apple's notation in logs, `h=--& v=-&-`: per axis the near margin, the size and the far
    /// margin, `-` fixed and `&` flexible; an axis with nothing flexible prints its far margin
    /// flexible (`--&`), as a view made in code does.
    public var notation: String {
        func axis(_ near: AutoresizingMask, _ size: AutoresizingMask, _ far: AutoresizingMask) -> String {
            guard !isDisjoint(with: [near, size, far]) else { return "--&" }
            return [near, size, far].map { contains($0) ? "&" : "-" }.joined()
        }
        return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin) + " v="
            + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
    }

    /// The constraints UIKit makes for `view` at `frame` (in `superview`'s coordinates, whose
    /// size was `size` when the frame was set): position and size on each axis.
    public func constraints(for view: String, frame: Frame, in superview: String, of size: Size) -> [LayoutConstraint] {
        let notation = self.notation
        var made: [LayoutConstraint] = []
        for horizontal in [true, false] {
            let (near, stretch, far): (AutoresizingMask, AutoresizingMask, AutoresizingMask) =
                horizontal
                ? (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin) : (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
            let (minimum, middle, maximum, dimension): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                horizontal ? (.minX, .midX, .maxX, .width) : (.minY, .midY, .maxY, .height)
            let (x, w, whole) = horizontal ? (frame.x, frame.width, size.width) : (frame.y, frame.height, size.height)
            let r = whole - x - w
            func c(_ attribute: LayoutAttribute, times k: Double? = nil, plus constant: Double) -> LayoutConstraint? {
                var made = try? LayoutConstraint(
                    item: view, attribute: attribute, relatedBy: .equal, toItem: k == nil ? nil : superview,
                    attribute: k == nil ? .notAnAttribute : dimension, multiplier: k ?? 1, constant: constant)
                made?.autoresizing = notation
                return made
            }
            let flexible = (contains(near), contains(stretch), contains(far))
            var axis: [LayoutConstraint?]
            switch flexible {
            case (false, false, _):
                axis = [c(minimum, plus: x), c(dimension, plus: w)]
            case (true, false, false):
                axis = [c(middle, times: 1, plus: x + w / 2 - whole), c(dimension, plus: w)]
            case (false, true, false):
                axis = [c(middle, times: 0.5, plus: x + w / 2 - whole / 2), c(dimension, times: 1, plus: w - whole)]
            case (true, false, true):
                let k = whole - w == 0 ? 0.5 : x / (whole - w)
                axis = [c(dimension, plus: w), c(minimum, times: k, plus: -k * w)]
            case (true, true, false):
                // The far margin fixed; the near margin and the size share the change.
                let share = x + w == 0 ? 1 : w / (x + w)
                axis = [c(maximum, times: 1, plus: -r), c(dimension, times: share, plus: w - whole * share)]
            case (false, true, true):
                let share = w + r == 0 ? 1 : w / (w + r)
                axis = [c(minimum, plus: x), c(dimension, times: share, plus: w - whole * share)]
            case (true, true, true):
                let scale = whole == 0 ? 0 : 1 / whole
                axis = [c(minimum, times: x * scale, plus: 0), c(dimension, times: w * scale, plus: 0)]
            }
            made += axis.compactMap { $0 }
        }
        return made
    }
}
