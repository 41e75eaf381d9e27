import Testing

@testable import MastheadPreview

/// The sample content's truncation search: from any guess, the largest count that fits, as a bisection of the whole
/// range finds it, and with few measurements when the guess is close.
struct TextFittingSearchTests {
    /// What a bisection of `0 ... last` gives for a predicate that holds up to `answer` (none: -1).
    func bisection(last: Int, answer: Int) -> Int? {
        var low = 0
        var high = last
        while low < high {
            let middle = (low + high + 1) / 2
            if middle <= answer { low = middle } else { high = middle - 1 }
        }
        return low <= answer ? low : nil
    }

    @Test func everyGuessFindsWhatABisectionFinds() {
        for last in [0, 1, 2, 7, 40, 131] {
            for answer in -1...last {
                for guess in [-5, 0, answer - 3, answer, answer + 1, answer + 9, last, last + 4] {
                    let found = PreviewCanvas.longestFittingCount(guess, last: last) { $0 <= answer }
                    #expect(
                        found == bisection(last: last, answer: answer),
                        "last \(last) answer \(answer) guess \(guess)")
                }
            }
        }
    }

    @Test func aCloseGuessNeedsFewMeasurements() {
        var calls = 0
        let found = PreviewCanvas.longestFittingCount(60, last: 131) { count in
            calls += 1
            return count <= 61
        }
        #expect(found == 61)
        // 60 and 61 fit, 63 and 62 do not: four calls, where a bisection of 0 ... 131 makes eight.
        #expect(calls == 4)
    }
}
