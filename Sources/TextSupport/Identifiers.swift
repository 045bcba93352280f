extension String {
    /// A C identifier (letters, digits and `_`, not starting with a digit): what VFL,
    /// equations and the session language can name.
    public var isIdentifier: Bool {
        guard let first = unicodeScalars.first, first.isIdentifierPart, !("0"..."9").contains(first) else { return false }
        return unicodeScalars.allSatisfy(\.isIdentifierPart)
    }

    /// The text without white space at either end (Unicode's white space, scalar by scalar).
    public var trimmingLeadingAndTrailingWhitespace: String {
        String(String.UnicodeScalarView(unicodeScalars.drop(while: \.properties.isWhitespace))).trimmingTrailingWhitespace
    }

    /// The runs of ASCII letters and digits, in order: the words a name is made of
    /// (`"Sign in!"` → `["Sign", "in"]`).
    public var asciiWords: [String] {
        var words: [String] = [], word = String.UnicodeScalarView()
        for s in unicodeScalars {
            if s.isASCII, s.properties.isAlphabetic || ("0"..."9").contains(s) {
                word.append(s)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// The text with its first character upper-cased (`in` → `In`).
    public var capitalisingFirst: String { prefix(1).uppercased() + dropFirst() }

    /// The text without white space at its end.
    public var trimmingTrailingWhitespace: String {
        var s = Substring(self)
        while let last = s.unicodeScalars.last, last.properties.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}

extension Unicode.Scalar {
    /// An ASCII letter, digit or `_`: a scalar an identifier may hold.
    public var isIdentifierPart: Bool { self == "_" || (isASCII && (properties.isAlphabetic || ("0"..."9").contains(self))) }
}

extension Set<String> {
    /// `base`, or the first of `base2`, `base3`, ... not in the set, which takes it.
    public mutating func takeName(_ base: String) -> String {
        var candidate = base
        var n = 1
        while contains(candidate) {
            n += 1
            candidate = "\(base)\(n)"
        }
        insert(candidate)
        return candidate
    }
}
