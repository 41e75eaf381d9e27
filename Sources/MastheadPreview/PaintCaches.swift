import MastheadSupport

/// The painters' caches of one service: pieces of markup that recur from document to document (a header at rest,
/// bar items, the status bar, fitted sample text, sample rows). Each is a pure function of its key, so a document
/// drawn with them is the same as one drawn with a policy that is off, which makes none.
final class PaintCaches: Sendable {
    /// Headers at rest rendered with `text=text`: a slider past the collapse, or in an overscroll, draws the same
    /// header at every offset. The least recently used are dropped.
    let headers: BoundedCache<HeaderPainter.Key, HeaderPainter.Drawing>
    /// Bar items drawn with `text=text`: a header in a transition is new at every offset, but only its backing,
    /// hairline and title change.
    let barItems: BoundedCache<HeaderPainter.ItemsKey, HeaderPainter.Items>
    /// Status bars rendered with `text=text`.
    let statusBars: BoundedCache<StatusBarPainter.Key, String>
    /// Sample texts fitted to a width: a preview fits the same rows at the same widths over and over.
    let fittedTexts: BoundedCache<FittedTextCache.Key, String>
    /// Sample items' markup, each entry the markup of all the samples in list order.
    let sampleRows: BoundedCache<SampleRowKey, [String]>

    init(_ caching: CachePolicy) {
        headers = caching.cache(.headerDrawing, capacity: 512)
        barItems = caching.cache(.barItems, capacity: 64)
        statusBars = caching.cache(.statusBar, capacity: 64)
        fittedTexts = caching.cache(.fittedText, capacity: 4096)
        sampleRows = caching.cache(.sampleRows, capacity: 128)
    }
}
