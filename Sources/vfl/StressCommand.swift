import ArgumentParser
import Foundation
import InterfaceBuilder
import Rendering
import Stress
import TextSupport
import Workbench

/// `vfl stress FILE [--runs N | --seconds S] [--seed S] [--json] [--svg DIR]`: a stress
/// campaign against a layout (`StressCampaign`); exit 1 when anything fails, for CI.
struct Stress: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Try a layout on other screens, titles, text sizes, directions and keyboards; report what breaks.",
        discussion: """
            Runs the script, then tries variations of it: every device in both orientations, iPad Split View widths and sizes in between; titles pseudo-localised (+30 %, +60 %, accented, doubled, East Asian, empty); every Dynamic Type text size; right-to-left; the keyboard shown or hidden; then random mixes of these. After each it checks that no required constraint breaks, no view becomes ambiguous, no view leaves its superview or the screen, no sibling views overlap that did not as written, no title is cut, and the keyboard covers no view marked with :set keep-visible. Each failure is shrunk to the smallest change that still shows it (the nearest size, to the point; the shortest title) and printed with the statements that reproduce it, after the script, and a drawing.
            The same seed gives the same variations. Exit status: 0 when nothing failed, 1 when something did (or a line of the script failed), 2 for a usage mistake.
            A .storyboard or .xib is stressed scene by scene (or the one --scene names), each opened as :open opens it; its failures are reproduced after the scene's statements (:open's script).

            Examples:
              vfl stress login.vfl
              vfl stress login.vfl --seconds 60 --seed 7
              vfl stress login.vfl --json > stress.json
              vfl stress login.vfl --svg stress-pictures
              vfl stress Main.storyboard --scene Login
            """)

    @OptionGroup var script: ScriptArgument
    @OptionGroup var options: SessionOptions

    @Option(help: "How many variations to try (the single changes come first; default \(StressCampaign.Budget.defaultRuns)).")
    var runs: Int?

    @Option(help: "Or: try variations for this many seconds.")
    var seconds: Double?

    @Option(help: "The seed of the random mixes.")
    var seed: UInt64 = 1

    @Option(help: "Write one SVG per failure into this folder (the layout as written beside the failing one).")
    var svg: String?

    @Option(help: "With a .storyboard or .xib: only this scene (its name, its id or its root view's id).")
    var scene: String?

    func validate() throws {
        if runs != nil, seconds != nil { throw ValidationError("give --runs or --seconds, not both") }
        if let runs, runs < 1 || runs > 10_000_000 { throw ValidationError("--runs must be between 1 and 10000000") }
        if let seconds, !(seconds > 0 && seconds <= 86_400) { throw ValidationError("--seconds must be above 0 and at most 86400") }
    }

    func run() throws {
        if DocumentOptions.isDocument(script.file) { return try stressDocument() }
        if scene != nil { throw ValidationError("--scene is for a .storyboard or .xib") }
        let interpreter = try runQuietly(options, file: script.file, label: "vfl stress") { $0.isError }
        if !interpreter.errors.isEmpty { throw ExitCode(1) }
        let source = script.file == "-" ? "stdin" : script.file
        let result = campaign(interpreter)
        if options.settings.mode == .json {
            print(StressReport.json(result).text)
        } else {
            print(report(result, source: source))
        }
        if let svg { try writePictures(result, to: svg) }
        if !result.passed { throw ExitCode(1) }
    }

    /// Each scene of the document (or the one `--scene` names), opened as `:open` opens it and
    /// stressed; `--json` prints one record per scene.
    func stressDocument() throws {
        let (_, scenes) = try documentScenes(script.file, scene: scene)
        var passed = true
        var records: [JSON] = []
        var settings = options.settings
        settings.mode = .quiet
        try openEachScene(script.file, scenes, options, settings: settings) { k, s, interpreter, reply in
            if reply.isError {
                printError("\(script.file): scene \(s.name): \(reply.text)")
                passed = false
                return
            }
            let result = campaign(interpreter)
            passed = passed && result.passed
            if options.settings.mode == .json {
                records.append(.object([("scene", .string(s.name)), ("id", .string(s.id)), ("result", StressReport.json(result))]))
            } else {
                print((k == 0 ? "" : "\n") + "scene \(s.name) (\(s.id)):")
                print(report(result, source: "\(script.file), scene \(s.name)"))
            }
            if let svg { try writePictures(result, to: (svg as NSString).appendingPathComponent(s.id)) }
        }
        if options.settings.mode == .json { print(JSON.array(records).text) }
        if !passed { throw ExitCode(1) }
    }

    /// The campaign on `interpreter`'s session, with its progress on the terminal.
    func campaign(_ interpreter: Interpreter) -> StressCampaign.Result {
        let progress = Progress()
        var campaign = StressCampaign(interpreter.session.state, ambiguityLimit: interpreter.session.ambiguityCheckLimit)
        let result = campaign.run(StressCampaign.Budget(runs: runs, seconds: seconds, seed: seed)) { tried, planned, failures in
            progress.show(
                "vfl stress: variation \(tried)\(planned.map { " of \($0)" } ?? ""), \(failures) failure\(failures == 1 ? "" : "s")")
        }
        progress.clear()
        return result
    }

    /// The report for a person, with drawings sized to the terminal.
    func report(_ result: StressCampaign.Result, source: String) -> String {
        let settings = options.settings
        let drawing = TerminalDrawing(
            columns: min(settings.columns, 60), rows: min(settings.rows, 20), color: options.color(terminal: isatty(1) != 0))
        return StressReport.text(result, source: source, drawing: drawing)
    }

    private func writePictures(_ result: StressCampaign.Result, to folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in StressReport.svgFiles(result) {
                try file.svg.write(toFile: (folder as NSString).appendingPathComponent(file.name), atomically: true, encoding: .utf8)
            }
        } catch {
            throw FileError(message: "cannot write pictures into \(folder): \(error.localizedDescription)")
        }
    }
}
