import Cassowary

/// The system guides (`SystemGuide`) in the solver. A guide has four variables like a view and
/// four required constraints that inset it from its owner, each printed with Apple's name:
///
///     guide.left  == owner.left  + insets.left      'UIViewSafeAreaLayoutGuide-left'
///     owner.right == guide.right + insets.right     'UIView-rightMargin-guide-constraint'
///     guide.top   == owner.top   + insets.top       ...
///     owner.bottom == guide.bottom + insets.bottom
///
/// A margin attribute is the margins guide's edge (`a.leadingMargin` is
/// `a.layoutMarginsGuide.leading`). A guide is made when a constraint first names it, before
/// that constraint, so it never breaks itself.
///
/// The insets are UIKit's rules (`GuideGeometry`). Some depend on where views are (a
/// subview's share of the safe area, margins that preserve the superview's): after each solve
/// the engine computes every guide's insets from the frames, moves the constants that changed
/// in place, and solves again, until nothing moves (UIKit's own layout passes do the same).
extension LayoutEngine {
    /// A guide in the solver: whose, which, its four constraints (left, right, top, bottom)
    /// and the insets they hold.
    struct GuideState {
        let owner: String
        let kind: SystemGuide
        var constraints: [Constraint]
        var insets: EdgeInsets
    }

    /// The most settling passes after a solve (each moves only what the last one changed; a
    /// layout whose guides feed back on each other stops here with the last insets).
    static let guidePasses = 8

    /// Make the guides `constraint` names, if they are not in the solver yet.
    func ensureGuides(of constraint: LayoutConstraint, in layout: Layout) {
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
            guard let item else { continue }
            if attribute.isMargin {
                ensureGuide(.layoutMargins, of: item, in: layout)
            } else if let (owner, kind) = SystemGuide.parse(item) {
                ensureGuide(kind, of: owner, in: layout)
            }
        }
    }

    private func ensureGuide(_ kind: SystemGuide, of owner: String, in layout: Layout) {
        let name = kind.item(of: owner)
        guard tables.guides[name] == nil, let o = tables.variables[owner] else { return }
        let g = ViewVariables(name)
        tables.variables[name] = g
        var geometry = GuideGeometry(layout: layout, frames: tables.solutionCache.rootFrames)
        let insets = geometry.insets(of: kind, owner: owner)
        tables.guides[name] = GuideState(
            owner: owner, kind: kind, constraints: addGuideConstraints(name, kind, g, o, insets), insets: insets)
    }

    /// The four constraints of guide `name`, added; a guide's fresh variables satisfy them
    /// whatever else holds, so none can fail.
    private func addGuideConstraints(
        _ name: String, _ kind: SystemGuide, _ g: ViewVariables, _ o: ViewVariables, _ insets: EdgeInsets
    )
        -> [Constraint]
    {
        GuideEdge.allCases.map { edge in
            let c = guideConstraint(edge, g, o, insets)
            _ = add(c, as: .guide(item: name, kind: kind, edge: edge, inset: insets[edge]))
            return c
        }
    }

    /// One edge's constraint: the distance in from the owner's edge equals the inset.
    private func guideConstraint(_ edge: GuideEdge, _ g: ViewVariables, _ o: ViewVariables, _ insets: EdgeInsets) -> Constraint {
        let (gx, gy, gw, gh) = (Expression(g.x), Expression(g.y), Expression(g.width), Expression(g.height))
        let (ox, oy, ow, oh) = (Expression(o.x), Expression(o.y), Expression(o.width), Expression(o.height))
        let distance =
            switch edge {
            case .left: gx - ox
            case .right: (ox + ow) - (gx + gw)
            case .top: gy - oy
            case .bottom: (oy + oh) - (gy + gh)
            }
        return Constraint(distance - insets[edge], .equal)
    }

    /// Take the guides of views that left the layout out of the solver.
    func removeGuides(ofRemoved layout: Layout) {
        // By name: the order constraints leave the solver in decides an ambiguous layout's frames.
        for name in tables.guides.keys.sorted() {
            guard let state = tables.guides[name], !layout.hierarchy.contains(state.owner) else { continue }
            for c in state.constraints { remove(c) }
            tables.guides[name] = nil
            tables.variables[name] = nil
        }
    }

    /// Settle the guides after a solve: move them and solve again, up to `guidePasses` times,
    /// until nothing moves; true when one moved.
    @discardableResult
    func settleGuides(_ layout: Layout, solution: inout LayoutSolution) -> Bool {
        var moved = false
        for _ in 0..<LayoutEngine.guidePasses {
            guard settleGuides(layout) else { break }
            moved = true
            solution = solutionWithNonNegativeSizes(layout)
        }
        return moved
    }

    /// The broken constraints (ids, ascending) whose conflict holds a guide's edge at an inset
    /// the guide has since moved from.
    func brokenAgainstMovedGuides() -> [Int] {
        tables.broken.filter { _, conflict in
            conflict.conflicting.contains { member in
                guard case let .guide(item, _, edge, inset) = member, let state = tables.guides[item] else { return false }
                return state.insets[edge] != inset
            }
        }.keys.sorted()
    }

    /// Move every guide whose insets the rules now put elsewhere (only the root's, whose insets
    /// need no frame, when `rootOnly`: before a solve, so a rotation reads its solution once);
    /// true when one moved. A moved constant that contradicts required constraints rebuilds
    /// the layout (guides first).
    func settleGuides(_ layout: Layout, rootOnly: Bool = false) -> Bool {
        var geometry = GuideGeometry(layout: layout, frames: tables.solutionCache.rootFrames)
        var moved = false
        for name in tables.guides.keys.sorted() {
            guard var state = tables.guides[name], let g = tables.variables[name], let o = tables.variables[state.owner] else { continue }
            if rootOnly, state.owner != layout.root { continue }
            let insets = geometry.insets(of: state.kind, owner: state.owner)
            guard !insets.isClose(to: state.insets) else { continue }
            moved = true
            for (i, edge) in GuideEdge.allCases.enumerated() where insets[edge] != state.insets[edge] {
                remove(state.constraints[i])
                let c = guideConstraint(edge, g, o, insets)
                if add(c, as: .guide(item: name, kind: state.kind, edge: edge, inset: insets[edge])) != nil {
                    rebuild(layout)
                    return true
                }
                state.constraints[i] = c
            }
            state.insets = insets
            tables.guides[name] = state
        }
        return moved
    }

    /// Each guide's frame in the root's coordinates, as solved (after `updateVariables`).
    func guideFrames() -> [String: Frame] {
        var frames: [String: Frame] = [:]
        for name in tables.guides.keys {
            guard let g = tables.variables[name] else { continue }
            frames[name] = Frame(x: g.x.value, y: g.y.value, width: g.width.value, height: g.height.value)
        }
        return frames
    }
}

/// An edge of a guide, in the order its constraints are kept.
public enum GuideEdge: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom
}

extension EdgeInsets {
    /// The inset at one edge.
    public subscript(edge: GuideEdge) -> Double {
        switch edge {
        case .left: left
        case .right: right
        case .top: top
        case .bottom: bottom
        }
    }

    /// Equal to within solver rounding.
    func isClose(to other: EdgeInsets) -> Bool {
        zip(values, other.values).allSatisfy { abs($0 - $1) <= 1e-9 }
    }
}
