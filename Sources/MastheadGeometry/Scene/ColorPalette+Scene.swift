extension ColorPalette {
    /// The `collapsible` band's subtitle colour, under its white title.
    public static let collapsibleSubtitle = Color.white.withAlpha(0.85)

    /// A prominent item's glyph on `fidelity=ios26`'s tinted glass: white.
    public static let prominentGlyph = Color.white

    /// The colour of the `collapsible` bar's back button and actions at the header's `progress`: the tint moved
    /// that far toward white.
    public func collapsibleItemColor(progress: Double) -> Color {
        link.mixed(with: .white, amount: progress)
    }
}
