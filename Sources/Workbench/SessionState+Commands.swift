import AutoLayout
import Cassowary
import VisualFormat

/// The colon commands that change the state (and so can stand in a script): `:remove`,
/// `:reset`, `:device`, and the `:set` settings that decide how later lines are read.
extension SessionState {
    /// The settings `:set` changes in the state (recorded in the script), with their values.
    static let settings: [(name: String, values: String, summary: String)] = [
        ("create-views", "on|off", "VFL and equations create unknown views on first use (off: unknown names are errors)"),
        ("extensions", "all|none|NAME,...", "VFL extensions: " + Dialect.named.map(\.name).joined(separator: ", ")),
        ("direction", "ltr|rtl", "which way leading and trailing point"),
        ("text-size", ContentSizeCategory.allCases.map(\.rawValue).joined(separator: "|"),
         "Dynamic Type: titled views' text size (l, the default, is 17-point body text; ax1-ax5 the accessibility sizes)"),
        ("keep-visible", "NAME,...|none", "views the keyboard must not cover (vfl stress checks it)"),
    ]

    /// Carry out a state-changing command; `nil` when `name` is not one.
    mutating func command(_ name: String, _ arguments: [Word], line: String) throws(SessionError) -> String? {
        switch name {
        case "remove":
            let target = try single(arguments, usage: ":remove N (a constraint number) or :remove NAME (a view)", line: line)
            let number = target.text.hasPrefix("#") ? String(target.text.dropFirst()) : target.text
            if let id = Int(number) { return try removeConstraint(id, line: line, at: target.offset) }
            guard layout.hierarchy.contains(target.text) else {
                let hint = closestName(to: target.text, in: layout.hierarchy.names).map { "; did you mean \($0)?" } ?? ""
                throw SessionError("no view named \(target.text)\(hint)", line: line, offset: target.offset)
            }
            return try removeView(target.text, line: line, at: target.offset)
        case "simulate":
            return try simulate(frames: SessionState.simulationFrames(arguments, line: line), line: line)
        case "reset":
            try none(arguments, line: line)
            self = SessionState(size: SessionState.defaultSize)
            return "reset: an empty root of \(layout.rootSize.text)"
        case "device":
            guard let first = arguments.first else { return nil }
            guard let preset = DevicePreset.named(first.text) else {
                let names = DevicePreset.all.map(\.name)
                let hint = SessionError.didYouMean(first.text, in: names)
                throw SessionError("unknown device '\(first.text)'.\(hint) Devices: \(names.joined(separator: ", "))", line: line, offset: first.offset)
            }
            var size = preset.size
            if let orientation = arguments.dropFirst().first {
                guard ["landscape", "portrait"].contains(orientation.text), arguments.count == 2 else {
                    throw SessionError("expected portrait or landscape after the device name", line: line, offset: orientation.offset)
                }
                if orientation.text == "landscape" { size = size.rotated }
            }
            setSize(size)
            return "device \(preset.name): root size \(size.text)"
        case "set":
            guard let key = arguments.first, SessionState.settings.contains(where: { $0.name == key.text }) else { return nil }
            let value = try single(Array(arguments.dropFirst()), usage: ":set \(key.text) VALUE", line: line, after: key)
            switch key.text {
            case "create-views":
                set(createsViews: try SessionState.flag(value, line: line), line: line)
                return "views are \(createsViews ? "created on first use" : "declared with view NAME")"
            case "extensions":
                set(dialect: try SessionState.dialect(value, line: line), line: line)
                let names = Dialect.named.filter { dialect.contains($0.dialect) }.map(\.name)
                return "VFL extensions: " + (names.isEmpty ? "none (strict VFL)" : names.joined(separator: ", "))
            case "text-size":
                guard let category = ContentSizeCategory.named(value.text) else {
                    let names = ContentSizeCategory.allCases.map(\.rawValue)
                    throw SessionError("unknown text size '\(value.text)'. Sizes: \(names.joined(separator: ", "))", line: line, offset: value.offset)
                }
                try set(textSize: category, line: line)
                return "text size \(category.rawValue) (body text \(formatNumber(category.bodyPointSize)) points)"
            case "keep-visible":
                let views = try keptVisibleViews(value, line: line)
                set(keptVisible: views, line: line)
                return views.isEmpty ? "no view is kept clear of the keyboard" : "kept clear of the keyboard: " + views.joined(separator: ", ")
            default:
                guard let direction = ["ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft][value.text] else {
                    throw SessionError("expected ltr or rtl", line: line, offset: value.offset)
                }
                set(direction: direction, line: line)
                return "layout direction \(value.text)"
            }
        default:
            return nil
        }
    }

    /// The views of `:set keep-visible a,b` (`none`: no view), each one checked.
    func keptVisibleViews(_ word: Word, line: String) throws(SessionError) -> [String] {
        guard word.text != "none" else { return [] }
        var views: [String] = []
        var offset = word.offset
        for part in word.text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part)
            guard layout.hierarchy.contains(name), name != layout.root else {
                let hint = closestName(to: name, in: layout.hierarchy.names).map { "; did you mean \($0)?" } ?? ""
                throw SessionError(name == layout.root ? "the root cannot be covered" : "no view named \(name)\(hint)", line: line, offset: offset)
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
        default: throw SessionError("expected on or off", line: line, offset: word.offset)
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
                    let hint = SessionError.didYouMean(String(name), in: names)
                    throw SessionError("unknown extension '\(name)'.\(hint) Extensions: all, none, \(names.joined(separator: ", "))", line: line, offset: offset)
                }
                d.formUnion(found.dialect)
                offset += name.unicodeScalars.count + 1
            }
            return d
        }
    }
}

/// Argument count checks shared by every command.
func single(_ arguments: [Word], usage: String, line: String, after: Word? = nil) throws(SessionError) -> Word {
    guard let first = arguments.first else {
        let end = after.map { $0.offset + $0.text.unicodeScalars.count + 1 } ?? line.unicodeScalars.count
        throw SessionError("missing argument: \(usage)", line: line, offset: end)
    }
    guard arguments.count == 1 else {
        throw SessionError("too many arguments: \(usage)", line: line, offset: arguments[1].offset)
    }
    return first
}

func none(_ arguments: [Word], line: String) throws(SessionError) {
    if let extra = arguments.first { throw SessionError("this command takes no arguments", line: line, offset: extra.offset) }
}
