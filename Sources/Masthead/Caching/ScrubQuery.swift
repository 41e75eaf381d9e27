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
        let restStart = rest.count
        var offsetText: UnsafeRawBufferPointer?
        // Byte by byte through raw memory: this runs for every slider request.
        let bytes = query.bindMemory(to: UInt8.self)
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
            guard end > start else { continue }
            guard !escaped else { return nil }
            let item = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if ScrubQuery.isOffset(UnsafeBufferPointer(rebasing: bytes[start..<(equals < 0 ? end : equals)])) {
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

    /// The value of an offset written plainly (digits, `.`, `-`, an exponent), as ``NumberText`` reads it; nil
    /// for anything else. Up to 15 digits with at most 15 after the point and no exponent, the digits as an
    /// integer divided by a power of ten is exact and correctly rounded, which is what the full parser returns;
    /// other numbers go through it.
    static func plainNumber(_ text: UnsafeRawBufferPointer) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var fast = true
        for (index, byte) in text.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            case UInt8(ascii: "."):
                if seenPoint { fast = false }
                seenPoint = true
            case UInt8(ascii: "-"):
                if index != 0 { fast = false }
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                fast = false
            default:
                return nil
            }
        }
        guard fast, digits > 0, digits <= 15 else {
            return NumberText.parse(String(decoding: text, as: UTF8.self))
        }
        let magnitude = Double(mantissa) / ScrubQuery.powersOfTen[fractionDigits]
        return text.first == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    init?(path: String, query: String) {
        var query = query
        guard let split = query.withUTF8({ ScrubQuery(path: path, query: UnsafeRawBufferPointer($0)) }) else {
            return nil
        }
        self = split
    }
}
