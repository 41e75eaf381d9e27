/// The radius of each preset's display corners, in points, each with its source.
///
/// It is the corner of the lit screen, the curve the playground draws the phone's screen with and the status bars
/// are laid out inside. Both platforms round their displays with a continuous curve rather than a quarter circle;
/// each describes it by one radius (UIKit's `UIScreen._displayCornerRadius`, Android's `rounded_corner_radius`),
/// and the service draws a circular arc of that radius. Apple publishes none of its figures: the iPhone and iPad
/// ones are what UIKit reports, read from a device or the simulator by the people cited. A preset without rounded
/// corners has 0.
public enum DisplayCornerRadius {
    /// iPhone SE (2nd and 3rd generation): 0. A rectangular LCD behind a bezel with a Home button; UIKit reports 0.
    public static let iphoneSE: Double = 0

    /// iPhone 13 mini: 44. UIKit's value for the iPhone 12 mini, whose 5.4-inch display (375 x 812 points) the 13
    /// mini keeps: Kyle Bashour, "Finding the Real iPhone X Corner Radius" (kylebashour.com, update of October 2020,
    /// read through the private `_displayCornerRadius`), and the README of `kylebshr/UIKitCorners`. High confidence.
    public static let iphone13Mini: Double = 44

    /// iPhone 15: 55. UIKit's value for the 393 x 852 and 430 x 932 Dynamic Island phones (14 Pro, 14 Pro Max, 15,
    /// 15 Plus, 15 Pro, 15 Pro Max, 16, 16 Plus), as the public tables read from `_displayCornerRadius` agree (for
    /// example those beside `kylebshr/ScreenCorners`). High confidence.
    public static let iphone15: Double = 55

    /// iPhone 16 Pro: 62. UIKit's value for the 16 Pro and 16 Pro Max, whose displays grew into thinner borders
    /// (402 x 874 and 440 x 956 points); the same tables give 62, one of them 59 for every iPhone 16. Medium
    /// confidence: no table cites a device reading, and Apple publishes none.
    public static let iphone16Pro: Double = 62

    /// iPhone 16 Pro Max: 62, as the 16 Pro (same source and confidence).
    public static let iphone16ProMax: Double = 62

    /// iPad Air (4th generation and later, 820 x 1180 points): 18. UIKit's value for the iPad Air and the iPad Pro
    /// 11-inch and 12.9-inch: Kyle Bashour's post and `kylebshr/UIKitCorners`, as for the 13 mini. High confidence.
    public static let ipadAir: Double = 18

    /// Pixel 8: 104 / 2.625 = 39.62 dp. AOSP `device/google/shusky`, `shiba/overlay/frameworks/base/core/res/res/
    /// values/dimens.xml`: `rounded_corner_radius_top` 104px (`rounded_corner_radius` and `_bottom` 102px), at 420
    /// dpi, 2.625 pixels a dp. The top radius is taken: it is the one the status bar meets. Its display shape
    /// (`config_mainDisplayShape` in the same overlay's `config.xml`) leaves the straight edges 96.5 pixels from
    /// the corner, as a continuous curve of that radius does. High confidence.
    public static let pixel8: Double = 104 / 2.625

    /// Pixel Tablet: 28 / 2 = 14 dp. AOSP `device/google/tangorpro`, `tangorpro/overlay/frameworks/base/core/res/
    /// res/values/dimens.xml`: `rounded_corner_radius` and `rounded_corner_radius_top` 28px (`_bottom` 27px), at
    /// 320 dpi, 2 pixels a dp; its `rounded_corner_content_padding` is the same 28px. High confidence.
    public static let pixelTablet: Double = 28 / 2.0
}
