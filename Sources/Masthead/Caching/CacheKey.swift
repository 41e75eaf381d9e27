/// The bytes that identify one cached answer: a canonical request (``CanonicalKey``) or a raw one (the path and
/// query or body exactly as sent). Bytes, not a `String`, so invalid UTF-8 in a raw body can never collide with
/// the valid text it would be repaired into.
struct CacheKey: Hashable, Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A raw key: a kind letter, the endpoint path, and the query or body as sent.
    init(raw kind: UInt8, path: String, payload: some Collection<UInt8>) {
        var bytes: [UInt8] = [kind]
        bytes.reserveCapacity(path.utf8.count + payload.count + 2)
        bytes.append(contentsOf: path.utf8)
        bytes.append(0)
        bytes.append(contentsOf: payload)
        self.bytes = bytes
    }

    /// Hashes the bytes in one pass (an array's own hashing feeds them one at a time).
    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
        lhs.bytes == rhs.bytes
    }
}
