import TextSupport

extension Solver: CustomDebugStringConvertible {
    /// The tableau as text, one row per line: `basic = constant + coefficient·parameter …`, then
    /// the objective. Symbols read `x:name` (variables), `s#` slack, `e#` error, `d#` dummy.
    public var debugDescription: String {
        core.settle()
        let t = core.tableau
        var names: [Int32: String] = [:]
        for (i, v) in core.externals.enumerated() { names[core.externalSymbols[i]] = "x:\(v)" }
        func name(_ s: Int32) -> String {
            if let n = names[s] { return n }
            switch t.kind[Int(s)] {
            case .slack: return "s\(s)"
            case .error: return "e\(s)"
            case .dummy: return "d\(s)"
            case .external: return "x\(s)"
            case .free: return "free\(s)"
            }
        }
        func terms(_ pairs: [(Int32, Double)], _ constant: Double) -> String {
            pairs.sorted { $0.0 < $1.0 }.reduce(formatNumber(constant)) {
                "\($0) \($1.1 < 0 ? "-" : "+") \(formatNumber(abs($1.1)))·\(name($1.0))"
            }
        }
        var lines: [String] = []
        for r in 0..<t.rowBasic.count where t.rowBasic[r] >= 0 {
            var pairs: [(Int32, Double)] = []
            var c = t.rowHead[r]
            while c >= 0 {
                pairs.append((t.cells[Int(c)].symbol, t.cells[Int(c)].coefficient))
                c = t.cells[Int(c)].rowNext
            }
            lines.append("\(name(t.rowBasic[r])) = \(terms(pairs, t.rowConstant[r]))")
        }
        lines.sort()
        if t.objective.rows.isEmpty { lines.append("objective = 0") }
        for (level, row) in zip(t.objective.levels, t.objective.rows) {
            let objective = row.symbols.map { ($0, row.coefficient[Int($0)]) }
            lines.append((level == 0 ? "objective = " : "objective @\(formatNumber(level)) = ") + terms(objective, row.constant))
        }
        return lines.joined(separator: "\n")
    }
}
