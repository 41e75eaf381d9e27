extension TextFitter {
    /// The back label shortened to `maxWidth` as `fallback` says.
    ///
    /// - `truncate`: the longest prefix that fits with "…" (see ``fit(_:font:maxWidth:)``); when no character of the
    ///   label is left, nothing (an "…" alone says less than the chevron, and UIKit never shows one).
    /// - `system`: the full label; else "Back" (UIKit's fallback) marked truncated; else nothing: empty text,
    ///   zero wide, marked truncated, and the chevron stands alone. A label that already reads "Back" and does
    ///   not fit goes straight to the chevron.
    func backLabel(_ label: String, fallback: BackFallback, maxWidth: Double) -> FittedText {
        switch fallback {
        case .truncate:
            let fitted = fit(label, font: Fonts.backLabel, maxWidth: maxWidth)
            guard fitted.truncated, fitted.text == Metrics.ellipsis else { return fitted }
            var none = natural("", font: Fonts.backLabel)
            none.truncated = true
            return none
        case .system:
            let full = natural(label, font: Fonts.backLabel)
            if full.width <= maxWidth + 1e-9 { return full }
            var generic = natural(Metrics.systemBackLabel, font: Fonts.backLabel)
            generic.truncated = true
            if generic.width <= maxWidth + 1e-9 { return generic }
            var none = natural("", font: Fonts.backLabel)
            none.truncated = true
            return none
        }
    }

    /// An action's button width in the bar: 36 for an icon, the label's width plus 8 each side for text.
    func barWidth(of action: Action) -> Double {
        switch action.content {
        case .icon: Metrics.iconActionSize
        case .text(let label): natural(label, font: Fonts.textAction).width + 2 * Metrics.textActionPadding
        }
    }

    /// An action's button height in the bar.
    static func barHeight(of action: Action) -> Double {
        action.kind == .icon ? Metrics.iconActionSize : Metrics.textActionHeight
    }
}
