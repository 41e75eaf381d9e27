import MastheadGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2.x contrast: the relative luminance of an sRGB colour and the ratio of two (WCAG 2.2, "relative
/// luminance" and "contrast ratio" in the glossary).
enum ContrastRatio {
    /// The relative luminance `0.2126 R + 0.7152 G + 0.0722 B` of the linearised channels; the alpha is ignored
    /// (composite first). WCAG 2.2 writes the linearisation's threshold as 0.04045 (older texts: 0.03928; no 8-bit
    /// value falls between the two).
    static func luminance(_ color: Color) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `(L1 + 0.05) / (L2 + 0.05)` with the lighter colour's luminance on top: 1 ... 21.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
