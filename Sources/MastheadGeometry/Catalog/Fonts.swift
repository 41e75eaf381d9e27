/// The fonts of GEOMETRY.md, by role. Sizes in points, weights CSS-style.
public enum Fonts {
    /// The bar title alone: 17 semibold.
    public static let barTitle = FontSpec(size: 17, weight: 600)
    /// The bar title over a subtitle: 15 semibold.
    public static let barTitleWithSubtitle = FontSpec(size: 15, weight: 600)
    /// The bar subtitle: 12 regular, secondary colour.
    public static let barSubtitle = FontSpec(size: 12, weight: 400)
    /// The large title, the inline content title and the collapsible header title: 34 bold.
    public static let largeTitle = FontSpec(size: 34, weight: 700)
    /// The large subtitle (also under the inline and collapsible titles): 15 regular.
    public static let largeSubtitle = FontSpec(size: 15, weight: 400)
    /// The `scrollEdge` header title: 34 bold.
    public static let scrollEdgeTitle = FontSpec(size: 34, weight: 700)
    /// The `scrollEdge` header subtitle: 15 medium.
    public static let scrollEdgeSubtitle = FontSpec(size: 15, weight: 500)
    /// The back label: 17 regular, `link` colour.
    public static let backLabel = FontSpec(size: 17, weight: 400)
    /// Text actions: 17 semibold, `link` colour.
    public static let textAction = FontSpec(size: 17, weight: 600)

    /// The `large` style's large title at a Dynamic Type category: bold at the HIG's Large Title size.
    public static func largeTitle(_ size: TextSize) -> FontSpec {
        FontSpec(size: size.largeTitle, weight: largeTitle.weight)
    }

    /// The `large` style's subtitle at a Dynamic Type category: regular at the HIG's Subheadline size.
    public static func largeSubtitle(_ size: TextSize) -> FontSpec {
        FontSpec(size: size.subheadline, weight: largeSubtitle.weight)
    }

    /// The Material bar title: `TopAppBarSmallTokens.HeadlineFont` = `TitleLarge`, Roboto 22 regular
    /// (`TypeScaleTokens.TitleLargeSize`, `TitleLargeWeight`), line height 28 (`TitleLargeLineHeight`).
    public static let m3TitleLarge = FontSpec(size: 22, weight: 400, typeface: .roboto)
    /// The medium bar's expanded title: `TopAppBarMediumTokens.HeadlineFont` = `HeadlineSmall`, Roboto 24
    /// regular, line height 32 (`TypeScaleTokens.HeadlineSmall*`).
    public static let m3HeadlineSmall = FontSpec(size: 24, weight: 400, typeface: .roboto)
    /// The large bar's expanded title: `TopAppBarLargeTokens.HeadlineFont` = `HeadlineMedium`, Roboto 28
    /// regular, line height 36 (`TypeScaleTokens.HeadlineMedium*`).
    public static let m3HeadlineMedium = FontSpec(size: 28, weight: 400, typeface: .roboto)
    /// A Material text button's label: `LabelLarge`, Roboto 14 medium, line height 20.
    public static let m3LabelLarge = FontSpec(size: 14, weight: 500, typeface: .roboto)
    /// The Material sample content's text: `BodyLarge`, Roboto 16 regular, line height 24.
    public static let m3BodyLarge = FontSpec(size: 16, weight: 400, typeface: .roboto)
    /// The Material sample content's secondary text: `BodyMedium`, Roboto 14 regular, line height 20.
    public static let m3BodyMedium = FontSpec(size: 14, weight: 400, typeface: .roboto)

    /// The line height Material's type scale gives a font (`TypeScaleTokens.*LineHeight`): 28 for TitleLarge, 32
    /// for HeadlineSmall, 36 for HeadlineMedium, 24 for BodyLarge, 20 for BodyMedium; nil for the iOS fonts, whose
    /// line is the font's own.
    public static func materialLineHeight(_ font: FontSpec) -> Double? {
        switch font {
        case m3TitleLarge: 28
        case m3HeadlineSmall: 32
        case m3HeadlineMedium: 36
        case m3BodyLarge: 24
        case m3BodyMedium: 20
        case m3LabelLarge: 20
        default: nil
        }
    }

    /// Every font by role name, in the order above (for the catalog).
    public static let all: [(name: String, font: FontSpec)] = [
        ("barTitle", barTitle), ("barTitleWithSubtitle", barTitleWithSubtitle), ("barSubtitle", barSubtitle),
        ("largeTitle", largeTitle), ("largeSubtitle", largeSubtitle), ("scrollEdgeTitle", scrollEdgeTitle),
        ("scrollEdgeSubtitle", scrollEdgeSubtitle), ("backLabel", backLabel), ("textAction", textAction),
        ("m3TitleLarge", m3TitleLarge), ("m3HeadlineSmall", m3HeadlineSmall), ("m3HeadlineMedium", m3HeadlineMedium),
    ]
}
