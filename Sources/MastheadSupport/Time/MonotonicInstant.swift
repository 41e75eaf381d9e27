import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A reading of the monotonic clock: the one clock that times requests, renders, waits in the render queue and
/// the stop. Spans between two readings are `Duration`s.
///
/// Nanoseconds in a `UInt64` rather than a `ContinuousClock.Instant`, on purpose: it is read several times for
/// every request (its start, its handler, its end, the connection's idle time), kept in atomics
/// (`Atomic<MonotonicInstant>`), which a 16-byte `Instant` cannot be, and costs one `clock_gettime` through the
/// vDSO and no allocation, as the two copies of a microsecond `now()` it replaces did. The clock does not count time
/// the machine is suspended; a process lives far less than the 584 years a `UInt64` of nanoseconds holds.
public struct MonotonicInstant: Sendable, Hashable, Comparable, RawRepresentable, AtomicRepresentable {
    /// Nanoseconds since an unspecified start (the boot, on Linux).
    public let rawValue: UInt64

    /// The reading `rawValue` nanoseconds after the clock's start.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The clock's start: earlier than every reading.
    public static let zero = MonotonicInstant(rawValue: 0)

    /// Later than every reading: a deadline that never comes.
    public static let distantFuture = MonotonicInstant(rawValue: .max)

    /// The clock now. Wraps `clock_gettime(2)` with `CLOCK_MONOTONIC`.
    @inlinable
    public static func now() -> MonotonicInstant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return MonotonicInstant(rawValue: UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec))
    }

    /// The span from `earlier` to `later`; negative when `later` is the earlier one (two threads' readings need
    /// not come in the order they are compared).
    @inlinable
    public static func - (later: MonotonicInstant, earlier: MonotonicInstant) -> Duration {
        .nanoseconds(Int64(bitPattern: later.rawValue &- earlier.rawValue))
    }

    /// The reading `duration` after `instant`: never past ``distantFuture``, and `instant` itself for a negative
    /// `duration`.
    public static func + (instant: MonotonicInstant, duration: Duration) -> MonotonicInstant {
        guard duration > .zero else { return instant }
        let (seconds, attoseconds) = duration.components
        let nanoseconds = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, overflow) = instant.rawValue.addingReportingOverflow(
            nanoseconds.partialValue &+ UInt64(attoseconds / 1_000_000_000))
        return nanoseconds.overflow || overflow ? .distantFuture : MonotonicInstant(rawValue: sum)
    }

    /// The reading `duration` before `instant`: never before ``zero``.
    public static func - (instant: MonotonicInstant, duration: Duration) -> MonotonicInstant {
        let back = MonotonicInstant.zero + duration
        return instant.rawValue > back.rawValue ? MonotonicInstant(rawValue: instant.rawValue - back.rawValue) : .zero
    }

    /// Whole microseconds from `self` to `later`, 0 when `later` is earlier: the request log and `Server-Timing`
    /// count in microseconds.
    @inlinable
    public func microseconds(to later: MonotonicInstant) -> Int {
        later.rawValue > rawValue ? Int((later.rawValue - rawValue) / 1000) : 0
    }

    public static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
