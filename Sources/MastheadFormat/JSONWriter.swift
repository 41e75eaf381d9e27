/// Writes JSON straight into bytes, without building an intermediate value tree.
///
/// Commas are placed automatically: a value or key that follows another member of the same object or array is
/// preceded by one. Numbers go through ``NumberFormat`` so JSON and SVG agree digit for digit. Keys and strings are
/// escaped as RFC 8259 requires (`"`, `\` and control characters); everything else is written as UTF-8.
///
/// The writer writes through a ``ByteWriter``, each member with one capacity check; the common calls are
/// inlinable, since documents are written at every request and from other modules. It is not copyable: a document
/// has one writer, passed `inout` to whatever adds to it.
public struct JSONWriter: ~Copyable {
    @usableFromInline var output: ByteWriter
    @usableFromInline var needsComma = false

    /// Creates an empty writer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 1024) {
        output = ByteWriter(capacity: capacity)
    }

    /// The JSON written so far (a copy).
    public var bytes: [UInt8] { output.bytes() }

    /// The number of bytes written so far.
    public var count: Int { output.count }

    /// Opens an object: `{`.
    @inlinable @inline(__always)
    public mutating func beginObject() {
        punctuation(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the innermost object: `}`.
    @inlinable @inline(__always)
    public mutating func endObject() {
        closing(UInt8(ascii: "}"))
    }

    /// Opens an array: `[`.
    @inlinable
    public mutating func beginArray() {
        punctuation(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes the innermost array: `]`.
    @inlinable
    public mutating func endArray() {
        closing(UInt8(ascii: "]"))
    }

    /// Writes a fixed object key; the next call writes its value. The key is written as it is, so it must be
    /// plain text with nothing to escape (no `"`, `\\` or control characters), as every key of the service's
    /// documents is; a key that comes from data goes through ``key(escaping:)``.
    @inlinable @inline(__always)
    public mutating func key(_ name: StaticString) {
        JSONWriter.withKey(name) { utf8 in
            write(maxBytes: utf8.count + 3) { destination in JSONWriter.writeKey(utf8, to: destination) }
        }
        needsComma = false
    }

    /// Calls `body` with the bytes of a fixed key, checked (in debug builds) to need no escaping.
    @inlinable @inline(__always)
    static func withKey(_ name: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        assert(name.withUTF8Buffer { $0.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C } }, "\(name)")
        if name.hasPointerRepresentation {
            body(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        } else {
            // A one-character literal such as "x" may be stored as a scalar rather than as bytes.
            name.withUTF8Buffer(body)
        }
    }

    /// Writes `"key":` at `destination` (room for the key and 3 bytes) and returns how many bytes it wrote.
    @inlinable @inline(__always)
    static func writeKey(_ utf8: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let count = utf8.count
        destination[0] = UInt8(ascii: "\"")
        (destination + 1).update(from: utf8.baseAddress!, count: count)
        destination[count + 1] = UInt8(ascii: "\"")
        destination[count + 2] = UInt8(ascii: ":")
        return count + 3
    }

    /// Writes an object key taken from data, escaped; the next call writes its value.
    public mutating func key(escaping name: String) {
        JSONWriter.withUTF8(name) { utf8 in
            write(maxBytes: utf8.count * 6 + 3) { destination in JSONWriter.writeEscapedKey(utf8, to: destination) }
        }
        needsComma = false
    }

    /// Writes `"key":` with `utf8` escaped inside at `destination` (room for 6 bytes per source byte plus 3) and
    /// returns how many bytes it wrote.
    static func writeEscapedKey(_ utf8: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>)
        -> Int
    {
        let count = writeQuoted(utf8, to: destination)
        destination[count] = UInt8(ascii: ":")
        return count + 1
    }

    /// Convenience: `"name": "value"` with a key taken from data, both escaped and written in one step (a map of
    /// names to strings, such as a colour scheme's roles).
    public mutating func member(escaping name: String, _ value: String) {
        JSONWriter.withUTF8(name) { key in
            JSONWriter.withUTF8(value) { utf8 in
                write(maxBytes: key.count * 6 + 3 + utf8.count * 6 + 2) { destination in
                    let count = JSONWriter.writeEscapedKey(key, to: destination)
                    return count + JSONWriter.writeQuoted(utf8, to: destination + count)
                }
            }
        }
        needsComma = true
    }

    /// Writes a string value.
    @inlinable
    public mutating func string(_ value: String) {
        JSONWriter.withUTF8(value) { utf8 in
            write(maxBytes: utf8.count * 6 + 2) { destination in JSONWriter.writeQuoted(utf8, to: destination) }
        }
        needsComma = true
    }

    /// Calls `body` with the UTF-8 bytes of `string` where they are: a native string (nearly every one) is read in
    /// place, without the copy and the retain and release that a mutable copy for `withUTF8` costs; any other is
    /// copied first.
    @inlinable @inline(__always)
    static func withUTF8(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable(body)
        if done == nil {
            var copy = string
            copy.withUTF8(body)
        }
    }

    /// Writes a number with at most three decimals (see ``NumberFormat``).
    @inlinable
    public mutating func number(_ value: Double) {
        write(maxBytes: NumberFormat.maxLength) { destination in NumberFormat.write(value, to: destination) }
        needsComma = true
    }

    /// Writes an integer.
    @inlinable
    public mutating func integer(_ value: Int) {
        write(maxBytes: 21) { destination in
            var count = 0
            if value < 0 {
                destination[0] = UInt8(ascii: "-")
                count = 1
            }
            return count + NumberFormat.writeDigits(UInt64(value.magnitude), to: destination + count)
        }
        needsComma = true
    }

    /// Writes `true` or `false`.
    @inlinable
    public mutating func bool(_ value: Bool) {
        literal(value ? "true" : "false")
    }

    /// Writes `null`.
    @inlinable
    public mutating func null() {
        literal("null")
    }

    /// Appends bytes that are already valid JSON (a cached fragment); the caller vouches for them.
    public mutating func raw(_ json: [UInt8]) {
        json.withUnsafeBufferPointer { source in
            write(maxBytes: source.count) { destination in
                if let base = source.baseAddress { destination.update(from: base, count: source.count) }
                return source.count
            }
        }
        needsComma = true
    }

    /// Convenience: `"name": "value"`, the key and the string written in one step.
    @inlinable
    public mutating func member(_ name: StaticString, _ value: String) {
        JSONWriter.withKey(name) { key in
            JSONWriter.withUTF8(value) { utf8 in
                write(maxBytes: key.count + 3 + utf8.count * 6 + 2) { destination in
                    let count = JSONWriter.writeKey(key, to: destination)
                    return count + JSONWriter.writeQuoted(utf8, to: destination + count)
                }
            }
        }
        needsComma = true
    }

    /// Convenience: `"name": number`, the key and the number written in one step.
    @inlinable @inline(__always)
    public mutating func member(_ name: StaticString, _ value: Double) {
        JSONWriter.withKey(name) { utf8 in
            write(maxBytes: utf8.count + 3 + NumberFormat.maxLength) { destination in
                let count = JSONWriter.writeKey(utf8, to: destination)
                return count + NumberFormat.write(value, to: destination + count)
            }
        }
        needsComma = true
    }

    /// Convenience: `"name":{"x":…,"y":…,"width":…,"height":…}`, a frame written in one step: a document has a
    /// dozen or more, and each member written on its own checks for room and for a comma again.
    @inlinable
    public mutating func member(_ name: StaticString, x: Double, y: Double, width: Double, height: Double) {
        JSONWriter.withKey(name) { key in
            write(maxBytes: key.count + 3 + 32 + 4 * NumberFormat.maxLength) { destination in
                var count = JSONWriter.writeKey(key, to: destination)
                count += JSONWriter.writeConstant("{\"x\":", to: destination + count)
                count += NumberFormat.write(x, to: destination + count)
                count += JSONWriter.writeConstant(",\"y\":", to: destination + count)
                count += NumberFormat.write(y, to: destination + count)
                count += JSONWriter.writeConstant(",\"width\":", to: destination + count)
                count += NumberFormat.write(width, to: destination + count)
                count += JSONWriter.writeConstant(",\"height\":", to: destination + count)
                count += NumberFormat.write(height, to: destination + count)
                destination[count] = UInt8(ascii: "}")
                return count + 1
            }
        }
        needsComma = true
    }

    /// Writes the bytes of a constant of several characters at `destination` and returns how many.
    @inlinable @inline(__always)
    static func writeConstant(_ text: StaticString, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        destination.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return text.utf8CodeUnitCount
    }

    /// Convenience: `"name": true|false`.
    @inlinable
    public mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    @inlinable
    mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { source in
            write(maxBytes: source.count) { destination in
                destination.update(from: source.baseAddress!, count: source.count)
                return source.count
            }
        }
        needsComma = true
    }

    @inlinable @inline(__always)
    mutating func punctuation(_ byte: UInt8) {
        write(maxBytes: 1) { destination in
            destination[0] = byte
            return 1
        }
    }

    @inlinable @inline(__always)
    mutating func closing(_ byte: UInt8) {
        needsComma = false
        punctuation(byte)
        needsComma = true
    }

    /// Makes room for a comma and `maxBytes`, writes the comma when one is due, then lets `body` write after it
    /// and keeps the count it returns.
    @inlinable @inline(__always)
    mutating func write(maxBytes: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let destination = output.reserve(maxBytes + 1)
        if needsComma {
            destination[0] = UInt8(ascii: ",")
            output.advance(by: 1 + body(destination + 1))
        } else {
            output.advance(by: body(destination))
        }
    }

    /// Writes `"…"` with `utf8` escaped inside; `destination` has room for 6 bytes per source byte plus 2.
    @inlinable @inline(__always)
    static func writeQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>)
        -> Int
    {
        destination[0] = UInt8(ascii: "\"")
        var count = 1
        for byte in utf8 {
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                destination[count] = byte
                count += 1
            } else {
                count += writeEscape(for: byte, to: destination + count)
            }
        }
        destination[count] = UInt8(ascii: "\"")
        return count + 1
    }

    @usableFromInline
    static func writeEscape(for byte: UInt8, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        destination[0] = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""): destination[1] = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): destination[1] = UInt8(ascii: "\\")
        case 0x0A: destination[1] = UInt8(ascii: "n")
        case 0x0D: destination[1] = UInt8(ascii: "r")
        case 0x09: destination[1] = UInt8(ascii: "t")
        default:
            let high = byte >> 4
            let low = byte & 0xF
            destination[1] = UInt8(ascii: "u")
            destination[2] = UInt8(ascii: "0")
            destination[3] = UInt8(ascii: "0")
            destination[4] = high < 10 ? UInt8(ascii: "0") + high : UInt8(ascii: "a") + high - 10
            destination[5] = low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10
            return 6
        }
        return 2
    }
}
