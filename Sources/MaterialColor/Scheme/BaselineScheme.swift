/// Jetpack Compose's baseline Material 3 schemes, the fixed purple ones of `lightColorScheme()` and
/// `darkColorScheme()`, as tables of its design tokens (see `light(_:)`, `dark(_:)` and `BaselinePalette`).
///
/// They are close to, but not the same as, the tonal-spot scheme of their seed `#6750A4`: the tokens were
/// generated from hand-tuned palettes and an earlier rule set (for instance `onPrimaryContainer` is tone 10
/// of the primary palette here and tone 30 in the 2021 spec's tonal spot).
enum BaselineScheme {
    /// The colour of `role` in the light or dark baseline scheme.
    static func colour(_ role: MaterialRole, dark: Bool) -> RGB {
        dark ? self.dark(role) : light(role)
    }
}
