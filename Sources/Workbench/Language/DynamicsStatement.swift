import Dynamics
import TextSupport

/// A line of UIKit Dynamics (`:help dynamics`), parsed: the behaviour or change it asks for,
/// with the words that name views kept for errors that point at them.
///
///     gravity ITEMS [magnitude M] [angle RADIANS | direction DX,DY]
///     collision ITEMS [bounds [insets TOP,LEFT,BOTTOM,RIGHT]] [mode items|boundaries|everything]
///     boundary NAME from X,Y to X,Y
///     item ITEMS [elasticity E] [friction F] [density D] [resistance R] [angularResistance A]
///                [rotation on|off] [anchored on|off]
///     push ITEMS instant|continuous [magnitude M] [angle RADIANS] [offset X,Y]
///     snap ITEM to X,Y [damping D]
///     attach ITEM to ITEM|X,Y [length L] [damping D] [frequency F]
///     dynamics off | dynamics remove KIND [ITEMS]
public enum DynamicsStatement: Hashable, Sendable {
    /// A behaviour joins the animator; `items` are the words naming its views (an attachment's
    /// anchor item last). A collision's `bounds` is filled in from the root's size when applied.
    case add(DynamicBehavior, items: [Word], boundsInsets: Insets?)
    /// A named boundary segment.
    case boundary(Boundary, name: Word)
    /// Every behaviour and boundary leaves; the items go back to Auto Layout.
    case off
    /// Behaviours of a kind leave, or only these items (boundary names for `boundary`) leave them.
    case remove(DynamicsRemoval, names: [Word]?)

    /// What `dynamics remove` can remove.
    public enum DynamicsRemoval: Hashable, Sendable {
        case behavior(DynamicBehavior.Kind)
        case boundary
    }

    /// `translatesReferenceBoundsIntoBoundary`'s insets, in points.
    public struct Insets: Hashable, Sendable {
        public var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
        /// The word `insets` as typed, when they were given, for errors about them (not part
        /// of what the insets are: two insets are equal when their numbers are).
        public var word: Word?

        public static func == (a: Insets, b: Insets) -> Bool {
            (a.top, a.left, a.bottom, a.right) == (b.top, b.left, b.bottom, b.right)
        }

        public func hash(into hasher: inout Hasher) {
            for x in [top, left, bottom, right] { hasher.combine(x) }
        }
    }

    /// The statement keywords.
    static let keywords = ["gravity", "collision", "boundary", "item", "push", "snap", "attach", "dynamics"]

    /// The named options each statement takes after its items (for the parser and completion).
    static let options: [String: [String]] = [
        "gravity": ["magnitude", "angle", "direction"],
        "collision": ["bounds", "mode"],
        "item": ["elasticity", "friction", "density", "resistance", "angularResistance", "rotation", "anchored"],
        "push": ["magnitude", "angle", "offset"],
        "snap": ["damping"],
        "attach": ["length", "damping", "frequency"],
    ]

    /// Largest magnitude of any coordinate, offset or length (points).
    static let coordinateLimit = 100_000.0
}

/// Reading the dynamics statements (after their keyword).
extension DynamicsStatement {
    static func parse(_ keyword: String, _ reader: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        switch keyword {
        case "gravity": return try gravity(&reader)
        case "collision": return try collision(&reader)
        case "boundary": return try boundary(&reader)
        case "item": return try item(&reader)
        case "push": return try push(&reader)
        case "snap": return try snap(&reader)
        case "attach": return try attach(&reader)
        default: return try dynamics(&reader)
        }
    }

    private static func gravity(_ r: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        let items = try r.items()
        var g = GravityBehavior(items: items.map(\.text))
        var magnitude: Double?, direction: Point?, angle: Double?
        try r.options(options["gravity", default: []]) { (option, r) throws(SessionError) in
            switch option.text {
            case "magnitude": magnitude = try r.number(what: "the gravity's magnitude (1 is 1000 points/s²)", range: -1000...1000)
            case "angle":
                if direction != nil { throw r.error("give the angle or the direction, not both", at: option) }
                angle = try r.angle()
            default:
                if angle != nil { throw r.error("give the angle or the direction, not both", at: option) }
                direction = try r.point(what: "a direction DX,DY", limit: 1000)
            }
        }
        if let direction { g.setDirection(direction) }
        if let angle { g.angle = angle }
        if let magnitude { g.magnitude = magnitude }
        return .add(.gravity(g), items: items, boundsInsets: nil)
    }

    private static func collision(_ r: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        let items = try r.items()
        var c = CollisionBehavior(items: items.map(\.text))
        var insets: Insets?
        try r.options(options["collision", default: []]) { (option, r) throws(SessionError) in
            if option.text == "mode" {
                let word = try r.word(what: "a mode: items, boundaries or everything")
                guard let mode = CollisionBehavior.Mode(rawValue: word.text) else {
                    throw r.error("unknown mode '\(word.text)': expected items, boundaries or everything", at: word)
                }
                c.mode = mode
                return
            }
            insets = Insets()
            guard let word = r.peek, word.text == "insets" else { return }
            r.skip()
            let values = try r.numbers(4, what: "insets TOP,LEFT,BOTTOM,RIGHT", range: -coordinateLimit...coordinateLimit)
            insets = Insets(top: values[0], left: values[1], bottom: values[2], right: values[3], word: word)
        }
        return .add(.collision(c), items: items, boundsInsets: insets)
    }

    private static func boundary(_ r: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        let nameOffset = r.peek?.offset ?? 0
        let name = try r.identifier(what: "a boundary name")
        try r.keyword("from")
        let from = try r.point(what: "the start X,Y", limit: coordinateLimit)
        try r.keyword("to")
        let toWord = r.peek
        let to = try r.point(what: "the end X,Y", limit: coordinateLimit)
        try r.end()
        let dx = to.x - from.x, dy = to.y - from.y
        guard (dx * dx + dy * dy).squareRoot() >= Boundary.shortestLength else {
            throw r.error(
                "a boundary must be at least \(formatNumber(Boundary.shortestLength)) point long (Box2D cannot hold a shorter segment)",
                at: toWord)
        }
        return .boundary(Boundary(name: name, from: from, to: to), name: Word(name, offset: nameOffset))
    }

    private static func item(_ r: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        let items = try r.items()
        var b = DynamicItemBehavior(items: items.map(\.text))
        try r.options(options["item", default: []]) { (option, r) throws(SessionError) in
            switch option.text {
            case "elasticity": b.elasticity = try r.number(what: "an elasticity", range: 0...1)
            case "friction": b.friction = try r.number(what: "a friction", range: 0...1000)
            case "density":
                let w = r.peek
                let d = try r.number(what: "a density", range: 0...1_000_000)
                guard d > 0 else { throw r.error("a density must be above 0 (an item of no mass cannot be pushed)", at: w) }
                b.density = d
            case "resistance": b.resistance = try r.number(what: "a resistance", range: 0...Double.greatestFiniteMagnitude)
            case "angularResistance":
                b.angularResistance = try r.number(what: "an angular resistance", range: 0...Double.greatestFiniteMagnitude)
            case "rotation": b.allowsRotation = try r.flag()
            default: b.anchored = try r.flag()
            }
        }
        return .add(.item(b), items: items, boundsInsets: nil)
    }

    private static func push(_ r: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        let items = try r.items()
        let modeWord = try r.word(what: "instant or continuous")
        let mode: PushBehavior.Mode
        switch modeWord.text {
        case "instant", "instantaneous": mode = .instantaneous
        case "continuous": mode = .continuous
        default: throw r.error("expected instant or continuous, not '\(modeWord.text)'", at: modeWord)
        }
        var p = PushBehavior(items: items.map(\.text), mode: mode)
        try r.options(options["push", default: []]) { (option, r) throws(SessionError) in
            switch option.text {
            case "magnitude": p.magnitude = try r.number(what: "a magnitude (1 moves a 100x100 item 100 points/s)", range: -10_000...10_000)
            case "angle": p.angle = try r.angle()
            default: p.offset = try r.point(what: "an offset X,Y from the centre", limit: coordinateLimit)
            }
        }
        return .add(.push(p), items: items, boundsInsets: nil)
    }

    private static func snap(_ r: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        let item = try r.itemName()
        try r.keyword("to")
        var s = SnapBehavior(item: item.text, point: try r.point(what: "the point X,Y to snap to", limit: coordinateLimit))
        try r.options(options["snap", default: []]) { (_, r) throws(SessionError) in
            s.damping = try r.number(what: "a damping", range: 0...1)
        }
        return .add(.snap(s), items: [item], boundsInsets: nil)
    }

    private static func attach(_ r: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        let item = try r.itemName()
        try r.keyword("to")
        var words = [item]
        let anchor: AttachmentBehavior.Anchor
        if let w = r.peek, !w.quoted, w.text.isIdentifier {
            r.skip()
            guard w.text != item.text else { throw r.error("an item cannot be attached to itself", at: w) }
            words.append(w)
            anchor = .item(w.text)
        } else {
            anchor = .point(try r.point(what: "an item or a point X,Y to attach to", limit: coordinateLimit))
        }
        var a = AttachmentBehavior(item: item.text, anchor: anchor)
        try r.options(options["attach", default: []]) { (option, r) throws(SessionError) in
            switch option.text {
            case "length": a.length = try r.number(what: "a length", range: 0...coordinateLimit)
            case "damping": a.damping = try r.number(what: "a damping ratio", range: 0...1000)
            default: a.frequency = try r.number(what: "a frequency in hertz (0: rigid)", range: 0...1000)
            }
        }
        return .add(.attachment(a), items: words, boundsInsets: nil)
    }

    private static func dynamics(_ r: inout ArgumentReader) throws(SessionError) -> DynamicsStatement {
        let verb = try r.word(what: "off or remove")
        switch verb.text {
        case "off":
            try r.end()
            return .off
        case "remove":
            let kindWord = try r.word(what: "a kind to remove: gravity, collision, item, push, snap, attach or boundary")
            let removal: DynamicsRemoval
            if kindWord.text == "boundary" {
                removal = .boundary
            } else if let kind = DynamicBehavior.Kind(rawValue: kindWord.text) {
                removal = .behavior(kind)
            } else {
                let kinds = DynamicBehavior.Kind.allCases.map(\.rawValue) + ["boundary"]
                throw SessionError(
                    "unknownValue", "unknown kind '\(kindWord.text)'.", at: kindWord, in: r.line,
                    fixIt: .closest(to: kindWord.text, at: kindWord.offset, in: kinds), advice: "Kinds: \(kinds.joined(separator: ", "))")
            }
            let names = r.peek == nil ? nil : try r.items()
            try r.end()
            return .remove(removal, names: names)
        default:
            throw r.error("expected off or remove after dynamics, not '\(verb.text)'", at: verb)
        }
    }
}
