import Synchronization

/// Makes the request ids of requests that came without a usable `X-Request-ID`: 32 lowercase hex digits, as long
/// as nginx's `$request_id`, so a proxy's ids and these read alike in one log.
///
/// The first 16 digits are random, drawn once per process (so two copies of the service behind one balancer do not
/// repeat each other's ids), the last 16 count the ids made: unique within a process without a system call or a
/// lock per request.
public final class RequestIDSource: Sendable {
    /// The ids made by every server in this process.
    public static let shared = RequestIDSource()

    private let prefix: UInt64
    private let counter = Atomic<UInt64>(0)

    /// A source with a random prefix from the system's generator.
    public init() {
        var generator = SystemRandomNumberGenerator()
        prefix = generator.next()
    }

    /// The next id, written in one string: no intermediate strings or arrays on a path every answer takes.
    public func next() -> String {
        let (count, _) = counter.add(1, ordering: .relaxed)
        return String(unsafeUninitializedCapacity: 32) { buffer in
            RequestIDSource.writeHex(prefix, to: buffer, at: 0)
            RequestIDSource.writeHex(count, to: buffer, at: 16)
            return 32
        }
    }

    /// Writes `value` as 16 lowercase hex digits, zeros first, at `start` in `buffer`.
    static func writeHex(_ value: UInt64, to buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        for index in 0..<16 {
            let digit = UInt8(truncatingIfNeeded: (value >> UInt64(60 - 4 * index)) & 0xF)
            buffer[start + index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
        }
    }
}
