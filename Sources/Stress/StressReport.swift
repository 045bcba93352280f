import AutoLayout
import Rendering
import TextSupport
import UIKitFacts
import Workbench

/// A stress campaign's result for people (text with drawings), for programs (JSON) and as
/// pictures (one SVG per failure: the layout as written beside the variation).
public enum StressReport {
    /// The report: what the layout as written fails, then each failure with the statements
    /// that reproduce it after the script, what broke, and a drawing (`drawing` sizes it;
    /// nil leaves drawings out).
    public static func text(_ result: StressCampaign.Result, source: String, drawing: TerminalDrawing?) -> String {
        var lines = [headline(result, source: source)]
        if !result.checkedAmbiguity {
            lines.append("(more views than the ambiguity check allows per variation: ambiguity checked as written only)")
        }
        if !result.asWritten.isEmpty {
            lines.append("")
            lines.append("As written:")
            for finding in result.asWritten { lines.append("  \(finding.property.rawValue): \(finding.detail)") }
        }
        // Failures of the same variation share one drawing, after the last of them.
        let failures = result.failures
        for (i, failure) in failures.enumerated() {
            let sameAsBefore = i > 0 && failures[i - 1].variation == failure.variation
            if !sameAsBefore { lines.append("") }
            lines.append("FAIL \(i + 1): \(failure.finding.property.summary): \(failure.finding.detail)")
            if !sameAsBefore {
                lines.append("  reproduce by adding to the script:")
                lines += failure.variation.statements.map { "    " + $0 }
            }
            if failure.found != failure.variation {
                lines.append("  (variation \(failure.run) found it as: \(failure.found.statements.joined(separator: "; ")))")
            }
            let lastOfItsVariation = i + 1 == failures.count || failures[i + 1].variation != failure.variation
            if let drawing, lastOfItsVariation {
                let group = failures[...i].reversed().prefix { $0.variation == failure.variation }
                let keyboard = failure.state.keyboardHeight.map { Keyboard(height: $0).frame(in: failure.solution.rootSize) }
                lines.append(
                    drawing.draw(
                        failure.solution, hierarchy: failure.state.layout.hierarchy, ambiguous: Set(failure.ambiguities.map(\.view)),
                        conflicting: Set(group.flatMap(\.finding.views)), keyboard: keyboard))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `stress: 300 variations of FILE (seed 1, 412 solves): 2 failures, 1 as written`.
    static func headline(_ result: StressCampaign.Result, source: String) -> String {
        let outcome =
            result.passed
            ? "no failure"
            : "\(result.failures.count) failure\(result.failures.count == 1 ? "" : "s")"
                + (result.asWritten.isEmpty ? "" : ", \(result.asWritten.count) as written")
        return
            "stress: \(result.runs) variation\(result.runs == 1 ? "" : "s") of \(source) (seed \(result.seed), \(result.solves) solves): \(outcome)"
    }

    /// `{"seed":1,"variations":300,"solves":412,"checkedAmbiguity":true,"passed":false,
    /// "asWritten":[FINDING],"failures":[{FINDING,"statements":[…],"found":[…],"run":12,
    /// "frames":{"NAME":{"x":…}}}]}`, a FINDING being `"property":…,"views":[…],"detail":…`;
    /// the frames are those of the failure's views, in their superviews' coordinates.
    public static func json(_ result: StressCampaign.Result) -> JSON {
        func finding(_ f: StressFinding) -> [(String, JSON)] {
            [("property", .string(f.property.rawValue)), ("views", .array(f.views.map(JSON.string))), ("detail", .string(f.detail))]
        }
        let failures = result.failures.map { failure -> JSON in
            let frames = failure.finding.views.compactMap { name in
                failure.solution.frames[name].map { (name, JSON.object(LayoutJSON.frame($0))) }
            }
            return .object(
                finding(failure.finding) + [
                    ("statements", .array(failure.variation.statements.map(JSON.string))),
                    ("found", .array(failure.found.statements.map(JSON.string))),
                    ("run", .number(Double(failure.run))),
                    ("frames", .object(frames)),
                ])
        }
        return .object([
            ("seed", .number(Double(result.seed))),
            ("variations", .number(Double(result.runs))),
            ("solves", .number(Double(result.solves))),
            ("checkedAmbiguity", .bool(result.checkedAmbiguity)),
            ("passed", .bool(result.passed)),
            ("asWritten", .array(result.asWritten.map { .object(finding($0)) })),
            ("failures", .array(failures)),
        ])
    }

    /// One SVG per failure, named `NN-PROPERTY-VIEWS.svg`: the layout as written, then the
    /// variation, captioned with what broke.
    public static func svgFiles(_ result: StressCampaign.Result) -> [(name: String, svg: String)] {
        result.failures.enumerated().map { i, failure in
            let views = failure.finding.views.joined(separator: "-").filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            let name =
                String(format2(i + 1)) + "-" + failure.finding.property.rawValue + (views.isEmpty ? "" : "-" + views.prefix(60)) + ".svg"
            let pictures = [
                picture("as written", result.written, result.writtenSolution, []),
                picture(
                    failure.variation.statements.joined(separator: "; ") + " — " + failure.finding.detail,
                    failure.state, failure.solution, failure.ambiguities),
            ]
            return (name, SVGRenderer.svg(pictures))
        }
    }

    private static func picture(
        _ caption: String, _ state: SessionState, _ solution: LayoutSolution, _ ambiguities: [Ambiguity]
    ) -> LayoutPicture {
        LayoutPicture(
            caption: caption, layout: state.layout, solution: solution, ambiguities: ambiguities,
            titles: Dictionary(uniqueKeysWithValues: state.titles.map { ($0.key, $0.value) }),
            keyboard: state.keyboardHeight.map { Keyboard(height: $0).frame(in: solution.rootSize) })
    }

    private static func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
