import MastheadGeometry

/// Every font the service draws with, opened once at start: Inter and Inter Display at 400, 500, 600 and 700,
/// DejaVu Sans regular and bold as the per-character
/// fallback, and Roboto regular and medium for the Material styles.
///
/// Thread-safe: nothing changes after `init`, and HarfBuzz fonts are immutable, so one library can serve every
/// request concurrently. Loading reads each file once (about 4 MB in all); keep one library for the process.
public final class FontLibrary: Sendable {
    /// The folders the files were loaded from.
    public let folders: FontFolders
    private let fonts: [FaceKey: HarfBuzzFont]

    /// Loads all twelve files from `folders`.
    ///
    /// - Throws: `FontError.missingFile` for the first file that cannot be opened (its description names the
    ///   full path and the Debian package to install), or `FontError.unreadableFont` for a file with no glyphs.
    ///   A service should print the error and stop.
    public init(folders: FontFolders = FontFolders()) throws(FontError) {
        self.folders = folders
        var fonts: [FaceKey: HarfBuzzFont] = [:]
        for key in FaceKey.all {
            fonts[key] = try HarfBuzzFont(
                path: FontFolders.join(folders.folder(of: key), key.fileName), package: key.package)
        }
        self.fonts = fonts
    }

    /// Every face the library holds, Inter first then DejaVu Sans, each by increasing weight.
    public var faces: [FaceKey] { FaceKey.all }

    /// Font units per em of `face` (for scaling outlines to points: `size / unitsPerEm`).
    public func unitsPerEm(of face: FaceKey) -> Int {
        font(face).unitsPerEm
    }

    /// The path of the file `face` was loaded from.
    public func path(of face: FaceKey) -> String {
        FontFolders.join(folders.folder(of: face), face.fileName)
    }

    /// The opened font for `face`. Every `FaceKey` names a loaded face, so this cannot fail.
    func font(_ face: FaceKey) -> HarfBuzzFont {
        guard let font = fonts[face] else { preconditionFailure("face \(face) was not loaded") }
        return font
    }
}
