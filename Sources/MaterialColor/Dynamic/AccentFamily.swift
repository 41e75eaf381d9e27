/// The four roles of one accent: the colour, its container and the content on each.
///
/// `primary`, `secondary`, `tertiary` and `error` (with their `on…`, `…Container` and `on…Container`) are built
/// alike in both specs apart from the palette and some tones, so their shared shape is written once.
enum AccentFamily {
    /// `primary`, `onPrimary`, `primaryContainer`, `onPrimaryContainer`.
    case primary
    /// `secondary`, `onSecondary`, `secondaryContainer`, `onSecondaryContainer`.
    case secondary
    /// `tertiary`, `onTertiary`, `tertiaryContainer`, `onTertiaryContainer`.
    case tertiary
    /// `error`, `onError`, `errorContainer`, `onErrorContainer`.
    case error

    /// The accent role.
    var accent: MaterialRole {
        switch self {
        case .primary: return .primary
        case .secondary: return .secondary
        case .tertiary: return .tertiary
        case .error: return .error
        }
    }

    /// The container role.
    var container: MaterialRole {
        switch self {
        case .primary: return .primaryContainer
        case .secondary: return .secondaryContainer
        case .tertiary: return .tertiaryContainer
        case .error: return .errorContainer
        }
    }

    /// The palette all four roles take their colour from.
    var palette: PaletteRole {
        switch self {
        case .primary: return .primary
        case .secondary: return .secondary
        case .tertiary: return .tertiary
        case .error: return .error
        }
    }
}
