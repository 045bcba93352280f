import TextSupport

/// `:reset`: start again from an empty root (one undo step; the script starts over too).
struct ResetCommand: SessionCommand {
    static let name = "reset"
    static let summary = "start again from an empty root"
    static let inScripts = ScriptRole.changes

    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }

    func change(_ state: inout SessionState) throws(SessionError) -> String? {
        state = SessionState(size: SessionState.defaultSize)
        return "reset: an empty root of \(state.layout.rootSize.text)"
    }

    /// Nothing: the script starts over with the state.
    func recorded(_ line: String) -> String? { nil }
}
