import AutoLayout
import TextSupport

/// A paste read: the logs found in it and every line that looked like a constraint but could
/// not be read.
public struct LogPaste: Hashable, Sendable {
    /// The logs, in the order they appear.
    public var logs: [ConsoleLog]
    /// Lines that held a constraint's head but no readable constraint, with the column to put
    /// the caret under and why.
    public var unread: [UnreadLine]
}

/// One "Unable to simultaneously satisfy constraints" report (or macOS 14's "Conflicting
/// constraints detected"): the list Apple printed and the constraint it broke.
public struct ConsoleLog: Hashable, Sendable {
    /// Apple's platform, from the header's wording and the classes the log names.
    public enum Platform: String, Hashable, Sendable {
        case iOS, macOS
    }

    /// The 1-based line of the header (or of the first entry when the paste has no header).
    public let line: Int
    /// iOS unless the log reads like AppKit's.
    public internal(set) var platform: Platform
    /// The constraints of the list, in printed order.
    public internal(set) var constraints: [PrintedConstraint] = []
    /// The constraint Apple says it broke ("Will attempt to recover by breaking constraint").
    public internal(set) var broken: PrintedConstraint?
}

/// A line of the paste that could not be read.
public struct UnreadLine: Hashable, Sendable {
    /// The 1-based line.
    public let line: Int
    /// The column (Unicode scalars) of the caret.
    public let column: Int
    /// Why.
    public let message: String
    /// The line as it was pasted.
    public let text: String
}

/// Finds Apple's unsatisfiable-constraints logs in pasted text: timestamps and process
/// prefixes, categories, advice text of every iOS and macOS, several logs back to back, Markdown
/// and HTML escapes around them. A constraint is recognised by its head (`<NSLayoutConstraint:`,
/// `<NSAutoresizingMaskLayoutConstraint:`, `<SnapKit.LayoutConstraint:`, `<MASLayoutConstraint:`,
/// any `<…LayoutConstraint:`, `<_UILayoutSupportConstraint:`, …), never by angle brackets alone;
/// an entry that wraps onto the next lines is joined; one that cannot be read is reported with
/// its line and column, and reading goes on.
public enum ConsoleLogReader {
    /// Read every log in `text`. `work`, when given, counts the scalars examined: each line's
    /// once, and the stretch every search for a head, a closing bracket, a cut head or an
    /// unread position walks.
    public static func read(_ text: String, work: ScanWork? = nil) -> LogPaste {
        var paste = LogPaste(logs: [], unread: [])
        let lines = text.lines.map(unescaped)
        // The searches below, counting the scalars they walk.
        func nextHead(in s: [Unicode.Scalar], from: Int) -> Int? {
            let found = ConsoleLogReader.nextHead(in: s, from: from)
            work?.count += (found ?? s.count) - from + 1
            return found
        }
        func closing(in s: [Unicode.Scalar], from head: Int) -> Int? {
            let found = ConsoleLogReader.closing(in: s, from: head)
            work?.count += (found ?? s.count) - head + 1
            return found
        }
        func unread(at index: Int, in s: [Unicode.Scalar], first: Int, _ message: String) -> UnreadLine {
            work?.count += min(index, s.count) + 1
            return ConsoleLogReader.unread(at: index, in: s, lines: lines, first: first, message)
        }
        var current: ConsoleLog?
        var expectingBroken = false
        func close() {
            if let log = current { paste.logs.append(log) }
            current = nil
            expectingBroken = false
        }
        var n = 0
        while n < lines.count {
            let line = lines[n]
            let number = n + 1
            n += 1
            // A comment line (a corpus file's header, a note) is never part of a log.
            if line.hasPrefix("#") { continue }
            if line.contains("Unable to simultaneously satisfy constraints") || line.contains("Conflicting constraints detected") {
                close()
                let mac = line.contains("Conflicting constraints detected") || line.contains("satisfy constraints:")
                current = ConsoleLog(line: number, platform: mac ? .macOS : .iOS)
            }
            if line.contains("NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints")
                || line.contains("LAYOUT_CONSTRAINTS_NOT_SATISFIABLE")
            {
                current?.platform = .macOS
            }
            // Entries before "Will attempt to recover by breaking" on the same line belong to
            // the list (a log pasted on one line); the first one after it is the one broken.
            var scalars = Array(line.unicodeScalars)
            work?.count += scalars.count + 1
            let phrase = line.firstRange(of: "Will attempt to recover by breaking").map {
                line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: $0.lowerBound)
            }
            var start = 0
            var extraLines = 0
            var reachedPhrase = false
            while true {
                // One search serves both: when the phrase comes first, the next head (if any)
                // lies beyond it, so moving `start` up to the phrase finds the same head.
                let next = nextHead(in: scalars, from: start)
                if let p = phrase, !reachedPhrase, next.map({ $0 > p }) ?? true {
                    reachedPhrase = true
                    if current == nil { current = ConsoleLog(line: number, platform: .iOS) }
                    expectingBroken = true
                    start = max(start, p)
                }
                guard let head = next else { break }
                // The entry ends at the `>` that balances its `<`; a wrapped one continues below.
                var end = closing(in: scalars, from: head)
                while end == nil, extraLines < 3, n + extraLines < lines.count,
                    nextHead(in: Array(lines[n + extraLines].unicodeScalars), from: 0) == nil
                {
                    scalars += ["\n"] + Array(lines[n + extraLines].unicodeScalars)
                    extraLines += 1
                    end = closing(in: scalars, from: head)
                }
                guard let end else {
                    paste.unread.append(
                        UnreadLine(line: number, column: lineLength(line), message: "the constraint is cut off here", text: line))
                    start = scalars.count
                    break
                }
                // Entries never nest (a nested SnapKit head's own inner head aside): another head
                // before the end means this one was cut there.
                let innerSearch = head + (head + 1 < scalars.count && scalars[head + 1] == "<" ? 2 : 1)
                if let inner = nextHead(in: scalars, from: innerSearch), inner < end {
                    paste.unread.append(unread(at: inner, in: scalars, first: number - 1, "the constraint is cut off here"))
                    start = inner
                    continue
                }
                let entryText = String(String.UnicodeScalarView(scalars[head...end]))
                start = end + 1
                do {
                    let entry = try EntryParser.parse(entryText, line: number)
                    if current == nil { current = ConsoleLog(line: number, platform: .iOS) }
                    if looksLikeAppKit(entry) { current?.platform = .macOS }
                    if expectingBroken {
                        current?.broken = entry
                        close()
                    } else {
                        current?.constraints.append(entry)
                    }
                } catch {
                    paste.unread.append(unread(at: head + error.column, in: scalars, first: number - 1, error.message))
                }
            }
            // A paste that stops inside a head (`"<NSLayoutConstrain`) still lost an entry.
            work?.count += scalars.count - min(start, scalars.count)
            if let cut = cutHead(in: scalars, from: start) {
                paste.unread.append(unread(at: cut, in: scalars, first: number - 1, "the constraint is cut off here"))
            }
            n += extraLines
        }
        close()
        return paste
    }

    /// The constraint classes logs print, for recognising a head the paste cut short.
    static let knownTypes = [
        "NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint", "NSIBPrototypingLayoutConstraint", "NSContentSizeLayoutConstraint",
        "MASLayoutConstraint", "SnapKit.LayoutConstraint", "_UILayoutSupportConstraint", "_UISystemBaselineConstraint",
    ]

    /// Where a head that runs into the end of the line starts (`<NSLayoutCons` with nothing after).
    static func cutHead(in s: [Unicode.Scalar], from: Int) -> Int? {
        guard let open = s[from...].lastIndex(of: "<") else { return nil }
        let rest = String(String.UnicodeScalarView(s[(open + 1)...]))
        guard rest.count >= 3 else { return nil }
        let word = rest.hasPrefix("NS") || rest.hasPrefix("MAS") || rest.hasPrefix("Snap") || rest.hasPrefix("_UI") ? rest : ""
        let head = word.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        guard !head.isEmpty, knownTypes.contains(where: { $0.hasPrefix(head) || (head.hasPrefix($0) && !word.contains(">")) }) else {
            return nil
        }
        return open
    }

    /// An unread line for position `index` of `scalars`, the lines from `first` joined by
    /// line breaks (an entry that wraps): the line it falls on and the column there.
    private static func unread(at index: Int, in scalars: [Unicode.Scalar], lines: [String], first: Int, _ message: String) -> UnreadLine {
        var line = first, start = 0
        for k in 0..<min(index, scalars.count) where scalars[k] == "\n" {
            line += 1
            start = k + 1
        }
        let text = line < lines.count ? lines[line] : ""
        return UnreadLine(line: line + 1, column: min(index - start, lineLength(text)), message: message, text: text)
    }

    /// The visible length of `line`, for a caret at its end.
    private static func lineLength(_ line: String) -> Int { line.unicodeScalars.count }

    /// Where the next constraint head (`<Something…Constraint:`) starts at or after `from`.
    /// Two forms more are heads: a space after the `<` (`< NSLayoutConstraint:…`, seen in a
    /// real log), and older SnapKit's nested description, whose head is the outer `<` of
    /// `<<Module.LayoutConstraint:0x…> <UIView:0x…>.top == …>`.
    static func nextHead(in s: [Unicode.Scalar], from: Int) -> Int? {
        var k = from
        while k < s.count {
            if s[k] == "<" {
                var typeStart = k + 1
                while typeStart < s.count, s[typeStart] == " " { typeStart += 1 }
                var j = typeStart
                while j < s.count, EntryParser.continuesConstraintClass(s[j]), j - typeStart < 80 { j += 1 }
                if j < s.count, s[j] == ":", typeStart < j, s[typeStart].properties.isAlphabetic || s[typeStart] == "_" {
                    let type = String(String.UnicodeScalarView(s[typeStart..<j]))
                    if type.hasSuffix("Constraint") { return k > from && s[k - 1] == "<" ? k - 1 : k }
                }
            }
            k += 1
        }
        return nil
    }

    /// The index of the `>` that closes the `<` at `head` (the relations `<=` and `>=` are
    /// not brackets).
    static func closing(in s: [Unicode.Scalar], from head: Int) -> Int? {
        var depth = 0
        var k = head
        while k < s.count {
            let relation = k + 1 < s.count && s[k + 1] == "="
            if s[k] == "<", !relation { depth += 1 }
            if s[k] == ">", !relation {
                depth -= 1
                if depth == 0 { return k }
            }
            k += 1
        }
        return nil
    }

    /// AppKit classes (`NSTextField`, `NSView`) mean a macOS log; `NS…LayoutConstraint` types
    /// appear on both platforms.
    private static func looksLikeAppKit(_ entry: PrintedConstraint) -> Bool {
        [entry.first, entry.second].compactMap { $0 }.contains { item in
            let c = item.className
            return c.hasPrefix("NS") && !c.hasPrefix("NSLayout") && !c.hasPrefix("NSAutoresizing") && !c.hasPrefix("NSIB")
        }
    }

    /// A line with Markdown (`\<`, `\_`) or HTML (`&lt;`, `&#39;`) escapes, as forums show
    /// logs, back to the text Apple printed.
    static func unescaped(_ line: String) -> String {
        var s = line
        if s.contains("&") {
            for (entity, c) in [("&lt;", "<"), ("&gt;", ">"), ("&#39;", "'"), ("&quot;", "\""), ("&amp;", "&")] {
                s = s.replacingAll(entity, with: c)
            }
        }
        // Markdown bold (`**Cell:0x…**`): Apple never prints two asterisks.
        if s.contains("**") { s = s.replacingAll("**", with: "") }
        if s.contains("\\<") || s.contains("\\>") || s.contains("\\_") {
            for c in ["<", ">", "_", "*", "|", "[", "]", "(", ")", "-"] { s = s.replacingAll("\\" + c, with: c) }
        }
        return s
    }
}

extension String {
    /// Every `target` replaced by `replacement` (no Foundation here).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let r = rest.firstRange(of: target) {
            result += rest[..<r.lowerBound]
            result += replacement
            rest = rest[r.upperBound...]
        }
        return result + rest
    }
}
