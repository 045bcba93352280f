import AutoLayout
import Dynamics
import Foundation
import TextSupport
import UIKitFacts
import VisualFormat

/// Tab completion by context: what may come next at the cursor, given the line so far and the
/// session (its views and metrics). Pure, so it is tested without a terminal.
///
/// - at the start of a line: statement keywords, `H:`, `V:`, `:commands` and view names;
/// - after `:`: command names; after a command: its arguments (views, modes, settings,
///   devices, help topics, or file names for `:load`, `:save`, `:svg`, `:log`);
/// - in VFL: views after `[`, relations, views and metrics inside `( )`, metrics after `-`,
///   priorities after `@`, option names after `options:`;
/// - in equations: views (and `superview`), attributes after `.`, priorities after `@`.
public struct Completer {
    /// The session whose names are offered.
    public let session: Session
    /// The commands offered, each completing its own arguments.
    public let commands: CommandCatalog

    public init(session: Session, commands: CommandCatalog = .standard) {
        self.session = session
        self.commands = commands
    }

    static let priorities = ["1000", "999", "750", "500", "250", "50"]
    static let namedPriorities = ["required", "high", "low", "fittingSize"]
    static let attributes = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height",
        "centerX", "centerY", "baseline", "lastBaseline", "firstBaseline",
    ]

    /// The attributes and guides an iOS version has (margins from iOS 8, guides from theirs).
    static func attributes(iOS: Int) -> [String] {
        attributes + (iOS >= 8 ? LayoutAttribute.allCases.filter(\.isMargin).map(\.name) : [])
            + SystemGuide.allCases.filter { iOS >= $0.introduced }.map(\.rawValue)
    }

    /// Candidates that replace the word from `wordStart` to `wordEnd` (Unicode scalar offsets).
    public func candidates(line: String, wordStart: Int, wordEnd: Int) -> [String] {
        let scalars = Array(line.unicodeScalars)
        let start = min(max(wordStart, 0), scalars.count), end = min(max(wordEnd, start), scalars.count)
        let before = String(String.UnicodeScalarView(scalars[..<start]))
        let word = String(String.UnicodeScalarView(scalars[start..<end]))
        let head = before.trimmingLeadingAndTrailingWhitespace
        let previous = head.unicodeScalars.last
        let views = session.state.layout.hierarchy.names
        let metrics = session.state.metrics.keys.sorted()

        var options: [String]
        if head.isEmpty {
            options = StatementParser.keywords + ["H:", "V:"] + commands.commands.map { ":" + $0.name } + views
        } else if head == ":" {
            options = commands.commands.map { $0.name }
        } else if head.hasPrefix(":") {
            return commandArguments(line: scalars, wordStart: start, wordEnd: end)
        } else if let keyword = StatementParser.keywords.first(where: { head == $0 || head.hasPrefix($0 + " ") }) {
            switch keyword {
            case "view": options = Completer.view(head: head, views: views)
            case "keyboard": options = ["on", "off", "216", "162"]
            case "metric", "size", "rotate": options = []
            case "margins", "guide", "autoresizing", "stack": options = Completer.modern(keyword, head: head, views: views)
            default: options = Completer.dynamics(keyword, head: head, views: views)
            }
        } else if head.hasPrefix("H:") || head.hasPrefix("V:") || head.hasPrefix("|") || head.hasPrefix("[") {
            if head.contains(" options:") {
                options = FormatOptions.named.map(\.name)
            } else if previous == "@" {
                options = Completer.priorities + (session.state.dialect.contains(.namedPriorities) ? Completer.namedPriorities : [])
            } else if previous == "[" {
                options = views
            } else if head.filter({ $0 == "(" }).count > head.filter({ $0 == ")" }).count {
                let relations = previous == "(" || previous == "," ? ["==", ">=", "<="] : []
                options = relations + metrics + views
            } else if previous == "-" {
                options = metrics
            } else {
                options = []
            }
        } else if previous == "." {
            options = Completer.attributes(iOS: session.state.iOS)
        } else if previous == "@" {
            options = Completer.priorities + Completer.namedPriorities
        } else {
            options = views + ["superview"]
        }
        return Completer.matching(word, in: options)
    }

    /// After `view`: a parent after `in`, a mask after `autoresizing`, the words that follow.
    static func view(head: String, views: [String]) -> [String] {
        let words = head.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words.last {
        case "in": return views
        case "autoresizing": return AutoresizingMask.named.map(\.name) + ["none"]
        case "content-inset": return ["automatic", "never"]
        default:
            guard words.count >= 2, !words.contains("frame") else { return [] }
            let properties = StatementParser.viewProperties.filter { !words.contains($0) }
            let started = properties.count < StatementParser.viewProperties.count
            // `in` right after the name, `frame` until a property is given, then the properties left.
            return (words.count == 2 ? ["in"] : []) + (started ? [] : ["frame"]) + properties
        }
    }

    /// After `margins`, `guide`, `autoresizing` and `stack`: views, then options and values.
    static func modern(_ keyword: String, head: String, views: [String]) -> [String] {
        let words = head.split(whereSeparator: \.isWhitespace).map(String.init)
        let last = words.last ?? ""
        switch keyword {
        case "margins":
            if words.count == 1 { return views }
            return ["preserving", "safe-area"].contains(last) ? ["on", "off"] : ["default", "preserving", "safe-area"]
        case "guide": return words.count == 2 ? ["in"] : last == "in" ? views : []
        case "autoresizing": return words.count == 1 ? views : words.count == 2 ? ["off"] : []
        default:
            switch last {
            case "axis": return StackView.Axis.allCases.map(\.rawValue)
            case "distribution": return StackView.Distribution.allCases.map(\.rawValue)
            case "alignment": return StackView.Alignment.allCases.map(\.rawValue)
            case "spacing": return ["system", "8"]
            case "margins-relative", "baseline-relative": return ["on", "off"]
            case "in", "add", "remove", "hide", "show", "spacing-after", "length", "cross-length": return views
            default:
                if words.count == 1 { return [] }
                if last.hasSuffix(",") || words.count == 2 { return views + StatementParser.stackEdits + StatementParser.stackOptions }
                return StatementParser.stackOptions
            }
        }
    }

    /// After a dynamics keyword: its items (views), then its options and their values.
    static func dynamics(_ keyword: String, head: String, views: [String]) -> [String] {
        let words = head.split(whereSeparator: \.isWhitespace).map(String.init)
        let last = words.last ?? ""
        if words.count == 1 { return keyword == "dynamics" ? ["off", "remove"] : keyword == "boundary" ? [] : views }
        if last.hasSuffix(","), keyword != "boundary" { return views }
        switch last {
        case "remove": return DynamicBehavior.Kind.allCases.map(\.rawValue) + ["boundary"]
        case "to": return keyword == "attach" ? views : []
        case "mode": return CollisionBehavior.Mode.allCases.map(\.rawValue)
        case "rotation", "anchored": return ["on", "off"]
        case "bounds": return ["insets", "mode"]
        default: break
        }
        if keyword == "push", words.count == 2 { return ["instant", "continuous"] }
        if keyword == "dynamics" { return views }
        if keyword == "snap" || keyword == "attach", words.count == 2 { return ["to"] }
        if keyword == "boundary" { return words.count == 2 ? ["from"] : words.count == 4 ? ["to"] : [] }
        return DynamicsStatement.options[keyword, default: []]
    }

    /// The arguments of a colon command. An argument may span several of the editor's words
    /// (`-`, `.` and `:` split words there), so candidates are matched against the whole
    /// argument and cut to the part from `wordStart` on.
    private func commandArguments(line: [Unicode.Scalar], wordStart: Int, wordEnd: Int) -> [String] {
        var argumentStart = wordStart
        while argumentStart > 0, !line[argumentStart - 1].properties.isWhitespace { argumentStart -= 1 }
        let typed = String(String.UnicodeScalarView(line[..<argumentStart]))
        let argument = String(String.UnicodeScalarView(line[argumentStart..<wordEnd]))
        let parts = typed.trimmingLeadingAndTrailingWhitespace.dropFirst().split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = parts.first, let command = commands.command(named: name) else { return [] }
        let options = command.completions(
            CompletionContext(
                argument: parts.count - 1, previous: Array(parts.dropFirst()), typed: argument, session: session, commands: commands))
        let skip = wordStart - argumentStart
        return Completer.matching(argument, in: options).map { String(String.UnicodeScalarView($0.unicodeScalars.dropFirst(skip))) }
    }

    /// The paths that start with `typed`; directories end in `/`. Hidden files only when asked.
    static func files(matching typed: String) -> [String] {
        let slash = typed.lastIndex(of: "/")
        let directory = slash.map { String(typed[...$0]) } ?? ""
        let stem = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        return listed.filter { $0.hasPrefix(stem) && (stem.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted().map { entry in
            var isDirectory: ObjCBool = false
            let path = directory + entry
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            return path + (isDirectory.boolValue ? "/" : "")
        }
    }

    /// For a comma list being typed (`a,b,c`), each name completed after what is typed so far.
    static func listItem(_ typed: String, from names: some Sequence<String>) -> [String] {
        let head = typed.lastIndex(of: ",").map { String(typed[...$0]) } ?? ""
        return names.map { head + $0 }
    }

    /// The options that start with `word`, without repeats, in order.
    static func matching(_ word: String, in options: [String]) -> [String] {
        var seen = Set<String>()
        return options.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }
}
