extension JSONWriter {
    /// Writes a whole ``JSONValue`` tree: objects keep their member order (duplicates included, so callers build
    /// them without), keys and strings are escaped as ``string(_:)`` escapes them.
    ///
    /// Numbers go through ``number(_:)`` like every other number the service writes, so whole numbers are written
    /// without a fraction either way (`3` and `3.0` both come out as `3`). With `exactNumbers`, each is written in
    /// Swift's shortest form that reads back to the same bits instead, so the tree parses back to exactly itself.
    public mutating func value(_ value: JSONValue, exactNumbers: Bool = false) {
        switch value {
        case .null:
            null()
        case .bool(let flag):
            bool(flag)
        case .number(let number):
            if exactNumbers { raw(Array("\(number)".utf8)) } else { self.number(number) }
        case .string(let text):
            string(text)
        case .array(let items):
            beginArray()
            for item in items { self.value(item, exactNumbers: exactNumbers) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, member) in members {
                key(escaping: name)
                self.value(member, exactNumbers: exactNumbers)
            }
            endObject()
        }
    }
}
