import MastheadFormat
import MastheadGeometry
import MastheadParameters
import MastheadRaster

/// What the description says about one `/v1` endpoint beyond its parameters: a summary, a paragraph, and the media
/// type and schema of its answer.
///
/// Looked up by ``Endpoint/path``; an endpoint in ``Routes/endpoints`` without an entry here is left out of the
/// description, and the OpenAPI tests fail.
struct EndpointDoc {
    /// The request path, like `/v1/geometry`.
    let path: String
    /// One line.
    let summary: String
    /// What the answer holds, and the endpoint's own parameter rules.
    let description: String
    /// The answer's media type, without parameters.
    let mediaType: String
    /// The answer's schema.
    let schema: JSONValue
    /// Descriptions of parameters that say more, for this endpoint's `GET`, than the shared ones in
    /// ``ParameterTable`` (OpenAPI 3.1 lets a reference replace the description of what it refers to).
    var parameterDescriptions: [String: String] = [:]

    /// Whether the answer is an SVG image (and so carries the SVG security headers).
    var isSVG: Bool { mediaType == "image/svg+xml" }

    /// The entry for `path`, or `nil` when there is none.
    static func named(_ path: String) -> EndpointDoc? {
        all.first { $0.path == path }
    }

    /// Every described endpoint.
    static let all: [EndpointDoc] = [
        EndpointDoc(
            path: "/v1/geometry", summary: "The geometry document of one header at one offset",
            description: "Frames, opacities and thresholds of every part of the header. Preview parameters are "
                + "accepted and checked, so one state serves every endpoint, but do not change the answer.",
            mediaType: "application/json", schema: Schema.ref("Geometry")),
        EndpointDoc(
            path: "/v1/timeline", summary: "Geometry documents over a range of offsets",
            description: "One geometry document for each offset from `from` (default 0) to `to` (default 200) by "
                + "`step` (default 1), at most \(Limits.timelineFrames) frames, and the thresholds.",
            mediaType: "application/json", schema: Schema.ref("Timeline"),
            parameterDescriptions: [
                "to": "The last offset; must be greater than or equal to `from` (equal: one frame)."
            ]),
        EndpointDoc(
            path: "/v1/preview.svg", summary: "One frame of the header over sample content, as SVG",
            description: "The screen at `offset`: status bar, header and the sample `content`, drawn as an "
                + "accessible SVG image; `crop` draws only the screen's top.",
            mediaType: "image/svg+xml", schema: svg),
        EndpointDoc(
            path: "/v1/filmstrip.svg", summary: "Several frames side by side, as SVG",
            description: "Frames at the listed `offsets`, or `frames` (default \(FilmstripOffsets.defaultFrames)) "
                + "offsets spread evenly from `from` (default 0) to `to` (default 1.2 times the style's largest "
                + "threshold, at least 60); at most \(Limits.filmstripFrames) frames, each "
                + "\(NumberFormat.string(ParameterTable.Defaults.filmstripCrop)) points tall unless `crop` says "
                + "otherwise. "
                + "`offset` is accepted but the frames' offsets come from these.",
            mediaType: "image/svg+xml", schema: svg),
        EndpointDoc(
            path: "/v1/preview.png", summary: "One frame of the header over sample content, as PNG",
            description: "The picture of `/v1/preview.svg` rasterised by librsvg at the device scale (`scale` pixels "
                + "per point); at most \(PNGRasterizer.maxSide) pixels a side, larger pictures are refused naming "
                + "`scale`.",
            mediaType: "image/png", schema: png),
        EndpointDoc(
            path: "/v1/filmstrip.png", summary: "Several frames side by side, as PNG",
            description: "The picture of `/v1/filmstrip.svg` rasterised by librsvg at the device scale, or smaller "
                + "so that neither side is over \(PNGRasterizer.maxSide) pixels.",
            mediaType: "image/png", schema: png),
        EndpointDoc(
            path: "/v1/curves.svg", summary: "Every animated property against the offset, as an SVG chart",
            description: "A chart of each animated property from `from` (default "
                + "\(NumberFormat.string(ParameterTable.Defaults.curvesFrom))) to `to` (default 1.5 times the "
                + "style's largest "
                + "threshold, at least 60), thresholds marked; one sample per point, at most "
                + "\(Limits.timelineFrames). `offset`, `content`, `rows` and `guides` are accepted but do not change "
                + "the chart.",
            mediaType: "image/svg+xml", schema: svg),
        EndpointDoc(
            path: "/v1/scroll.lottie.json", summary: "The preview over a range of offsets, as a Lottie animation",
            description: "A Lottie (Bodymovin JSON) animation of the screen from `from` (default 0) to `to` "
                + "(default 200): frame `n` is `/v1/preview.svg` at offset `from + n × step` (default 1), at "
                + "\(NumberFormat.string(LottieEndpoint.frameRate)) frames a second, at most "
                + "\(Limits.timelineFrames) frames. One named shape layer per part (`bar`, `hairline`, `title`, "
                + "`largeTitle`, `back`, `actions/<n>`, `edgeEffect`, `content/<n>`, `statusBar`) and run of frames "
                + "in which it only moves, with hold keyframes for position and opacity; text as glyph outlines. "
                + "`text` and `guides` are accepted but do not change the animation.",
            mediaType: "application/json", schema: Schema.ref("Lottie")),
        EndpointDoc(
            path: "/v1/scroll.html", summary: "The header as a CSS scroll-driven animation, in a page",
            description: "A self-contained HTML page (inline CSS, no script) whose header parts are elements "
                + "(`data-part` names the part) animated by `animation-timeline: scroll()` keyframes from the "
                + "geometry at every `step` from `from` to `to` (the timeline's defaults and limits): scrolled `s` "
                + "pixels, the page shows offset `from + s`. `text` and `guides` are accepted but change nothing.",
            mediaType: "text/html", schema: Schema.type("string", [("description", .string("An HTML page."))])),
        EndpointDoc(
            path: "/v1/scroll.css", summary: "The style sheet of /v1/scroll.html alone",
            description: "The CSS of `/v1/scroll.html`: the screen, one `#mh-<n>` rule and `@keyframes mh-<n>` per "
                + "part, in the page's order.",
            mediaType: "text/css", schema: Schema.type("string", [("description", .string("A CSS style sheet."))])),
        EndpointDoc(
            path: "/v1/scroll.svg", summary: "The preview animated from `from` to `to` and back, as SVG",
            description: "`/v1/preview.svg` at every `step` from `from` to `to` (the timeline's defaults and "
                + "limits), shown one after another forward and back over `duration` seconds (default 4), looping, "
                + "with SMIL `<animate>` and `<animateTransform>` and no script, so it plays in a tab and in "
                + "`<img>`. Text is drawn as glyph outlines; `text` and `guides` change nothing.",
            mediaType: "image/svg+xml", schema: svg),
        EndpointDoc(
            path: "/v1/audit", summary: "Accessibility and platform checks over the scroll and every text size",
            description: "The header laid out at every offset from `from` to `to` by `step` and at every "
                + "`textSizes` category, checked for truncated text, colliding parts, small touch targets, text and "
                + "icon contrast (WCAG 2.2), parts in the status bar, and jumps; what one rule finds on one part in "
                + "neighbouring frames is one finding with its offsets and sizes. Defaults: the style's whole range "
                + "(a 60-point pull-down to 1.5 times its largest threshold, at least 60) by 1 point, its switch "
                + "points added, all twelve text sizes for the iOS styles; at most \(Limits.timelineFrames) offsets "
                + "before the switch points. `offset`, `path` and `textSize` are accepted but do not change the "
                + "answer. `/v1/catalog` lists the rules (`auditRules`) with their severities and sources.",
            mediaType: "application/json", schema: Schema.ref("Audit"),
            parameterDescriptions: [
                "from": "The first offset checked; default -60.",
                "to": "The last offset checked; default 1.5 times the style's largest threshold (at least 60).",
                "step": "Points between two offsets checked; default 1, or more to keep within "
                    + "\(Limits.timelineFrames) offsets.",
            ]),
    ]

    /// Images are binary content: `format: binary` for generators that read OpenAPI 3.0's way, `contentMediaType`
    /// for JSON Schema's.
    private static let svg = image("An SVG 1.1 document.", mediaType: "image/svg+xml")
    private static let png = image("A PNG image.", mediaType: "image/png")

    private static func image(_ description: String, mediaType: String) -> JSONValue {
        Schema.type(
            "string",
            [
                ("description", .string(description)), ("format", .string("binary")),
                ("contentMediaType", .string(mediaType)),
            ])
    }
}
