import MastheadGeometry
import MastheadHTTP
import MastheadPreview

extension PreviewOptions {
    /// The preview options of a request, read through the parameter table.
    package init(_ reader: ParameterReader) throws(HTTPError) {
        let content = try ParameterTable.content.choice(reader, as: ContentKind.self)
        self.init(
            content: content, rows: try ParameterTable.rows.integer(reader),
            text: try ParameterTable.text.choice(reader, as: TextMode.self),
            guides: try ParameterTable.guides.bool(reader))
    }

    /// The options as the drawn scroll exports (Lottie, animated SVG) take them: text as glyph outlines, so the
    /// animation looks the same in every player, and no guides (`text` and `guides` are accepted and have no effect).
    package static func outlined(_ reader: ParameterReader) throws(HTTPError) -> PreviewOptions {
        var options = try PreviewOptions(reader)
        options.text = .paths
        options.guides = false
        return options
    }
}
