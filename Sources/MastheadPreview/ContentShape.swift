import MastheadGeometry

/// A filled shape of the sample content: its box (a circle's bounding square) and its colour.
public struct ContentShape: Sendable, Hashable {
    /// The shape's box in screen points.
    public let box: Rect
    /// Its fill.
    public let color: Color
}
