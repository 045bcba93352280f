import TextSupport

/// How much the solver cares about satisfying a constraint: a **level** and a **weight**.
///
/// The solver minimises the violations of the non-required constraints lexicographically by
/// level, and as a weighted sum within a level:
///
///     minimise  ( Σ weight(c) × |violation(c)| over the constraints c at each level ),
///               the highest level first,            subject to every required constraint
///
/// so any violation at a higher level outweighs every violation at the lower levels together.
/// That is how Apple's engine reads Auto Layout priorities: its objective keeps, for each
/// variable, a vector of coefficients by priority (`NSISObjectiveLinearExpression`'s
/// `priorityVectorForVar:`, `leadingPriority:andValue:forVar:`), and a variable may enter the
/// basis when the term of its strongest priority is negative. `LayoutPriority` gives each
/// priority a level of its own.
///
/// kiwi's strengths are **weights** at one level, 0: `strong` (10⁶) yields to a thousand units
/// of `medium` (10³) error. `Strength(strong:medium:weak:)` builds kiwi's mixed levels
/// (`strong * 10⁶ + medium * 10³ + weak`).
///
/// `required` is not a weight but a hard constraint: it holds exactly or the solver refuses it.
public struct Strength: Hashable, Comparable, Sendable {
    /// The weight within the level, between 0 and `Strength.required.weight`.
    public let weight: Double
    /// The lexicographic level, ≥ 0 (Apple's priority): violations at a higher level are
    /// minimised first. kiwi's weights are all at level 0.
    public let level: Double

    /// A strength of the given weight at level 0 (kiwi's), clamped to `0 ... required`. NaN
    /// becomes 0; the solver rejects constraints whose strength is not finite before clamping,
    /// see `Constraint`.
    public init(_ weight: Double) {
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), Strength.requiredWeight)
        self.level = 0
    }

    /// A strength at `level` (a finite number ≥ 0; anything else is level 0) with `weight`
    /// within it, clamped below `required` (a level never makes a constraint required).
    public init(level: Double, weight: Double = 1) {
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), Strength.requiredWeight / 2)
        self.level = level.isFinite && level > 0 ? level : 0
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

    /// Required above all; then by level, then by weight within a level.
    public static func < (a: Strength, b: Strength) -> Bool {
        if a.isRequired != b.isRequired { return b.isRequired }
        return a.level != b.level ? a.level < b.level : a.weight < b.weight
    }
}

extension Strength: CustomStringConvertible {
    public var description: String {
        let named =
            switch weight {
            case Strength.requiredWeight: "required"
            case 1_000_000: "strong"
            case 1000: "medium"
            case 1: "weak"
            default: formatNumber(weight)
            }
        if level == 0 { return named }
        return weight == 1 ? "level \(formatNumber(level))" : "level \(formatNumber(level)) ×\(formatNumber(weight))"
    }
}
