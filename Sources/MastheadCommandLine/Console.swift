#if canImport(Glibc)
    import Glibc
#endif

/// Plain lines to standard error for start-up failures, before the structured log applies, and the command line's
/// output.
public enum Console {
    /// Writes `masthead: <text>` and a newline to standard error in one `write(2)`.
    public static func error(_ text: String) {
        _ = write(Array("masthead: \(text)\n".utf8), to: 2)
    }

    /// Writes `text` to standard output.
    static func output(_ text: String) {
        _ = write(Array(text.utf8), to: 1)
    }

    /// Writes every byte of `bytes` to the file descriptor `descriptor`, however many calls it takes; returns
    /// whether all were written. Wraps `write(2)`, retried after `EINTR`.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
