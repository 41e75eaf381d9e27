/// The title a style shows in its bar or header, with its optional subtitle; a heading for screen readers.
///
/// For `compact`, `large` and `inlineTitle` this is the bar's centred title; for `scrollEdge` the header's leading
/// 34-point title; for `collapsible` the title centred in the overlay header.
public struct TitlePart: Sendable, Hashable {
    /// The title line.
    public var line: TextLine
    /// The title's opacity, 0 ... 1 (the subtitle shares it).
    public var opacity: Double
    /// The line under the title, when the request set a subtitle and the style shows it here.
    public var subtitle: TextLine?

    /// The timed change that leads to this state (`fidelity=uikit`'s cross-fade), or nil when the opacity
    /// follows the scroll.
    public var transition: Transition?

    /// Creates the part.
    public init(line: TextLine, opacity: Double, subtitle: TextLine?) {
        self.line = line
        self.opacity = opacity
        self.subtitle = subtitle
    }

    /// The part mirrored for right-to-left layout.
    func mirrored(inWidth width: Double) -> TitlePart {
        var copy = self
        copy.line = line.mirrored(inWidth: width)
        copy.subtitle = subtitle?.mirrored(inWidth: width)
        return copy
    }
}
