/// The bounds on a request's `image`, checked before anything decodes or draws it.
public enum ImageLimits {
    /// The most bytes an image may have once its base64 is decoded: 1 MiB. The API contract sets this limit.
    public static let maximumDecodedBytes = 1_048_576

    /// The most pixels an image may have across or down: 4096. The API contract sets this limit.
    public static let maximumSide = 4096

    /// The most columns and the most rows of an image's ``ColorGrid``: enough to read the colour under a line of
    /// text, and small enough to keep with every checked image.
    public static let gridSide = 64

    /// The longest side, in pixels, of the reduced copy the decode check asks gdk-pixbuf for: a JPEG is scaled
    /// while it decodes, so a 4096 × 4096 photo never needs 64 MiB of pixels; a PNG is decoded in full, then
    /// scaled. Eight pixels or more go into each grid cell along the longer side.
    static let decodeSide = 512
}
