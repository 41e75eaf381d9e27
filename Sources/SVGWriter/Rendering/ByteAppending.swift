/// Appending text to the renderer's byte buffer without the generic sequence path.
///
/// `Array.append(contentsOf: string.utf8)` walks the string through the generic `Sequence` machinery; a document
/// writes thousands of short names and values, so these copy the contiguous UTF-8 storage in one call instead.
extension [UInt8] {
    /// Appends the UTF-8 bytes of `string`.
    @inline(__always)
    mutating func appendUTF8(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: string.utf8) }
    }

    /// Appends the bytes of a constant.
    @inline(__always)
    mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `depth` levels of two-space indentation.
    @inline(__always)
    mutating func appendIndent(_ depth: Int) {
        var count = depth * 2
        while count > 0 {
            let run = Swift.min(count, 32)
            Self.spaces.withUTF8Buffer { append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<run])) }
            count -= run
        }
    }

    private static let spaces: StaticString = "                                "
}
