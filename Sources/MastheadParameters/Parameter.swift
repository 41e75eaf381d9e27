import MastheadFormat
import MastheadGeometry
import MastheadPreview

/// One request parameter, described once: its name, type, default, range or allowed values, the styles that use
/// it, its one-line meaning, and where its resolved value lives for the canonical key.
///
/// Everything else is derived from these descriptions (``ParameterTable``): the typed reads with their `400`s
/// (``Parameter+Reading``), the names each endpoint accepts, the canonical cache key (``CanonicalKey``), the
/// OpenAPI schemas, the catalog's `parameters` and the README's parameter table.
package struct Parameter: Sendable {
    /// What a value must be.
    package enum Kind: Sendable {
        /// A finite number within the range.
        case number(ClosedRange<Double>)
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// `true` or `false` (in a query also `1`, `0` and a bare name).
        case boolean
        /// A string of at most so many characters (Unicode scalars), never NUL.
        case text(maxLength: Int)
        /// One of these strings.
        case choice([String])
        /// A list of bar actions (``ActionList``).
        case actions
        /// A list of 1 to `maxCount` offsets (``FilmstripOffsets``, ``ScrollPath``).
        case offsetList(maxCount: Int)
        /// A list of 1 or more of these strings, each at most once (``Parameter/choices(_:)``).
        case choiceList([String])
        /// A list of tabs (``TabList``).
        case tabs
    }

    /// The value taken when the parameter is absent.
    enum Default: Sendable {
        /// None: the parameter is simply absent.
        case none
        case number(Double)
        case integer(Int)
        case bool(Bool)
        case text(String)
        /// Worked out from other parameters or from the style; the text says how, for the docs.
        case derived(String)
    }

    /// A resolved value as the canonical key writes it.
    enum KeyValue {
        case number(Double)
        case text(String?)
        case flag(Bool)
        case actions([Action])
        case tabs([TabItem])
        /// Nothing written: the value cannot change this request's answer (a Material parameter of an iOS style),
        /// and leaving it out keeps the keys, and so the entity tags, of requests made before it existed.
        case omitted
    }

    /// `value` except on a `compact` bar that does not return quickly (`scrollBehavior` other than
    /// `enterAlways`), which reads neither the behaviour nor the path; the styles outside the entry's `styles` are
    /// left out of the key by the key itself (``isUsed(by:)``).
    static func scrolling(
        _ value: @escaping @Sendable (HeaderConfiguration) -> KeyValue
    ) -> @Sendable (HeaderConfiguration) -> KeyValue {
        { $0.style == .compact && $0.scrollBehavior != .enterAlways ? .omitted : value($0) }
    }

    /// Where a parameter's resolved value lives, for the canonical key: in the header configuration, in the
    /// preview options, or nowhere shared (an endpoint adds it to its key itself, resolved as it uses it).
    enum Resolved: Sendable {
        case header(@Sendable (HeaderConfiguration) -> KeyValue)
        case preview(@Sendable (PreviewOptions) -> KeyValue)
        case endpoint
    }

    /// Which endpoints accept the parameter.
    package enum Group: Sendable, CaseIterable {
        /// The header and its offset: every `/v1` endpoint.
        case header
        /// How previews are drawn: every `/v1` endpoint, so one state serves them all.
        case preview
        /// The offsets of timelines, filmstrips and charts.
        case range
        /// The timeline's step.
        case step
        /// The filmstrip's own offsets.
        case filmstrip
        /// The height drawn of a preview or filmstrip.
        case crop
        /// The animated SVG's loop length.
        case duration
        /// What an audit checks beyond the offsets (`/v1/audit`).
        case audit
    }

    package let name: String
    package let kind: Kind
    let defaultValue: Default
    /// The styles that use it; `nil` for every style. Others accept it and ignore it, and the canonical key leaves
    /// it out for them (``isUsed(by:)``).
    let styles: [HeaderStyle]?
    /// Values that a style outside ``styles`` refuses with a `400` naming the styles that take them, rather than
    /// ignoring (`fidelity=ios26`, which changes the picture entirely, with a style it does not apply to).
    let strictValues: [String]
    let group: Group
    /// One or two sentences for the reader of the docs (an endpoint may say more for itself: ``EndpointDoc``).
    package var summary: String
    let resolved: Resolved
    /// The query schema when the kind's own does not say enough (lists), and the body's when it differs.
    package let querySchema: JSONValue?
    package let bodySchema: JSONValue?
    /// The name of the kind of value a ``Kind/choice(_:)`` holds, such as `HeaderStyle`: the enumeration's type
    /// name for ``choice(_:_:default:styles:group:_:resolved:)``; `nil` for the others, which the OpenAPI
    /// description names after the parameter.
    package var valueName: String?
    /// The parameters this one may not be sent with (`path` and `offset`): their defaults hold only when this one is
    /// absent too, so the OpenAPI description states them in words rather than as a `default` a client would send.
    package var excludes: [String] = []

    init(
        _ name: String, _ kind: Kind, default defaultValue: Default = .none, styles: [HeaderStyle]? = nil,
        strict strictValues: [String] = [], group: Group, _ summary: String, resolved: Resolved = .endpoint,
        query: JSONValue? = nil, body: JSONValue? = nil
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.styles = styles
        self.strictValues = strictValues
        self.group = group
        self.summary = summary
        self.resolved = resolved
        querySchema = query
        bodySchema = body
    }

    /// A parameter whose values are an enumeration's raw values, with that enumeration's default.
    static func choice<T: RawRepresentable & CaseIterable>(
        _ name: String, _ type: T.Type, default fallback: T, styles: [HeaderStyle]? = nil, strict: [T] = [],
        group: Group = .header, _ summary: String, resolved: Resolved
    ) -> Parameter where T.RawValue == String {
        var parameter = Parameter(
            name, .choice(T.allCases.map(\.rawValue)), default: .text(fallback.rawValue), styles: styles,
            strict: strict.map(\.rawValue), group: group, summary, resolved: resolved)
        parameter.valueName = String(describing: T.self)
        return parameter
    }

    /// This parameter, refused together with `names` (``excludes``).
    func excluding(_ names: String...) -> Parameter {
        var parameter = self
        parameter.excludes = names
        return parameter
    }
}
