import AutoLayout
import Foundation
import TextSupport
import UIKitFacts
import Workbench

/// One way the world differs from the layout as written: the screen's size, a title's text,
/// the Dynamic Type size, the writing direction, the keyboard. Empty, it is the layout as
/// written. It says itself as the session statements that reproduce it (`statements`), and a
/// stress campaign applies exactly those, so what a report prints is what was run.
public struct StressVariation: Hashable, Sendable {
    /// The root's size, when it differs.
    public var size: Size?
    /// New titles, by view.
    public var titles: [String: String] = [:]
    /// The Dynamic Type size, when it differs.
    public var textSize: ContentSizeCategory?
    /// The writing direction, when it differs.
    public var direction: LayoutDirection?
    /// The keyboard, when it differs.
    public var keyboard: KeyboardRequest?
    /// A device, and whether in landscape (its safe area with it), when it differs: tried on
    /// iOS 11 and later, where devices have safe areas.
    public var device: DevicePreset?
    public var landscape = false
    /// The bars, when they differ.
    public var bars: Bars?

    public init(
        size: Size? = nil, titles: [String: String] = [:], textSize: ContentSizeCategory? = nil,
        direction: LayoutDirection? = nil, keyboard: KeyboardRequest? = nil
    ) {
        self.size = size
        self.titles = titles
        self.textSize = textSize
        self.direction = direction
        self.keyboard = keyboard
    }

    /// True for the layout as written.
    public var isEmpty: Bool { self == StressVariation() }

    /// The statements that turn the session as written into this variation, in the order a
    /// campaign applies them.
    public var statements: [String] {
        var lines: [String] = []
        if let size { lines.append("size \(size.text)") }
        if let device { lines.append(":device \(device.name)" + (landscape ? " landscape" : "")) }
        if let bars {
            lines += [
                ":set navigation-bar \(bars.navigationBar ? "on" : "off")", ":set tab-bar \(bars.tabBar ? "on" : "off")",
                ":set toolbar \(bars.toolbar ? "on" : "off")", ":set large-titles \(bars.largeTitles ? "on" : "off")",
            ]
        }
        if let textSize { lines.append(":set text-size \(textSize.rawValue)") }
        for (view, title) in titles.sorted(by: { $0.key < $1.key }) { lines.append("view \(view) \(StressVariation.quoted(title))") }
        if let direction { lines.append(":set direction \(direction == .rightToLeft ? "rtl" : "ltr")") }
        switch keyboard {
        case nil: break
        case .off?: lines.append("keyboard off")
        case .standard?: lines.append("keyboard on")
        case let .height(h)?: lines.append("keyboard \(formatNumber(h))")
        }
        return lines
    }

    /// Which kinds of change it makes: `size`, `text-size`, `title`, `direction`, `keyboard`,
    /// joined by `+`.
    var kinds: String {
        [
            size != nil ? "size" : nil, device != nil ? "device" : nil, bars != nil ? "bars" : nil, textSize != nil ? "text-size" : nil,
            titles.isEmpty ? nil : "title", direction != nil ? "direction" : nil, keyboard != nil ? "keyboard" : nil,
        ].compactMap { $0 }.joined(separator: "+")
    }

    /// The variation with one of its parts taken back to the layout as written, for each part.
    var withoutEachPart: [StressVariation] {
        func without(_ undo: (inout StressVariation) -> Void) -> StressVariation {
            var v = self
            undo(&v)
            return v
        }
        var out: [StressVariation] = []
        if size != nil { out.append(without { $0.size = nil }) }
        if device != nil {
            out.append(
                without {
                    $0.device = nil
                    $0.landscape = false
                })
        }
        if bars != nil { out.append(without { $0.bars = nil }) }
        if textSize != nil { out.append(without { $0.textSize = nil }) }
        for view in titles.keys.sorted() { out.append(without { $0.titles[view] = nil }) }
        if direction != nil { out.append(without { $0.direction = nil }) }
        if keyboard != nil { out.append(without { $0.keyboard = nil }) }
        return out
    }

    /// `"text"` as the statement parser reads it back (`\"` and `\\` escaped).
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
