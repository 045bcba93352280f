import AutoLayout
import TextSupport
import UIKitFacts

/// Interface Builder's issue navigator, for CI: every scene of a document laid out at the size
/// the document stores and on each device and orientation asked for, and what a developer
/// would want to know, each at the XML element responsible:
///
/// - errors: a constraint the engine must break (a conflict), a problem reading the document;
/// - warnings: an ambiguous view; at the document's own size, a view whose stored frame is more
///   than 0.5 pt from the solved one (misplaced); on another device, a view that was on the
///   screen (or in the safe area) and leaves it (the outermost only, not everything inside it),
///   two sibling views that did not overlap and now do, a label or button whose text fitted
///   and no longer does (its text measured on one line, `SceneLayout.measuredIntrinsicSize`:
///   single-line labels and system buttons in the system font).
///
/// A finding repeated on several devices is one finding naming them all.
public struct DocumentCheck {
    /// One finding, as compilers and CI annotators read them.
    public struct Finding: Hashable, Sendable {
        public enum Severity: String, Sendable { case error, warning }
        public let line: Int
        public let column: Int
        public let severity: Severity
        public let message: String
        /// The scene's name and the device (or `stored size`) it was laid out on.
        public let scene: String
        public let device: String

        /// `FILE:LINE:COLUMN: error: what [scene, device]`.
        public func text(file: String) -> String {
            "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(scene), \(device)]"
        }
    }

    /// A device and orientation to lay scenes out on.
    public struct Screen: Hashable, Sendable {
        public let device: DevicePreset
        public let landscape: Bool

        public init(device: DevicePreset, landscape: Bool) {
            self.device = device
            self.landscape = landscape
        }

        var name: String { device.name + (landscape ? " landscape" : "") }
    }

    public let findings: [Finding]

    /// Check `document` at its stored sizes and on `screens`, content views sized by `intrinsic`.
    public init(_ document: IBDocument, screens: [Screen], intrinsic: SceneLayout.IntrinsicSource = .measured) {
        var findings: [Finding] = document.problems.filter { $0.severity == .error }.map {
            Finding(line: $0.line, column: $0.column, severity: .error, message: $0.message, scene: "document", device: "-")
        }
        for scene in document.scenes {
            let stored = SolvedScene(scene, of: document, configuration: SceneLayout.Configuration(intrinsic: intrinsic))
            let storedName = stored.laid.device.map { $0.name } ?? "stored size"
            findings += DocumentCheck.problems(of: stored, device: storedName)
            for m in stored.misplaced {
                guard let item = stored.laid.items.first(where: { $0.id == m.id }) else { continue }
                findings.append(
                    Finding(
                        line: item.line, column: item.column, severity: .warning,
                        message:
                            "\(m.view) (\(m.id)) is misplaced: stored \(m.stored.text), solved \(m.solved.text)",
                        scene: scene.name, device: storedName))
            }
            // Cells keep the size their table gives them: only view controllers' scenes turn.
            guard scene.kind == .viewController || scene.kind == .view else { continue }
            for screen in screens {
                let configuration = SceneLayout.Configuration(device: screen.device, landscape: screen.landscape, intrinsic: intrinsic)
                // Ambiguity is said once, at the stored size: not checked again on every screen;
                // the views found ambiguous there are held at their stored frames on each.
                let other = SolvedScene(
                    scene, of: document, configuration: configuration, checkingAmbiguity: false,
                    holding: Set(stored.ambiguities.map(\.view)))
                findings += DocumentCheck.problems(of: other, device: screen.name, atStoredSize: false)
                findings += DocumentCheck.changes(
                    from: stored, to: other, device: screen.name, tracking: SceneLayout.tracking(of: document),
                    wide: SceneLayout.wideGlyphs(of: document))
            }
        }
        // One finding for the devices it is found on.
        var merged: [Finding] = []
        var index: [String: Int] = [:]
        for f in findings {
            let key = "\(f.line):\(f.column):\(f.severity):\(f.message):\(f.scene)"
            if let k = index[key] {
                let m = merged[k]
                if !m.device.components(separatedBy: ", ").contains(f.device) {
                    merged[k] = Finding(
                        line: m.line, column: m.column, severity: m.severity, message: m.message, scene: m.scene,
                        device: m.device + ", " + f.device)
                }
            } else {
                index[key] = merged.count
                merged.append(f)
            }
        }
        self.findings = merged
    }

    /// True when a finding is an error (CI fails).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// Conflicts of one layout, and at the stored size (`atStoredSize`) its mapping problems and
    /// ambiguous views.
    static func problems(of s: SolvedScene, device: String, atStoredSize: Bool = true) -> [Finding] {
        // What the document says wrongly is said once, at the stored size.
        var out: [Finding] = (atStoredSize ? s.laid.problems : []).map {
            Finding(line: $0.line, column: $0.column, severity: .error, message: $0.message, scene: s.scene.name, device: device)
        }
        for conflict in s.solution.conflicts {
            var line = s.scene.line, column = s.scene.column
            if let id = conflict.broken.id, let ibID = s.laid.constraintIDs[id],
                let c = s.scene.root.allViews.lazy.flatMap(\.constraints).first(where: { $0.id == ibID })
            {
                line = c.line
                column = c.column
            }
            out.append(
                Finding(
                    line: line, column: column, severity: .error,
                    message:
                        "unsatisfiable: \(conflict.broken) breaks (it contradicts \(conflict.conflicting.count - 1) other constraints)",
                    scene: s.scene.name, device: device))
        }
        for a in s.ambiguities {
            guard let item = s.laid.items.first(where: { $0.name == a.view }) else { continue }
            out.append(
                Finding(
                    line: item.line, column: item.column, severity: .warning,
                    message: "\(a.view) (\(item.id)) is ambiguous: \(a.attributes.map(\.name).joined(separator: ", "))",
                    scene: s.scene.name, device: device))
        }
        return out
    }

    /// What turns worse from the stored size to another screen (text measured with `tracking`
    /// and `wide`).
    static func changes(
        from stored: SolvedScene, to other: SolvedScene, device: String, tracking: SystemFont.Tracking, wide: SystemFont.WideGlyphs
    ) -> [Finding] {
        var out: [Finding] = []
        func finding(_ item: SceneLayout.Item, _ message: String) {
            out.append(
                Finding(line: item.line, column: item.column, severity: .warning, message: message, scene: other.scene.name, device: device)
            )
        }
        let before = bounds(stored), after = bounds(other)
        var left: Set<String> = []
        for item in other.laid.items.dropFirst() {
            guard let was = stored.solution.rootFrames[item.name], let now = other.solution.rootFrames[item.name] else { continue }
            // What is inside a view that left goes with it: said once, of the outermost.
            if let parent = item.parent, left.contains(parent) {
                left.insert(item.name)
                continue
            }
            if inside(was, before.screen), !inside(now, after.screen) {
                left.insert(item.name)
                finding(item, "\(item.name) (\(item.id)) leaves the screen: \(now.text) in \(after.screen.text)")
            } else if inside(was, before.safe), !inside(now, after.safe) {
                left.insert(item.name)
                finding(item, "\(item.name) (\(item.id)) leaves the safe area: \(now.text) in \(after.safe.text)")
            }
        }
        // Text that fitted and no longer does.
        let views = Dictionary(stored.scene.root.allViews.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let scale = other.laid.scale
        for item in other.laid.items where item.element == "label" || item.element == "button" {
            guard let v = views[item.id],
                let needed = SceneLayout.measuredIntrinsicSize(of: v, scale: scale, tracking: tracking, wide: wide, liquidGlass: false)?
                    .width,
                let was = stored.solution.rootFrames[item.name], let now = other.solution.rootFrames[item.name]
            else { continue }
            let t = SolvedScene.tolerance
            if was.width >= needed - t, now.width < needed - t {
                finding(
                    item,
                    "\(item.name) (\(item.id)) no longer fits its text: it needs \(formatHundredths(needed)) points, it is \(formatHundredths(now.width)) wide"
                )
            }
        }
        // Siblings that did not overlap and now do.
        let parents = Dictionary(grouping: other.laid.items.dropFirst(), by: { $0.parent ?? "" })
        for (_, siblings) in parents {
            for (k, a) in siblings.enumerated() {
                for b in siblings[(k + 1)...] {
                    guard let a0 = stored.solution.rootFrames[a.name], let b0 = stored.solution.rootFrames[b.name],
                        let a1 = other.solution.rootFrames[a.name], let b1 = other.solution.rootFrames[b.name]
                    else { continue }
                    if !overlap(a0, b0), overlap(a1, b1) {
                        finding(b, "\(b.name) (\(b.id)) now overlaps \(a.name) (\(a.id))")
                    }
                }
            }
        }
        return out
    }

    /// The screen and its safe area, in the root's coordinates.
    static func bounds(_ s: SolvedScene) -> (screen: Frame, safe: Frame) {
        let size = s.laid.layout.rootSize
        let i = s.laid.layout.environment.safeAreaInsets
        return (
            Frame(x: 0, y: 0, width: size.width, height: size.height),
            Frame(x: i.left, y: i.top, width: size.width - i.left - i.right, height: size.height - i.top - i.bottom)
        )
    }

    static func inside(_ f: Frame, _ r: Frame) -> Bool {
        let t = SolvedScene.tolerance
        return f.x >= r.x - t && f.y >= r.y - t && f.maxX <= r.maxX + t && f.maxY <= r.maxY + t
    }

    /// Overlapping by more than half a point each way (touching edges do not overlap).
    static func overlap(_ a: Frame, _ b: Frame) -> Bool {
        let t = SolvedScene.tolerance
        return min(a.maxX, b.maxX) - max(a.x, b.x) > t && min(a.maxY, b.maxY) - max(a.y, b.y) > t && a.width > t && a.height > t
            && b.width > t && b.height > t
    }

}
