import AutoLayout
import Diagnostics
import HashTreeCollections
import TextSupport
import UIKitFacts

/// UIStackView in a session: the `stack` statements, and the constraints each stack makes
/// (`StackView.constraints`), regenerated after every change that reaches them (the stack, an
/// arranged view's content, a view removed), so `:constraints`, `:explain`, conflicts, JSON and
/// pictures show the `UISV-` constraints UIKit would have made.
extension SessionState {
    /// A stack, and what it has put in the layout: its constraints' ids and its spacer guides.
    public struct StackState: Hashable, Sendable {
        public internal(set) var view: StackView
        public internal(set) var constraints: [Int] = []
        public internal(set) var guides: [String] = []
        /// The stack and its views as they were when its constraints were last made: while
        /// neither changes and the constraints are all still in, nothing needs making again.
        var madeFrom: MadeFrom?
    }

    /// What a stack's constraints are made from.
    struct MadeFrom: Hashable, Sendable {
        let stack: StackView
        let views: [View?]
    }

    /// `stack NAME ...`: declare a stack (its views made as its subviews when new) or change one;
    /// a view declared by frame, or the root, becomes a stack view this way.
    mutating func declareStack(
        _ name: Name, in parent: Name?, arranged: [Word]?, options: StackOptions, line: String, at start: Int
    ) throws(SessionError) -> String {
        try requireIOS(9, for: "stack", line: line, at: start)
        var stack: StackView
        if let existing = stacks[name.text] {
            if let parent, parent.text != layout.hierarchy.superview(of: name.text) {
                throw SessionError(
                    "invalidView", "\(name.text) already exists in \(layout.hierarchy.superview(of: name.text) ?? "nothing")",
                    at: parent.word, in: line)
            }
            stack = existing.view
        } else if autoresizing[name.text] != nil || name.text == layout.root {
            // A view placed by frame becomes a stack view (one with
            // translatesAutoresizingMaskIntoConstraints on, as a nib may hold), and so may the
            // root (a XIB whose top-level view is a stack view).
            if let parent, parent.text != layout.hierarchy.superview(of: name.text) {
                throw SessionError(
                    "invalidView", "\(name.text) already exists in \(layout.hierarchy.superview(of: name.text) ?? "nothing")",
                    at: parent.word, in: line)
            }
            stack = StackView(name: name.text, arranged: [])
        } else {
            guard !layout.hierarchy.contains(name.text) else {
                throw SessionError(
                    "duplicateView",
                    "a view named \(name.text) already exists: a stack view is declared with stack (or declared by frame first)",
                    at: name.word, in: line)
            }
            // A UIStackView's layout margins are 0 until set (`margins NAME ...`), so
            // `margins-relative on` alone arranges at the edges, as in UIKit.
            var view = View(name.text, superview: parent?.text)
            view.layoutMargins = DirectionalInsets(0)
            try addNewView(view, name, in: parent, line: line)
            stack = StackView(name: name.text, arranged: [])
        }
        if let arranged {
            var names: [String] = []
            for word in arranged {
                try adoptArranged(word, into: name.text, line: line)
                guard !names.contains(word.text) else {
                    throw SessionError("duplicateView", "\(word.text) is listed twice", at: word, in: line)
                }
                names.append(word.text)
            }
            stack.arranged = names
            stack.hidden.formIntersection(names)
        }
        if let axis = options.axis { stack.axis = axis }
        if let distribution = options.distribution { stack.distribution = distribution }
        if let alignment = options.alignment { stack.alignment = alignment }
        if let spacing = options.spacing { stack.spacing = spacing }
        if let marginsRelative = options.marginsRelative { stack.isLayoutMarginsRelative = marginsRelative }
        if let baselineRelative = options.baselineRelative { stack.isBaselineRelative = baselineRelative }
        if stack.axis == .vertical, [.firstBaseline, .lastBaseline].contains(stack.alignment) {
            throw SessionError(
                Diagnostic(
                    "invalidValue", "\(stack.alignment.rawValue) alignment is for horizontal stacks (UIStackView's documentation)",
                    line: line, range: start..<start))
        }
        stacks[name.text, default: StackState(view: stack)].view = stack
        let made = restack(name.text)
        return "stack \(name.text): \(stack.arranged.joined(separator: ", ")) (\(stack.axis.rawValue), \(stack.distribution.rawValue), "
            + "\(stack.alignment.rawValue), spacing \(stack.spacing.map(formatNumber) ?? "system")): \(made) constraints"
    }

    /// An arranged view of `stack`: a new subview of it, or one that already is its subview
    /// (never the stack itself, one of its ancestors, or a view elsewhere, such as in another stack).
    private mutating func adoptArranged(_ word: Word, into stack: String, line: String) throws(SessionError) {
        if let existing = layout.hierarchy[word.text] {
            guard existing.superview == stack, !existing.isLayoutGuide else {
                let why =
                    word.text == stack || layout.hierarchy.isDescendant(stack, of: word.text)
                    ? "\(word.text) contains \(stack): a stack cannot arrange itself or its ancestors"
                    : "\(word.text) is in \(existing.superview ?? "nothing"); a stack's arranged views are its subviews (a view cannot move, "
                        + "and one view cannot be in two stacks)"
                throw SessionError("invalidView", why, at: word, in: line)
            }
            return
        }
        guard word.text.isIdentifier else { throw SessionError("invalidView", "expected a view name", at: word, in: line) }
        do { try layout.addView(View(word.text, superview: stack)) } catch {
            throw SessionError("invalidView", "\(error)", at: word, in: line)
        }
    }

    /// `stack NAME add|remove|hide|show VIEW`, `stack NAME spacing-after|length VIEW N|default`.
    mutating func editStack(_ name: Name, _ edit: StackEdit, _ view: Word, line: String) throws(SessionError) -> String {
        guard var stack = stacks[name.text]?.view else {
            throw SessionError(
                "unknownView", "no stack named \(name.text)", at: name.word, in: line,
                fixIt: .closest(to: name.text, at: name.range.lowerBound, in: Array(stacks.keys)))
        }
        let arranged = stack.arranged.contains(view.text)
        if case .add = edit {
        } else if !arranged {
            throw SessionError(
                "invalidView", "\(view.text) is not arranged in \(name.text)", at: view, in: line,
                fixIt: .closest(to: view.text, at: view.offset, in: stack.arranged))
        }
        let what: String
        switch edit {
        case let .add(index):
            guard !arranged else {
                throw SessionError("duplicateView", "\(view.text) is arranged in \(name.text) already", at: view, in: line)
            }
            try adoptArranged(view, into: name.text, line: line)
            stack.arranged.insert(view.text, at: min(index ?? stack.arranged.count, stack.arranged.count))
            what = "added \(view.text)"
        case .remove:
            stack.arranged.removeAll { $0 == view.text }
            stack.hidden.remove(view.text)
            stack.customSpacing[view.text] = nil
            stack.currentLengths[view.text] = nil
            stack.currentCrossLengths[view.text] = nil
            what = "removed \(view.text) from the arrangement (it stays a subview)"
        case .hide:
            stack.hidden.insert(view.text)
            what = "\(view.text) hidden"
        case .show:
            stack.hidden.remove(view.text)
            what = "\(view.text) shown"
        case let .spacingAfter(value):
            try requireIOS(11, for: "spacing-after", line: line, at: view.offset)
            stack.customSpacing[view.text] = value
            what = "spacing after \(view.text): \(value.map(formatNumber) ?? "the stack's")"
        case let .length(value):
            stack.currentLengths[view.text] = value
            what = "\(view.text)'s current length: \(value.map(formatNumber) ?? "none")"
        case let .crossLength(value):
            stack.currentCrossLengths[view.text] = value
            what = "\(view.text)'s current length across: \(value.map(formatNumber) ?? "none")"
        }
        stacks[name.text]?.view = stack
        return "stack \(name.text): \(what): \(restack(name.text)) constraints"
    }

    /// Put `name`'s constraints and spacer guides in the layout as the stack now makes them,
    /// replacing the ones it made before; how many there are.
    @discardableResult
    mutating func restack(_ name: String) -> Int {
        guard var state = stacks[name] else { return 0 }
        state.view.arranged.removeAll { !layout.hierarchy.contains($0) }
        state.view.hidingPriority = StackView.hidingPriority(iOS: iOS)
        // Every line passes here: a stack whose inputs have not moved costs a comparison, not
        // its constraints made again.
        let inputs = MadeFrom(stack: state.view, views: state.view.arranged.map { layout.hierarchy[$0] })
        if state.madeFrom == inputs, state.constraints.allSatisfy({ layout.constraint(id: $0) != nil }) {
            stacks[name] = state
            return state.constraints.count
        }
        state.madeFrom = inputs
        let made = state.view.constraints(in: layout.hierarchy)
        let current = state.constraints.compactMap { layout.constraint(id: $0)?.constraint }
        guard made != current || state.guides != state.view.guides else {
            state.view.vendBaselines(in: &layout)
            stacks[name] = state
            return made.count
        }
        for id in state.constraints where layout.constraint(id: id) != nil {
            try? layout.removeConstraint(id: id)
            sources[id] = nil
        }
        for guide in state.guides where layout.hierarchy.contains(guide) { try? layout.removeView(guide) }
        state.guides = state.view.guides
        state.constraints = state.view.install(in: &layout, made: made)
        for id in state.constraints { sources[id] = "stack \(name)" }
        stacks[name] = state
        return made.count
    }

    /// Bring every stack up to date with the views it arranges (their intrinsic sizes for
    /// `fillProportionally`, views removed): after each change; a stack that no longer exists
    /// is dropped.
    mutating func restackAll() {
        for name in stacks.keys.sorted() {
            guard layout.hierarchy.contains(name) else {
                stacks[name] = nil
                continue
            }
            restack(name)
        }
    }
}
