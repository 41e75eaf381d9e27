/// An ordered list of header fields whose names compare case-insensitively (RFC 9110).
public struct Headers: Sendable, Sequence {
    /// The fields in order, names as given.
    public private(set) var fields: [(name: String, value: String)]

    /// Creates headers from name/value pairs.
    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// The first value of the field named `name`, compared case-insensitively; `nil` when absent.
    public subscript(name: String) -> String? {
        for field in fields where Headers.sameName(field.name, name) {
            return field.value
        }
        return nil
    }

    /// Appends a field, keeping any existing one of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Makes room for `count` fields, so copying a request's headers grows the storage once.
    public mutating func reserveCapacity(_ count: Int) {
        fields.reserveCapacity(count)
    }

    /// Replaces every field named `name` with one field.
    public mutating func set(_ name: String, _ value: String) {
        fields.removeAll { Headers.sameName($0.name, name) }
        fields.append((name, value))
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// ASCII case-insensitive comparison; header names are ASCII tokens.
    static func sameName(_ a: String, _ b: String) -> Bool {
        let x = a.utf8
        let y = b.utf8
        guard x.count == y.count else { return false }
        for (p, q) in zip(x, y) where p != q {
            let lowerP = (p >= 65 && p <= 90) ? p + 32 : p
            let lowerQ = (q >= 65 && q <= 90) ? q + 32 : q
            if lowerP != lowerQ { return false }
        }
        return true
    }
}
