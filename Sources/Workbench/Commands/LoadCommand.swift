import Foundation
import TextSupport

/// `:load FILE`: every statement of a script, as one change that happens whole or not at all.
struct LoadCommand: SessionCommand {
    static let name = "load"
    static let usage = "FILE"
    static let summary = "run a session script (all or nothing: one failed line undoes the file)"
    static let inScripts = ScriptRole.refused
    let path: Word
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        path = try arguments.single(usage: ":load FILE")
        line = arguments.line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        guard let data = FileManager.default.contents(atPath: path.text) else {
            throw SessionError("fileError", "cannot read \(path.text)", at: path, in: line)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SessionError("fileError", "\(path.text) is not UTF-8 text", at: path, in: line)
        }
        let statements = Interpreter.statements(of: text)
        let before = Interpreter.Snapshot(interpreter.session)
        let commands = interpreter.commands
        let count =
            try interpreter.session.perform { (state: inout SessionState) throws(SessionError) -> Int? in
                var count = 0
                for (number, statement) in statements {
                    do throws(SessionError) {
                        if try state.run(statement, commands: commands) { count += 1 }
                    } catch {
                        var failed = error.diagnostic
                        failed.message = "\(path.text):\(number): " + failed.message
                        failed.aside = [failed.aside, "(nothing was loaded)"].compactMap { $0 }.joined(separator: " ")
                        throw SessionError(failed)
                    }
                }
                return count
            } ?? 0
        return Interpreter.Reply(interpreter.report("loaded \(path.text): " + counted(count, "statement"), since: before))
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? Completer.files(matching: c.typed) : []
    }
}
