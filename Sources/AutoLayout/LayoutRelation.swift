/// How the two sides of a constraint compare (Apple's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: Int, Hashable, Sendable, CaseIterable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The relation written `<=`, `==` or `>=`.
    public init?(symbol: String) {
        guard let r = LayoutRelation.allCases.first(where: { $0.symbol == symbol }) else { return nil }
        self = r
    }
}
