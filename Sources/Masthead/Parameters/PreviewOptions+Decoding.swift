import MastheadGeometry
import MastheadHTTP
import MastheadPreview

extension PreviewOptions {
    /// The preview options of a request, read through the parameter table.
    init(_ reader: ParameterReader) throws(HTTPError) {
        let content = try ParameterTable.content.choice(reader, as: ContentKind.self)
        self.init(
            content: content, rows: try ParameterTable.rows.integer(reader),
            text: try ParameterTable.text.choice(reader, as: TextMode.self),
            guides: try ParameterTable.guides.bool(reader))
    }
}
