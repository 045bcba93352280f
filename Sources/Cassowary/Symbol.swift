/// What a tableau symbol stands for. Symbols are dense integer ids (`Int32`), reused after
/// their constraint is removed, so every per-symbol table is a plain array.
enum SymbolKind: UInt8 {
    /// A user `Variable`; unrestricted in sign.
    case external
    /// The slack `s ≥ 0` of an inequality: `expr + s = 0` for `expr <= 0`.
    case slack
    /// An error `e ≥ 0` measuring how far a non-required constraint is violated; it carries
    /// the constraint's weight in the objective.
    case error
    /// The marker `d = 0` of a required equality: never enters the basis by choice, but
    /// shows which equalities a row depends on (used to explain conflicts).
    case dummy
    /// A free id, waiting for reuse.
    case free

    /// Restricted symbols are non-negative (slack, error) or zero (dummy).
    var isRestricted: Bool { self != .external }
}

/// The tolerance below which a coefficient or a constant counts as zero.
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }
