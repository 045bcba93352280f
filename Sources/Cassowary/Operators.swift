// Operators that build expressions and constraints the way they are written on paper:
// `x + 2*y - 10 <= z` is a `Constraint`, `(x == 100) | .strong` sets its strength.
// Variable, Expression and Constraint are not Equatable, so `==` here always builds a
// constraint and never competes with a Boolean comparison.

/// Anything that reads as a linear expression: a variable, a term, an expression or a number.
public protocol LinearExpressible {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
    public var linearExpression: Expression { Expression(self) }
}
extension Term: LinearExpressible {
    public var linearExpression: Expression { Expression([self]) }
}
extension Expression: LinearExpressible {
    public var linearExpression: Expression { self }
}
extension Double: LinearExpressible {
    public var linearExpression: Expression { Expression(constant: self) }
}
extension Int: LinearExpressible {
    public var linearExpression: Expression { Expression(constant: Double(self)) }
}

/// `a + b`
public func + (a: some LinearExpressible, b: some LinearExpressible) -> Expression {
    let l = a.linearExpression, r = b.linearExpression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// `a - b`
public func - (a: some LinearExpressible, b: some LinearExpressible) -> Expression {
    a + (-1.0) * b
}

/// `-a`
public prefix func - (a: some LinearExpressible) -> Expression {
    (-1.0) * a
}

/// `k * a`
public func * (k: Double, a: some LinearExpressible) -> Expression {
    let e = a.linearExpression
    return Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}

/// `a * k`
public func * (a: some LinearExpressible, k: Double) -> Expression { k * a }

/// `a / k`
public func / (a: some LinearExpressible, k: Double) -> Expression { (1 / k) * a }

/// The required constraint `a == b`.
public func == (a: some LinearExpressible, b: some LinearExpressible) -> Constraint {
    Constraint(a - b, .equal)
}

/// The required constraint `a <= b`.
public func <= (a: some LinearExpressible, b: some LinearExpressible) -> Constraint {
    Constraint(a - b, .lessThanOrEqual)
}

/// The required constraint `a >= b`.
public func >= (a: some LinearExpressible, b: some LinearExpressible) -> Constraint {
    Constraint(a - b, .greaterThanOrEqual)
}

/// The constraint at another strength: `(x >= 10) | .strong`.
public func | (c: Constraint, s: Strength) -> Constraint { c.withStrength(s) }
