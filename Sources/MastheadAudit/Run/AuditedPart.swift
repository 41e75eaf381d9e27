import MastheadGeometry
import MastheadPreview

/// One part of a laid-out header as the rules see it: its name in the audit document, what a designer calls it,
/// its frame and opacity, and what it is (a line of text, a button, an icon).
struct AuditedPart {
    /// What the part is.
    enum Kind {
        /// A line of text and the text the request asked for (before any truncation).
        case text(TextLine, requested: String)
        /// A text button's label, drawn in `font`.
        case textButton(label: String, font: FontSpec)
        /// An icon button.
        case iconButton
        /// The back button's whole hit area.
        case backButton
        /// The back chevron, an icon without its own hit area.
        case chevron
        /// A field's whole hit area (the search field); its ink is its magnifier's and its placeholder's, which are
        /// parts of their own.
        case field
        /// An icon inside a field, without a hit area of its own (the search field's magnifier).
        case fieldIcon
        /// A tab's whole hit area (its label and icon are parts of their own).
        case tab
        /// An icon drawn inside a part that takes its touches (a tab's icon).
        case icon
    }

    /// The name the audit document gives it: the scene's (`title`, `title.subtitle`, `largeTitle`,
    /// `largeTitle.subtitle`, `back`, `navigation`, `leading[i]`, `trailing[i]`), spelt as its ``PartName/path``.
    let name: String
    /// How a message names it ("the title", "the action “Search”").
    let spoken: String
    let kind: Kind
    let frame: Rect
    /// The frame the geometry says it is drawn cut to, nil when it is drawn whole.
    var clip: Rect? = nil
    /// The area that takes its touches (the geometry's `touchTarget`), for a part with a hit area.
    var touchTarget: Rect? = nil
    /// Boxes around what the painters ink for it, in screen points, before its clip (``HeaderLayout`` `ink(of:)`):
    /// a line's glyphs, an icon's glyph square, a text button's label, the back button's chevron and label, a
    /// `scrollEdge` glass button whole. What `parts-collide` compares; empty for a part that inks nothing.
    var ink: [Rect] = []
    let opacity: Double
    /// The scene's part whose ink it is drawn in, for contrast; nil for a button's hit area.
    let paint: PartName?
    /// Whether it scrolls with the content (an iOS large title and its subtitle) rather than sitting in the header.
    var inContent = false

    /// Whether the part has a hit area (the back button, the actions and the search field).
    var isInteractive: Bool {
        switch kind {
        case .textButton, .iconButton, .backButton, .field, .tab: true
        case .text, .chevron, .fieldIcon, .icon: false
        }
    }

    /// The text a reader sees, for contrast: a text line's or a text button's; nil for the others.
    var readableText: (text: String, font: FontSpec)? {
        switch kind {
        case .text(let line, _): line.text.isEmpty ? nil : (line.text, line.font)
        case .textButton(let label, let font): label.isEmpty ? nil : (label, font)
        case .iconButton, .backButton, .chevron, .field, .fieldIcon, .tab, .icon: nil
        }
    }
}
