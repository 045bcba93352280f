import AutoLayout
import UIKitFacts
import Workbench

/// A stress campaign against a user's layout (`vfl stress`, `:stress`): it tries variations of
/// the session as written (`StressPlan`), solves each, checks the properties of
/// `StressProperty` against the layout as written, and shrinks every new failure to the
/// smallest difference that still shows it (`shrink`). Deterministic for a seed.
public struct StressCampaign {
    /// How long a campaign runs and from which seed.
    public struct Budget: Hashable, Sendable {
        /// Variations to try (the single changes first); nil with `seconds`.
        public var runs: Int?
        /// Or: try variations until this many seconds have passed.
        public var seconds: Double?
        public var seed: UInt64

        public init(runs: Int? = nil, seconds: Double? = nil, seed: UInt64 = 1) {
            self.runs = runs
            self.seconds = seconds
            self.seed = seed
        }

        /// Variations tried when neither runs nor seconds are given.
        public static let defaultRuns = 300
    }

    /// A failure, shrunk: the finding, the variation that shows it, and that variation solved.
    public struct Failure: Sendable {
        public let finding: StressFinding
        /// The smallest variation found that still fails this way.
        public let variation: StressVariation
        /// The variation the campaign first failed on, before shrinking.
        public let found: StressVariation
        /// Which variation (1-based) first failed this way.
        public let run: Int
        /// The session with `variation` applied, and its solution.
        public let state: SessionState
        public let solution: LayoutSolution
        public let ambiguities: [Ambiguity]
    }

    /// What a campaign found.
    public struct Result: Sendable {
        /// What the layout as written already fails (ambiguity, broken constraints, titles cut,
        /// views under the keyboard).
        public let asWritten: [StressFinding]
        /// New failures, one per property and set of views, in the order found.
        public let failures: [Failure]
        /// Variations tried, and solves in all (shrinking included).
        public let runs: Int
        public let solves: Int
        public let seed: UInt64
        /// False when the layout has more views than `Session.ambiguityCheckLimit` allows for
        /// a check per variation: ambiguity was then checked as written only.
        public let checkedAmbiguity: Bool
        /// The layout as written, solved.
        public let written: SessionState
        public let writtenSolution: LayoutSolution

        /// True when nothing failed, as written or in any variation.
        public var passed: Bool { asWritten.isEmpty && failures.isEmpty }
    }

    /// The most solves spent shrinking one failure.
    static let shrinkBudget = 200

    private let written: SessionState
    private let engine = LayoutEngine()
    private let checksAmbiguity: Bool
    private let ambiguityLimit: Int
    /// Views ambiguous as written.
    private let arbitrary: Set<String>
    private var base: LayoutFacts
    private let writtenSolution: LayoutSolution
    private var solves = 0

    /// A campaign against `written`; `ambiguityLimit` is the most views for which ambiguity is
    /// checked after every variation (two small LPs per view attribute each time).
    public init(_ written: SessionState, ambiguityLimit: Int = 300) {
        self.written = written
        let checks = written.layout.hierarchy.views.count <= ambiguityLimit
        checksAmbiguity = checks
        // The layout as written is the script as `vfl run` solves it, line by line. Its
        // ambiguity is checked whatever its size (once: about a second at 5,000 views): views
        // ambiguous as written have arbitrary frames, left out of every variation's geometry.
        let replayed = StressCampaign.replay(written, [], ambiguityLimit: Int.max)
        writtenSolution = replayed?.solution ?? engine.solve(written.layout)
        let ambiguous = replayed?.ambiguities ?? engine.ambiguities()
        arbitrary = Set(ambiguous.map(\.view))
        base = LayoutFacts(state: written, solution: writtenSolution, ambiguities: ambiguous, arbitrary: arbitrary)
        self.ambiguityLimit = ambiguityLimit
        _ = engine.solve(written.layout)
    }

    /// Run the campaign; `progress(tried, planned, failures)` after each variation (`planned`
    /// is nil when the budget is in seconds).
    public mutating func run(_ budget: Budget, progress: (Int, Int?, Int) -> Void = { _, _, _ in }) -> Result {
        var plan = StressPlan(written, seed: budget.seed)
        let runs = budget.runs ?? (budget.seconds == nil ? Budget.defaultRuns : Int.max)
        let clock = ContinuousClock()
        let deadline = budget.seconds.map { clock.now + .milliseconds(Int64(($0 * 1000).rounded())) }
        var failures: [Failure] = []
        // A failure is one property on one set of views under one kind of change: titles cut
        // on a smaller screen and titles cut by a longer translation are two.
        var tried = 0, shrunk = Set<String>(), reported = Set<String>()
        while tried < runs, deadline.map({ clock.now < $0 }) ?? true {
            let variation = plan.nextVariation()
            tried += 1
            defer { progress(tried, budget.runs ?? (budget.seconds == nil ? runs : nil), failures.count) }
            guard let findings = evaluate(variation)?.findings else { continue }
            for finding in findings where shrunk.insert(finding.key + " under " + variation.kinds).inserted {
                let small = shrink(variation, failing: finding.key)
                guard reported.insert(finding.key + " under " + small.kinds).inserted,
                    let solved = reproduce(small), let shown = solved.findings.first(where: { $0.key == finding.key })
                else { continue }
                failures.append(
                    Failure(
                        finding: shown, variation: small, found: variation, run: tried, state: solved.state,
                        solution: solved.solution, ambiguities: solved.ambiguities))
            }
        }
        return Result(
            asWritten: base.asWritten, failures: failures, runs: tried, solves: solves, seed: budget.seed,
            checkedAmbiguity: checksAmbiguity, written: written, writtenSolution: writtenSolution)
    }

    /// A variation solved: its state, frames, ambiguity and what it newly fails.
    struct Evaluation {
        let state: SessionState
        let solution: LayoutSolution
        let ambiguities: [Ambiguity]
        let findings: [StressFinding]
    }

    /// Apply `variation`'s statements to the session as written, solve (incrementally, from
    /// the variation before), and compare with the layout as written; nil when a statement
    /// does not apply. Only ambiguous views' frames depend on that history, and they are left
    /// out of the geometry (`LayoutFacts`).
    mutating func evaluate(_ variation: StressVariation) -> Evaluation? {
        guard let state = try? StressCampaign.apply(variation, to: written) else { return nil }
        solves += 1
        let solution = engine.solve(state.layout)
        let ambiguities = checksAmbiguity ? engine.ambiguities() : []
        let facts = LayoutFacts(state: state, solution: solution, ambiguities: checksAmbiguity ? ambiguities : nil, arbitrary: arbitrary)
        return Evaluation(state: state, solution: solution, ambiguities: ambiguities, findings: facts.findings(beyond: base))
    }

    /// `variation` as a user reproduces it: the script as written, then the variation's
    /// statements, run line by line in a new session (as `vfl run` runs them). A failure is
    /// reported only if this shows it too, so its statements are a true reproduction even
    /// where ambiguous views land differently in different solve histories.
    mutating func reproduce(_ variation: StressVariation) -> Evaluation? {
        solves += 1
        guard let replayed = StressCampaign.replay(written, variation.statements, ambiguityLimit: ambiguityLimit) else { return nil }
        let facts = LayoutFacts(
            state: replayed.state, solution: replayed.solution, ambiguities: checksAmbiguity ? replayed.ambiguities : nil,
            arbitrary: arbitrary)
        return Evaluation(
            state: replayed.state, solution: replayed.solution, ambiguities: replayed.ambiguities, findings: facts.findings(beyond: base))
    }

    /// A new session running `written`'s script and then `extra`; nil if a line fails.
    static func replay(
        _ written: SessionState, _ extra: [String], ambiguityLimit: Int
    ) -> (state: SessionState, solution: LayoutSolution, ambiguities: [Ambiguity])? {
        let session = Session(size: SessionState.defaultSize)
        session.ambiguityCheckLimit = 0  // checked once, at the end
        for line in Array(written.script) + extra {
            do {
                try session.perform { (s: inout SessionState) throws(SessionError) in try s.run(line, commands: .standard) ? true : nil }
            } catch {
                return nil
            }
        }
        if session.state.layout.hierarchy.views.count <= ambiguityLimit { session.checkAmbiguity() }
        return (session.state, session.layoutSolution, session.ambiguities)
    }

    /// The session as written with `variation`'s statements run, as the REPL runs them.
    static func apply(_ variation: StressVariation, to written: SessionState) throws(SessionError) -> SessionState {
        var state = written
        for line in variation.statements {
            guard try state.run(line, commands: .standard) else { throw SessionError("not a state command", line: line, offset: 0) }
        }
        return state
    }

    /// The smallest variation near `variation` that still fails with `key`:
    /// 1. parts taken back to the layout as written, one at a time, while it still fails;
    /// 2. the size brought back towards the size as written, an axis at a time, by bisection
    ///    to the point (the first size, counting from the one as written, at which it fails);
    /// 3. the text size brought back to the nearest category that still fails;
    /// 4. each title cut to its shortest prefix that still fails (bisection on the length).
    /// Bisection assumes the failure persists beyond the boundary it finds; each step is kept
    /// only if the variation still fails, so the result always fails.
    mutating func shrink(_ variation: StressVariation, failing key: String) -> StressVariation {
        let limit = solves + StressCampaign.shrinkBudget
        func fails(_ v: StressVariation) -> Bool {
            solves < limit && (evaluate(v)?.findings.contains { $0.key == key } ?? false)
        }
        var best = variation
        var dropped = true
        while dropped {
            dropped = false
            for smaller in best.withoutEachPart where fails(smaller) {
                best = smaller
                dropped = true
                break
            }
        }
        if let size = best.size {
            // Each axis back to the size as written if it still fails there, else bisected
            // towards it.
            let original = written.layout.rootSize
            func resized(_ width: Double, _ height: Double) -> StressVariation {
                var trial = best
                trial.size = Size(width: width, height: height) == original ? nil : Size(width: width, height: height)
                return trial
            }
            let width =
                fails(resized(original.width, size.height))
                ? original.width
                : StressCampaign.bisect(from: original.width, to: size.width) { fails(resized($0, size.height)) }
            let height =
                fails(resized(width, original.height))
                ? original.height
                : StressCampaign.bisect(from: original.height, to: size.height) { fails(resized(width, $0)) }
            best = resized(width, height)
        }
        if let category = best.textSize {
            let all = ContentSizeCategory.allCases
            let from = all.firstIndex(of: written.textSize) ?? 0, to = all.firstIndex(of: category) ?? from
            let step = to > from ? 1 : -1
            for i in stride(from: from + step, to: to, by: step) {
                var trial = best
                trial.textSize = all[i]
                if fails(trial) {
                    best = trial
                    break
                }
            }
        }
        for (view, title) in best.titles.sorted(by: { $0.key < $1.key }) {
            let characters = Array(title)
            let length = StressCampaign.bisect(from: -1, to: Double(characters.count)) { n in
                var trial = best
                trial.titles[view] = String(characters.prefix(Int(n)))
                return fails(trial)
            }
            best.titles[view] = String(characters.prefix(Int(length)))
        }
        return best
    }

    /// The value nearest to `from` (which passes) on the way to `to` (which fails), in whole
    /// points, at which `fails` holds: `to` when the two are a point apart or less.
    static func bisect(from start: Double, to end: Double, fails: (Double) -> Bool) -> Double {
        var pass = start, fail = end
        while abs(fail - pass) > 1 {
            let middle = ((pass + fail) / 2).rounded(fail > pass ? .down : .up)
            guard middle != pass, middle != fail else { break }
            if fails(middle) { fail = middle } else { pass = middle }
        }
        return fail
    }
}
