/// Every cache the service keeps, by what it holds. `/metrics` reports hits and misses for each, labelled with
/// its raw value.
public enum CacheKind: String, CaseIterable, Sendable {
    /// Rendered answers, by the request's path and query or body exactly as sent.
    case rawAnswer
    /// Rendered answers, by the canonical form of the decoded request.
    case answer
    /// Decoded requests with their offset left open, by everything but the offset.
    case scene
    /// Text widths and vertical metrics, by text, font and direction.
    case textMetrics
    /// Shaped glyph runs, by text, font and direction.
    case glyphRuns
    /// Glyph outlines as path data, by face and glyph.
    case glyphOutlines
    /// The header's drawing at one configuration and opacity state.
    case headerDrawing
    /// The bar items' drawing (back button, actions), by configuration and colour.
    case barItems
    /// The status bar's markup, by width and appearance.
    case statusBar
    /// Text fitted to a width with an ellipsis, by text, font and width.
    case fittedText
    /// The sample content's rows as markup, by content kind and configuration.
    case sampleRows

    /// The kind's place in ``allCases``, for counters kept in an array.
    var ordinal: Int {
        switch self {
        case .rawAnswer: 0
        case .answer: 1
        case .scene: 2
        case .textMetrics: 3
        case .glyphRuns: 4
        case .glyphOutlines: 5
        case .headerDrawing: 6
        case .barItems: 7
        case .statusBar: 8
        case .fittedText: 9
        case .sampleRows: 10
        }
    }
}
