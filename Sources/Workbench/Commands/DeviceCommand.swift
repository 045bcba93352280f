import AutoLayout
import Diagnostics
import Rendering
import UIKitFacts

/// `:device [NAME [portrait|landscape]]`: the root's size from a preset; alone, the list.
struct DeviceCommand: SessionCommand {
    static let name = "device"
    static let usage = "[NAME [landscape]]"
    static let summary = "the root's size and safe area from a device; alone, the list"
    static let inScripts = ScriptRole.changes
    /// The preset and the size chosen, `nil` to list the presets.
    let choice: (preset: DevicePreset, size: Size)?

    init(_ arguments: CommandArguments) throws(SessionError) {
        guard let first = arguments.first else {
            choice = nil
            return
        }
        guard let preset = DevicePreset.named(first.text) else {
            let names = DevicePreset.all.map(\.name)
            throw arguments.error(
                "unknownDevice", "unknown device '\(first.text)'", at: first,
                fixIt: .closest(to: first.text, at: first.offset, in: names), advice: "Devices: \(names.joined(separator: ", "))")
        }
        var size = preset.size
        if let orientation = arguments.words.dropFirst().first {
            guard ["landscape", "portrait"].contains(orientation.text), arguments.words.count == 2 else {
                throw arguments.error("usage", "expected portrait or landscape after the device name", at: orientation)
            }
            if orientation.text == "landscape" { size = size.rotated }
        }
        choice = (preset, size)
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        if let reply = try interpreter.changeSession(by: self) { return reply }
        let rows = DevicePreset.all.map { d in
            [d.name, d.size.text, d.portraitInsets.text, d.landscapeInsets.text, d.model]
        }
        return Interpreter.Reply(FrameTable.aligned([["device", "points", "safe area", "landscape", "model"]] + rows, rightAligned: []))
    }

    func change(_ state: inout SessionState) throws(SessionError) -> String? {
        guard let choice else { return nil }
        state.layout.rootSize = choice.size
        state.device = choice.preset
        let insets = choice.preset.insets(for: choice.size)
        return "device \(choice.preset.name): root size \(choice.size.text)"
            + (state.iOS >= 11 && insets != .zero ? ", safe area \(insets.text)" : "")
    }

    static func completions(_ c: CompletionContext) -> [String] {
        switch c.argument {
        case 0: DevicePreset.all.map(\.name)
        case 1: ["portrait", "landscape"]
        default: []
        }
    }
}
