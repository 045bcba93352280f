import Cassowary
import Foundation

/// Auto Layout's constraint priority, 1…1000, and how it maps onto a solver `Strength`.
///
/// Semantics (decided with the solver): the solver minimises a **weighted sum** of violations,
/// and a priority p below 1000 weighs `100^(p/250)`:
///
///     priority   50 (fittingSizeLevel)  ≈ 2.5      250 (defaultLow)   = 10²
///     priority  500                     = 10⁴      750 (defaultHigh)  = 10⁶ (= Strength.strong)
///     priority  999                     ≈ 9.8×10⁷  1000 (required)    = hard, never weighed
///
/// Each step of one priority multiplies the weight by ≈1.0186, so whenever two constraints
/// compete for the same points the higher priority wins, as in Apple's engine; each 250 steps
/// multiply it by 100, so a 750 yields to 250s only when they are violated by 10⁴ times as
/// many points in total. It is not a strict lexicographic order: a thousand 250s violated by a
/// few points each can outweigh one 750. Tests pin both behaviours down.
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

    /// The solver strength: `Strength.required` at 1000, else the weight `100^(p/250)`.
    public var strength: Strength {
        rawValue >= 1000 ? .required : Strength(LayoutPriority.weight(of: Double(rawValue)))
    }

    /// `100^(p/250)`; exact at the named levels (integral powers of 100).
    static func weight(of p: Double) -> Double { pow(100, p / 250) }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

extension LayoutPriority: CustomStringConvertible {
    /// A whole priority as Apple writes it (`750`); any other value as the Float prints, never
    /// through `Int` (a pasted log can hold `@1e30` or more, which no `Int` holds).
    public var description: String {
        abs(rawValue) < 1e9 && rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
