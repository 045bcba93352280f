/// Why a view or a constraint was refused. Nothing changes when one of these is thrown.
/// Messages follow the wording of Apple's exceptions where Apple has one.
public enum LayoutError: Error, Hashable, Sendable {
    /// A view with this name already exists.
    case duplicateView(String)
    /// No view has this name; `suggestion` is a close existing name, if any.
    case unknownView(String, suggestion: String?)
    /// The two views share no ancestor, so no view could hold a constraint between them.
    case noCommonAncestor(String, String)
    /// The first attribute of a constraint must be a real attribute.
    case firstAttributeMissing
    /// A second item needs a second attribute and vice versa.
    case secondAttributeMismatch
    /// `a.left == 20`: a location cannot equal a constant (it must be related to another item's
    /// location), nor can a location be multiplied by 0.
    case locationEqualsConstant(LayoutAttribute)
    /// The attributes cannot be related: different axes, or a location with a size.
    case invalidPairing(LayoutAttribute, LayoutAttribute)
    /// `leading`/`trailing` related to `left`/`right`.
    case mixedDirectionalAttributes(LayoutAttribute, LayoutAttribute)
    /// A multiplier or constant that is NaN or infinite, or beyond 10¹² in size.
    case nonFinite(what: String, value: Double)
    /// A priority outside (0, 1000].
    case invalidPriority(Float)
    /// No constraint has this id.
    case unknownConstraint(Int)
    /// The operation would remove or re-parent the root view.
    case rootView(String)
    /// A margin attribute of a layout guide: guides have no margins.
    case marginOfGuide(String, LayoutAttribute)
    /// A layout guide named where only a view can stand (the parent of a view or a guide).
    case guideIsNoView(String)
    /// `keyboardLayoutGuide` of a view other than the root.
    case keyboardGuideOfSubview(String)
}

extension LayoutError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .duplicateView(name):
            return "a view named \(name) already exists"
        case let .unknownView(name, suggestion):
            return "no view named \(name)" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case let .noCommonAncestor(a, b):
            return "\(a) and \(b) have no common ancestor: the constraint cannot be installed on any view"
        case .firstAttributeMissing:
            return "the first attribute of a constraint cannot be notAnAttribute"
        case .secondAttributeMismatch:
            return "a second item needs a second attribute, and a constant-only constraint none"
        case let .locationEqualsConstant(attribute):
            return "a multiplier of 0 or a nil second item together with a location for the first attribute "
                + "(\(attribute.name)) creates an illegal constraint of a location equal to a constant; "
                + "location attributes must be specified in pairs"
        case let .invalidPairing(a, b):
            return "invalid pairing of layout attributes \(a.name) and \(b.name)"
        case let .mixedDirectionalAttributes(a, b):
            return "a constraint cannot be made between a leading/trailing attribute and a right/left attribute "
                + "(\(a.name), \(b.name)); use leading/trailing for both or neither"
        case let .nonFinite(what, value):
            return "the \(what) \(value) is not a finite number of reasonable size"
        case let .invalidPriority(p):
            return "priority \(LayoutPriority(p)) is outside (0, 1000]"
        case let .unknownConstraint(id):
            return "no constraint #\(id)"
        case let .rootView(name):
            return "\(name) is the root view"
        case let .marginOfGuide(item, attribute):
            return "\(item) is a layout guide, and guides have no margins: use \(item).\(attribute.withoutMargin.name)"
        case let .guideIsNoView(name):
            return "\(name) is a layout guide: it holds no views or guides"
        case let .keyboardGuideOfSubview(owner):
            return "keyboardLayoutGuide belongs to the root view here, not to \(owner)"
        }
    }
}
