import CHarfBuzz
import MastheadGeometry

/// The writing direction a character's script imposes, from the Unicode Script property.
enum ScriptDirection {
    /// `.rtl` for Hebrew, Arabic and other right-to-left scripts, `.ltr` for Latin, Greek, Cyrillic, CJK and the
    /// like, `nil` for neutral characters (the Common, Inherited and Unknown scripts: spaces, digits,
    /// punctuation, combining marks), which take the direction of the text around them.
    static func of(_ scalar: Unicode.Scalar) -> LayoutDirection? {
        let script = script(of: scalar)
        guard script != HB_SCRIPT_COMMON, script != HB_SCRIPT_INHERITED, script != HB_SCRIPT_UNKNOWN else {
            return nil
        }
        return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL ? .rtl : .ltr
    }

    /// The Unicode Script property of `scalar`.
    ///
    /// Wraps `hb_unicode_script` with HarfBuzz's default Unicode functions.
    private static func script(of scalar: Unicode.Scalar) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    }
}

/// The direction a line of text reads in, whatever the layout around it: that of its first strong character
/// (rules P2 and P3 of the Unicode Bidirectional Algorithm), or the layout's when it has none. Android's text
/// (`TextDirection.Content` in Compose, `firstStrong` in views) and UIKit's natural writing direction both decide so:
/// "3 unread" in a right-to-left layout reads "3 unread", not "unread 3".
public enum ParagraphDirection {
    /// The direction of `text` in a layout of direction `layout`.
    public static func of(_ text: String, in layout: LayoutDirection) -> LayoutDirection {
        for scalar in text.unicodeScalars {
            if let direction = ScriptDirection.of(scalar) { return direction }
        }
        return layout
    }
}
