/// Base64 as RFC 4648 section 4 defines it, decoded strictly: the standard alphabet `A–Z a–z 0–9 + /`, the text a
/// multiple of four characters long, `=` only as the last one or two, and the bits that padding leaves over zero.
///
/// Nothing is skipped: a space, a line break or a URL-safe `-` or `_` anywhere is an error naming the character
/// and its position, because an image whose text has holes in it has usually been mangled on the way.
public enum StrictBase64 {
    /// The decoded size that `text` implies: three bytes for every four characters, less one for each trailing
    /// `=` (at most two). Exact for text that decodes; an estimate for text that does not.
    public static func decodedCount(of text: [UInt8]) -> Int {
        let padding = text.reversed().prefix(2).prefix { $0 == UInt8(ascii: "=") }.count
        return max(0, text.count / 4 * 3 + (text.count % 4) * 3 / 4 - padding)
    }

    /// The bytes `text` encodes.
    ///
    /// Throws ``ImageProblem/notBase64(_:)`` saying what is wrong: a length that is not a multiple of four, a
    /// character outside the alphabet and where it is (counting from 1), `=` before the end, or leftover bits
    /// that are not zero.
    public static func decode(_ text: [UInt8]) throws(ImageProblem) -> [UInt8] {
        guard text.count % 4 == 0 else {
            throw .notBase64(
                "the text is \(text.count) characters long, which is not a multiple of 4; "
                    + "it may be cut short or missing its = padding")
        }
        var output = [UInt8]()
        output.reserveCapacity(decodedCount(of: text))
        let padding = text.reversed().prefix(2).prefix { $0 == UInt8(ascii: "=") }.count
        let end = text.count - padding
        var index = 0
        while index < text.count {
            var group: UInt32 = 0
            var digits = 0
            for offset in index..<index + 4 {
                let character = text[offset]
                if offset >= end {
                    group <<= 6
                    continue
                }
                let value = table[Int(character)]
                guard value != invalid else { throw .notBase64(unexpected(character, at: offset)) }
                group = group << 6 | UInt32(value)
                digits += 1
            }
            output.append(UInt8(truncatingIfNeeded: group >> 16))
            if digits >= 3 { output.append(UInt8(truncatingIfNeeded: group >> 8)) }
            if digits == 4 { output.append(UInt8(truncatingIfNeeded: group)) }
            if digits < 4 {
                // The last group: the bits past the final byte must be zero, as every encoder writes them.
                let spare: UInt32 = digits == 2 ? 0xFFFF : 0xFF
                guard group & spare == 0 else {
                    throw .notBase64(
                        "its last group \"\(String(decoding: text[index..<index + 4], as: UTF8.self))\" has bits "
                            + "after the data that are not zero, so it is not what an encoder writes")
                }
            }
            index += 4
        }
        return output
    }

    /// The marker for a byte outside the alphabet in ``table``.
    private static let invalid: UInt8 = 0xFF

    /// Each byte's six-bit value, or ``invalid``.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: invalid, count: 256)
        for (value, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(character)] = UInt8(value)
        }
        return table
    }()

    /// What to say about `character`, which is not in the alphabet, at `offset` (from 0).
    private static func unexpected(_ character: UInt8, at offset: Int) -> String {
        let position = "at character \(offset + 1)"
        switch character {
        case UInt8(ascii: " "):
            return "it has a space \(position); spaces and line breaks are not allowed"
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return "it has a line break \(position); spaces and line breaks are not allowed"
        case UInt8(ascii: "\t"):
            return "it has a tab \(position); spaces and line breaks are not allowed"
        case UInt8(ascii: "="):
            return "it has = padding \(position), before its end"
        case UInt8(ascii: "-"), UInt8(ascii: "_"):
            return "it has \"\(Character(Unicode.Scalar(character)))\" \(position); URL-safe base64 is not "
                + "accepted, use + and / instead of - and _"
        case 0x21...0x7E:
            return "it has \"\(Character(Unicode.Scalar(character)))\" \(position), which is not a base64 character"
        default:
            return "it has the byte 0x\(hex(character)) \(position), which is not a base64 character"
        }
    }

    /// Two upper-case hex digits.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }
}
