/// Builders for document structure: the root, groups, reuse and metadata.
///
/// Paints (`fill`, `stroke`) are ``AttributeValue``s, so a literal colour (`"#1c1c1e"`, `"none"`) or a reference
/// (`.url("fade")`) both fit. Parameters left `nil` write no attribute, leaving SVG's default.
extension Node {
    /// The SVG namespace, written on every root.
    public static let svgNamespace = "http://www.w3.org/2000/svg"

    /// The root element: `<svg xmlns="http://www.w3.org/2000/svg" width height viewBox>`.
    ///
    /// - Parameters:
    ///   - width: The viewport width in CSS pixels.
    ///   - height: The viewport height in CSS pixels.
    ///   - viewBox: The user-space rectangle to show; `nil` means `0 0 width height`, one user unit per pixel.
    ///   - children: The content.
    ///
    /// No XML declaration is written; references use `href`, so no `xmlns:xlink` is needed.
    public static func svg(width: Double, height: Double, viewBox: ViewBox? = nil, _ children: [Node] = []) -> Node {
        let box = viewBox ?? ViewBox(width: width, height: height)
        return .element(
            "svg",
            [
                Attribute("xmlns", .text(svgNamespace)),
                Attribute("width", .number(width)),
                Attribute("height", .number(height)),
                Attribute("viewBox", box.attributeValue),
            ], children)
    }

    /// A group, `<g>`, applying a transform, opacity and effects to its children.
    ///
    /// - Parameters:
    ///   - transform: Written only when it is not ``Transform/identity``.
    ///   - opacity: Group opacity, `0...1`; renderers clamp values outside that range.
    ///   - clipPath: The id of a `<clipPath>`, written as `clip-path="url(#id)"`.
    ///   - mask: The id of a `<mask>`, written as `mask="url(#id)"`.
    ///   - filter: The id of a `<filter>`, written as `filter="url(#id)"`.
    public static func g(
        transform: Transform = .identity, opacity: Double? = nil, clipPath: String? = nil, mask: String? = nil,
        filter: String? = nil, _ children: [Node] = []
    ) -> Node {
        var attributes: [Attribute] = []
        attributes.reserveCapacity(5)
        if !transform.isIdentity { attributes.append(Attribute("transform", .transform(transform))) }
        attributes.append("opacity", number: opacity)
        attributes.append("clip-path", clipPath.map(AttributeValue.url))
        attributes.append("mask", mask.map(AttributeValue.url))
        attributes.append("filter", filter.map(AttributeValue.url))
        return .element("g", attributes, children)
    }

    /// Definitions, `<defs>`: gradients, masks, clip paths and filters referenced by id, never drawn directly.
    public static func defs(_ children: [Node]) -> Node {
        .element("defs", [], children)
    }

    /// A copy of the element with the given id, `<use href="#id">`, offset by (`x`, `y`) when given.
    public static func use(href id: String, x: Double? = nil, y: Double? = nil) -> Node {
        var attributes: [Attribute] = [Attribute("href", .fragment(id))]
        attributes.append("x", number: x)
        attributes.append("y", number: y)
        return .element("use", attributes)
    }

    /// An accessible name, `<title>`; put it first inside the element it names. The text is escaped.
    public static func title(_ text: String) -> Node {
        .element("title", [], [.text(text)])
    }

    /// An accessible description, `<desc>`. The text is escaped.
    public static func desc(_ text: String) -> Node {
        .element("desc", [], [.text(text)])
    }

    /// A style sheet, `<style>`. The CSS is escaped as text, so `>` becomes `&gt;`, which XML parsers turn back;
    /// an HTML parser reading inline SVG would not, so avoid child combinators here.
    public static func style(_ css: String) -> Node {
        .element("style", [], [.text(css)])
    }
}
