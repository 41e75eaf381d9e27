/// Where the font library looks for its files.
///
/// Both folders are plain paths; a trailing slash is allowed. Changing them is how a deployment without the
/// Debian packages points the service at its own copies of the same files.
public struct FontFolders: Sendable, Hashable {
    /// Folder holding `Inter-*.otf` and `InterDisplay-*.otf` (Debian `fonts-inter`).
    public var inter: String
    /// Folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf` (Debian `fonts-dejavu-core`).
    public var fallback: String

    /// The folder Debian's `fonts-inter` installs into.
    public static let defaultInter = "/usr/share/fonts/opentype/inter"
    /// The folder Debian's `fonts-dejavu-core` installs into.
    public static let defaultFallback = "/usr/share/fonts/truetype/dejavu"

    /// Creates a folder configuration; the defaults are the Debian install locations.
    public init(inter: String = FontFolders.defaultInter, fallback: String = FontFolders.defaultFallback) {
        self.inter = inter
        self.fallback = fallback
    }

    /// The full path of `file` inside `folder`, with exactly one slash between them.
    static func join(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
