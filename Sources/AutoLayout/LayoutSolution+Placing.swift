extension LayoutSolution {
    /// The same solution with some views placed elsewhere (frames in root coordinates), as the
    /// screen shows them while something other than Auto Layout moves them (UIKit Dynamics
    /// sets their centres). Their subviews move with them; conflicts stay as solved.
    public func placing(_ placed: [String: Frame], in hierarchy: ViewHierarchy) -> LayoutSolution {
        guard !placed.isEmpty else { return self }
        var frames = self.frames, rootFrames = self.rootFrames
        // Superviews come first, so a parent's root frame is final before its subviews'.
        for name in views {
            let origin = hierarchy.superview(of: name).flatMap { rootFrames[$0] }
            if let p = placed[name] {
                rootFrames[name] = p
                frames[name] = origin.map { Frame(x: p.x - $0.x, y: p.y - $0.y, width: p.width, height: p.height) } ?? p
            } else if let origin, let local = frames[name] {
                rootFrames[name] = Frame(x: origin.x + local.x, y: origin.y + local.y, width: local.width, height: local.height)
            }
        }
        return LayoutSolution(views: views, frames: frames, rootFrames: rootFrames, conflicts: conflicts)
    }
}
