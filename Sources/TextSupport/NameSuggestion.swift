/// The candidate closest to a mistyped `name` by edit distance (case-insensitive, with an
/// adjacent swap counting as one edit), if it is close enough to be what was meant: at most
/// one edit for names of up to four characters, else a third of the name's length. Ties go to
/// the candidate listed first. Used for every "did you mean ...?".
public func closestName(to name: String, in candidates: some Sequence<String>) -> String? {
    let target = Array(name.lowercased())
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
        let other = Array(candidate.lowercased())
        // The distance is at least the difference in length: a candidate that cannot come
        // within the limit, or beat the best so far, is not measured (a pasted paragraph in
        // place of a name would otherwise cost its length times every candidate's).
        let atLeast = abs(target.count - other.count)
        guard atLeast <= limit, atLeast < (best?.distance ?? .max) else { continue }
        let d = editDistance(target, other)
        if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    return best?.name
}

/// Optimal string alignment distance: insertions, deletions, substitutions and transpositions
/// of adjacent characters, each costing 1.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
            current[j] = d
        }
        (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
}
