import AutoLayout
import Dynamics
import TextSupport

/// A run of the animator told for people (`:simulate`) and for programs (`vfl simulate
/// --json`): when each item first touched something, the top of each rebound, when the
/// animator came to rest, and where everything ended.
public enum SimulationReport {
    /// The most rebounds listed per item in the text.
    static let listedApexes = 6

    /// `3.283 s (197 frames) from t = 0 s; came to rest at t = 3.283 s`, for status lines.
    public static func outcome(_ record: SimulationRecord) -> String {
        let ran = record.endTime - record.startTime
        let end =
            record.failedAt.map {
                "Box2D failed one of its own checks at t = \(seconds($0)) and the animator stopped there (\(failureAdvice))"
            }
            ?? record.restedAt.map { "came to rest (the animator paused) at t = \(seconds($0))" } ?? "still moving at the end"
        return "\(seconds(ran)) (\(Int((ran * 60).rounded())) frames at 60 Hz) from t = \(seconds(record.startTime)); " + end
    }

    /// What to do when Box2D gave up.
    public static let failureAdvice = "extreme sizes, speeds or springs; :undo takes the run back, dynamics off starts the animator over"

    /// The table `:simulate` prints under its status line: per item, where it ended, its first
    /// contact and its rebounds.
    public static func text(_ record: SimulationRecord) -> String {
        let n = formatHundredths
        var lines: [String] = []
        var rows: [[String]] = [["item", "centre", "angle", "first contact", "rebounds to (centre, at t)"]]
        for (story, item) in zip(record.stories, record.final) {
            let apexes = story.apexes.prefix(listedApexes).map { "(\(n($0.center.x)), \(n($0.center.y))) \(seconds($0.time))" }
            let more = story.apexes.count > listedApexes ? " … \(story.apexes.count) in all" : ""
            rows.append([
                item.name, "(\(n(item.center.x)), \(n(item.center.y)))", "\(n(item.angle)) rad",
                story.firstContact.map(seconds) ?? "none", apexes.isEmpty ? "-" : apexes.joined(separator: ", ") + more,
            ])
        }
        lines.append(FrameTable.aligned(rows, rightAligned: []))
        return lines.joined(separator: "\n")
    }

    /// `1.95 s`.
    public static func seconds(_ t: Double) -> String { formatNumber((t * 1000).rounded() / 1000) + " s" }

    /// `vfl simulate --json`: one record per 60 Hz frame, centres and angles as Box2D computes
    /// them (the shortest decimal of each `Float`, so nothing is rounded), then when the
    /// animator paused.
    public static func json(_ record: SimulationRecord) -> JSON {
        let frames = record.samples.map { sample -> JSON in
            .object([
                ("t", .number((sample.time * 1_000_000).rounded() / 1_000_000)),
                (
                    "views",
                    .object(
                        sample.items.map { item in
                            (
                                item.name,
                                .object([
                                    ("centerX", .float(Float(item.center.x))), ("centerY", .float(Float(item.center.y))),
                                    ("width", .number(item.size.width)), ("height", .number(item.size.height)),
                                    ("angle", .float(Float(item.angle))),
                                ])
                            )
                        })
                ),
            ])
        }
        return .object([
            ("fps", .number(60)), ("frames", .array(frames)),
            ("restedAt", record.restedAt.map { .number(($0 * 1_000_000).rounded() / 1_000_000) } ?? .null),
        ])
    }
}
