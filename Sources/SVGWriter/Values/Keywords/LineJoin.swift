/// The shape where two stroked segments meet, the `stroke-linejoin` attribute.
///
/// Written as the keyword itself; omitting the attribute (passing `nil` to a builder) leaves SVG's default, `miter`.
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// A sharp corner, beveled when longer than the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off flat.
    case bevel
}
