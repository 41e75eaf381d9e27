/// Light or dark colour tokens (GEOMETRY.md, "Colour tokens").
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// The light palette; the default.
    case light
    /// The dark palette.
    case dark

    /// The appearance used when a request names none.
    public static let `default`: Appearance = .light
}
