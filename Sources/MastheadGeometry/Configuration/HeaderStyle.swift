/// Which header design is laid out (GEOMETRY.md, "Styles").
///
/// The raw values are the names the HTTP API accepts and writes, so they must not change.
public enum HeaderStyle: String, Sendable, Hashable, CaseIterable {
    /// A fixed 44-point bar whose hairline and background fade in over the first 10 points of scrolling.
    case compact
    /// A compact bar plus a 34-point title row in the content that scrolls away under it.
    case large
    /// The iOS 26 custom header in a safe-area bar, with a scroll edge effect instead of a hairline.
    case scrollEdge
    /// An inline bar whose title appears at once when the content's own title has scrolled out of view.
    case inlineTitle
    /// An overlay header that shrinks, fades and moves with parallax as the content scrolls.
    case collapsible

    /// The style used when a request names none.
    public static let `default`: HeaderStyle = .large
}
