/// Which point of a line of text sits at its `x`, the `text-anchor` attribute.
///
/// Written as the keyword itself; omitting the attribute (passing `nil` to a builder) leaves SVG's default, `start`.
public enum TextAnchor: String, Sendable, Hashable, CaseIterable {
    /// The start of the text, the left for left-to-right text and the right for right-to-left text.
    case start
    /// The middle of the text.
    case middle
    /// The end of the text.
    case end
}
