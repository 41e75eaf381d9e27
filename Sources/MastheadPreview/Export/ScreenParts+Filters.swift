import SVGWriter

extension ScreenParts {
    /// `node` without the elements that carry a `filter` or a `mask`: the scroll edge effect's blurred copy of
    /// the content, which needs the whole content as one element and which vector players cannot blur alike.
    /// (Other parts are kept as painted, sharing their storage; the blurred content behind UIKit's bar material is
    /// left out by the flattener, and draws nothing in the animated SVG, which has no content group to copy.)
    static func withoutFilters(_ node: Node) -> Node {
        guard case .element(var element) = node else { return node }
        guard
            element.children.contains(where: { child in
                if case .element = child { return true } else { return false }
            }) || element.value("filter") != nil || element.value("mask") != nil
        else { return node }
        element.children = element.children.compactMap { child in
            guard case .element(let inner) = child else { return child }
            if inner.value("filter") != nil || inner.value("mask") != nil { return nil }
            return withoutFilters(child)
        }
        return .element(element)
    }
}
