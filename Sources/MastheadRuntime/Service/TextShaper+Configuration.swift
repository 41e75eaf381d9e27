import MastheadSupport
import MastheadText

extension TextShaper {
    /// The shaper over the font folders `configuration` names, keeping what it shapes when `caching` is on: the one
    /// the service and an in-process service both measure and draw with. Throws the font error that names the
    /// missing file and its package.
    convenience init(configuration: ServiceConfiguration, caching: CachePolicy) throws {
        try self.init(
            folders: FontFolders(
                inter: configuration.fontDirectory, fallback: configuration.fallbackFontDirectory,
                roboto: configuration.robotoFontDirectory),
            caching: caching)
    }
}
