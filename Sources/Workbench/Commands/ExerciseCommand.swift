import Rendering

/// `:exercise NAME`: another valid layout in which an ambiguous view moves (Apple's
/// `exerciseAmbiguityInLayout`).
struct ExerciseCommand: SessionCommand {
    static let name = "exercise"
    static let usage = "NAME"
    static let summary = "another valid layout in which an ambiguous view moves"
    let target: Word
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        target = try arguments.single(usage: ":exercise NAME")
        line = arguments.line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let session = interpreter.session
        guard session.state.layout.hierarchy.contains(target.text) else {
            throw SessionError("unknownView", "no view named \(target.text)", at: target, in: line)
        }
        guard let frames = session.exerciseAmbiguity(of: target.text) else {
            return Interpreter.Reply("\(target.text) is not ambiguous: its frame is determined")
        }
        let views = session.solution.views
        return Interpreter.Reply(
            (["another layout that satisfies the constraints just as well:"]
                + FrameTable.diff(views: views, from: session.solution.frames, views: views, to: frames)).joined(separator: "\n"))
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? c.session.state.layout.hierarchy.names : []
    }
}
