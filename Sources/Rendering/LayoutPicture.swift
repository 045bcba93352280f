import AutoLayout

/// Everything a picture of a solved layout shows: the frames, the constraints and their state,
/// ambiguity, the keyboard, titles. `SVGRenderer` draws one or several side by side (portrait and
/// landscape); `:svg`, `vfl solve --svg` and `vfl explain-log --svg` all describe their layout
/// this way.
public struct LayoutPicture: Sendable {
    /// A line under the picture (`portrait 320×568`).
    public var caption: String
    public var solution: LayoutSolution
    public var hierarchy: ViewHierarchy
    /// The layout's constraints; those in `broken` are drawn red.
    public var constraints: [InstalledConstraint]
    public var broken: Set<Int>
    /// Views of a conflict (outlined red).
    public var conflicting: Set<String>
    /// Ambiguous views (orange, dashed, `?` and their ranges).
    public var ambiguities: [Ambiguity]
    /// Titles, drawn inside their views as a system button draws them.
    public var titles: [String: String]
    /// The keyboard's frame (root coordinates) and the views it covers.
    public var keyboard: Frame?
    public var covered: Set<String>
    /// How standard spaces are sized (for the labels).
    public var spacing: SpacingProfile
    /// Leading is the right edge.
    public var rightToLeft = false
    /// The root's safe-area insets, shaded outside.
    public var safeArea = EdgeInsets.zero
    /// Frames stored elsewhere that the solution no longer gives (root coordinates): an
    /// Interface Builder document's misplaced views, drawn dashed where the document has them.
    public var storedFrames: [String: Frame] = [:]

    public init(
        caption: String = "", solution: LayoutSolution, hierarchy: ViewHierarchy, constraints: [InstalledConstraint] = [],
        broken: Set<Int> = [], conflicting: Set<String> = [], ambiguities: [Ambiguity] = [], titles: [String: String] = [:],
        keyboard: Frame? = nil, covered: Set<String> = [], spacing: SpacingProfile = .iOS7
    ) {
        self.caption = caption
        self.solution = solution
        self.hierarchy = hierarchy
        self.constraints = constraints
        self.broken = broken
        self.conflicting = conflicting
        self.ambiguities = ambiguities
        self.titles = titles
        self.keyboard = keyboard
        self.covered = covered
        self.spacing = spacing
    }
}

extension LayoutPicture {
    /// The views named by the constraints of every conflict of `solution` (the broken ones and
    /// their rivals), the root left out.
    public static func conflictingViews(_ layout: Layout, _ solution: LayoutSolution) -> Set<String> {
        var views: Set<String> = []
        for conflict in solution.conflicts {
            for source in conflict.conflicting {
                if let id = source.id, let c = layout.constraint(id: id) { views.formUnion(c.constraint.items) }
            }
        }
        views.remove(layout.root)
        return views
    }

    /// The picture of `layout` as `solution` solved it, with what the solution says of it.
    public init(
        caption: String, layout: Layout, solution: LayoutSolution, ambiguities: [Ambiguity] = [],
        titles: [String: String] = [:], keyboard: Frame? = nil
    ) {
        let conflicting = LayoutPicture.conflictingViews(layout, solution)
        let covered =
            keyboard.map { k in
                Set(
                    solution.views.filter { name in
                        name != layout.root && solution.rootFrames[name].map { $0.intersection(k) != nil } == true
                    })
            } ?? []
        self.init(
            caption: caption, solution: solution, hierarchy: layout.hierarchy, constraints: Array(layout.constraints),
            broken: Set(solution.conflicts.compactMap(\.broken.id)), conflicting: conflicting, ambiguities: ambiguities,
            titles: titles, keyboard: keyboard, covered: covered)
        rightToLeft = layout.layoutDirection == .rightToLeft
        safeArea = layout.environment.safeAreaInsets
    }
}
