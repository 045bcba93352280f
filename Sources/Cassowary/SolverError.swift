/// Why the solver refused a call. The solver is unchanged after any of these.
public enum SolverError: Error {
    /// A required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicts` are those constraints (the new one included): a set whose
    /// relations combine into a contradiction, taken from the simplex's own certificate
    /// (see `Solver.add(_:)`); removing any one of them usually resolves it.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required (a required edit could never move).
    case badRequiredStrength(Variable)
    /// A coefficient, constant or weight is NaN or infinite, or a magnitude is beyond
    /// `Solver.maximumMagnitude`; nothing reached the tableau.
    case nonFiniteConstraint(Constraint)
    /// A suggested value is NaN, infinite or beyond `Solver.maximumMagnitude`.
    case nonFiniteValue(Variable, Double)
}

extension SolverError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(c, conflicts):
            let others = conflicts.filter { $0 !== c }.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(c)" + (others.isEmpty ? "" : "; it conflicts with:\n" + others)
        case let .duplicateConstraint(c): return "duplicate constraint \(c)"
        case let .unknownConstraint(c): return "unknown constraint \(c)"
        case let .duplicateEditVariable(v): return "\(v) is already an edit variable"
        case let .unknownEditVariable(v): return "\(v) is not an edit variable"
        case let .badRequiredStrength(v): return "edit variable \(v) cannot be required"
        case let .nonFiniteConstraint(c): return "constraint has a non-finite or too large number: \(c)"
        case let .nonFiniteValue(v, x): return "cannot suggest \(x) for \(v)"
        }
    }
}
