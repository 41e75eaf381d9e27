import MastheadFormat
import MastheadGeometry

extension ParameterDocs {
    /// How previews are drawn (``PreviewOptions``); accepted by every `/v1` endpoint so one state serves them all.
    static let preview: [ParameterDoc] = [
        ParameterDoc(
            "content", "Sample content drawn under the header in previews.",
            Schema.choice(ContentKind.self, default: .default)),
        ParameterDoc(
            "rows",
            "How many content items are drawn; by default "
                + ContentKind.allCases.map { "\($0.defaultRows) for \($0.rawValue)" }.joined(separator: ", ") + ".",
            Schema.integer(in: Limits.rows)),
        ParameterDoc(
            "text", "SVG text as `<text>` elements, or as glyph outlines that look the same everywhere.",
            Schema.choice(PreviewOptions.TextMode.self, default: .text)),
        ParameterDoc(
            "guides",
            "Draw every part's frame and name over the preview. In a query, `1`, `0` and a bare `guides` "
                + "also work.",
            Schema.type("boolean", [("default", .bool(false))])),
    ]

    /// The offsets of timelines, filmstrips and charts (``OffsetRange``).
    static let ranges: [ParameterDoc] = [
        ParameterDoc("from", "The first offset.", Schema.number(in: Limits.rangeStart)),
        ParameterDoc(
            "to", "The last offset; must be greater than `from`.", Schema.number(in: Limits.offset)),
        ParameterDoc(
            "step",
            "Points between two timeline frames; `from`, `to` and `step` may give at most \(Limits.timelineFrames) "
                + "frames.",
            // The range is the one TimelineEndpoint reads; OpenAPIDocumentTests checks both ends over HTTP.
            Schema.number(in: 0.001...200_000, default: 1)),
    ]
}
