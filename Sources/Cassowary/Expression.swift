import TextSupport

/// A linear expression `c1*x1 + c2*x2 + ... + constant`.
///
/// Terms are kept as written; `reduced()` merges repeated variables and drops zero terms,
/// which is the form a `Constraint` stores.
public struct Expression: Sendable {
    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable` (coefficient 1, constant 0).
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with each variable once (coefficients summed, in order of first
    /// appearance) and without zero terms.
    public func reduced() -> Expression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        // A constraint's expression has a handful of terms: those merge by a linear scan, with
        // no table to allocate. Long sums go through an index, so they stay linear.
        var index: [ObjectIdentifier: Int]? = terms.count > 16 ? [:] : nil
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            let at = index == nil ? merged.firstIndex { ObjectIdentifier($0.variable) == key } : index?[key]
            if let at {
                merged[at].coefficient += term.coefficient
            } else {
                index?[key] = merged.count
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// The expression's value for the variables' current `value`s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        return text + formatOffset(constant)
    }
}
