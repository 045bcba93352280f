/// `:undo` and `:redo`: one step back or forward in the session's history, reported like a
/// change. One type serves both; `Direction` says which.
struct HistoryStepCommand<Direction: HistoryDirection>: SessionCommand {
    static var name: String { Direction.name }
    static var summary: String { Direction.summary }
    static var inScripts: ScriptRole { .refused }
    let arguments: CommandArguments

    init(_ arguments: CommandArguments) throws(SessionError) {
        try arguments.none()
        self.arguments = arguments
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let session = interpreter.session
        let before = Interpreter.Snapshot(session)
        guard Direction.isBack ? session.undo() : session.redo() else {
            throw arguments.error("nothing", "nothing to \(Direction.name)", at: arguments.name)
        }
        return Interpreter.Reply(interpreter.report(Direction.isBack ? "undone" : "redone", since: before))
    }
}

/// Which way a `HistoryStepCommand` goes.
protocol HistoryDirection {
    static var name: String { get }
    static var summary: String { get }
    static var isBack: Bool { get }
}

/// `:undo`: take back the last change.
enum Back: HistoryDirection {
    static let name = "undo", summary = "take back the last change", isBack = true
}

/// `:redo`: put back what `:undo` took.
enum Forward: HistoryDirection {
    static let name = "redo", summary = "put back what :undo took", isBack = false
}

typealias UndoCommand = HistoryStepCommand<Back>
typealias RedoCommand = HistoryStepCommand<Forward>
