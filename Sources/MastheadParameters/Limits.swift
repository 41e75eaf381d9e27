import MastheadHTTP

/// What the service accepts, in one place (documented in the README's "Limits" section).
package enum Limits {
    package static let offset: ClosedRange<Double> = -100_000...100_000
    /// A range's start: below the last offset, so that a `to` above it still fits (numbers carry three decimals).
    static let rangeStart: ClosedRange<Double> = offset.lowerBound...(offset.upperBound - 0.001)
    static let titleLength = 200
    /// The longest search placeholder, in characters (API.md, wave 4).
    static let searchLength = 200
    static let actionTextLength = 50
    package static let actionsPerSide = 4
    /// Items in one action list: the actions and a spacer between every two of them.
    static let actionListItems = 2 * actionsPerSide - 1
    /// The most tabs a row holds, and the longest label of one.
    package static let tabs = 8
    static let tabLabelLength = 40
    static let width: ClosedRange<Double> = 1...4000
    static let height: ClosedRange<Double> = 1...8000
    static let safeAreaTop: ClosedRange<Double> = 0...1000
    package static let scale: ClosedRange<Double> = 0.5...4
    static let headerHeight: ClosedRange<Double> = 0.001...2000
    static let collapseDistance: ClosedRange<Double> = 0.001...100_000
    static let parallax: ClosedRange<Double> = -2...2
    /// Android's font scale: 0.85 (the smallest setting) to 2, the largest table of Android 14's
    /// `FontScaleConverterFactory`.
    static let fontScale: ClosedRange<Double> = 0.85...2
    static let rows: ClosedRange<Int> = 0...200
    package static let timelineFrames = 2001
    package static let filmstripFrames = 12
    /// `sliverAppBar`'s expanded height, in points.
    static let expandedHeight: ClosedRange<Double> = 0...2000
    /// The longest `image` value: as long as a body may be. A `data:` URI of 1 MiB decoded is 1,398,104 base64
    /// characters after its 23-character `data:image/jpeg;base64,` prefix; a longer one is refused by the picture's
    /// own check, which says how large the picture is, rather than by its length.
    static let imageURILength = imageBodyBytes
    /// The most bytes a JSON body may have, unless it carries an `image` (the server's usual limit).
    package static let bodyBytes = ServerConfiguration().bodyLimit
    /// The most bytes a JSON body that carries an `image` may have (API.md, wave 4).
    package static let imageBodyBytes = 2 * 1024 * 1024
    /// The most points a scroll `path` may hold (as many as a timeline's frames).
    static let pathPoints = 2001
}
