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
        String(unsafeUninitializedCapacity: prefix.count + NumberFormat.maxLength) { buffer in
            _ = buffer.initialize(from: prefix)
            let start = buffer.baseAddress! + prefix.count
            return prefix.count + NumberFormat.write(Double(microseconds) / 1000, to: start)
        }
    }

    /// `render;dur=`, the bytes before the number.
    private static let prefix = Array((metric + ";dur=").utf8)
}
