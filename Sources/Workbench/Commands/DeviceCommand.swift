import AutoLayout
import Diagnostics
import Rendering
import UIKitFacts

/// `:device [NAME [portrait|landscape]]`: the root's size from a preset; alone, the list. NAME is
/// `:device`'s slug (`iphone-se-2nd-generation`) or Apple's model name, spaces and all
/// (`iPhone SE (2nd generation)`).
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
        // The name is every word but a last `portrait` or `landscape`.
        var nameWords = arguments.words[...]
        var landscape = false
        if let last = nameWords.last, nameWords.count > 1, ["landscape", "portrait"].contains(last.text) {
            landscape = last.text == "landscape"
            nameWords = nameWords.dropLast()
        }
        let name = nameWords.map(\.text).joined(separator: " ")
        guard let preset = DevicePreset.named(name) else {
            if nameWords.count > 1, DevicePreset.named(first.text) != nil, let extra = nameWords.dropFirst().first {
                throw arguments.error("usage", "expected portrait or landscape after the device name", at: extra)
            }
            let names = DevicePreset.all.map(\.name)
            throw arguments.error(
                "unknownDevice", "unknown device '\(name)'", at: first,
                // A suggestion replaces one word; a model name of several is listed, not guessed.
                fixIt: nameWords.count == 1 ? .closest(to: first.text, at: first.offset, in: names) : nil,
                advice: "Devices: \(names.joined(separator: ", "))")
        }
        choice = (preset, landscape ? preset.size.rotated : preset.size)
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
