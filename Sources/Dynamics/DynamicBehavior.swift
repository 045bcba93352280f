/// One behaviour of an animator (`UIDynamicBehavior`'s concrete kinds).
public enum DynamicBehavior: Hashable, Sendable {
    case gravity(GravityBehavior)
    case collision(CollisionBehavior)
    case item(DynamicItemBehavior)
    case push(PushBehavior)
    case snap(SnapBehavior)
    case attachment(AttachmentBehavior)

    /// The kinds, as the session language names them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case gravity, collision, item, push, snap, attach
    }

    public var kind: Kind {
        switch self {
        case .gravity: .gravity
        case .collision: .collision
        case .item: .item
        case .push: .push
        case .snap: .snap
        case .attachment: .attach
        }
    }

    /// The items the behaviour acts on.
    public var items: [String] {
        switch self {
        case let .gravity(b): b.items
        case let .collision(b): b.items
        case let .item(b): b.items
        case let .push(b): b.items
        case let .snap(b): [b.item]
        case let .attachment(b): b.items
        }
    }

    /// The behaviour without `removed` (`removeItem:`), or `nil` when nothing is left of it: a
    /// snap or an attachment goes whole when any of its items goes.
    func removing(_ removed: Set<String>) -> DynamicBehavior? {
        func kept(_ items: [String]) -> [String]? {
            let rest = items.filter { !removed.contains($0) }
            return rest.isEmpty ? nil : rest
        }
        switch self {
        case var .gravity(b):
            guard let items = kept(b.items) else { return nil }
            b.items = items
            return .gravity(b)
        case var .collision(b):
            guard let items = kept(b.items) else { return nil }
            b.items = items
            return .collision(b)
        case var .item(b):
            guard let items = kept(b.items) else { return nil }
            b.items = items
            return .item(b)
        case var .push(b):
            guard let items = kept(b.items) else { return nil }
            b.items = items
            return .push(b)
        case .snap, .attachment:
            return items.contains(where: removed.contains) ? nil : self
        }
    }
}
