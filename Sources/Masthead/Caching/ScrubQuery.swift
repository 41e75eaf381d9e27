import MastheadFormat

/// A `GET` query as sent, split into its `offset` and everything else, without decoding it: the everything-else
/// keys the request's ``Scene``, so a slider's requests, which differ only in `offset`, find the decoded scene.
///
/// Only plain queries split. Anything that decoding might read differently — a parameter name with a `%` escape
/// (it could spell `offset`), a repeated `offset`, an offset that is not a plain number within ``Limits/offset`` (a
/// `+` there is a space) — gives `nil`, and the request is decoded in full, which answers it or names its error.
struct ScrubQuery {
    /// The path and the query without its `offset` item, the other items in the order sent.
    let sceneKey: CacheKey
    /// The offset; 0 when the query has none, as decoding would default it.
    let offset: Double

    init?(path: String, query: UnsafeRawBufferPointer) {
        var rest: [UInt8] = [UInt8(ascii: "S")]
        rest.reserveCapacity(path.utf8.count + query.count + 2)
        rest.append(contentsOf: path.utf8)
        rest.append(0)
        var offsetText: UnsafeRawBufferPointer.SubSequence?
        var start = 0
        while start <= query.count {
            let end = query[start...].firstIndex(of: UInt8(ascii: "&")) ?? query.count
            let item = query[start..<end]
            start = end + 1
            guard !item.isEmpty else { continue }
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            let name = item[..<(equals ?? item.endIndex)]
            guard !name.contains(UInt8(ascii: "%")) else { return nil }
            if name.elementsEqual("offset".utf8) {
                guard offsetText == nil, let equals else { return nil }
                offsetText = item[(equals + 1)...]
                continue
            }
            if rest.last != 0 { rest.append(UInt8(ascii: "&")) }
            rest.append(contentsOf: item)
        }
        var offset = 0.0
        if let offsetText {
            let plain = offsetText.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            }
            guard plain, let parsed = NumberText.parse(String(decoding: offsetText, as: UTF8.self)),
                Limits.offset.contains(parsed)
            else { return nil }
            offset = parsed == 0 ? 0 : parsed  // -0 and 0 are one request
        }
        sceneKey = CacheKey(rest)
        self.offset = offset
    }

    init?(path: String, query: String) {
        var query = query
        guard let split = query.withUTF8({ ScrubQuery(path: path, query: UnsafeRawBufferPointer($0)) }) else {
            return nil
        }
        self = split
    }
}
