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
    public let solution: LayoutSolution
    public let ambiguities: [Ambiguity]
    public let misplaced: [Misplacement]
    /// The engine that solved it, for the alternatives to a conflict.
    public let engine: LayoutEngine

    /// Lay out and solve `scene` of `document` under `configuration`; the ambiguity check (two
    /// small LPs per view) only when `checkingAmbiguity`.
    public init(
        _ scene: IBScene, of document: IBDocument, configuration: SceneLayout.Configuration = .init(), checkingAmbiguity: Bool = true
    ) {
        self.scene = scene
        laid = SceneLayout(scene, of: document, configuration: configuration)
        engine = LayoutEngine()
        solution = engine.solve(laid.layout)
        ambiguities = checkingAmbiguity ? engine.ambiguities() : []
        var misplaced: [Misplacement] = []
        let scale = SolvedScene.scale(of: laid.device)
        for item in laid.items.dropFirst() {
            guard let stored = item.stored, let solved = SolvedScene.frame(of: item, in: solution, scale: scale) else { continue }
            let far = [stored.x - solved.x, stored.y - solved.y, stored.width - solved.width, stored.height - solved.height]
                .contains { abs($0) > SolvedScene.tolerance }
            if far { misplaced.append(Misplacement(id: item.id, view: item.name, stored: stored, solved: solved)) }
        }
        self.misplaced = misplaced
    }

    /// An item's frame as UIKit places it: around its solved alignment rectangle, on the pixel grid.
    public func frame(of item: SceneLayout.Item) -> Frame? {
        SolvedScene.frame(of: item, in: solution, scale: SolvedScene.scale(of: laid.device))
    }

    static func frame(of item: SceneLayout.Item, in solution: LayoutSolution, scale: Double) -> Frame? {
        guard var rect = solution.frames[item.name] else { return nil }
        // A scroll view's subview, in content coordinates.
        if let guide = item.contentGuide, let content = solution.frames[guide] { rect = rect.offsetBy(dx: -content.x, dy: -content.y) }
        return aligned(item.frame(aligned: rect), scale: scale)
    }

    /// The screen's pixels per point: 3 on the Plus, X-class and later phones, 2 elsewhere (and
    /// without a device).
    static func scale(of device: DevicePreset?) -> Double {
        guard let d = device, !d.isPad else { return 2 }
        return d.size.width >= 390 || d.size.height >= 736 || d.size == Size(width: 375, height: 812) ? 3 : 2
    }

    /// A frame on the pixel grid, as UIKit places a view: each edge rounded to the nearest pixel.
    static func aligned(_ f: Frame, scale: Double) -> Frame {
        func r(_ x: Double) -> Double { (x * scale).rounded() / scale }
        let x = r(f.x), y = r(f.y)
        return Frame(x: x, y: y, width: r(f.x + f.width) - x, height: r(f.y + f.height) - y)
    }
}
