import AutoLayout
import TextSupport

/// What a rebuilt log means: do the printed constraints conflict, which of them at least
/// (the minimal set), the arithmetic that shows it, which one Apple broke, and what could be
/// changed instead, with the frames each change gives.
public struct LogExplanation: Sendable {
    /// One way out: drop a constraint of the minimal set, or lower it to 999.
    public struct Fix: Hashable, Sendable {
        /// The constraint's id (printed order, from 1).
        public let id: Int
        /// `nil`: dropped; else the priority it is lowered to.
        public let priority: Double?
        /// Every view's frame then (superview coordinates).
        public let frames: [String: Frame]
        /// Ids still broken then.
        public let stillBroken: [Int]
        /// Points the views move, against the layout with Apple's choice broken.
        public let movement: Double
    }

    /// The rebuilt layout.
    public let rebuilt: RebuiltLog
    /// Its solution with every printed constraint added in order.
    public let solution: LayoutSolution
    /// True when the printed constraints cannot all hold (with the implicit rules).
    public let conflict: Bool
    /// A smallest set of printed constraints that cannot hold together (ids).
    public let minimal: [Int]
    /// True when the set conflicts only because sizes cannot be negative.
    public let needsNonNegativeSizes: Bool
    /// The sum that shows the conflict, for people.
    public let arithmetic: String
    /// True when the numbers differ by less than 0.05 points: rounding, not design.
    public let rounding: Bool
    /// The id of the constraint Apple broke, when the log says and it is in the list.
    public let appleBroke: Int?
    /// Drops and lowerings of the app's constraints in the minimal set, best first.
    public let fixes: [Fix]
    /// Plain words when the list is consistent as printed, or cannot be judged.
    public let note: String?

    /// Explain `log`.
    public init(_ log: ConsoleLog, margins: Double = 8) {
        let rebuilt = RebuiltLog(log, margins: margins)
        self.rebuilt = rebuilt
        let engine = LayoutEngine()
        let solution = engine.solve(rebuilt.layout)
        self.solution = solution
        // By address; by text; else by text with every address left out, since Apple sometimes
        // prints the broken entry again with new addresses (the same constraint, a new object).
        appleBroke = log.broken.flatMap { broken in
            log.constraints.firstIndex { $0.address != nil && $0.address == broken.address }
                ?? log.constraints.firstIndex { $0.text == broken.text }
                ?? log.constraints.firstIndex { $0.textWithoutAddresses == broken.textWithoutAddresses }
        }.map { $0 + 1 }
        let usable = rebuilt.constraints.filter { $0.constraint != nil }.map(\.id)
        guard let first = solution.conflicts.first(where: { $0.broken.id != nil }) ?? solution.conflicts.first else {
            conflict = false
            minimal = []
            needsNonNegativeSizes = false
            arithmetic = ""
            rounding = false
            fixes = []
            var note =
                log.constraints.isEmpty
                ? (log.broken == nil
                    ? "the log lists no constraint that could be read"
                    : "the paste shows only the end of this log (the constraint Apple broke), not its list")
                : "consistent as printed: these constraints can all hold together, so Apple's engine used something the log does not show"
            if log.broken == nil, !log.constraints.isEmpty {
                note += " (the paste stops before the log ends, so its list may be incomplete)"
            }
            let rebuiltConstraints = rebuilt.constraints.compactMap(\.constraint)
            if Set(rebuiltConstraints).count < rebuiltConstraints.count { note += " (two entries are the same constraint printed twice)" }
            if usable.count < log.constraints.count { note += "; \(log.constraints.count - usable.count) could not be rebuilt" }
            self.note = note
            return
        }
        conflict = true
        // A smallest conflicting set: start from the solver's proof, drop what is not needed.
        var set = first.conflicting.compactMap(\.id)
        if set.isEmpty { set = usable }
        var k = 0
        while k < set.count {
            var trial = set
            trial.remove(at: k)
            if LogExplanation.conflicts(rebuilt, keeping: trial) { set = trial } else { k += 1 }
        }
        minimal = set.sorted()
        let inSet = LogExplanation.solve(rebuilt, keeping: set)
        needsNonNegativeSizes = inSet.conflicts.contains { c in
            c.conflicting.contains { if case .nonNegativeSize = $0 { true } else { false } }
        }
        (arithmetic, rounding) = LogExplanation.arithmetic(
            rebuilt, set, appleBroke: appleBroke, needsNonNegativeSizes: needsNonNegativeSizes)
        // Fixes: each app constraint of the set, dropped or lowered to 999.
        let reference =
            appleBroke.map { broken in LogExplanation.solve(rebuilt, keeping: usable.filter { $0 != broken }).frames } ?? solution.frames
        var fixes: [Fix] = []
        for id in set where rebuilt.constraints[id - 1].origin == .app {
            for priority in [nil, 999.0] as [Double?] {
                var keep = usable
                var lowered: (Int, Double)?
                if let priority { lowered = (id, priority) } else { keep.removeAll { $0 == id } }
                let s = LogExplanation.solve(rebuilt, keeping: keep, lowering: lowered)
                let movement = s.frames.reduce(0.0) { total, entry in
                    guard let r = reference[entry.key] else { return total }
                    return total + abs(r.x - entry.value.x) + abs(r.y - entry.value.y) + abs(r.width - entry.value.width)
                        + abs(r.height - entry.value.height)
                }
                fixes.append(
                    Fix(
                        id: id, priority: priority, frames: s.frames.filter { $0.key != rebuilt.layout.root }.dictionary,
                        stillBroken: s.conflicts.compactMap(\.broken.id), movement: movement))
            }
        }
        self.fixes = fixes.sorted { a, b in
            (a.stillBroken.isEmpty ? 0 : 1, a.movement, a.id, a.priority ?? 0) < (
                b.stillBroken.isEmpty ? 0 : 1, b.movement, b.id, b.priority ?? 0
            )
        }
        note =
            usable.count < log.constraints.count
            ? "\(log.constraints.count - usable.count) printed constraint(s) could not be rebuilt" : nil
    }

    /// The rebuilt layout with only the constraints in `keeping` (ids), optionally one of them
    /// at a lower priority, solved from scratch.
    static func solve(_ rebuilt: RebuiltLog, keeping: [Int], lowering: (Int, Double)? = nil) -> LayoutSolution {
        var layout = layout(rebuilt, keeping: keeping)
        if let (id, priority) = lowering { try? layout.modifyConstraint(id: id) { $0.priority = LayoutPriority(Float(priority)) } }
        return LayoutEngine().solve(layout)
    }

    static func conflicts(_ rebuilt: RebuiltLog, keeping: [Int]) -> Bool {
        !solve(rebuilt, keeping: keeping).conflicts.isEmpty
    }

    /// The sum that shows why the set cannot hold. When it holds only with a negative size,
    /// the sizes it would need; else what the rest of the set makes of the quantity one member
    /// fixes (a constant the system imposed, if the set has one, else Apple's choice):
    /// `20 + 300 + 20 = 340, but Cell.width must be == 320 (UIView-Encapsulated-Layout-Width)`.
    static func arithmetic(_ rebuilt: RebuiltLog, _ set: [Int], appleBroke: Int?, needsNonNegativeSizes: Bool) -> (String, Bool) {
        func n(_ x: Double) -> String { formatNumber((x * 1000).rounded() / 1000) }
        if needsNonNegativeSizes {
            let engine = LayoutEngine()
            engine.keepsSizesNonNegative = false
            let s = engine.solve(layout(rebuilt, keeping: set))
            var negative: [String] = []
            for name in s.views {
                guard let f = s.frames[name] else { continue }
                if f.width < -1e-6 { negative.append("\(name).width = \(n(f.width))") }
                if f.height < -1e-6 { negative.append("\(name).height = \(n(f.height))") }
            }
            if !negative.isEmpty {
                return ("these constraints hold only if " + negative.joined(separator: " and ") + ", and sizes cannot be negative", false)
            }
        }
        let members = set.compactMap { id in rebuilt.constraints[id - 1].constraint.map { (id, $0) } }
        let imposed = members.first { id, c in
            c.secondItem == nil && [.encapsulated, .autoresizing, .system].contains(rebuilt.constraints[id - 1].origin)
        }
        guard
            let (blamed, target) = imposed ?? members.first(where: { $0.1.secondItem == nil })
                ?? members.first(where: { $0.0 == appleBroke }) ?? members.last
        else { return ("", false) }
        let others = set.filter { $0 != blamed }
        let engine = LayoutEngine()
        engine.solve(layout(rebuilt, keeping: others))
        guard let range = engine.range(of: target) else { return ("", false) }
        let label = rebuilt.constraints[blamed - 1].printed.identifier ?? "#\(blamed)"
        let wanted = target.constant
        let lhs =
            target.secondItem == nil
            ? "\(target.firstItem).\(target.firstAttribute.name)"
            : "\(target.firstItem).\(target.firstAttribute.name) − \(target.multiplier == 1 ? "" : n(target.multiplier) + "×")\(target.secondItem ?? "").\(target.secondAttribute.name)"
        let value: Double, relation: String
        if range.upperBound - range.lowerBound < 1e-9 {
            (value, relation) = (range.lowerBound, "=")
        } else if wanted < range.lowerBound {
            (value, relation) = (range.lowerBound, "≥")
        } else {
            (value, relation) = (range.upperBound, "≤")
        }
        let constants = others.compactMap { rebuilt.constraints[$0 - 1].constraint?.constant }
        let sum =
            constants.count > 1 && abs(abs(constants.reduce(0, +)) - abs(value)) < 1e-6
            ? constants.map { n(abs($0)) }.joined(separator: " + ") + " "
            : "the others make \(lhs) "
        let gap = abs(value - wanted)
        let rounding = gap > 0 && gap < 0.05
        let text =
            "\(sum)\(relation) \(n(value)), but \(lhs) must be \(target.relation.symbol) \(n(wanted)) (\(label))"
            + (rounding ? ": \(n(gap)) apart, which is rounding, not design" : "")
        return (text, rounding)
    }

    /// The rebuilt layout with only the constraints in `keeping` (ids).
    static func layout(_ rebuilt: RebuiltLog, keeping: [Int]) -> Layout {
        var layout = rebuilt.layout
        let keep = Set(keeping)
        for c in rebuilt.layout.constraints where !keep.contains(c.id) { try? layout.removeConstraint(id: c.id) }
        return layout
    }
}
