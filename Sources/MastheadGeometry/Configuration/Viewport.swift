/// The screen a header is laid out on: size, pixel scale, top safe area and compact bar height.
///
/// Values are taken as given; the request decoder rejects non-finite or non-positive sizes. Layout still guards
/// against a non-positive `scale` (a hairline is then 1 point tall) so that it never divides by zero.
public struct Viewport: Sendable, Hashable {
    /// Screen width in points.
    public var width: Double
    /// Screen height in points.
    public var height: Double
    /// Physical pixels per point (2 or 3 on current devices).
    public var scale: Double
    /// The top safe-area inset `S` (status bar, notch or Dynamic Island).
    public var safeAreaTop: Double
    /// The compact bar height `B`: 44, or 50 on iPad.
    public var barHeight: Double
    /// The radius of the display's corners (``DevicePreset/displayCornerRadius``); 0 for square corners.
    public var displayCornerRadius: Double

    /// Creates a viewport from explicit values.
    public init(
        width: Double, height: Double, scale: Double, safeAreaTop: Double, barHeight: Double,
        displayCornerRadius: Double = 0
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaTop = safeAreaTop
        self.barHeight = barHeight
        self.displayCornerRadius = displayCornerRadius
    }

    /// The preset's viewport with any of its values overridden; nil overrides keep the preset's value.
    ///
    /// The bar height and the corner radius always come from the preset: the API has no parameter for them.
    public init(
        preset: DevicePreset, width: Double? = nil, height: Double? = nil, scale: Double? = nil,
        safeAreaTop: Double? = nil
    ) {
        self.init(
            width: width ?? preset.width, height: height ?? preset.height, scale: scale ?? preset.scale,
            safeAreaTop: safeAreaTop ?? preset.safeAreaTop, barHeight: preset.barHeight,
            displayCornerRadius: preset.displayCornerRadius)
    }

    /// Whether this is an iPad screen (regular width), told by its bar: only iPad presets have the 50-point bar.
    public var isPad: Bool { barHeight >= Metrics.barHeightPad }

    /// The side margin of the bar's slots and the large title: 16, or 20 on iPad.
    public var sideMargin: Double { isPad ? Metrics.barEdgePaddingPad : Metrics.barEdgePadding }

    /// The height of one physical pixel in points, the hairline's thickness; 1 when `scale` is not positive.
    public var hairlineThickness: Double { scale > 0 ? 1 / scale : 1 }
}
