/// Measures and truncates text through a ``TextMeasuring`` in one direction.
///
/// Widths always come from the measurer, never from counting characters.
struct TextFitter: Sendable {
    /// The measurer every width comes from.
    var measurer: any TextMeasuring
    /// The direction text is shaped in.
    var direction: LayoutDirection

    /// The text at its natural width.
    func natural(_ text: String, font: FontSpec) -> FittedText {
        FittedText(text: text, metrics: measure(text, font), font: font, truncated: false)
    }

    /// The text if it fits `maxWidth`, else its longest prefix (by `Character`, in reading order) that fits with
    /// "…" appended.
    ///
    /// Trailing spaces are dropped from the chosen prefix ("Mail…" rather than "Mail …"). The empty prefix is a
    /// prefix too, so a lone "…" is shown when nothing longer fits; when not even "…" fits (or `maxWidth` is not
    /// positive) the result is empty, zero wide and marked truncated. The search is a
    /// binary search, which assumes a longer prefix is never narrower; kerning can break that by a fraction of a
    /// point, which at worst keeps one character fewer.
    func fit(_ text: String, font: FontSpec, maxWidth: Double) -> FittedText {
        let full = natural(text, font: font)
        if full.width <= maxWidth + 1e-9 { return full }
        let characters = Array(text)
        var low = 0  // a prefix of this many characters is known to fit (0: "…" alone may still not fit)
        var high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if candidate(characters, middle, font).width <= maxWidth + 1e-9 { low = middle } else { high = middle - 1 }
        }
        let best = candidate(characters, low, font)
        guard best.width <= maxWidth + 1e-9 else {
            return FittedText(text: "", metrics: measure("", font), font: font, truncated: true)
        }
        return best
    }

    /// The first `count` characters, trailing spaces dropped, with "…" appended.
    private func candidate(_ characters: [Character], _ count: Int, _ font: FontSpec) -> FittedText {
        var prefix = characters[0..<count]
        while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
        let text = String(prefix) + Metrics.ellipsis
        return FittedText(text: text, metrics: measure(text, font), font: font, truncated: true)
    }

    private func measure(_ text: String, _ font: FontSpec) -> TextMetrics {
        measurer.measure(text, font: font, direction: direction)
    }
}
