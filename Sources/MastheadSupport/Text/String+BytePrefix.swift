#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Whether the string's UTF-8 bytes begin with `prefix`'s, compared byte for byte.
    ///
    /// For ASCII prefixes such as a path or a media type, where it answers as `hasPrefix` does: `hasPrefix`
    /// compares by characters, and `utf8.starts(with:)` element by element through generic code, each several times
    /// the cost of one `memcmp`, on paths every request takes. A prefix of one character stored as a scalar (not as
    /// bytes) is compared through `hasPrefix`.
    @inlinable
    public func hasBytePrefix(_ prefix: StaticString) -> Bool {
        guard prefix.hasPointerRepresentation else { return hasPrefix(prefix.description) }
        let count = prefix.utf8CodeUnitCount
        let matched: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count >= count && (count == 0 || memcmp(bytes.baseAddress!, prefix.utf8Start, count) == 0)
        }
        return matched ?? utf8.starts(with: UnsafeBufferPointer(start: prefix.utf8Start, count: count))
    }
}
