/// One header at one offset resolved into what is drawn, in paint order: every output (the SVG and PNG preview,
/// the scroll page, Lottie, the animated SVG, the guides, the curves and the audit) reads its parts, names,
/// clips, opacities and colours from here instead of working them out again.
///
/// Get one from ``HeaderLayout/scene``. The sample content, drawn under every entry, is not an entry: it depends on
/// the picture's options, not on the header.
public struct ResolvedScene: Sendable, Hashable {
    /// The drawn parts, bottom first.
    public let entries: [SceneEntry]

    /// Creates a scene from its entries, bottom first.
    public init(entries: [SceneEntry]) {
        self.entries = entries
    }

    /// The entry named `name`, or nil when the scene does not draw it.
    public subscript(name: PartName) -> SceneEntry? {
        entries.first { $0.name == name }
    }
}
