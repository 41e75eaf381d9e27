import Foundation
import Testing

extension Hostile {
    /// Bad input through HTTP on every endpoint, each row with the exact status and the exact `parameter` of the
    /// problem+json answer (`nil` where the whole body is at fault).
    @Suite struct BadInputTests {
        /// One bad request: a GET target, or a POST of `body` to `target`.
        struct Row: Sendable, CustomTestStringConvertible {
            var method: String
            var target: String
            var body: [UInt8]?
            var status: Int
            var parameter: String?

            static func get(_ target: String, _ status: Int, _ parameter: String?) -> Row {
                Row(method: "GET", target: target, body: nil, status: status, parameter: parameter)
            }

            static func post(_ target: String, _ body: String, _ status: Int, _ parameter: String?) -> Row {
                Row(method: "POST", target: target, body: Array(body.utf8), status: status, parameter: parameter)
            }

            static func post(_ target: String, bytes: [UInt8], _ status: Int, _ parameter: String?) -> Row {
                Row(method: "POST", target: target, body: bytes, status: status, parameter: parameter)
            }

            var testDescription: String {
                let shown = body.map { " " + String(decoding: $0.prefix(50), as: UTF8.self) } ?? ""
                return "\(method) \(target.prefix(70))\(shown)"
            }
        }

        static let long = String(repeating: "x", count: 10_000)
        static let longName = String(repeating: "x", count: 64) + "…"

        static let queryRows: [Row] = [
            .get("/v1/geometry?offset=abc", 400, "offset"),
            .get("/v1/geometry?offset=1e999", 400, "offset"),
            .get("/v1/geometry?offset=0x10", 400, "offset"),
            .get("/v1/geometry?offset=", 400, "offset"),
            .get("/v1/geometry?offset", 400, "offset"),
            .get("/v1/geometry?offset=-100000.5", 400, "offset"),
            .get("/v1/geometry?offset=1%2C5", 400, "offset"),
            .get("/v1/geometry?offset=%E2%80%8B1", 400, "offset"),
            .get("/v1/geometry?offset=1&offset=2", 400, "offset"),
            .get("/v1/geometry?style=Large", 400, "style"),
            .get("/v1/geometry?style=%FF", 400, "style"),
            .get("/v1/geometry?title=%C3%28", 400, "title"),
            .get("/v1/geometry?title=%ED%A0%80", 400, "title"),
            .get("/v1/geometry?title=%C0%AF", 400, "title"),
            .get("/v1/geometry?title=%", 400, "title"),
            .get("/v1/geometry?title=%G1", 400, "title"),
            .get("/v1/geometry?subtitle=%00", 400, "subtitle"),
            .get("/v1/geometry?title=\(long)", 400, "title"),
            .get("/v1/geometry?back=\(long)", 400, "back"),
            .get("/v1/geometry?\(long)=1", 400, longName),
            .get("/v1/geometry?%FF=1", 400, nil),
            .get("/v1/geometry?appearance=Dark", 400, "appearance"),
            .get("/v1/geometry?direction=auto", 400, "direction"),
            .get("/v1/geometry?fidelity=UIKit", 400, "fidelity"),
            .get("/v1/preview.svg?style=compact&fidelity=native", 400, "fidelity"),
            .get("/v1/geometry?textSize=ax1", 400, "textSize"),
            .get("/v1/curves.svg?textSize=XXL", 400, "textSize"),
            .get("/v1/geometry?edge=soft%20", 400, "edge"),
            .get("/v1/geometry?backFallback=truncated", 400, "backFallback"),
            .get("/v1/geometry?device=iphone15", 400, "device"),
            .get("/v1/geometry?leading=serach", 400, "leading"),
            .get("/v1/geometry?trailing=search,Plus", 400, "trailing"),
            .get("/v1/geometry?trailing=text:", 400, "trailing"),
            .get("/v1/geometry?trailing=text:\(String(repeating: "y", count: 51))", 400, "trailing"),
            .get("/v1/geometry?width=4001", 400, "width"),
            .get("/v1/geometry?scale=0.25", 400, "scale"),
            .get("/v1/geometry?safeAreaTop=900", 400, "safeAreaTop"),
            .get("/v1/geometry?headerHeight=0", 400, "headerHeight"),
            .get("/v1/geometry?collapseDistance=-1", 400, "collapseDistance"),
            .get("/v1/geometry?parallax=3", 400, "parallax"),
            .get("/v1/geometry?style=m3Small&scrollBehavior=enterAlwaysCollapsed", 400, "scrollBehavior"),
            .get("/v1/geometry?style=m3Small&navigation=drawer", 400, "navigation"),
            .get("/v1/geometry?style=m3Small&seedColor=red", 400, "seedColor"),
            .get("/v1/geometry?style=m3Small&seedColor=%2312345", 400, "seedColor"),
            .get("/v1/geometry?style=m3Small&seedColor=%23GGGGGG", 400, "seedColor"),
            .get("/v1/geometry?style=m3Small&seedColor=%231234567", 400, "seedColor"),
            .get("/v1/geometry?style=m3Small&colorSpec=2024", 400, "colorSpec"),
            .get("/v1/preview.svg?style=m3Large&schemeVariant=vivid", 400, "schemeVariant"),
            .get("/v1/geometry?style=m3Small&contrastLevel=1.5", 400, "contrastLevel"),
            .get("/v1/geometry?style=m3Small&contrastLevel=-2", 400, "contrastLevel"),
            .get("/v1/geometry?style=m3Small&contrastLevel=nan", 400, "contrastLevel"),
            .get("/v1/geometry?style=m3Small&contrastLevel=high", 400, "contrastLevel"),
            .get("/v1/geometry?style=m3Medium&path=0,nan,30", 400, "path"),
            .get("/v1/geometry?style=m3Medium&path=0,,30", 400, "path"),
            .get("/v1/geometry?style=m3Medium&path=\(String(repeating: "1,", count: 2001))1", 400, "path"),
            .get("/v1/geometry?style=m3Medium&path=0,400&offset=400", 400, "path"),
            .get("/v1/geometry?style=m3Medium&offset=400&path=0,400", 400, "path"),
            .get("/v1/preview.svg?style=m3Large&path=0,1e6", 400, "path"),
            .get("/v1/preview.svg?content=message", 400, "content"),
            .get("/v1/preview.svg?rows=1.5", 400, "rows"),
            .get("/v1/preview.svg?rows=201", 400, "rows"),
            .get("/v1/preview.svg?guides=yes", 400, "guides"),
            .get("/v1/preview.svg?text=path", 400, "text"),
            .get("/v1/preview.svg?crop=8001", 400, "crop"),
            .get("/v1/filmstrip.svg?frames=1", 400, "frames"),
            .get("/v1/filmstrip.svg?frames=13", 400, "frames"),
            .get("/v1/filmstrip.svg?offsets=0,,10", 400, "offsets"),
            .get("/v1/filmstrip.svg?offsets=", 400, "offsets"),
            .get("/v1/filmstrip.svg?offsets=100001", 400, "offsets"),
            .get(
                "/v1/filmstrip.svg?offsets=\(Array(repeating: "1", count: 13).joined(separator: ","))", 400, "offsets"),
            .get("/v1/filmstrip.svg?from=5&to=5", 400, "to"),
            .get("/v1/filmstrip.svg?from=100000", 400, "from"),
            .get("/v1/curves.svg?from=abc", 400, "from"),
            .get("/v1/curves.svg?to=-100001", 400, "to"),
            .get("/v1/curves.svg?from=100000", 400, "from"),
            .get("/v1/curves.svg?frames=3", 400, "frames"),
            .get("/v1/timeline?step=0.0001", 400, "step"),
            .get("/v1/timeline?step=abc", 400, "step"),
            .get("/v1/timeline?from=0&to=100000&step=1", 400, "step"),
            .get("/v1/timeline?from=-1000000", 400, "from"),
            .get("/v1/timeline?from=100000", 400, "from"),
            .get("/v1/timeline?crop=1", 400, "crop"),
            .get("/v1/catalog?style=large", 400, "style"),
        ]

        static let bodyRows: [Row] = [
            .post("/v1/geometry", #"{"style":"m3Small","path":[0,"x",3]}"#, 400, "path"),
            .post("/v1/geometry", #"{"style":"m3Small","path":[0,30],"offset":30}"#, 400, "path"),
            .post("/v1/geometry", #"{"style":"m3Small","path":{"a":1}}"#, 400, "path"),
            .post("/v1/geometry", #"{"style":"m3Small","seedColor":6750372}"#, 400, "seedColor"),
            .post("/v1/geometry", #"{"style":"m3Small","colorSpec":2025}"#, 400, "colorSpec"),
            .post("/v1/geometry", #"{"style":"m3Small","contrastLevel":"0.5"}"#, 400, "contrastLevel"),
            .post("/v1/geometry", #"{"offset":"26"}"#, 400, "offset"),
            .post("/v1/geometry", #"{"offset":true}"#, 400, "offset"),
            .post("/v1/geometry", #"{"style":1}"#, 400, "style"),
            .post("/v1/geometry", #"{"fidelity":true}"#, 400, "fidelity"),
            .post("/v1/timeline", #"{"textSize":"huge"}"#, 400, "textSize"),
            .post("/v1/geometry", #"{"title":["a"]}"#, 400, "title"),
            .post("/v1/geometry", #"{"back":{}}"#, 400, "back"),
            .post("/v1/geometry", #"{"title":"a\u0000b"}"#, 400, "title"),
            .post("/v1/geometry", #"{"title":"\#(long)"}"#, 400, "title"),
            .post("/v1/geometry", #"{"\#(long)":1}"#, 400, longName),
            .post("/v1/geometry", #"{"":1}"#, 400, ""),
            .post("/v1/geometry", #"{"offset":1,"offset":2}"#, 400, "offset"),
            .post("/v1/geometry", #"{"leading":"serach"}"#, 400, "leading"),
            .post("/v1/geometry", #"{"leading":[{"icon":"search","label":5}]}"#, 400, "leading"),
            .post("/v1/geometry", #"{"trailing":[{"icon":"rocket"}]}"#, 400, "trailing"),
            .post("/v1/geometry", #"{"trailing":[{"text":"a","icon":"search"}]}"#, 400, "trailing"),
            .post("/v1/geometry", #"{"trailing":[{"icon":"search","colour":"red"}]}"#, 400, "trailing"),
            .post("/v1/geometry", #"{"trailing":[1]}"#, 400, "trailing"),
            .post("/v1/geometry", #"{"trailing":[{"text":""}]}"#, 400, "trailing"),
            .post("/v1/geometry", #"{"trailing":["a","b","c","d","e"]}"#, 400, "trailing"),
            .post("/v1/geometry?style=large", "{}", 400, "style"),
            .post("/v1/preview.svg", #"{"guides":"true"}"#, 400, "guides"),
            .post("/v1/preview.svg", #"{"rows":-1}"#, 400, "rows"),
            .post("/v1/preview.svg", #"{"content":"Cards"}"#, 400, "content"),
            .post("/v1/preview.svg", #"{"text":"outline"}"#, 400, "text"),
            .post("/v1/filmstrip.svg", #"{"offsets":[0,"x"]}"#, 400, "offsets"),
            .post("/v1/filmstrip.svg", #"{"offsets":[0,null]}"#, 400, "offsets"),
            .post("/v1/filmstrip.svg", #"{"offsets":[]}"#, 400, "offsets"),
            .post("/v1/filmstrip.svg", #"{"offsets":{"a":1}}"#, 400, "offsets"),
            .post("/v1/filmstrip.svg", #"{"frames":2.5}"#, 400, "frames"),
            .post("/v1/curves.svg", #"{"from":10,"to":0}"#, 400, "to"),
            .post("/v1/timeline", #"{"step":"1"}"#, 400, "step"),
            .post("/v1/timeline", #"{"step":0}"#, 400, "step"),
            .post("/v1/catalog", "{}", 405, nil),
            // Body-level errors name no parameter.
            .post("/v1/geometry", "null", 400, nil),
            .post("/v1/geometry", #"{"style":"compact"} x"#, 400, nil),
            .post("/v1/geometry", #"{"style":"compact",}"#, 400, nil),
            .post("/v1/geometry", "{'style':'compact'}", 400, nil),
            .post("/v1/geometry", "\u{FEFF}{}", 400, nil),
            .post("/v1/geometry", #"{"offset":01}"#, 400, nil),
            .post("/v1/geometry", #"{"title":"\x"}"#, 400, nil),
            .post("/v1/geometry", "{\"title\":\"a\tb\"}", 400, nil),
            .post("/v1/geometry", #"{"title":"\ud800"}"#, 400, nil),
            .post("/v1/geometry", bytes: Array(#"{"title":""#.utf8) + [0xFF] + Array(#""}"#.utf8), 400, nil),
            .post("/v1/geometry", bytes: Array(#"{"title":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8), 400, nil),
            .post("/v1/geometry", bytes: Array(#"{"title":""#.utf8) + [0xE2, 0x82] + Array(#""}"#.utf8), 400, nil),
            .post("/v1/geometry", bytes: Array(#"{"title":"a"#.utf8) + [0x00] + Array(#"b"}"#.utf8), 400, nil),
            .post("/v1/geometry", #"{"title":\#(nested(100))}"#, 400, nil),
            .post("/v1/geometry", nested(10_000), 400, nil),
            .post(
                "/v1/geometry",
                String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000), 400, nil),
        ]

        static func nested(_ depth: Int) -> String {
            String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        }

        /// One service takes every row: the table is about answers, and a service that has seen all of it must
        /// still serve.
        static let service = HostileSharedService.start(["--log", "none"])

        @Test(arguments: queryRows + bodyRows)
        func badInputIsAProblemNamingTheParameter(row: Row) throws {
            let service = try #require(Self.service)
            let connection = try HTTPConnection(port: service.port)
            let headers = row.body == nil ? [:] : ["Content-Type": "application/json"]
            let response = try connection.request(row.method, row.target, headers: headers, body: row.body)
            #expect(response.status == row.status)
            #expect(response.header("Content-Type") == "application/problem+json")
            let problem = response.json
            #expect(problem["status"] as? Int == row.status)
            #expect(problem["parameter"] as? String == row.parameter)
            #expect((problem["detail"] as? String)?.isEmpty == false)
            // The service goes on, on the same connection unless it chose to close it.
            #expect(try HTTPConnection(port: service.port).request("GET", "/healthz").status == 200)
        }

        @Test func tableHasAtLeastFortyRows() {
            #expect(Self.queryRows.count + Self.bodyRows.count >= 40)
        }
    }
}
