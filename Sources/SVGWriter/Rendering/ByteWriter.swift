import MastheadFormat

/// The buffer a rendering writes into: raw memory that doubles when full.
///
/// A document is thousands of short writes (a name, a quote, a number). Through `Array.append(contentsOf:)` each
/// one takes the generic sequence path; here each is a bounds check and a copy. The finished bytes are copied
/// once into the caller's array. Not copyable, so the memory has exactly one owner and is freed exactly once.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// Creates an empty buffer with room for `capacity` bytes (at least 64).
    init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends everything written to `output`.
    func append(to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Everything written, as an array of exactly that size, copied in one block.
    func bytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// Writes one byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Writes `bytes`.
    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Writes the bytes of an array, such as path data.
    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Writes a constant.
    @inline(__always)
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Writes the UTF-8 bytes of `string`, unescaped.
    mutating func write(utf8 string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { write($0) }
        if copied == nil {
            var copy = string
            copy.withUTF8 { write($0) }
        }
    }

    /// Writes a number the way `NumberFormat` writes it.
    @inline(__always)
    mutating func write(number: Double) {
        reserve(NumberFormat.maxLength)
        count += NumberFormat.write(number, to: base + count)
    }

    /// Writes `depth` levels of two-space indentation.
    mutating func writeIndent(_ depth: Int) {
        let spaces = 2 * depth
        reserve(spaces)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }
}
