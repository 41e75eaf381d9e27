import MastheadFormat
import MastheadParameters

extension ParameterSet {
    /// The key of the ``Scene`` these parameters decode to: the path and every parameter but `offset`, in the order
    /// sent. A `POST` whose body differs from an earlier one only in its offset, as a design tool scrubbing through
    /// one header sends, finds the scene decoded for the earlier one.
    ///
    /// Values are written exactly and unambiguously (a number by its bits, a string with its length), so two sets
    /// that differ in any value, however slightly, never share a key. Sets that mean the same thing but are written
    /// differently (`null` for an absent member, members in another order) may get two keys: two decodings, each
    /// right.
    func sceneKey(path: String) -> CacheKey {
        var bytes: [UInt8] = [CacheKey.Space.postScene.rawValue]
        bytes.reserveCapacity(path.utf8.count + 16 * values.count + 64)
        bytes.append(contentsOf: path.utf8)
        bytes.append(0)
        for (name, value) in values where name != "offset" {
            ParameterSet.append(text: name, to: &bytes)
            switch value {
            case .text(nil):
                bytes.append(UInt8(ascii: "-"))
            case .text(let text?):
                bytes.append(UInt8(ascii: "q"))
                ParameterSet.append(text: text, to: &bytes)
            case .json(let json):
                ParameterSet.append(json: json, to: &bytes)
            }
        }
        return CacheKey(bytes)
    }

    private static func append(json: JSONValue, to bytes: inout [UInt8]) {
        switch json {
        case .null:
            bytes.append(UInt8(ascii: "n"))
        case .bool(let flag):
            bytes.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        case .number(let number):
            bytes.append(UInt8(ascii: "#"))
            append(word: number.bitPattern, to: &bytes)
        case .string(let text):
            bytes.append(UInt8(ascii: "s"))
            append(text: text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            append(word: UInt64(elements.count), to: &bytes)
            for element in elements { append(json: element, to: &bytes) }
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            append(word: UInt64(members.count), to: &bytes)
            for (name, value) in members {
                append(text: name, to: &bytes)
                append(json: value, to: &bytes)
            }
        }
    }

    /// A string's UTF-8 bytes after their count, so no string can run into what follows it.
    private static func append(text: String, to bytes: inout [UInt8]) {
        append(word: UInt64(text.utf8.count), to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    private static func append(word: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
