import AutoLayout
import VisualFormat

/// `superview` holding `a`, `b`, `c`, `button`, `view1`, `view2`; `loner` has no superview.
func fixtureHierarchy() -> ViewHierarchy {
    var h = ViewHierarchy()
    try? h.add(View("superview"))
    for name in ["a", "b", "c", "button", "view1", "view2"] { try? h.add(View(name, superview: "superview")) }
    try? h.add(View("loner"))
    return h
}

/// The constraints of `format`, each as its description.
func parse(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:], dialect: Dialect = .strict
) throws(FormatError) -> [String] {
    try VisualFormat.constraints(format, options: options, metrics: metrics, in: fixtureHierarchy(), dialect: dialect)
        .map(\.description)
}

/// The error `format` fails with.
func failure(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:], dialect: Dialect = .strict
) -> FormatError? {
    do {
        _ = try parse(format, options: options, metrics: metrics, dialect: dialect)
        return nil
    } catch {
        return error
    }
}
