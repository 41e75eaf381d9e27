/// An animation a client should use between offsets (`collapsible` only: the tutorial's `.easeOut(0.2)`).
public struct Transition: Sendable, Hashable {
    /// The curve's name, e.g. "easeOut".
    public var curve: String
    /// The duration in seconds.
    public var duration: Double

    /// Creates a transition.
    public init(curve: String, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// The collapsible header's transition.
    public static let collapsible = Transition(
        curve: Metrics.collapsibleTransitionCurve, duration: Metrics.collapsibleTransitionDuration)
}
