import Rendering

/// `:constraints`: the constraints, numbered, with the view each is installed on, the line
/// each came from, and `BROKEN` ones.
struct ConstraintsCommand: SessionCommand {
    static let name = "constraints"
    static let summary = "the constraints, numbered, with the line each came from"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let session = interpreter.session, layout = session.state.layout
        guard !layout.constraints.isEmpty else { return Interpreter.Reply("no constraints yet") }
        let broken = Set(session.solution.conflicts.compactMap(\.broken.id))
        let rows = layout.constraints.map { entry -> [String] in
            let status = broken.contains(entry.id) ? "BROKEN" : ""
            return [
                "#\(entry.id)", entry.constraint.namedDescription, "on \(entry.view)",
                status,
                session.state.sources[entry.id].map { "← \($0)" } ?? "",
            ]
        }
        return Interpreter.Reply(FrameTable.aligned(rows, rightAligned: [0]))
    }
}
