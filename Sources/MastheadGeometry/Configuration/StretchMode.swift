/// What an over-scrolled (stretched) `sliverAppBar` does to its flexible space (Flutter's `StretchMode`,
/// `flexible_space_bar.dart`), with `stretch` on.
///
/// The raw values are the names the HTTP API accepts and writes.
public enum StretchMode: String, Sendable, Hashable, CaseIterable {
    /// The picture grows with the header instead of staying `expandedHeight` tall.
    case zoomBackground
    /// The picture is blurred, a Gaussian of sigma `overscroll / 10`.
    case blurBackground
    /// The title fades out over the first 100 points of stretch.
    case fadeTitle

    /// The modes used when a request names none: Flutter's default, `[StretchMode.zoomBackground]`.
    public static let defaults: [StretchMode] = [.zoomBackground]
}
