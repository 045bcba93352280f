/// An unknown of the linear system: a named quantity whose value the solver chooses.
///
/// A variable is identified by the object, not by its name: two variables may share a name
/// (names are for people and diagnostics). `value` holds the solution written by the last
/// `Solver.updateVariables()`; it is `0` before the variable takes part in a solve.
///
/// Sendable so that errors and constraints can carry it; `value` is written only by the
/// solver's `updateVariables()`, so a variable shared between threads needs the same
/// synchronisation as the solver that updates it.
public final class Variable: @unchecked Sendable {
    /// A human-readable name, used in descriptions and error messages.
    public let name: String
    /// The value from the last `Solver.updateVariables()`. Only the solver writes it, so the
    /// per-access exclusivity check is off: reading every value of a layout each frame is the
    /// hot path of a live resize.
    @inlinable public var value: Double { storedValue }

    @usableFromInline @exclusivity(unchecked) var storedValue: Double = 0

    /// Where the last solver that edited this variable keeps its edit (an index into its
    /// edit table). Only a hint: a solver checks that the entry there is this variable.
    @exclusivity(unchecked) var editHint = -1

    /// A new unknown called `name`.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "<anonymous>" : name }
}
