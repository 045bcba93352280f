import Cassowary

extension PrintedConstraint {
    /// The entry in Apple's equation form, as iOS prints it:
    /// `<NSLayoutConstraint:0x600… UILabel:0x7f…'Title'.leading == UIView:0x7f….leadingMargin + 8   (active)>`
    /// (the multiplier before the second item, the constant signed after it, a priority below
    /// 1000 as `@750`). Reading it back gives the same constraint.
    public var appleDescription: String {
        var head = "<\(type):\(address ?? "0x0")"
        if let sourceLocation { head += "@\(sourceLocation)" }
        if let autoresizingMask { head += " \(autoresizingMask)" }
        if let identifier { head += " '\(identifier)'" }
        var body = "\(Self.text(of: first)).\(firstAttribute.name) \(relation.symbol)"
        if let piece = barPiece {
            body = piece
        } else if let second, let secondAttribute {
            body += " " + (multiplier == 1 ? "" : "\(formatNumber(multiplier))*") + "\(Self.text(of: second)).\(secondAttribute.name)"
            if constant != 0 { body += " \(constant < 0 ? "-" : "+") \(formatNumber(abs(constant)))" }
        } else {
            body += " " + (constant < 0 ? "- \(formatNumber(-constant))" : formatNumber(constant))
        }
        if let priority, barPiece == nil { body += " @\(formatNumber(priority))" }
        let names = [first, second].compactMap { $0 }.filter { $0.name != nil && $0.address != nil }
        let status = names.isEmpty ? "(active)"
            : "(active, names: " + names.map { "\($0.name ?? ""):\($0.className.isEmpty ? "" : $0.className + ":")\($0.address ?? "0x0")" }.joined(separator: ", ") + " )"
        return "\(head) \(body)   \(status)>"
    }

    /// A superview the log named only as a VFL bar, with no `names:` entry to resolve it, can
    /// only be printed the way Apple printed it: `H:|-(>=8)-[a]` or `V:[a]-(0@750)-|`.
    private var barPiece: String? {
        func isBar(_ item: PrintedItem?) -> Bool { item?.name == "|" && item?.address == nil }
        guard isBar(first) || isBar(second), let secondAttribute, multiplier == 1 else { return nil }
        let a = firstAttribute.attribute
        let axis = a.axis == .vertical ? "V:" : "H:"
        let gap = "-(" + (relation == .equal ? "" : relation.symbol) + formatNumber(constant)
            + (priority.map { "@" + formatNumber($0) } ?? "") + ")-"
        let suffix = direction.map { $0 == .rightToLeft ? "(RTL)" : "(LTR)" } ?? ""
        if isBar(second), let view = Optional(first), [.leading, .left, .top].contains(a), secondAttribute.attribute == a {
            return "\(axis)|\(gap)[\(Self.text(of: view))]\(suffix)"
        }
        if isBar(first), let view = second, [.trailing, .right, .bottom].contains(a), secondAttribute.attribute == a {
            return "\(axis)[\(Self.text(of: view))]\(gap)|\(suffix)"
        }
        return nil
    }

    /// An item as an entry prints it: its name when it has one, else `Class:0x…'text'`.
    private static func text(of item: PrintedItem) -> String {
        if let name = item.name { return name }
        return "\(item.className):\(item.address ?? "0x0")" + (item.text.map { "'\($0)'" } ?? "")
    }
}
