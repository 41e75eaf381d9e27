extension Metrics {
    /// The iOS search field's height (Flutter `cupertino/nav_bar.dart`, `_kSearchFieldHeight`; its doc comment says
    /// 35, the code 36). Apple publishes no geometry for the field.
    public static let searchFieldHeight: Double = 36
    /// The gap under the iOS search field, to the bottom of its band (Flutter `cupertino/nav_bar.dart`,
    /// `_kNavBarBottomPadding`).
    public static let searchBandBottomPadding: Double = 8
    /// The iOS search band: the field and the gap under it, 36 + 8 (Flutter `cupertino/nav_bar.dart`,
    /// `_bottomHeight` with a search field).
    public static let searchBandHeight: Double = searchFieldHeight + searchBandBottomPadding
    /// The field's corner radius (Flutter `cupertino/search_field.dart`, `_kDefaultBorderRadius`, "determined using
    /// the comparison tool" against `UISearchTextField`, whose corners are continuous).
    public static let searchFieldCornerRadius: Double = 9
    /// The magnifier's size (Flutter `cupertino/search_field.dart`, `itemSize`).
    public static let searchIconSize: Double = 20
    /// The magnifier's start inset in the field (Flutter `cupertino/search_field.dart`, `prefixInsets`
    /// `EdgeInsetsDirectional.fromSTEB(6, 8, 0, 8)`).
    public static let searchIconStartInset: Double = 6
    /// The magnifier's top inset in the full-height field (the same `prefixInsets`); it shrinks to half as the field
    /// is squeezed (`_animatedInsets`).
    public static let searchIconTopInset: Double = 8
    /// The placeholder's start and end padding (Flutter `cupertino/search_field.dart`, `padding`
    /// `EdgeInsetsDirectional.fromSTEB(5.5, 8, 5.5, 8)`).
    public static let searchTextPadding: Double = 5.5
    /// The field's height, as a fraction of its full height, at which its magnifier and placeholder have faded out
    /// (Flutter `cupertino/search_field.dart`, `_kMinHeightBeforeTotalTransparency`, 4/5, "eyeballed on an iPhone
    /// 15 simulator running iOS 17.5"): they fade over the first 36 / 5 = 7.2 points of squeeze.
    public static let searchFadeFraction: Double = 4.0 / 5.0
    /// The placeholder shown when the request's is empty (Flutter `CupertinoLocalizations`,
    /// `searchTextFieldPlaceholderLabel`; UIKit's `UISearchBar` shows the same word).
    public static let searchDefaultPlaceholder = "Search"
    /// The placeholder's font: 17-point regular, the field's text (Flutter `cupertino/search_field.dart`, the
    /// theme's `textStyle`, 17; UIKit's body).
    public static let searchPlaceholderFont = FontSpec(size: 17, weight: 400)
}

extension Metrics {
    /// The field's fill in light appearance: `tertiarySystemFill`, 12 % of #767680 (Flutter `cupertino/colors.dart`,
    /// `CupertinoColors.tertiarySystemFill`, `0x1F767680`, as UIKit's).
    public static let searchFieldFillLight = Color(red: 0x76, green: 0x76, blue: 0x80, alpha: 0x1F / 255)
    /// The field's fill in dark appearance: `tertiarySystemFill`, 24 % of #767680 (the same, `0x3D767680`).
    public static let searchFieldFillDark = Color(red: 0x76, green: 0x76, blue: 0x80, alpha: 0x3D / 255)
    /// The placeholder and magnifier in light appearance: `secondaryLabel`, 60 % of #3C3C43 (Flutter
    /// `cupertino/colors.dart`, `CupertinoColors.secondaryLabel`, `0x993C3C43`; the field's `itemColor` and
    /// placeholder colour).
    public static let searchItemLight = Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99 / 255)
    /// The placeholder and magnifier in dark appearance: `secondaryLabel`, 60 % of #EBEBF5 (the same, `0x99EBEBF5`).
    public static let searchItemDark = Color(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 0x99 / 255)

    /// The search field's fill for `appearance`.
    public static func searchFieldFill(_ appearance: Appearance) -> Color {
        appearance == .dark ? searchFieldFillDark : searchFieldFillLight
    }

    /// The search field's placeholder and magnifier colour for `appearance`.
    public static func searchItem(_ appearance: Appearance) -> Color {
        appearance == .dark ? searchItemDark : searchItemLight
    }
}

extension Metrics {
    /// `m3Search`: the search field's height (Compose `SearchBarTokens.ContainerHeight`, 56 dp); its shape is full
    /// (`ContainerShape`, `CornerFull`): a radius of half the height.
    public static let m3SearchFieldHeight: Double = 56
    /// `m3Search`: the padding above and below the field in the bar (Compose `SearchBar.kt`,
    /// `AppBarWithSearchVerticalPadding`, 4 dp), so the bar is 56 + 8 = 64 tall.
    public static let m3SearchVerticalPadding: Double = 4
    /// `m3Search`: the padding each side of the field (Compose `SearchBar.kt`, `SearchBarAsTopBarPadding`, 8 dp).
    public static let m3SearchFieldPadding: Double = 8
    /// `m3Search`: the field's widest (Compose `SearchBar.kt`, `SearchBarMaxWidth`, 720 dp); a wider slot centres it
    /// (`wrapContentWidth`). Its narrowest, `SearchBarMinWidth` (360), gives way to the slot's width on a phone,
    /// where the weighted slot's exact constraint wins.
    public static let m3SearchFieldMaxWidth: Double = 720
    /// `m3Search`: the leading icon's slot in the field (`TextField`'s icon slot, `MinimumInteractiveSize`, 48 dp)
    /// and its shift toward the end (`SearchBarIconOffsetX`, 4 dp): the 24-dp magnifier starts 4 + 12 = 16 in.
    public static let m3SearchIconSlot: Double = 48
    public static let m3SearchIconOffset: Double = 4
    /// `m3Search`: the placeholder's start after the icon slot and its end padding (`TextFieldImpl`'s
    /// `TextFieldPadding`, 16 dp, less `HorizontalIconPadding`, 12 dp, after a leading icon; 16 at the end).
    public static let m3SearchTextStart: Double = 4
    public static let m3SearchTextEnd: Double = 16
}
