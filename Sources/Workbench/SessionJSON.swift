import AutoLayout

/// The JSON of a solved session (`vfl solve --json`, `:json`, `:mode json`), fixed because tools
/// rely on it:
///
///     {"root":{"width":320,"height":568},
///      "frames":{"NAME":{"x":..,"y":..,"width":..,"height":..,"parent":"root"}},
///      "conflicts":[{"constraint":3,"broken":"a.width == 10","conflicting":["#1 ...","#3 ..."],"reason":"..",
///                    "alternatives":[{"drop":1,"frames":{"a":{..}},"stillBroken":[]}]}],
///      "ambiguous":[{"view":"a","attributes":["top","height"]}],
///      "keyboard":null | {"frame":{..},"intersection":{..}|null,"bottomInset":216,"covers":["a"]},
///      "animated":[{"view":"a","centerX":..,"centerY":..,"angle":..,"awake":true}],
///      "errors":[{"line":2,"message":"..","offset":5}]}
///
/// Frames are in the parent's coordinates; the root is not among them. `constraint` is null for
/// a derived constraint (a content size); `offset` counts Unicode scalars in the line, null
/// when the error has no single place. `alternatives` has, per constraint of the conflicting
/// set that the layout holds, the frames that differ without it and the ids still broken then.
/// `animated` lists the views in the UIKit Dynamics animator (their `frames` are where it has
/// them): centre in root coordinates and angle as Box2D computes them, and whether awake.
public enum SessionJSON {
    /// A failed line of a script.
    public struct LineError: Hashable, Sendable {
        public let line: Int
        public let error: SessionError
        public init(line: Int, error: SessionError) {
            self.line = line
            self.error = error
        }
    }

    /// The whole session as JSON (the ambiguity check is run if it was left out).
    public static func session(_ session: Session, errors: [LineError] = []) -> JSON {
        session.checkAmbiguity()
        let solution = session.solution, state = session.state
        let size = solution.rootSize
        var frames: [(String, JSON)] = []
        for name in solution.views.dropFirst() {
            guard let f = solution.frames[name] else { continue }
            var fields = frame(f)
            fields.append(("parent", state.layout.hierarchy.superview(of: name).map(JSON.string) ?? .null))
            frames.append((name, .object(fields)))
        }
        let conflicts: [JSON] = solution.conflicts.map { c in
            .object([
                ("constraint", c.broken.id.map { .number(Double($0)) } ?? .null),
                ("broken", .string(c.broken.description)),
                ("conflicting", .array(c.conflicting.map { .string($0.description) })),
                ("reason", .string(c.reason)),
                ("alternatives", .array(session.alternatives(to: c).map { a in
                    .object([
                        ("drop", .number(Double(a.drop))),
                        ("frames", .object(a.frames.sorted { $0.key < $1.key }.map { ($0.key, .object(frame($0.value))) })),
                        ("stillBroken", .array(a.stillBroken.map { .number(Double($0)) })),
                    ])
                })),
            ])
        }
        let ambiguous: [JSON] = session.ambiguities.map { a in
            .object([("view", .string(a.view)), ("attributes", .array(a.attributes.map { .string($0.name) }))])
        }
        var keyboard = JSON.null
        if let height = state.keyboardHeight {
            let coverage = Keyboard(height: height).coverage(of: solution)
            keyboard = .object([
                ("frame", .object(frame(coverage.keyboard))),
                ("intersection", coverage.rootIntersection.map { .object(frame($0)) } ?? .null),
                ("bottomInset", .number(coverage.bottomInset)),
                ("covers", .array(coverage.coveredViews.map { .string($0.name) })),
            ])
        }
        let errorList = errors.map { lineError($0.error, line: $0.line) }
        let animated: [JSON] = session.animator.items.map { item in
            .object([
                ("view", .string(item.name)), ("centerX", .float(Float(item.center.x))), ("centerY", .float(Float(item.center.y))),
                ("angle", .float(Float(item.angle))), ("awake", .bool(item.isAwake)),
            ])
        }
        return .object([
            ("root", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            ("frames", .object(frames)),
            ("conflicts", .array(conflicts)),
            ("ambiguous", .array(ambiguous)),
            ("keyboard", keyboard),
            ("animated", .array(animated)),
            ("errors", .array(errorList)),
        ])
    }

    /// `{"line":N,"message":"..","offset":N}` wrapped as `{"error":...}`, for `:mode json`.
    public static func error(_ error: SessionError, line: Int) -> JSON {
        .object([("error", lineError(error, line: line))])
    }

    /// `{"line":N,"message":"..","offset":N}`.
    static func lineError(_ error: SessionError, line: Int) -> JSON {
        .object([
            ("line", .number(Double(line))), ("message", .string(error.message)),
            ("offset", error.offset.map { .number(Double($0)) } ?? .null),
        ])
    }

    /// x, y, width, height, each rounded to 1e-9 so solver residue does not show.
    static func frame(_ f: Frame) -> [(String, JSON)] {
        func clean(_ x: Double) -> JSON {
            let r = (x * 1e9).rounded() / 1e9
            return .number(r == 0 ? 0 : r)
        }
        return [("x", clean(f.x)), ("y", clean(f.y)), ("width", clean(f.width)), ("height", clean(f.height))]
    }
}
