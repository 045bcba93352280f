import AutoLayout
import Cassowary
import TextSupport

/// Writes a constraint back as text that parses to the same constraint: in VFL where VFL can
/// say it, the way Apple's logs do (`H:[a]-(8)-[b]`, `V:|-(0)-[v]`, `H:[v(>=100@750)]`), and
/// as an equation otherwise (`a.centerX == superview.centerX`, `a.width == 0.5 * b.width + 10 @750`).
/// Standard spaces print as VFL's `-` (`H:[a]-[b]`, `H:|-[a]`).
public enum ConstraintPrinter {
    /// The text for `c`, read back by the rules of `iOS`; `hierarchy` tells whether an item
    /// is the other's superview (`|`).
    public static func text(for c: LayoutConstraint, in hierarchy: ViewHierarchy, iOS: Int = 7) -> String {
        vfl(for: c, in: hierarchy, iOS: iOS) ?? equation(for: c)
    }

    /// The equation form, always available.
    public static func equation(for c: LayoutConstraint) -> String {
        var text = "\(c.firstItem).\(c.firstAttribute.name) \(c.relation.symbol) "
        if let second = c.secondItem {
            if c.multiplier != 1 { text += "\(formatNumber(c.multiplier)) * " }
            text += "\(second).\(c.secondAttribute.name)" + formatOffset(c.constant)
            if c.standardSpacing != nil { text += " + standard" }
        } else {
            text += formatNumber(c.constant)
        }
        if c.priority != .required { text += " @\(c.priority)" }
        return text
    }

    /// The VFL form, when there is one. From iOS 8 a standard space to the superview's edge
    /// has none: `|-` there is the superview's margin.
    public static func vfl(for c: LayoutConstraint, in hierarchy: ViewHierarchy, iOS: Int = 7) -> String? {
        if iOS >= 8, c.standardSpacing == .superviewEdge { return nil }
        guard c.multiplier == 1 else { return nil }
        // Sizes: [a(c)], [a(b)].
        if c.firstAttribute.isDimension, c.standardSpacing == nil {
            let axis = c.firstAttribute == .width ? "H" : "V"
            if c.secondItem == nil {
                return "\(axis):[\(c.firstItem)(\(predicate(c, formatNumber(c.constant))))]"
            }
            if let b = c.secondItem, c.secondAttribute == c.firstAttribute, c.constant == 0 {
                return "\(axis):[\(c.firstItem)(\(predicate(c, b)))]"
            }
            return nil
        }
        guard let second = c.secondItem else { return nil }
        let pairs: [(LayoutAttribute, LayoutAttribute, String)] = [(.leading, .trailing, "H"), (.top, .bottom, "V")]
        for (start, end, axis) in pairs {
            if c.firstAttribute == start, c.secondAttribute == end {
                return connection(c, .siblings).map { "\(axis):[\(second)]\($0)[\(c.firstItem)]" }
            }
            if c.firstAttribute == start, c.secondAttribute == start, hierarchy.superview(of: c.firstItem) == second {
                return connection(c, .superviewEdge).map { "\(axis):|\($0)[\(c.firstItem)]" }
            }
            if c.firstAttribute == end, c.secondAttribute == end, hierarchy.superview(of: second) == c.firstItem {
                return connection(c, .superviewEdge).map { "\(axis):[\(second)]\($0)|" }
            }
        }
        return nil
    }

    /// `-`, or `-(R c@p)-`; `nil` for a standard space VFL cannot write here.
    private static func connection(_ c: LayoutConstraint, _ kind: StandardSpacing) -> String? {
        if let spacing = c.standardSpacing {
            return spacing == kind && c.constant == 0 && c.relation == .equal && c.priority == .required ? "-" : nil
        }
        return "-(\(predicate(c, formatNumber(c.constant))))-"
    }

    /// `[R]object[@p]`, `==` left out as Apple's logs do.
    private static func predicate(_ c: LayoutConstraint, _ object: String) -> String {
        (c.relation == .equal ? "" : c.relation.symbol) + object + (c.priority == .required ? "" : "@\(c.priority)")
    }
}
