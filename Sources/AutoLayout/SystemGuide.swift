/// The layout guides UIKit gives every view, reached as Apple's properties
/// (`root.safeAreaLayoutGuide`, `card.layoutMarginsGuide`): a rectangle in the owning view,
/// inset from its edges by what UIKit decides (the safe area, the layout margins, the readable
/// width, the keyboard). The engine makes one when a constraint first names it and keeps its
/// four insets up to date, as required constraints named as Apple prints them.
public enum SystemGuide: String, CaseIterable, Hashable, Sendable {
    /// `safeAreaLayoutGuide` (iOS 11): the part of the view no bar, notch or home indicator covers.
    case safeArea = "safeAreaLayoutGuide"
    /// `layoutMarginsGuide` (iOS 9): the view inset by its layout margins; the margin
    /// attributes (`leadingMargin`, ...) are its edges.
    case layoutMargins = "layoutMarginsGuide"
    /// `readableContentGuide` (iOS 9): inside the margins, at most the readable width, centred.
    case readableContent = "readableContentGuide"
    /// `keyboardLayoutGuide` (iOS 15), the root's: the keyboard's rectangle, or with the keyboard
    /// hidden the band below the safe area.
    case keyboard = "keyboardLayoutGuide"

    /// The iOS version that introduced it.
    public var introduced: Int {
        switch self {
        case .safeArea: 11
        case .layoutMargins, .readableContent: 9
        case .keyboard: 15
        }
    }

    /// The identifier UIKit gives the guide (`nil` where no log shows one).
    public var identifier: String? {
        switch self {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .readableContent, .keyboard: nil
        }
    }

    /// The name of `owner`'s guide as an item of constraints: `owner.safeAreaLayoutGuide`.
    public func item(of owner: String) -> String { owner + "." + rawValue }

    /// The owner and the guide an item names, when it names a system guide.
    public static func parse(_ item: String) -> (owner: String, guide: SystemGuide)? {
        guard let dot = item.lastIndex(of: "."), let guide = SystemGuide(rawValue: String(item[item.index(after: dot)...])) else {
            return nil
        }
        return (String(item[..<dot]), guide)
    }

    /// The view an item belongs to: the item itself, or a system guide's owner.
    public static func owner(of item: String) -> String { parse(item)?.owner ?? item }
}
