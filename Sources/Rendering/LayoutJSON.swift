import AutoLayout
import Dynamics
import TextSupport
import UIKitFacts

/// The parts of a solved layout as JSON, in the shapes `vfl solve --json` promises (README,
/// "Batch"): frames, conflicts with their alternatives, ambiguous views, the keyboard, the
/// views the animator moves.
public enum LayoutJSON {
    /// `{"NAME":{"x":..,"y":..,"width":..,"height":..,"parent":".."}}`, the root left out,
    /// frames in their parent's coordinates.
    public static func frames(_ solution: LayoutSolution, hierarchy: ViewHierarchy) -> JSON {
        var frames: [(String, JSON)] = []
        for name in solution.views.dropFirst() {
            guard let f = solution.frames[name] else { continue }
            var fields = frame(f)
            fields.append(("parent", hierarchy.superview(of: name).map(JSON.string) ?? .null))
            frames.append((name, .object(fields)))
        }
        return .object(frames)
    }

    /// `[{"constraint":N,"broken":"..","conflicting":[..],"reason":"..","alternatives":[..]}]`:
    /// per conflict, the alternatives `alternatives` gives (the frames without each constraint
    /// of the set, and what stays broken then).
    public static func conflicts(_ solution: LayoutSolution, alternatives: (Conflict) -> [ConflictAlternative]) -> JSON {
        .array(
            solution.conflicts.map { c in
                .object([
                    ("constraint", c.broken.id.map { .number(Double($0)) } ?? .null),
                    ("broken", .string(c.broken.description)),
                    ("conflicting", .array(c.conflicting.map { .string($0.description) })),
                    ("reason", .string(c.reason)),
                    (
                        "alternatives",
                        .array(
                            alternatives(c).map { a in
                                .object([
                                    ("drop", .number(Double(a.drop))),
                                    ("frames", .object(a.frames.sorted { $0.key < $1.key }.map { ($0.key, .object(frame($0.value))) })),
                                    ("stillBroken", .array(a.stillBroken.map { .number(Double($0)) })),
                                ])
                            })
                    ),
                ])
            })
    }

    /// `[{"view":"a","attributes":["top","height"]}]`.
    public static func ambiguous(_ ambiguities: [Ambiguity]) -> JSON {
        .array(
            ambiguities.map { a in
                .object([("view", .string(a.view)), ("attributes", .array(a.attributes.map { .string($0.name) }))])
            })
    }

    /// `{"frame":{..},"intersection":{..}|null,"bottomInset":N,"covers":[..]}`, or `null`
    /// without a keyboard.
    public static func keyboard(_ coverage: KeyboardCoverage?) -> JSON {
        guard let coverage else { return .null }
        return .object([
            ("frame", .object(frame(coverage.keyboard))),
            ("intersection", coverage.rootIntersection.map { .object(frame($0)) } ?? .null),
            ("bottomInset", .number(coverage.bottomInset)),
            ("covers", .array(coverage.coveredViews.map { .string($0.name) })),
        ])
    }

    /// `[{"view","centerX","centerY","angle","awake"}]`: centres in root coordinates and angles
    /// as Box2D computes them.
    public static func animated(_ items: [AnimatedItem]) -> JSON {
        .array(
            items.map { item in
                .object([
                    ("view", .string(item.name)), ("centerX", .float(Float(item.center.x))), ("centerY", .float(Float(item.center.y))),
                    ("angle", .float(Float(item.angle))), ("awake", .bool(item.isAwake)),
                ])
            })
    }

    /// `{"root.safeAreaLayoutGuide":{"x":..,"y":..,"width":..,"height":..}}`: the system
    /// guides in use, in the root's coordinates.
    public static func guides(_ solution: LayoutSolution) -> JSON {
        .object(solution.guides.sorted { $0.key < $1.key }.map { ($0.key, .object(frame($0.value))) })
    }

    /// x, y, width, height, each rounded to 1e-9 so solver residue does not show.
    public static func frame(_ f: Frame) -> [(String, JSON)] {
        func clean(_ x: Double) -> JSON {
            let r = (x * 1e9).rounded() / 1e9
            return .number(r == 0 ? 0 : r)
        }
        return [("x", clean(f.x)), ("y", clean(f.y)), ("width", clean(f.width)), ("height", clean(f.height))]
    }
}
