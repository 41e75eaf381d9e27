/// How the `scrollEdge` style's scroll edge effect looks; other styles ignore it.
public enum EdgeStyle: String, Sendable, Hashable, CaseIterable {
    /// Content fades out and blurs progressively toward the top of the screen; the default.
    case soft
    /// A nearly opaque backing with a crisp dividing line at its bottom.
    case hard

    /// The edge style used when a request names none.
    public static let `default`: EdgeStyle = .soft
}
