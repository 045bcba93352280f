import AutoLayout
import Cassowary
import Foundation
import VisualFormat

/// The colon commands.
extension Interpreter {
    /// Every command: name, arguments, what it does (for `:help` and completion).
    public static let commands: [(name: String, arguments: String, summary: String)] = [
        ("help", "[TOPIC]", "this overview, or a topic: " + Help.topics.map(\.name).joined(separator: ", ")),
        ("frames", "", "every view's frame in a table"),
        ("draw", "", "the layout drawn in the terminal"),
        ("constraints", "", "the constraints, numbered, with the line each came from"),
        ("metrics", "", "the VFL metrics"),
        ("explain", "NAME | N", "a view: frame, constraints, ambiguity; or constraint number N"),
        ("exercise", "NAME", "another valid layout in which an ambiguous view moves"),
        ("fit", "[NAME]", "the smallest and largest size a view's own constraints allow (systemLayoutSizeFitting)"),
        ("check", "", "all conflicts, ambiguities and what the keyboard covers"),
        ("json", "", "the session as JSON (the vfl solve --json format)"),
        ("svg", "FILE [both]", "write the layout as an SVG picture, constraints drawn (both: portrait and landscape)"),
        ("remove", "N | NAME", "remove constraint N, or a view with its subviews and constraints"),
        ("undo", "", "take back the last change"),
        ("redo", "", "put back what :undo took"),
        ("reset", "", "start again from an empty root"),
        ("load", "FILE", "run a session script (all or nothing: one failed line undoes the file)"),
        ("log", "FILE [N]", "explain Apple's \"Unable to simultaneously satisfy constraints\" log and load its layout"),
        ("paste", "", "paste such a log; an empty line after it (or Ctrl-D) ends the paste"),
        ("simulate", "[SECONDS]", "run UIKit Dynamics until it rests (at most 30 s): contacts, rebounds, final frames"),
        ("play", "[SECONDS]", "the same, drawn in the terminal as it happens (Ctrl-C stops)"),
        ("stress", "[RUNS] [seed N]", "try the layout on other screens, titles, text sizes, direction, keyboard: what breaks, shrunk"),
        ("save", "FILE", "write the statements that rebuild this session"),
        ("history", "", "the statements that rebuild this session"),
        ("profile", "[all]", "what each line cost: time, solver work, the costliest constraints"),
        ("mode", "[" + OutputMode.allCases.map(\.rawValue).joined(separator: "|") + "]", "what to show after each line"),
        ("set", "[NAME VALUE]", "settings: create-views, extensions, direction, text-size, keep-visible, timing, color"),
        ("device", "[NAME [landscape]]", "the root's size from a device preset; alone, the list"),
        ("quit", "", "leave (also :exit, :q, Ctrl-D)"),
    ]

    static let aliases = ["q": "quit", "exit": "quit", "h": "help", "?": "help"]

    func command(_ typed: String, _ arguments: [Word], line: String) throws(SessionError) -> Reply {
        let name = Interpreter.aliases[typed] ?? typed
        let nameOffset = line.unicodeScalars.firstIndex(of: ":").map { line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: $0) + 1 } ?? 0
        // The animator's runs report what they ran, so they are not plain state commands.
        if name == "simulate" { return try simulateCommand(arguments, line: line) }
        if name == "play" { return try playCommand(arguments, line: line) }
        if name == "stress" { return try stressCommand(arguments, line: line) }
        let before = Snapshot(session)
        // Commands that change the state are one undo step each, like any statement.
        if let summary = try session.perform({ (s: inout SessionState) throws(SessionError) in try s.command(name, arguments, line: line) }) {
            return Reply(report(summary, since: before))
        }
        switch name {
        case "help":
            return Reply(Help.text(topic: arguments.first?.text))
        case "quit":
            try none(arguments, line: line)
            return Reply("", quit: true)
        case "frames":
            try none(arguments, line: line)
            return Reply(tableText())
        case "draw":
            try none(arguments, line: line)
            return Reply(drawingText())
        case "json":
            try none(arguments, line: line)
            session.checkAmbiguity()
            return Reply(SessionJSON.session(session).text)
        case "check":
            try none(arguments, line: line)
            let all = warnings(since: nil)
            return Reply(all.isEmpty ? "no conflicts, no ambiguity" : all.joined(separator: "\n"))
        case "constraints":
            try none(arguments, line: line)
            return Reply(constraintList())
        case "metrics":
            try none(arguments, line: line)
            let metrics = session.state.metrics.sorted { $0.key < $1.key }
            return Reply(metrics.isEmpty ? "no metrics (metric NAME = NUMBER adds one)" : metrics.map { "\($0.key) = \(formatNumber($0.value))" }.joined(separator: "\n"))
        case "profile":
            let all = arguments.first?.text == "all"
            if let extra = arguments.dropFirst(all ? 1 : 0).first {
                throw SessionError("usage: :profile [all]", line: line, offset: extra.offset)
            }
            return Reply(ProfileReport(lines: profile, session: session, limit: all ? nil : 30).text)
        case "history":
            try none(arguments, line: line)
            let script = session.state.script
            return Reply(script.isEmpty ? "nothing yet" : script.enumerated().map { "\($0.offset + 1)  \($0.element)" }.joined(separator: "\n"))
        case "undo", "redo":
            try none(arguments, line: line)
            let done = name == "undo" ? session.undo() : session.redo()
            guard done else { throw SessionError("nothing to \(name)", line: line, offset: nameOffset) }
            return Reply(report(name == "undo" ? "undone" : "redone", since: before))
        case "mode":
            guard let word = arguments.first else {
                return Reply(OutputMode.allCases.map { ($0 == settings.mode ? "* " : "  ") + "\($0.rawValue)  \($0.summary)" }.joined(separator: "\n"))
            }
            let mode = try choice(word, from: OutputMode.allCases.map(\.rawValue), what: "mode", line: line)
            try none(Array(arguments.dropFirst()), line: line)
            settings.mode = OutputMode(rawValue: mode) ?? .diff
            return Reply("mode \(mode)")
        case "set":
            return try setting(arguments, line: line)
        case "device":
            return Reply(DevicePreset.all.map { "\($0.name)  \($0.size.text)" }.joined(separator: "\n"))
        case "explain":
            let target = try single(arguments, usage: ":explain NAME or :explain N", line: line)
            return Reply(try explain(target, line: line))
        case "exercise":
            let target = try single(arguments, usage: ":exercise NAME", line: line)
            return Reply(try exercise(target, line: line))
        case "fit":
            if let extra = arguments.dropFirst().first { throw SessionError("usage: :fit [NAME]", line: line, offset: extra.offset) }
            return Reply(try fit(arguments.first, line: line))
        case "svg", "save":
            guard let path = arguments.first else { throw SessionError("usage: :\(name) FILE" + (name == "svg" ? " [both]" : ""), line: line, offset: nil) }
            let both = name == "svg" && arguments.dropFirst().first?.text == "both"
            if let extra = arguments.dropFirst(both ? 2 : 1).first {
                throw SessionError("usage: :\(name) FILE" + (name == "svg" ? " [both]" : ""), line: line, offset: extra.offset)
            }
            let text = name == "svg" ? svgText(bothOrientations: both) : scriptText()
            do {
                try text.write(toFile: path.text, atomically: true, encoding: .utf8)
            } catch {
                throw SessionError("cannot write \(path.text): \(error.localizedDescription)", line: line, offset: path.offset)
            }
            return Reply("wrote \(path.text)")
        case "load":
            let path = try single(arguments, usage: ":load FILE", line: line)
            return try load(path, line: line, before: before)
        case "log":
            return try logCommand(arguments, line: line)
        case "paste":
            try none(arguments, line: line)
            pasteBuffer = []
            return Reply("paste Apple's log; an empty line after it (or Ctrl-D) ends the paste")
        default:
            let names = Interpreter.commands.map(\.name)
            let hint = SessionError.didYouMean(typed, in: names + Array(Interpreter.aliases.keys), prefix: ":")
            throw SessionError("unknown command ':\(typed)'.\(hint) :help lists the commands", line: line, offset: nameOffset)
        }
    }

    private func choice(_ word: Word, from names: [String], what: String, line: String) throws(SessionError) -> String {
        guard names.contains(word.text) else {
            let hint = SessionError.didYouMean(word.text, in: names)
            throw SessionError("unknown \(what) '\(word.text)'.\(hint) Choose one of: \(names.joined(separator: ", "))", line: line, offset: word.offset)
        }
        return word.text
    }

    /// `:set`, `:set timing off`, `:set color on` (the state's settings are handled before).
    private func setting(_ arguments: [Word], line: String) throws(SessionError) -> Reply {
        guard let key = arguments.first else {
            let state = session.state
            let extensions = Dialect.named.filter { state.dialect.contains($0.dialect) }.map(\.name)
            return Reply([
                "create-views  \(state.createsViews ? "on" : "off")",
                "extensions    \(extensions.isEmpty ? "none" : extensions.joined(separator: ","))",
                "direction     \(state.layout.layoutDirection == .rightToLeft ? "rtl" : "ltr")",
                "text-size     \(state.textSize.rawValue)",
                "keep-visible  \(state.keptVisible.isEmpty ? "none" : state.keptVisible.joined(separator: ","))",
                "timing        \(settings.timing ? "on" : "off")",
                "color         \(settings.color ? "on" : "off")",
            ].joined(separator: "\n"))
        }
        let names = SessionState.settings.map(\.name) + ["timing", "color"]
        _ = try choice(key, from: names, what: "setting", line: line)
        let value = try single(Array(arguments.dropFirst()), usage: ":set \(key.text) on|off", line: line, after: key)
        let on = try SessionState.flag(value, line: line)
        if key.text == "timing" { settings.timing = on } else { settings.color = on }
        return Reply("\(key.text) \(on ? "on" : "off")")
    }

    private func constraintList() -> String {
        let layout = session.state.layout
        guard !layout.constraints.isEmpty else { return "no constraints yet" }
        let broken = Set(session.solution.conflicts.compactMap(\.broken.id))
        let rows = layout.constraints.map { entry -> [String] in
            let status = broken.contains(entry.id) ? "BROKEN" : ""
            return ["#\(entry.id)", entry.constraint.description, "on \(entry.view)", status, session.state.sources[entry.id].map { "← \($0)" } ?? ""]
        }
        return FrameTable.aligned(rows, rightAligned: [0])
    }

    private func explain(_ target: Word, line: String) throws(SessionError) -> String {
        let state = session.state, hierarchy = state.layout.hierarchy
        let number = target.text.hasPrefix("#") ? String(target.text.dropFirst()) : target.text
        if let id = Int(number) {
            guard let entry = state.layout.constraints.first(where: { $0.id == id }) else {
                throw SessionError("no constraint #\(id) (:constraints lists them)", line: line, offset: target.offset)
            }
            let c = entry.constraint
            var lines = ["#\(id) \(c)", "  installed on \(entry.view) (the nearest common ancestor of \(c.items.joined(separator: " and ")))"]
            lines.append("  written \(ConstraintPrinter.text(for: c, in: hierarchy))")
            if let source = state.sources[id] { lines.append("  from \(source)") }
            lines.append("  priority \(c.priority)" + (c.priority == .required ? " (required)" : " (weight \(FrameTable.number(c.priority.strength.weight)))"))
            if let conflict = session.solution.conflicts.first(where: { $0.broken.id == id }) {
                lines.append(conflictText(conflict))
                lines += alternativesText(conflict)
            } else if let conflict = session.solution.conflicts.first(where: { $0.conflicting.contains { $0.id == id } }) {
                lines.append("  in the conflict that broke #\(conflict.broken.id.map(String.init) ?? "?") (:explain \(conflict.broken.id.map(String.init) ?? "?") shows it)")
            }
            return lines.joined(separator: "\n")
        }
        session.checkAmbiguity()
        guard let view = hierarchy[target.text], let frame = session.solution.frames[target.text] else {
            let hint = closestName(to: target.text, in: hierarchy.names).map { "; did you mean \($0)?" } ?? ""
            throw SessionError("no view named \(target.text)\(hint)", line: line, offset: target.offset)
        }
        var lines = ["\(view.name) in \(view.superview ?? "nothing"): frame \(FrameTable.text(frame))"
            + (session.solution.rootFrames[view.name].map { $0 == frame ? "" : ", in root \(FrameTable.text($0))" } ?? "")]
        if view.intrinsicContentSize != .none {
            let h = view.contentHuggingPriority, r = view.compressionResistancePriority
            lines.append("  intrinsic size\(view.sizeText) hugging \(h.horizontal)/\(h.vertical), compression resistance \(r.horizontal)/\(r.vertical)"
                + (view.baselineOffset.map { ", baseline \(FrameTable.number($0)) above the bottom" } ?? ""))
        }
        lines += animationText(view.name)
        let subviews = hierarchy.subviews(of: view.name)
        if !subviews.isEmpty { lines.append("  subviews: \(subviews.joined(separator: ", "))") }
        let mine = state.layout.constraints(mentioning: view.name)
        let broken = Set(session.solution.conflicts.compactMap(\.broken.id))
        lines.append(mine.isEmpty ? "  no constraints" : "  constraints:")
        for entry in mine {
            lines.append("    #\(entry.id) \(entry.constraint)" + (broken.contains(entry.id) ? "   BROKEN" : ""))
        }
        if let a = session.ambiguities.first(where: { $0.view == view.name }) {
            lines.append("  " + ambiguityText(a))
            lines.append("  (ambiguous: these differ between layouts that keep every required constraint and are equally")
            lines.append("   good for the others, ties between equal priorities included; :help ambiguity)")
        } else {
            lines.append("  not ambiguous: left, top, width and height are the same in every optimal layout")
        }
        if let k = Interpreter.keyboardCoverage(session), let covered = k.coveredViews.first(where: { $0.name == view.name }) {
            lines.append("  under the keyboard: \(FrameTable.text(covered.intersection)) (root coordinates)")
        }
        return lines.joined(separator: "\n")
    }

    /// What else could give way: per constraint of the conflicting set, the frames that change
    /// without it and whether anything stays broken.
    func alternativesText(_ conflict: Conflict) -> [String] {
        let alternatives = session.alternatives(to: conflict)
        guard !alternatives.isEmpty else { return [] }
        var lines = ["  what else could give way (the layout without each constraint of the set):"]
        for a in alternatives {
            let order = session.solution.views
            let moved = order.filter { a.frames[$0] != nil }
            var text = moved.prefix(4).compactMap { name in a.frames[name].map { "\(name) \(FrameTable.text($0))" } }.joined(separator: ", ")
            if moved.count > 4 { text += " and \(moved.count - 4) more" }
            if moved.isEmpty { text = "no frame moves" }
            let rest = a.stillBroken.isEmpty ? "nothing broken" : "still broken: " + a.stillBroken.map { "#\($0)" }.joined(separator: ", ")
            lines.append("    :remove \(a.drop)  →  \(text); \(rest)")
        }
        return lines
    }

    /// `:fit [NAME]`: Apple's `systemLayoutSizeFitting` with the compressed and the expanded
    /// target, for a view (default: the root, whose size the screen otherwise fixes).
    private func fit(_ target: Word?, line: String) throws(SessionError) -> String {
        let layout = session.state.layout
        let name = target?.text ?? layout.root
        guard layout.hierarchy.contains(name) else {
            let hint = closestName(to: name, in: layout.hierarchy.names).map { "; did you mean \($0)?" } ?? ""
            throw SessionError("no view named \(name)\(hint)", line: line, offset: target?.offset)
        }
        let big = LayoutEngine.expandedFittingTarget
        func text(_ size: Size?) -> String {
            guard let size else { return "?" }
            func side(_ x: Double) -> String { x >= big - 1e-6 ? "unbounded" : FrameTable.number(x) }
            return "\(side(size.width))x\(side(size.height))"
        }
        let small = LayoutEngine.fittingSize(of: name, in: layout, target: Size(width: 0, height: 0))
        let large = LayoutEngine.fittingSize(of: name, in: layout, target: Size(width: big, height: big))
        let now = session.solution.frames[name].map { "\(FrameTable.number($0.width))x\(FrameTable.number($0.height))" } ?? "?"
        return [
            "\(name) by its own constraints (those inside it; priority 50 pulls its size toward the target):",
            "  smallest \(text(small))   (UILayoutFittingCompressedSize)",
            "  largest  \(text(large))   (UILayoutFittingExpandedSize)",
            name == layout.root ? "  the screen gives \(layout.rootSize.text)" : "  its frame now is \(now)",
        ].joined(separator: "\n")
    }

    private func exercise(_ target: Word, line: String) throws(SessionError) -> String {
        guard session.state.layout.hierarchy.contains(target.text) else {
            throw SessionError("no view named \(target.text)", line: line, offset: target.offset)
        }
        guard let frames = session.exerciseAmbiguity(of: target.text) else {
            return "\(target.text) is not ambiguous: its frame is determined"
        }
        let views = session.solution.views
        return (["another layout that satisfies the constraints just as well:"]
            + FrameTable.diff(views: views, from: session.solution.frames, views: views, to: frames))
            .joined(separator: "\n")
    }

    /// The script of the session, with a header saying how to use it.
    func scriptText() -> String {
        (["# vfl session: vfl run FILE, or :load FILE in the REPL"] + session.state.script).joined(separator: "\n") + "\n"
    }

    /// The layout as an SVG picture (`:svg`, `vfl solve --svg`), with constraints drawn; with
    /// `bothOrientations`, the rotated layout beside it (solved apart, the session unchanged).
    public func svgText(bothOrientations: Bool = false) -> String {
        session.checkAmbiguity()
        let state = session.state
        var pictures = [picture(state.layout, solution: session.solution, ambiguities: session.ambiguities)]
        if bothOrientations {
            var rotated = state.layout
            rotated.rootSize = rotated.rootSize.rotated
            let engine = LayoutEngine()
            let solution = engine.solve(rotated)
            pictures.append(picture(rotated, solution: solution, ambiguities: engine.ambiguities()))
        }
        return SVGRenderer.svg(pictures)
    }

    /// A picture of `layout` in this session (its titles, its keyboard at that size).
    private func picture(_ layout: Layout, solution: LayoutSolution, ambiguities: [Ambiguity]) -> LayoutPicture {
        let size = layout.rootSize
        let orientation = size.width > size.height ? "landscape" : "portrait"
        let height: Double? = switch session.state.keyboard {
        case .off: nil
        case .standard: Keyboard.standardHeight(for: size)
        case let .height(h): h
        }
        return LayoutPicture(
            caption: "\(orientation) \(size.text)", layout: layout, solution: solution, ambiguities: ambiguities,
            titles: Dictionary(uniqueKeysWithValues: session.state.titles.map { ($0.key, $0.value) }),
            keyboard: height.map { Keyboard(height: $0).frame(in: size) })
    }

    /// `:load FILE`: every statement of the file, as one change that happens whole or not at all.
    private func load(_ path: Word, line: String, before: Snapshot) throws(SessionError) -> Reply {
        guard let data = FileManager.default.contents(atPath: path.text) else {
            throw SessionError("cannot read \(path.text)", line: line, offset: path.offset)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SessionError("\(path.text) is not UTF-8 text", line: line, offset: path.offset)
        }
        let statements = Interpreter.statements(of: text)
        let count = try session.perform { (state: inout SessionState) throws(SessionError) -> Int? in
            var count = 0
            for (number, statement) in statements {
                do throws(SessionError) {
                    let parsed = try StatementParser.parse(statement)
                    switch parsed {
                    case .nothing: continue
                    case let .command(name, arguments):
                        // Only commands that change the state matter in a script; views of it
                        // (:frames, :draw, ...) are skipped, undo and redo have no meaning there.
                        if ["undo", "redo", "load"].contains(name) {
                            throw SessionError(":\(name) cannot be used in a loaded file", line: statement, offset: nil)
                        }
                        if try state.command(name, arguments, line: statement) == nil {
                            let known = Interpreter.commands.contains { $0.name == (Interpreter.aliases[name] ?? name) }
                            guard known else { throw SessionError("unknown command ':\(name)'", line: statement, offset: 1) }
                            continue
                        }
                    default:
                        _ = try state.apply(parsed, line: statement)
                    }
                    count += 1
                } catch {
                    throw SessionError("\(path.text):\(number): \(error.message) (nothing was loaded)", line: error.line, offset: error.offset)
                }
            }
            return count
        } ?? 0
        return Reply(report("loaded \(path.text): \(count) statement\(count == 1 ? "" : "s")", since: before))
    }

    /// The statements of a script, continuation lines (ending in `\`) joined, each with the
    /// number of its first line.
    static func statements(of text: String) -> [(line: Int, text: String)] {
        var continuation = Continuation()
        var result: [(line: Int, text: String)] = []
        for (i, line) in text.lines.enumerated() {
            if let statement = continuation.add(line, number: i + 1) { result.append(statement) }
        }
        if let statement = continuation.finish() { result.append(statement) }
        return result
    }
}
