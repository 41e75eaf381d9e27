import MastheadFormat
import MastheadHTTP

#if canImport(Glibc)
    import Glibc
#endif

/// Writes one JSON line per request to standard error: time, method, path, status, bytes, microseconds, and the
/// request id and `traceparent` trace id that let a request be followed from a client's or a proxy's log.
///
/// Each line goes out in a single `write(2)`, so lines from different threads never interleave. The query string is
/// not logged: it can be long and is the user's content.
enum RequestLog {
    static func write(_ record: RequestRecord) {
        var json = JSONWriter(capacity: 160)
        json.beginObject()
        json.key("time")
        json.number(Double(currentMilliseconds()) / 1000)
        json.member("method", record.method)
        json.member("path", String(record.path.prefix(256)))
        json.key("status")
        json.integer(record.status)
        json.key("bytes")
        json.integer(record.bytes)
        json.key("us")
        json.integer(record.microseconds)
        // Both are safe as they are (``RequestTrace``), and escaped like every string all the same.
        if let requestID = record.requestID { json.member("id", requestID) }
        if let traceID = record.traceID { json.member("trace", traceID) }
        json.endObject()
        emit(json)
    }

    /// A one-off message line (start, stop, failures) in the same JSON shape.
    static func message(_ text: String) {
        var json = JSONWriter(capacity: 128)
        json.beginObject()
        json.key("time")
        json.number(Double(currentMilliseconds()) / 1000)
        json.member("message", text)
        json.endObject()
        emit(json)
    }

    /// Writes the object and a newline to standard error in one `write(2)`.
    private static func emit(_ json: borrowing JSONWriter) {
        var line = json.bytes
        line.append(0x0A)
        line.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress, $0.count) }
    }

    private static func currentMilliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
