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
}
