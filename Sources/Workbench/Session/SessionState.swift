import AutoLayout
import Dynamics
import Foundation
import HashTreeCollections
import TextSupport
import UIKitFacts
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
    public var keyboardHeight: Double? { keyboard.height(for: layout.rootSize) }

    /// Carry out one statement of the layout language (not a colon command) typed as `line`,
    /// and record it in the script; returns what changed, for the status line.
    mutating func apply(_ statement: Statement, line: String) throws(SessionError) -> String {
        let summary: String
        switch statement {
        case .nothing, .command:
            return ""
        case let .dynamics(d):
            summary = try apply(d, line: line)
        case let .view(name, parent, content):
            summary = try declareView(name, parent: parent, content: content, line: line)
        case let .metric(name, value):
            metrics[name] = value
            summary = "metric \(name) = \(formatNumber(value))"
        case let .size(size):
            layout.rootSize = size
            summary = "root size \(size.text)"
        case .rotate:
            layout.rootSize = layout.rootSize.rotated
            summary = "rotated to \(layout.rootSize.text) (\(layout.rootSize.width > layout.rootSize.height ? "landscape" : "portrait"))"
        case let .keyboard(request):
            keyboard = request
            summary = keyboardHeight.map { "keyboard \(formatNumber($0)) points high" } ?? "keyboard hidden"
        case let .format(format, at, options):
            summary = try addConstraints(line: line, at: at) { state throws(FormatError) in
                try VisualFormat.constraints(
                    format, options: options, metrics: state.metrics, in: state.layout.hierarchy, dialect: state.dialect)
            }
        case let .equation(equation, at):
            summary = try addConstraints(line: line, at: at) { state throws(FormatError) in
                [try Equation.constraint(equation, in: state.layout.hierarchy)]
            }
        }
        script.append(line.trimmingLeadingAndTrailingWhitespace)
        return summary
    }

    private mutating func declareView(_ name: Name, parent: Name?, content: ViewContent?, line: String) throws(SessionError) -> String {
        var view = View(name.text, superview: parent?.text)
        switch content {
        case let .size(width, height)?: view.intrinsicContentSize = IntrinsicSize(width: width, height: height)
        case let .title(title)?:
            view.intrinsicContentSize = TitleMetrics.intrinsicSize(of: title, scale: textSize.scale)
            view.baselineOffset = TitleMetrics.baselineOffset(scale: textSize.scale)
        case nil: break
        }
        let place = parent?.text ?? SessionState.rootName
        if let existing = layout.hierarchy[name.text] {
            // Declaring a view again gives it new content; moving it is not allowed.
            guard parent == nil || parent?.text == existing.superview else {
                throw SessionError(
                    "invalidView",
                    "\(name.text) already exists in \(existing.superview ?? "nothing"); a view cannot move to another parent",
                    at: name.word, in: line)
            }
            guard name.text != SessionState.rootName else {
                throw SessionError("invalidView", "root is the root view; set its size with size WxH", at: name.word, in: line)
            }
            guard content != nil else {
                throw SessionError(
                    "duplicateView", "a view named \(name.text) already exists (give a size or a \"Title\" to change its content)",
                    at: name.word, in: line)
            }
            view.superview = existing.superview
            do { try layout.updateView(view) } catch { throw SessionError("invalidView", "\(error)", at: name.word, in: line) }
            if case let .title(title)? = content { titles[name.text] = title } else { titles[name.text] = nil }
            return "view \(name.text) updated\(view.sizeText)"
        }
        do {
            try layout.addView(view)
            if case let .title(title)? = content { titles[name.text] = title }
        } catch let .unknownView(missing, _) {
            let at = (parent ?? name).word
            throw SessionError(
                "unknownView", "no view named \(missing) to put \(name.text) in", at: at, in: line,
                fixIt: .closest(to: missing, at: at.offset, in: layout.hierarchy.names))
        } catch {
            throw SessionError("invalidView", "\(error)", at: name.word, in: line)
        }
        return "view \(name.text) in \(place)\(view.sizeText)"
    }

    /// Add the constraints `make` builds, creating unknown views first when `createsViews` is
    /// on (each recorded as the `view NAME` statement it stands for).
    private mutating func addConstraints(
        line: String, at start: Int, _ make: (SessionState) throws(FormatError) -> [LayoutConstraint]
    ) throws(SessionError) -> String {
        var created: [String] = []
        var constraints: [LayoutConstraint] = []
        while true {
            do {
                constraints = try make(self)
                break
            } catch {
                guard createsViews, case let .unknownView(name) = error.kind, name.isIdentifier,
                    !layout.hierarchy.contains(name), created.count < 1000
                else {
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
        let text = line.trimmingLeadingAndTrailingWhitespace
        for id in ids { sources[id] = text }
        let made = created.isEmpty ? "" : "views \(created.joined(separator: ", ")) created; "
        let list = ids.map { "#\($0)" }.joined(separator: " ")
        return made + "+\(ids.count) constraint\(ids.count == 1 ? "" : "s")" + (ids.isEmpty ? "" : " (\(list))")
    }

    /// Remove constraint `id` (`:remove 3`, typed as `word`).
    mutating func removeConstraint(_ id: Int, at word: Word, in line: String) throws(SessionError) -> String {
        do { try layout.removeConstraint(id: id) } catch {
            let ids = layout.constraints.map(\.id)
            let range = ids.isEmpty ? "there are none" : "they are numbered #\(ids.first ?? 0)…#\(ids.last ?? 0)"
            throw SessionError("unknownConstraint", "no constraint #\(id) (\(range); :constraints lists them)", at: word, in: line)
        }
        sources[id] = nil
        return "removed constraint #\(id)"
    }

    /// Remove a view, its subviews and their constraints (`:remove NAME`, typed as `word`).
    mutating func removeView(_ name: String, at word: Word, in line: String) throws(SessionError) -> String {
        let before = Set(layout.constraints.map(\.id))
        let viewsBefore = layout.hierarchy.views.count
        do { try layout.removeView(name) } catch { throw SessionError("invalidView", "\(error)", at: word, in: line) }
        let gone = before.subtracting(layout.constraints.map(\.id))
        for id in gone { sources[id] = nil }
        for title in titles.keys where !layout.hierarchy.contains(title) { titles[title] = nil }
        keptVisible.removeAll { !layout.hierarchy.contains($0) }
        forgetItems(dynamics.items.filter { !layout.hierarchy.contains($0) })
        let subviews = viewsBefore - layout.hierarchy.views.count - 1
        return "removed view \(name)" + (subviews > 0 ? " and \(subviews) subview\(subviews == 1 ? "" : "s")" : "")
            + (gone.isEmpty ? "" : " and \(gone.count) constraint\(gone.count == 1 ? "" : "s")")
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
    }
}

extension View {
    /// ` (44x30)`, ` (-x30)` or nothing, for status lines.
    var sizeText: String {
        let s = intrinsicContentSize
        guard s != .none else { return "" }
        return " (\(s.width.map(formatNumber) ?? "-")x\(s.height.map(formatNumber) ?? "-"))"
    }
}
