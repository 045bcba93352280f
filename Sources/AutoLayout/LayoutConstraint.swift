import Cassowary
import TextSupport

/// One Auto Layout constraint, Apple's formula:
///
///     firstItem.firstAttribute  (== | <= | >=)  secondItem.secondAttribute × multiplier + constant
///
/// held at `priority`. Items are view names. Without a second item the right side is just the
/// constant (`a.width == 100`). A constant may carry a symbolic standard space (VFL's `-`),
/// sized by a `SpacingProfile` when the constraint is solved.
///
/// The initializer checks what Apple's `constraintWithItem:…` checks, so an invalid
/// constraint cannot be made: attributes from different axes, a location with a size,
/// leading/trailing with left/right, a location equal to a constant, non-finite numbers.
public struct LayoutConstraint: Hashable, Sendable {
    /// The view on the left side.
    public let firstItem: String
    /// Its attribute.
    public let firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`, as written (never flipped).
    public let relation: LayoutRelation
    /// The view on the right side, `nil` for a constant-only constraint.
    public let secondItem: String?
    /// Its attribute (`notAnAttribute` without a second item).
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public let multiplier: Double
    /// The constant added on the right side (in addition to `standardSpacing`, if any).
    public var constant: Double
    /// A standard space added to `constant`, sized when solved.
    public var standardSpacing: StandardSpacing?
    /// 1…1000; 1000 is required.
    public var priority: LayoutPriority
    /// A name for logs and diagnostics.
    public var identifier: String?
    /// For a constraint UIKit makes from a view's frame and autoresizing mask
    /// (`NSAutoresizingMaskLayoutConstraint`), the mask as Apple prints it: `h=--& v=--&`.
    public var autoresizing: String?

    /// Apple's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(
        item firstItem: String, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem secondItem: String? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, standardSpacing: StandardSpacing? = nil,
        priority: LayoutPriority = .required, identifier: String? = nil
    ) throws(LayoutError) {
        try LayoutConstraint.validate(
            firstAttribute, hasSecondItem: secondItem != nil, secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority)
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.standardSpacing = standardSpacing
        self.priority = priority
        self.identifier = identifier
    }

    /// The constant with its standard space sized by `profile`.
    public func resolvedConstant(_ profile: SpacingProfile) -> Double {
        constant + (standardSpacing.map(profile.value(of:)) ?? 0)
    }

    /// The views the constraint mentions.
    public var items: [String] { [firstItem] + (secondItem.map { [$0] } ?? []) }

    /// Apple's rules for a well-formed constraint.
    func validate() throws(LayoutError) {
        try LayoutConstraint.validate(
            firstAttribute, hasSecondItem: secondItem != nil, secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority)
    }

    /// Apple's rules, on the parts of a constraint before it is made (so making one copies
    /// nothing to check it).
    private static func validate(
        _ first: LayoutAttribute, hasSecondItem: Bool, _ second: LayoutAttribute, multiplier: Double,
        constant: Double, priority: LayoutPriority
    ) throws(LayoutError) {
        guard first != .notAnAttribute else { throw .firstAttributeMissing }
        guard hasSecondItem == (second != .notAnAttribute) else { throw .secondAttributeMismatch }
        guard abs(multiplier) <= 1e12 else { throw .nonFinite(what: "multiplier", value: multiplier) }
        guard abs(constant) <= 1e12 else { throw .nonFinite(what: "constant", value: constant) }
        guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
        // A frame attribute (an autoresizing constraint's) is measured in the superview: a
        // constant places it, and it may be a multiple of the superview's size.
        if !first.isDimension, !first.isFrame, !hasSecondItem || multiplier == 0 { throw .locationEqualsConstant(first) }
        guard hasSecondItem else { return }
        let frameScaledBySize = first.isFrame && second.isDimension
        if (first.isDimension != second.isDimension && !frameScaledBySize) || (!first.isDimension && first.axis != second.axis) {
            throw .invalidPairing(first, second)
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            throw .mixedDirectionalAttributes(first, second)
        }
    }
}

extension LayoutConstraint {
    /// The description with the constraint's identifier first, as Apple's logs print a named
    /// one: `'UISV-spacing' b.leading == a.trailing + 8`.
    public var namedDescription: String { (identifier.map { "'\($0)' " } ?? "") + description }
}

extension LayoutConstraint: CustomStringConvertible {
    /// Apple's log style: `a.leading == superview.leading + 20`, with ` @750` below required
    /// and the standard space written `+ standard`.
    public var description: String {
        var text = autoresizing.map { $0 + " " } ?? ""
        text += "\(firstItem).\(firstAttribute.name) \(relation.symbol)"
        if let second = secondItem {
            text += multiplier == 1 ? " " : " \(formatNumber(multiplier))*"
            text += "\(second).\(secondAttribute.name)" + formatOffset(constant)
        } else {
            text += " \(formatNumber(constant))"
        }
        if standardSpacing != nil { text += " + standard" }
        if priority != .required { text += " @\(priority)" }
        return text
    }
}
