/// Which language a format is read in. `strict` is Apple's VFL exactly; every extension is
/// opt-in and documented in docs/language.md ("VFL extensions").
public struct Dialect: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Spaces and tabs between tokens (`H: | - [a] - |`). Apple allows none.
    public static let whitespace = Dialect(rawValue: 1 << 0)
    /// `//` to the end of the line is ignored.
    public static let comments = Dialect(rawValue: 1 << 1)
    /// Several formats in one string, separated by `;` or newlines, each with its own
    /// orientation.
    public static let multipleStatements = Dialect(rawValue: 1 << 2)
    /// In predicates: `view.attr` (`[a(==b.height)]`), `* k` and `/ k` after an object,
    /// `+ c`/`- c` after that, and `N%` of the superview's size (`[a(50%)]`).
    public static let expressions = Dialect(rawValue: 1 << 3)
    /// `@required` (1000), `@high` (750), `@low` (250), `@fittingSize` (50).
    public static let namedPriorities = Dialect(rawValue: 1 << 4)
    /// `|~[a]~|`: equal spacers on both sides of one view, i.e. centering it in its superview.
    public static let equalSpacers = Dialect(rawValue: 1 << 5)

    /// Apple's VFL, nothing more.
    public static let strict: Dialect = []
    /// Every extension.
    public static let extended: Dialect = [.whitespace, .comments, .multipleStatements, .expressions, .namedPriorities, .equalSpacers]

    /// Names for command lines and `:mode`, in declaration order.
    public static let named: [(name: String, dialect: Dialect)] = [
        ("whitespace", .whitespace), ("comments", .comments), ("statements", .multipleStatements),
        ("expressions", .expressions), ("named-priorities", .namedPriorities), ("spacers", .equalSpacers),
    ]
}
