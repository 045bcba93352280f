import AutoLayout
import VisualFormat
import Workbench

/// `vfl parse [--views a,b,...] [--detached a,b,...] [--metric NAME=VALUE]... [--option NAME]...
/// [--extension NAME]... [--extended] [--json] [--] FORMAT`: one format (or equation) against
/// views that are all subviews of `superview`, except the detached ones, which have none.
/// Exit 0 with the constraints, 1 with the error (Apple's text, or JSON), 2 for usage mistakes.
func parseCommand(_ arguments: ArraySlice<String>) throws -> Int32 {
    var views: [String] = [], detached: [String] = []
    var metrics: [String: Double] = [:]
    var options = FormatOptions()
    var dialect = Dialect.strict
    var json = false
    var format: String?
    var rest = arguments
    while let argument = rest.popFirst() {
        func value() throws -> String {
            guard let v = rest.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
            return v
        }
        func list() throws -> [String] { try value().split(separator: ",").map(String.init) }
        switch argument {
        case "--views": views += try list()
        case "--detached": detached += try list()
        case "--metric":
            let pair = try value()
            guard let eq = pair.firstIndex(of: "="), let number = Double(pair[pair.index(after: eq)...]) else {
                throw UsageError(message: "--metric takes NAME=NUMBER, not \(pair)")
            }
            metrics[String(pair[..<eq])] = number
        case "--option":
            let name = try value()
            guard let o = FormatOptions.named.first(where: { $0.name == name })?.option else {
                let names = FormatOptions.named.map(\.name)
                let hint = closestName(to: name, in: names).map { " (did you mean \($0)?)" } ?? ""
                throw UsageError(message: "unknown option \(name)\(hint); options: \(names.joined(separator: ", "))")
            }
            options.formUnion(o)
        case "--extension":
            let name = try value()
            guard let d = Dialect.named.first(where: { $0.name == name })?.dialect else {
                throw UsageError(message: "unknown extension \(name); extensions: \(Dialect.named.map(\.name).joined(separator: ", "))")
            }
            dialect.formUnion(d)
        case "--extended": dialect = .extended
        case "--json": json = true
        case "--":
            guard let f = rest.popFirst(), rest.isEmpty else { throw UsageError(message: "-- takes exactly one FORMAT") }
            format = f
        case let option where option.hasPrefix("--"):
            throw UsageError(message: "unknown option \(option)")
        default:
            guard format == nil else { throw UsageError(message: "parse takes one FORMAT (quote it)") }
            format = argument
        }
    }
    guard let format else { throw UsageError(message: "parse needs a FORMAT") }

    var hierarchy = ViewHierarchy()
    do {
        try hierarchy.add(View("superview"))
        // A view named in both lists is detached (it has no superview).
        for name in views where !detached.contains(name) { try hierarchy.add(View(name, superview: "superview")) }
        for name in detached where !hierarchy.contains(name) { try hierarchy.add(View(name)) }
    } catch {
        throw UsageError(message: "\(error)")
    }
    do {
        let constraints = Equation.looksLikeEquation(format)
            ? [try Equation.constraint(format, in: hierarchy)]
            : try VisualFormat.constraints(format, options: options, metrics: metrics, in: hierarchy, dialect: dialect)
        if json {
            print(ConstraintJSON.constraints(constraints, spacing: .iOS7).text)
        } else {
            for c in constraints { print(resolved(c).description) }
        }
        return 0
    } catch {
        if json { print(ConstraintJSON.error(error).text) } else { printError(error.appleReason) }
        return 1
    }
}

/// The constraint with its standard space written as the number it stands for (iOS 7 sizes).
private func resolved(_ c: LayoutConstraint) -> LayoutConstraint {
    var c = c
    c.constant = c.resolvedConstant(.iOS7)
    c.standardSpacing = nil
    return c
}
