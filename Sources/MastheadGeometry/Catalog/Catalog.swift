import MastheadFormat

/// Everything `/v1/catalog` lists: the choices a request can make and the numbers layout uses, with defaults.
///
/// The tables themselves live with their types (``HeaderStyle``, ``DevicePreset/all``, ``IconCatalog``,
/// ``ContentKind``, ``ColorPalette``, ``Fonts``, ``Metrics/catalog``); this type gathers them into one document.
public enum Catalog {
    /// Writes the catalog document:
    /// `{styles, devices, icons, contentKinds, appearances, directions, edges, backFallbacks, tokens, cardColors,
    /// fonts, fontScales, metrics, defaults}`. Every enumeration is `{"values": […], "default": …}`; tables keep
    /// their order.
    ///
    /// `more` writes members of the service's own after those (the request parameters).
    public static func writeJSON(into json: inout JSONWriter, more: (inout JSONWriter) -> Void = { _ in }) {
        json.beginObject()
        writeChoice("styles", HeaderStyle.allCases.map(\.rawValue), HeaderStyle.default.rawValue, into: &json)
        json.key("devices")
        json.beginArray()
        for device in DevicePreset.all {
            json.beginObject()
            json.member("id", device.id)
            json.member("width", device.width)
            json.member("height", device.height)
            json.member("scale", device.scale)
            json.member("safeAreaTop", device.safeAreaTop)
            json.member("barHeight", device.barHeight)
            json.member("displayCornerRadius", device.displayCornerRadius)
            json.member("default", device == DevicePreset.default)
            json.endObject()
        }
        json.endArray()
        json.key("icons")
        json.beginArray()
        for icon in IconCatalog.icons {
            json.beginObject()
            json.member("name", icon.name)
            json.member("label", icon.label)
            json.endObject()
        }
        json.endArray()
        json.key("contentKinds")
        json.beginArray()
        for kind in ContentKind.allCases {
            json.beginObject()
            json.member("id", kind.rawValue)
            json.key("defaultRows")
            json.integer(kind.defaultRows)
            json.member("default", kind == .default)
            json.endObject()
        }
        json.endArray()
        writeChoice("appearances", Appearance.allCases.map(\.rawValue), Appearance.default.rawValue, into: &json)
        writeChoice("directions", LayoutDirection.allCases.map(\.rawValue), LayoutDirection.ltr.rawValue, into: &json)
        writeChoice("edges", EdgeStyle.allCases.map(\.rawValue), EdgeStyle.default.rawValue, into: &json)
        writeChoice(
            "backFallbacks", BackFallback.allCases.map(\.rawValue), BackFallback.default.rawValue, into: &json)
        writeTokens(into: &json)
        json.key("fonts")
        json.beginObject()
        for (name, font) in Fonts.all {
            json.key(escaping: name)
            json.font(font)
        }
        json.endObject()
        writeFontScales(into: &json)
        json.key("metrics")
        json.beginObject()
        for (name, value) in Metrics.catalog {
            json.key(escaping: name)
            json.number(value)
        }
        json.endObject()
        writeDefaults(into: &json)
        more(&json)
        json.endObject()
    }

    private static func writeChoice(
        _ name: StaticString, _ values: [String], _ fallback: String, into json: inout JSONWriter
    ) {
        json.key(name)
        json.beginObject()
        json.key("values")
        json.beginArray()
        for value in values { json.string(value) }
        json.endArray()
        json.member("default", fallback)
        json.endObject()
    }

    private static func writeTokens(into json: inout JSONWriter) {
        json.key("tokens")
        json.beginObject()
        for appearance in Appearance.allCases {
            json.key(escaping: appearance.rawValue)
            json.beginObject()
            for (name, color) in ColorPalette.forAppearance(appearance).tokens {
                json.key(escaping: name)
                json.string(color.css)
            }
            json.endObject()
        }
        json.endObject()
        json.key("cardColors")
        json.beginObject()
        for (name, color) in ColorPalette.cardColors {
            json.key(escaping: name)
            json.string(color.css)
        }
        json.endObject()
    }

    private static func writeDefaults(into json: inout JSONWriter) {
        let defaults = HeaderConfiguration()
        json.key("defaults")
        json.beginObject()
        json.member("style", defaults.style.rawValue)
        json.member("offset", 0.0)
        json.member("title", defaults.title)
        json.member("backFallback", defaults.backFallback.rawValue)
        json.member("device", defaults.device)
        json.member("appearance", defaults.appearance.rawValue)
        json.member("direction", defaults.direction.rawValue)
        json.member("edge", defaults.edge.rawValue)
        json.member("headerHeight", defaults.headerHeight)
        json.member("collapseDistance", defaults.collapseDistance)
        json.member("parallax", defaults.parallax)
        json.member("content", ContentKind.default.rawValue)
        json.endObject()
    }
}
