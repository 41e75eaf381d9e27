extension Metrics {
    /// `fidelity=uikit`: the bar title and the large title swap when the large-title row is this far from collapsed
    /// (Flutter `cupertino/nav_bar.dart`, `_kNavBarShowLargeTitleThreshold`).
    public static let uikitShowLargeTitleThreshold: Double = 10
    /// `fidelity=uikit`: the duration in seconds of the title cross-fade at the swap (Flutter
    /// `cupertino/nav_bar.dart`, `_kNavBarTitleFadeDuration`, 150 ms).
    public static let uikitTitleFadeDuration: Double = 0.15
    /// `fidelity=uikit`: the curve of the title cross-fade, GEOMETRY.md's `easeInOut` (UIKit's default animation
    /// curve). Flutter's `AnimatedOpacity` there keeps its default, linear.
    public static let uikitTitleFadeCurve = "easeInOut"
    /// The property the title cross-fade animates.
    public static let uikitTitleFadeProperty = "opacity"
    /// `fidelity=uikit`: how far the content scrolls under the bar while its hairline and backing fade in, starting
    /// once the large-title row has collapsed (Flutter `cupertino/nav_bar.dart`,
    /// `_kNavBarScrollUnderAnimationExtent`).
    public static let uikitScrollUnderExtent: Double = 10
    /// `fidelity=uikit`: the back chevron's distance from the leading edge (Flutter `cupertino/nav_bar.dart`,
    /// `CupertinoNavigationBarBackButton`: `EdgeInsetsDirectional.only(start: 8.0)` before `_BackChevron`, then
    /// 6 before the label, which therefore starts 8 + 13 + 6 = 27 from the edge).
    public static let uikitBackChevronInset: Double = 8
    /// `fidelity=uikit`: the hairline's opacity of black (Flutter `cupertino/nav_bar.dart`,
    /// `_kDefaultNavBarBorderColor`, `0x4D000000`).
    public static let uikitHairlineAlpha: Double = 0x4D / 255
}

extension Metrics {
    /// `fidelity=uikit`: the hairline's colour, 30 % black in both appearances as in Flutter
    /// (`cupertino/nav_bar.dart`, `_kDefaultNavBarBorderColor`).
    public static let uikitHairlineColor = Color(red: 0, green: 0, blue: 0, alpha: uikitHairlineAlpha)
    /// `fidelity=uikit`: the translucent bar backing in light appearance (Flutter `cupertino/theme.dart`,
    /// `_kDefaultBarLightBackgroundColor`, `0xCCF8F8F8`: the theme's `barBackgroundColor`).
    public static let uikitBarBackgroundLight = Color(red: 0xF8, green: 0xF8, blue: 0xF8, alpha: 0xCC / 255)
    /// `fidelity=uikit`: the translucent bar backing in dark appearance (Flutter `cupertino/theme.dart`,
    /// `_kDefaultBarDarkBackgroundColor`, `0xB7212121`).
    public static let uikitBarBackgroundDark = Color(red: 0x21, green: 0x21, blue: 0x21, alpha: 0xB7 / 255)
    /// `fidelity=uikit`: the standard deviation of the background blur behind the bar, in points (Flutter
    /// `cupertino/nav_bar.dart`, `_wrapWithBackground`: `ImageFilter.blur(sigmaX: 10.0, sigmaY: 10.0)`).
    public static let uikitBarBlurDeviation: Double = 10

    /// `fidelity=uikit`'s bar backing for `appearance`.
    public static func uikitBarBackground(_ appearance: Appearance) -> Color {
        appearance == .dark ? uikitBarBackgroundDark : uikitBarBackgroundLight
    }
}
