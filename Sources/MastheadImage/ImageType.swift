/// The kinds of image a request may carry: PNG and JPEG, and nothing else.
public enum ImageType: String, Sendable, Hashable, CaseIterable {
    /// A PNG image, `image/png`.
    case png
    /// A JPEG image, `image/jpeg`.
    case jpeg

    /// The media type as a data: URI names it: `image/png` or `image/jpeg`.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        }
    }

    /// The name a message uses: `PNG` or `JPEG`.
    public var name: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        }
    }

    /// The type whose media type is `mediaType`, compared without regard to case; `nil` for any other type.
    public init?(mediaType: String) {
        switch mediaType.lowercased() {
        case "image/png": self = .png
        case "image/jpeg": self = .jpeg
        default: return nil
        }
    }

    /// The name gdk-pixbuf gives the loader for this type, for `gdk_pixbuf_loader_new_with_type`.
    var loaderName: String { rawValue }
}
