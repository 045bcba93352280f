import Foundation

/// `:log FILE [N]`: explain every log of Apple's "Unable to simultaneously satisfy
/// constraints" in FILE, and load log N (default: the first that conflicts) as the session's
/// layout (one undo step).
struct LogCommand: SessionCommand {
    static let name = "log"
    static let usage = "FILE [N]"
    static let summary = "explain Apple's \"Unable to simultaneously satisfy constraints\" log and load its layout"
    let path: Word
    /// Which log to load (0-based), `nil` for the first that conflicts.
    let index: Int?
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        guard let path = arguments.first else { throw SessionError("usage: :log FILE [N]", line: arguments.line, offset: nil) }
        self.path = path
        line = arguments.line
        guard let n = arguments.words.dropFirst().first else {
            index = nil
            return
        }
        guard let k = Int(n.text), k >= 1 else { throw arguments.error("outOfRange", "N is the log's number, from 1", at: n) }
        try arguments.atMost(2, usage: "usage: :log FILE [N]")
        index = k - 1
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        guard let data = FileManager.default.contents(atPath: path.text) else {
            throw SessionError("fileError", "cannot read \(path.text)", at: path, in: line)
        }
        return try interpreter.loadLog(String(decoding: data, as: UTF8.self), index: index, line: line, at: path.offset)
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? Completer.files(matching: c.typed) : []
    }
}
