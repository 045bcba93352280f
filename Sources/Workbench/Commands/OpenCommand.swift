import Foundation

/// `:open FILE [SCENE]`: an Interface Builder storyboard or XIB's scene (its name, its id or
/// its root view's id; default: the first) in place of the session, as the statements that
/// build it (one undo step; `:save` writes them).
struct OpenCommand: SessionCommand {
    static let name = "open"
    static let usage = "FILE.storyboard|FILE.xib [SCENE]"
    static let summary = "open an Interface Builder scene as statements (views, constraints, stacks, margins, device)"
    static let inScripts = ScriptRole.refused
    let path: Word
    let scene: Word?
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        guard let path = arguments.first else { throw SessionError("usage: :open \(OpenCommand.usage)", line: arguments.line, offset: nil) }
        try arguments.atMost(2, usage: "usage: :open \(OpenCommand.usage)")
        self.path = path
        scene = arguments.words.dropFirst().first
        line = arguments.line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        guard FileManager.default.isReadableFile(atPath: path.text) else {
            throw SessionError("fileError", "cannot read \(path.text)", at: path, in: line)
        }
        return try interpreter.openDocument(path.text, scene: scene?.text, line: line, at: scene?.offset ?? path.offset)
    }

    static func completions(_ c: CompletionContext) -> [String] {
        guard c.argument == 0 else { return [] }
        return Completer.files(matching: c.typed).filter { $0.hasSuffix("/") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
    }
}
