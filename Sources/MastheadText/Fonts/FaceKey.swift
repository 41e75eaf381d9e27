import MastheadGeometry

/// A stable, short name for one loaded font file, such as `inter-display-700` or `dejavu-400`.
///
/// Glyph runs name the face of every glyph with this key, and outlines are looked up by it, so an SVG writer can
/// define each (face, glyph) pair once and reuse it. Only the ten faces the library loads can be named: the
/// initialiser is internal and `init?(id:)` rejects anything else.
public struct FaceKey: Sendable, Hashable, CustomStringConvertible {
    /// The font family of a face.
    public enum Family: String, Sendable, Hashable, CaseIterable {
        /// Inter, drawn below 20 points.
        case inter = "inter"
        /// Inter Display, drawn from 20 points up.
        case interDisplay = "inter-display"
        /// DejaVu Sans, used per character for what Inter lacks.
        case dejaVuSans = "dejavu"
        /// Roboto, drawn by the Material styles.
        case roboto = "roboto"
    }

    /// The family of this face.
    public let family: Family
    /// The face's weight: 400, 500, 600 or 700 for Inter; 400 or 700 for DejaVu Sans; 400 or 500 for Roboto.
    public let weight: Int

    init(family: Family, weight: Int) {
        self.family = family
        self.weight = weight
    }

    /// Parses an id written by `id`; returns `nil` for any face the library does not load.
    public init?(id: String) {
        guard let key = FaceKey.all.first(where: { $0.id == id }) else { return nil }
        self = key
    }

    /// The stable id, `family-weight`, safe to use in an SVG `id` attribute.
    public var id: String { "\(family.rawValue)-\(weight)" }

    /// Same as `id`.
    public var description: String { id }

    /// Every face the library loads, Inter first, then DejaVu Sans, then Roboto.
    static let all: [FaceKey] =
        [Family.inter, .interDisplay].flatMap { family in
            [400, 500, 600, 700].map { FaceKey(family: family, weight: $0) }
        }
        + [FaceKey(family: .dejaVuSans, weight: 400), FaceKey(family: .dejaVuSans, weight: 700)]
        + [FaceKey(family: .roboto, weight: 400), FaceKey(family: .roboto, weight: 500)]

    /// The primary face for a request: for Inter, Inter below 20 points and Inter Display from 20 up, at the
    /// nearest loaded weight; for Roboto, Regular below 500 and Medium from 500 up.
    static func primary(for font: FontSpec) -> FaceKey {
        if font.typeface == .roboto { return FaceKey(family: .roboto, weight: font.weight >= 500 ? 500 : 400) }
        let nearest = [400, 500, 600, 700].min { abs($0 - font.weight) < abs($1 - font.weight) } ?? 400
        return FaceKey(family: font.size >= 20 ? .interDisplay : .inter, weight: nearest)
    }

    /// The fallback face for a request: DejaVu Sans Bold from weight 600 up, regular below.
    static func fallback(for font: FontSpec) -> FaceKey {
        FaceKey(family: .dejaVuSans, weight: font.weight >= 600 ? 700 : 400)
    }

    /// The file name in its folder, for example `InterDisplay-SemiBold.otf`.
    var fileName: String {
        switch family {
        case .dejaVuSans: return weight >= 700 ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        case .roboto: return weight >= 500 ? "Roboto-Medium.ttf" : "Roboto-Regular.ttf"
        case .inter, .interDisplay:
            let style = [400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold"][weight] ?? "Regular"
            return (family == .inter ? "Inter-" : "InterDisplay-") + style + ".otf"
        }
    }

    /// The Debian package that installs the file.
    var package: String {
        switch family {
        case .dejaVuSans: "fonts-dejavu-core"
        case .roboto: "fonts-roboto-unhinted"
        case .inter, .interDisplay: "fonts-inter"
        }
    }
}
