/// An ordered list of header fields whose names compare case-insensitively (RFC 9110).
///
/// The fields of a request from the network arrive as one block of bytes (``init(received:)``), each name and value
/// made into a `String` only when it is asked for: a browser sends a dozen fields or more, and a request reads one or
/// two of them. Fields built in code, and every field once the headers are changed, are kept as strings.
public struct Headers: Sendable, Sequence {
    /// Fields as strings: those built in code, and every field after a change.
    private var owned: [(name: String, value: String)]
    /// Fields as received, before ``owned``, each as its name's length and its value's length (two bytes each,
    /// little-endian) then the name's and the value's bytes: a look-up steps from field to field without reading
    /// the bytes of those it passes.
    private var received: [UInt8]

    /// The fields in order, names as given.
    public var fields: [(name: String, value: String)] {
        guard !received.isEmpty else { return owned }
        var all: [(name: String, value: String)] = []
        all.reserveCapacity(owned.count + 8)
        Headers.forEachReceived(in: received) { name, value in
            all.append((Headers.string(name), Headers.string(value)))
            return true
        }
        return all + owned
    }

    /// Creates headers from name/value pairs.
    public init(_ fields: [(name: String, value: String)] = []) {
        owned = fields
        received = []
    }

    /// Headers from a block of received fields in order, each as its name's length and its value's length (two
    /// bytes each, little-endian) then the name's and the value's bytes, as `masthead_mhd_header_block` writes it.
    init(received: [UInt8]) {
        owned = []
        self.received = received
    }

    /// The first value of the field named `name`, compared case-insensitively; `nil` when absent.
    public subscript(name: String) -> String? {
        if !received.isEmpty {
            var found: String?
            var wanted = name
            wanted.withUTF8 { wanted in
                Headers.forEachReceived(in: received) { field, value in
                    guard Headers.sameName(field, wanted) else { return true }
                    found = Headers.string(value)
                    return false
                }
            }
            if let found { return found }
        }
        for field in owned where Headers.sameName(field.name, name) {
            return field.value
        }
        return nil
    }

    /// Appends a field, keeping any existing one of the same name.
    public mutating func add(_ name: String, _ value: String) {
        takeReceived()
        owned.append((name, value))
    }

    /// Makes room for `count` fields, so copying a request's headers grows the storage once.
    public mutating func reserveCapacity(_ count: Int) {
        owned.reserveCapacity(count)
    }

    /// Replaces every field named `name` with one field.
    public mutating func set(_ name: String, _ value: String) {
        takeReceived()
        owned.removeAll { Headers.sameName($0.name, name) }
        owned.append((name, value))
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Turns the received fields into strings ahead of the owned ones, before a change.
    private mutating func takeReceived() {
        guard !received.isEmpty else { return }
        owned = fields
        received = []
    }

    /// Calls `body` with each received field's name and value bytes, in order, until it returns `false`.
    private static func forEachReceived(
        in block: [UInt8], _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        block.withUnsafeBufferPointer { bytes in
            var start = 0
            while start + 4 <= bytes.count {
                let nameCount = Int(bytes[start]) | Int(bytes[start + 1]) << 8
                let valueCount = Int(bytes[start + 2]) | Int(bytes[start + 3]) << 8
                let nameStart = start + 4
                let valueStart = nameStart + nameCount
                start = valueStart + valueCount
                guard start <= bytes.count else { return }
                let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<valueStart])
                let value = UnsafeBufferPointer(rebasing: bytes[valueStart..<start])
                guard body(name, value) else { return }
            }
        }
    }

    /// Received bytes as a string; bytes that are not UTF-8 are repaired (U+FFFD), as `String(cString:)` does.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// ASCII case-insensitive comparison; header names are ASCII tokens.
    static func sameName(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { a in b.withUTF8 { b in sameName(a, b) } }
    }

    /// ASCII case-insensitive comparison of two names' bytes.
    static func sameName(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        guard x.count == y.count else { return false }
        for (p, q) in zip(x, y) where p != q {
            let lowerP = (p >= 65 && p <= 90) ? p + 32 : p
            let lowerQ = (q >= 65 && q <= 90) ? q + 32 : q
            if lowerP != lowerQ { return false }
        }
        return true
    }
}
