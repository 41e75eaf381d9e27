import MastheadFormat

/// The escaping functions used by the renderer: one for character data, one for attribute values, one for comments.
///
/// All follow XML 1.0, not HTML: only the characters that would end or confuse the markup become entities, and
/// characters XML 1.0 forbids anywhere are dropped (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE, U+FFFF;
/// lone surrogates cannot occur in a Swift `String`). Tab, line feed and carriage return are kept as written; in an
/// attribute value an XML parser will read them as spaces, which is harmless for SVG. Everything else, including
/// emoji and right-to-left scripts, is copied as UTF-8 unchanged.
public enum XMLEscaping {
    /// Appends `text` escaped for character data: `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`.
    ///
    /// `"` is left alone, since it means nothing outside a tag.
    public static func escapeText(_ text: String, into output: inout [UInt8]) {
        escape(text, .text) { output.append(contentsOf: $0) }
    }

    /// Appends `value` escaped for a double-quoted attribute value: `&`, `<`, `>` as in text, and `"` → `&quot;`.
    public static func escapeAttribute(_ value: String, into output: inout [UInt8]) {
        escape(value, .attribute) { output.append(contentsOf: $0) }
    }

    /// Appends `text` made safe for the inside of `<!-- -->`: no entities (comments have none), forbidden
    /// characters dropped, and a space after any `-` that is followed by another `-` or ends the text.
    public static func escapeComment(_ text: String, into output: inout [UInt8]) {
        escape(text, .comment) { output.append(contentsOf: $0) }
    }

    /// The renderer's forms of the three functions above, writing into its buffer.
    static func escapeText(_ text: String, into output: inout ByteWriter) {
        escape(text, .text) { output.write($0) }
    }

    static func escapeAttribute(_ value: String, into output: inout ByteWriter) {
        escape(value, .attribute) { output.write($0) }
    }

    static func escapeComment(_ text: String, into output: inout ByteWriter) {
        escape(text, .comment) { output.write($0) }
    }

    private enum Context { case text, attribute, comment }

    /// Copies runs of safe bytes in one call each and handles the rest byte by byte.
    ///
    /// Most values (numbers aside: colours, names, sample text) need no change at all, so one quick scan looks
    /// for the first byte that might; a string without one is copied whole. `emit` receives the output in pieces.
    @inline(__always)
    private static func escape(
        _ string: String, _ context: Context, emit: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            escape(bytes, context, emit: emit)
        }
        if done == nil {
            var copy = string
            copy.withUTF8 { escape($0, context, emit: emit) }
        }
    }

    /// Escapes `bytes`, valid UTF-8, handing the result to `emit` in pieces.
    @inline(__always)
    private static func escape(
        _ bytes: UnsafeBufferPointer<UInt8>, _ context: Context, emit: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard let first = bytes.firstIndex(where: { mayNeedWork($0, context) }) else {
            emit(bytes)
            return
        }
        var runStart = 0
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            let replacement: StaticString
            var skipped = 1
            switch byte {
            case UInt8(ascii: "&") where context != .comment: replacement = "&amp;"
            case UInt8(ascii: "<") where context != .comment: replacement = "&lt;"
            case UInt8(ascii: ">") where context != .comment: replacement = "&gt;"
            case UInt8(ascii: "\"") where context == .attribute: replacement = "&quot;"
            case UInt8(ascii: "-") where context == .comment && dashNeedsSpace(bytes, at: index):
                replacement = "- "
            case 0x09, 0x0A, 0x0D:
                index += 1
                continue
            case 0x00..<0x20: replacement = ""
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                // U+FFFE is EF BF BE and U+FFFF is EF BF BF; a third byte above BF is impossible in valid UTF-8.
                replacement = ""
                skipped = 3
            default:
                index += 1
                continue
            }
            emit(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            replacement.withUTF8Buffer { emit($0) }
            index += skipped
            runStart = index
        }
        emit(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
    }

    /// Whether `byte` might be escaped, dropped or followed by a space in `context`; false means it is copied.
    ///
    /// Bytes above `>` are plain except 0xEF, which starts U+FFFE and U+FFFF.
    @inline(__always)
    private static func mayNeedWork(_ byte: UInt8, _ context: Context) -> Bool {
        if byte > UInt8(ascii: ">") { return byte == 0xEF }
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): return context != .comment
        case UInt8(ascii: "\""): return context == .attribute
        case UInt8(ascii: "-"): return context == .comment
        case 0x09, 0x0A, 0x0D: return false
        default: return byte < 0x20
        }
    }

    /// Whether the `-` at `index` is followed by another `-` or ends the text; either would be invalid in a comment.
    private static func dashNeedsSpace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: "-")
    }
}
