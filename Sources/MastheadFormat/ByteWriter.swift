#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The buffer JSON documents and SVG renderings are written into: raw memory that doubles when full.
///
/// A document is hundreds or thousands of short writes (a key, a quote, a number). Through
/// `Array.append(contentsOf:)` each one takes the generic sequence path; here each is a bounds check and a copy.
/// The finished bytes are copied once into the caller's array. Not copyable, so the memory has exactly one owner
/// and is freed exactly once. The memory comes from `malloc`: `UnsafeMutablePointer.allocate` asks the runtime for
/// aligned memory, which glibc serves through `posix_memalign` at several times the cost, once per document.
///
/// The writing methods are inlinable: the layout, the SVG writer and the service call them from other modules
/// once per member or attribute, and a call that cannot be inlined costs more than the write it makes.
public struct ByteWriter: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var length: Int

    /// The number of bytes written.
    public var count: Int { length }

    /// Creates an empty buffer with room for `capacity` bytes (at least 64).
    public init(capacity: Int) {
        self.capacity = max(64, capacity)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory for \(self.capacity) bytes") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        length = 0
    }

    deinit {
        free(base)
    }

    /// Appends everything written to `output`.
    public func append(to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Everything written, as an array of exactly that size, copied in one block.
    public func bytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }

    /// Everything written with `other`'s bytes inserted at `offset`, as an array of exactly that size: each part is
    /// copied once.
    public func bytes(inserting other: borrowing ByteWriter, at offset: Int) -> [UInt8] {
        precondition(offset >= 0 && offset <= length, "the insertion point lies outside what was written")
        let total = length + other.length
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            if let target = buffer.baseAddress {
                target.initialize(from: base, count: offset)
                (target + offset).initialize(from: other.base, count: other.length)
                (target + offset + other.length).initialize(from: base + offset, count: length - offset)
            }
            initialized = total
        }
    }

    /// Everything written, as a string (bytes that are not UTF-8 are repaired, as `String(decoding:as:)` does).
    public func string() -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress?.initialize(from: base, count: count)
            return count
        }
    }

    /// Makes room for `extra` more bytes and returns where they go; the caller writes at most that many there and
    /// reports how many with ``advance(by:)``.
    @inlinable @inline(__always)
    public mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if length + extra > capacity { grow(to: length + extra) }
        return base + length
    }

    /// Counts `written` bytes, written at the pointer ``reserve(_:)`` returned, as part of the output.
    @inlinable @inline(__always)
    public mutating func advance(by written: Int) {
        length += written
    }

    @usableFromInline
    mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        guard let moved = realloc(base, larger) else { fatalError("out of memory for \(larger) bytes") }
        base = moved.assumingMemoryBound(to: UInt8.self)
        capacity = larger
    }

    /// Writes one byte.
    @inlinable @inline(__always)
    public mutating func write(_ byte: UInt8) {
        reserve(1).pointee = byte
        length += 1
    }

    /// Writes `bytes`.
    @inlinable @inline(__always)
    public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count).initialize(from: source, count: bytes.count)
        length += bytes.count
    }

    /// Writes the bytes of an array, such as path data or a cached fragment.
    @inlinable
    public mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Writes a constant.
    @inlinable @inline(__always)
    public mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Writes the UTF-8 bytes of `string`, unescaped.
    @inlinable
    public mutating func write(utf8 string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { write($0) }
        if copied == nil {
            var copy = string
            copy.withUTF8 { write($0) }
        }
    }

    /// Writes a number the way ``NumberFormat`` writes it.
    @inlinable @inline(__always)
    public mutating func write(number: Double) {
        let destination = reserve(NumberFormat.maxLength)
        length += NumberFormat.write(number, to: destination)
    }

    /// Writes `depth` levels of two-space indentation.
    @inlinable
    public mutating func writeIndent(_ depth: Int) {
        let spaces = 2 * depth
        reserve(spaces).initialize(repeating: UInt8(ascii: " "), count: spaces)
        length += spaces
    }
}
