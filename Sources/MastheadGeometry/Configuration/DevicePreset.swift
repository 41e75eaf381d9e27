/// A named screen from GEOMETRY.md's "Device presets" table.
public struct DevicePreset: Sendable, Hashable, Identifiable {
    /// The id a request names, e.g. "iphone-15".
    public var id: String
    /// Screen width in points.
    public var width: Double
    /// Screen height in points.
    public var height: Double
    /// Physical pixels per point.
    public var scale: Double
    /// The top safe-area inset `S`.
    public var safeAreaTop: Double
    /// The compact bar height `B`.
    public var barHeight: Double
    /// The radius of the display's corners in points (``DisplayCornerRadius``); 0 for square corners.
    public var displayCornerRadius: Double

    /// Creates a preset.
    public init(
        id: String, width: Double, height: Double, scale: Double, safeAreaTop: Double, barHeight: Double,
        displayCornerRadius: Double = 0
    ) {
        self.id = id
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaTop = safeAreaTop
        self.barHeight = barHeight
        self.displayCornerRadius = displayCornerRadius
    }

    /// iPhone SE (2nd and 3rd generation): 375 x 667 @2x, no notch.
    public static let iphoneSE = DevicePreset(
        id: "iphone-se", width: 375, height: 667, scale: 2, safeAreaTop: 20, barHeight: 44,
        displayCornerRadius: DisplayCornerRadius.iphoneSE)
    /// iPhone 13 mini: 375 x 812 @3x.
    public static let iphone13Mini = DevicePreset(
        id: "iphone-13-mini", width: 375, height: 812, scale: 3, safeAreaTop: 50, barHeight: 44,
        displayCornerRadius: DisplayCornerRadius.iphone13Mini)
    /// iPhone 15: 393 x 852 @3x; the default.
    public static let iphone15 = DevicePreset(
        id: "iphone-15", width: 393, height: 852, scale: 3, safeAreaTop: 59, barHeight: 44,
        displayCornerRadius: DisplayCornerRadius.iphone15)
    /// iPhone 16 Pro: 402 x 874 @3x.
    public static let iphone16Pro = DevicePreset(
        id: "iphone-16-pro", width: 402, height: 874, scale: 3, safeAreaTop: 62, barHeight: 44,
        displayCornerRadius: DisplayCornerRadius.iphone16Pro)
    /// iPhone 16 Pro Max: 440 x 956 @3x.
    public static let iphone16ProMax = DevicePreset(
        id: "iphone-16-pro-max", width: 440, height: 956, scale: 3, safeAreaTop: 62, barHeight: 44,
        displayCornerRadius: DisplayCornerRadius.iphone16ProMax)
    /// iPad Air: 820 x 1180 @2x, with the taller 50-point iPad bar.
    public static let ipadAir = DevicePreset(
        id: "ipad-air", width: 820, height: 1180, scale: 2, safeAreaTop: 24, barHeight: 50,
        displayCornerRadius: DisplayCornerRadius.ipadAir)

    /// Pixel 8: 1080 x 2400 pixels at 420 dpi (Google's Pixel 8 tech specs; Android Studio's "Pixel 8" device
    /// definition, density 420), so 2.625 pixels per dp and 412 x 915 dp (411.4 x 914.3, rounded as Android
    /// reports `screenWidthDp`). Status bar 24 dp: AOSP `frameworks/base/core/res/res/values/dimens.xml`,
    /// `status_bar_height_portrait`. The bar height is the iOS styles' phone bar; Material styles use their own.
    public static let pixel8 = DevicePreset(
        id: "pixel-8", width: 412, height: 915, scale: 2.625, safeAreaTop: 24, barHeight: 44,
        displayCornerRadius: DisplayCornerRadius.pixel8)
    /// Pixel Tablet in portrait: 1600 x 2560 pixels at 320 dpi (Google's Pixel Tablet tech specs; Android
    /// Studio's "Pixel Tablet" definition, xhdpi), so 2 pixels per dp and 800 x 1280 dp. Status bar 24 dp as on
    /// the phone (`status_bar_height_portrait`); the iOS styles get the 50-point tablet bar.
    public static let pixelTablet = DevicePreset(
        id: "pixel-tablet", width: 800, height: 1280, scale: 2, safeAreaTop: 24, barHeight: 50,
        displayCornerRadius: DisplayCornerRadius.pixelTablet)

    /// Every preset, in the order of the table (the catalog lists them in this order).
    public static let all: [DevicePreset] = [
        iphoneSE, iphone13Mini, iphone15, iphone16Pro, iphone16ProMax, ipadAir, pixel8, pixelTablet,
    ]

    /// The preset used when a request names none.
    public static let `default`: DevicePreset = iphone15

    /// The preset with this id, or nil when there is none (ids are matched exactly, case included).
    public static func named(_ id: String) -> DevicePreset? {
        all.first { $0.id == id }
    }
}
