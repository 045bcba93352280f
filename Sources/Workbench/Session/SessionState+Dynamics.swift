import AutoLayout
import Diagnostics
import Dynamics
import Rendering
import TextSupport

/// The dynamics statements and `:simulate` as changes of the state: each appends events to the
/// scene (`DynamicScene`), which the session's animator replays.
extension SessionState {
    /// Apply a dynamics line. Items that join start at their frames in a fresh solve of the
    /// layout (root coordinates): a function of the layout alone, so the saved script rebuilds
    /// the animator bit for bit whatever the session's history (an incremental solve keeps an
    /// ambiguous view where it last was, and rounds differently after other edits).
    mutating func apply(_ statement: DynamicsStatement, line: String) throws(SessionError) -> String {
        switch statement {
        case let .add(behavior, words, insets):
            for w in words { try requireItem(w, line: line) }
            var behavior = behavior
            if case var .collision(c) = behavior {
                guard dynamics.collisionCount < CollisionBehavior.limit else {
                    throw SessionError(
                        "an animator takes at most \(CollisionBehavior.limit) collision behaviours", line: line, offset: words.first?.offset
                    )
                }
                if let insets {
                    let size = layout.rootSize
                    let rect = Frame(
                        x: insets.left, y: insets.top, width: size.width - insets.right - insets.left,
                        height: size.height - insets.bottom - insets.top)
                    guard rect.width >= 0, rect.height >= 0 else {
                        throw SessionError(
                            Diagnostic(
                                "outOfRange", "the insets leave no room inside the root's \(size.text) bounds", line: line,
                                range: insets.word?.range))
                    }
                    c.bounds = rect
                }
                behavior = .collision(c)
            }
            let joining = Set(behavior.items).subtracting(dynamics.items)
            let startFrames = joining.isEmpty ? [:] : LayoutEngine().solve(layout).rootFrames.filter { joining.contains($0.key) }.dictionary
            for w in words {
                guard let f = startFrames[w.text] else { continue }
                let limit = SessionState.largestItem
                guard f.width <= limit, f.height <= limit, abs(f.midX) <= 10 * limit, abs(f.midY) <= 10 * limit else {
                    throw SessionError(
                        "\(w.text) is \(f.text): the animator takes items up to \(formatNumber(limit)) points a side, "
                            + "centred within \(formatNumber(10 * limit)) points of the root's origin (Box2D's arithmetic fails beyond)",
                        line: line, offset: w.offset)
                }
            }
            dynamics.append(.add(behavior, frames: startFrames))
            var summary = "\(behavior.kind.rawValue) behaviour on \(behavior.items.joined(separator: ", "))"
            if !joining.isEmpty { summary += "; \(joining.sorted().joined(separator: ", ")) joined the animator" }
            let tiny = startFrames.filter { $0.value.width < 1 || $0.value.height < 1 }.keys.sorted()
            if !tiny.isEmpty {
                summary +=
                    " (\(tiny.joined(separator: ", ")) \(tiny.count == 1 ? "is" : "are") under 1 point wide or high: Box2D gets a body of at least 1x1 point)"
            }
            return summary
        case let .boundary(boundary, _):
            let replaced = dynamics.boundaries.contains { $0.name == boundary.name }
            dynamics.append(.addBoundary(boundary))
            return "boundary \(boundary.name) from \(Self.text(boundary.from)) to \(Self.text(boundary.to))"
                + (replaced ? " (replaced)" : "")
        case .off:
            dynamics.append(.removeAll)
            return "dynamics off: every item is back under Auto Layout"
        case let .remove(.boundary, names):
            let existing = Set(dynamics.boundaries.map(\.name))
            guard !existing.isEmpty else { throw SessionError("there are no boundaries to remove", line: line, offset: nil) }
            for w in names ?? [] where !existing.contains(w.text) {
                throw SessionError(
                    "unknownBoundary", "no boundary named \(w.text)", at: w, in: line,
                    fixIt: .closest(to: w.text, at: w.offset, in: existing.sorted()))
            }
            dynamics.append(.removeBoundaries(names?.map(\.text)))
            return "removed " + (names.map { "boundary " + $0.map(\.text).joined(separator: ", ") } ?? "every boundary")
        case let .remove(.behavior(kind), names):
            let holding = dynamics.behaviors.filter { $0.behavior.kind == kind }
            guard !holding.isEmpty else { throw SessionError("there is no \(kind.rawValue) behaviour to remove", line: line, offset: nil) }
            let inKind = Set(holding.flatMap(\.behavior.items))
            for w in names ?? [] where !inKind.contains(w.text) {
                throw SessionError("\(w.text) is in no \(kind.rawValue) behaviour", line: line, offset: w.offset)
            }
            let before = dynamics.items
            dynamics.append(.remove(kind, items: names?.map(\.text)))
            let left = before.subtracting(dynamics.items).sorted()
            return "removed \(kind.rawValue) behaviours" + (names.map { " from " + $0.map(\.text).joined(separator: ", ") } ?? "")
                + (left.isEmpty ? "" : "; \(left.joined(separator: ", ")) left the animator")
        }
    }

    /// The views that remain when `removed` leave the layout take them out of the animator too.
    mutating func forgetItems(_ removed: Set<String>) {
        let gone = dynamics.items.intersection(removed)
        guard !gone.isEmpty else { return }
        dynamics.append(.remove(nil, items: gone.sorted()))
    }

    /// `:simulate` or `:play` with no view in a behaviour.
    static func nothingToSimulate(line: String) -> SessionError {
        SessionError("nothing to simulate: no view is in a behaviour yet (:help dynamics)", line: line, offset: nil)
    }

    /// The largest side of an item the animator takes, in points (1 km in Box2D's metres).
    static let largestItem = 100_000.0

    /// How long `:simulate` and `vfl simulate` run when not told: long enough for the cookbook's
    /// scene to come to rest (15.05 s).
    public static let defaultSimulationSeconds = 30.0
    /// The longest run one line may ask for.
    public static let longestSimulation = 600.0

    private func requireItem(_ w: Word, line: String) throws(SessionError) {
        guard w.text != SessionState.rootName else {
            throw SessionError("root is the reference view: the animator moves the views inside it", line: line, offset: w.offset)
        }
        guard layout.hierarchy.contains(w.text) else {
            throw SessionError(
                "unknownView", "no view named \(w.text)", at: w, in: line,
                fixIt: .closest(to: w.text, at: w.offset, in: layout.hierarchy.names))
        }
    }

    static func text(_ p: Point) -> String { "\(formatHundredths(p.x)),\(formatHundredths(p.y))" }
}
