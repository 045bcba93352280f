import TextSupport

/// A variable times a coefficient: the `2*y` in `x + 2*y - 10 <= z`.
public struct Term: Sendable {
    /// The variable multiplied.
    public var variable: Variable
    /// The factor it is multiplied by.
    public var coefficient: Double

    /// `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient))*\(variable)"
    }
}

/// A constant written after a term: ` + 5`, ` - 2.5`, or nothing for 0.
public func formatOffset(_ constant: Double) -> String {
    constant > 0 ? " + " + formatNumber(constant) : constant < 0 ? " - " + formatNumber(-constant) : ""
}
