import MastheadFormat

/// An animation a client should use between offsets: the collapsible header's `.easeOut(0.2)` for the whole
/// header, or, on a part, the timed change that leads to the state reported (`fidelity=uikit`'s title cross-fade).
public struct Transition: Sendable, Hashable {
    /// The property animated, for a part's transition ("opacity"); nil for the header's.
    public var property: String?
    /// The curve's name, e.g. "easeOut".
    public var curve: String
    /// The duration in seconds.
    public var duration: Double

    /// Creates a transition.
    public init(curve: String, duration: Double, property: String? = nil) {
        self.property = property
        self.curve = curve
        self.duration = duration
    }

    /// The collapsible header's transition.
    public static let collapsible = Transition(
        curve: Metrics.collapsibleTransitionCurve, duration: Metrics.collapsibleTransitionDuration)

    /// `fidelity=uikit`'s 150 ms cross-fade of the bar title and the large title.
    public static let uikitTitleFade = Transition(
        curve: Metrics.uikitTitleFadeCurve, duration: Metrics.uikitTitleFadeDuration,
        property: Metrics.uikitTitleFadeProperty)

    /// Writes `"transition": {property, duration, curve}`, a part's member.
    func writePartJSON(into json: inout JSONWriter) {
        json.key("transition")
        json.beginObject()
        if let property { json.member("property", property) }
        json.member("duration", duration)
        json.member("curve", curve)
        json.endObject()
    }
}
