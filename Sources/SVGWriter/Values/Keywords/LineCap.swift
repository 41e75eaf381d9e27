/// The shape at the open ends of a stroked line, the `stroke-linecap` attribute.
///
/// Written as the keyword itself; omitting the attribute (passing `nil` to a builder) leaves SVG's default, `butt`.
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// The stroke stops flat at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}
