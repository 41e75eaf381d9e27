import MastheadFormat
import MastheadGeometry

/// One animated property of a header style sampled over a range of offsets, normalised to 0 ... 1 for the chart.
///
/// Opacities and progress are already 0 ... 1. Properties with their own units are normalised and say so in their
/// name: the large title's scale maps 1 ... 1.1 to 0 ... 1, the collapsible header's height maps 0 ... `H` to
/// 0 ... 1, a Material bar's container height maps 0 ... its expanded height to 0 ... 1, the search band's shown
/// height maps 0 ... 44 to 0 ... 1. A sample where the part is
/// absent is nil and breaks the line. The Material bars have no pull-down scale and an always opaque background,
/// so those two series are left out for them.
struct CurveSeries {
    /// The legend text.
    var name: String
    /// The line colour.
    var color: Color
    /// One value per sample offset.
    var values: [Double?]

    /// Every series the style animates, sampled at `offsets` from `layouts` (one layout per offset).
    ///
    /// Series whose part never appears in the layouts (a hairline on a soft scroll edge) are left out.
    static func all(for layouts: [HeaderLayout], configuration: HeaderConfiguration) -> [CurveSeries] {
        let colors = ColorPalette.cardColors.map(\.color)
        let height = max(configuration.headerHeight, 1e-9)
        let material = configuration.style.isMaterial
        let expanded = MaterialBarSpec(configuration).expandedHeight
        let candidates: [(String, (HeaderLayout) -> Double?)] = [
            ("progress", { $0.progress }),
            ("title opacity", { $0.title?.opacity }),
            ("large title opacity", { $0.largeTitle?.opacity }),
            (
                "large title scale (1 → 1.1)",
                { material ? nil : $0.largeTitle.map { ($0.scale - 1) / (Metrics.largeTitleMaxScale - 1) } }
            ),
            ("hairline opacity", { $0.hairline?.opacity }),
            ("header background opacity", { material ? nil : $0.header.backgroundOpacity }),
            (
                "header height (0 → " + NumberFormat.string(configuration.headerHeight) + " pt)",
                { $0.style == .collapsible ? $0.header.frame.height / height : nil }
            ),
            ("edge effect opacity", { $0.edgeEffect?.opacity }),
            (
                "bar height (0 → " + NumberFormat.string(expanded) + " pt)",
                { material ? $0.bar.map { $0.height / expanded } : nil }
            ),
            (
                "search band height (0 → " + NumberFormat.string(Metrics.searchBandHeight) + " pt)",
                { $0.search.map { ($0.clip ?? $0.frame).height / Metrics.searchBandHeight } }
            ),
            ("search placeholder opacity", { $0.search?.contentOpacity }),
        ]
        let order = [5, 0, 1, 7, 3, 6, 4, 2]  // blue, pink, orange, purple, green, indigo, teal, yellow
        var series: [CurveSeries] = []
        for (name, value) in candidates {
            let values = layouts.map(value)
            guard values.contains(where: { $0 != nil }) else { continue }
            series.append(CurveSeries(name: name, color: colors[order[series.count % order.count]], values: values))
        }
        return series
    }
}
