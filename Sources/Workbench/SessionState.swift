import AutoLayout
import Cassowary
import Dynamics
import Foundation
import HashTreeCollections
import VisualFormat

/// Everything a session has built, as a value: the layout, the metrics, the keyboard, the
/// settings that change how lines are read, and the script of accepted statements that
/// rebuilds it all (`:save`). Copying it is an undo snapshot. Each `apply` either succeeds
/// or throws and leaves the state untouched (it works on a copy).
public struct SessionState: Equatable, Sendable {
    /// The views and constraints; the root is named `root`.
    public internal(set) var layout: Layout
    /// VFL metrics by name.
    public internal(set) var metrics: [String: Double] = [:]
    /// The keyboard, when shown.
    public internal(set) var keyboard: KeyboardRequest = .off
    /// Which VFL extensions lines may use.
    public internal(set) var dialect: Dialect = .strict
    /// When true, a name that VFL or an equation uses before any `view` statement becomes a new
    /// subview of the root; by default it is an error with a did-you-mean.
    public internal(set) var createsViews = false
    /// The statements that rebuild this state from an empty session, in order.
    public internal(set) var script = ChunkedArray<String>()
    /// For each constraint id, the statement that made it.
    public internal(set) var sources = TreeDictionary<Int, String>()
    /// The title of each view declared with one (`view go "Go"`), for pictures.
    public internal(set) var titles = TreeDictionary<String, String>()
    /// UIKit Dynamics: what has been done to the animator, replayed by the session's animator.
    public internal(set) var dynamics = DynamicScene()
    /// Dynamic Type: the text size titled views are set in (`:set text-size`).
    public internal(set) var textSize = ContentSizeCategory.large
    /// Views the keyboard must never cover (`:set keep-visible a,b`): the field being typed
    /// in, the button that sends it. `vfl stress` fails a variation in which the keyboard
    /// newly covers one.
    public internal(set) var keptVisible: [String] = []

    /// The name of the root view.
    public static let rootName = "root"
    /// The root's size in a new session: the seeds' iPhone, 320×568 points.
    public static let defaultSize = Size(width: 320, height: 568)

    /// An empty session: only the root, of `size`.
    public init(size: Size = SessionState.defaultSize) {
        layout = Layout(root: SessionState.rootName, size: size)
    }

    /// The keyboard's height now (the standard height follows the orientation), `nil` when hidden.
    public var keyboardHeight: Double? {
        switch keyboard {
        case .off: nil
        case .standard: Keyboard.standardHeight(for: layout.rootSize)
        case let .height(h): h
        }
    }

    /// Carry out one statement of the layout language (not a colon command) typed as `line`;
    /// returns what changed, for the status line.
    mutating func apply(_ statement: Statement, line: String) throws(SessionError) -> String {
        let text = line.trimmingLeadingAndTrailingWhitespace
        switch statement {
        case let .dynamics(d):
            return try apply(d, line: line, text: text)
        case .nothing, .command:
            return ""
        case let .view(name, parent, content):
            let summary = try declareView(name, parent: parent, content: content, line: line)
            script.append(text)
            return summary
        case let .metric(name, value):
            metrics[name] = value
            script.append(text)
            return "metric \(name) = \(formatNumber(value))"
        case let .size(size):
            layout.rootSize = size
            script.append(text)
            return "root size \(size.text)"
        case .rotate:
            layout.rootSize = layout.rootSize.rotated
            script.append(text)
            return "rotated to \(layout.rootSize.text) (\(layout.rootSize.width > layout.rootSize.height ? "landscape" : "portrait"))"
        case let .keyboard(request):
            keyboard = request
            script.append(text)
            return keyboardHeight.map { "keyboard \(formatNumber($0)) points high" } ?? "keyboard hidden"
        case let .format(format, at, options):
            return try addConstraints(line: line, at: at, text: text) { state throws(FormatError) in
                try VisualFormat.constraints(
                    format, options: options, metrics: state.metrics, in: state.layout.hierarchy, dialect: state.dialect)
            }
        case let .equation(equation, at):
            return try addConstraints(line: line, at: at, text: text) { state throws(FormatError) in
                [try Equation.constraint(equation, in: state.layout.hierarchy)]
            }
        }
    }

    private mutating func declareView(_ name: String, parent: String?, content: ViewContent?, line: String) throws(SessionError) -> String {
        var view = View(name, superview: parent)
        switch content {
        case let .size(width, height)?: view.intrinsicContentSize = IntrinsicSize(width: width, height: height)
        case let .title(title)?:
            view.intrinsicContentSize = TitleMetrics.intrinsicSize(of: title, scale: textSize.scale)
            view.baselineOffset = TitleMetrics.baselineOffset(scale: textSize.scale)
        case nil: break
        }
        let place = parent ?? SessionState.rootName
        if let existing = layout.hierarchy[name] {
            // Declaring a view again gives it new content; moving it is not allowed.
            guard parent == nil || parent == existing.superview else {
                throw SessionError(
                    "\(name) already exists in \(existing.superview ?? "nothing"); a view cannot move to another parent",
                    line: line, offset: line.scalarOffset(of: name))
            }
            guard name != SessionState.rootName else {
                throw SessionError("root is the root view; set its size with size WxH", line: line, offset: line.scalarOffset(of: name))
            }
            guard content != nil else {
                throw SessionError(
                    "a view named \(name) already exists (give a size or a \"Title\" to change its content)",
                    line: line, offset: line.scalarOffset(of: name))
            }
            view.superview = existing.superview
            do { try layout.updateView(view) } catch { throw SessionError("\(error)", line: line, offset: nil) }
            if case let .title(title)? = content { titles[name] = title } else { titles[name] = nil }
            return "view \(name) updated\(view.sizeText)"
        }
        do {
            try layout.addView(view)
            if case let .title(title)? = content { titles[name] = title }
        } catch let .unknownView(missing, suggestion) {
            let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
            throw SessionError("no view named \(missing) to put \(name) in\(hint)", line: line, offset: line.scalarOffset(of: missing, after: " in "))
        } catch {
            throw SessionError("\(error)", line: line, offset: line.scalarOffset(of: name))
        }
        return "view \(name) in \(place)\(view.sizeText)"
    }

    /// Add the constraints `make` builds, creating unknown views first when `createsViews` is on.
    private mutating func addConstraints(
        line: String, at start: Int, text: String, _ make: (SessionState) throws(FormatError) -> [LayoutConstraint]
    ) throws(SessionError) -> String {
        var created: [String] = []
        var constraints: [LayoutConstraint] = []
        while true {
            do {
                constraints = try make(self)
                break
            } catch {
                guard createsViews, case let .unknownView(name) = error.kind, name.isIdentifier,
                      !layout.hierarchy.contains(name), created.count < 1000 else {
                    throw SessionError(error, line: line, shift: start)
                }
                do { try layout.addView(View(name)) } catch { throw SessionError("\(error)", line: line, offset: nil) }
                created.append(name)
                script.append("view \(name)")
            }
        }
        var ids: [Int] = []
        for c in constraints {
            do { ids.append(try layout.add(c)) } catch { throw SessionError("\(error)", line: line, offset: start) }
        }
        for id in ids { sources[id] = text }
        script.append(text)
        let made = created.isEmpty ? "" : "views \(created.joined(separator: ", ")) created; "
        let list = ids.map { "#\($0)" }.joined(separator: " ")
        return made + "+\(ids.count) constraint\(ids.count == 1 ? "" : "s")" + (ids.isEmpty ? "" : " (\(list))")
    }

    /// Remove constraint `id` (`:remove 3`).
    mutating func removeConstraint(_ id: Int, line: String, at offset: Int) throws(SessionError) -> String {
        do { try layout.removeConstraint(id: id) } catch {
            let ids = layout.constraints.map(\.id)
            let range = ids.isEmpty ? "there are none" : "they are numbered #\(ids.first ?? 0)…#\(ids.last ?? 0)"
            throw SessionError("no constraint #\(id) (\(range); :constraints lists them)", line: line, offset: offset)
        }
        sources[id] = nil
        script.append(line.trimmingLeadingAndTrailingWhitespace)
        return "removed constraint #\(id)"
    }

    /// Remove a view, its subviews and their constraints (`:remove NAME`).
    mutating func removeView(_ name: String, line: String, at offset: Int) throws(SessionError) -> String {
        let before = Set(layout.constraints.map(\.id))
        let viewsBefore = layout.hierarchy.views.count
        do { try layout.removeView(name) } catch { throw SessionError("\(error)", line: line, offset: offset) }
        let gone = before.subtracting(layout.constraints.map(\.id))
        for id in gone { sources[id] = nil }
        for title in titles.keys where !layout.hierarchy.contains(title) { titles[title] = nil }
        keptVisible.removeAll { !layout.hierarchy.contains($0) }
        forgetItems(dynamics.items.filter { !layout.hierarchy.contains($0) })
        script.append(line.trimmingLeadingAndTrailingWhitespace)
        let subviews = viewsBefore - layout.hierarchy.views.count - 1
        return "removed view \(name)" + (subviews > 0 ? " and \(subviews) subview\(subviews == 1 ? "" : "s")" : "")
            + (gone.isEmpty ? "" : " and \(gone.count) constraint\(gone.count == 1 ? "" : "s")")
    }

    /// Change a setting that decides how later lines are read (`:set ...`), recorded in the script.
    mutating func set(dialect: Dialect? = nil, createsViews: Bool? = nil, direction: LayoutDirection? = nil, line: String) {
        if let dialect { self.dialect = dialect }
        if let createsViews { self.createsViews = createsViews }
        if let direction { layout.layoutDirection = direction }
        script.append(line.trimmingLeadingAndTrailingWhitespace)
    }

    /// Set the Dynamic Type text size (`:set text-size`): every titled view is measured again.
    mutating func set(textSize category: ContentSizeCategory, line: String) throws(SessionError) {
        textSize = category
        for (name, title) in titles.sorted(by: { $0.key < $1.key }) {
            guard var view = layout.hierarchy[name] else { continue }
            view.intrinsicContentSize = TitleMetrics.intrinsicSize(of: title, scale: category.scale)
            view.baselineOffset = TitleMetrics.baselineOffset(scale: category.scale)
            do { try layout.updateView(view) } catch { throw SessionError("\(error)", line: line, offset: nil) }
        }
        script.append(line.trimmingLeadingAndTrailingWhitespace)
    }

    /// Mark the views the keyboard must not cover (`:set keep-visible`), replacing the list.
    mutating func set(keptVisible views: [String], line: String) {
        keptVisible = views
        script.append(line.trimmingLeadingAndTrailingWhitespace)
    }

    /// Record a root size set by a command (`:device`) as the statement that sets it.
    mutating func setSize(_ size: Size) {
        layout.rootSize = size
        script.append("size \(size.text)")
    }
}

extension Size {
    /// `320x568`.
    public var text: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

extension View {
    /// ` (44x30)`, ` (-x30)` or nothing, for status lines.
    var sizeText: String {
        let s = intrinsicContentSize
        guard s != .none else { return "" }
        return " (\(s.width.map(formatNumber) ?? "-")x\(s.height.map(formatNumber) ?? "-"))"
    }
}

extension String {
    var trimmingLeadingAndTrailingWhitespace: String {
        String(String.UnicodeScalarView(unicodeScalars.drop(while: \.properties.isWhitespace))).trimmingTrailingWhitespace
    }

    /// The scalar offset of the first whole-word `word` (after `marker`, if given), for carets.
    func scalarOffset(of word: String, after marker: String = "") -> Int? {
        let scalars = Array(unicodeScalars), target = Array(word.unicodeScalars)
        let skip = marker.isEmpty ? nil : range(of: marker).map { unicodeScalars.distance(from: startIndex, to: $0.upperBound) }
        var i = skip ?? 0
        while i + target.count <= scalars.count {
            let before = i == 0 || !scalars[i - 1].isIdentifierPart
            let after = i + target.count == scalars.count || !scalars[i + target.count].isIdentifierPart
            if before, after, Array(scalars[i..<(i + target.count)]) == target { return i }
            i += 1
        }
        return nil
    }
}

extension Unicode.Scalar {
    var isIdentifierPart: Bool { self == "_" || (isASCII && (properties.isAlphabetic || ("0"..."9").contains(self))) }
}
