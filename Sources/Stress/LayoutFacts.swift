import AutoLayout
import Rendering
import TextSupport
import UIKitFacts
import Workbench

/// What a stress campaign observes in one solved layout, per property (`StressProperty`).
/// Comparing the facts of a variation with those of the layout as written gives its findings.
struct LayoutFacts {
    /// Broken constraints, by a key that survives a change of size (`#3`, `root width`), with
    /// their finding.
    var broken: [String: StressFinding] = [:]
    var ambiguous: [String: StressFinding] = [:]
    var outside: [String: StressFinding] = [:]
    var offScreen: [String: StressFinding] = [:]
    var overlaps: [String: StressFinding] = [:]
    var truncated: [String: StressFinding] = [:]
    var covered: [String: StressFinding] = [:]
    var unsafe: [String: StressFinding] = [:]

    /// Points a frame may stray or overlap by before it counts (rounding, not layout).
    static let tolerance = 0.5

    /// The facts of `state` as `solution` lays it out; ambiguity only when `ambiguities` is given.
    /// Views in `arbitrary` (ambiguous as written) and views ambiguous here have no frame to
    /// judge: they are left out of the geometry (leaving, overlapping), and so are their
    /// subviews on the screen.
    init(state: SessionState, solution: LayoutSolution, ambiguities: [Ambiguity]?, arbitrary: Set<String> = []) {
        let layout = state.layout, hierarchy = layout.hierarchy
        for conflict in solution.conflicts {
            let finding = StressFinding(
                property: .requiredBroken, views: LayoutFacts.views(of: conflict, in: layout),
                detail: "broke \(conflict.broken)"
                    + (conflict.conflicting.count > 1
                        ? " (it cannot hold with \(conflict.conflicting.count - 1) other\(conflict.conflicting.count == 2 ? "" : "s"))"
                        : ""))
            broken[LayoutFacts.key(of: conflict.broken)] = finding
        }
        for a in ambiguities ?? [] {
            ambiguous[a.view] = StressFinding(
                property: .ambiguous, views: [a.view], detail: "\(a.view) is ambiguous: " + a.attributes.map(\.name).joined(separator: ", ")
            )
        }
        let t = LayoutFacts.tolerance
        let root = solution.rootSize
        let loose = arbitrary.union((ambiguities ?? []).map(\.view))
        func looseOnScreen(_ name: String) -> Bool {
            var view: String? = name
            while let v = view, v != layout.root {
                if loose.contains(v) { return true }
                view = hierarchy.superview(of: v)
            }
            return false
        }
        for name in solution.views.dropFirst() where !loose.contains(name) {
            guard let frame = solution.frames[name], let inRoot = solution.rootFrames[name], let parent = hierarchy.superview(of: name)
            else { continue }
            if looseOnScreen(name) { continue }
            if inRoot.x < -t || inRoot.y < -t || inRoot.maxX > root.width + t || inRoot.maxY > root.height + t {
                offScreen[name] = StressFinding(
                    property: .leavesScreen, views: [name], detail: "\(name) is at \(inRoot.text) on a \(root.text) screen")
            } else if parent != layout.root, let bounds = solution.frames[parent],
                frame.x < -t || frame.y < -t || frame.maxX > bounds.width + t || frame.maxY > bounds.height + t
            {
                outside[name] = StressFinding(
                    property: .leavesSuperview, views: [name],
                    detail:
                        "\(name) is at \(frame.text) in \(parent), which is \(LayoutFacts.size(bounds.width, bounds.height))")
            }
        }
        let safe = layout.environment.safeAreaInsets
        if safe != .zero {
            for name in solution.views.dropFirst() where !loose.contains(name) && hierarchy[name]?.isLayoutGuide != true {
                guard let f = solution.rootFrames[name], f.width > t, f.height > t, !looseOnScreen(name) else { continue }
                let depths = [
                    ("top", safe.top - f.y, safe.top), ("bottom", f.maxY - (root.height - safe.bottom), safe.bottom),
                    ("left", safe.left - f.x, safe.left), ("right", f.maxX - (root.width - safe.right), safe.right),
                ]
                guard let (edge, depth, inset) = depths.first(where: { $0.1 > t && $0.2 > 0 }) else { continue }
                unsafe[name] = StressFinding(
                    property: .leavesSafeArea, views: [name],
                    detail: "\(name) reaches \(formatHundredths(min(depth, inset))) points into the \(edge) safe-area inset "
                        + "(\(formatHundredths(inset))) of a \(root.text) screen")
            }
        }
        for (a, b, common) in LayoutFacts.overlappingSiblings(solution, hierarchy) where !loose.contains(a) && !loose.contains(b) {
            overlaps[a + "," + b] = StressFinding(
                property: .overlap, views: [a, b], detail: "\(a) and \(b) overlap by \(LayoutFacts.size(common.width, common.height))")
        }
        for (name, title) in state.titles {
            guard let frame = solution.frames[name] else { continue }
            let needed = TitleMetrics.intrinsicSize(of: title, scale: state.textSize.scale)
            let width = needed.width ?? 0, height = needed.height ?? 0
            if frame.width < width - t || frame.height < height - t {
                truncated[name] = StressFinding(
                    property: .truncated, views: [name],
                    detail: "\(name) is \(LayoutFacts.size(frame.width, frame.height)), its title needs \(LayoutFacts.size(width, height))")
            }
        }
        if let height = state.keyboardHeight {
            let keyboard = Keyboard(height: height).frame(in: root)
            for name in state.keptVisible {
                guard let f = solution.rootFrames[name], let part = f.intersection(keyboard),
                    part.width > t, part.height > t
                else { continue }
                covered[name] = StressFinding(
                    property: .coveredByKeyboard, views: [name],
                    detail:
                        "the \(formatHundredths(height))-point keyboard covers \(formatHundredths(part.height)) points of \(name)'s height")
            }
        }
    }

    /// What the layout as written already fails (ambiguity, broken constraints, titles cut,
    /// views under the keyboard); overlaps and views outside their superview as written are
    /// taken as meant.
    var asWritten: [StressFinding] {
        (Array(broken.values) + Array(ambiguous.values) + Array(truncated.values) + Array(covered.values)).sorted(by: LayoutFacts.order)
    }

    /// What these facts have that `base` has not, in a stable order.
    func findings(beyond base: LayoutFacts) -> [StressFinding] {
        func new(_ mine: [String: StressFinding], _ theirs: [String: StressFinding]) -> [StressFinding] {
            mine.filter { theirs[$0.key] == nil }.map(\.value)
        }
        return
            (new(broken, base.broken) + new(ambiguous, base.ambiguous) + new(outside, base.outside)
            + new(offScreen, base.offScreen) + new(overlaps, base.overlaps) + new(truncated, base.truncated)
            + new(covered, base.covered) + new(unsafe, base.unsafe)).sorted(by: LayoutFacts.order)
    }

    static func order(_ a: StressFinding, _ b: StressFinding) -> Bool {
        (a.property, a.views.joined(separator: ",")) < (b.property, b.views.joined(separator: ","))
    }

    /// A broken constraint's identity across variations: its id, or what it is for the
    /// engine's own (a root size constraint is the same constraint at any size).
    static func key(of source: ConstraintSource) -> String {
        switch source {
        case let .constraint(id, _): "#\(id)"
        case let .contentHugging(view, axis, _, _): "\(view) \(axis) hugging"
        case let .compressionResistance(view, axis, _, _): "\(view) \(axis) compression resistance"
        case let .rootOrigin(view): "\(view) origin"
        case let .encapsulatedSize(view, axis, _): "\(view) \(axis) size"
        case let .nonNegativeSize(view, axis): "\(view) \(axis) non-negative"
        case let .guide(item, _, edge, _): "\(item) \(edge.rawValue)"
        }
    }

    /// `56x30`, rounded as frame tables are.
    static func size(_ width: Double, _ height: Double) -> String {
        "\(formatHundredths(width))x\(formatHundredths(height))"
    }

    /// The views a conflict names, root left out unless it is all there is.
    static func views(of conflict: Conflict, in layout: Layout) -> [String] {
        var views = Set<String>()
        for source in [conflict.broken] + conflict.conflicting {
            switch source {
            case let .constraint(_, c): views.formUnion(c.items.map(SystemGuide.owner(of:)))
            case let .guide(item, _, _, _): views.insert(SystemGuide.owner(of: item))
            case let .contentHugging(view, _, _, _), let .compressionResistance(view, _, _, _), let .rootOrigin(view),
                let .encapsulatedSize(view, _, _), let .nonNegativeSize(view, _):
                views.insert(view)
            }
        }
        let named = views.subtracting([layout.root])
        return (named.isEmpty ? views : named).sorted()
    }

    /// Pairs of siblings whose frames share more than `tolerance` points each way: siblings
    /// sorted by their left edge, each compared with those starting before it ends.
    static func overlappingSiblings(_ solution: LayoutSolution, _ hierarchy: ViewHierarchy) -> [(String, String, Frame)] {
        var byParent: [String: [(String, Frame)]] = [:]
        for name in solution.views.dropFirst() {
            guard let parent = hierarchy.superview(of: name), let f = solution.frames[name], f.width > tolerance, f.height > tolerance
            else { continue }
            byParent[parent, default: []].append((name, f))
        }
        var out: [(String, String, Frame)] = []
        for parent in byParent.keys.sorted() {
            let siblings = (byParent[parent] ?? []).sorted { ($0.1.x, $0.0) < ($1.1.x, $1.0) }
            for i in siblings.indices {
                var j = i + 1
                while j < siblings.count, siblings[j].1.x < siblings[i].1.maxX - tolerance {
                    if let common = siblings[i].1.intersection(siblings[j].1), common.width > tolerance, common.height > tolerance {
                        let (a, b) = siblings[i].0 < siblings[j].0 ? (siblings[i].0, siblings[j].0) : (siblings[j].0, siblings[i].0)
                        out.append((a, b, common))
                    }
                    j += 1
                }
            }
        }
        return out
    }
}
