import MastheadGeometry

/// How a preview is drawn: sample content under the header, text as `<text>` or outlines, and layout guides.
public struct PreviewOptions: Hashable, Sendable {
    /// How text is written into the SVG.
    public enum TextMode: String, CaseIterable, Sendable {
        /// `<text>` elements, drawn by the viewer with its fonts.
        case text
        /// Glyph outlines, which look the same everywhere.
        case paths
    }

    /// The sample content under the header.
    public var content: ContentKind
    /// How many content items are drawn.
    public var rows: Int
    /// How text is written.
    public var text: TextMode
    /// Whether every part's frame and name are drawn over the picture.
    public var guides: Bool

    /// Options with the API's defaults for whatever is not given; `rows` defaults to the content's own.
    public init(content: ContentKind = .default, rows: Int? = nil, text: TextMode = .text, guides: Bool = false) {
        self.content = content
        self.rows = rows ?? content.defaultRows
        self.text = text
        self.guides = guides
    }
}
