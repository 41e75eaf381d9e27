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

    /// Every font by role name, in the order above (for the catalog).
    public static let all: [(name: String, font: FontSpec)] = [
        ("barTitle", barTitle), ("barTitleWithSubtitle", barTitleWithSubtitle), ("barSubtitle", barSubtitle),
        ("largeTitle", largeTitle), ("largeSubtitle", largeSubtitle), ("scrollEdgeTitle", scrollEdgeTitle),
        ("scrollEdgeSubtitle", scrollEdgeSubtitle), ("backLabel", backLabel), ("textAction", textAction),
    ]
}
