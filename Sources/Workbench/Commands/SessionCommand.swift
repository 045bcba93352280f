import TextSupport

/// A colon command of the REPL (`:frames`, `:remove 3`, `:set direction rtl`): one type per
/// command, in its own file, like `vfl`'s subcommands. The command table, `:help`, Tab
/// completion and what `:load` accepts are all derived from the list of these types
/// (`CommandCatalog`), so a command is written in one place.
///
/// A command is read from its arguments first (`init`, which throws with the word to blame),
/// then carried out: `run` in the REPL, `change` on a bare state (a script being loaded, a
/// stress campaign's variation), where only what changes the session counts.
public protocol SessionCommand: SendableMetatype {
    /// The name typed after `:`.
    static var name: String { get }
    /// Other names that run it (`q` for `quit`).
    static var aliases: [String] { get }
    /// What follows the name, for `:help` (`FILE [both]`).
    static var usage: String { get }
    /// What it does, in one line.
    static var summary: String { get }
    /// What it is in a script loaded with `:load`.
    static var inScripts: ScriptRole { get }

    /// Read the arguments typed after the name.
    init(_ arguments: CommandArguments) throws(SessionError)

    /// Carry it out in the REPL: what to print.
    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply

    /// Carry out what it changes in the session on `state` (one undo step), with a summary
    /// for the status line; `nil` when these arguments only show something.
    func change(_ state: inout SessionState) throws(SessionError) -> String?

    /// The statement that redoes the change in a script (`:save`), for a change typed as
    /// `line`: the line itself unless the command says otherwise; `nil` records nothing.
    func recorded(_ line: String) -> String?

    /// Tab completion: the candidates for the argument being typed.
    static func completions(_ c: CompletionContext) -> [String]
}

/// What a command is in a script loaded with `:load`.
public enum ScriptRole: Sendable {
    /// It may change the session: it is carried out (`change`), or skipped when it only shows.
    case changes
    /// It only shows something: it is read (its arguments checked) and skipped.
    case shows
    /// It has no meaning in a script (`:undo`, `:redo`, `:load`): an error.
    case refused
}

extension SessionCommand {
    public static var aliases: [String] { [] }
    public static var usage: String { "" }
    public static var inScripts: ScriptRole { .shows }

    public func change(_ state: inout SessionState) throws(SessionError) -> String? { nil }

    public func recorded(_ line: String) -> String? { line.trimmingLeadingAndTrailingWhitespace }

    public static func completions(_ c: CompletionContext) -> [String] { [] }

    /// The REPL's default for a command that changes the session: one undo step, then the
    /// report of what changed.
    public func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        try interpreter.changeSession(by: self) ?? Interpreter.Reply("")
    }
}

/// What a command's completion knows: which argument is being typed and what came before.
public struct CompletionContext {
    /// Which argument (0 is the first after the name).
    public let argument: Int
    /// The arguments before it.
    public let previous: [String]
    /// What is typed of it so far.
    public let typed: String
    /// The session whose names are offered.
    public let session: Session
    /// Every command the interpreter knows.
    public let commands: CommandCatalog
}
