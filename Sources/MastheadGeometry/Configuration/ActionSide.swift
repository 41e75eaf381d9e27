/// Which side slot of the bar an action sits in.
///
/// Sides are logical: with right-to-left layout the leading side is on the right.
public enum ActionSide: String, Sendable, Hashable, CaseIterable {
    /// The start slot, after the back button.
    case leading
    /// The end slot.
    case trailing
}
