import ArgumentParser
import Foundation
import Rendering
import Workbench

/// `vfl simulate FILE|- [--seconds S] [--json] [--svg FILE]`: run a session script quietly,
/// then its UIKit Dynamics animator; print the run's story (or every 60 Hz frame as JSON).
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script, then its UIKit Dynamics: contacts, rebounds, rest, final frames.",
        discussion: """
            The script declares views, lays them out and adds behaviours (gravity, collision, item, push, snap, attach: vfl -c ':help dynamics'). The animator then runs at 60 Hz until it comes to rest or --seconds run out.
            --json prints one record per frame: {"fps":60,"frames":[{"t":…,"views":{"a":{"centerX":…,"centerY":…,"width":…,"height":…,"angle":…}}}],"restedAt":…|null}, centres and angles in root coordinates as Box2D computes them. The same script gives the same bytes on every run.
            Exit 1 when a line of the script failed or there is nothing to simulate.

            Examples:
              vfl simulate Corpus/Dynamics/cookbook-2.6-elasticity.vfl
              vfl simulate scene.vfl --seconds 5 --json > frames.json
              vfl simulate scene.vfl --svg bounce.svg
            """)

    @OptionGroup var script: ScriptArgument
    @OptionGroup var options: SessionOptions

    @Option(help: "How long to run at most, in seconds (the run stops earlier when everything rests).")
    var seconds: Double = 30

    @Option(help: "Also write the run as an SVG picture: paths, start and end, animated (SMIL).")
    var svg: String?

    func validate() throws {
        guard seconds.isFinite, seconds > 0, seconds <= 600 else {
            throw ValidationError("--seconds must be above 0 and at most 600")
        }
    }

    func run() throws {
        let json = options.settings.mode == .json
        let interpreter = try runQuietly(options, file: script.file, label: "vfl simulate") { $0.isError }
        let session = interpreter.session
        let start = session.animator.items
        let frames = max(1, Int((seconds * 60).rounded()))
        let text: String, picture: String?
        do throws(SessionError) {
            let record = try session.simulate(frames: frames, line: ":simulate \(seconds)", keepsSamples: json || svg != nil)
            text = json ? SimulationReport.json(record).text : SimulationReport.outcome(record) + "\n" + SimulationReport.text(record)
            picture = svg.map { _ in SimulationSVG.svg(record, solution: session.layoutSolution, start: start) }
        } catch {
            throw FileError(message: "\(script.file): \(error.message)")
        }
        print(text)
        if let svg, let picture {
            do {
                try picture.write(toFile: svg, atomically: true, encoding: .utf8)
            } catch {
                throw FileError(message: "cannot write \(svg): \(error.localizedDescription)")
            }
        }
        if !interpreter.errors.isEmpty { throw ExitCode(1) }
    }
}
