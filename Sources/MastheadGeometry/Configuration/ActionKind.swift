/// Whether an action is drawn as an icon button or as a text button.
public enum ActionKind: String, Sendable, Hashable, CaseIterable {
    /// A 36 x 36 button with a 20-point glyph.
    case icon
    /// A 17-point semibold label with 8 points of padding each side, 32 tall.
    case text
}
