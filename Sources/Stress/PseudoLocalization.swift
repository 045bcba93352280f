import Workbench

/// Titles as translations make them, without a translator: the pseudo-localisations a stress
/// campaign swaps in for a view's title (`TitleVariant`).
///
/// Xcode's pseudolanguages are the model: accented letters (every letter kept legible but
/// drawn from outside ASCII, so text that skips localisation shows), longer text (German runs
/// about 30 % longer than English, short labels far more), East Asian text (fewer characters,
/// each a full em), and no text at all.
public enum TitleVariant: Hashable, Sendable {
    /// The title with accented letters, then `extra` more characters: the padding that stands
    /// for a translation `extra` characters longer. `.expanded(percent:)` picks `extra`.
    case padded(extra: Int)
    /// Every letter accented, the length kept.
    case accented
    /// The title said twice (Xcode's double-length pseudolanguage).
    case doubled
    /// Ideographs, one for every two characters of the title (at least one).
    case cjk
    /// An empty title.
    case empty

    /// A translation `percent` % longer than `title`.
    public static func expanded(_ title: String, percent: Int) -> TitleVariant {
        .padded(extra: max(1, (title.count * percent + 99) / 100))
    }

    /// The text of `title` in this variant.
    public func apply(to title: String) -> String {
        switch self {
        case let .padded(extra):
            let accented = TitleVariant.accent(title)
            let filler = Array(TitleVariant.padding)
            return accented + (extra > 0 ? " " : "") + String((0..<max(0, extra - 1)).map { filler[$0 % filler.count] })
        case .accented:
            return TitleVariant.accent(title)
        case .doubled:
            return title.isEmpty ? title : title + " " + title
        case .cjk:
            let ideographs = Array(TitleVariant.ideographs)
            return String((0..<max(1, (title.count + 1) / 2)).map { ideographs[$0 % ideographs.count] })
        case .empty:
            return ""
        }
    }

    /// What the variant does, for reports: `+30 % (accented)`, `CJK`.
    public func summary(for title: String) -> String {
        switch self {
        case let .padded(extra):
            "\(extra) more character\(extra == 1 ? "" : "s") (accented, +\(title.isEmpty ? 100 : extra * 100 / max(1, title.count)) %)"
        case .accented: "accented letters"
        case .doubled: "said twice (double length)"
        case .cjk: "East Asian text"
        case .empty: "an empty title"
        }
    }

    /// Each ASCII letter as an accented letter of Latin-1 or Latin Extended-A.
    static func accent(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "aceginorsuyzACEGINORSUYZ", marked = "åçéĝíñöŕšûýžÅÇÉĜÍÑÖŔŠÛÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()

    /// Filler for longer text: accented lower-case letters, as long words in translations are.
    private static let padding = "ŵéļļçöɱéţöţĥéŵöŕļð"
    /// Common ideographs and kana of button titles (確認: confirm, 登録: register, ...).
    private static let ideographs = "確認登録送信取消設定保存"
}
