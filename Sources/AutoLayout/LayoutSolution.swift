/// The frames a layout solves to, and what went wrong on the way.
public struct LayoutSolution: Hashable, Sendable {
    /// View names, superviews before subviews (the hierarchy's order).
    public let views: [String]
    /// Each view's frame in its superview's coordinates (UIKit's `frame`); the root's in its own.
    public let frames: FrameMap
    /// Each view's frame in the root's coordinates.
    public let rootFrames: FrameMap
    /// Broken constraints, in the order they were made.
    public let conflicts: [Conflict]
    /// The frames of the system guides in use (`root.safeAreaLayoutGuide`), in the root's
    /// coordinates.
    public internal(set) var guides: [String: Frame] = [:]

    /// The root's solved size: the screen's (required), unless the engine was measuring a
    /// fitting size.
    public var rootSize: Size {
        let f = views.first.flatMap { frames[$0] }
        return Size(width: f?.width ?? 0, height: f?.height ?? 0)
    }
}

/// A view whose frame the constraints do not determine (Apple's `hasAmbiguousLayout`): the
/// attributes that could change without any constraint becoming less satisfied.
public struct Ambiguity: Hashable, Sendable {
    /// The view.
    public let view: String
    /// Among `left`, `top`, `width`, `height` (the origin in the superview's coordinates).
    public let attributes: [LayoutAttribute]
    /// The interval each attribute could take (±∞ when unbounded), in `attributes` order.
    public let ranges: [ClosedRange<Double>]
}
