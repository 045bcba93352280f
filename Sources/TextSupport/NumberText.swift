/// The shortest text that reads back as the same number: integers without a fraction. Every
/// description and printer of the workbench writes numbers with it.
public func formatNumber(_ x: Double) -> String {
    if abs(x) < 1e15, x == Double(Int64(x)) { return String(Int64(x)) }
    return String(x)
}

/// A number as tables and reports show it: rounded to 1/100 (`137`, `136.5`, `0.33`), `-0`
/// shown as `0`, and `∞`, `-∞` or `nan` for what is not finite.
public func formatHundredths(_ x: Double) -> String {
    guard x.isFinite else { return x > 0 ? "∞" : x < 0 ? "-∞" : "nan" }
    let rounded = (x * 100).rounded() / 100
    return formatNumber(rounded == 0 ? 0 : rounded)
}

/// A duration in seconds as milliseconds for status lines: two decimals under 10 ms, one
/// above (`0.42 ms`, `12.5 ms`).
public func formatMilliseconds(_ seconds: Double) -> String {
    let ms = seconds * 1000
    let digits = ms < 10 ? 100.0 : 10
    return formatNumber((ms * digits).rounded() / digits) + " ms"
}

/// `n` and the noun, singular for one (`1 view`, `3 views`, `2 entries` with `plural`).
public func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
}
