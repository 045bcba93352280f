import AutoLayout
import UIKitFacts
import VisualFormat

/// One line of the session language, parsed: what it asks for and where each part was typed
/// (offsets in Unicode scalars from the start of the line, for carets).
///
///     view NAME [in PARENT] [WxH | "Title"] [hugging H[,V]] [compression H[,V]] [baseline N]
///     metric NAME = NUMBER     size WxH     rotate
///     keyboard [HEIGHT | on | off]            H:... | V:... | |... | [...  [options: NAME...]
///     a.attr REL [M *] b.attr [+|- C] [@P]    :command [ARGUMENTS]
///     gravity, collision, boundary, item, push, snap, attach, dynamics (`DynamicsStatement`)
public enum Statement: Hashable, Sendable {
    /// Declare a view (or, when it exists, give it a new intrinsic size or title, or new
    /// content priorities or baseline, keeping what the line does not mention).
    case view(name: Name, parent: Name?, content: ViewContent?, properties: ViewProperties = ViewProperties())
    /// A VFL metric.
    case metric(name: String, value: Double)
    /// The root's size.
    case size(Size)
    /// Swap the root's width and height.
    case rotate
    /// Show or hide the keyboard.
    case keyboard(KeyboardRequest)
    /// A VFL line: the format, where it starts in the line, and its options.
    case format(String, at: Int, options: FormatOptions)
    /// An equation, and where it starts in the line.
    case equation(String, at: Int)
    /// A UIKit Dynamics line: a behaviour, a boundary, or a change to the animator.
    case dynamics(DynamicsStatement)
    /// `margins VIEW T,L,B,R|default [preserving on|off] [safe-area on|off]`: a view's layout
    /// margins (directional), `preservesSuperviewLayoutMargins`, `insetsLayoutMarginsFromSafeArea`;
    /// `nil` leaves a part as it is. `at` is where the statement starts.
    case margins(view: Name, insets: MarginsValue?, preserving: Bool?, fromSafeArea: Bool?, at: Int)
    /// `guide NAME in VIEW`: a layout guide (`UILayoutGuide`) added to a view.
    case guide(name: Name, owner: Name, at: Int)
    /// `view NAME [in PARENT] frame X,Y,W,H [autoresizing MASK,...] [within WxH]`: a view placed
    /// by its frame, with `translatesAutoresizingMaskIntoConstraints` on; `within` gives the
    /// superview's size the frame was set in (a nib's stored one), else its size now.
    case frameView(name: Name, parent: Name?, frame: Frame, mask: AutoresizingMask, within: Size? = nil)
    /// `autoresizing NAME off`: `translatesAutoresizingMaskIntoConstraints = false`.
    case autoresizingOff(Name)
    /// `stack NAME [in PARENT] [VIEW,VIEW,...] [axis ...] [distribution ...] [alignment ...]
    /// [spacing N|system] [margins-relative on|off] [baseline-relative on|off]`: a stack view
    /// declared, or changed when it exists; `arranged` replaces its views when given.
    case stack(name: Name, parent: Name?, arranged: [Word]?, options: StackOptions, at: Int)
    /// `stack NAME add|remove|hide|show VIEW` or `stack NAME spacing-after|length VIEW N|default`.
    case stackEdit(name: Name, edit: StackEdit, view: Word)
    /// A colon command: its name (without `:`) and its arguments.
    case command(Name, arguments: [Word])
    /// A blank line or a comment (`#` or `//`): nothing to do.
    case nothing
}

/// The properties a `stack` statement sets (`nil`: as they are, or UIKit's default for a new
/// stack).
public struct StackOptions: Hashable, Sendable {
    public var axis: StackView.Axis?
    public var distribution: StackView.Distribution?
    public var alignment: StackView.Alignment?
    /// `spacing N` or `spacing system` (`.some(nil)`).
    public var spacing: Double??
    public var marginsRelative: Bool?
    public var baselineRelative: Bool?

    public init() {}
}

/// A change to one arranged view of a stack.
public enum StackEdit: Hashable, Sendable {
    /// `addArrangedSubview` (at the end, or `insertArrangedSubview(_:at:)`).
    case add(at: Int?)
    /// `removeArrangedSubview`: the view stays, out of the arrangement.
    case remove
    /// `isHidden = true` / `false`.
    case hide, show
    /// `setCustomSpacing(_:after:)`, `nil` back to the stack's spacing.
    case spacingAfter(Double?)
    /// The view's current length along the axis (its frame's, as a nib stores it), which
    /// `fillProportionally` reads when the view has no intrinsic size; `nil`: none (0, as a view
    /// made in code starts).
    case length(Double?)
    /// The view's current length across the axis, which `UISV-ambiguity-suppression` holds it
    /// at when nothing else decides it; `nil`: none (0).
    case crossLength(Double?)
}

/// What `margins` sets a view's layout margins to.
public enum MarginsValue: Hashable, Sendable {
    /// UIKit's default (8 on every edge; the root's: the system's).
    case system
    /// These, top, leading, bottom, trailing.
    case custom(DirectionalInsets)
}

/// What a `view` statement says about the view's content.
public enum ViewContent: Hashable, Sendable {
    /// An intrinsic content size; `nil` on an axis (written `-`) means none on that axis.
    case size(width: Double?, height: Double?)
    /// A button title: the view is sized by its text (see `TitleMetrics`).
    case title(String)
}

/// The values `content-inset` takes (UIKit's `contentInsetAdjustmentBehavior`, as far as the
/// safe area goes).
enum ContentInsetAdjustment: String, CaseIterable {
    case automatic, never
}

/// What a `view` statement says after the content: UIKit's `contentHuggingPriority(for:)` and
/// `contentCompressionResistancePriority(for:)` per axis, and where the text's baseline sits.
public struct ViewProperties: Hashable, Sendable {
    /// `hugging H[,V]`: the content hugging priorities (one number: both axes).
    public var hugging: AxisPriorities?
    /// `compression H[,V]`: the compression resistance priorities (one number: both axes).
    public var compression: AxisPriorities?
    /// `baseline N`: the distance from the bottom edge up to the text's baseline (both
    /// baselines), as `viewForFirstBaselineLayout` of a one-line label puts it.
    public var baselineOffset: Double?
    /// `content-inset automatic|never`: the view is a scroll view whose content inset takes up
    /// the safe area (`contentInsetAdjustmentBehavior`), so its subviews have none of their
    /// own; `never` (a plain view's default) makes it pass the safe area on.
    public var adjustsContentInset: Bool?

    public init(
        hugging: AxisPriorities? = nil, compression: AxisPriorities? = nil, baselineOffset: Double? = nil, adjustsContentInset: Bool? = nil
    ) {
        self.hugging = hugging
        self.compression = compression
        self.baselineOffset = baselineOffset
        self.adjustsContentInset = adjustsContentInset
    }

    /// True when the statement says none of them.
    public var isEmpty: Bool { hugging == nil && compression == nil && baselineOffset == nil && adjustsContentInset == nil }

    /// The properties `view` applied to `view`.
    func applied(to view: View) -> View {
        var view = view
        if let hugging { view.contentHuggingPriority = hugging }
        if let compression { view.compressionResistancePriority = compression }
        if let baselineOffset { view.baselineOffset = baselineOffset }
        if let adjustsContentInset { view.adjustsContentInsetForSafeArea = adjustsContentInset }
        return view
    }
}

/// `keyboard`, `keyboard on`, `keyboard 216`, `keyboard off`.
public enum KeyboardRequest: Hashable, Sendable {
    /// The system keyboard's height for the root's orientation (`Keyboard.standardHeight`).
    case standard
    /// A keyboard of this height.
    case height(Double)
    /// No keyboard.
    case off

    /// The keyboard's height over a root of `rootSize` (the standard height follows the
    /// orientation), `nil` when hidden.
    public func height(for rootSize: Size) -> Double? {
        switch self {
        case .off: nil
        case .standard: Keyboard.standardHeight(for: rootSize)
        case let .height(h): h
        }
    }
}

/// A word of a statement: its text (quotes removed) and where it starts in the line.
public struct Word: Hashable, Sendable {
    public let text: String
    public let offset: Int
    /// True when the word was written in double quotes.
    public let quoted: Bool

    public init(_ text: String, offset: Int, quoted: Bool = false) {
        self.text = text
        self.offset = offset
        self.quoted = quoted
    }

    /// Where the word stands in its line, quotes included.
    public var range: Range<Int> { offset..<(offset + text.unicodeScalars.count + (quoted ? 2 : 0)) }
}

/// A name a statement declares or runs (a view, its parent, a command), with where it was
/// typed. Two names are the same name when they say the same thing: the place is kept for
/// the errors that point at it, and is not part of what the statement says.
public struct Name: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let text: String
    /// Where it was typed.
    public let range: Range<Int>

    public init(_ word: Word) {
        text = word.text
        range = word.range
    }

    /// A name typed nowhere in particular (tests, statements made by the program).
    public init(stringLiteral text: String) {
        self.text = text
        range = 0..<0
    }

    /// The name as the word it was typed as.
    public var word: Word { Word(text, offset: range.lowerBound) }

    public var description: String { text }

    public static func == (a: Name, b: Name) -> Bool { a.text == b.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
