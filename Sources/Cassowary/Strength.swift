import TextSupport

/// How much the solver cares about satisfying a constraint.
///
/// Strengths are **weights** on kiwi's scale, and the solver minimises the weighted sum of the
/// violations of all non-required constraints:
///
///     minimise  Σ strength(c) × |violation(c)|     subject to every required constraint
///
/// `required` is not a weight but a hard constraint: it holds exactly or the solver refuses it.
/// Because the objective is a sum, two violations can outweigh one stronger violation: a
/// `strong` (10⁶) constraint yields to a thousand `medium` (10³) units of error. The named
/// levels are a thousand apart so that in layouts of ordinary size (violations of a few
/// thousand points at most, few constraints per level fighting) a stronger level wins, but this
/// is a weighting, not a strict lexicographic order. `Strength(strong:medium:weak:)` builds
/// kiwi's mixed levels (`strong * 10⁶ + medium * 10³ + weak`).
public struct Strength: Hashable, Comparable, Sendable {
    /// The weight, between 0 and `Strength.required.weight`.
    public let weight: Double

    /// A strength of the given weight, clamped to `0 ... required`. NaN becomes 0; the solver
    /// rejects constraints whose strength is not finite before clamping, see `Constraint`.
    public init(_ weight: Double) {
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), Strength.requiredWeight)
    }

    /// kiwi's `strength::create(a, b, c, w)`: each level clamped to `0 ... 1000`, then
    /// `(a × 10⁶ + b × 10³ + c) × w`.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        func level(_ x: Double) -> Double { min(max(x * multiplier, 0), 1000) }
        self.init(level(strong) * 1_000_000 + level(medium) * 1000 + level(weak))
    }

    static let requiredWeight: Double = 1_001_001_000

    /// A hard constraint: satisfied exactly, or the solver reports it unsatisfiable.
    public static let required = Strength(requiredWeight)
    /// Weight 10⁶.
    public static let strong = Strength(1_000_000)
    /// Weight 10³.
    public static let medium = Strength(1000)
    /// Weight 1.
    public static let weak = Strength(1)

    /// True for `required` (and any weight clamped to it).
    public var isRequired: Bool { weight >= Strength.requiredWeight }

    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }
}

extension Strength: CustomStringConvertible {
    public var description: String {
        switch weight {
        case Strength.requiredWeight: "required"
        case 1_000_000: "strong"
        case 1000: "medium"
        case 1: "weak"
        default: formatNumber(weight)
        }
    }
}
