/// How a self-intersecting or nested path decides what is inside, the `fill-rule` attribute.
///
/// Written as the keyword itself; omitting the attribute (passing `nil` to a builder) leaves SVG's default, `nonzero`.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Inside when the winding number is not zero; nested subpaths drawn in the same direction stay filled.
    case nonzero
    /// Inside when a ray crosses the outline an odd number of times; nested subpaths become holes.
    case evenodd
}
