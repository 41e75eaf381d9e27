/// Bounds-checked big-endian reads from a byte array: each returns `nil` rather than reading past the end.
extension Array where Element == UInt8 {
    /// The two bytes at `offset` as a big-endian number, or `nil` when they are not both there.
    func bigEndianUInt16(at offset: Int) -> Int? {
        guard offset >= 0, offset <= count - 2 else { return nil }
        return Int(self[offset]) << 8 | Int(self[offset + 1])
    }

    /// The four bytes at `offset` as a big-endian number, or `nil` when they are not all there.
    func bigEndianUInt32(at offset: Int) -> Int? {
        guard offset >= 0, offset <= count - 4 else { return nil }
        return Int(self[offset]) << 24 | Int(self[offset + 1]) << 16 | Int(self[offset + 2]) << 8
            | Int(self[offset + 3])
    }
}
