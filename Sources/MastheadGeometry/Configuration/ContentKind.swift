/// The sample content drawn under the header in previews.
///
/// Geometry does not depend on it; it is part of the catalog so a client can offer the choice.
public enum ContentKind: String, Sendable, Hashable, CaseIterable {
    /// A list of message rows; the default, 15 rows.
    case messages
    /// A grid of coloured story cards, 30 cards.
    case cards
    /// No content: only the header is drawn.
    case none

    /// The content used when a request names none.
    public static let `default`: ContentKind = .messages

    /// How many items are drawn when a request gives no `rows` (0 for ``none``).
    public var defaultRows: Int {
        switch self {
        case .messages: 15
        case .cards: 30
        case .none: 0
        }
    }
}
