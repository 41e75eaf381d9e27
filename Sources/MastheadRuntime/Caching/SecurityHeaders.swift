import MastheadHTTP
import MastheadSupport

/// The security headers of the service's answers, in one place: the second line of defence behind the escaping, for
/// a browser that opens an answer as a page.
///
/// - Every answer, the server's own errors included: ``everyAnswer`` (no content sniffing, no referrer).
/// - The documents the service draws (SVG, the HTML page and its CSS): ``documentPolicy``, which allows no script,
///   no fetch and nothing from anywhere but the inline styles they carry. They may be framed by any origin: they
///   are inert pictures with no script, no form, no cookie and no action to trick a click into, made to be embedded
///   by a docs site or a design tool.
/// - The playground's files (`Public/`): ``playgroundPolicy`` (its own scripts and styles only) and
///   `X-Frame-Options: SAMEORIGIN`: a page with controls is framed by its own origin alone.
enum SecurityHeaders {
    /// Added by the server to every answer. `nosniff` keeps a browser from reading a JSON or text answer as HTML or
    /// script (Fetch standard, "X-Content-Type-Options"); `no-referrer` keeps the playground's and the exports'
    /// addresses, which carry the user's request, out of the `Referer` of any link followed from them (W3C Referrer
    /// Policy, "no-referrer").
    static let everyAnswer: [(name: String, value: String)] = [
        ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
    ]

    /// The `Content-Security-Policy` of the SVG, HTML and CSS answers: nothing may load or run, except the inline
    /// styles the documents are made of and the `data:` pictures they embed, a sent `image` (W3C Content Security
    /// Policy Level 3, `default-src`, `style-src`, `img-src`).
    static let documentPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    /// The `Content-Security-Policy` of the playground: scripts and style sheets from the service's own origin only
    /// (no inline script, no inline style, no event-handler attribute), the pictures it fetches shown through
    /// `blob:` addresses, requests to its own origin, and framing by its own origin only (CSP Level 3
    /// `frame-ancestors`). `base-uri` and `form-action` are not covered by `default-src`, so they are closed too.
    static let playgroundPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

    /// The framing rule of the playground for browsers older than `frame-ancestors` (RFC 7034).
    static let playgroundFrameOptions = "SAMEORIGIN"

    /// Whether an answer of `contentType` is one of the drawn documents that carry ``documentPolicy``.
    static func isDocument(_ contentType: String) -> Bool {
        contentType.hasBytePrefix("image/svg+xml") || contentType.hasBytePrefix("text/html")
            || contentType.hasBytePrefix("text/css")
    }

    /// Adds ``documentPolicy`` to an endpoint's answer of `contentType` when it is a drawn document.
    static func decorateDocument(_ response: inout Response, contentType: String) {
        if isDocument(contentType) {
            response.headers.add("Content-Security-Policy", documentPolicy)
        }
    }

    /// Adds the playground's policy and framing rule to one of its files.
    static func decoratePlayground(_ response: inout Response) {
        response.headers.add("Content-Security-Policy", playgroundPolicy)
        response.headers.add("X-Frame-Options", playgroundFrameOptions)
    }
}
