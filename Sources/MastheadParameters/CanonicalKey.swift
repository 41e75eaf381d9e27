import MastheadFormat
import MastheadGeometry
import MastheadPreview
import MastheadSupport

/// The canonical form of a decoded request: every value written in a fixed order with the shared number
/// formatter, so `offset=26` and `offset=26.0`, reordered parameters, or a query and a JSON body that mean the same
/// thing give the same key. Strings are length-prefixed so no two requests can run together into one key.
///
/// It keys the answer cache and, hashed with the service version, makes the `ETag`.
package struct CanonicalKey {
    package private(set) var bytes: [UInt8]
    /// The entity tag's hash worked out ahead by ``settleEntityTag(version:)``: for `version`, over the first
    /// `count` bytes. Keys only grow, so the prefix stays right as bytes are added.
    private var settled: (version: String, count: Int, hash: UInt64)?

    /// The first byte of every canonical key, which the answer cache's ``CacheKey/Space/canonical`` matches.
    static let prefix = UInt8(ascii: "C")

    package init(endpoint: String) {
        bytes = [CanonicalKey.prefix]
        bytes.reserveCapacity(256)
        bytes.append(contentsOf: endpoint.utf8)
    }

    /// The key as text, for tests and logs.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func name(_ name: String) {
        bytes.append(UInt8(ascii: "|"))
        bytes.append(contentsOf: name.utf8)
    }

    package mutating func add(_ name: String, _ value: Double) {
        self.name(name)
        bytes.append(UInt8(ascii: "="))
        NumberFormat.append(value, to: &bytes)
    }

    package mutating func add(_ name: String, _ value: String?) {
        self.name(name)
        guard let value else { return }
        bytes.append(UInt8(ascii: "#"))
        NumberFormat.append(Double(value.utf8.count), to: &bytes)
        bytes.append(UInt8(ascii: "="))
        bytes.append(contentsOf: value.utf8)
    }

    package mutating func add(_ name: String, _ value: Int) {
        add(name, Double(value))
    }

    mutating func add(_ name: String, _ value: Bool) {
        self.name(name)
        bytes.append(value ? UInt8(ascii: "1") : UInt8(ascii: "0"))
    }

    /// Adds `parameter` with its resolved value.
    mutating func add(_ parameter: Parameter, _ value: Parameter.KeyValue) {
        switch value {
        case .number(let number): add(parameter.name, number)
        case .text(let text): add(parameter.name, text)
        case .flag(let flag): add(parameter.name, flag)
        case .omitted: break
        case .actions(let actions):
            // A spacer and prominence (`fidelity=ios26` alone keeps them) add keys of their own, so the keys of
            // actions without them are as they were.
            for action in actions {
                if action.spacedBefore { add(action.side.rawValue, "spacer") }
                add(action.side.rawValue, action.iconName.map { "icon:" + $0 } ?? "text")
                add("label", action.label)
                if action.prominent { add("prominent", true) }
            }
        case .tabs(let tabs):
            for tab in tabs {
                add(parameter.name, tab.text)
                if let icon = tab.icon { add("icon", icon) }
            }
        }
    }

    /// The header's parameters that its style uses (``Parameter/isUsed(by:)``: a parameter of the other styles
    /// cannot change the answer), all but the offset (endpoints that draw at it add it themselves, last), in
    /// ``ParameterTable`` order, each from where its entry says its resolved value lives.
    package mutating func add(_ request: HeaderRequest) {
        let style = request.configuration.style
        for parameter in ParameterTable.all where parameter.isUsed(by: style) {
            if case .header(let value) = parameter.resolved { add(parameter, value(request.configuration)) }
        }
    }

    /// The preview options, in ``ParameterTable`` order.
    package mutating func add(_ options: PreviewOptions) {
        for parameter in ParameterTable.all {
            if case .preview(let value) = parameter.resolved { add(parameter, value(options)) }
        }
    }

    /// Works out the entity tag's hash for the bytes so far, once: a scene settles its key, and the key of every
    /// offset it draws, a copy with the offset added, then hashes only the bytes it adds.
    package mutating func settleEntityTag(version: String) {
        settled = (version, bytes.count, CanonicalKey.tagHash(bytes[...], from: CanonicalKey.tagSeed(version)))
    }

    /// A strong entity tag: FNV-1a (64 bits) of the service version and this key, as 16 hex digits in quotes.
    /// Stable across processes and machines, so copies behind a load balancer agree.
    package func entityTag(version: String) -> String {
        let hash: UInt64
        if let settled, settled.version == version {
            hash = CanonicalKey.tagHash(bytes[settled.count...], from: settled.hash)
        } else {
            hash = CanonicalKey.tagHash(bytes[...], from: CanonicalKey.tagSeed(version))
        }
        return CanonicalKey.tagText(hash)
    }

    /// The entity tag of a fixed document (the catalog, the OpenAPI description): FNV-1a of the service version
    /// and the document's bytes, written as ``entityTag(version:)`` writes a request's.
    package static func entityTag(ofDocument bytes: [UInt8], version: String) -> String {
        tagText(tagHash(bytes[...], from: tagSeed(version)))
    }

    /// `hash` as 16 hex digits in quotes.
    private static func tagText(_ hash: UInt64) -> String {
        // Written digit by digit into one buffer: this runs for every answer that is not already cached.
        String(unsafeUninitializedCapacity: 18) { buffer in
            buffer[0] = UInt8(ascii: "\"")
            for index in 0..<16 {
                let nibble = UInt8((hash >> (4 * UInt64(index))) & 0xF)
                buffer[16 - index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            buffer[17] = UInt8(ascii: "\"")
            return 18
        }
    }

    /// FNV-1a's state after the version and a separator byte (0xFF, which UTF-8 never contains).
    private static func tagSeed(_ version: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in version.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
    }

    /// FNV-1a continued from `hash` over `bytes`.
    private static func tagHash(_ bytes: ArraySlice<UInt8>, from hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
