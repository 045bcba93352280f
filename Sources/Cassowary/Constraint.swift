import TextSupport

/// How the two sides of a constraint relate.
public enum Relation: String, Sendable {
    /// `lhs == rhs`
    case equal = "=="
    /// `lhs <= rhs`
    case lessThanOrEqual = "<="
    /// `lhs >= rhs`
    case greaterThanOrEqual = ">="
}

/// A linear relation `expression (== | <= | >=) 0` with a strength.
///
/// `x + 2*y - 10 <= z` is stored as `x + 2*y - z - 10 <= 0`. A constraint is identified by the
/// object: the solver adds and removes this very constraint, and adding it twice is an error
/// even if another constraint reads the same. It is immutable (Sendable for that reason).
public final class Constraint: @unchecked Sendable {
    /// The left side minus the right side, reduced (each variable once, no zero terms).
    public let expression: Expression
    /// How `expression` relates to zero.
    public let relation: Relation
    /// How much the solver cares (`required` holds exactly or is refused).
    public let strength: Strength
    /// True when no coefficient, constant or strength is NaN or infinite. The solver refuses
    /// other constraints before they reach the tableau.
    public let isFinite: Bool

    /// `expression relation 0` at `strength`.
    public convenience init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.init(reduced: expression.reduced(), relation, strength, isFinite: expression.isFinite)
    }

    /// `expression relation 0` with a numeric weight (kiwi's scale); a weight that is NaN or
    /// infinite makes the constraint non-finite, and the solver refuses it.
    public convenience init(_ expression: Expression, _ relation: Relation, weight: Double) {
        self.init(
            reduced: expression.reduced(), relation, Strength(weight),
            isFinite: expression.isFinite && weight.isFinite)
    }

    private init(reduced expression: Expression, _ relation: Relation, _ strength: Strength, isFinite: Bool) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.isFinite = isFinite
        self.variableIDs = expression.terms.map { ObjectIdentifier($0.variable) }
        self.coefficients = expression.terms.map(\.coefficient)
    }

    /// The terms as plain arrays, which the solver walks without touching reference counts.
    let variableIDs: [ObjectIdentifier]
    let coefficients: [Double]

    /// The same relation at another strength (a new constraint object).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(reduced: expression, relation, strength, isFinite: expression.isFinite)
    }

    /// How far the current variable values are from satisfying the relation: 0 when it holds.
    public var violation: Double {
        let v = expression.value
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(v, 0)
        case .greaterThanOrEqual: return max(-v, 0)
        }
    }
}

extension Constraint: CustomStringConvertible {
    public var description: String {
        "\(Expression(expression.terms)) \(relation.rawValue) \(formatNumber(-expression.constant)) @\(strength)"
    }
}
