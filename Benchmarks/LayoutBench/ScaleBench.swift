import AutoLayout
import Cassowary
import Foundation

/// How the cost of a layout grows with its size: each `ScaleWorkload` built at sizes from tens
/// to a hundred thousand constraints, timed per phase (medians over the repeats), with the
/// solver's work counts beside the times. `vfl bench scale` prints the table and writes the plot.
///
/// - build: from the VFL text to the first frames (parse, add, solve, make the frames);
/// - resize: one root-size change and its frames (an edit re-solve), per frame;
/// - churn: one constraint's constant changed and the frames re-solved, per step (for the
///   hierarchy workloads, `movingTree` and `removal`, a subtree moved or removed and re-added).
public struct ScaleBench {
    /// The layouts to build.
    public var workloads = ScaleWorkload.defaults
    /// About how many constraints each is built with.
    public var sizes = [10, 100, 1_000, 10_000, 100_000]
    /// Root-size changes timed per size (resize).
    public var frames = 20
    /// Constant changes timed per size (churn).
    public var steps = 20
    /// Each size is built this many times; times are medians.
    public var repeats = 3

    /// The defaults above.
    public init() {}

    /// One workload at one size.
    public struct Point: Sendable {
        /// Which layout.
        public let workload: ScaleWorkload
        /// Constraints the layout holds (VFL's and equations', not the views' own).
        public let constraints: Int
        /// Median times: to build, per resize frame, per churn step.
        public let buildMilliseconds: Double
        public let resizeMicroseconds: Double
        /// The same resize frames done by the solver alone, on the engine's constraints: the
        /// root's two size constants moved in place, re-solved, and the values written back
        /// (µs per frame). What the engine adds on top is making the frames.
        public let solverResizeMicroseconds: Double
        public let churnMilliseconds: Double
        /// Solver work (`ScaleBench.work`) to build, per resize frame and per churn step:
        /// deterministic, unlike the times.
        public let buildWork: Int
        public let resizeWork: Int
        public let churnWork: Int
        /// Tableau cells the solver's row combinations touched (`SolverStatistics.cellUpdates`)
        /// to build, per resize frame and per churn step: the work that fill-in makes grow.
        public let buildCells: Int
        public let resizeCells: Int
        public let churnCells: Int
        /// Required constraints broken when built (0 for a sound workload).
        public let conflicts: Int
    }

    /// Run every workload at every size; `progress` hears what is about to run.
    public func run(progress: (String) -> Void = { _ in }) throws -> [Point] {
        var points: [Point] = []
        for workload in workloads {
            for size in sizes {
                progress("\(workload.rawValue) \(size)")
                points.append(try measure(workload, size))
            }
        }
        return points
    }

    func measure(_ workload: ScaleWorkload, _ size: Int) throws -> Point {
        var build: [Double] = [], resize: [Double] = [], solverResize: [Double] = [], churn: [Double] = []
        var work = (build: 0, resize: 0, churn: 0), cells = (build: 0, resize: 0, churn: 0)
        var count = 0, conflicts = 0
        for _ in 0..<repeats {
            let engine = LayoutEngine()
            var start = DispatchTime.now().uptimeNanoseconds
            var layout = try workload.layout(constraints: size)
            conflicts = engine.solve(layout).conflicts.count
            build.append(elapsed(since: start) / 1e6)
            count = layout.constraints.count
            var before = engine.statistics
            work.build = ScaleBench.work(engine.statistics)
            cells.build = engine.statistics.cellUpdates

            let screen = layout.rootSize
            start = DispatchTime.now().uptimeNanoseconds
            for f in 0..<frames {
                layout.rootSize = Size(width: screen.width + Double(f % 7) * 10, height: screen.height + Double(f % 5) * 10)
                engine.solve(layout)
            }
            resize.append(elapsed(since: start) / 1e3 / Double(frames))
            solverResize.append(try solverFrame(of: engine, screen: screen))
            work.resize = ScaleBench.work(engine.statistics - before) / frames
            cells.resize = (engine.statistics - before).cellUpdates / frames

            before = engine.statistics
            let ids = layout.constraints.map(\.id)
            let panels = workload.editsHierarchy ? ScaleWorkload.panels(in: layout) : 0
            start = DispatchTime.now().uptimeNanoseconds
            for s in 0..<steps {
                if workload.editsHierarchy {
                    try workload.step(&layout, s, panels: panels)
                } else {
                    try layout.modifyConstraint(id: ids[(s * 7919) % ids.count]) { $0.constant += 1 }
                }
                engine.solve(layout)
            }
            churn.append(elapsed(since: start) / 1e6 / Double(steps))
            work.churn = ScaleBench.work(engine.statistics - before) / steps
            cells.churn = (engine.statistics - before).cellUpdates / steps
        }
        return Point(
            workload: workload, constraints: count, buildMilliseconds: median(build),
            resizeMicroseconds: median(resize), solverResizeMicroseconds: median(solverResize),
            churnMilliseconds: median(churn),
            buildWork: work.build, resizeWork: work.resize, churnWork: work.churn,
            buildCells: cells.build, resizeCells: cells.resize, churnCells: cells.churn, conflicts: conflicts)
    }

    /// Time per frame of `frames` resizes done by a bare `Solver` holding `engine`'s
    /// constraints: each frame moves the root's width and height constants (a remove and an
    /// add of the same terms, which the solver does in place) and writes the values back.
    func solverFrame(of engine: LayoutEngine, screen: Size) throws -> Double {
        guard let (all, rootWidth, rootHeight) = engine.solverConstraints,
            let width = rootWidth.expression.terms.first?.variable,
            let height = rootHeight.expression.terms.first?.variable
        else { return .nan }
        let solver = Solver()
        for c in all { try? solver.add(c) }
        solver.updateVariables()
        var current = (rootWidth, rootHeight)
        let start = DispatchTime.now().uptimeNanoseconds
        for f in 0..<frames {
            let w = screen.width + Double(f % 7) * 10, h = screen.height + Double(f % 5) * 10
            let next = (Constraint(Expression(width) - w, .equal), Constraint(Expression(height) - h, .equal))
            try solver.remove(current.0)
            try solver.add(next.0)
            try solver.remove(current.1)
            try solver.add(next.1)
            solver.updateVariables()
            current = next
        }
        // The engine's variables now hold this solver's values; the engine writes its own back
        // on its next solve, before reading any.
        return elapsed(since: start) / 1e3 / Double(frames)
    }

    /// The solver's work as one deterministic number: pivots, row combinations and row
    /// constants moved.
    public static func work(_ s: SolverStatistics) -> Int { s.pivots + s.rowUpdates + s.constantShifts }

    private func elapsed(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) }

    private func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    /// The least-squares slope of log y against log x: y grows like x^slope. Points with
    /// x or y ≤ 0 are left out; fewer than two points give NaN.
    public static func exponent(_ points: [(x: Double, y: Double)]) -> Double {
        let logs = points.filter { $0.x > 0 && $0.y > 0 }.map { (log($0.x), log($0.y)) }
        guard logs.count >= 2 else { return .nan }
        let mx = logs.map(\.0).reduce(0, +) / Double(logs.count)
        let my = logs.map(\.1).reduce(0, +) / Double(logs.count)
        let sxy = logs.reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let sxx = logs.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) }
        return sxx > 0 ? sxy / sxx : .nan
    }
}
