/// The tones of Jetpack Compose's baseline Material 3 palette that its light and dark baseline schemes use:
/// `PaletteTokens` in androidx
/// `compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/PaletteTokens.kt`
/// (token set `VERSION: v0_210`). Each constant is named after its token and carries its `Color(red, green, blue)`.
enum BaselinePalette {
    /// `PaletteTokens.Black` in `PaletteTokens.kt`: `Color(red = 0, green = 0, blue = 0)`.
    static let black: RGB = 0x000000
    /// `PaletteTokens.Error10` in `PaletteTokens.kt`: `Color(red = 65, green = 14, blue = 11)`.
    static let error10: RGB = 0x410E0B
    /// `PaletteTokens.Error20` in `PaletteTokens.kt`: `Color(red = 96, green = 20, blue = 16)`.
    static let error20: RGB = 0x601410
    /// `PaletteTokens.Error30` in `PaletteTokens.kt`: `Color(red = 140, green = 29, blue = 24)`.
    static let error30: RGB = 0x8C1D18
    /// `PaletteTokens.Error40` in `PaletteTokens.kt`: `Color(red = 179, green = 38, blue = 30)`.
    static let error40: RGB = 0xB3261E
    /// `PaletteTokens.Error80` in `PaletteTokens.kt`: `Color(red = 242, green = 184, blue = 181)`.
    static let error80: RGB = 0xF2B8B5
    /// `PaletteTokens.Error90` in `PaletteTokens.kt`: `Color(red = 249, green = 222, blue = 220)`.
    static let error90: RGB = 0xF9DEDC
    /// `PaletteTokens.Error100` in `PaletteTokens.kt`: `Color(red = 255, green = 255, blue = 255)`.
    static let error100: RGB = 0xFFFFFF
    /// `PaletteTokens.Neutral0` in `PaletteTokens.kt`: `Color(red = 0, green = 0, blue = 0)`.
    static let neutral0: RGB = 0x000000
    /// `PaletteTokens.Neutral4` in `PaletteTokens.kt`: `Color(red = 15, green = 13, blue = 19)`.
    static let neutral4: RGB = 0x0F0D13
    /// `PaletteTokens.Neutral6` in `PaletteTokens.kt`: `Color(red = 20, green = 18, blue = 24)`.
    static let neutral6: RGB = 0x141218
    /// `PaletteTokens.Neutral10` in `PaletteTokens.kt`: `Color(red = 29, green = 27, blue = 32)`.
    static let neutral10: RGB = 0x1D1B20
    /// `PaletteTokens.Neutral12` in `PaletteTokens.kt`: `Color(red = 33, green = 31, blue = 38)`.
    static let neutral12: RGB = 0x211F26
    /// `PaletteTokens.Neutral17` in `PaletteTokens.kt`: `Color(red = 43, green = 41, blue = 48)`.
    static let neutral17: RGB = 0x2B2930
    /// `PaletteTokens.Neutral20` in `PaletteTokens.kt`: `Color(red = 50, green = 47, blue = 53)`.
    static let neutral20: RGB = 0x322F35
    /// `PaletteTokens.Neutral22` in `PaletteTokens.kt`: `Color(red = 54, green = 52, blue = 59)`.
    static let neutral22: RGB = 0x36343B
    /// `PaletteTokens.Neutral24` in `PaletteTokens.kt`: `Color(red = 59, green = 56, blue = 62)`.
    static let neutral24: RGB = 0x3B383E
    /// `PaletteTokens.Neutral87` in `PaletteTokens.kt`: `Color(red = 222, green = 216, blue = 225)`.
    static let neutral87: RGB = 0xDED8E1
    /// `PaletteTokens.Neutral90` in `PaletteTokens.kt`: `Color(red = 230, green = 224, blue = 233)`.
    static let neutral90: RGB = 0xE6E0E9
    /// `PaletteTokens.Neutral92` in `PaletteTokens.kt`: `Color(red = 236, green = 230, blue = 240)`.
    static let neutral92: RGB = 0xECE6F0
    /// `PaletteTokens.Neutral94` in `PaletteTokens.kt`: `Color(red = 243, green = 237, blue = 247)`.
    static let neutral94: RGB = 0xF3EDF7
    /// `PaletteTokens.Neutral95` in `PaletteTokens.kt`: `Color(red = 245, green = 239, blue = 247)`.
    static let neutral95: RGB = 0xF5EFF7
    /// `PaletteTokens.Neutral96` in `PaletteTokens.kt`: `Color(red = 247, green = 242, blue = 250)`.
    static let neutral96: RGB = 0xF7F2FA
    /// `PaletteTokens.Neutral98` in `PaletteTokens.kt`: `Color(red = 254, green = 247, blue = 255)`.
    static let neutral98: RGB = 0xFEF7FF
    /// `PaletteTokens.Neutral100` in `PaletteTokens.kt`: `Color(red = 255, green = 255, blue = 255)`.
    static let neutral100: RGB = 0xFFFFFF
    /// `PaletteTokens.NeutralVariant30` in `PaletteTokens.kt`: `Color(red = 73, green = 69, blue = 79)`.
    static let neutralVariant30: RGB = 0x49454F
    /// `PaletteTokens.NeutralVariant50` in `PaletteTokens.kt`: `Color(red = 121, green = 116, blue = 126)`.
    static let neutralVariant50: RGB = 0x79747E
    /// `PaletteTokens.NeutralVariant60` in `PaletteTokens.kt`: `Color(red = 147, green = 143, blue = 153)`.
    static let neutralVariant60: RGB = 0x938F99
    /// `PaletteTokens.NeutralVariant80` in `PaletteTokens.kt`: `Color(red = 202, green = 196, blue = 208)`.
    static let neutralVariant80: RGB = 0xCAC4D0
    /// `PaletteTokens.NeutralVariant90` in `PaletteTokens.kt`: `Color(red = 231, green = 224, blue = 236)`.
    static let neutralVariant90: RGB = 0xE7E0EC
    /// `PaletteTokens.Primary10` in `PaletteTokens.kt`: `Color(red = 33, green = 0, blue = 93)`.
    static let primary10: RGB = 0x21005D
    /// `PaletteTokens.Primary20` in `PaletteTokens.kt`: `Color(red = 56, green = 30, blue = 114)`.
    static let primary20: RGB = 0x381E72
    /// `PaletteTokens.Primary30` in `PaletteTokens.kt`: `Color(red = 79, green = 55, blue = 139)`.
    static let primary30: RGB = 0x4F378B
    /// `PaletteTokens.Primary40` in `PaletteTokens.kt`: `Color(red = 103, green = 80, blue = 164)`.
    static let primary40: RGB = 0x6750A4
    /// `PaletteTokens.Primary80` in `PaletteTokens.kt`: `Color(red = 208, green = 188, blue = 255)`.
    static let primary80: RGB = 0xD0BCFF
    /// `PaletteTokens.Primary90` in `PaletteTokens.kt`: `Color(red = 234, green = 221, blue = 255)`.
    static let primary90: RGB = 0xEADDFF
    /// `PaletteTokens.Primary100` in `PaletteTokens.kt`: `Color(red = 255, green = 255, blue = 255)`.
    static let primary100: RGB = 0xFFFFFF
    /// `PaletteTokens.Secondary10` in `PaletteTokens.kt`: `Color(red = 29, green = 25, blue = 43)`.
    static let secondary10: RGB = 0x1D192B
    /// `PaletteTokens.Secondary20` in `PaletteTokens.kt`: `Color(red = 51, green = 45, blue = 65)`.
    static let secondary20: RGB = 0x332D41
    /// `PaletteTokens.Secondary30` in `PaletteTokens.kt`: `Color(red = 74, green = 68, blue = 88)`.
    static let secondary30: RGB = 0x4A4458
    /// `PaletteTokens.Secondary40` in `PaletteTokens.kt`: `Color(red = 98, green = 91, blue = 113)`.
    static let secondary40: RGB = 0x625B71
    /// `PaletteTokens.Secondary80` in `PaletteTokens.kt`: `Color(red = 204, green = 194, blue = 220)`.
    static let secondary80: RGB = 0xCCC2DC
    /// `PaletteTokens.Secondary90` in `PaletteTokens.kt`: `Color(red = 232, green = 222, blue = 248)`.
    static let secondary90: RGB = 0xE8DEF8
    /// `PaletteTokens.Secondary100` in `PaletteTokens.kt`: `Color(red = 255, green = 255, blue = 255)`.
    static let secondary100: RGB = 0xFFFFFF
    /// `PaletteTokens.Tertiary10` in `PaletteTokens.kt`: `Color(red = 49, green = 17, blue = 29)`.
    static let tertiary10: RGB = 0x31111D
    /// `PaletteTokens.Tertiary20` in `PaletteTokens.kt`: `Color(red = 73, green = 37, blue = 50)`.
    static let tertiary20: RGB = 0x492532
    /// `PaletteTokens.Tertiary30` in `PaletteTokens.kt`: `Color(red = 99, green = 59, blue = 72)`.
    static let tertiary30: RGB = 0x633B48
    /// `PaletteTokens.Tertiary40` in `PaletteTokens.kt`: `Color(red = 125, green = 82, blue = 96)`.
    static let tertiary40: RGB = 0x7D5260
    /// `PaletteTokens.Tertiary80` in `PaletteTokens.kt`: `Color(red = 239, green = 184, blue = 200)`.
    static let tertiary80: RGB = 0xEFB8C8
    /// `PaletteTokens.Tertiary90` in `PaletteTokens.kt`: `Color(red = 255, green = 216, blue = 228)`.
    static let tertiary90: RGB = 0xFFD8E4
    /// `PaletteTokens.Tertiary100` in `PaletteTokens.kt`: `Color(red = 255, green = 255, blue = 255)`.
    static let tertiary100: RGB = 0xFFFFFF
}
