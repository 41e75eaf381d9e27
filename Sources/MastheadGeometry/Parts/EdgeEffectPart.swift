/// The `scrollEdge` style's scroll edge effect over `0 ... S + headerHeight`.
///
/// Apple publishes no numbers for it; the stops, blur and opacity are this service's choice and reported so a
/// client can restyle them.
public struct EdgeEffectPart: Sendable, Hashable {
    /// One stop of the effect's opacity ramp.
    public struct Stop: Sendable, Hashable {
        /// Position as a fraction of the effect's height, 0 (top) ... 1 (bottom).
        public var at: Double
        /// The content's opacity at that position.
        public var opacity: Double

        /// Creates a stop.
        public init(at: Double, opacity: Double) {
            self.at = at
            self.opacity = opacity
        }
    }

    /// Soft or hard.
    public var style: EdgeStyle
    /// The area covered: the full width from the top of the screen to the header's bottom.
    public var frame: Rect
    /// How visible the effect is, `clamp(offset / F, 0, 1)`.
    public var opacity: Double
    /// Blur radius in points (0 for hard).
    public var blur: Double
    /// The opacity ramp from top to bottom.
    public var stops: [Stop]

    /// Creates the part.
    public init(style: EdgeStyle, frame: Rect, opacity: Double, blur: Double, stops: [Stop]) {
        self.style = style
        self.frame = frame
        self.opacity = opacity
        self.blur = blur
        self.stops = stops
    }

    /// The soft effect's ramp (GEOMETRY.md).
    public static let softStops = [Stop(at: 0, opacity: 1), Stop(at: 0.6, opacity: 0.85), Stop(at: 1, opacity: 0)]
    /// The hard effect's ramp: a flat 0.95 backing. The spec gives only the opacity; a flat ramp lets a client
    /// draw both styles the same way.
    public static let hardStops = [
        Stop(at: 0, opacity: Metrics.hardEdgeOpacity), Stop(at: 1, opacity: Metrics.hardEdgeOpacity),
    ]
}
