import MastheadGeometry
import MastheadSupport
import MastheadText

extension PreviewCanvas {
    /// `text` if it fits `maxWidth` at `font`, else its longest prefix that fits with "…" appended (the same rule
    /// as the geometry's truncation); empty when not even "…" fits.
    ///
    /// For sample content only: header text comes truncated from the geometry. Binary search over characters,
    /// assuming a longer prefix is never narrower. The sample texts are a fixed set, so answers are remembered
    /// (``PaintCaches/fittedTexts``): a preview fits the same rows at the same widths over and over.
    func fitted(_ text: String, font: FontSpec, maxWidth: Double) -> String {
        let key = FittedTextCache.Key(text: text, size: font.size, weight: font.weight, maxWidth: maxWidth)
        return caches.fittedTexts.value(for: key) { fit(text, font: font, maxWidth: maxWidth) }
    }

    private func fit(_ text: String, font: FontSpec, maxWidth: Double) -> String {
        if measure(text, font: font).width <= maxWidth { return text }
        let characters = Array(text)
        var low = 0
        var high = max(0, characters.count - 1)
        func candidate(_ count: Int) -> String {
            var prefix = characters[0..<count]
            while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
            return String(prefix) + Metrics.ellipsis
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(candidate(middle), font: font).width <= maxWidth { low = middle } else { high = middle - 1 }
        }
        let best = candidate(low)
        return measure(best, font: font).width <= maxWidth ? best : ""
    }
}

/// Remembered answers of ``PreviewCanvas/fitted(_:font:maxWidth:)``, at most 4096.
enum FittedTextCache {
    struct Key: Hashable, Sendable {
        let text: String
        let size: Double
        let weight: Int
        let maxWidth: Double
    }
}
