/// How many single-character edits turn one word into another, for "did you mean
/// `servings`?" warnings on misspelt front matter keys.
///
/// Damerau-Levenshtein in its optimal-string-alignment form: insertions, deletions,
/// substitutions and transpositions of two neighbours (`sevrings` is 1 from `servings`),
/// no substring edited twice. Counted over Unicode scalars, case-sensitively. Only cells
/// within `limit` of the diagonal are computed and it stops as soon as the distance must
/// exceed `limit`, so it stays cheap on long or unrelated strings.
public enum EditDistance {
    /// The distance when it is at most `limit`, otherwise `limit + 1` (a negative limit is 0).
    public static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let limit = Swift.max(limit, 0)
        if a == b { return 0 }
        let source = Array(a.unicodeScalars)
        let target = Array(b.unicodeScalars)
        return boundedDistance(source, target, limit: Swift.min(limit, Swift.max(source.count, target.count)))
    }

    /// The candidate nearest to `word` within `maxDistance`; ties go to the alphabetically
    /// first, so the suggestion never depends on the order of `candidates`.
    public static func closest(to word: String, in candidates: [String], maxDistance: Int) -> String? {
        guard maxDistance >= 0 else { return nil }
        var best: (distance: Int, candidate: String)?
        for candidate in candidates {
            let limit = best?.distance ?? maxDistance
            let distance = distance(word, candidate, limit: limit)
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.candidate
    }
}

private extension EditDistance {
    /// Three rolling rows of the alignment table, restricted to the band |i - j| <= limit.
    /// Cells outside the band hold `limit + 1`, which stands for "too far".
    static func boundedDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        let tooFar = limit + 1
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return tooFar }
        if n == 0 || m == 0 { return Swift.max(n, m) }

        var beforePrevious = [Int](repeating: tooFar, count: m + 1)
        var previous = [Int](repeating: tooFar, count: m + 1)
        var current = [Int](repeating: tooFar, count: m + 1)
        for j in 0...Swift.min(m, limit) { previous[j] = j }

        for i in 1...n {
            let low = Swift.max(1, i - limit)
            let high = Swift.min(m, i + limit)
            current[0] = i <= limit ? i : tooFar
            if low > 1 { current[low - 1] = tooFar }
            var rowMinimum = current[0]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = Swift.min(value, beforePrevious[j - 2] + 1)
                }
                value = Swift.min(value, tooFar)
                current[j] = value
                rowMinimum = Swift.min(rowMinimum, value)
            }
            if high < m { current[high + 1] = tooFar }
            // Every later row is at least this row's minimum.
            if rowMinimum > limit { return tooFar }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return Swift.min(previous[m], tooFar)
    }
}
