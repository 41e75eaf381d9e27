import MastheadGeometry
import MastheadSupport
import MastheadText

extension PreviewCanvas {
    /// `text` if it fits `maxWidth` at `font`, else its longest prefix that fits with "…" appended (the same rule
    /// as the geometry's truncation); empty when not even "…" fits.
    ///
    /// For sample content only: header text comes truncated from the geometry. A search over characters,
    /// assuming a longer prefix is never narrower (``longestFittingCount(_:last:_:)``). The sample texts are a
    /// fixed set, so answers are remembered (``PaintCaches/fittedTexts``): a preview fits the same rows at the same
    /// widths over and over.
    func fitted(_ text: String, font: FontSpec, maxWidth: Double) -> String {
        let key = FittedTextCache.Key(text: text, font: font, maxWidth: maxWidth)
        return caches.fittedTexts.value(for: key) { fit(text, font: font, maxWidth: maxWidth) }
    }

    private func fit(_ text: String, font: FontSpec, maxWidth: Double) -> String {
        let width = measure(text, font: font).width
        if width <= maxWidth { return text }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var prefix = characters[0..<count]
            while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
            return String(prefix) + Metrics.ellipsis
        }
        // The cut where the text's mean width per character puts it, one character short for the ellipsis.
        let guess = Int((Double(characters.count) * maxWidth / width).rounded(.down)) - 1
        let count = PreviewCanvas.longestFittingCount(guess, last: max(0, characters.count - 1)) { count in
            measure(candidate(count), font: font).width <= maxWidth
        }
        return count.map(candidate) ?? ""
    }

    /// The largest count in `0 ... last` that `fits`, or nil when none does, for a `fits` that holds up to some
    /// count and not beyond: the answer a bisection of `0 ... last` gives, found from `guess` by steps that double
    /// until they pass the answer, then by bisecting the last step, so a good guess needs a few calls, not log₂.
    static func longestFittingCount(_ guess: Int, last: Int, _ fits: (Int) -> Bool) -> Int? {
        // `low` fits (or is -1), `high` does not (or is last + 1).
        var low = -1
        var high = last + 1
        let start = min(last, max(0, guess))
        var step = 1
        if fits(start) {
            low = start
            while low + step <= last {
                if fits(low + step) {
                    low += step
                    step *= 2
                } else {
                    high = low + step
                    break
                }
            }
        } else {
            high = start
            while high - step >= 0 {
                if fits(high - step) {
                    low = high - step
                    break
                }
                high -= step
                step *= 2
            }
        }
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low >= 0 ? low : nil
    }
}

/// Remembered answers of ``PreviewCanvas/fitted(_:font:maxWidth:)``, at most 4096.
enum FittedTextCache {
    /// The whole font, typeface included: Inter and Roboto cut the same sample row at different places.
    struct Key: Hashable, Sendable {
        let text: String
        let font: FontSpec
        let maxWidth: Double
    }
}
