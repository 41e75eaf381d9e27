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
