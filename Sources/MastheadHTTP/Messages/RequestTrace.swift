/// What lets one request be followed from a client's or a proxy's log into the server's: its request id (the
/// client's `X-Request-ID` when it is safe to repeat, otherwise one made here) and the trace id of a W3C
/// `traceparent`.
///
/// A client's id is kept only when it is 1 to ``maximumLength`` bytes of letters, digits and `-_.:/+=@`: nothing in
/// it can end a header line, break out of a JSON string in the log, or hide in spaces and control characters. Any
/// other value is replaced by a made one rather than refused: a tracing header never costs a request its answer.
public struct RequestTrace: Sendable, Equatable {
    /// The id echoed in `X-Request-ID` and logged.
    public let requestID: String
    /// The 32 lowercase hex digits of a valid `traceparent`'s trace id; `nil` without one.
    public let traceID: String?

    /// The longest client request id kept (a UUID is 36 bytes, nginx's `$request_id` 32).
    public static let maximumLength = 128

    /// The trace of a request whose `X-Request-ID` and `traceparent` fields are `requestID` and `traceparent`
    /// (as bytes, `nil` when absent); `makeID` makes an id when the client sent none that can be kept.
    public init(requestID: UnsafeBufferPointer<UInt8>?, traceparent: UnsafeBufferPointer<UInt8>?, makeID: () -> String)
    {
        if let requestID, RequestTrace.isSafeID(requestID) {
            self.requestID = String(decoding: requestID, as: UTF8.self)
        } else {
            self.requestID = makeID()
        }
        traceID = traceparent.flatMap(RequestTrace.traceID(ofTraceparent:))
    }

    /// Whether a client's request id can be repeated in a header and a log line as it is.
    static func isSafeID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (1...maximumLength).contains(bytes.count) else { return false }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                continue
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "/"),
                UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "@"):
                continue
            default:
                return false
            }
        }
        return true
    }

    /// The trace id of a `traceparent` value (W3C Trace Context, §3.2 "traceparent Header"):
    /// `version-traceid-parentid-flags`, each lowercase hex, of 2, 32, 16 and 2 digits. Version `ff` is invalid,
    /// and an all-zero trace id or parent id too; version `00` is exactly 55 bytes, a later version may add fields
    /// after another `-`. `nil` for anything else, which is then ignored as the specification asks.
    static func traceID(ofTraceparent bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 55, bytes[2] == UInt8(ascii: "-"), bytes[35] == UInt8(ascii: "-"),
            bytes[52] == UInt8(ascii: "-"),
            isLowerHex(bytes[0..<2]), isLowerHex(bytes[3..<35]), isLowerHex(bytes[36..<52]),
            isLowerHex(bytes[53..<55])
        else { return nil }
        let isVersionZero = bytes[0] == UInt8(ascii: "0") && bytes[1] == UInt8(ascii: "0")
        let isVersionFF = bytes[0] == UInt8(ascii: "f") && bytes[1] == UInt8(ascii: "f")
        if isVersionFF || (isVersionZero && bytes.count != 55) { return nil }
        if !isVersionZero && bytes.count > 55 && bytes[55] != UInt8(ascii: "-") { return nil }
        if isZero(bytes[3..<35]) || isZero(bytes[36..<52]) { return nil }
        return String(decoding: bytes[3..<35], as: UTF8.self)
    }

    private static func isLowerHex(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static func isZero(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.allSatisfy { $0 == UInt8(ascii: "0") }
    }
}
