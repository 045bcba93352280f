import AutoLayout
import Foundation
import FuzzSupport
import ParserFuzzing
import TextSupport

/// Structure-aware mutation of session scripts, for the session and dynamics targets' custom
/// mutator: one change to one line, or to the lines' order. A VFL line is mutated as VFL
/// (`VFLMutator`); an equation gets another relation, multiplier, constant or priority; a view
/// another size, title or parent (nesting views); lines are repeated, dropped, swapped, and new
/// statements come from a small grammar of the session language (views nested in views, sizes,
/// rotation, the keyboard, Dynamic Type, direction, undo and redo, behaviours).
public enum SessionMutator {
    /// `script` changed once (deterministic in `seed`).
    public static func mutate(_ script: String, seed: UInt32) -> String {
        var random = MutationRandom(seed: seed)
        var lines = script.lines
        if lines.last == "" { lines.removeLast() }
        let names = viewNames(in: lines)
        guard !lines.isEmpty else { return statement(&random, names) }
        let i = random.below(lines.count)
        switch random.below(8) {
        case 0, 1, 2:
            lines[i] = mutateLine(lines[i], &random, names)
        case 3:
            lines.insert(statement(&random, names), at: random.below(lines.count + 1))
        case 4:
            lines.insert(lines[i], at: random.below(lines.count + 1))
        case 5 where lines.count > 1:
            lines.remove(at: i)
        case 6 where lines.count > 1:
            lines.swapAt(i, random.below(lines.count))
        default:
            lines.append(statement(&random, names))
        }
        return lines.joined(separator: "\n")
    }

    /// The views the script declares (`view NAME`), else a few the statements will create.
    static func viewNames(in lines: [String]) -> [String] {
        var names: [String] = []
        for line in lines where line.hasPrefix("view ") {
            let name = line.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty, !names.contains(String(name)) { names.append(String(name)) }
        }
        return names.isEmpty ? ["a", "b", "c"] : names
    }

    static func mutateLine(_ line: String, _ random: inout MutationRandom, _ names: [String]) -> String {
        let seed = UInt32(truncatingIfNeeded: random.next())
        if let vfl = VFLMutator.mutate(line, seed: seed) { return vfl }
        if line.hasPrefix("view ") {
            let name = String(line.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return "view \(name)" + viewTail(&random, names.filter { $0 != name })
        }
        for relation in ["==", "<=", ">="] where line.contains(relation) {
            switch random.below(4) {
            case 0: return line.replacingFirst(relation, with: random.pick(["==", "<=", ">="]))
            case 1: return line.components(separatedBy: "@").first.map { $0 + "@" + random.pick(VFLMutator.priorities) } ?? line
            case 2: return line + " + " + random.pick(VFLMutator.numbers)
            default: return line.replacingFirst(relation, with: relation + " " + random.pick(["2", "0.5", "-1", "0"]) + " *")
            }
        }
        return statement(&random, names)
    }

    /// ` 40x30`, ` "Title"`, ` in b`, ` in b 40x30`, or nothing; sometimes content priorities or
    /// a baseline after.
    static func viewTail(_ random: inout MutationRandom, _ others: [String]) -> String {
        let parent = others.isEmpty || random.below(2) == 0 ? "" : " in " + random.pick(others)
        let properties =
            random.below(3) == 0
            ? " " + random.pick(["hugging 251", "hugging 1000,1", "compression 749,751", "baseline 5.5", "hugging 250 baseline -3"]) : ""
        switch random.below(4) {
        case 0: return parent + " \(random.pick(["0", "10", "44", "320", "1e5"]))x\(random.pick(["0", "30", "44", "-"]))" + properties
        case 1: return parent + " " + random.pick(["\"OK\"", "\"Register\"", "\"\"", "\"確認\"", "\"Ŕéĝíšţéŕ ŵéļ\""]) + properties
        default: return parent + properties
        }
    }

    /// A new statement from a small grammar of the session language.
    static func statement(_ random: inout MutationRandom, _ names: [String]) -> String {
        let a = random.pick(names), b = random.pick(names)
        let attributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY"]
        switch random.below(18) {
        case 0: return "view v\(random.below(4))" + viewTail(&random, names)
        case 1: return "H:|-[\(a)]-[\(b)]-|"
        case 2: return "V:|-\(random.pick(VFLMutator.numbers))-[\(a)(>=\(random.pick(VFLMutator.numbers)))]"
        case 3:
            return
                "\(a).\(random.pick(attributes)) \(random.pick(["==", "<=", ">="])) \(b).\(random.pick(attributes)) + \(random.pick(VFLMutator.numbers))"
        case 4: return "size \(random.pick(["320x568", "568x320", "0x0", "1024x768", "375x667"]))"
        case 5:
            return random.pick(["rotate", "keyboard on", "keyboard off", "keyboard 300", ":undo", ":redo", ":stress 3", ":stress 2 seed 7"])
        case 6:
            return ":set "
                + random.pick(["text-size ax5", "text-size xs", "direction rtl", "direction ltr", "keep-visible \(a)", "create-views on"])
        case 7: return ":remove " + (random.below(2) == 0 ? a : "\(random.below(6) + 1)")
        case 8: return "gravity \(a)" + random.pick(["", " magnitude 2", " angle pi"])
        case 9: return "collision \(a),\(b)" + random.pick(["", " bounds", " mode everything"])
        case 10: return "item \(a) " + random.pick(["elasticity 0.5", "density 2", "anchored on", "rotation off"])
        // Today's Auto Layout: the iOS version, devices and bars, margins and guides, stack
        // views, views placed by frame and autoresizing mask.
        case 12: return ":set ios " + random.pick(["7", "8", "9", "11", "15", "17"])
        case 13:
            return random.pick([
                ":device iphone-15", ":device iphone-8 landscape", ":device ipad-pro-11", ":device iphone-x", ":set navigation-bar on",
                ":set tab-bar on", ":set toolbar off", ":set large-titles on", ":set sheet on",
            ])
        case 14:
            return random.below(2) == 0
                ? "margins \(a) " + random.pick(["8,16,8,16", "default", "preserving on", "safe-area off", "-4,0,1e5,2"])
                : "guide g\(random.below(3)) in \(a)"
        case 15:
            let margins = ["leadingMargin", "topMargin", "centerXWithinMargins", "rightMargin", "bottomMargin"]
            let guide = random.pick(["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide"])
            return random.below(2) == 0
                ? "\(a).\(random.pick(attributes)) == \(b).\(random.pick(margins))"
                : "\(a).\(random.pick(["top", "bottom", "leading", "width"])) == \(random.pick(["root", b])).\(guide).\(random.pick(attributes))"
        case 16:
            return random.below(2) == 0
                ? "stack s\(random.below(2)) \(a),\(b) axis \(random.pick(["horizontal", "vertical"])) distribution "
                    + random.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]) + " alignment "
                    + random.pick(["fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline"]) + " spacing "
                    + random.pick(["0", "8", "system", "-4"])
                : "stack s\(random.below(2)) " + random.pick(["hide", "show", "remove", "add", "spacing-after", "length", "cross-length"])
                    + " \(a)"
                    + random.pick(["", " 12", " at 0"])
        case 17:
            return random.below(3) == 0
                ? "autoresizing f\(random.below(2)) off"
                : "view f\(random.below(2)) frame \(random.pick(["10,20,100,30", "0,0,320,568", "-5,1e4,0,0"])) autoresizing "
                    + random.pick(["flexibleWidth,flexibleHeight", "none", "63", "flexibleLeftMargin,flexibleRightMargin"])
                    + random.pick(["", "", " within 200x100", " within 0x0"])
        default: return ":simulate " + random.pick(["0.1", "0.5"])
        }
    }
}

extension String {
    /// The string with the first `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// The custom mutator of the session and dynamics targets' inputs (a script as UTF-8).
public func mutateSessionInput(_ bytes: [UInt8], seed: UInt32) -> [UInt8]? {
    Array(SessionMutator.mutate(String(decoding: bytes, as: UTF8.self), seed: seed).utf8)
}
