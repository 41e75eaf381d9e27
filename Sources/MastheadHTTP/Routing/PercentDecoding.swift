import MastheadFormat

#if canImport(Glibc)
    import Glibc
#endif

/// Strict percent-decoding for paths and query strings (RFC 3986), producing valid UTF-8 or nothing.
public enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`), then validates the bytes as UTF-8.
    ///
    /// Returns `nil` for a malformed escape (`%`, `%4`, `%zz`) or bytes that are not valid UTF-8. A decoded NUL is
    /// kept: callers that cannot carry it refuse it themselves, naming what it was found in.
    public static func decode(_ raw: some Collection<UInt8>, plusIsSpace: Bool) -> String? {
        if let decoded = raw.withContiguousStorageIfAvailable({
            decode(UnsafeRawBufferPointer($0), plusIsSpace: plusIsSpace)
        }) {
            return decoded
        }
        return Array(raw).withUnsafeBytes { decode($0, plusIsSpace: plusIsSpace) }
    }

    /// ``decode(_:plusIsSpace:)`` over bytes in memory: the request path's form, with no generic code in it.
    public static func decode(_ raw: UnsafeRawBufferPointer, plusIsSpace: Bool) -> String? {
        // Most names and values hold no escape at all: validate them as they are.
        let escapes = { (byte: UInt8) in byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) }
        guard let firstEscape = raw.firstIndex(where: escapes) else {
            return UTF8Validation.string(raw)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        bytes.append(contentsOf: raw[..<firstEscape])
        var index = firstEscape
        let end = raw.count
        while index < end {
            let byte = raw[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < end, let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2]) else {
                    return nil
                }
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return bytes.withUnsafeBytes { UTF8Validation.string($0) }
    }

    /// Decodes a whole query string (`a=1&b=two`) into items in order. Empty pieces (`a=1&&b=2`) are skipped.
    ///
    /// Throws a 400 naming the parameter whose name or value is not valid percent-encoded UTF-8.
    public static func decodeQuery(_ query: String) throws(HTTPError) -> [QueryItem] {
        var items: [QueryItem] = []
        for piece in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = piece.firstIndex(of: UInt8(ascii: "="))
            let rawName = equals.map { piece[piece.startIndex..<$0] } ?? piece[...]
            guard let name = decode(rawName, plusIsSpace: true) else {
                throw HTTPError.badRequest("a query parameter name is not valid percent-encoded UTF-8")
            }
            var value: String? = nil
            if let equals {
                guard let decoded = decode(piece[piece.index(after: equals)...], plusIsSpace: true) else {
                    throw HTTPError.badRequest(
                        "\(name) is not valid percent-encoded UTF-8", parameter: name)
                }
                value = decoded
            }
            items.append(QueryItem(name: name, value: value))
        }
        return items
    }

    /// Decodes a query as the server's ``Request/rawQuery`` holds it (rebuilt from libmicrohttpd's arguments, one
    /// `&` between two of them): split at every `&`, an empty piece an item with an empty name, and each item at its
    /// first `=` (none: a `nil` value). An empty query has no items.
    public static func decodeArguments(_ query: String) throws(HTTPError) -> [QueryItem] {
        guard !query.isEmpty else { return [] }
        let pieces = query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
        var items: [QueryItem] = []
        items.reserveCapacity(pieces.count)
        for piece in pieces {
            let equals = piece.firstIndex(of: UInt8(ascii: "="))
            let rawName = equals.map { piece[piece.startIndex..<$0] } ?? piece[...]
            guard let name = decode(rawName, plusIsSpace: true) else {
                throw HTTPError.badRequest("a query parameter name is not valid percent-encoded UTF-8")
            }
            guard let equals else {
                items.append(QueryItem(name: name, value: nil))
                continue
            }
            guard let value = decode(piece[piece.index(after: equals)...], plusIsSpace: true) else {
                throw HTTPError.badRequest("\(name) is not valid percent-encoded UTF-8", parameter: name)
            }
            items.append(QueryItem(name: name, value: value))
        }
        return items
    }

    /// Decodes one query item from NUL-terminated name and value bytes (the value is `nil` for `?flag`).
    static func decodeItem(name rawName: UnsafePointer<CChar>, value rawValue: UnsafePointer<CChar>?) throws(HTTPError)
        -> QueryItem
    {
        let nameBytes = UnsafeRawBufferPointer(start: rawName, count: strlen(rawName))
        guard let name = decode(nameBytes, plusIsSpace: true) else {
            throw HTTPError.badRequest("a query parameter name is not valid percent-encoded UTF-8")
        }
        guard let rawValue else { return QueryItem(name: name, value: nil) }
        let valueBytes = UnsafeRawBufferPointer(start: rawValue, count: strlen(rawValue))
        guard let value = decode(valueBytes, plusIsSpace: true) else {
            throw HTTPError.badRequest("\(name) is not valid percent-encoded UTF-8", parameter: name)
        }
        return QueryItem(name: name, value: value)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
