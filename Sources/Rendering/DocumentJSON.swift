import AutoLayout
import InterfaceBuilder
import TextSupport

/// `vfl solve FILE.storyboard --json`: every scene solved, in the shape tools rely on
/// (docs/interface-builder.md):
///
///     {"document":"Main.storyboard","scenes":[{"id":..,"name":..,"kind":..,"device":..|null,
///       "root":{"width":W,"height":H},"frames":{"NAME":{"x","y","width","height","parent","id"}},
///       "conflicts":[..],"ambiguous":[..],"misplaced":[{"id","view","stored":{..},"solved":{..}}],
///       "errors":[{"line","column","severity","message"}]}]}
public enum DocumentJSON {
    /// The document `name` and its solved scenes; `problems` are the reader's (file-wide).
    public static func document(_ name: String, scenes: [SolvedScene], problems: [IBProblem]) -> JSON {
        var text = ""
        write(name, scenes: scenes, problems: problems) { text += $0 }
        return .raw(text)
    }

    /// The same JSON written in pieces, a scene at a time: with a lazy sequence each scene is
    /// solved, written and let go, so memory holds one scene's layout, not the document's (a
    /// 52 MB storyboard of 1,600 scenes peaks at 51 MB this way, 378 MB solved all at once).
    public static func write(_ name: String, scenes: some Sequence<SolvedScene>, problems: [IBProblem], to output: (String) -> Void) {
        output("{\"document\":" + JSON.string(name).text + ",\"scenes\":[")
        for (k, s) in scenes.enumerated() { output((k > 0 ? "," : "") + scene(s).text) }
        output("],\"errors\":" + errors(problems).text + "}")
    }

    static func scene(_ s: SolvedScene) -> JSON {
        var frames: [(String, JSON)] = []
        for item in s.laid.items.dropFirst() {
            guard let f = s.frame(of: item) else { continue }
            frames.append(
                (item.name, .object(LayoutJSON.frame(f) + [("parent", item.parent.map(JSON.string) ?? .null), ("id", .string(item.id))])))
        }
        let root = s.laid.layout.rootSize
        return .object([
            ("id", .string(s.scene.root.id)), ("name", .string(s.scene.name)), ("kind", .string(s.scene.kind.rawValue)),
            ("device", s.laid.device.map { .string($0.name) } ?? .null),
            ("root", .object([("width", .number(root.width)), ("height", .number(root.height))])),
            ("frames", .object(frames)),
            ("conflicts", LayoutJSON.conflicts(s.solution) { s.engine.alternatives(to: $0) }),
            ("ambiguous", LayoutJSON.ambiguous(s.ambiguities)),
            (
                "misplaced",
                .array(
                    s.misplaced.map { m in
                        .object([
                            ("id", .string(m.id)), ("view", .string(m.view)), ("stored", .object(LayoutJSON.frame(m.stored))),
                            ("solved", .object(LayoutJSON.frame(m.solved))),
                        ])
                    })
            ),
            ("errors", errors(s.laid.problems)),
        ])
    }

    static func errors(_ problems: [IBProblem]) -> JSON {
        .array(
            problems.map { p in
                .object([
                    ("line", .number(Double(p.line))), ("column", .number(Double(p.column))), ("severity", .string(p.severity.rawValue)),
                    ("message", .string(p.message)),
                ])
            })
    }
}
