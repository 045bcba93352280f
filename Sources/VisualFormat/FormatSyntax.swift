import AutoLayout

/// The syntax tree of one VFL statement, as written, with the offsets errors point at.
/// Names are not resolved yet; `FormatBuilder` turns a tree into constraints.
struct FormatStatement: Equatable {
    /// `H` unless the statement starts with `V:`.
    var axis: LayoutAxis = .horizontal
    /// `|` before the first view, with the connection after it.
    var leadingEdge: EdgeSyntax?
    /// The views in order (at least one).
    var views: [ViewSyntax] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [ConnectionSyntax] = []
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
    case predicates([PredicateSyntax])
    case equalSpacer(offset: Int)
}

/// `[name(predicates)]`.
struct ViewSyntax: Equatable {
    let name: NameSyntax
    var predicates: [PredicateSyntax] = []
}

/// An identifier and where it stands (`end` is where Apple's caret points for an unknown name).
struct NameSyntax: Equatable {
    let text: String
    let offset: Int
    let end: Int
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
