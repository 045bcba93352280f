/// UIKit's rules for where the system guides sit in their owners, computed from the frames of a
/// solution (root coordinates) and the layout's environment. Sources are in
/// shared/notes/modern-autolayout.md (§1, §2); where the note marks the evidence weak, the
/// choice is said here and in README.md.
///
/// - Safe area. The root's is the environment's (the device, the bars). A subview's is its
///   overlap with its superview's unsafe bands, capped at the superview's insets (moving a view
///   further out does not grow it) and at its own size: a full-size child of a (59,0,34,0) root
///   gets (59,0,34,0), moved down 20 points its top is 39.
/// - Layout margins. The root's: iOS 8–10 the system minimum (top and bottom 0, sides 16, 20
///   on wide screens), fixed; iOS 11+ its safe area plus, edge by edge, the larger of its own
///   margins and the minimum (the safe area only with `insetsLayoutMarginsFromSafeArea`, as
///   for any view). Another view's: its own (8 on every edge unless set), plus its
///   share of the safe area where it has one and `insetsLayoutMarginsFromSafeArea` (iOS 11+;
///   a sum, as the root's; the note finds no measurement for subviews); with
///   `preservesSuperviewLayoutMargins`, at least the superview's margin less the distance
///   between the two edges.
/// - Readable content: the margins, narrowed to the readable width and centred.
/// - Keyboard: the root's bottom band, the keyboard's height when it is shown, else the safe
///   area's bottom inset.
struct GuideGeometry {
    let layout: Layout
    /// Solved frames in root coordinates; a view without one counts as the root's whole frame.
    let frames: FrameMap
    private var safeAreas: [String: EdgeInsets] = [:]
    private var margins: [String: EdgeInsets] = [:]

    init(layout: Layout, frames: FrameMap) {
        self.layout = layout
        self.frames = frames
    }

    /// The insets of `owner`'s guide of `kind`.
    mutating func insets(of kind: SystemGuide, owner: String) -> EdgeInsets {
        switch kind {
        case .safeArea: return safeArea(of: owner)
        case .layoutMargins: return margins(of: owner)
        case .readableContent:
            let m = margins(of: owner)
            let room = frame(of: owner).width - m.left - m.right
            let extra = max(0, room - layout.environment.readableWidth) / 2
            return EdgeInsets(top: m.top, left: m.left + extra, bottom: m.bottom, right: m.right + extra)
        case .keyboard:
            let height = layout.environment.keyboardHeight ?? safeArea(of: layout.root).bottom
            return EdgeInsets(top: max(0, frame(of: owner).height - height), left: 0, bottom: 0, right: 0)
        }
    }

    /// A view's frame: the root's is the screen's, known before any solve; another's as solved.
    private func frame(of view: String) -> Frame {
        let screen = Frame(x: 0, y: 0, width: layout.rootSize.width, height: layout.rootSize.height)
        return view == layout.root ? screen : frames[view] ?? screen
    }

    /// `view.safeAreaInsets`.
    mutating func safeArea(of view: String) -> EdgeInsets {
        if let known = safeAreas[view] { return known }
        let insets: EdgeInsets
        if view == layout.root {
            insets = layout.environment.safeAreaInsets
        } else if let parent = layout.hierarchy.superview(of: view), layout.hierarchy[parent]?.adjustsContentInsetForSafeArea == true {
            insets = .zero
        } else if let parent = layout.hierarchy.superview(of: view) {
            let band = safeArea(of: parent), p = frame(of: parent), v = frame(of: view)
            // The view in its superview's coordinates, and each band's overlap measured from
            // the view's own edge, capped at the band and at the view's size.
            let x = v.x - p.x, y = v.y - p.y
            func overlap(_ depth: Double, _ band: Double, _ size: Double) -> Double { min(max(depth, 0), band, max(size, 0)) }
            insets = EdgeInsets(
                top: overlap(band.top - y, band.top, v.height), left: overlap(band.left - x, band.left, v.width),
                bottom: overlap(y + v.height - (p.height - band.bottom), band.bottom, v.height),
                right: overlap(x + v.width - (p.width - band.right), band.right, v.width))
        } else {
            insets = .zero
        }
        safeAreas[view] = insets
        return insets
    }

    /// The view's layout margins as UIKit resolves them, left and right by the layout's direction.
    mutating func margins(of view: String) -> EdgeInsets {
        if let known = margins[view] { return known }
        let environment = layout.environment, direction = layout.layoutDirection
        let own = layout.hierarchy[view]
        var m: EdgeInsets
        if view == layout.root, environment.rootRespectsSystemMinimumMargins {
            let minimum = environment.rootMinimumMargins.absolute(direction)
            if environment.marginsFollowSafeArea {
                // The safe area's share only with `insetsLayoutMarginsFromSafeArea`, the root's
                // too (homework2's DetailVC, Xcode 13 on an iPhone 12: a root that says NO
                // stores a view at `topMargin` + 190 at 190, not 47 lower).
                let safe = own?.insetsLayoutMarginsFromSafeArea ?? true ? safeArea(of: view) : .zero
                m = safe + (own?.layoutMargins?.absolute(direction) ?? .zero).max(minimum)
            } else {
                m = minimum
            }
        } else {
            m = (own?.layoutMargins ?? DirectionalInsets(8)).absolute(direction)
            if environment.marginsFollowSafeArea, own?.insetsLayoutMarginsFromSafeArea ?? true {
                m = m + safeArea(of: view)
            }
            if own?.preservesSuperviewLayoutMargins == true, let parent = layout.hierarchy.superview(of: view) {
                let pm = margins(of: parent), p = frame(of: parent), v = frame(of: view)
                m = m.max(
                    EdgeInsets(
                        top: pm.top - (v.y - p.y), left: pm.left - (v.x - p.x),
                        bottom: pm.bottom - (p.y + p.height - v.y - v.height), right: pm.right - (p.x + p.width - v.x - v.width)))
            }
        }
        margins[view] = m
        return m
    }
}
