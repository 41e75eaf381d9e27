extension MaterialDynamicColors {
    /// The starting tone of an accent in the 2025 spec, phone (`_primary_tone_2025`, `_secondary_tone_2025`,
    /// `_tertiary_tone_2025`, `_error_tone_2025`): mostly the tone where the palette's chroma peaks
    /// (`ChromaSearch`), within bounds that keep cyans and yellows readable.
    static func accentTone2025(_ family: AccentFamily, _ s: DynamicScheme) -> Double {
        switch family {
        case .primary:
            let p = s.primary
            switch s.variant {
            case .neutral: return s.isDark ? 80 : 40
            case .expressive:
                return Hct.isYellow(p.hue) ? s.maxC(p, 0, 25) : Hct.isCyan(p.hue) ? s.maxC(p, 0, 88) : s.maxC(p, 0, 98)
            case .vibrant: return Hct.isCyan(p.hue) ? s.maxC(p, 0, 88) : s.maxC(p, 0, 98)
            default: return s.isDark ? 80 : s.maxC(p)
            }
        case .secondary:
            let p = s.secondary
            switch s.variant {
            case .neutral: return s.isDark ? s.minC(p, 0, 98) : s.maxC(p)
            case .vibrant: return s.isDark ? s.maxC(p, 0, 90) : s.maxC(p, 0, 98)
            default: return s.isDark ? 80 : s.maxC(p)
            }
        case .tertiary:
            let p = s.tertiary
            switch s.variant {
            case .expressive, .vibrant:
                return Hct.isCyan(p.hue) ? s.maxC(p, 0, 88) : s.isDark ? s.maxC(p, 0, 98) : s.maxC(p, 0, 100)
            default: return s.isDark ? s.maxC(p, 0, 98) : s.maxC(p)
            }
        case .error:
            return s.isDark ? s.minC(s.error, 0, 98) : s.maxC(s.error)
        }
    }

    /// The starting tone of a container in the 2025 spec, phone (`_primary_container_tone_2025`, …).
    static func containerTone2025(_ family: AccentFamily, _ s: DynamicScheme) -> Double {
        switch family {
        case .primary:
            let p = s.primary
            switch s.variant {
            case .neutral: return s.isDark ? 30 : 90
            case .expressive:
                return s.isDark ? s.maxC(p, 30, 93) : Hct.isCyan(p.hue) ? s.maxC(p, 78, 88) : s.maxC(p, 78, 90)
            case .vibrant:
                return s.isDark ? s.minC(p, 66, 93) : Hct.isCyan(p.hue) ? s.maxC(p, 66, 88) : s.maxC(p, 66, 93)
            default: return s.isDark ? s.minC(p, 35, 93) : s.maxC(p, 0, 90)
            }
        case .secondary:
            let p = s.secondary
            switch s.variant {
            case .vibrant: return s.isDark ? s.minC(p, 30, 40) : s.maxC(p, 84, 90)
            case .expressive: return s.isDark ? 15 : s.maxC(p, 90, 95)
            default: return s.isDark ? 25 : 90
            }
        case .tertiary:
            let p = s.tertiary
            switch s.variant {
            case .neutral: return s.isDark ? s.maxC(p, 0, 93) : s.maxC(p, 0, 96)
            case .expressive:
                return Hct.isCyan(p.hue) ? s.maxC(p, 75, 88) : s.isDark ? s.maxC(p, 75, 93) : s.maxC(p, 75, 100)
            case .vibrant: return s.isDark ? s.maxC(p, 0, 93) : s.maxC(p, 72, 100)
            default: return s.isDark ? s.maxC(p, 0, 93) : s.maxC(p, 0, 100)
            }
        case .error:
            return s.isDark ? s.minC(s.error, 30, 93) : s.maxC(s.error, 0, 90)
        }
    }
}

extension DynamicScheme {
    /// The tone where `palette`'s chroma peaks between `lower` and `upper` (``ChromaSearch/maxChromaTone``), under
    /// the short name the 2025 tone tables read best with.
    fileprivate func maxC(_ palette: TonalPalette, _ lower: Double = 0, _ upper: Double = 100) -> Double {
        ChromaSearch.maxChromaTone(palette, lower, upper, in: self)
    }

    /// The tone of least chroma between `lower` and `upper` (``ChromaSearch/minChromaTone``).
    fileprivate func minC(_ palette: TonalPalette, _ lower: Double = 0, _ upper: Double = 100) -> Double {
        ChromaSearch.minChromaTone(palette, lower, upper, in: self)
    }
}
