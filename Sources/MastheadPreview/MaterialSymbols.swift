import MastheadGeometry
import SVGWriter

/// Material Symbols (Outlined, weight 400, grade 0, optical size 24) glyphs for the Material bars, as Google
/// publishes their SVGs (fonts.google.com/icons, `viewBox="0 -960 960 960"`, Apache License 2.0): filled paths
/// on a 960-unit grid whose y runs from -960 (top) to 0 (bottom).
///
/// The Material styles draw these for the navigation icon, the overflow button and the catalog icons that have
/// a Material counterpart here (`search`, `plus` as `add`, `more` as `more_vert`, `menu`, `close`); other catalog
/// icons keep their stroke drawings.
enum MaterialSymbols {
    /// The grid side.
    static let grid: Double = 960

    /// The path data of the glyph for `name` (a Material Symbols name or a catalog name), or nil when there is
    /// none here.
    static func path(_ name: String) -> String? {
        paths[aliases[name] ?? name]
    }

    /// Catalog names whose Material glyph has another name.
    private static let aliases = ["plus": "add", "more": "more_vert"]

    private static let paths: [String: String] = [
        "arrow_back": "m313-440 224 224-57 56-320-320 320-320 57 56-224 224h487v80H313Z",
        "menu": "M120-240v-80h720v80H120Zm0-200v-80h720v80H120Zm0-200v-80h720v80H120Z",
        "close":
            "m256-200-56-56 224-224-224-224 56-56 224 224 224-224 56 56-224 224 224 224-56 56-224-224-224 224Z",
        "more_vert":
            "M480-160q-33 0-56.5-23.5T400-240q0-33 23.5-56.5T480-320q33 0 56.5 23.5T560-240q0 33-23.5 56.5T480-160Z"
            + "m0-240q-33 0-56.5-23.5T400-480q0-33 23.5-56.5T480-560q33 0 56.5 23.5T560-480q0 33-23.5 56.5T480-400Z"
            + "m0-240q-33 0-56.5-23.5T400-720q0-33 23.5-56.5T480-800q33 0 56.5 23.5T560-720q0 33-23.5 56.5T480-640Z",
        "search":
            "M784-120 532-372q-30 24-69 38t-83 14q-109 0-184.5-75.5T120-580q0-109 75.5-184.5T380-840q109 0 184.5 "
            + "75.5T640-580q0 44-14 83t-38 69l252 252-56 56ZM380-400q75 0 127.5-52.5T560-580q0-75-52.5-127.5T380-760"
            + "q-75 0-127.5 52.5T200-580q0 75 52.5 127.5T380-400Z",
        "add": "M440-440H200v-80h240v-240h80v240h240v80H520v240h-80v-240Z",
    ]
}
