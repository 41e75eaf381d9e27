#if canImport(Glibc)
    import Glibc
#endif

/// Plain lines to standard error for start-up failures, before the structured log applies.
public enum Console {
    /// Writes `masthead: <text>` and a newline to standard error in one `write(2)`.
    public static func error(_ text: String) {
        let line = Array("masthead: \(text)\n".utf8)
        line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
    }
}
