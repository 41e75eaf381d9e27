/// One bar button: an icon from the catalog or a text label, on one side of the bar.
///
/// At most four actions a side are allowed; that limit is enforced by the request decoder, not here. Layout lays out
/// whatever it is given at its natural size, so more actions than fit may overflow the bar.
///
/// `prominent` and `spacedBefore` are read by `fidelity=ios26` alone (its glass platters); the other fidelities
/// ignore them, and the request decoder clears them there so that such requests answer as without them.
public struct Action: Sendable, Hashable {
    /// What the button shows.
    public enum Content: Sendable, Hashable {
        /// An icon by catalog name (lowercase, e.g. "search"), with the label a screen reader speaks.
        case icon(name: String, label: String)
        /// A text button; the label is both drawn and spoken.
        case text(String)
    }

    /// The side slot the action sits in. ``HeaderConfiguration`` keeps it in step with the list the action is in.
    public var side: ActionSide
    /// The icon or text shown.
    public var content: Content
    /// A prominent item: tinted glass of its own (UIKit's `UIBarButtonItem.Style.prominent`).
    public var prominent: Bool
    /// Whether a spacer came before this action in its list: the action starts a new glass group (SwiftUI's
    /// `ToolbarSpacer`). False for the first action of a list, where a spacer splits nothing.
    public var spacedBefore: Bool

    /// Creates an action.
    public init(side: ActionSide, content: Content, prominent: Bool = false, spacedBefore: Bool = false) {
        self.side = side
        self.content = content
        self.prominent = prominent
        self.spacedBefore = spacedBefore
    }

    /// An icon action whose accessibility label comes from ``IconCatalog``.
    ///
    /// An icon missing from the catalog is spoken by its name, so that a screen reader never meets an empty label.
    public static func icon(_ name: String, side: ActionSide = .trailing, prominent: Bool = false) -> Action {
        Action(
            side: side, content: .icon(name: name, label: IconCatalog.label(for: name) ?? name), prominent: prominent)
    }

    /// A text action such as "Done".
    public static func text(_ label: String, side: ActionSide = .trailing, prominent: Bool = false) -> Action {
        Action(side: side, content: .text(label), prominent: prominent)
    }

    /// The same action with a spacer before it.
    public func spaced() -> Action {
        var copy = self
        copy.spacedBefore = true
        return copy
    }

    /// The same action in the `side` slot.
    public func on(_ side: ActionSide) -> Action {
        var copy = self
        copy.side = side
        return copy
    }

    /// The action as the pre-26 fidelities read it: neither prominent nor spaced.
    public var plain: Action { Action(side: side, content: content) }

    /// Whether this is an icon or a text button.
    public var kind: ActionKind {
        switch content {
        case .icon: .icon
        case .text: .text
        }
    }

    /// The icon's catalog name, or nil for a text action.
    public var iconName: String? {
        if case .icon(let name, _) = content { return name }
        return nil
    }

    /// The accessibility label (for text actions, the text itself).
    public var label: String {
        switch content {
        case .icon(_, let label): label
        case .text(let label): label
        }
    }
}
