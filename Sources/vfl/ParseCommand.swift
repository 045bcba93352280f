import ArgumentParser
import AutoLayout
import Foundation
import Rendering
import TextSupport
import VisualFormat
import Workbench

/// `vfl parse`: one format (or equation) against views that are all subviews of `superview`,
/// except the detached ones, which have none. Exit 0 with the constraints, 1 with the error
/// (Apple's text, or JSON), 2 for usage mistakes.
struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the constraints of one VFL format or equation.",
        discussion: """
            The views are subviews of a view named superview (--detached ones have none, also when --views names them). Standard spaces are sized 8 between siblings and 20 to the superview. A bad format exits 1 with Apple's message and a caret (--json: {"error":{"message","offset","kind"}}).

            Examples:
              vfl parse --views a,b "H:|-[a]-[b(==a)]-|"
              vfl parse --views a --metric pad=12 --json "V:|-pad-[a]"
              vfl parse --views a,b --option alignAllTop "[a]-[b]"
              vfl parse --views a --extended "|~[a(50%)]~|"
              vfl parse --views a,b "a.width == 0.5 * b.width + 10 @750"
              vfl parse Main.storyboard --scene Login

            Given a .storyboard or .xib (a file that exists), it prints each scene (or the one --scene names) as the statements :open runs for it.
            """)

    @Option(help: "With a .storyboard or .xib: only this scene (its name, its id or its root view's id).")
    var scene: String?

    @Option(help: "Views (comma-separated, repeatable), subviews of superview.")
    var views: [String] = []

    @Option(help: "Views with no superview (comma-separated, repeatable).")
    var detached: [String] = []

    @Option(help: ArgumentHelp("A metric, NAME=NUMBER (repeatable).", valueName: "NAME=NUMBER"))
    var metric: [String] = []

    @Option(help: "A format option by Apple's name: alignAllTop, …, directionRightToLeft (repeatable).")
    var option: [String] = []

    @Option(help: "A VFL extension: whitespace, comments, statements, expressions, named-priorities, spacers (repeatable).")
    var `extension`: [String] = []

    @Flag(help: "Every VFL extension.")
    var extended = false

    @Flag(help: "JSON on standard output, also for errors.")
    var json = false

    @Option(help: "Which iOS's rules apply, 7 to 18 (default 7): from 8, |- is the superview's margin and margin attributes exist.")
    var ios: Int = 7

    @Argument(help: "The format or equation (quote it; put -- before one that starts with -).")
    var format: String

    func validate() throws {
        guard (7...18).contains(ios) else { throw ValidationError("--ios takes a version from 7 to 18, not \(ios)") }
        for pair in metric {
            guard let eq = pair.firstIndex(of: "="), Double(pair[pair.index(after: eq)...]) != nil else {
                throw ValidationError("--metric takes NAME=NUMBER, not \(pair)")
            }
        }
        for name in option where !FormatOptions.named.contains(where: { $0.name == name }) {
            let names = FormatOptions.named.map(\.name)
            let hint = closestName(to: name, in: names).map { " (did you mean \($0)?)" } ?? ""
            throw ValidationError("unknown option \(name)\(hint); options: \(names.joined(separator: ", "))")
        }
        for name in `extension` where !Dialect.named.contains(where: { $0.name == name }) {
            throw ValidationError("unknown extension \(name); extensions: \(Dialect.named.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        if DocumentOptions.isDocument(format), FileManager.default.fileExists(atPath: format) {
            let (document, scenes) = try documentScenes(format, scene: scene)
            for (k, s) in scenes.enumerated() {
                print((k == 0 ? "" : "\n") + "# scene \(s.name) (\(s.id)), \(s.kind.rawValue)")
                for statement in Interpreter.statements(opening: s, of: document) { print(statement) }
            }
            return
        }
        if scene != nil { throw ValidationError("--scene is for a .storyboard or .xib") }
        var options = FormatOptions()
        for name in option { FormatOptions.named.first { $0.name == name }.map { options.formUnion($0.option) } }
        var dialect = extended ? Dialect.extended : .strict
        for name in `extension` { Dialect.named.first { $0.name == name }.map { dialect.formUnion($0.dialect) } }
        var metrics: [String: Double] = [:]
        for pair in metric {
            guard let eq = pair.firstIndex(of: "="), let number = Double(pair[pair.index(after: eq)...]) else { continue }
            metrics[String(pair[..<eq])] = number
        }
        let detachedNames = detached.flatMap { $0.split(separator: ",").map(String.init) }
        var hierarchy = ViewHierarchy()
        do {
            try hierarchy.add(View("superview"))
            // A view named in both lists is detached (it has no superview).
            for name in views.flatMap({ $0.split(separator: ",").map(String.init) })
            where !detachedNames.contains(name) && !hierarchy.contains(name) {
                try hierarchy.add(View(name, superview: "superview"))
            }
            for name in detachedNames where !hierarchy.contains(name) { try hierarchy.add(View(name)) }
        } catch {
            throw UsageError(message: "\(error)", command: "parse")
        }
        do {
            let constraints =
                Equation.looksLikeEquation(format)
                ? [try Equation.constraint(format, in: hierarchy, iOS: ios)]
                : try VisualFormat.constraints(format, options: options, metrics: metrics, in: hierarchy, dialect: dialect, iOS: ios)
            if json {
                print(ConstraintJSON.constraints(constraints, spacing: .iOS7).text)
            } else {
                for c in constraints { print(resolved(c).description) }
            }
        } catch {
            if json { print(ConstraintJSON.error(error).text) } else { printError(error.appleReason) }
            throw ExitCode(1)
        }
    }
}

/// The constraint with its standard space written as the number it stands for (iOS 7 sizes).
private func resolved(_ c: LayoutConstraint) -> LayoutConstraint {
    var c = c
    c.constant = c.resolvedConstant(.iOS7)
    c.standardSpacing = nil
    return c
}
