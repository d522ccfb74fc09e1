// Numbers and escaped text as the renderers write them (no Foundation, no locale).
import StackLayout

/// How renderers write numbers and text: bounded decimals and XML escaping.
public enum RenderText {
    /// A coordinate or time as drawn: ``NumberFormatting/format(_:maxDecimals:)`` with at most
    /// `decimals` decimals (`12.5`, `0.33` for 1/3 at 2, `0` for -0.001), except that non-finite
    /// values print as `0` so that SVG stays valid.
    public static func number(_ value: Double, decimals: Int = 2) -> String {
        value.isFinite ? NumberFormatting.format(value, maxDecimals: decimals) : "0"
    }

    /// The text with `&`, `<`, `>`, `"` and `'` escaped for XML and HTML content and attributes.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A JSON string literal that never spans lines: quotes and backslashes escaped, `\n`,
    /// `\r` and `\t` as short escapes, and every other control character, DEL and the line and
    /// paragraph separators (U+0085, U+2028, U+2029) as `\u` escapes; everything else is written
    /// as is (UTF-8).
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{85}"
                    || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let digits = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
