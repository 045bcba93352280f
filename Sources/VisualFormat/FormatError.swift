import AutoLayout
import Diagnostics
import TextSupport

/// A format that cannot become constraints: what is wrong (`kind`), where (`offset`, the
/// 0-based character Apple's caret points at; `nil` when no single place is to blame), and a
/// did-you-mean when a name is close to a known one. Rendered the way Apple's
/// `constraints(withVisualFormat:…)` reports it (`appleReason`).
public struct FormatError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The format is empty (or only whitespace and comments).
        case emptyFormat
        /// `V|…`: an orientation letter not followed by `:`.
        case expectedColon(orientation: Character)
        /// A view (`[name]`) was expected here.
        case expectedView
        /// `[` not followed by a view name.
        case expectedViewName
        /// A name that is not in the views dictionary.
        case unknownView(String)
        /// A name that is neither a metric nor (where allowed) a view.
        case unknownMetric(String)
        /// A spacing or size value was expected here.
        case expectedNumberOrMetric
        /// A view name in a spacing predicate; views may only stand in a view's own predicate.
        case viewInConnection(String)
        /// `=`, `=<`, `<`: a relation other than `==`, `<=`, `>=`.
        case unknownRelation(String)
        /// `@` not followed by a number or metric.
        case expectedPriority
        /// A priority outside (0, 1000].
        case invalidPriority(Double)
        /// `|` next to a view that has no superview.
        case noSuperview(String)
        /// A view's predicate list must end with `)` and the view with `]`.
        case unterminatedView
        /// `-10` after a spacing must be followed by `-`.
        case expectedDash
        /// A predicate list must continue with `,` or end with `)`.
        case expectedCloseParenthesis
        /// `--10`: negative spacing must be parenthesised, `-(-10)-`.
        case negativeSpacingNeedsParentheses
        /// `->=8,<=20-`: several predicates of a spacing need parentheses, `-(>=8,<=20)-`.
        case listNeedsParentheses
        /// Something after a complete format.
        case expectedEnd
        /// Something after a complete equation; `afterConstant` when the right side was a
        /// constant alone and a sum follows it (`a.width == 100 + 20`).
        case expectedEquationEnd(afterConstant: Bool)
        /// A space or tab (strict VFL allows none).
        case whitespace
        /// A character outside ASCII, or one no token starts with.
        case invalidCharacter(Character)
        /// A number too large to be a coordinate (beyond 10¹²), or one `strtod` reads as ∞.
        case numberOutOfRange
        /// An alignment option whose edge lies along the layout axis (`alignAllLeft` in `H:`).
        case optionAlongAxis(LayoutAxis)
        /// Options that are not a valid `FormatOptions` value (two directions, unknown bits).
        case invalidOptions(UInt)
        /// An extension used in the strict dialect.
        case extensionNotEnabled(String)
        /// A constraint Auto Layout refuses (attributes, items, hierarchy).
        case invalidConstraint(LayoutError)
        /// Equations: an attribute name was expected after `.`.
        case unknownAttribute(String)
        /// Equations: `==`, `<=` or `>=` was expected.
        case expectedRelation
        /// Equations: `view.attribute` was expected.
        case expectedAttribute
        /// Equal spacers `~` need exactly `|~[view]~|`.
        case unsupportedSpacers
        /// A format of 2 GB or more (token positions are kept in 32 bits).
        case formatTooLong
        /// Something Apple added after the iOS version in use: what, and the version.
        case needsNewerIOS(String, Int)
    }

    /// What went wrong.
    public let kind: Kind
    /// The whole format (or equation).
    public let format: String
    /// The character the caret points at, `nil` when the whole format is to blame.
    public let offset: Int?
    /// A close, known name when the problem is an unknown one.
    public let suggestion: String?

    public init(_ kind: Kind, format: String, offset: Int?, suggestion: String? = nil) {
        self.kind = kind
        self.format = format
        self.offset = offset
        self.suggestion = suggestion
    }

    /// The message, in Apple's words where Apple has words for it, then the did-you-mean (as a
    /// sentence of its own: a period closes the message first when it has none).
    public var message: String { diagnostic(locating: false).text }

    /// The error as a diagnostic of `format`: its kind's name, the name or character to blame,
    /// and the suggestion as a fix-it that replaces the unknown name.
    public var diagnostic: Diagnostic { diagnostic(locating: true) }

    /// The diagnostic; without `locating`, its ranges are left empty (the text needs none, and
    /// the parser fuzz target renders many messages of long formats).
    private func diagnostic(locating: Bool) -> Diagnostic {
        let range = locating ? offset.map { at in nameRange(near: at) ?? at..<at } : nil
        let fixIt = suggestion.map { FixIt(range: range ?? 0..<0, replacement: $0) }
        var diagnostic = Diagnostic(Diagnostic.Kind(rawValue: kindName), baseMessage, line: format, range: range, fixIt: fixIt)
        diagnostic.position = offset
        return diagnostic
    }

    /// The name a kind is about (an unknown view, metric or attribute), where it stands in the
    /// format: ending at `offset` (Apple's caret points past a name) or starting there.
    private func nameRange(near offset: Int) -> Range<Int>? {
        let name: String
        switch kind {
        case let .unknownView(n), let .unknownMetric(n), let .unknownAttribute(n), let .viewInConnection(n): name = n
        default: return nil
        }
        let scalars = Array(format.unicodeScalars), target = Array(name.unicodeScalars)
        func holds(_ start: Int) -> Bool {
            start >= 0 && start + target.count <= scalars.count && scalars[start..<(start + target.count)].elementsEqual(target)
        }
        if holds(offset - target.count) { return (offset - target.count)..<offset }
        if holds(offset) { return offset..<(offset + target.count) }
        return nil
    }

    private var baseMessage: String {
        switch kind {
        case .emptyFormat: return "It's an empty string."
        case let .expectedColon(o):
            return "Expected ':' after '\(o)' to specify \(o == "V" ? "vertical" : "horizontal") arrangement"
        case .expectedView: return "Expected a view"
        case .expectedViewName:
            return "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case let .unknownView(name): return "\(name) is not a key in the views dictionary."
        case let .unknownMetric(name):
            return "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .expectedNumberOrMetric:
            return "Expected a number or key from the metrics dictionary, but encountered something else"
        case let .viewInConnection(name):
            return
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2] (\(name) is a view)"
        case let .unknownRelation(text): return "Unknown relation '\(text)'. Must be ==, >=, or <="
        case .expectedPriority: return "Expected a priority (a number or key from the metrics dictionary) after '@'"
        case let .invalidPriority(p):
            return p > 1000
                ? "Invalid priority specified: \(formatNumber(p)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
                : "Invalid priority specified: \(formatNumber(p)). Priority must be greater than 0"
        case let .noSuperview(view):
            return "Unable to interpret '|' character, because the related view (\(view)) doesn't have a superview"
        case .unterminatedView:
            return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .expectedDash: return "Expected a '-' here"
        case .listNeedsParentheses:
            return "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .expectedCloseParenthesis:
            return "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
        case .negativeSpacingNeedsParentheses:
            return
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers: -(-10)-"
        case .expectedEnd: return "Expected the end of the format string"
        case let .expectedEquationEnd(afterConstant):
            return afterConstant
                ? "Expected the end of the equation: a constant alone takes no sum, write it as one number"
                : "Expected the end of the equation"
        case .whitespace: return "Whitespace is not allowed in a visual format"
        case let .invalidCharacter(c): return "Unexpected character '\(c)'"
        case .numberOutOfRange: return "Number out of range (at most 1e12 in magnitude)"
        case let .optionAlongAxis(axis):
            let edge = axis == .horizontal ? "vertical" : "horizontal"
            let layout = axis == .horizontal ? "horizontal" : "vertical"
            return "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(layout)."
        case let .invalidOptions(bits): return "Invalid format options 0x\(String(bits, radix: 16))"
        case let .extensionNotEnabled(what): return "\(what) is an extension; strict VFL does not allow it"
        case let .invalidConstraint(error): return String(describing: error).capitalizedFirst
        case let .unknownAttribute(name): return "Unknown attribute '\(name)'"
        case .expectedRelation: return "Expected a relation: ==, >=, or <="
        case .expectedAttribute: return "Expected view.attribute"
        case .unsupportedSpacers: return "Equal spacers are only supported as |~[view]~| (centering one view)"
        case .formatTooLong: return "The format is too long (2 GB or more)"
        case let .needsNewerIOS(what, version): return "\(what) needs iOS \(version) or later (:set ios \(version))"
        }
    }

    /// A short, stable name for the kind, for JSON (`"kind":"unknownView"`): the case's name.
    /// Spelled out rather than read with `String(describing:)`, whose type names the runtime
    /// caches in memory it never frees (LeakSanitizer reports it once per process).
    public var kindName: String {
        switch kind {
        case .emptyFormat: "emptyFormat"
        case .expectedColon: "expectedColon"
        case .expectedView: "expectedView"
        case .expectedViewName: "expectedViewName"
        case .unknownView: "unknownView"
        case .unknownMetric: "unknownMetric"
        case .expectedNumberOrMetric: "expectedNumberOrMetric"
        case .viewInConnection: "viewInConnection"
        case .unknownRelation: "unknownRelation"
        case .expectedPriority: "expectedPriority"
        case .invalidPriority: "invalidPriority"
        case .noSuperview: "noSuperview"
        case .unterminatedView: "unterminatedView"
        case .expectedDash: "expectedDash"
        case .expectedCloseParenthesis: "expectedCloseParenthesis"
        case .negativeSpacingNeedsParentheses: "negativeSpacingNeedsParentheses"
        case .listNeedsParentheses: "listNeedsParentheses"
        case .expectedEnd: "expectedEnd"
        case .expectedEquationEnd: "expectedEquationEnd"
        case .whitespace: "whitespace"
        case .invalidCharacter: "invalidCharacter"
        case .numberOutOfRange: "numberOutOfRange"
        case .optionAlongAxis: "optionAlongAxis"
        case .invalidOptions: "invalidOptions"
        case .extensionNotEnabled: "extensionNotEnabled"
        case .invalidConstraint: "invalidConstraint"
        case .unknownAttribute: "unknownAttribute"
        case .expectedRelation: "expectedRelation"
        case .expectedAttribute: "expectedAttribute"
        case .unsupportedSpacers: "unsupportedSpacers"
        case .formatTooLong: "formatTooLong"
        case .needsNewerIOS: "needsNewerIOS"
        }
    }

    /// Apple's exception reason: `Unable to parse constraint format: \n<message> \n<format> \n<caret>`
    /// (a space before each newline, as Apple prints it); without an offset, no caret line.
    public var appleReason: String {
        let head = "Unable to parse constraint format: \n\(message) \n\(format)"
        return offset == nil ? head : head + " \n" + caretLine
    }

    /// Spaces up to the offset, then `^`; offsets outside the format clamp to its ends.
    public var caretLine: String { Diagnostic.caretLine(under: offset ?? 0, in: format) }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
