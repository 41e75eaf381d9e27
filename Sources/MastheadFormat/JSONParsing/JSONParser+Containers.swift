/// Arrays and objects. Depth is counted on the way in, so the limit holds before any recursion happens.
extension JSONParser {
    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            return leaveContainer(.array(elements))
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                return leaveContainer(.array(elements))
            default:
                throw failure(.expected("',' or ']'"))
            }
        }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            return leaveContainer(.object(members))
        }
        while true {
            guard peek() == UInt8(ascii: "\"") else {
                throw failure(.expected(members.isEmpty ? "a key or '}'" : "a key"))
            }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure(.expected("':'")) }
            position += 1
            skipWhitespace()
            if depth > 1 {
                members.append((key, try parseValue()))
            } else {
                // A member of the top-level object: an error in its value says whose value it was.
                let isNested = peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "{")
                do {
                    members.append((key, try parseValue()))
                } catch {
                    throw JSONParseError(offset: error.offset, reason: error.reason, member: key, isNested: isNested)
                }
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                return leaveContainer(.object(members))
            default:
                throw failure(.expected("',' or '}'"))
            }
        }
    }

    /// Consumes an opening bracket, refusing to go deeper than `maxDepth`.
    private mutating func enterContainer() throws(JSONParseError) {
        guard depth < maxDepth else { throw failure(.tooDeep(limit: maxDepth)) }
        depth += 1
        position += 1
    }

    /// Consumes a closing bracket and returns the finished container.
    private mutating func leaveContainer(_ value: JSONValue) -> JSONValue {
        depth -= 1
        position += 1
        return value
    }
}
