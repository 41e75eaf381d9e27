import Testing

@testable import MastheadEndpoints
@testable import MastheadParameters
@testable import MastheadPreview
@testable import MastheadRuntime

/// The scene key of a `POST` body: the same for bodies that differ only in `offset`, different whenever anything
/// else differs, however slightly.
struct PostSceneKeyTests {
    let allowed = GeometryEndpoint().parameterNames

    func key(_ body: String, path: String = "/v1/geometry") throws -> CacheKey {
        try ParameterSet(body: Array(body.utf8), allowed: allowed).sceneKey(path: path)
    }

    @Test func bodiesThatDifferOnlyInOffsetShareTheKey() throws {
        let first = try key(#"{"style":"large","title":"Inbox","trailing":["search","plus"],"offset":26}"#)
        #expect(try key(#"{"style":"large","title":"Inbox","trailing":["search","plus"],"offset":-12.5}"#) == first)
        #expect(try key(#"{"style":"large","offset":0,"title":"Inbox","trailing":["search","plus"]}"#) == first)
        #expect(try key(#"{"style":"large","title":"Inbox","trailing":["search","plus"]}"#) == first)
        #expect(try key(#"{"style":"large","title":"Inbox","trailing":["search","plus"],"offset":null}"#) == first)
        // Whitespace and escapes are gone once parsed: these are the same values.
        #expect(
            try key(" {\"style\" : \"large\", \"title\":\"In\\u0062ox\",\"trailing\":[\"search\",\"plus\"]}\n") == first
        )
    }

    @Test func anyOtherDifferenceMakesAnotherKey() throws {
        let base = try key(#"{"title":"Inbox","width":393,"trailing":["search","plus"]}"#)
        let others = [
            #"{"title":"Inbo","width":393,"trailing":["search","plus"]}"#,
            #"{"title":"Inbox","width":393.00000000000006,"trailing":["search","plus"]}"#,
            #"{"title":"Inbox","width":393,"trailing":["search"]}"#,
            #"{"title":"Inbox","width":393,"trailing":["search","plus"],"style":"large"}"#,
            #"{"title":"Inbox","width":393,"trailing":"search,plus"}"#,
            #"{"width":393,"title":"Inbox","trailing":["search","plus"]}"#,
        ]
        for body in others {
            #expect(try key(body) != base, "\(body)")
        }
        #expect(
            try key(#"{"title":"Inbox","width":393,"trailing":["search","plus"]}"#, path: "/v1/preview.svg") != base)
    }

    @Test func valuesCannotRunIntoEachOther() throws {
        // Counts ahead of strings and lists keep one value's end from reading as the next one's start.
        #expect(try key(#"{"title":"ab","back":"c"}"#) != key(#"{"title":"a","back":"bc"}"#))
        #expect(try key(#"{"trailing":[["a"],"b"]}"#) != key(#"{"trailing":[["a","b"]]}"#))
        #expect(try key(#"{"title":true}"#) != key(#"{"title":"t"}"#))
        #expect(try key(#"{"width":0}"#) != key(#"{"width":-0}"#))
    }
}
