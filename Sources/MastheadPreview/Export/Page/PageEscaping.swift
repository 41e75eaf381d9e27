/// Escaping for the scroll page: HTML text and attribute values, and CSS strings.
///
/// Characters XML 1.0 forbids (C0 controls other than tab and line breaks, U+FFFE, U+FFFF) are dropped from HTML,
/// as the SVG writer does, so one title gives the same visible text in every format.
enum PageEscaping {
    /// `text` for HTML element content or a double-quoted attribute value: `&`, `<`, `>`, `"` and `'` as
    /// character references.
    static func html(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: break
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `text` as a double-quoted CSS string: every ASCII character other than a letter, a digit or a space as a
    /// hexadecimal escape (`\3c `), so nothing in it can end the string, the rule or an enclosing `<style>`; NUL
    /// as U+FFFD, as CSS reads it; other characters (any script, either direction) as themselves.
    static func cssString(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let plain =
                (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
                || value == 0x20 || value >= 0x80
            if value == 0 {
                output += "\\fffd "
            } else if plain && value != 0x2028 && value != 0x2029 {
                output.unicodeScalars.append(scalar)
            } else {
                output += "\\" + String(value, radix: 16) + " "
            }
        }
        return output + "\""
    }
}
