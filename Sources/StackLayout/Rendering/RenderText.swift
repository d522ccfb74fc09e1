// Byte-stable number and text helpers shared by the renderers (no Foundation, no locale).

/// Text helpers for renderers: fixed-decimal numbers and XML escaping.
public enum RenderText {
    /// The number rounded half away from zero to `decimals` decimals (0…6), trailing zeros and a
    /// trailing point removed: `fixed(12.5)` is `12.5`, `fixed(1.0 / 3)` is `0.33`, `fixed(-0.001)`
    /// is `0`. Non-finite values print as `0` so that SVG stays valid; magnitudes beyond about
    /// 10^15 (never a real coordinate) print in Swift's shortest form.
    public static func fixed(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let decimals = min(max(decimals, 0), 6)
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return "\(value.rounded(.toNearestOrAwayFromZero))" }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let whole = units / Int64(scale)
        var fraction = decimals == 0 ? "" : String(units % Int64(scale))
        fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
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
