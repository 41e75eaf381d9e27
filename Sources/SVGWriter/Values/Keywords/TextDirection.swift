/// The base writing direction of a line of text, the `direction` attribute.
///
/// Written as the keyword itself; omitting the attribute (passing `nil` to a builder) leaves SVG's default, `ltr`.
public enum TextDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right, as in English.
    case ltr
    /// Right to left, as in Hebrew or Arabic; `start` anchoring then means the right edge.
    case rtl
}
