import AutoLayout
import Diagnostics
import Foundation
import TextSupport
import UIKitFacts
import VisualFormat

/// Reads one line of the session language into a `Statement`, or says precisely what is wrong
/// and where. Keywords (`view`, `metric`, `size`, `rotate`, `keyboard`) count only as whole
/// words followed by a space or the end, so `view.width == 100` is an equation about a view
/// named `view`.
public enum StatementParser {
    /// The statement keywords, for help, completion and did-you-mean.
    public static let keywords =
        ["view", "metric", "size", "rotate", "keyboard", "margins", "guide", "autoresizing", "stack"] + DynamicsStatement.keywords

    /// The statement `line` says.
    public static func parse(_ line: String) throws(SessionError) -> Statement {
        let scalars = Array(line.unicodeScalars)
        var start = 0
        while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
        let body = String(String.UnicodeScalarView(scalars[start...])).trimmingTrailingWhitespace
        if body.isEmpty || body.hasPrefix("#") || body.hasPrefix("//") { return .nothing }
        if body.hasPrefix(":") {
            let words = try Word.split(line, from: start + 1)
            guard let name = words.first, !name.quoted else {
                throw SessionError("expected a command after ':' (:help lists them)", line: line, offset: start + 1)
            }
            return .command(Name(name), arguments: Array(words.dropFirst()))
        }
        if body.hasPrefix("H:") || body.hasPrefix("V:") || body.hasPrefix("|") || body.hasPrefix("[") {
            return try format(body, at: start, line: line)
        }
        let words = try Word.split(line, from: start)
        if let keyword = words.first?.text, keywords.contains(keyword), !words[0].quoted {
            var reader = ArgumentReader(line: line, words: Array(words.dropFirst()), after: words[0])
            switch keyword {
            case "view": return try view(&reader)
            case "metric": return try metric(&reader)
            case "size":
                let size = try reader.size(allowingNone: false, what: "the root's size")
                try reader.end()
                return .size(Size(width: size.width ?? 0, height: size.height ?? 0))
            case "rotate":
                try reader.end()
                return .rotate
            case "keyboard": return try keyboard(&reader)
            case "margins": return try margins(&reader, at: words[0].offset)
            case "guide": return try guide(&reader, at: words[0].offset)
            case "stack": return try stack(&reader, at: words[0].offset)
            case "autoresizing":
                let view = Name(try reader.itemName())
                try reader.keyword("off")
                try reader.end()
                return .autoresizingOff(view)
            default: return .dynamics(try DynamicsStatement.parse(keyword, &reader))
            }
        }
        if Equation.looksLikeEquation(body) { return .equation(body, at: start) }
        let first = words.first?.text ?? body
        throw SessionError(
            Diagnostic(
                "expectedStatement",
                "expected a statement: view, metric, size, rotate, keyboard, margins, guide, a VFL line (H:, V:, |, [), an equation "
                    + "(a.attr == b.attr), a dynamics line (gravity, collision, boundary, item, push, snap, attach, dynamics) "
                    + "or a :command.",
                line: line, range: words.first?.range ?? start..<start,
                fixIt: words.first.flatMap { FixIt.closest(to: first, at: $0.range, in: keywords) }))
    }

    /// `FORMAT [options: NAME[,] NAME...]`: the options marker is ` options:` (never valid VFL).
    private static func format(_ body: String, at start: Int, line: String) throws(SessionError) -> Statement {
        guard let marker = body.range(of: " options:") ?? body.range(of: "\toptions:") else {
            return .format(body, at: start, options: [])
        }
        let formatText = String(body[..<marker.lowerBound]).trimmingTrailingWhitespace
        let optionsStart = start + body.unicodeScalars.distance(from: body.startIndex, to: marker.upperBound)
        var options = FormatOptions()
        let words = try Word.split(line, from: optionsStart, separators: ",")
        guard !words.isEmpty else {
            throw SessionError(
                "expected format options after 'options:', e.g. alignAllTop", line: line, offset: optionsStart)
        }
        for word in words {
            let name = word.text.hasPrefix(".") ? String(word.text.dropFirst()) : word.text
            guard let option = FormatOptions.named.first(where: { $0.name == name })?.option else {
                let start = word.offset + (word.text.hasPrefix(".") ? 1 : 0)
                throw SessionError(
                    "unknownOption", "unknown format option '\(name)'.", at: word, in: line,
                    fixIt: .closest(to: name, at: start, in: FormatOptions.named.map(\.name)))
            }
            options.formUnion(option)
        }
        return .format(formatText, at: start, options: options)
    }

    private static func view(_ reader: inout ArgumentReader) throws(SessionError) -> Statement {
        let name = Name(try reader.itemName())
        var parent: Name?
        if reader.peek?.text == "in", !(reader.peek?.quoted ?? true) {
            reader.skip()
            parent = Name(try reader.itemName(what: "the name of the parent view after 'in'"))
        }
        if let next = reader.peek, !next.quoted, next.text == "frame" {
            reader.skip()
            let v = try reader.numbers(4, what: "a frame X,Y,W,H", range: -100_000...100_000)
            guard v[2] >= 0, v[3] >= 0 else { throw reader.error("a frame's width and height are 0 or more", at: nil) }
            var mask = AutoresizingMask()
            var within: Size?
            try reader.options(["autoresizing", "within"]) { (option, r) throws(SessionError) in
                if option.text == "autoresizing" {
                    mask = try r.autoresizingMask()
                } else {
                    let size = try r.size(allowingNone: false, what: "the superview's size WxH the frame was set in")
                    within = Size(width: size.width ?? 0, height: size.height ?? 0)
                }
            }
            let frame = Frame(x: v[0], y: v[1], width: v[2], height: v[3])
            return .frameView(name: name, parent: parent, frame: frame, mask: mask, within: within)
        }
        var content: ViewContent?
        if let next = reader.peek, !viewProperties.contains(next.text) || next.quoted {
            if next.quoted {
                reader.skip()
                content = .title(next.text)
            } else {
                let size = try reader.size(allowingNone: true, what: "an intrinsic size WxH or a \"Title\"")
                content = .size(width: size.width, height: size.height)
            }
        }
        var properties = ViewProperties()
        try reader.options(viewProperties) { (option, r) throws(SessionError) in
            switch option.text {
            case "hugging": properties.hugging = try r.priorities(what: "hugging priorities H[,V]")
            case "compression": properties.compression = try r.priorities(what: "compression resistance priorities H[,V]")
            case "content-inset":
                properties.adjustsContentInset = try r.choice("content-inset") == ContentInsetAdjustment.automatic
            default: properties.baselineOffset = try r.number(what: "the baseline's distance up from the bottom", range: -100_000...100_000)
            }
        }
        return .view(name: name, parent: parent, content: content, properties: properties)
    }

    /// The properties a `view` statement may set after its content.
    static let viewProperties = ["hugging", "compression", "baseline", "content-inset"]

    private static func metric(_ reader: inout ArgumentReader) throws(SessionError) -> Statement {
        let name = try reader.identifier(what: "a metric name")
        if reader.peek?.text == "=" { reader.skip() }
        let value = try reader.number(what: "the metric's value (a number)", range: -1e12...1e12)
        try reader.end()
        return .metric(name: name, value: value)
    }

    /// `margins VIEW [T,L,B,R | default] [preserving on|off] [safe-area on|off]`.
    private static func margins(_ reader: inout ArgumentReader, at start: Int) throws(SessionError) -> Statement {
        let view = Name(try reader.itemName())
        var insets: MarginsValue?
        if let next = reader.peek, !next.quoted, next.text == "default" {
            reader.skip()
            insets = .system
        } else if let next = reader.peek, !next.quoted, next.text.contains(",") {
            let v = try reader.numbers(4, what: "margins TOP,LEADING,BOTTOM,TRAILING", range: -100_000...100_000)
            insets = .custom(DirectionalInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]))
        }
        var preserving: Bool?, fromSafeArea: Bool?
        try reader.options(["preserving", "safe-area"]) { (option, r) throws(SessionError) in
            if option.text == "preserving" { preserving = try r.flag() } else { fromSafeArea = try r.flag() }
        }
        guard insets != nil || preserving != nil || fromSafeArea != nil else {
            throw reader.error("expected margins TOP,LEADING,BOTTOM,TRAILING, default, preserving on|off or safe-area on|off", at: nil)
        }
        return .margins(view: view, insets: insets, preserving: preserving, fromSafeArea: fromSafeArea, at: start)
    }

    /// The options of `stack` after its views.
    static let stackOptions = ["axis", "distribution", "alignment", "spacing", "margins-relative", "baseline-relative"]
    /// The edits `stack NAME EDIT VIEW` takes.
    static let stackEdits = ["add", "remove", "hide", "show", "spacing-after", "length", "cross-length"]

    /// `stack NAME [in PARENT] [VIEWS] [OPTIONS]` or `stack NAME EDIT VIEW ...`.
    private static func stack(_ reader: inout ArgumentReader, at start: Int) throws(SessionError) -> Statement {
        let name = Name(try reader.itemName(what: "a stack view name"))
        if let word = reader.peek, !word.quoted, stackEdits.contains(word.text) {
            reader.skip()
            let view = try reader.itemName()
            let edit: StackEdit
            switch word.text {
            case "add":
                var index: Int?
                if reader.peek?.text == "at" {
                    reader.skip()
                    index = Int(try reader.number(what: "a position from 0", range: 0...100_000))
                }
                edit = .add(at: index)
            case "remove": edit = .remove
            case "hide": edit = .hide
            case "show": edit = .show
            case "length", "cross-length":
                let along = word.text == "length"
                var value: Double?
                if reader.peek?.text == "default" {
                    reader.skip()
                } else {
                    value = try reader.number(
                        what: "the view's length \(along ? "along" : "across") the axis, or default", range: 0...100_000)
                }
                edit = along ? .length(value) : .crossLength(value)
            default:
                if reader.peek?.text == "default" {
                    reader.skip()
                    edit = .spacingAfter(nil)
                } else {
                    edit = .spacingAfter(try reader.number(what: "the spacing after the view, or default", range: -100_000...100_000))
                }
            }
            try reader.end()
            return .stackEdit(name: name, edit: edit, view: view)
        }
        var parent: Name?
        if reader.peek?.text == "in", !(reader.peek?.quoted ?? true) {
            reader.skip()
            parent = Name(try reader.itemName(what: "the name of the parent view after 'in'"))
        }
        var arranged: [Word]?
        if let next = reader.peek, !next.quoted, !stackOptions.contains(next.text) { arranged = try reader.items() }
        var options = StackOptions()
        try reader.options(stackOptions) { (option, r) throws(SessionError) in
            switch option.text {
            case "axis": options.axis = try r.choice("axis")
            case "distribution": options.distribution = try r.choice("distribution")
            case "alignment": options.alignment = try r.choice("alignment")
            case "spacing":
                if r.peek?.text == "system" {
                    r.skip()
                    options.spacing = .some(nil)
                } else {
                    options.spacing = try r.number(what: "a spacing in points, or system", range: -100_000...100_000)
                }
            case "margins-relative": options.marginsRelative = try r.flag()
            default: options.baselineRelative = try r.flag()
            }
        }
        return .stack(name: name, parent: parent, arranged: arranged, options: options, at: start)
    }

    /// `guide NAME in VIEW`.
    private static func guide(_ reader: inout ArgumentReader, at start: Int) throws(SessionError) -> Statement {
        let name = Name(try reader.itemName(what: "a guide name"))
        try reader.keyword("in")
        let owner = Name(try reader.itemName(what: "the view that owns the guide"))
        try reader.end()
        return .guide(name: name, owner: owner, at: start)
    }

    private static func keyboard(_ reader: inout ArgumentReader) throws(SessionError) -> Statement {
        let request: KeyboardRequest
        switch reader.peek?.text {
        case nil, "on":
            if reader.peek != nil { reader.skip() }
            request = .standard
        case "off":
            reader.skip()
            request = .off
        default:
            request = .height(try reader.number(what: "a keyboard height, 'on' or 'off'", range: 0...100_000))
        }
        try reader.end()
        return .keyboard(request)
    }
}

/// Reads the words after a keyword one by one, with errors that point at the word to blame
/// (or just past the last one when something is missing).
struct ArgumentReader {
    let line: String
    let words: [Word]
    /// Where a missing argument would start: one past the end of the last word read.
    private var endOfLast: Int
    private var index = 0

    init(line: String, words: [Word], after keyword: Word) {
        self.line = line
        self.words = words
        endOfLast = keyword.offset + keyword.text.unicodeScalars.count
    }

    var peek: Word? { index < words.count ? words[index] : nil }

    mutating func skip() {
        guard let w = peek else { return }
        endOfLast = w.offset + w.text.unicodeScalars.count + (w.quoted ? 2 : 0)
        index += 1
    }

    func error(_ message: String, at word: Word?) -> SessionError {
        SessionError(message, line: line, offset: word?.offset ?? endOfLast + 1)
    }

    /// A C identifier (letters, digits, `_`, not starting with a digit).
    mutating func identifier(what: String) throws(SessionError) -> String {
        guard let w = peek, !w.quoted, w.text.isIdentifier else {
            throw error("expected \(what) (letters, digits and _, not starting with a digit)", at: peek)
        }
        skip()
        return w.text
    }

    /// A finite number in `range`.
    mutating func number(what: String, range: ClosedRange<Double>) throws(SessionError) -> Double {
        guard let w = peek, !w.quoted, let x = Double(w.text), x.isFinite else { throw error("expected \(what)", at: peek) }
        guard range.contains(x) else {
            throw error(
                "\(w.text) is out of range: expected \(what) from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))",
                at: w)
        }
        skip()
        return x
    }

    /// `WxH` (also `W×H`), each side a number from 0 to 100,000, or `-` for none when allowed.
    mutating func size(allowingNone: Bool, what: String) throws(SessionError) -> (width: Double?, height: Double?) {
        guard let w = peek, !w.quoted else { throw error("expected \(what)", at: peek) }
        let parts = w.text.split(maxSplits: 1, omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard parts.count == 2 else { throw error("expected \(what), e.g. 100x30", at: w) }
        var sides: [Double?] = []
        var column = w.offset
        for part in parts {
            if allowingNone, part == "-" {
                sides.append(nil)
            } else if let x = Double(part), x.isFinite, x >= 0, x <= 100_000 {
                sides.append(x)
            } else {
                let hint = allowingNone ? " or - for none" : ""
                throw SessionError("expected a size from 0 to 100000\(hint), not '\(part)'", line: line, offset: column)
            }
            column += part.unicodeScalars.count + 1
        }
        skip()
        return (sides[0], sides[1])
    }

    /// Nothing may follow.
    func end() throws(SessionError) {
        if let w = peek { throw error("unexpected '\(w.text)': nothing more was expected here", at: w) }
    }
}

extension Word {
    /// The words of `line` from scalar `start` on: separated by whitespace (and `separators`),
    /// `"quoted text"` as one word (`\"` and `\\` inside), `=` a word of its own.
    static func split(_ line: String, from start: Int, separators: String = "") throws(SessionError) -> [Word] {
        let scalars = Array(line.unicodeScalars)
        var words: [Word] = []
        var i = start
        func isSeparator(_ c: Unicode.Scalar) -> Bool { c.properties.isWhitespace || separators.unicodeScalars.contains(c) }
        while i < scalars.count {
            let c = scalars[i]
            if isSeparator(c) {
                i += 1
            } else if c == "\"" {
                let open = i
                var text = String.UnicodeScalarView()
                i += 1
                while i < scalars.count, scalars[i] != "\"" {
                    if scalars[i] == "\\", i + 1 < scalars.count { i += 1 }
                    text.append(scalars[i])
                    i += 1
                }
                guard i < scalars.count else { throw SessionError("unterminated \"", line: line, offset: open) }
                i += 1
                words.append(Word(String(text), offset: open, quoted: true))
            } else if c == "=" {
                words.append(Word("=", offset: i))
                i += 1
            } else {
                let begin = i
                while i < scalars.count, !isSeparator(scalars[i]), scalars[i] != "=", scalars[i] != "\"" { i += 1 }
                words.append(Word(String(String.UnicodeScalarView(scalars[begin..<i])), offset: begin))
            }
        }
        return words
    }
}
