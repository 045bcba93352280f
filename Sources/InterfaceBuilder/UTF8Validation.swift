import Foundation

/// Checks that a document is well-formed UTF-8 before libxml2 reads it: swift-corelibs-foundation's
/// XMLParser traps on a name, attribute or comment that is not (it unwraps the conversion), so
/// such a document is refused with the position of its first bad byte instead. Incremental, for
/// files read in chunks: a sequence may be split between two chunks.
struct UTF8Validation {
    /// Continuation bytes still expected, and the range the next one must fall in (Unicode's
    /// table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    private var pending = 0
    private var nextRange: ClosedRange<UInt8> = 0x80...0xBF
    /// The 1-based line and column (in bytes) of the next byte, and where the current sequence began.
    private(set) var line = 1
    private(set) var column = 1
    private var sequenceStart = (line: 1, column: 1)

    /// The position of the first byte that breaks UTF-8 in `bytes`, if any.
    mutating func check<C: Collection>(_ bytes: C) -> (line: Int, column: Int)? where C.Element == UInt8 {
        for b in bytes {
            if pending > 0 {
                guard nextRange.contains(b) else { return sequenceStart }
                pending -= 1
                nextRange = 0x80...0xBF
            } else {
                sequenceStart = (line, column)
                switch b {
                case 0x00...0x7F: break
                case 0xC2...0xDF: pending = 1
                case 0xE0:
                    pending = 2
                    nextRange = 0xA0...0xBF
                case 0xE1...0xEC, 0xEE...0xEF: pending = 2
                case 0xED:
                    pending = 2
                    nextRange = 0x80...0x9F
                case 0xF0:
                    pending = 3
                    nextRange = 0x90...0xBF
                case 0xF1...0xF3: pending = 3
                case 0xF4:
                    pending = 3
                    nextRange = 0x80...0x8F
                default: return (line, column)
                }
            }
            if b == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }

    /// At the end of the input: a sequence cut short, where it began.
    var unfinished: (line: Int, column: Int)? { pending > 0 ? sequenceStart : nil }
}
