import AutoLayout
import Cassowary
import Dynamics

/// A live session: the state, its solution, and the undo and redo history. Every change goes
/// through `perform`, which works on a copy of the state and keeps it only if every step
/// succeeds, so a failed line (or a failed `:load`) leaves the session exactly as it was.
public final class Session {
    /// What the session has built.
    public private(set) var state: SessionState
    /// The frames on screen: Auto Layout's, except that views in the dynamic animator are where
    /// the animator has them (their centres are its, as UIKit writes them back), subviews along.
    public private(set) var solution: LayoutSolution
    /// The frames of `state` as Auto Layout solves them.
    public private(set) var layoutSolution: LayoutSolution
    /// UIKit Dynamics: the animator of `state.dynamics`, kept in step with it (rebuilt by
    /// replaying the scene after an undo).
    public private(set) var animator = DynamicAnimator()
    /// Watches the frames a `simulate` runs.
    private var observer: ((DynamicAnimator) -> Void)?
    /// Views whose frames the constraints leave open (as of the last check: see
    /// `ambiguityChecked`).
    public private(set) var ambiguities: [Ambiguity] = []
    /// False when the last change left the ambiguity check out (more views than
    /// `ambiguityCheckLimit`); `checkAmbiguity()` runs it.
    public private(set) var ambiguityChecked = true
    /// Above this many views the ambiguity check (two small LPs per view attribute) is left
    /// out after each change and run on demand, so lines stay interactive in big layouts.
    public var ambiguityCheckLimit = 300
    /// How long the last solve took in the engine, in seconds.
    public private(set) var lastSolveSeconds = 0.0
    /// How long the ambiguity check after it took, in seconds.
    public private(set) var lastAmbiguitySeconds = 0.0
    private var undoStack: [SessionState] = []
    private var redoStack: [SessionState] = []
    private let engine = LayoutEngine()

    /// A session with only the root view, of `size`.
    public init(size: Size = SessionState.defaultSize) {
        state = SessionState(size: size)
        layoutSolution = engine.solve(state.layout)
        solution = layoutSolution
    }

    /// Run `change` on a copy of the state; keep the copy (one undo step) and re-solve only if
    /// it returns a result. `nil` means it changed nothing (a command that only shows things);
    /// a throw leaves the state untouched.
    @discardableResult
    public func perform<T>(_ change: (inout SessionState) throws(SessionError) -> T?) throws(SessionError) -> T? {
        var next = state
        guard let result = try change(&next) else { return nil }
        undoStack.append(state)
        redoStack.removeAll()
        state = next
        solve()
        return result
    }

    /// Carry out one layout statement typed as `line` (one undo step).
    @discardableResult
    public func apply(_ statement: Statement, line: String) throws(SessionError) -> String {
        try perform { (s: inout SessionState) throws(SessionError) -> String? in try s.apply(statement, line: line) } ?? ""
    }

    /// Go back one step; false when there is nothing to undo.
    public func undo() -> Bool { step(from: &undoStack, to: &redoStack) }

    /// Redo the step undone last; false when there is nothing to redo.
    public func redo() -> Bool { step(from: &redoStack, to: &undoStack) }

    /// Restore the state on top of `source`, keeping the current one on `target`.
    private func step(from source: inout [SessionState], to target: inout [SessionState]) -> Bool {
        guard let restored = source.popLast() else { return false }
        target.append(state)
        state = restored
        solve()
        return true
    }

    /// How many steps `undo` and `redo` could take.
    public var undoDepth: (undo: Int, redo: Int) { (undoStack.count, redoStack.count) }

    /// Another valid solution in which `view` moves (Apple's `exerciseAmbiguityInLayout`), or
    /// `nil` when the view's frame is determined.
    public func exerciseAmbiguity(of view: String) -> FrameMap? {
        engine.exerciseAmbiguity(of: view)
    }

    /// For each constraint of a conflict's set, the frames without it (`LayoutEngine.alternatives`).
    public func alternatives(to conflict: Conflict) -> [ConflictAlternative] {
        engine.alternatives(to: conflict)
    }

    /// Work the solver has done since the session began (or its engine last started over).
    public var statistics: SolverStatistics { engine.statistics }

    /// The solver's work for adding each constraint (by id), as of its last add.
    public var workByConstraint: [Int: SolverStatistics] { engine.workByConstraint }

    /// The solver's tableau: rows, non-zero coefficients, recorded row operations, and the
    /// constraints and variables it holds.
    public var tableauSize: (rows: Int, cells: Int, history: Int, constraints: Int, variables: Int) { engine.tableauSize }

    /// How many times the layout has been solved: a line that changed nothing leaves it.
    public private(set) var solveCount = 0

    private func solve() {
        solveCount += 1
        let clock = ContinuousClock()
        let start = clock.now
        layoutSolution = engine.solve(state.layout)
        lastSolveSeconds = Session.seconds(clock.now - start)
        if !animator.catchUp(to: state.dynamics, observe: observer) { animator = DynamicAnimator(replaying: state.dynamics) }
        solution =
            animator.items.isEmpty
            ? layoutSolution
            : layoutSolution.placing(
                Dictionary(uniqueKeysWithValues: animator.items.map { ($0.name, $0.frame) }), in: state.layout.hierarchy)
        ambiguityChecked = false
        lastAmbiguitySeconds = 0
        if state.layout.hierarchy.views.count <= ambiguityCheckLimit { checkAmbiguity() }
    }

    /// Run the animator up to `frames` 1/60 s frames or until it rests (one undo step, `line`
    /// in the script), watching each frame; keep every frame in the record if asked.
    public func simulate(frames: Int, line: String, keepsSamples: Bool) throws(SessionError) -> SimulationRecord {
        var recorder = SimulationRecorder(animator, keepsSamples: keepsSamples)
        observer = { recorder.observe($0) }
        defer { observer = nil }
        let run = SimulateCommand(frames: frames, line: line)
        try perform { (s: inout SessionState) throws(SessionError) -> String? in try s.apply(run, line: line) }
        return recorder.record
    }

    /// Run the ambiguity check now if the last change left it out.
    public func checkAmbiguity() {
        guard !ambiguityChecked else { return }
        let clock = ContinuousClock()
        let start = clock.now
        ambiguities = engine.ambiguities()
        ambiguityChecked = true
        lastAmbiguitySeconds = Session.seconds(clock.now - start)
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
