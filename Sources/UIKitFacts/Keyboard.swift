import AutoLayout

/// The on-screen keyboard of the seeds' last section: a rectangle the width of the root along
/// its bottom edge, covering whatever lies under it. The report is what
/// `handleKeyboardWillShow:` computes there: the views it covers, the part of the root it
/// covers (`CGRectIntersection(self.view.frame, keyboardEndRect)`), and the bottom content inset
/// a scroll view needs so that all of its content can still be scrolled into sight.
public struct Keyboard: Hashable, Sendable {
    /// The keyboard's height, in points.
    public var height: Double

    public init(height: Double) { self.height = height }

    /// iOS 7's iPhone keyboard: 216 points in portrait, 162 in landscape.
    public static func standardHeight(for rootSize: Size) -> Double {
        rootSize.width > rootSize.height ? 162 : 216
    }

    /// The keyboard's frame in the root's coordinates: along the bottom, full width.
    public func frame(in rootSize: Size) -> Frame {
        Frame(x: 0, y: rootSize.height - height, width: rootSize.width, height: height)
    }

    /// What the keyboard covers in `solution`.
    public func coverage(of solution: LayoutSolution) -> KeyboardCoverage {
        let size = solution.rootSize
        let keyboard = frame(in: size)
        let rootFrame = Frame(x: 0, y: 0, width: size.width, height: size.height)
        let covered = solution.views.dropFirst().compactMap { name -> (String, Frame)? in
            guard let f = solution.rootFrames[name], let part = f.intersection(keyboard) else { return nil }
            return (name, part)
        }
        let overlap = rootFrame.intersection(keyboard)
        return KeyboardCoverage(
            keyboard: keyboard, rootIntersection: overlap, bottomInset: overlap?.height ?? 0,
            coveredViews: covered.map { CoveredView(name: $0.0, intersection: $0.1) })
    }
}

/// The keyboard's effect on a solved layout.
public struct KeyboardCoverage: Hashable, Sendable {
    /// The keyboard's frame in root coordinates.
    public let keyboard: Frame
    /// `CGRectIntersection(root.frame, keyboard)`, `nil` when they do not overlap.
    public let rootIntersection: Frame?
    /// The height of that intersection: the bottom `contentInset` a scroll view filling the
    /// root needs.
    public let bottomInset: Double
    /// The views the keyboard overlaps, in hierarchy order, with the covered part of each.
    public let coveredViews: [CoveredView]
}

/// A view (partly) under the keyboard.
public struct CoveredView: Hashable, Sendable {
    public let name: String
    /// The covered rectangle, in root coordinates.
    public let intersection: Frame
}
