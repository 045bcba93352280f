import AutoLayout
import Diagnostics
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
    /// Which iOS's rules apply (`:set ios`): 7, the seeds', unless set. Each construct exists
    /// from the version Apple introduced it.
    public internal(set) var iOS = SessionState.defaultIOS
    /// The device the root is the screen of (`:device`), `nil` for a bare screen (`size WxH`).
    public internal(set) var device: DevicePreset?
    /// The bars over the root (`:set navigation-bar on`, ...), which add to its safe area.
    public internal(set) var bars = Bars()
    /// The views placed by frame and autoresizing mask (`view a frame ...`), with the
    /// constraints UIKit made of them.
    public internal(set) var autoresizing = TreeDictionary<String, AutoresizingView>()
    /// The stack views, by name (`stack NAME ...`), with what each has put in the layout.
    public internal(set) var stacks = TreeDictionary<String, StackState>()

    /// The iOS version of a new session, and the range `:set ios` takes.
    public static let defaultIOS = 7
    public static let iOSVersions = 7...18

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
        case let .view(name, parent, content, properties):
            summary = try declareView(name, parent: parent, content: content, properties: properties, line: line)
        case let .metric(name, value):
            metrics[name] = value
            summary = "metric \(name) = \(formatNumber(value))"
        case let .size(size):
            layout.rootSize = size
            device = nil
            summary = "root size \(size.text)"
        case .rotate:
            layout.rootSize = layout.rootSize.rotated
            summary = "rotated to \(layout.rootSize.text) (\(layout.rootSize.width > layout.rootSize.height ? "landscape" : "portrait"))"
        case let .keyboard(request):
            keyboard = request
            summary = keyboardHeight.map { "keyboard \(formatNumber($0)) points high" } ?? "keyboard hidden"
        case let .margins(view, insets, preserving, fromSafeArea, at):
            summary = try setMargins(of: view, insets, preserving: preserving, fromSafeArea: fromSafeArea, line: line, at: at)
        case let .guide(name, owner, at):
            try requireIOS(9, for: "guide", line: line, at: at)
            summary = try declareGuide(name, in: owner, line: line)
        case let .frameView(name, parent, frame, mask, within):
            summary = try declareFrameView(name, in: parent, frame: frame, mask: mask, within: within, line: line)
        case let .autoresizingOff(view):
            summary = try stopTranslating(view, line: line)
        case let .stack(name, parent, arranged, options, at):
            summary = try declareStack(name, in: parent, arranged: arranged, options: options, line: line, at: at)
        case let .stackEdit(name, edit, view):
            summary = try editStack(name, edit, view, line: line)
        case let .format(format, at, options):
            summary = try addConstraints(line: line, at: at) { state throws(FormatError) in
                try VisualFormat.constraints(
                    format, options: options, metrics: state.metrics, in: state.layout.hierarchy, dialect: state.dialect, iOS: state.iOS)
            }
        case let .equation(equation, at):
            summary = try addConstraints(line: line, at: at) { state throws(FormatError) in
                [try Equation.constraint(equation, in: state.layout.hierarchy, iOS: state.iOS)]
            }
        }
        script.append(line.trimmingLeadingAndTrailingWhitespace)
        if !stacks.isEmpty { restackAll() }
        updateEnvironment()
        return summary
    }

    /// Bring the layout's environment (safe area, margin rules, keyboard, readable width) in
    /// line with the iOS version, the device, the bars, the keyboard and the text size: after
    /// every change, as cheap as the few numbers it sets.
    mutating func updateEnvironment() {
        let environment = UIKitEnvironment.make(
            iOS: iOS, device: device, rootSize: layout.rootSize, bars: bars, keyboardHeight: keyboardHeight, textSize: textSize)
        if environment != layout.environment { layout.environment = environment }
    }

    /// Unless the session's iOS is `version` or later, the error that names the version, at
    /// `offset`.
    func requireIOS(_ version: Int, for what: String, line: String, at offset: Int) throws(SessionError) {
        guard iOS < version else { return }
        throw SessionError(
            Diagnostic(
                "needsNewerIOS", "\(what) needs iOS \(version) or later (:set ios \(version))", line: line,
                range: offset..<(offset + what.unicodeScalars.count)))
    }

    private mutating func setMargins(
        of view: Name, _ insets: MarginsValue?, preserving: Bool?, fromSafeArea: Bool?, line: String, at start: Int
    ) throws(SessionError) -> String {
        try requireIOS(8, for: "margins", line: line, at: start)
        if fromSafeArea != nil { try requireIOS(11, for: "margins", line: line, at: start) }
        guard var v = layout.hierarchy[view.text], !v.isLayoutGuide else {
            let isGuide = layout.hierarchy[view.text]?.isLayoutGuide == true
            throw SessionError(
                isGuide ? "invalidView" : "unknownView",
                isGuide ? "\(view.text) is a layout guide: guides have no margins" : "no view named \(view.text)",
                at: view.word, in: line,
                fixIt: isGuide ? nil : .closest(to: view.text, at: view.range.lowerBound, in: layout.hierarchy.names))
        }
        switch insets {
        case .system?: v.layoutMargins = nil
        case let .custom(m)?: v.layoutMargins = m
        case nil: break
        }
        if let preserving { v.preservesSuperviewLayoutMargins = preserving }
        if let fromSafeArea { v.insetsLayoutMarginsFromSafeArea = fromSafeArea }
        do { try layout.updateView(v) } catch { throw SessionError("invalidView", "\(error)", at: view.word, in: line) }
        var parts = ["margins of \(view.text): " + (v.layoutMargins.map(\.text) ?? "default")]
        if v.preservesSuperviewLayoutMargins { parts.append("preserving the superview's") }
        if !v.insetsLayoutMarginsFromSafeArea { parts.append("not from the safe area") }
        return parts.joined(separator: ", ")
    }

    /// A view placed by `frame` in its superview, whose frame and `mask` become the required
    /// constraints UIKit makes (`AutoresizingMask.constraints`), sized from the superview's size now.
    private mutating func declareFrameView(
        _ name: Name, in parent: Name?, frame: Frame, mask: AutoresizingMask, within: Size?, line: String
    ) throws(SessionError) -> String {
        guard !layout.hierarchy.contains(name.text) else {
            throw SessionError("duplicateView", "a view named \(name.text) already exists", at: name.word, in: line)
        }
        try addNewView(View(name.text, superview: parent?.text), name, in: parent, line: line)
        let superview = layout.hierarchy.superview(of: name.text) ?? layout.root
        let size = within ?? superviewSize(superview)
        var ids: [Int] = []
        for c in mask.constraints(for: name.text, frame: frame, in: superview, of: size) {
            do { ids.append(try layout.add(c)) } catch { throw SessionError("invalidView", "\(error)", at: name.word, in: line) }
        }
        let text = line.trimmingLeadingAndTrailingWhitespace
        for id in ids { sources[id] = text }
        autoresizing[name.text] = AutoresizingView(frame: frame, mask: mask, constraints: ids)
        let list = ids.map { "#\($0)" }.joined(separator: " ")
        return "view \(name.text) in \(superview), frame (\(frame.x.text),\(frame.y.text),\(frame.width.text)x\(frame.height.text)), "
            + "autoresizing \(mask.notation): +\(ids.count) constraints (\(list))"
    }

    /// Add a view that a statement names `name` (in `parent`, when typed), with the errors a
    /// statement gives: a missing parent with the closest name, anything else at the name.
    mutating func addNewView(_ view: View, _ name: Name, in parent: Name?, line: String) throws(SessionError) {
        do { try layout.addView(view) } catch let .unknownView(missing, _) {
            let at = parent ?? name
            throw SessionError(
                "unknownView", "no view named \(missing) to put \(name.text) in", at: at.word, in: line,
                fixIt: .closest(to: missing, at: at.range.lowerBound, in: layout.hierarchy.names))
        } catch {
            throw SessionError("invalidView", "\(error)", at: (parent ?? name).word, in: line)
        }
    }

    /// A superview's size as its subviews' frames see it: the screen's for the root, the frame's
    /// for a view placed by frame, else the size Auto Layout gives it now.
    private func superviewSize(_ superview: String) -> Size {
        if superview == layout.root { return layout.rootSize }
        if let placed = autoresizing[superview] { return Size(width: placed.frame.width, height: placed.frame.height) }
        let f = LayoutEngine().solve(layout).frames[superview]
        return Size(width: f?.width ?? 0, height: f?.height ?? 0)
    }

    /// `autoresizing NAME off`: the view keeps its place in the hierarchy and loses the
    /// constraints of its frame and mask.
    private mutating func stopTranslating(_ view: Name, line: String) throws(SessionError) -> String {
        guard let placed = autoresizing[view.text] else {
            let known = layout.hierarchy.contains(view.text)
            throw SessionError(
                known ? "invalidView" : "unknownView",
                known ? "\(view.text) has no autoresizing constraints (only views declared with frame do)" : "no view named \(view.text)",
                at: view.word, in: line,
                fixIt: known ? nil : .closest(to: view.text, at: view.range.lowerBound, in: Array(autoresizing.keys)))
        }
        for id in placed.constraints where layout.constraint(id: id) != nil {
            try? layout.removeConstraint(id: id)
            sources[id] = nil
        }
        autoresizing[view.text] = nil
        return "\(view.text): translatesAutoresizingMaskIntoConstraints = false (\(placed.constraints.count) constraints removed)"
    }

    private mutating func declareGuide(_ name: Name, in owner: Name, line: String) throws(SessionError) -> String {
        guard !layout.hierarchy.contains(name.text) else {
            throw SessionError("duplicateView", "a view or guide named \(name.text) already exists", at: name.word, in: line)
        }
        var guide = View(name.text, superview: owner.text)
        guide.isLayoutGuide = true
        try addNewView(guide, name, in: owner, line: line)
        return "guide \(name.text) in \(owner.text)"
    }

    private mutating func declareView(
        _ name: Name, parent: Name?, content: ViewContent?, properties: ViewProperties, line: String
    ) throws(SessionError) -> String {
        // A view declared again keeps what the line does not change (margins, priorities).
        var view = layout.hierarchy[name.text] ?? View(name.text, superview: parent?.text)
        switch content {
        case let .size(width, height)?:
            view.intrinsicContentSize = IntrinsicSize(width: width, height: height)
            view.baselineOffset = nil
        case let .title(title)?:
            view.intrinsicContentSize = TitleMetrics.intrinsicSize(of: title, scale: textSize.scale)
            view.baselineOffset = TitleMetrics.baselineOffset(scale: textSize.scale)
        case nil: break
        }
        view = properties.applied(to: view)
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
            guard content != nil || !properties.isEmpty else {
                throw SessionError(
                    "duplicateView",
                    "a view named \(name.text) already exists (give a size, a \"Title\", hugging, compression or baseline to change it)",
                    at: name.word, in: line)
            }
            guard !existing.isLayoutGuide else {
                throw SessionError("invalidView", "\(name.text) is a layout guide, which has no content", at: name.word, in: line)
            }
            do { try layout.updateView(view) } catch { throw SessionError("invalidView", "\(error)", at: name.word, in: line) }
            if case let .title(title)? = content { titles[name.text] = title } else if content != nil { titles[name.text] = nil }
            return "view \(name.text) updated\(view.sizeText)"
        }
        try addNewView(view, name, in: parent, line: line)
        if case let .title(title)? = content { titles[name.text] = title }
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
        return made + "+" + counted(ids.count, "constraint") + (ids.isEmpty ? "" : " (\(list))")
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
        for placed in autoresizing.keys where !layout.hierarchy.contains(placed) { autoresizing[placed] = nil }
        forgetItems(dynamics.items.filter { !layout.hierarchy.contains($0) })
        let subviews = viewsBefore - layout.hierarchy.views.count - 1
        return "removed view \(name)" + (subviews > 0 ? " and " + counted(subviews, "subview") : "")
            + (gone.isEmpty ? "" : " and " + counted(gone.count, "constraint"))
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

/// A view placed by frame and autoresizing mask, and the constraints UIKit made of them.
public struct AutoresizingView: Hashable, Sendable {
    /// The frame it was given, in its superview's coordinates.
    public let frame: Frame
    public let mask: AutoresizingMask
    /// The ids of its `NSAutoresizingMaskLayoutConstraint`s in the layout.
    public let constraints: [Int]
}

extension Double {
    /// A number as statements write it.
    var text: String { formatNumber(self) }
}
