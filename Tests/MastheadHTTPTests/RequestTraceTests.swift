import Testing

@testable import MastheadHTTP

/// ``RequestTrace``: which client request ids are repeated as they are, and which `traceparent` values give a trace
/// id (W3C Trace Context, §3.2).
struct RequestTraceTests {
    static func trace(_ requestID: String?, _ traceparent: String? = nil) -> RequestTrace {
        func bytes(_ text: String?, _ body: (UnsafeBufferPointer<UInt8>?) -> RequestTrace) -> RequestTrace {
            guard let text else { return body(nil) }
            return Array(text.utf8).withUnsafeBufferPointer { body($0) }
        }
        return bytes(requestID) { id in
            bytes(traceparent) { parent in RequestTrace(requestID: id, traceparent: parent) { "made" } }
        }
    }

    @Test(arguments: [
        "abc-123", "4bf92f35-77b3-4da6-a3ce-929d0e0e4736", "Root=1-5759e988-bd862e3fe1be46a994272793",
        "a.b_c:d/e+f=g@h", String(repeating: "x", count: RequestTrace.maximumLength),
    ])
    func aSafeRequestIDIsKeptAsSent(id: String) {
        #expect(RequestTraceTests.trace(id).requestID == id)
    }

    @Test(arguments: [
        "", "a b", "a\"b", "a\\b", "a\tb", "a\u{7F}b", "a\u{0}b", "été", "a,b", "a;b", "<script>", "{\"x\":1}",
        String(repeating: "x", count: RequestTrace.maximumLength + 1),
    ])
    func anyOtherRequestIDIsReplacedByAMadeOne(id: String) {
        #expect(RequestTraceTests.trace(id).requestID == "made")
    }

    @Test func aRequestWithoutAnIDGetsAMadeOne() {
        #expect(RequestTraceTests.trace(nil).requestID == "made")
    }

    @Test(arguments: [
        ("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", "4bf92f3577b34da6a3ce929d0e0e4736"),
        ("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00", "4bf92f3577b34da6a3ce929d0e0e4736"),
        // A later version may carry more fields after another dash.
        ("01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra", "4bf92f3577b34da6a3ce929d0e0e4736"),
        ("01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", "4bf92f3577b34da6a3ce929d0e0e4736"),
    ])
    func aValidTraceparentGivesItsTraceID(traceparent: String, traceID: String) {
        #expect(RequestTraceTests.trace(nil, traceparent).traceID == traceID)
    }

    @Test(arguments: [
        "", "00", "garbage",
        "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",  // version ff is invalid
        "00-00000000000000000000000000000000-00f067aa0ba902b7-01",  // all-zero trace id
        "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",  // all-zero parent id
        "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",  // upper case
        "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-x",  // version 00 has exactly four fields
        "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01x",  // a later field starts with a dash
        "00-4bf92f3577b34da6a3ce929d0e0e473-600f067aa0ba902b7-01",  // dashes in the wrong places
        "00-4bf92f3577b34da6a3ce929d0e0e47g6-00f067aa0ba902b7-01",  // not hex
        "00_4bf92f3577b34da6a3ce929d0e0e4736_00f067aa0ba902b7_01",
    ])
    func anInvalidTraceparentIsIgnored(traceparent: String) {
        #expect(RequestTraceTests.trace(nil, traceparent).traceID == nil)
    }

    @Test func madeIDsAre32HexDigitsAndDistinct() {
        let source = RequestIDSource()
        let ids = (0..<1000).map { _ in source.next() }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.utf8.count == 32)
            #expect(id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        }
        // Two processes (two sources) do not share a prefix, but for one chance in 2^64.
        #expect(RequestIDSource().next().prefix(16) != source.next().prefix(16))
    }

    @Test(arguments: [
        (0, "render;dur=0"), (412, "render;dur=0.412"), (1_500, "render;dur=1.5"), (2_000_000, "render;dur=2000"),
    ])
    func serverTimingIsInMillisecondsByTheSharedFormatter(microseconds: Int, value: String) {
        #expect(ServerTiming.value(microseconds: microseconds) == value)
    }
}
