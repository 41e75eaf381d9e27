import MastheadFormat

extension JSONWriter {
    /// Writes a whole ``JSONValue`` tree: objects keep their member order (duplicates included, so callers build
    /// them without), numbers go through ``number(_:)`` like every other number the service writes.
    ///
    /// Whole numbers are written without a fraction either way, so `3` and `3.0` both come out as `3`.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null:
            null()
        case .bool(let flag):
            bool(flag)
        case .number(let number):
            self.number(number)
        case .string(let text):
            string(text)
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, member) in members {
                key(escaping: name)
                self.value(member)
            }
            endObject()
        }
    }
}
