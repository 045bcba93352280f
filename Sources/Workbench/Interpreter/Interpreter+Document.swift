import AutoLayout
import Diagnostics
import Foundation
import InterfaceBuilder
import TextSupport

/// What `:open FILE [SCENE]` does: an Interface Builder scene loaded into the session as the
/// statements that build it (one undo step; `:save` writes them).
extension Interpreter {
    /// The statements `:open` runs for `scene` of `document` (what `:save` then writes, after
    /// its header).
    public static func statements(opening scene: IBScene, of document: IBDocument) -> [String] {
        LayoutScript(SceneLayout(scene, of: document)).statements
    }

    /// Replace the session by what `script` builds, as one undo step; a statement that fails
    /// leaves the session as it was.
    func replaceSession(with script: LayoutScript) throws(SessionError) {
        let statements = script.statements
        _ = try session.perform { (state: inout SessionState) throws(SessionError) -> Int? in
            var fresh = SessionState(size: state.layout.rootSize)
            for statement in statements { _ = try fresh.run(statement, commands: commands) }
            state = fresh
            return statements.count
        }
    }

    /// Open the scene `sceneName` (its id, its root view's id or its name; `nil`: the first) of
    /// the document at `path`, laid out as `vfl solve` lays it out, in place of the session.
    func openDocument(_ path: String, scene sceneName: String?, line: String, at offset: Int?) throws(SessionError) -> Reply {
        let document = DocumentReader.read(contentsOf: URL(fileURLWithPath: path))
        let file = (path as NSString).lastPathComponent
        guard let scene = document.scenes(matching: sceneName).first else {
            throw SessionError(
                Diagnostic(
                    document.scenes.isEmpty ? "fileError" : "unknownScene", document.noSceneMessage(sceneName, in: file), line: line,
                    range: offset.map { $0..<$0 }))
        }
        let laid = SceneLayout(scene, of: document)
        let script = LayoutScript(laid)
        let before = Snapshot(session)
        try replaceSession(with: script)
        // The frames Interface Builder stored, beside the session's: the views the session places
        // elsewhere than the document's own solve says are named (none, when the script is whole).
        let documentFrames = LayoutEngine().solve(laid.layout).frames
        let moved = laid.items.dropFirst().filter { item in
            guard let want = documentFrames[item.name], let got = session.solution.frames[item.name] else { return false }
            return !got.isClose(to: want, tolerance: 0.5)
        }
        var summary =
            "opened \(scene.name) (\(scene.kind.rawValue)) of \(file): \(counted(laid.items.count - 1, "view")), "
            + counted(script.equations.count, "equation") + " (:undo takes it back, :save writes it)"
        let others = document.scenes.count - 1
        if others > 0 { summary += "; \(counted(others, "other scene")) (:open \(path) NAME)" }
        summary += laid.problems.prefix(5).map { "\n  \(file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }.joined()
        if laid.problems.count > 5 { summary += "\n  … \(laid.problems.count - 5) more" }
        if !moved.isEmpty {
            summary += "\n  placed differently than the document's own solve: " + moved.prefix(8).map(\.name).joined(separator: ", ")
        }
        return Reply(report(summary, since: before))
    }
}
