import AutoLayout
import Rendering
import TextSupport
import UIKitFacts

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
///      "guides":{"root.safeAreaLayoutGuide":{"x":..,"y":..,"width":..,"height":..}},   (when used)
///      "errors":[{"line":2,"message":"..","offset":5,"kind":"unknownView","range":{"start":3,"end":5},
///                 "fixIt":null | {"range":{..},"replacement":".."}}]}
///
/// Frames are in the parent's coordinates; the root is not among them. `constraint` is null for
/// a derived constraint (a content size); `offset` counts Unicode scalars in the line, null
/// when the error has no single place. `alternatives` has, per constraint of the conflicting
/// set that the layout holds, the frames that differ without it and the ids still broken then.
/// `animated` lists the views in the UIKit Dynamics animator (their `frames` are where it has
/// them): centre in root coordinates and angle as Box2D computes them, and whether awake.
/// `guides` (only when a constraint uses one) holds the system guides in use, in root
/// coordinates. An error's `kind`, `range` and `fixIt` are its `Diagnostic`'s.
public enum SessionJSON {
    /// A failed line of a script (made by the interpreter, read by tools).
    public struct LineError: Hashable, Sendable {
        /// The line's number in the script or session.
        public let line: Int
        /// Why it failed.
        public let error: SessionError
    }

    /// The whole session as JSON (the ambiguity check is run if it was left out).
    public static func session(_ session: Session, errors: [LineError] = []) -> JSON {
        session.checkAmbiguity()
        let solution = session.solution, state = session.state
        let size = solution.rootSize
        var fields: [(String, JSON)] = [
            ("root", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            ("frames", LayoutJSON.frames(solution, hierarchy: state.layout.hierarchy)),
            ("conflicts", LayoutJSON.conflicts(solution) { session.alternatives(to: $0) }),
            ("ambiguous", LayoutJSON.ambiguous(session.ambiguities)),
            ("keyboard", LayoutJSON.keyboard(state.keyboardHeight.map { Keyboard(height: $0).coverage(of: solution) })),
            ("animated", LayoutJSON.animated(session.animator.items)),
        ]
        // Only when a constraint uses one, so layouts without guides keep their JSON.
        if !solution.guides.isEmpty { fields.append(("guides", LayoutJSON.guides(solution))) }
        fields.append(("errors", .array(errors.map { $0.error.diagnostic.json(line: $0.line) })))
        return .object(fields)
    }
}
