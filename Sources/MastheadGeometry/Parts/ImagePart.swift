/// The picture behind an image header (`image`): the box it covers, what it is cut to, how opaque and how blurred.
public struct ImagePart: Sendable, Hashable {
    /// The box the picture covers, cropped to its aspect (CSS `object-fit: cover`, Flutter's `BoxFit.cover`): its
    /// top moves with the collapse mode; a stretched header's zoomed picture grows with it.
    public var frame: Rect
    /// The header it is drawn inside (Flutter's `ClipRect` around the flexible space).
    public var clip: Rect
    /// Its opacity, 0 … 1.
    public var opacity: Double
    /// The Gaussian blur's standard deviation in points (`StretchMode.blurBackground`); 0 for none.
    public var blur: Double
    /// Where the picture comes from.
    public var source: HeaderImage.Source
    /// The lower-case hex SHA-256 of a sent picture's bytes; nil for the sample.
    public var sha256: String?

    /// Creates the part.
    public init(
        frame: Rect, clip: Rect, opacity: Double, blur: Double, source: HeaderImage.Source, sha256: String?
    ) {
        self.frame = frame
        self.clip = clip
        self.opacity = opacity
        self.blur = blur
        self.source = source
        self.sha256 = sha256
    }

    /// The part mirrored for right-to-left layout (its frames span the screen, so only their x moves).
    func mirrored(inWidth width: Double) -> ImagePart {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        copy.clip = clip.mirrored(inWidth: width)
        return copy
    }
}
