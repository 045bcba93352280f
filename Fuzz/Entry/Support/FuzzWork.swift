import Foundation

/// What one input cost its target, in deterministic counts (the same bytes give the same
/// numbers in any build, on any machine): the unit of the work bounds, of the slow-input
/// search (`Fuzz/run.sh TARGET S --slow`) and of the replay of `Corpus/Slow/`.
public struct FuzzWork: Equatable, Sendable {
    /// A kind of work a target counts.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        /// Basis exchanges of a solver (Cassowary's `SolverStatistics.pivots`).
        case pivots
        /// Row combinations `row += k × other` (`rowUpdates`).
        case rowUpdates
        /// Tableau cells read or written by those combinations (`cellUpdates`).
        case cells
        /// Tokens a format's lexer scanned, the lookaheads' included.
        case tokens
        /// Constraints made from a format.
        case constraints
        /// Unicode scalars the console-log reader examined.
        case scalars
        /// Scenes laid out from an Interface Builder document.
        case scenes
    }

    /// The counts, zero where a target does not count that kind.
    public private(set) var counts: [Kind: Int] = [:]

    /// No work yet.
    public init() {}

    /// The count of `kind`.
    public subscript(_ kind: Kind) -> Int { counts[kind] ?? 0 }

    /// Add `n` to the count of `kind`.
    public mutating func add(_ kind: Kind, _ n: Int) {
        guard n != 0 else { return }
        counts[kind, default: 0] += n
    }

    /// The counts by name, for JSON (`fuzz-floor work`, `Corpus/Slow/*/work.json`).
    public var byName: [String: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
    }
}

/// What a target's body found on one input: the first broken property, if any, and its work.
public struct FuzzOutcome: Sendable {
    /// The first property the input broke (a work bound is a property too).
    public var failure: PropertyFailure?
    /// What the input cost.
    public var work: FuzzWork
}

extension Findings {
    /// A work bound, checked like any property: `measured` must not exceed `bound`. `what`
    /// names the count and the bound's formula, so that a crash file's message says which
    /// bound broke, by how much, and why the bound is what it is.
    public func bound(_ measured: Int, _ bound: Int, _ what: @autoclosure () -> String) {
        require(measured <= bound, "work bound broken: \(what()): \(measured) > \(bound)")
    }

    /// The findings and the work recorded, as the body's answer.
    public var outcome: FuzzOutcome { FuzzOutcome(failure: first, work: work) }
}
