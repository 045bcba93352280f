import AutoLayout
import Diagnostics
import TextSupport

/// `:fit [NAME]`: Apple's `systemLayoutSizeFitting` with the compressed and the expanded
/// target, for a view (default: the root, whose size the screen otherwise fixes).
struct FitCommand: SessionCommand {
    static let name = "fit"
    static let usage = "[NAME]"
    static let summary = "the smallest and largest size a view's own constraints allow (systemLayoutSizeFitting)"
    let target: Word?
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        try arguments.atMost(1, usage: "usage: :fit [NAME]")
        target = arguments.first
        line = arguments.line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let session = interpreter.session, layout = session.state.layout
        let name = target?.text ?? layout.root
        guard layout.hierarchy.contains(name) else {
            throw SessionError(
                Diagnostic(
                    "unknownView", "no view named \(name)", line: line, range: target?.range,
                    fixIt: target.flatMap { .closest(to: $0.text, at: $0.offset, in: layout.hierarchy.names) }))
        }
        let big = LayoutEngine.expandedFittingTarget
        func text(_ size: Size?) -> String {
            guard let size else { return "?" }
            func side(_ x: Double) -> String { x >= big - 1e-6 ? "unbounded" : formatHundredths(x) }
            return "\(side(size.width))x\(side(size.height))"
        }
        let small = LayoutEngine.fittingSize(of: name, in: layout, target: Size(width: 0, height: 0))
        let large = LayoutEngine.fittingSize(of: name, in: layout, target: Size(width: big, height: big))
        let now = session.solution.frames[name].map { "\(formatHundredths($0.width))x\(formatHundredths($0.height))" } ?? "?"
        return Interpreter.Reply(
            [
                "\(name) by its own constraints (those inside it; priority 50 pulls its size toward the target):",
                "  smallest \(text(small))   (UILayoutFittingCompressedSize)",
                "  largest  \(text(large))   (UILayoutFittingExpandedSize)",
                name == layout.root ? "  the screen gives \(layout.rootSize.text)" : "  its frame now is \(now)",
            ].joined(separator: "\n"))
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? c.session.state.layout.hierarchy.names : []
    }
}
