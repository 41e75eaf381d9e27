import MastheadGeometry
import MastheadHTTP

/// How a preview is drawn: sample content under the header, text as `<text>` or outlines, and layout guides.
struct PreviewOptions: Hashable {
    /// How text is written into the SVG.
    enum TextMode: String, CaseIterable {
        case text
        case paths
    }

    var content: ContentKind
    var rows: Int
    var text: TextMode
    var guides: Bool

    init(_ reader: ParameterReader) throws(HTTPError) {
        content = try ParameterTable.content.choice(reader, as: ContentKind.self)
        rows = try ParameterTable.rows.integer(reader) ?? content.defaultRows
        text = try ParameterTable.text.choice(reader, as: TextMode.self)
        guides = try ParameterTable.guides.bool(reader)
    }
}
