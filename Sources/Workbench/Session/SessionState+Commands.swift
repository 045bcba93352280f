import AutoLayout
import TextSupport
import UIKitFacts
import VisualFormat

/// Statements and colon commands carried out on a bare state: what a script loaded with
/// `:load`, a console log loaded with `:log` and a stress campaign's variation run, where no
/// REPL shows anything.
extension SessionState {
    /// Carry out one line: a statement, or a command that changes the session (a command that
    /// only shows something is read and skipped). True when it changed something.
    public mutating func run(_ line: String, commands: CommandCatalog) throws(SessionError) -> Bool {
        let statement = try StatementParser.parse(line)
        switch statement {
        case .nothing: return false
        case let .command(name, arguments):
            guard let type = commands.command(named: name.text) else {
                throw Interpreter.unknownCommand(name.word, in: line, commands: commands)
            }
            guard type.inScripts != .refused else {
                throw SessionError(":\(type.name) cannot be used in a loaded file", line: line, offset: nil)
            }
            let command = try type.init(CommandArguments(line: line, name: name.word, words: arguments))
            guard type.inScripts == .changes else { return false }
            return try apply(command, line: line) != nil
        default:
            _ = try apply(statement, line: line)
            return true
        }
    }

    /// Carry out what `command` changes, recording it in the script; `nil` when it changes
    /// nothing.
    mutating func apply(_ command: some SessionCommand, line: String) throws(SessionError) -> String? {
        guard let summary = try command.change(&self) else { return nil }
        if let text = command.recorded(line) { script.append(text) }
        if !stacks.isEmpty { restackAll() }
        updateEnvironment()
        return summary
    }

    /// The views of `:set keep-visible a,b` (`none`: no view), each one checked.
    func keptVisibleViews(_ word: Word, line: String) throws(SessionError) -> [String] {
        guard word.text != "none" else { return [] }
        var views: [String] = []
        var offset = word.offset
        for part in word.text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part)
            let typed = Word(name, offset: offset)
            guard name != layout.root else { throw SessionError("invalidValue", "the root cannot be covered", at: typed, in: line) }
            guard layout.hierarchy.contains(name) else {
                throw SessionError(
                    "unknownView", "no view named \(name)", at: typed, in: line,
                    fixIt: .closest(to: name, at: offset, in: layout.hierarchy.names))
            }
            if !views.contains(name) { views.append(name) }
            offset += name.unicodeScalars.count + 1
        }
        return views
    }

    static func flag(_ word: Word, line: String) throws(SessionError) -> Bool {
        switch word.text {
        case "on", "true", "yes": return true
        case "off", "false", "no": return false
        default: throw SessionError("invalidValue", "expected on or off", at: word, in: line)
        }
    }

    static func dialect(_ word: Word, line: String) throws(SessionError) -> Dialect {
        switch word.text {
        case "all": return .extended
        case "none", "strict": return .strict
        default:
            var d = Dialect()
            var offset = word.offset
            for name in word.text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let found = Dialect.named.first(where: { $0.name == name }) else {
                    let names = Dialect.named.map(\.name)
                    throw SessionError(
                        "unknownValue", "unknown extension '\(name)'", at: Word(String(name), offset: offset), in: line,
                        fixIt: .closest(to: String(name), at: offset, in: names),
                        advice: "Extensions: all, none, \(names.joined(separator: ", "))")
                }
                d.formUnion(found.dialect)
                offset += name.unicodeScalars.count + 1
            }
            return d
        }
    }
}
