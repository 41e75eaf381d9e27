/// The bytes that identify one cached answer: a canonical request (``CanonicalKey``) or a raw one (the path and
/// query or body exactly as sent). Bytes, not a `String`, so invalid UTF-8 in a raw body can never collide with
/// the valid text it would be repaired into.
///
/// The key carries a 64-bit digest of its bytes, computed once: a request hashes its keys several times (look-ups,
/// insertion, eviction), and hashing the digest costs a fraction of hashing a few hundred bytes each time.
struct CacheKey: Hashable, Sendable {
    let bytes: [UInt8]
    /// A digest of `bytes` (not cryptographic: the hashed-collection seed still protects the dictionaries).
    let digest: UInt64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        digest = CacheKey.digest(bytes)
    }

    /// A raw key: a kind letter, the endpoint path, and the query or body as sent.
    init(raw kind: UInt8, path: String, payload: some Collection<UInt8>) {
        var bytes: [UInt8] = [kind]
        bytes.reserveCapacity(path.utf8.count + payload.count + 2)
        bytes.append(contentsOf: path.utf8)
        bytes.append(0)
        bytes.append(contentsOf: payload)
        self.init(bytes)
    }

    /// Feeds the digest alone.
    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
        lhs.digest == rhs.digest && lhs.bytes == rhs.bytes
    }

    /// FNV-1a over 8-byte words, then a final avalanche (MurmurHash3's finalizer) so every bit of the input reaches
    /// every bit of the digest.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(buffer.count)
            var offset = 0
            while offset + 8 <= buffer.count {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                offset += 8
            }
            while offset < buffer.count {
                hash = (hash ^ UInt64(buffer[offset])) &* 0x0000_0100_0000_01B3
                offset += 1
            }
            hash ^= hash >> 33
            hash = hash &* 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 33
            hash = hash &* 0xc4ce_b9fe_1a85_ec53
            return hash ^ (hash >> 33)
        }
    }
}
