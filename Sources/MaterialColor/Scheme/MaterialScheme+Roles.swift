extension MaterialScheme {
    /// The colour of `role`.
    public subscript(role: MaterialRole) -> RGB {
        switch role {
        case .primary: return primary
        case .onPrimary: return onPrimary
        case .primaryContainer: return primaryContainer
        case .onPrimaryContainer: return onPrimaryContainer
        case .secondary: return secondary
        case .onSecondary: return onSecondary
        case .secondaryContainer: return secondaryContainer
        case .onSecondaryContainer: return onSecondaryContainer
        case .tertiary: return tertiary
        case .onTertiary: return onTertiary
        case .tertiaryContainer: return tertiaryContainer
        case .onTertiaryContainer: return onTertiaryContainer
        case .error: return error
        case .onError: return onError
        case .errorContainer: return errorContainer
        case .onErrorContainer: return onErrorContainer
        case .background: return background
        case .onBackground: return onBackground
        case .surface: return surface
        case .onSurface: return onSurface
        case .surfaceVariant: return surfaceVariant
        case .onSurfaceVariant: return onSurfaceVariant
        case .outline: return outline
        case .outlineVariant: return outlineVariant
        case .inverseSurface: return inverseSurface
        case .inverseOnSurface: return inverseOnSurface
        case .inversePrimary: return inversePrimary
        case .surfaceDim: return surfaceDim
        case .surfaceBright: return surfaceBright
        case .surfaceContainerLowest: return surfaceContainerLowest
        case .surfaceContainerLow: return surfaceContainerLow
        case .surfaceContainer: return surfaceContainer
        case .surfaceContainerHigh: return surfaceContainerHigh
        case .surfaceContainerHighest: return surfaceContainerHighest
        case .scrim: return scrim
        case .shadow: return shadow
        case .surfaceTint: return surfaceTint
        }
    }

    /// Every role's name (its `MaterialRole` raw value, e.g. `onPrimaryContainer`) and colour, in
    /// `MaterialRole.allCases` order: a fixed order for JSON output.
    public var roles: [(name: String, value: RGB)] {
        MaterialRole.allCases.map { role in (name: role.rawValue, value: self[role]) }
    }
}
