import SVGWriter

/// The `<defs>` of one document, each definition written once however often it is used.
///
/// Glyph outlines and icon paths are defined here the first time a painter needs them and drawn with `<use>`
/// afterwards, so a title repeated on every frame of a filmstrip costs one outline per glyph. Definitions keep the
/// order of their first use, which keeps the output deterministic.
struct DefinitionRegistry {
    /// The definitions in order of first use.
    private(set) var nodes: [Node] = []
    /// The ids of `nodes`, in the same order.
    private(set) var order: [String] = []
    /// The ids again, for quick lookups once there are many (outlined text defines one per glyph); a handful is
    /// searched in `order` faster than it is hashed.
    private var ids: Set<String> = []
    private static let searchedInOrder = 16

    /// Creates an empty registry. A preview with text defines three or four icons, room for which is made with the
    /// first; outlined text and filmstrips grow it as they go.
    init() {}

    /// Whether `id` has been defined.
    func contains(_ id: String) -> Bool {
        order.count <= Self.searchedInOrder ? order.contains(id) : ids.contains(id)
    }

    /// Defines `id` with the node `make` returns, unless it is already defined; `make` runs at most once per id.
    ///
    /// The node should carry `id` itself (the registry does not add it).
    mutating func define(_ id: String, _ make: () -> Node) {
        guard !contains(id) else { return }
        if nodes.isEmpty {
            // Room for a preview's icons at once, rather than growing one definition at a time.
            nodes.reserveCapacity(4)
            order.reserveCapacity(4)
        }
        nodes.append(make())
        order.append(id)
        if order.count > Self.searchedInOrder {
            if ids.isEmpty { ids = Set(order) } else { ids.insert(id) }
        }
    }

    /// The `<defs>` element, or nil when nothing was defined (an empty `<defs/>` is noise).
    var element: Node? { nodes.isEmpty ? nil : .defs(nodes) }
}
