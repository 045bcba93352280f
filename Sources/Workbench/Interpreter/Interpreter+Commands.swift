import AutoLayout
import Diagnostics
import Foundation
import Rendering
import TextSupport
import UIKitFacts

/// Running the colon commands (each a `SessionCommand` type in `Commands/`), and what several
/// of them share.
extension Interpreter {
    /// The standard commands, in `:help`'s order.
    public static var commands: [any SessionCommand.Type] { CommandCatalog.standard.commands }

    /// Read and run the command named `name`.
    func command(_ name: Name, _ arguments: [Word], line: String) throws(SessionError) -> Reply {
        guard let type = commands.command(named: name.text) else {
            throw Interpreter.unknownCommand(name.word, in: line, commands: commands)
        }
        return try type.init(CommandArguments(line: line, name: name.word, words: arguments)).run(in: self)
    }

    /// `:frmaes`: no such command, with the closest name.
    static func unknownCommand(_ name: Word, in line: String, commands: CommandCatalog) -> SessionError {
        SessionError(
            "unknownCommand", "unknown command ':\(name.text)'", at: name, in: line,
            fixIt: .closest(to: name.text, at: name.offset, in: commands.allNames, prefix: ":"), advice: ":help lists the commands")
    }

    /// Carry out what `command` changes as one undo step, and report it like any statement;
    /// `nil` when these arguments change nothing.
    public func changeSession(by command: some SessionCommand) throws(SessionError) -> Reply? {
        let before = Snapshot(session)
        let line = currentLine
        guard let summary = try session.perform({ (s: inout SessionState) throws(SessionError) in try s.apply(command, line: line) }) else {
            return nil
        }
        return Reply(report(summary, since: before))
    }

    /// What else could give way: per constraint of the conflicting set, the frames that change
    /// without it and whether anything stays broken.
    func alternativesText(_ conflict: Conflict) -> [String] {
        let alternatives = session.alternatives(to: conflict)
        guard !alternatives.isEmpty else { return [] }
        var lines = ["  what else could give way (the layout without each constraint of the set):"]
        for a in alternatives {
            let order = session.solution.views
            let moved = order.filter { a.frames[$0] != nil }
            var text = moved.prefix(4).compactMap { name in a.frames[name].map { "\(name) \($0.text)" } }.joined(
                separator: ", ")
            if moved.count > 4 { text += " and \(moved.count - 4) more" }
            if moved.isEmpty { text = "no frame moves" }
            let rest = a.stillBroken.isEmpty ? "nothing broken" : "still broken: " + a.stillBroken.map { "#\($0)" }.joined(separator: ", ")
            lines.append("    :remove \(a.drop)  →  \(text); \(rest)")
        }
        return lines
    }

    /// The script of the session, with a header saying how to use it.
    func scriptText() -> String {
        (["# vfl session: vfl run FILE, or :load FILE in the REPL"] + session.state.script).joined(separator: "\n") + "\n"
    }

    /// Write `text` to the file `path` names (`:save`, `:svg`).
    func write(_ text: String, to path: Word, line: String) throws(SessionError) -> Reply {
        do {
            try text.write(toFile: path.text, atomically: true, encoding: .utf8)
        } catch {
            throw SessionError("fileError", "cannot write \(path.text): \(error.localizedDescription)", at: path, in: line)
        }
        return Reply("wrote \(path.text)")
    }

    /// The layout as an SVG picture (`:svg`, `vfl solve --svg`), with constraints drawn; with
    /// `bothOrientations`, the rotated layout beside it (solved apart, the session unchanged).
    public func svgText(bothOrientations: Bool = false) -> String {
        session.checkAmbiguity()
        let state = session.state
        var pictures = [picture(state.layout, solution: session.solution, ambiguities: session.ambiguities)]
        if bothOrientations {
            var rotated = state.layout
            rotated.rootSize = rotated.rootSize.rotated
            let engine = LayoutEngine()
            let solution = engine.solve(rotated)
            pictures.append(picture(rotated, solution: solution, ambiguities: engine.ambiguities()))
        }
        return SVGRenderer.svg(pictures)
    }

    /// A picture of `layout` in this session (its titles, its keyboard at that size).
    private func picture(_ layout: Layout, solution: LayoutSolution, ambiguities: [Ambiguity]) -> LayoutPicture {
        let size = layout.rootSize
        let orientation = size.width > size.height ? "landscape" : "portrait"
        return LayoutPicture(
            caption: "\(orientation) \(size.text)", layout: layout, solution: solution, ambiguities: ambiguities,
            titles: Dictionary(uniqueKeysWithValues: session.state.titles.map { ($0.key, $0.value) }),
            keyboard: session.state.keyboard.height(for: size).map { Keyboard(height: $0).frame(in: size) })
    }

    /// The statements of a script, continuation lines (ending in `\`) joined, each with the
    /// number of its first line.
    static func statements(of text: String) -> [(line: Int, text: String)] {
        var continuation = Continuation()
        var result: [(line: Int, text: String)] = []
        for (i, line) in text.lines.enumerated() {
            if let statement = continuation.add(line, number: i + 1) { result.append(statement) }
        }
        if let statement = continuation.finish() { result.append(statement) }
        return result
    }
}
