import AutoLayout
import Diagnostics
import Dynamics
import TextSupport
import UIKitFacts

/// Argument shapes beyond the first statements': item lists, points, angles, named options
/// (the dynamics statements read them).
extension ArgumentReader {
    /// `a,b,c` (also `a, b` or `a ,b`): view names, each with where it was typed.
    mutating func items() throws(SessionError) -> [Word] {
        var names: [Word] = []
        var expectMore = true
        while expectMore, let w = peek, !w.quoted {
            skip()
            var offset = w.offset
            let parts = w.text.split(separator: ",", omittingEmptySubsequences: false)
            for (i, part) in parts.enumerated() {
                defer { offset += part.unicodeScalars.count + 1 }
                if part.isEmpty, i == 0 || i == parts.count - 1 { continue }
                guard String(part).isIdentifier else {
                    throw SessionError("expected a view name (letters, digits and _), not '\(part)'", line: line, offset: offset)
                }
                names.append(Word(String(part), offset: offset))
            }
            expectMore = w.text.hasSuffix(",") || (peek?.text.hasPrefix(",") ?? false)
        }
        guard !names.isEmpty else { throw error("expected the items: view names separated by commas", at: peek) }
        return names
    }

    /// One view name, with where it was typed.
    mutating func itemName(what: String = "a view name") throws(SessionError) -> Word {
        let w = peek
        let name = try identifier(what: what)
        return Word(name, offset: w?.offset ?? 0)
    }

    /// The next word, whatever it is.
    mutating func word(what: String) throws(SessionError) -> Word {
        guard let w = peek else { throw error("expected \(what)", at: nil) }
        skip()
        return w
    }

    /// Exactly `word`.
    mutating func keyword(_ word: String) throws(SessionError) {
        guard let w = peek, !w.quoted, w.text == word else { throw error("expected '\(word)'", at: peek) }
        skip()
    }

    /// `on` or `off`.
    mutating func flag() throws(SessionError) -> Bool {
        let w = try word(what: "on or off")
        return try SessionState.flag(w, line: line)
    }

    /// One of `T`'s values by its name (`axis vertical`), with a did-you-mean and the names
    /// to choose from when the word is none of them.
    mutating func choice<T: RawRepresentable<String> & CaseIterable>(_ what: String) throws(SessionError) -> T {
        let w = try word(what: what)
        let names = T.allCases.map(\.rawValue)
        guard let value = T(rawValue: w.text) else {
            throw SessionError(
                "unknownValue", "unknown \(what) '\(w.text)'", at: w, in: line,
                fixIt: .closest(to: w.text, at: w.offset, in: names), advice: "Choose one of: " + names.joined(separator: ", "))
        }
        return value
    }

    /// Named options in any order, each at most once, until the end of the line.
    /// (`DynamicsStatement.options` lists each statement's.)
    mutating func options(_ names: [String], _ read: (Word, inout ArgumentReader) throws(SessionError) -> Void) throws(SessionError) {
        var seen: Set<String> = []
        while let w = peek {
            guard !w.quoted, names.contains(w.text) else {
                throw SessionError(
                    "unexpectedWord", "unexpected '\(w.text)': expected \(names.joined(separator: ", ")) or the end of the line.", at: w,
                    in: line, fixIt: .closest(to: w.text, at: w.offset, in: names))
            }
            guard seen.insert(w.text).inserted else { throw error("\(w.text) is given twice", at: w) }
            skip()
            try read(w, &self)
        }
    }

    /// `N` numbers separated by commas in one word (`10,20`).
    mutating func numbers(_ count: Int, what: String, range: ClosedRange<Double>) throws(SessionError) -> [Double] {
        guard let w = peek, !w.quoted else { throw error("expected \(what)", at: peek) }
        let parts = w.text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == count else { throw error("expected \(what)", at: w) }
        var values: [Double] = []
        var offset = w.offset
        for part in parts {
            guard let x = Double(part), x.isFinite else {
                throw SessionError("expected a number in \(what), not '\(part)'", line: line, offset: offset)
            }
            guard range.contains(x) else {
                throw SessionError(
                    "\(part) is out of range: \(what) go from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))",
                    line: line, offset: offset)
            }
            values.append(x)
            offset += part.unicodeScalars.count + 1
        }
        skip()
        return values
    }

    /// `P` (both axes) or `H,V`: priorities from 1 to 1000, as UIKit's `UILayoutPriority`.
    mutating func priorities(what: String) throws(SessionError) -> AxisPriorities {
        let count = (peek?.text.contains(",") ?? false) ? 2 : 1
        let v = try numbers(count, what: what, range: 1...1000)
        return AxisPriorities(horizontal: LayoutPriority(Float(v[0])), vertical: LayoutPriority(Float(v[count - 1])))
    }

    /// `X,Y`, each within ±limit.
    mutating func point(what: String, limit: Double) throws(SessionError) -> Point {
        let v = try numbers(2, what: what, range: -limit...limit)
        return Point(x: v[0], y: v[1])
    }

    /// Radians: a number, or a multiple of pi (`pi`, `pi/2`, `-pi/4`, `3pi/2`, `1.5*pi`).
    mutating func angle() throws(SessionError) -> Double {
        guard let w = peek, !w.quoted else { throw error("expected an angle in radians (or pi/2 and the like)", at: peek) }
        guard let value = ArgumentReader.radians(w.text), value.isFinite, abs(value) <= 1_000_000 else {
            throw error("expected an angle in radians, e.g. 1.5708 or pi/2, not '\(w.text)'", at: w)
        }
        skip()
        return value
    }

    /// `[-][K][*]pi[/D]` or a plain number.
    static func radians(_ text: String) -> Double? {
        if let x = Double(text) { return x }
        guard let pi = text.range(of: "pi") else { return nil }
        var head = String(text[..<pi.lowerBound]), tail = String(text[pi.upperBound...])
        if head.hasSuffix("*") { head.removeLast() }
        let factor: Double
        switch head {
        case "": factor = 1
        case "-": factor = -1
        default:
            guard let k = Double(head) else { return nil }
            factor = k
        }
        var divisor = 1.0
        if !tail.isEmpty {
            guard tail.hasPrefix("/") else { return nil }
            tail.removeFirst()
            guard let d = Double(tail), d != 0 else { return nil }
            divisor = d
        }
        return factor * Double.pi / divisor
    }

    /// An autoresizing mask: Apple's names (or Interface Builder's) separated by commas, `none`,
    /// or the mask's value from 0 to 63.
    mutating func autoresizingMask() throws(SessionError) -> AutoresizingMask {
        guard let w = peek, !w.quoted else { throw error("expected an autoresizing mask: flexibleWidth,flexibleHeight or none", at: peek) }
        skip()
        if w.text == "none" { return [] }
        if let value = Int(w.text) {
            guard (0...63).contains(value) else {
                throw SessionError("outOfRange", "an autoresizing mask is 0 to 63 (six bits), not \(value)", at: w, in: line)
            }
            return AutoresizingMask(rawValue: UInt(value))
        }
        var mask = AutoresizingMask()
        var offset = w.offset
        for part in w.text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part)
            guard let found = AutoresizingMask.named.first(where: { $0.name == name || $0.xmlName == name }) else {
                throw SessionError(
                    "unknownValue", "unknown autoresizing mask '\(name)'", at: Word(name, offset: offset), in: line,
                    fixIt: .closest(to: name, at: offset, in: AutoresizingMask.named.map(\.name)),
                    advice: "Masks: " + AutoresizingMask.named.map(\.name).joined(separator: ", "))
            }
            mask.formUnion(found.mask)
            offset += name.unicodeScalars.count + 1
        }
        return mask
    }
}
