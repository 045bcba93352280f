/// `UIAttachmentBehavior`: an item's centre held at a distance from a point or from another
/// item's centre: rigid (frequency 0, the default) or a spring.
public struct AttachmentBehavior: Hashable, Sendable {
    /// What the item is attached to.
    public enum Anchor: Hashable, Sendable {
        case point(Point)
        case item(String)
    }

    public var item: String
    public var anchor: Anchor
    /// The distance to hold; `nil` is the distance when the attachment is made.
    public var length: Double?
    /// The spring's damping ratio (a spring only).
    public var damping = 0.0
    /// The spring's frequency in hertz; 0 makes the attachment rigid.
    public var frequency = 0.0

    public init(item: String, anchor: Anchor) {
        self.item = item
        self.anchor = anchor
    }

    /// The items it names: the item, and the anchor item if any.
    public var items: [String] {
        if case let .item(other) = anchor { return [item, other] }
        return [item]
    }
}
