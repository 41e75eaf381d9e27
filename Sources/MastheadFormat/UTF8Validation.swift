/// Strict UTF-8 validation of raw bytes (RFC 3629): what `String(validating:as:)` accepts, without its generic
/// machinery, which is slow on the request path (see bench/README.md for how it was measured).
///
/// Refused: stray continuation bytes, truncated sequences, overlong forms (`C0 80`, `E0 80 80`, …), UTF-16
/// surrogates (`ED A0 80` … `ED BF BF`) and anything above U+10FFFF. NUL is valid UTF-8; callers that cannot carry it
/// refuse it themselves.
public enum UTF8Validation {
    /// Whether `bytes` is well-formed UTF-8. An empty buffer is.
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time: a request's query and headers are nearly always ASCII.
            while index + 8 <= count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & asciiMask == 0 {
                index += 8
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80  // the range the second byte must fall in, narrowed for overlongs and surrogates
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return false
            }
            guard count - index >= length else { return false }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return false }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return false
            }
            index += length
        }
        return true
    }

    /// The high bit of each of eight bytes, set only in bytes that are not ASCII.
    private static let asciiMask: UInt64 = 0x8080_8080_8080_8080

    /// The bytes as a string when they are well-formed UTF-8, `nil` otherwise.
    public static func string(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard isValid(bytes) else { return nil }
        return String(decoding: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }
}
