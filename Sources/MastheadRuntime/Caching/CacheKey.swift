import MastheadSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The bytes that identify one cached answer or scene: a canonical request (``CanonicalKey``), a raw one (the path
/// and query or body exactly as sent), or a request without its offset; its ``Space`` says which. Bytes, not a
/// `String`, so invalid UTF-8 in a raw body can never collide with the valid text it would be repaired into.
///
/// The key carries a 64-bit digest of its bytes, computed once: a request hashes its keys several times (look-ups,
/// insertion, eviction), and hashing the digest costs a fraction of hashing a few hundred bytes each time.
struct CacheKey: Hashable, Sendable {
    /// Which kind of key: its first byte, so keys of two spaces never compare equal.
    ///
    /// The raw values are the letters the keys have always started with: a canonical key's bytes are also hashed
    /// into the `ETag`, and keeping them keeps every entity tag the same from one version of the code to the next.
    enum Space: UInt8, Sendable {
        /// A `GET`'s path and query exactly as sent.
        case rawGet = 0x47  // "G"
        /// A `POST`'s path and body exactly as sent.
        case rawPost = 0x50  // "P"
        /// A `GET`'s path and query without its offset (``ScrubQuery``).
        case getScene = 0x53  // "S"
        /// A `POST`'s path and parameters without the offset (``ParameterSet/sceneKey(path:)``).
        case postScene = 0x42  // "B"
        /// A decoded request in canonical form (``CanonicalKey``).
        case canonical = 0x43  // "C", ``CanonicalKey/prefix``

        /// The cache a key of this space looks up, for the counters.
        var kind: CacheKind {
            switch self {
            case .rawGet, .rawPost: .rawAnswer
            case .getScene, .postScene: .scene
            case .canonical: .answer
            }
        }
    }

    let bytes: [UInt8]
    /// A digest of `bytes` (not cryptographic: the hashed-collection seed still protects the dictionaries).
    let digest: UInt64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        digest = CacheKey.digest(bytes)
    }

    /// The space the key belongs to, from its first byte.
    var space: Space? { bytes.first.flatMap(Space.init(rawValue:)) }

    /// A raw key: its space, the endpoint path, and the query or body as sent.
    init(_ space: Space, path: String, payload: some Collection<UInt8>) {
        // Sized before the first byte goes in: an array literal would be allocated, then moved by the reserve.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count + payload.count + 2)
        bytes.append(space.rawValue)
        bytes.append(contentsOf: path.utf8)
        bytes.append(0)
        bytes.append(contentsOf: payload)
        self.init(bytes)
    }

    /// Feeds the digest alone.
    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// Equal digests, then equal bytes, compared with `memcmp`: `Array`'s own `==` goes element by element, and
    /// every look-up that finds its key makes this comparison once.
    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
        guard lhs.digest == rhs.digest, lhs.bytes.count == rhs.bytes.count else { return false }
        return lhs.bytes.withUnsafeBytes { left in
            rhs.bytes.withUnsafeBytes { right in
                left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
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
