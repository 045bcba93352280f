import Cassowary
import Foundation

/// Auto Layout's constraint priority, 1…1000, and how it maps onto a solver `Strength`.
///
/// Each priority below 1000 is a strength **level** of its own (weight 1): the solver minimises
/// the violations at the highest priority first, then at the next one as far as that allows,
/// and so on, as Apple's engine does (its objective keeps a vector of coefficients by priority
/// per variable, `NSISObjectiveLinearExpression`; see `Strength`). So one violated 251 outweighs
/// any number of violated 250s, and a 750 yields to no amount of 250 error; within one priority
/// the violations add up, point for point.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as Apple writes it.
    public let rawValue: Float

    /// A priority; valid ones lie in (0, 1000] (see `isValid`).
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority; valid ones lie in (0, 1000] (see `isValid`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level at which a view is asked for its fitting size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// True for priorities in (0, 1000], the range Apple accepts.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// The solver strength: `Strength.required` at 1000, else the level p with weight 1.
    public var strength: Strength {
        rawValue >= 1000 ? .required : Strength(level: Double(rawValue))
    }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

extension LayoutPriority: CustomStringConvertible {
    /// A whole priority as Apple writes it (`750`); any other value as the Float prints, never
    /// through `Int` (a pasted log can hold `@1e30` or more, which no `Int` holds).
    public var description: String {
        abs(rawValue) < 1e9 && rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
