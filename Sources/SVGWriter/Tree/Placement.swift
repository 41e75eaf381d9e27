/// Trusted markup and the point it is moved to: one item of a ``Node/placed(_:)`` run.
///
/// Written as `<g transform="translate(x y)">markup</g>`, the bytes `Node.g(transform: .translate(x: x, y: y),
/// [.raw(markup)])` renders inline. The markup is written exactly as given, with the trust rules of
/// ``Node/raw(_:)``.
public struct Placement: Sendable, Hashable {
    /// Markup this module rendered earlier, such as ``Node/inlineMarkup(_:capacity:)`` made.
    public var markup: String
    /// How far the markup is moved right.
    public var x: Double
    /// How far the markup is moved down.
    public var y: Double

    /// Places `markup` at (`x`, `y`).
    public init(_ markup: String, x: Double, y: Double) {
        self.markup = markup
        self.x = x
        self.y = y
    }
}
