import AutoLayout
import Diagnostics
import TextSupport
import UIKitFacts
import VisualFormat

/// `:set [NAME VALUE]`: a setting; alone, every setting's value. The settings that decide how
/// later lines are read belong to the session (one undo step, kept in the script); `timing`
/// and `color` only change how the REPL shows things.
struct SetCommand: SessionCommand {
    static let name = "set"
    static let usage = "[NAME VALUE]"
    static let summary =
        "settings: ios, create-views, extensions, direction, text-size, keep-visible, navigation-bar, large-titles, sheet, tab-bar, toolbar, "
        + "additional-safe-area, "
        + "system-minimum-margins, timing, color"
    static let inScripts = ScriptRole.changes

    /// The settings of the session, with their values.
    static let sessionSettings: [(name: String, values: String, summary: String)] = [
        ("create-views", "on|off", "VFL and equations create unknown views on first use (off: unknown names are errors)"),
        ("extensions", "all|none|NAME,...", "VFL extensions: " + Dialect.named.map(\.name).joined(separator: ", ")),
        ("direction", "ltr|rtl", "which way leading and trailing point"),
        (
            "text-size", ContentSizeCategory.allCases.map(\.rawValue).joined(separator: "|"),
            "Dynamic Type: titled views' text size (l, the default, is 17-point body text; ax1-ax5 the accessibility sizes)"
        ),
        ("keep-visible", "NAME,...|none", "views the keyboard must not cover (vfl stress checks it)"),
        ("ios", "7...18", "which iOS's rules apply: margins from 8, guides and stack views from 9, the safe area from 11 (default 7)"),
        ("navigation-bar", "on|off", "a navigation bar over the root: its safe area's top grows by 44 (iOS 11+)"),
        ("large-titles", "on|off", "the navigation bar's prefersLargeTitles: it is 96 high, not 44 (iOS 11+, with navigation-bar on)"),
        ("sheet", "on|off", "the root is presented as a page sheet (iOS 13): no status bar above it, a 56-point navigation bar"),
        ("tab-bar", "on|off", "a tab bar under the root: its safe area's bottom grows by 49 (iOS 11+)"),
        ("toolbar", "on|off", "a toolbar under the root: its safe area's bottom grows by 44 (iOS 11+)"),
        (
            "additional-safe-area", "TOP,LEFT,BOTTOM,RIGHT",
            "the view controller's additionalSafeAreaInsets: added to the root's safe area (iOS 11+; 0,0,0,0 takes them away)"
        ),
        (
            "system-minimum-margins", "on|off",
            "viewRespectsSystemMinimumLayoutMargins: off, the root's margins are its own (8, or margins root ...), as a cell's"
        ),
    ]
    /// The settings of the REPL.
    static let displaySettings = ["timing", "color"]

    /// What is set to what.
    enum Setting {
        case createsViews(Bool), dialect(Dialect), direction(LayoutDirection), textSize(ContentSizeCategory), iOS(Int)
        /// A bar (its key path in `Bars`) on or off.
        case bar(WritableKeyPath<Bars, Bool>, String, Bool)
        case additionalSafeArea(EdgeInsets)
        case systemMinimumMargins(Bool)
        /// Checked against the session's views when carried out.
        case keptVisible(Word)
        case timing(Bool), color(Bool)
    }

    /// `nil`: list the settings.
    let setting: Setting?
    let arguments: CommandArguments

    init(setting: Setting?, arguments: CommandArguments) {
        self.setting = setting
        self.arguments = arguments
    }

    init(_ arguments: CommandArguments) throws(SessionError) {
        self.arguments = arguments
        guard let key = arguments.first else {
            setting = nil
            return
        }
        let names = SetCommand.sessionSettings.map(\.name) + SetCommand.displaySettings
        _ = try arguments.choice(key, from: names, what: "setting")
        let isSession = SetCommand.sessionSettings.contains { $0.name == key.text }
        let value = try arguments.rest.single(usage: ":set \(key.text) " + (isSession ? "VALUE" : "on|off"))
        switch key.text {
        case "create-views": setting = .createsViews(try SessionState.flag(value, line: arguments.line))
        case "extensions": setting = .dialect(try SessionState.dialect(value, line: arguments.line))
        case "text-size":
            guard let category = ContentSizeCategory.named(value.text) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                throw arguments.error(
                    "unknownValue", "unknown text size '\(value.text)'. Sizes: \(names.joined(separator: ", "))", at: value)
            }
            setting = .textSize(category)
        case "keep-visible": setting = .keptVisible(value)
        case "ios":
            guard let version = Int(value.text), SessionState.iOSVersions.contains(version) else {
                throw arguments.error("outOfRange", "expected an iOS version from 7 to 18", at: value)
            }
            setting = .iOS(version)
        case "system-minimum-margins": setting = .systemMinimumMargins(try SessionState.flag(value, line: arguments.line))
        case "navigation-bar": setting = .bar(\.navigationBar, key.text, try SessionState.flag(value, line: arguments.line))
        case "sheet": setting = .bar(\.inSheet, key.text, try SessionState.flag(value, line: arguments.line))
        case "large-titles": setting = .bar(\.largeTitles, key.text, try SessionState.flag(value, line: arguments.line))
        case "tab-bar": setting = .bar(\.tabBar, key.text, try SessionState.flag(value, line: arguments.line))
        case "toolbar": setting = .bar(\.toolbar, key.text, try SessionState.flag(value, line: arguments.line))
        case "additional-safe-area":
            let parts = value.text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 4, let v = Optional(parts.compactMap { $0 }), v.count == 4,
                v.allSatisfy({ $0.isFinite && abs($0) <= 100_000 })
            else {
                throw arguments.error("usage", "expected the insets TOP,LEFT,BOTTOM,RIGHT (four numbers)", at: value)
            }
            setting = .additionalSafeArea(EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
        case "direction":
            guard let direction = ["ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft][value.text] else {
                throw arguments.error("unknownValue", "expected ltr or rtl", at: value)
            }
            setting = .direction(direction)
        case "timing": setting = .timing(try SessionState.flag(value, line: arguments.line))
        default: setting = .color(try SessionState.flag(value, line: arguments.line))
        }
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        switch setting {
        case nil:
            let state = interpreter.session.state, settings = interpreter.settings
            let extensions = Dialect.named.filter { state.dialect.contains($0.dialect) }.map(\.name)
            return Interpreter.Reply(
                [
                    "create-views  \(state.createsViews ? "on" : "off")",
                    "extensions    \(extensions.isEmpty ? "none" : extensions.joined(separator: ","))",
                    "direction     \(state.layout.layoutDirection == .rightToLeft ? "rtl" : "ltr")",
                    "text-size     \(state.textSize.rawValue)",
                    "keep-visible  \(state.keptVisible.isEmpty ? "none" : state.keptVisible.joined(separator: ","))",
                    "ios           \(state.iOS)",
                    "bars          \(state.bars.text)",
                    "timing        \(settings.timing ? "on" : "off")",
                    "color         \(settings.color ? "on" : "off")",
                ].joined(separator: "\n"))
        case let .timing(on)?:
            interpreter.settings.timing = on
            return Interpreter.Reply("timing \(on ? "on" : "off")")
        case let .color(on)?:
            interpreter.settings.color = on
            return Interpreter.Reply("color \(on ? "on" : "off")")
        default:
            return try interpreter.changeSession(by: self) ?? Interpreter.Reply("")
        }
    }

    func change(_ state: inout SessionState) throws(SessionError) -> String? {
        switch setting {
        case let .createsViews(on)?:
            state.createsViews = on
            return "views are \(on ? "created on first use" : "declared with view NAME")"
        case let .dialect(dialect)?:
            state.dialect = dialect
            let names = Dialect.named.filter { dialect.contains($0.dialect) }.map(\.name)
            return "VFL extensions: " + (names.isEmpty ? "none (strict VFL)" : names.joined(separator: ", "))
        case let .direction(direction)?:
            state.layout.layoutDirection = direction
            return "layout direction \(direction == .rightToLeft ? "rtl" : "ltr")"
        case let .textSize(category)?:
            try state.set(textSize: category, line: arguments.line)
            return "text size \(category.rawValue) (body text \(formatNumber(category.bodyPointSize)) points)"
        case let .iOS(version)?:
            state.iOS = version
            return "iOS \(version) rules" + (version >= 8 ? ": |- is the superview's margin" : ": |- is 20 points from the edge")
        case let .bar(path, name, on)?:
            state.bars[keyPath: path] = on
            return "\(name) \(on ? "on" : "off")" + (state.iOS >= 11 ? "" : " (it adds to the safe area from iOS 11: :set ios 11)")
        case let .systemMinimumMargins(on)?:
            state.bars.respectsSystemMinimumLayoutMargins = on
            return on ? "the root's margins respect the system minimum" : "the root's margins are its own"
        case let .additionalSafeArea(insets)?:
            state.bars.additionalSafeArea = insets
            return "additional safe area \(insets.text)" + (state.iOS >= 11 ? "" : " (it adds to the safe area from iOS 11: :set ios 11)")
        case let .keptVisible(word)?:
            let views = try state.keptVisibleViews(word, line: arguments.line)
            state.keptVisible = views
            return views.isEmpty ? "no view is kept clear of the keyboard" : "kept clear of the keyboard: " + views.joined(separator: ", ")
        case nil, .timing?, .color?:
            return nil
        }
    }

    static func completions(_ c: CompletionContext) -> [String] {
        switch c.argument {
        case 0: return sessionSettings.map(\.name) + displaySettings
        case 1:
            return switch c.previous.first {
            case "extensions": ["all", "none"] + Dialect.named.map(\.name)
            case "direction": ["ltr", "rtl"]
            case "text-size": ContentSizeCategory.allCases.map(\.rawValue)
            case "ios": SessionState.iOSVersions.map(String.init)
            case "additional-safe-area": ["0,0,0,0"]
            case "keep-visible": ["none"] + Completer.listItem(c.typed, from: c.session.state.layout.hierarchy.names.dropFirst())
            default: ["on", "off"]
            }
        default: return []
        }
    }
}

extension Interpreter {
    /// `:set ios VERSION`, as the command line's `--ios` asks for it (one undo step, in the
    /// script).
    public func setIOS(_ version: Int) throws(SessionError) {
        let line = ":set ios \(version)"
        _ = try session.perform { (s: inout SessionState) throws(SessionError) in
            try s.apply(
                SetCommand(setting: .iOS(version), arguments: CommandArguments(line: line, name: Word("set", offset: 1), words: [])),
                line: line)
        }
    }
}
