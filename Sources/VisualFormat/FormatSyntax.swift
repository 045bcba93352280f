import AutoLayout

/// The syntax tree of a format, as written, with the offsets errors point at. Names are not
/// resolved yet; `FormatBuilder` turns a tree into constraints.
///
/// The tree is flat: statements, views and predicates each sit in one list for the whole
/// format, and a statement or a view names its part of the next list by a range. Parsing a
/// line so allocates three lists, not one per view and per connection.
struct FormatSyntax {
    /// The statements in order (at least one).
    var statements: [FormatStatement] = []
    /// Every view of every statement, in written order.
    var views: [ViewSyntax] = []
    /// Every predicate, of views and of connections, in written order.
    var predicates: [PredicateSyntax] = []
}

/// One VFL statement: `[orientation] ["|" connection] view {connection view} [connection "|"]`.
struct FormatStatement: Equatable {
    /// `H` unless the statement starts with `V:`.
    var axis: LayoutAxis = .horizontal
    /// `|` before the first view, with the connection after it.
    var leadingEdge: EdgeSyntax?
    /// Its views in `FormatSyntax.views` (at least one).
    var views: Range<Int>
    /// `|` after the last view, with the connection before it.
    var trailingEdge: EdgeSyntax?
}

/// A superview edge `|` and the connection between it and the adjacent view.
struct EdgeSyntax: Equatable {
    let offset: Int
    let connection: ConnectionSyntax
}

/// What joins two items: nothing (flush, 0), `-` (standard space), `-N-`, `-(predicates)-`,
/// or `~` (an equal spacer, extension).
enum ConnectionSyntax: Equatable {
    case flush
    case standard
    /// Its predicates in `FormatSyntax.predicates`.
    case predicates(Range<Int>)
    case equalSpacer(offset: Int)
}

/// `[name(predicates)]`, and the connection that joins it to the view before it.
struct ViewSyntax: Equatable {
    let name: NameSyntax
    /// Its predicates in `FormatSyntax.predicates`.
    var predicates: Range<Int>
    /// What joins the previous view of the statement to this one; `nil` for the first view.
    let connectionBefore: ConnectionSyntax?
}

/// An identifier and where it stands (`end` is where Apple's caret points for an unknown name).
/// It keeps where its bytes lie rather than a string, so the syntax tree is plain data that
/// copies without reference counting; `text(in:)` reads the name when it is looked up.
struct NameSyntax: Equatable {
    /// Its UTF-8 bytes in the format.
    let bytes: Range<Int>
    let offset: Int
    let end: Int

    /// The name as written in `format` (the text it was parsed from).
    func text(in format: String) -> String {
        var format = format
        // Free for a native string, whose bytes are already contiguous.
        return format.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[bytes]), as: UTF8.self) }
    }
}

/// `[relation] object [@priority]`.
struct PredicateSyntax: Equatable {
    var relation: LayoutRelation = .equal
    var object: ObjectSyntax
    var priority: PrioritySyntax?
}

/// The right side of a predicate: a number or a name (metric or view), in the expressions
/// extension also `view.attr`, `N%`, and `* k`, `/ k`, `+ c`, `- c` after it.
struct ObjectSyntax: Equatable {
    enum Base: Equatable {
        case number(Double)
        case name(NameSyntax)
        case attribute(NameSyntax, LayoutAttribute)
        /// Percent of the superview's size along the axis.
        case percent(Double)
    }
    var base: Base
    var offset: Int
    var multiplier: Double = 1
    var constant: Double = 0
}

/// `@number`, `@metric`, or a named priority (extension).
enum PrioritySyntax: Equatable {
    case number(Double, offset: Int)
    case name(NameSyntax)
}
