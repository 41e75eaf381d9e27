/// How one role's colour follows from a scheme, after `dynamiccolor/DynamicColor.java` in
/// material-color-utilities and `materialyoucolor/dynamiccolor/dynamic_color.py`.
///
/// A definition is made for one scheme (`MaterialDynamicColors.color(_:in:)`), so the choices upstream makes in
/// its lambdas by variant, spec, appearance and contrast level are already taken. A role takes a tone of one
/// palette. The tone starts at `tone(scheme)` and is then moved, if need be, to reach the `contrastCurve` ratio
/// against `background` and to keep `toneDeltaPair`'s distance from its partner (see
/// `DynamicScheme.tone(of:)`). Roles without a background take their tone as it is.
struct DynamicColor {
    /// The palette the colour is taken from.
    let palette: PaletteRole
    /// The tone before any contrast adjustment.
    let tone: (DynamicScheme) -> Double
    /// Whether other roles are drawn on this one (such roles avoid the 50...60 tone band).
    let isBackground: Bool
    /// The role this one must contrast with, if any.
    let background: MaterialRole?
    /// The contrast this role asks of its background; present exactly when `background` is.
    let contrastCurve: ContrastCurve?
    /// The partner whose tone distance this role keeps, if any.
    let toneDeltaPair: ToneDeltaPair?
    /// What the palette's chroma is multiplied by for this role (2025 spec; 1 otherwise).
    let chromaMultiplier: Double

    /// A role of `palette` at `tone`, with the optional constraints of `DynamicColor.fromPalette`.
    init(
        palette: PaletteRole,
        isBackground: Bool = false,
        tone: @escaping (DynamicScheme) -> Double,
        background: MaterialRole? = nil,
        contrastCurve: ContrastCurve? = nil,
        toneDeltaPair: ToneDeltaPair? = nil,
        chromaMultiplier: Double = 1
    ) {
        precondition((background == nil) == (contrastCurve == nil), "a background needs a contrast curve")
        self.palette = palette
        self.tone = tone
        self.isBackground = isBackground
        self.background = background
        self.contrastCurve = contrastCurve
        self.toneDeltaPair = toneDeltaPair
        self.chromaMultiplier = chromaMultiplier
    }
}
