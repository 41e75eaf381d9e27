import MastheadSupport
import Testing

/// The one monotonic clock: readings ordered, spans as `Duration`s both ways, deadlines that saturate rather than
/// wrap, and whole microseconds for the request log.
struct MonotonicInstantTests {
    @Test func readingsNeverGoBackwards() {
        let first = MonotonicInstant.now()
        let second = MonotonicInstant.now()
        #expect(first <= second)
        #expect(second - first >= .zero)
        #expect(first - second <= .zero)
    }

    @Test(arguments: [
        (UInt64(1_000), Duration.milliseconds(2), UInt64(2_001_000)),
        (UInt64(5), Duration.seconds(-3), UInt64(5)),
        (UInt64(5), Duration.zero, UInt64(5)),
        (UInt64.max - 10, Duration.seconds(1), UInt64.max),
        (UInt64(0), Duration.seconds(Int64.max), UInt64.max),
    ])
    func aDeadlineIsLaterByTheDurationAndNeverWraps(start: UInt64, duration: Duration, expected: UInt64) {
        #expect((MonotonicInstant(rawValue: start) + duration).rawValue == expected)
    }

    @Test func anEarlierDeadlineStopsAtTheClocksStart() {
        #expect((MonotonicInstant(rawValue: 2_000_000_000) - .seconds(1)).rawValue == 1_000_000_000)
        #expect(MonotonicInstant(rawValue: 10) - .seconds(1) == .zero)
    }

    @Test func spansAreSignedDurations() {
        let early = MonotonicInstant(rawValue: 1_000_000_000)
        let late = MonotonicInstant(rawValue: 3_500_000_000)
        #expect(late - early == .milliseconds(2500))
        #expect(early - late == .milliseconds(-2500))
    }

    @Test func microsecondsAreWholeAndNeverNegative() {
        let start = MonotonicInstant(rawValue: 1_000)
        #expect(start.microseconds(to: MonotonicInstant(rawValue: 413_999)) == 412)
        #expect(start.microseconds(to: .zero) == 0)
    }
}
