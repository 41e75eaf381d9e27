import MastheadGeometry

extension HeaderLayout {
    /// Whether the bar is drawn with UIKit's material (`fidelity=uikit` on the `compact` and `large` bars).
    var drawsUIKitMaterial: Bool {
        IOSBarLook(fidelity, style: style) == .uikit
    }
}
