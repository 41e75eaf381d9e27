import MastheadGeometry

extension HeaderLayout {
    /// The colour the layout gives the role `name` (a Material bar's `container`, `onSurface`, …), if any.
    func color(role name: String) -> Color? {
        colors.first { $0.name == name }?.color
    }

    /// Whether the bar is drawn with UIKit's material (`fidelity=uikit` on the `compact` and `large` bars).
    var drawsUIKitMaterial: Bool {
        fidelity == .uikit && (style == .compact || style == .large)
    }
}
