import MastheadFormat

extension Catalog {
    /// The positions of Android 14's font size slider (Settings › Display › Font size), smallest first: 85 %, the
    /// default, and the five scales Android 14's `FontScaleConverterFactory` has tables for.
    public static let androidFontScales: [Double] = [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]

    /// The Material type roles the bars draw, in the catalog's order.
    static let materialTypes: [MaterialTypeStyle] = [
        .titleLarge, .labelMedium, .headlineSmall, .headlineMedium, .displaySmall, .labelLarge, .titleMedium,
    ]

    /// Writes `fontScales`: for each slider position its `step` (1 = smallest), its `scale`, how Android 14 turns
    /// sp into dp there (`linear`, or the `table` of that scale) and what each Material type role becomes
    /// (`{"size", "lineHeight"}` in points). A `fontScale` between two positions interpolates between their
    /// tables; `default` is the position Android starts at.
    static func writeFontScales(into json: inout JSONWriter) {
        json.key("fontScales")
        json.beginObject()
        json.key("steps")
        json.beginArray()
        for (index, scale) in androidFontScales.enumerated() {
            json.beginObject()
            json.key("step")
            json.integer(index + 1)
            json.member("scale", scale)
            json.member("conversion", scale <= 1 ? "linear" : "table")
            json.key("types")
            json.beginObject()
            let converter = FontScaleConverter(scale: scale)
            for style in materialTypes {
                let type = style.scaled(converter)
                json.key(escaping: style.name)
                json.beginObject()
                json.member("size", type.font.size)
                json.member("lineHeight", type.lineHeight)
                json.endObject()
            }
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.member("default", 1.0)
        json.endObject()
    }
}
