import AutoLayout
import TextSupport
import VisualFormat

/// The JSON shapes of `vfl parse --json` (and later `vfl solve --json`): fixed, because tools
/// rely on them.
public enum ConstraintJSON {
    /// `{"first":"a.leading","relation":"==","second":"superview.leading","multiplier":1,
    /// "constant":20,"priority":1000}`: the constant with its standard space sized by `spacing`,
    /// `second` null for a constant-only constraint, `lastBaseline` written `baseline`.
    public static func constraint(_ c: LayoutConstraint, spacing: SpacingProfile) -> JSON {
        .object([
            ("first", .string("\(c.firstItem).\(c.firstAttribute.name)")),
            ("relation", .string(c.relation.symbol)),
            ("second", c.secondItem.map { .string("\($0).\(c.secondAttribute.name)") } ?? .null),
            ("multiplier", .number(c.multiplier)),
            ("constant", .number(c.resolvedConstant(spacing))),
            ("priority", .number(Double(c.priority.description) ?? Double(c.priority.rawValue))),
        ])
    }

    /// `{"constraints":[...]}`
    public static func constraints(_ list: [LayoutConstraint], spacing: SpacingProfile) -> JSON {
        .object([("constraints", .array(list.map { constraint($0, spacing: spacing) }))])
    }

    /// `{"error":{"message":"...","offset":N,"kind":"..."}}`, `offset` null when the error has
    /// no single place; `suggestion` added when there is a did-you-mean.
    public static func error(_ e: FormatError) -> JSON {
        var fields: [(String, JSON)] = [
            ("message", .string(e.message)),
            ("offset", e.offset.map { .number(Double($0)) } ?? .null),
            ("kind", .string(e.kindName)),
        ]
        if let s = e.suggestion { fields.append(("suggestion", .string(s))) }
        return .object([("error", .object(fields))])
    }
}
