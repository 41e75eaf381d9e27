/// Why the font library could not be loaded.
///
/// Loading happens once at start, so the description is written for an operator reading a service's last log
/// line: it names the full path that was tried and the Debian package that installs the file.
public enum FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case missingFile(path: String, package: String)
    /// The file exists but HarfBuzz found no glyphs in it (not a font, or a truncated one).
    case unreadableFont(path: String, package: String)

    /// The full path of the file that failed.
    public var path: String {
        switch self {
        case .missingFile(let path, _), .unreadableFont(let path, _): path
        }
    }

    /// The Debian package that provides the file, for example `fonts-inter`.
    public var package: String {
        switch self {
        case .missingFile(_, let package), .unreadableFont(_, let package): package
        }
    }

    /// A one-line message naming the file and the package to install.
    public var description: String {
        switch self {
        case .missingFile(let path, let package):
            "font file not found or not readable: \(path) (install the Debian package \(package), "
                + "or point the font folder setting at a folder that holds it)"
        case .unreadableFont(let path, let package):
            "font file has no glyphs: \(path) (reinstall the Debian package \(package))"
        }
    }
}
