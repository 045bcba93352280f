/// A JSON value, written the way the workbench's `--json` outputs promise: keys in the order
/// given, integral numbers without a fraction, strings escaped per RFC 8259.
public indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    /// Key-value pairs in output order.
    case object([(String, JSON)])
    /// A number already written out (a `Float`'s shortest decimal, say); must be valid JSON.
    case raw(String)

    public static func == (a: JSON, b: JSON) -> Bool { a.text == b.text }

    /// Compact JSON text.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += JSON.number(x)
        case .raw(let text): out += text
        case .string(let s): JSON.quote(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSON.quote(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// A `Float` as its shortest decimal (`50.069447`; `40`, not `40.0`), `null` when not finite.
    public static func float(_ x: Float) -> JSON {
        guard x.isFinite else { return .null }
        return x == x.rounded() && abs(x) < 1e7 ? .raw(String(Int(x))) : .raw(x.description)
    }

    /// `20` not `20.0`; non-finite numbers, which JSON cannot carry, become `null`.
    public static func number(_ x: Double) -> String {
        x.isFinite ? formatNumber(x) : "null"
    }

    /// `s` as a JSON string literal, appended to `out`.
    public static func quote(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
