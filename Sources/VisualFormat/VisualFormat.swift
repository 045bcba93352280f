import AutoLayout
import TextSupport

/// Apple's `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: a format
/// string in, layout constraints out, in Apple's order, or a `FormatError` pointing at the
/// character that could not be read.
///
///     var views = ViewHierarchy()
///     try views.add(View("superview"))
///     try views.add(View("button", superview: "superview"))
///     let constraints = try VisualFormat.constraints("H:|-[button(>=100)]", in: views)
///     // button.leading == superview.leading + standard, button.width >= 100
///
/// Output, exactly as Apple produces it: for each view from the first, the connection leading
/// into it (from `|` or from the previous view), then its own predicates in written order; the
/// connection to the closing `|` last; alignment constraints (`options`) after everything, one
/// per adjacent pair and attribute (`previous.attr == next.attr`). Relations are kept as written.
/// `[a]-c-[b]` gives `b.leading R a.trailing + c`, `|-c-[a]` gives `a.leading R superview.leading
/// + c`, `[a]-c-|` gives `superview.trailing R a.trailing + c` (left/right with a direction
/// option, operands swapped for right-to-left; `top`/`bottom` for `V:`).
public enum VisualFormat {
    /// The constraints `format` describes.
    ///
    /// - Parameters:
    ///   - views: VFL names to view names in `hierarchy`; `nil` makes every view of the
    ///     hierarchy reachable by its own name.
    ///   - hierarchy: where superviews (for `|` and `%`) are looked up.
    ///   - iOS: the iOS version whose rules apply: from iOS 8 a standard space to the
    ///     superview's edge (`|-[a]`) is the superview's layout margin (`a.leading ==
    ///     superview.leadingMargin`); on iOS 7 it is 20 points from the edge.
    ///   - work: where the tokens scanned are counted, if anywhere.
    public static func constraints(
        _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: String]? = nil, in hierarchy: ViewHierarchy, dialect: Dialect = .strict, iOS: Int = 7,
        work: ScanWork? = nil
    ) throws(FormatError) -> [LayoutConstraint] {
        let syntax = try FormatParser.parse(format, dialect: dialect, counting: work)
        let builder = FormatBuilder(
            format: format, options: options, metrics: metrics, views: views, hierarchy: hierarchy, dialect: dialect,
            superviewMargins: iOS >= 8)
        return try builder.constraints(for: syntax)
    }

    /// Read `format`'s grammar without resolving view names, metrics or superviews: the
    /// errors a format has on its own, wherever it is used (e.g. to check formats kept in a
    /// file before any view exists). `constraints(_:...)` reports these same errors first.
    public static func checkSyntax(_ format: String, dialect: Dialect = .strict) throws(FormatError) {
        _ = try FormatParser.parse(format, dialect: dialect)
    }
}
