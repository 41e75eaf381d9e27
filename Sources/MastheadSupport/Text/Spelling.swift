/// The known word a misspelt one most likely meant, for the "did you mean" of an error message.
///
/// Words are compared by their Unicode scalars, ignoring ASCII case, with the optimal string alignment distance:
/// the fewest insertions, deletions, substitutions and swaps of two neighbours that turn one into the other
/// (`tittle` is one from `title`, `serach` one from `search`). A word differing from a known one in case alone is
/// always matched (`Large`, `M3Medium`); otherwise a suggestion is at most one edit away for words of up to
/// three scalars, two for up to six, three for longer ones, and is only given when a single known word is closest.
public enum Spelling {
    /// The longest word compared; longer ones get no suggestion, so an error costs little whatever is sent.
    public static let longestWord = 64

    /// The one word of `candidates` that `word` most likely meant, or `nil` when none is close or two are equally
    /// close.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        guard word.utf8.count <= 4 * longestWord else { return nil }
        let typed = folded(word)
        guard !typed.isEmpty, typed.count <= longestWord else { return nil }
        let known = candidates.map(folded)
        if let sameLetters = known.firstIndex(of: typed) { return candidates[sameLetters] }
        let limit = typed.count <= 3 ? 1 : typed.count <= 6 ? 2 : 3
        var best: String?
        var bestDistance = limit + 1
        var tied = false
        for (candidate, letters) in zip(candidates, known) {
            let distance = distance(typed, letters, limit: limit)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
                tied = false
            } else if distance == bestDistance, best != nil {
                tied = true
            }
        }
        return tied ? nil : best
    }

    /// The word's scalars with ASCII letters in lower case.
    static func folded(_ word: String) -> [UInt32] {
        word.unicodeScalars.map { scalar in
            (0x41...0x5A).contains(scalar.value) ? scalar.value + 0x20 : scalar.value
        }
    }

    /// The optimal string alignment distance between `a` and `b`, or `limit + 1` for anything over `limit`.
    static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Three rows of the dynamic-programming table: the one two back is needed for a swap.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return min(previous[b.count], limit + 1)
    }
}
