/// How the picture behind a collapsing header moves as it collapses (Flutter's `CollapseMode`,
/// `flexible_space_bar.dart`; `CollapsingToolbarLayout`'s `layout_collapseMode`).
///
/// The raw values are the names the HTTP API accepts and writes.
public enum CollapseMode: String, Sendable, Hashable, CaseIterable {
    /// It scrolls up by a quarter of the collapse as the header shrinks (Flutter: `-(Δ / 4) · t`).
    case parallax
    /// It stays fixed to the header's top, so the header's bottom edge uncovers less of it (Flutter:
    /// `-(maxExtent - currentExtent)`).
    case pin
    /// It scrolls with the header: neither held back nor moved.
    case none

    /// The mode used when a request names none: Flutter's and Android's default.
    public static let `default`: CollapseMode = .parallax
}
