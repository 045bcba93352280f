import AutoLayout
@_exported import FuzzSupport
import TextSupport
import VisualFormat

/// Fuzz target 1: the VFL parser (and the equation parser) on raw bytes.
///
/// The first byte chooses the setting, the rest is the format as UTF-8 (invalid sequences
/// become U+FFFD):
/// - bits 0–2: the options: none, align top, leading, centerY, centerX, right-to-left + top,
///   last baseline, left;
/// - bit 3: view `d` has no superview (so `|` next to it is an error);
/// - bit 4: an explicit views dictionary (`x` → `a`, `y` → `b`) instead of every view by name;
/// - bit 5: the metrics `{m: 20, pad: 8, w: 100}`; bit 7: `{m: -5, big: 1e9}` (both: merged);
/// - bit 6: the extended dialect instead of Apple's strict one.
/// The views are `superview` with subviews `a b c d button label textField v1 v2`. Seeds start
/// with a space (0x20: strict, the first metrics, no options) or a backquote (0x60: the same,
/// extended).
///
/// Properties: nothing traps; an error's offset lies within the format; every constraint
/// parsed prints (`ConstraintPrinter`) to text that parses back to the same constraint (when
/// its views share an ancestor: VFL, like Apple's, does not look, the equation parser does);
/// and the work is linear in the format (`checkParseWork`).
public func fuzzVFLParse(_ bytes: [UInt8]) -> FuzzOutcome {
    let findings = Findings()
    var input = FuzzInput(bytes)
    let config = input.byte()
    let format = String(decoding: input.rest(), as: UTF8.self)
    guard format.utf8.count <= 4096 else { return findings.outcome }

    let hierarchy = config & 0x08 != 0 ? detachedHierarchy : attachedHierarchy
    let options = optionSets[Int(config & 7)]
    let views: [String: String]? = config & 0x10 != 0 ? ["x": "a", "y": "b", "superview": "superview"] : nil
    var metrics: [String: Double] = config & 0x20 != 0 ? ["m": 20, "pad": 8, "w": 100] : [:]
    if config & 0x80 != 0 { metrics.merge(["m": -5, "big": 1e9]) { $1 } }
    let dialect: Dialect = config & 0x40 != 0 ? .extended : .strict
    // The extended inputs are read by today's rules too (margins, guides, |- as the margin).
    let iOS = config & 0x40 != 0 ? 17 : 7

    let length = format.unicodeScalars.count
    let vflWork = ScanWork(), equationWork = ScanWork()
    var made = 0
    do {
        let constraints = try VisualFormat.constraints(
            format, options: options, metrics: metrics, views: views,
            in: hierarchy, dialect: dialect, iOS: iOS, work: vflWork)
        made = constraints.count
        for c in constraints { checkRoundTrip(c, in: hierarchy, iOS: iOS, findings) }
    } catch {
        checkPosition(error, length: length, findings)
    }
    do {
        checkRoundTrip(try Equation.constraint(format, in: hierarchy, iOS: iOS, work: equationWork), in: hierarchy, iOS: iOS, findings)
    } catch {
        checkPosition(error, length: length, findings)
    }
    checkParseWork(bytes: format.utf8.count, vflTokens: vflWork.count, equationTokens: equationWork.count, constraints: made, findings)
    return findings.outcome
}

/// The parsers' work bounds, per byte of the format `n`:
/// - **tokens**: each token but `end` takes at least one byte, and the parsers read each token
///   at most twice (once by `lookahead`, once by `take`; `end` is read again at most once per
///   statement it closes): at most `2n + 4` scans per parser;
/// - **constraints**: a view `[a]` takes at least three bytes and makes at most two: its
///   connection to the view before and, with an alignment option, its alignment with it; a
///   predicate takes at least two (`[a(b,c)]`, one each); an edge connection `|` one byte and
///   one constraint, but it needs a view's three beside it. So at most `2n/3 + 4`. (The first
///   statement of this bound, `n/2 + 4`, was wrong: a 62-byte row of aligned views makes 35,
///   which a mutation-harness campaign found; Corpus/Regressions/FuzzVFLParse/bound-was-wrong-*.)
func checkParseWork(bytes n: Int, vflTokens: Int, equationTokens: Int, constraints: Int, _ findings: Findings) {
    findings.work.add(.tokens, vflTokens + equationTokens)
    findings.work.add(.constraints, constraints)
    findings.bound(vflTokens, 2 * n + 4, "VFL tokens scanned for \(n) bytes, 2n + 4")
    findings.bound(equationTokens, 2 * n + 4, "equation tokens scanned for \(n) bytes, 2n + 4")
    findings.bound(constraints, 2 * n / 3 + 4, "constraints made from \(n) bytes, 2n/3 + 4")
}

/// Built once, not for every input: the two hierarchies and the option sets an input picks from.
private let attachedHierarchy = fuzzHierarchy(detachingD: false)
private let detachedHierarchy = fuzzHierarchy(detachingD: true)
private let optionSets: [FormatOptions] = [
    [], .alignAllTop, .alignAllLeading, .alignAllCenterY, .alignAllCenterX, [.directionRightToLeft, .alignAllTop],
    .alignAllLastBaseline, .alignAllLeft,
]

/// The views `fuzzVFLParse` offers: `superview` holding `a b c d button label textField v1 v2`,
/// with `d` outside the hierarchy when `detachingD`.
public func fuzzHierarchy(detachingD: Bool = false) -> ViewHierarchy {
    var hierarchy = ViewHierarchy()
    try? hierarchy.add(View("superview"))
    for name in ["a", "b", "c", "d", "button", "label", "textField", "v1", "v2"] {
        try? hierarchy.add(View(name, superview: name == "d" && detachingD ? nil : "superview"))
    }
    return hierarchy
}

/// The printed form of `c` reads back as `c` (by the rules of `iOS`, which `c` was read by).
public func checkRoundTrip(_ c: LayoutConstraint, in hierarchy: ViewHierarchy, iOS: Int = 7, _ findings: Findings) {
    let first = SystemGuide.owner(of: c.firstItem), second = c.secondItem.map(SystemGuide.owner(of:)) ?? first
    guard hierarchy.nearestCommonAncestor(first, second) != nil else { return }
    let text = ConstraintPrinter.text(for: c, in: hierarchy, iOS: iOS)
    let back: [LayoutConstraint]
    do {
        back =
            Equation.looksLikeEquation(text)
            ? [try Equation.constraint(text, in: hierarchy, iOS: iOS)]
            : try VisualFormat.constraints(text, in: hierarchy, iOS: iOS)
    } catch {
        findings.require(false, "printed \(c) as '\(text)', which does not parse: \(error.appleReason)")
        return
    }
    findings.require(back == [c], "printed \(c) as '\(text)', which parses to \(back)")
}

/// An error points inside the format (or just past its end).
public func checkPosition(_ error: FormatError, length: Int, _ findings: Findings) {
    if let offset = error.offset {
        findings.require(0 <= offset && offset <= length, "error offset \(offset) outside a format of \(length) characters")
    }
    _ = error.appleReason
}
