import Foundation
import Testing

/// `--cache-bytes 0` is the service computing everything from scratch: no cache of any kind answers a look-up,
/// process-wide ones included, and every answer is byte for byte the cached service's.
@Suite(.serialized)
struct UncachedServiceTests {
    /// Requests that exercise every cache: repeats (answers), a slider's offsets (scenes), previews in both text
    /// modes and both appearances (text, glyphs, outlines, header drawings, bar items, status bars, sample rows),
    /// filmstrips, charts, timelines and POSTs, with Material previews among them.
    static let requests: [(method: String, target: String, body: String?)] = {
        var list: [(String, String, String?)] = []
        let header = "style=large&title=Mailboxes&back=Inbox&trailing=search,text:Edit&content=messages"
        for _ in 0..<2 {
            for offset in [0, 13, 26, 39, 52, 80] {
                // A Material preview first: its Roboto sample rows are cut at other places than Inter's.
                list.append(("GET", "/v1/preview.svg?style=m3Small&offset=\(offset)", nil))
                list.append(("GET", "/v1/geometry?\(header)&offset=\(offset)", nil))
                list.append(("GET", "/v1/preview.svg?\(header)&offset=\(offset)", nil))
                list.append(("GET", "/v1/preview.svg?\(header)&text=paths&appearance=dark&offset=\(offset)", nil))
                list.append(("POST", "/v1/geometry", #"{"style":"compact","back":"","offset":\#(offset)}"#))
            }
            list.append(("GET", "/v1/filmstrip.svg?style=large&back=Inbox&content=cards&offsets=0,30,60", nil))
            list.append(("GET", "/v1/curves.svg?style=collapsible", nil))
            list.append(("GET", "/v1/timeline?style=inlineTitle&from=0&to=60&step=5", nil))
        }
        return list
    }()

    static func kinds(_ metric: String, in text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix(metric + "{kind=\"") {
            let parts = line.split(separator: " ")
            let kind = parts[0].dropFirst(metric.count + 7).dropLast(2)
            counts[String(kind)] = Int(parts[1])
        }
        return counts
    }

    @Test func noCacheAnswersAndEveryAnswerIsTheCachedOnesByteForByte() throws {
        let cached = try ServiceProcess(["--log", "none"])
        let uncached = try ServiceProcess(["--log", "none", "--cache-bytes", "0"])
        let cachedConnection = try HTTPConnection(port: cached.port)
        let uncachedConnection = try HTTPConnection(port: uncached.port)
        for (method, target, body) in Self.requests {
            let bytes = body.map { Array($0.utf8) }
            let expected = try cachedConnection.request(method, target, body: bytes)
            let got = try uncachedConnection.request(method, target, body: bytes)
            #expect(got.status == 200, "\(method) \(target)")
            #expect(got.body == expected.body, "\(method) \(target)")
            #expect(got.header("ETag") == expected.header("ETag"), "\(method) \(target)")
        }
        let uncachedMetrics = try uncachedConnection.request("GET", "/metrics").text
        let uncachedHits = Self.kinds("masthead_cache_hits_total", in: uncachedMetrics)
        let uncachedMisses = Self.kinds("masthead_cache_misses_total", in: uncachedMetrics)
        let cachedHits = Self.kinds(
            "masthead_cache_hits_total", in: try cachedConnection.request("GET", "/metrics").text)
        // Every kind is reported; the cached service hits most of them on these requests, the uncached none.
        #expect(uncachedHits.count == 11 && cachedHits.count == 11, "\(uncachedHits)")
        #expect(uncachedHits.values.allSatisfy { $0 == 0 }, "\(uncachedHits)")
        #expect(uncachedMisses.values.reduce(0, +) > 1000, "\(uncachedMisses)")
        for kind in [
            "rawAnswer", "scene", "textMetrics", "glyphRuns", "glyphOutlines", "headerDrawing", "statusBar",
            "sampleRows",
        ] {
            #expect((cachedHits[kind] ?? 0) > 0, "\(kind): \(cachedHits)")
        }
    }
}
