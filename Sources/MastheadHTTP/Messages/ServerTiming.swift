import MastheadFormat

/// The `Server-Timing` field of an answer (W3C Server Timing, "The Server-Timing Header Field"): the time the
/// handler took to make it, as the metric `render` in milliseconds.
///
/// It covers what the server does between a parsed request and a ready answer: decoding the parameters, looking the
/// answer up in the cache, drawing it. It leaves out reading the request and sending the answer, which the client
/// measures itself; a cached answer shows a few microseconds.
public enum ServerTiming {
    /// The metric's name.
    public static let metric = "render"

    /// The field's value for a handler that took `microseconds`: `render;dur=0.412`, milliseconds with at most
    /// three decimals, written by the shared number formatter.
    public static func value(microseconds: Int) -> String {
        withValue(microseconds: microseconds) { String(cString: $0) }
    }

    /// Runs `body` with the field's value (``value(microseconds:)``) as a C string on the stack: every answer adds
    /// one, and libmicrohttpd copies it, so a `String` of its own would be made and freed for nothing.
    public static func withValue<Result>(microseconds: Int, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        // A capacity known when compiling keeps the buffer on the stack without a check at run time: 48 holds the
        // prefix (11 bytes), a number (at most `NumberFormat.maxLength`, 24) and the closing NUL.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            let start = buffer.baseAddress!
            start.initialize(from: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            let end =
                prefix.utf8CodeUnitCount
                + NumberFormat.write(Double(microseconds) / 1000, to: start + prefix.utf8CodeUnitCount)
            start[end] = 0
            return start.withMemoryRebound(to: CChar.self, capacity: end + 1) { body($0) }
        }
    }

    /// `render;dur=`, the bytes before the number (``metric``).
    private static let prefix: StaticString = "render;dur="
}
