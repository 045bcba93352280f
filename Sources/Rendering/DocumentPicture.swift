import AutoLayout
import InterfaceBuilder
import TextSupport

extension LayoutPicture {
    /// The picture of a solved Interface Builder scene, as Interface Builder's canvas shows
    /// it: the device's safe area shaded, the constraints drawn, conflicts and ambiguity marked,
    /// and each misplaced view's stored frame dashed where the document puts it (its stored
    /// origin from its superview's solved one).
    public init(_ s: SolvedScene) {
        let root = s.laid.layout.rootSize
        let device = s.laid.device.map { "\($0.model) " } ?? ""
        self.init(
            caption: "\(s.scene.name), \(device)\(formatHundredths(root.width))×\(formatHundredths(root.height))",
            layout: s.laid.layout, solution: s.solution, ambiguities: s.ambiguities)
        safeArea = s.laid.layout.environment.safeAreaInsets
        for m in s.misplaced {
            guard let item = s.laid.items.first(where: { $0.id == m.id }) else { continue }
            let origin = item.parent.flatMap { s.solution.rootFrames[$0] }.map { (x: $0.x, y: $0.y) } ?? (x: 0, y: 0)
            storedFrames[item.name] = Frame(
                x: origin.x + m.stored.x, y: origin.y + m.stored.y, width: m.stored.width, height: m.stored.height)
        }
    }
}
