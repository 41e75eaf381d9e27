import MastheadFormat
import MastheadParameters
import MastheadSupport

/// A `GET` query as sent, split into its `offset` and everything else, without decoding it: the everything-else
/// keys the request's ``Scene``, so a slider's requests, which differ only in `offset`, find the decoded scene.
///
/// Only plain queries split. A query with a `path` does not (the path's last point is its offset, and the path
/// is part of the scene); nor does anything that decoding might read differently — a parameter name with a `%` escape
/// (it could spell `offset`), an empty item (`a&&b`: an empty name), a repeated `offset`, an offset that is not a
/// plain number within ``Limits/offset`` (a `+` there is a space) — gives `nil`, and the request is decoded in full,
/// which answers it or names its error.
struct ScrubQuery {
    /// The path and the query without its `offset` item, the other items in the order sent.
    let sceneKey: CacheKey
    /// The offset; 0 when the query has none, as decoding would default it.
    let offset: Double

    init?(path: String, query: UnsafeRawBufferPointer) {
        // Sized once, then filled: a literal first would allocate the buffer twice.
        var rest: [UInt8] = []
        rest.reserveCapacity(path.utf8.count + query.count + 2)
        rest.append(CacheKey.Space.getScene.rawValue)
        rest.append(contentsOf: path.utf8)
        rest.append(0)
        let restStart = rest.count
        var offsetText: UnsafeRawBufferPointer?
        // Byte by byte through raw memory: this runs for every slider request.
        let bytes = query.bindMemory(to: UInt8.self)
        // A last `&` ends in an empty item (`a&&` rebuilds as `a&`), which the loop below would never reach.
        if bytes.last == UInt8(ascii: "&") { return nil }
        var start = 0
        while start < bytes.count {
            var end = start
            var equals = -1
            var escaped = false
            while end < bytes.count, bytes[end] != UInt8(ascii: "&") {
                if equals < 0 {
                    if bytes[end] == UInt8(ascii: "=") { equals = end }
                    if bytes[end] == UInt8(ascii: "%") { escaped = true }
                }
                end += 1
            }
            defer { start = end + 1 }
            // An empty item (`a&&b`) has an empty name, which decoding refuses.
            guard end > start else { return nil }
            guard !escaped else { return nil }
            let item = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let name = UnsafeBufferPointer(rebasing: bytes[start..<(equals < 0 ? end : equals)])
            guard !ScrubQuery.isPath(name) else { return nil }
            if ScrubQuery.isOffset(name) {
                guard offsetText == nil, equals >= 0 else { return nil }
                offsetText = UnsafeRawBufferPointer(rebasing: query[(equals + 1)..<end])
                continue
            }
            if rest.count > restStart { rest.append(UInt8(ascii: "&")) }
            rest.append(contentsOf: item)
        }
        var offset = 0.0
        if let offsetText {
            guard let parsed = ScrubQuery.plainNumber(offsetText), Limits.offset.contains(parsed) else { return nil }
            offset = parsed == 0 ? 0 : parsed  // -0 and 0 are one request
        }
        sceneKey = CacheKey(rest)
        self.offset = offset
    }

    private static func isOffset(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == 6 && name[0] == UInt8(ascii: "o") && name[1] == UInt8(ascii: "f") && name[2] == UInt8(ascii: "f")
            && name[3] == UInt8(ascii: "s") && name[4] == UInt8(ascii: "e") && name[5] == UInt8(ascii: "t")
    }

    private static func isPath(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == 4 && name[0] == UInt8(ascii: "p") && name[1] == UInt8(ascii: "a") && name[2] == UInt8(ascii: "t")
            && name[3] == UInt8(ascii: "h")
    }

    /// The value of an offset as sent, as decoding reads it (``MastheadSupport/DecimalNumber``); nil for anything
    /// else, and for a `+`, which a query decodes as a space.
    static func plainNumber(_ text: UnsafeRawBufferPointer) -> Double? {
        guard !text.contains(UInt8(ascii: "+")) else { return nil }
        return DecimalNumber.query(text)
    }

    init?(path: String, query: String) {
        var query = query
        guard let split = query.withUTF8({ ScrubQuery(path: path, query: UnsafeRawBufferPointer($0)) }) else {
            return nil
        }
        self = split
    }
}
