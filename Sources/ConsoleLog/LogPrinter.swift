import TextSupport

extension PrintedConstraint {
    /// The entry as Apple prints it, in the form it was read in: an equation
    /// (`<NSLayoutConstraint:0x600… UILabel:0x7f…'Title'.leading == UIView:0x7f….leadingMargin + 8   (active)>`,
    /// the multiplier before the second item, the constant signed after it, a priority below 1000
    /// as `@750`) or a one-connection VFL piece (`H:|-(20)-[UILabel:0x…](LTR)`, `V:[UIView:0x…(200)]`).
    /// Reading it back gives the same constraint; keeping the form keeps a quoted text that
    /// holds `'.height` or `']` unambiguous.
    public var appleDescription: String {
        var head = "<\(type):\(address ?? "0x0")"
        if let sourceLocation { head += "@\(sourceLocation)" }
        if let autoresizingMask { head += " \(autoresizingMask)" }
        if let identifier { head += " '\(identifier)'" }
        var body: String
        if isVFLPiece, let piece = vflPiece {
            body = piece
        } else {
            body = "\(Self.text(of: first)).\(firstAttribute.name) \(relation.symbol)"
            if let second, let secondAttribute {
                body += " " + (multiplier == 1 ? "" : "\(formatNumber(multiplier))*") + "\(Self.text(of: second)).\(secondAttribute.name)"
                if constant != 0 { body += " \(constant < 0 ? "-" : "+") \(formatNumber(abs(constant)))" }
            } else {
                body += " " + (constant < 0 ? "- \(formatNumber(-constant))" : formatNumber(constant))
            }
            if let priority { body += " @\(formatNumber(priority))" }
        }
        let names = [first, second].compactMap { $0 }.filter { $0.name != nil && $0.address != nil }
        let status =
            names.isEmpty
            ? "(active)"
            : "(active, names: "
                + names.map { "\(Self.quotedBar($0.name ?? "")):\($0.className.isEmpty ? "" : $0.className + ":")\($0.address ?? "0x0")" }
                .joined(separator: ", ") + " )"
        return "\(head) \(body)   \(status)>"
    }

    /// The VFL piece Apple's table prints for this constraint (`EntryParser.vflPiece` reads it):
    /// `|-(c)-[a]`, `[a]-(c)-|`, `[a]-(c)-[b]` or `[a(c)]`, with `(LTR)`/`(RTL)` when read with one.
    private var vflPiece: String? {
        let a = firstAttribute.attribute
        let axis = a.axis == .vertical ? "V:" : "H:"
        let predicate =
            (relation == .equal ? "" : relation.symbol) + formatNumber(constant) + (priority.map { "@" + formatNumber($0) } ?? "")
        let suffix = direction.map { $0 == .rightToLeft ? "(RTL)" : "(LTR)" } ?? ""
        func box(_ item: PrintedItem, _ size: String = "") -> String { "[\(Self.text(of: item))\(size)]" }
        guard let second, let secondAttribute else {
            return a.isDimension ? "\(axis)\(box(first, "(\(predicate))"))\(suffix)" : nil
        }
        let b = secondAttribute.attribute
        guard multiplier == 1 else { return nil }
        let gap = "-(\(predicate))-"
        if second.name == "|", [.leading, .top].contains(a), b == a { return "\(axis)|\(gap)\(box(first))\(suffix)" }
        if first.name == "|", [.trailing, .bottom].contains(a), b == a { return "\(axis)\(box(second))\(gap)|\(suffix)" }
        if [.leading, .top].contains(a), [.trailing, .bottom].contains(b) { return "\(axis)\(box(second))\(gap)\(box(first))\(suffix)" }
        return nil
    }

    /// An item as an entry prints it: its name when it has one, else `Class:0x…'text'`.
    private static func text(of item: PrintedItem) -> String {
        if let name = item.name { return name }
        return "\(item.className):\(item.address ?? "0x0")" + (item.text.map { "'\($0)'" } ?? "")
    }

    /// Apple quotes the bar in a names list: `'|':UIView:0x…`.
    private static func quotedBar(_ name: String) -> String { name == "|" ? "'|'" : name }
}
