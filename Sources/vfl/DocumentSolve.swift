import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import Rendering
import TextSupport
import UIKitFacts
import Workbench

/// The options `vfl solve` takes for an Interface Builder document.
struct DocumentOptions: ParsableArguments {
    @Option(help: "With a .storyboard or .xib: only this scene (its id, its root view's id, or its name).")
    var scene: String?

    @Option(help: "With a .storyboard or .xib: lay the scenes out on this device (:device's names) instead of the stored size.")
    var device: String?

    @Option(help: "With a .storyboard or .xib: portrait or landscape.")
    var orientation: String?

    @Option(
        help:
            "With a .storyboard or .xib: where content views' intrinsic sizes come from: measured (the default: text and controls measured as UIKit does) or document (the sizes stored)."
    )
    var intrinsic: String?

    /// True when `file` is an Interface Builder document.
    static func isDocument(_ file: String) -> Bool { file.hasSuffix(".storyboard") || file.hasSuffix(".xib") }

    /// The configuration these options ask for.
    func configuration() throws -> SceneLayout.Configuration {
        var c = SceneLayout.Configuration()
        if let device {
            guard let preset = DevicePreset.named(device) else {
                throw ValidationError("unknown device '\(device)' (vfl's :device names, e.g. iphone-15)")
            }
            c.device = preset
        }
        if let orientation {
            guard ["portrait", "landscape"].contains(orientation) else {
                throw ValidationError("--orientation takes portrait or landscape")
            }
            c.landscape = orientation == "landscape"
        }
        if let intrinsic {
            guard let source = SceneLayout.IntrinsicSource(rawValue: intrinsic) else {
                throw ValidationError("--intrinsic takes measured or document")
            }
            c.intrinsic = source
        }
        return c
    }

    /// Read `file`, solve its scenes (or the one `--scene` names), print them, and draw them
    /// side by side into `svg` when asked (`both`: each view controller's scene also in the
    /// other orientation); exit 1 when a scene has a conflict or the document an error.
    func solve(_ file: String, json: Bool, svg: String? = nil, both: Bool = false) throws {
        let document = DocumentReader.read(contentsOf: URL(fileURLWithPath: file))
        let scenes = document.scenes(matching: scene)
        if scene != nil, scenes.isEmpty { throw ValidationError(document.noSceneMessage(scene, in: file)) }
        let configuration = try configuration()
        // Each scene is solved, printed and let go: memory holds one scene's layout at a time.
        var conflicts = false
        var pictures: [LayoutPicture] = []
        let solved = scenes.lazy.map { scene in
            let s = SolvedScene(scene, of: document, configuration: configuration)
            conflicts = conflicts || !s.solution.conflicts.isEmpty
            if svg != nil {
                pictures.append(LayoutPicture(s))
                if both, scene.kind == .viewController || scene.kind == .view {
                    var turned = configuration
                    turned.device = configuration.device ?? document.devicePreset
                    turned.landscape = !(configuration.landscape ?? document.device?.isLandscape ?? false)
                    let other = SolvedScene(
                        scene, of: document, configuration: turned, checkingAmbiguity: false, holding: Set(s.ambiguities.map(\.view)))
                    pictures.append(LayoutPicture(other))
                }
            }
            return s
        }
        if json {
            DocumentJSON.write((file as NSString).lastPathComponent, scenes: solved, problems: document.problems) {
                print($0, terminator: "")
            }
            print()
        } else {
            for p in document.problems { print("\(file):\(p)") }
            for s in solved {
                let root = s.laid.layout.rootSize
                print(
                    "scene \(s.scene.name) (\(s.scene.id)), \(s.scene.kind.rawValue), \(s.laid.device?.model ?? "no device") \(root.text)")
                for item in s.laid.items.dropFirst() {
                    guard let f = s.frame(of: item) else { continue }
                    let mark = s.misplaced.contains { $0.id == item.id } ? "  misplaced: stored \(item.stored?.text ?? "-")" : ""
                    print("  \(item.name) (\(item.id))  \(f.text)\(mark)")
                }
                for c in s.solution.conflicts { print("  conflict: broke \(c.broken)") }
                for a in s.ambiguities { print("  ambiguous: \(a.view) \(a.attributes.map(\.name).joined(separator: ", "))") }
                for p in s.laid.problems { print("\(file):\(p)") }
            }
        }
        if let svg {
            do {
                try SVGRenderer.svg(pictures).write(toFile: svg, atomically: true, encoding: .utf8)
            } catch {
                throw FileError(message: "cannot write \(svg): \(error.localizedDescription)")
            }
        }
        let failed = conflicts || document.problems.contains { $0.severity == .error }
        if failed { throw ExitCode(1) }
    }
}

extension DocumentOptions {
    /// `vfl profile FILE.storyboard`: what each scene costs, for people profiling layouts: its
    /// views and constraints, the time to lay it out (map the document onto the engine), to
    /// solve it from scratch and to check it for ambiguity (medians of `runs`), and the solver's
    /// deterministic work (pivots, cells touched), costliest scenes first, with the totals.
    func profile(_ file: String, runs: Int = 5) throws {
        var start = DispatchTime.now().uptimeNanoseconds
        let document = DocumentReader.read(contentsOf: URL(fileURLWithPath: file))
        let readMS = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let configuration = try configuration()
        let scenes = document.scenes(matching: scene)
        /// Median milliseconds of `runs` runs of `work`.
        func median(_ work: () -> Void) -> Double {
            let times = (0..<runs).map { _ in
                start = DispatchTime.now().uptimeNanoseconds
                work()
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            }.sorted()
            return times[times.count / 2]
        }
        var rows:
            [(name: String, views: Int, constraints: Int, layout: Double, solve: Double, ambiguity: Double, pivots: Int, cells: Int)] = []
        for s in scenes {
            let layout = median { _ = SceneLayout(s, of: document, configuration: configuration) }
            let laid = SceneLayout(s, of: document, configuration: configuration)
            let solve = median { _ = LayoutEngine().solve(laid.layout) }
            let engine = LayoutEngine()
            _ = engine.solve(laid.layout)
            let work = engine.statistics
            start = DispatchTime.now().uptimeNanoseconds
            _ = engine.ambiguities()
            let ambiguity = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            rows.append(
                (
                    "\(s.name) (\(s.id))", laid.items.count, laid.layout.constraints.count, layout, solve, ambiguity, work.pivots,
                    work.cellUpdates
                ))
        }
        rows.sort { $0.layout + $0.solve > $1.layout + $1.solve }
        let ms = { (x: Double) in String(format: "%.3f", x) }
        var table = [["scene", "views", "constraints", "layout ms", "solve ms", "ambiguity ms", "pivots", "cells"]]
        for r in rows {
            table.append([
                r.name, "\(r.views)", "\(r.constraints)", ms(r.layout), ms(r.solve), ms(r.ambiguity), "\(r.pivots)", "\(r.cells)",
            ])
        }
        table.append([
            "total (\(rows.count) scenes)", "\(rows.reduce(0) { $0 + $1.views })", "\(rows.reduce(0) { $0 + $1.constraints })",
            ms(rows.reduce(0) { $0 + $1.layout }), ms(rows.reduce(0) { $0 + $1.solve }), ms(rows.reduce(0) { $0 + $1.ambiguity }),
            "\(rows.reduce(0) { $0 + $1.pivots })", "\(rows.reduce(0) { $0 + $1.cells })",
        ])
        print("read \(file): \(document.scenes.count) scenes in \(ms(readMS)) ms (medians of \(runs) runs below)")
        print(FrameTable.aligned(table, rightAligned: [1, 2, 3, 4, 5, 6, 7]))
    }
}

/// The scenes of the document `file` that `scene` names (all of them without it), or the error
/// that lists the scenes there are.
func documentScenes(_ file: String, scene: String?) throws -> (IBDocument, [IBScene]) {
    let document = DocumentReader.read(contentsOf: URL(fileURLWithPath: file))
    let scenes = document.scenes(matching: scene)
    guard scenes.isEmpty else { return (document, scenes) }
    throw FileError(message: document.noSceneMessage(scene, in: file))
}

/// Each scene opened in a fresh interpreter with `settings`, as `:open` opens it, handed to
/// `body` with its reply and let go: memory holds one scene's session at a time.
func openEachScene(
    _ file: String, _ scenes: [IBScene], _ options: SessionOptions, settings: OutputSettings,
    _ body: (_ index: Int, _ scene: IBScene, _ interpreter: Interpreter, _ reply: Interpreter.Reply) throws -> Void
) throws {
    for (k, s) in scenes.enumerated() {
        let interpreter = try options.interpreter(settings: settings)
        try body(k, s, interpreter, interpreter.execute(":open " + [file, s.id].map(Open.quoted).joined(separator: " ")))
    }
}
