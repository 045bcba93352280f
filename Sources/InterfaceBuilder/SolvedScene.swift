import AutoLayout
import UIKitFacts

/// A scene laid out and solved by the workbench's engine, beside what Interface Builder stored:
/// the frames, the conflicts and ambiguities, and the views whose stored frame is more than
/// half a point from the solved one (Interface Builder's "misplaced").
public struct SolvedScene {
    /// A view whose stored frame and solved frame differ.
    public struct Misplacement: Hashable, Sendable {
        public let id: String
        public let view: String
        public let stored: Frame
        public let solved: Frame
    }

    /// How far apart two frames may be and still agree: half a point, Interface Builder's own
    /// tolerance for "misplaced".
    public static let tolerance = 0.5

    public let scene: IBScene
    public let laid: SceneLayout
    /// The frames: the layout's own solution, with ambiguous views held at their stored frames.
    public let solution: LayoutSolution
    public let ambiguities: [Ambiguity]
    public let misplaced: [Misplacement]
    /// The engine that solved it, for the alternatives to a conflict.
    public let engine: LayoutEngine

    /// Lay out and solve `scene` of `document` under `configuration`; the ambiguity check (two
    /// small LPs per view) only when `checkingAmbiguity`. The views `holding` names (by
    /// default, the ambiguous ones the check finds) keep what their constraints leave free at
    /// the values the document stores (`holdingStoredFrames`).
    public init(
        _ scene: IBScene, of document: IBDocument, configuration: SceneLayout.Configuration = .init(), checkingAmbiguity: Bool = true,
        holding: Set<String>? = nil
    ) {
        self.scene = scene
        laid = SceneLayout(scene, of: document, configuration: configuration)
        engine = LayoutEngine()
        let free = engine.solve(laid.layout)
        ambiguities = checkingAmbiguity ? engine.ambiguities() : []
        let held = holding ?? Set(ambiguities.map(\.view))
        if !held.isEmpty, free.conflicts.isEmpty, let canvas = SolvedScene.holdingStoredFrames(of: held, in: laid) {
            solution = LayoutEngine().solve(canvas)
        } else {
            solution = free
        }
        var misplaced: [Misplacement] = []
        let scale = laid.scale
        for item in laid.items.dropFirst() {
            guard let stored = item.stored, let solved = SolvedScene.frame(of: item, in: solution, scale: scale) else { continue }
            let far = [stored.x - solved.x, stored.y - solved.y, stored.width - solved.width, stored.height - solved.height]
                .contains { abs($0) > SolvedScene.tolerance }
            if far { misplaced.append(Misplacement(id: item.id, view: item.name, stored: stored, solved: solved)) }
        }
        self.misplaced = misplaced
    }

    /// The layout with each of `views` held, at the lowest priority (1), at the frame the
    /// document stores for it: Interface Builder's canvas lays a scene out from its stored
    /// frames, so whatever the constraints leave free (an ambiguous view) stays where it was
    /// (LuLu's AddRule window, whose views Interface Builder flagged ambiguous, comes back
    /// exactly so; IBDecodable's test scenes, ambiguous on purpose, keep their free view).
    /// Anything the constraints decide, at any priority, outweighs the hold. `nil` when no view
    /// can be held (none has a stored frame).
    static func holdingStoredFrames(of views: Set<String>, in laid: SceneLayout) -> Layout? {
        var layout = laid.layout
        var held = false
        for item in laid.items.dropFirst() where views.contains(item.name) {
            // A scroll view's subviews are stored in content coordinates: held from its content
            // guide's origin (GenesisVision's post editors, Xcode 13 on an iPhone 11,
            // thirty-third held-out set: a stack Interface Builder flagged ambiguous, stored at
            // the content's origin, 10 and 44 inside the root).
            guard let stored = item.stored, let parent = item.contentGuide ?? item.parent else { continue }
            // The alignment rectangle the stored frame is around (`Item.frame(aligned:)` inverted).
            let r = SceneLayout.inset(stored, by: item.alignmentInsets).offsetBy(dx: -item.parentInsets.left, dy: -item.parentInsets.top)
            let values: [(LayoutAttribute, Double)] = [(.left, r.x), (.top, r.y), (.width, r.width), (.height, r.height)]
            for (attribute, value) in values {
                let position = attribute == .left || attribute == .top
                guard
                    let c = try? LayoutConstraint(
                        item: item.name, attribute: attribute, relatedBy: .equal, toItem: position ? parent : nil,
                        attribute: position ? attribute : .notAnAttribute, constant: value, priority: LayoutPriority(1),
                        identifier: "IB-stored-frame"),
                    (try? layout.add(c)) != nil
                else { continue }
                held = true
            }
        }
        return held ? layout : nil
    }

    /// An item's frame as UIKit places it: around its solved alignment rectangle, on the pixel grid.
    public func frame(of item: SceneLayout.Item) -> Frame? {
        SolvedScene.frame(of: item, in: solution, scale: laid.scale)
    }

    static func frame(of item: SceneLayout.Item, in solution: LayoutSolution, scale: Double) -> Frame? {
        guard var rect = solution.frames[item.name] else { return nil }
        // A scroll view's subview, in content coordinates.
        if let guide = item.contentGuide, let content = solution.frames[guide] { rect = rect.offsetBy(dx: -content.x, dy: -content.y) }
        return aligned(item.frame(aligned: rect), scale: scale)
    }

    /// The screen's pixels per point (`DevicePreset.scale`; 2 without a device).
    static func scale(of device: DevicePreset?) -> Double { device?.scale ?? 2 }

    /// A frame on the pixel grid, as UIKit places a view: each edge rounded to the nearest pixel.
    static func aligned(_ f: Frame, scale: Double) -> Frame {
        func r(_ x: Double) -> Double { (x * scale).rounded() / scale }
        let x = r(f.x), y = r(f.y)
        return Frame(x: x, y: y, width: r(f.x + f.width) - x, height: r(f.y + f.height) - y)
    }
}
