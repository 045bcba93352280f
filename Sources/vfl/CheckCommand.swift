import ArgumentParser
import Foundation
import InterfaceBuilder
import TextSupport
import UIKitFacts

/// `vfl check FILE...`: Interface Builder's issue navigator for CI (docs/interface-builder.md).
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check storyboards and XIBs as Interface Builder's issue navigator would, for CI.",
        discussion: """
            Every scene at the size the document stores, and on each device and orientation asked for: conflicts and
            reading problems (errors), ambiguous and misplaced views, views that leave the screen or the safe area,
            labels and buttons narrower than their text, siblings that newly overlap (warnings). One line each:
              Main.storyboard:LINE:COLUMN: error|warning: what [scene, device]
            Exit 1 when there is an error.

            Examples:
              vfl check Main.storyboard
              vfl check Base.lproj/*.storyboard --devices iphone-se-3rd-generation,iphone-15-pro-max --orientations portrait,landscape
              vfl check Main.storyboard --devices all --json
            """)

    @Argument(help: "The documents (.storyboard, .xib).")
    var files: [String]

    @Option(help: "Devices to lay every scene out on (:device's names, comma-separated, or all); default: none beyond the stored size.")
    var devices: String?

    @Option(help: "Orientations for --devices: portrait, landscape or both (comma-separated).")
    var orientations = "portrait"

    @Flag(help: "JSON for tools: [{\"file\",\"line\",\"column\",\"severity\",\"message\",\"scene\",\"device\"}].")
    var json = false

    @Option(help: "Where content views' intrinsic sizes come from: measured (the default) or document (the sizes stored).")
    var intrinsic = "measured"

    func run() throws {
        let presets: [DevicePreset]
        switch devices {
        case nil: presets = []
        case "all"?: presets = DevicePreset.all
        case let list?:
            presets = try list.split(separator: ",").map { name in
                guard let d = DevicePreset.named(String(name)) else {
                    throw ValidationError("unknown device '\(name)' (vfl's :device names)")
                }
                return d
            }
        }
        let turns = try orientations.split(separator: ",").map { word -> Bool in
            guard ["portrait", "landscape"].contains(word) else { throw ValidationError("--orientations takes portrait and landscape") }
            return word == "landscape"
        }
        let screens = presets.flatMap { d in turns.map { DocumentCheck.Screen(device: d, landscape: $0) } }
        guard let source = SceneLayout.IntrinsicSource(rawValue: intrinsic) else {
            throw ValidationError("--intrinsic takes measured or document")
        }
        var failed = false
        var rows: [JSON] = []
        for file in files {
            let check = DocumentCheck(DocumentReader.read(contentsOf: URL(fileURLWithPath: file)), screens: screens, intrinsic: source)
            failed = failed || check.hasErrors
            for f in check.findings {
                if json {
                    rows.append(
                        .object([
                            ("file", .string(file)), ("line", .number(Double(f.line))), ("column", .number(Double(f.column))),
                            ("severity", .string(f.severity.rawValue)), ("message", .string(f.message)), ("scene", .string(f.scene)),
                            ("device", .string(f.device)),
                        ]))
                } else {
                    print(f.text(file: file))
                }
            }
        }
        if json { print(JSON.array(rows).text) }
        if failed { throw ExitCode(1) }
    }
}
