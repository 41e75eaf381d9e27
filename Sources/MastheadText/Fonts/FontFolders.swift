/// Where the font library looks for its files.
///
/// Both folders are plain paths; a trailing slash is allowed. Changing them is how a deployment without the
/// Debian packages points the service at its own copies of the same files.
public struct FontFolders: Sendable, Hashable {
    /// Folder holding `Inter-*.otf` and `InterDisplay-*.otf` (Debian `fonts-inter`).
    public var inter: String
    /// Folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf` (Debian `fonts-dejavu-core`).
    public var fallback: String
    /// Folder holding `Roboto-Regular.ttf` and `Roboto-Medium.ttf` (Debian `fonts-roboto-unhinted`).
    public var roboto: String

    /// The folder Debian's `fonts-inter` installs into.
    public static let defaultInter = "/usr/share/fonts/opentype/inter"
    /// The folder Debian's `fonts-dejavu-core` installs into.
    public static let defaultFallback = "/usr/share/fonts/truetype/dejavu"

    /// The folder Debian's `fonts-roboto-unhinted` installs Roboto's TrueType files into.
    public static let defaultRoboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"

    /// Creates a folder configuration; the defaults are the Debian install locations.
    public init(
        inter: String = FontFolders.defaultInter, fallback: String = FontFolders.defaultFallback,
        roboto: String = FontFolders.defaultRoboto
    ) {
        self.inter = inter
        self.fallback = fallback
        self.roboto = roboto
    }

    /// The folder that holds `face`'s file.
    func folder(of face: FaceKey) -> String {
        switch face.family {
        case .dejaVuSans: fallback
        case .roboto: roboto
        case .inter, .interDisplay: inter
        }
    }

    /// The full path of `file` inside `folder`, with exactly one slash between them.
    static func join(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
