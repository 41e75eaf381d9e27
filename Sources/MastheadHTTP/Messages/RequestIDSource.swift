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

    private let prefix: String
    private let counter = Atomic<UInt64>(0)

    /// A source with a random prefix from the system's generator.
    public init() {
        var generator = SystemRandomNumberGenerator()
        prefix = RequestIDSource.hex(generator.next())
    }

    /// The next id.
    public func next() -> String {
        let (count, _) = counter.add(1, ordering: .relaxed)
        return prefix + RequestIDSource.hex(count)
    }

    /// `value` as 16 lowercase hex digits, zeros first.
    static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 {
                buffer[index] = digits[Int((value >> UInt64(60 - 4 * index)) & 0xF)]
            }
            return 16
        }
    }
}
