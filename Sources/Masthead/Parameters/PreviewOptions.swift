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

    static let parameterNames: Set<String> = ["content", "rows", "text", "guides"]

    init(_ reader: ParameterReader) throws(HTTPError) {
        content = try reader.choice("content", default: ContentKind.default)
        rows = try reader.integer("rows", in: Limits.rows) ?? content.defaultRows
        text = try reader.choice("text", default: TextMode.text)
        guides = try reader.bool("guides", default: false)
    }
}
