/// How a back label that does not fit its slot gives way (GEOMETRY.md, "Back button").
public enum BackFallback: String, Sendable, Hashable, CaseIterable {
    /// Keep the longest prefix that fits with "…" appended; the default (seed kit).
    case truncate
    /// UIKit's order: the full label, then "Back", then the chevron alone.
    case system

    /// The fallback used when a request names none.
    public static let `default`: BackFallback = .truncate
}
