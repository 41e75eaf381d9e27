/// The back button: chevron, optional label and what a screen reader says.
public struct BackPart: Sendable, Hashable {
    /// The whole button: from the chevron's outer edge to the label's end, the bar's full height (the tap area).
    public var frame: Rect
    /// The 13 x 21 chevron, centred vertically in the bar.
    public var chevronFrame: Rect
    /// True when the chevron points right (right-to-left layout).
    public var chevronMirrored: Bool
    /// The label, or nil when the request asked for the chevron alone (`back=""`). A label that gave way
    /// entirely (`system` fallback down to the chevron, or nothing fits) is kept with empty text, zero width and
    /// `truncated = true`, so a client can tell the difference.
    public var label: TextLine?
    /// The accessibility label: the requested label in full, whatever is drawn, or "Back" when it is empty.
    public var accessibilityLabel: String
    /// The area that takes its touches, at least 44 x 44 around `frame`; set once the layout is finished
    /// (``HeaderLayout/resolveClipsAndTargets(configuration:)``).
    public var touchTarget = Rect.zero

    /// Creates the part.
    public init(frame: Rect, chevronFrame: Rect, chevronMirrored: Bool, label: TextLine?, accessibilityLabel: String) {
        self.frame = frame
        self.chevronFrame = chevronFrame
        self.chevronMirrored = chevronMirrored
        self.label = label
        self.accessibilityLabel = accessibilityLabel
    }

    /// The part mirrored for right-to-left layout (the chevron flips).
    func mirrored(inWidth width: Double) -> BackPart {
        BackPart(
            frame: frame.mirrored(inWidth: width), chevronFrame: chevronFrame.mirrored(inWidth: width),
            chevronMirrored: !chevronMirrored, label: label?.mirrored(inWidth: width),
            accessibilityLabel: accessibilityLabel)
    }
}
