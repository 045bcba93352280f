import AutoLayout

/// One constraint as Apple's log prints it (`<NSLayoutConstraint:0x… a.leading == b.leading + 8
/// (active)>`, or a one-connection VFL piece), read into its parts. The text as printed and the
/// line it came from stay beside what was read, so every answer can point back at the paste.
public struct PrintedConstraint: Hashable, Sendable {
    /// The 1-based line of the paste the entry starts on.
    public let line: Int
    /// The entry as printed, from `<` to `>`.
    public let text: String
    /// The class in the head: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, …
    public let type: String
    /// The constraint's own address (`0x…`), its Masonry key, or `nil` when redacted.
    public let address: String?
    /// The identifier in quotes after the head (`UIView-Encapsulated-Layout-Width`, `UISV-hiding`).
    public let identifier: String?
    /// An autoresizing mask's letters (`h=--& v=--&`), for NSAutoresizingMaskLayoutConstraint.
    public let autoresizingMask: String?
    /// SnapKit's `File.swift#61`, where the constraint was made.
    public let sourceLocation: String?
    /// `first.firstAttribute relation multiplier × second.secondAttribute + constant`.
    public let first: PrintedItem
    public let firstAttribute: PrintedAttribute
    public let relation: LayoutRelation
    public let second: PrintedItem?
    public let secondAttribute: PrintedAttribute?
    public let multiplier: Double
    public let constant: Double
    /// The priority when printed (`@750`, `priority: 750`); entries without one are required.
    public let priority: Double?
    /// The VFL piece's `(LTR)` / `(RTL)`, which fixes what leading and trailing mean.
    public let direction: LayoutDirection?
    /// True when Apple printed it as a one-connection VFL piece rather than an equation.
    public let isVFLPiece: Bool

    /// True when the entry is one of the frameworks' own, not the app's.
    public var isAutoresizing: Bool { type.hasSuffix("AutoresizingMaskLayoutConstraint") }
}

/// A view or layout guide an entry names: by address (`UILabel:0x7f…'Title'`), by an
/// accessibility identifier resolved through the `names:` clause, or as a Masonry key.
public struct PrintedItem: Hashable, Sendable {
    /// The class (`UILabel`, `UIView`, `UILayoutGuide`, `Trust.BrowserNavigationBar`).
    public let className: String
    /// The address, or the Masonry key; `nil` when redacted. Identity rests on it.
    public let address: String?
    /// The text in quotes after the item (a label's text, cut with `...`; a guide's name).
    public let text: String?
    /// The accessibility identifier the log used instead of `Class:0x…`.
    public let name: String?

    public init(className: String, address: String?, text: String?, name: String?) {
        self.className = className
        self.address = address
        self.text = text
        self.name = name
    }

    /// What identifies the item within a paste: the address, else the class and text.
    public var identity: String { address ?? "\(className)'\(text ?? "")'" }

    /// True for layout guides (safe area, margins, keyboard, `_UILayoutGuide`).
    public var isLayoutGuide: Bool { className.contains("LayoutGuide") }
}

/// An attribute as the log names it: the public ones, the margin attributes
/// (`leadingMargin`, …, `centerXWithinMargins`) and the frame forms autoresizing constraints use
/// (`minX`, `midX`, `maxX`, `minY`, `midY`, `maxY`).
public struct PrintedAttribute: Hashable, Sendable {
    /// The name as printed.
    public let name: String
    /// The attribute it stands for.
    public let attribute: LayoutAttribute
    /// For margin attributes, which way the margin insets the edge: +1 for leading, left, top;
    /// -1 for trailing, right, bottom; 0 for the centre ones. `nil` for other attributes.
    public let marginSign: Double?

    /// A public attribute by itself (`leading`, `height`), as VFL pieces print them.
    init(_ attribute: LayoutAttribute) {
        name = attribute.name
        self.attribute = attribute
        marginSign = nil
    }

    /// The attribute named `name`, if the log's vocabulary has it.
    public init?(_ name: String) {
        let base: String
        var margin: Double? = nil
        if name.hasSuffix("WithinMargins") {
            base = String(name.dropLast("WithinMargins".count))
            margin = 0
        } else if name.hasSuffix("Margin") {
            base = String(name.dropLast("Margin".count))
            margin = ["leading", "left", "top"].contains(base) ? 1 : -1
        } else {
            base = name
        }
        let frameForms: [String: LayoutAttribute] = [
            "minX": .left, "midX": .centerX, "maxX": .right, "minY": .top, "midY": .centerY, "maxY": .bottom,
        ]
        guard let attribute = frameForms[base] ?? LayoutAttribute(name: base), attribute != .notAnAttribute else { return nil }
        if margin != nil, attribute.isDimension { return nil }
        self.name = name
        self.attribute = attribute
        marginSign = margin
    }
}

extension PrintedConstraint {
    /// The entry's text with every address (`0x…`) written `0x`: what stays the same when
    /// Apple prints one constraint again for a new object.
    var textWithoutAddresses: String {
        var out = String.UnicodeScalarView()
        let s = Array(text.unicodeScalars)
        var k = 0
        while k < s.count {
            if s[k] == "0", k + 1 < s.count, s[k + 1] == "x" {
                out.append(contentsOf: "0x".unicodeScalars)
                k += 2
                while k < s.count, s[k].properties.isASCIIHexDigit { k += 1 }
            } else {
                out.append(s[k])
                k += 1
            }
        }
        return String(out)
    }
}
