/// The colon commands an interpreter knows, in the order `:help` lists them. Everything
/// about commands that is not the command itself derives from it: the lookup by name or
/// alias, `:help`, completion, and whether `:load` runs, skips or refuses a command.
public struct CommandCatalog: Sendable {
    /// The command types, in `:help`'s order.
    public let commands: [any SessionCommand.Type]

    public init(_ commands: [any SessionCommand.Type]) { self.commands = commands }

    /// The commands of the workbench itself (modules above it add theirs: `Stress` adds `:stress`).
    public static let standard = CommandCatalog([
        HelpCommand.self, FramesCommand.self, DrawCommand.self, ConstraintsCommand.self, MetricsCommand.self,
        ExplainCommand.self, ExerciseCommand.self, FitCommand.self, CheckCommand.self, JSONCommand.self, SVGCommand.self,
        RemoveCommand.self, UndoCommand.self, RedoCommand.self, ResetCommand.self, LoadCommand.self, OpenCommand.self, LogCommand.self,
        PasteCommand.self, SimulateCommand.self, PlayCommand.self, SaveCommand.self, HistoryCommand.self,
        ProfileCommand.self, ModeCommand.self, SetCommand.self, DeviceCommand.self, QuitCommand.self,
    ])

    /// The same list with `command` placed after the command named `name` (at the end when
    /// there is none).
    public func inserting(_ command: any SessionCommand.Type, after name: String) -> CommandCatalog {
        var list = commands
        let at = list.firstIndex { $0.name == name }.map { $0 + 1 } ?? list.endIndex
        list.insert(command, at: at)
        return CommandCatalog(list)
    }

    /// The command a name or alias stands for.
    public func command(named typed: String) -> (any SessionCommand.Type)? {
        commands.first { $0.name == typed } ?? commands.first { $0.aliases.contains(typed) }
    }

    /// Every name and alias, for did-you-mean.
    public var allNames: [String] { commands.flatMap { [$0.name] + $0.aliases } }
}
