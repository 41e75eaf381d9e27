import MastheadFormat
import MastheadGeometry

/// The schemas of the list parameters, which a kind alone does not describe: actions (``ActionList``) and
/// filmstrip offsets (``FilmstripOffsets``), as query text and as JSON body members.
enum ParameterSchemas {
    /// `meaning` followed by the syntax both forms of an action list take.
    static func actionsSummary(_ meaning: String) -> String {
        meaning + " Query: icon names from the catalog and `text:Label` items, separated by commas (a label "
            + "cannot hold a comma there); `spacer` between two actions splits their glass and `prominent:` before an "
            + "item (`prominent:plus`, `prominent:text:Done`) marks it prominent (both drawn by `fidelity=ios26` "
            + "alone). JSON: an array of those strings or of objects `{\"icon\": \"search\", \"label\": \"Search\"}` / "
            + "`{\"text\": \"Done\"}` (each with an optional `\"prominent\": true`) and `{\"spacer\": true}`, or one "
            + "string in the query's syntax. At most \(Limits.actionsPerSide) actions; a spacer goes between two."
    }

    /// The query form: up to four actions between commas (empty items are skipped), at most one spacer between two
    /// of them.
    static var actionListText: JSONValue {
        let item = actionPattern(labelExcludes: ",")
        let limit = Limits.actionsPerSide - 1
        let separator = ",+(?:\(ActionList.spacerItem),+)?"
        let pattern = "^,*(?:\(item)(?:\(separator)\(item)){0,\(limit)})?,*$"
        return Schema.type("string", [("pattern", .string(pattern))])
    }

    /// The body form: the query's text, or an array of item strings, action objects and spacers, or `null`.
    static var actionListBody: JSONValue {
        let prominent: (String, JSONValue) = ("prominent", Schema.type("boolean"))
        let iconObject = Schema.object(
            [
                ("icon", Schema.choice(IconCatalog.icons.map(\.name))),
                ("label", Schema.text(maxLength: Limits.actionTextLength, minLength: 1)), prominent,
            ], required: ["icon"])
        let textObject = Schema.object(
            [("text", Schema.text(maxLength: Limits.actionTextLength, minLength: 1)), prominent], required: ["text"])
        let spacerObject = Schema.object([("spacer", .object([("const", .bool(true))]))], required: ["spacer"])
        let strings = "^(?:" + actionPattern(labelExcludes: "") + "|" + ActionList.spacerItem + ")$"
        let item = Schema.type("string", [("pattern", .string(strings))])
        return Schema.oneOf([
            actionListText,
            Schema.array(
                of: Schema.oneOf([item, iconObject, textObject, spacerObject]), maxItems: Limits.actionListItems),
            Schema.type("null"),
        ])
    }

    /// One action in query syntax: optionally `prominent:`, then an icon name, or `text:` and a label of 1 to
    /// ``Limits/actionTextLength`` characters, none of them NUL or one of `labelExcludes`.
    private static func actionPattern(labelExcludes: String) -> String {
        let icons = IconCatalog.icons.map(\.name).joined(separator: "|")
        let label = "text:[^\(labelExcludes)\\u0000]{1,\(Limits.actionTextLength)}"
        return "(?:\(ActionList.prominentPrefix))?(?:\(icons)|\(label))"
    }

    /// 1 to ``Limits/filmstripFrames`` decimal numbers between commas, as the query's number parser reads them
    /// (each also within the offset limits, which a pattern cannot say).
    static var offsetListText: JSONValue {
        let number = "[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
        let pattern = "^\(number)(?:,\(number)){0,\(Limits.filmstripFrames - 1)}$"
        return Schema.type("string", [("pattern", .string(pattern))])
    }

    /// A scroll path in a query: 1 to ``Limits/pathPoints`` decimal numbers between commas.
    static var pathText: JSONValue {
        let number = "[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
        let pattern = "^\(number)(?:,\(number)){0,\(Limits.pathPoints - 1)}$"
        return Schema.type("string", [("pattern", .string(pattern))])
    }

    /// A scroll path in a body: the query's text, an array of numbers, or `null`.
    static var pathBody: JSONValue {
        Schema.oneOf([
            pathText, Schema.array(of: Schema.number(in: Limits.offset), minItems: 1, maxItems: Limits.pathPoints),
            Schema.type("null"),
        ])
    }

    /// A seed colour: `#` and six hexadecimal digits.
    static var seedColorText: JSONValue {
        Schema.type("string", [("pattern", .string("^#[0-9A-Fa-f]{6}$"))])
    }

    /// The body form: the query's text, an array of numbers, or `null`.
    static var offsetListBody: JSONValue {
        Schema.oneOf([
            offsetListText,
            Schema.array(of: Schema.number(in: Limits.offset), minItems: 1, maxItems: Limits.filmstripFrames),
            Schema.type("null"),
        ])
    }
}
