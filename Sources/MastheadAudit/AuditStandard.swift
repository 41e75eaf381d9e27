/// The numbers the audit's rules measure against, each from its published source.
///
/// A point of the header (an iOS point, an Android dp) is taken as one CSS pixel, the unit WCAG's sizes are
/// written in: both are defined as about 1/160 inch at arm's length on a phone, which is how WCAG's
/// "CSS pixel" is meant (WCAG 2.2, "CSS pixel" in the glossary).
public enum AuditStandard {
    /// The smallest tappable area on iOS, 44 x 44 points: Apple Human Interface Guidelines, "Accessibility",
    /// "Buttons and controls" ("a minimum control size of 44x44 pt").
    public static let appleMinimumTarget: Double = 44
    /// The smallest touch target on Android, 48 x 48 dp: Material Design 3, "Accessibility basics" ("touch targets
    /// should be at least 48 x 48 dp"), and Compose's `minimumInteractiveComponentSize` (48.dp,
    /// `InteractiveComponentSize.kt` in androidx `compose/material3`).
    public static let materialMinimumTarget: Double = 48
    /// WCAG 2.2 success criterion 2.5.8, Target Size (Minimum), level AA: at least 24 by 24 CSS pixels.
    public static let wcagMinimumTarget: Double = 24
    /// WCAG 2.2 success criterion 1.4.3, Contrast (Minimum), level AA: text at least 4.5:1.
    public static let wcagTextContrast: Double = 4.5
    /// WCAG 2.2 success criterion 1.4.3: large-scale text at least 3:1.
    public static let wcagLargeTextContrast: Double = 3
    /// WCAG 2.2 success criterion 1.4.11, Non-text Contrast, level AA: graphical objects (icons) at least 3:1.
    public static let wcagNonTextContrast: Double = 3
    /// WCAG's "large scale" text: at least 18 points, which is 24 CSS pixels (WCAG 2.2 glossary, "large scale
    /// (text)", note: "1 point = 1.333 CSS px").
    public static let wcagLargeTextSize: Double = 24
    /// WCAG's "large scale" bold text: at least 14 points bold, 18.666 CSS pixels (WCAG 2.2 glossary, "large scale
    /// (text)").
    public static let wcagLargeBoldTextSize: Double = 14 * 4 / 3
    /// The weight from which text counts as bold for ``wcagLargeBoldTextSize``: 700, CSS `font-weight: bold`.
    public static let wcagBoldWeight = 700
    /// How far a part may move between two offsets 1 point apart before it counts as a jump. An estimate, this
    /// service's choice ("more than a few points"): a part that follows the scroll moves 1 point per point, a
    /// parallax or a scale a little more; 4 points in one point of scroll is a visible snap.
    public static let motionJumpDistance: Double = 4
    /// How much a part's opacity may change between two offsets 1 point apart before it counts as a jump. An
    /// estimate, this service's choice: the fades of the styles run over 10 points or more (at most 0.1 a point);
    /// a third of the way in one point reads as a pop.
    public static let motionJumpOpacity: Double = 1.0 / 3
    /// The opacity below which a part counts as not shown: its truncation, collisions and safe area are not
    /// checked there. This service's choice; a part at a tenth of its opacity is barely there.
    public static let visibleOpacity: Double = 0.1
    /// The opacity from which a text's contrast is checked: only where the part is fully shown, not in the middle
    /// of its fade, whose frames are a transition rather than something read. This service's choice.
    public static let readableOpacity: Double = 0.999
}
