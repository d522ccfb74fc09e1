/// Formats a number for descriptions without Foundation: integers without a fraction, other
/// values rounded to at most 4 decimals (`8`, `0.5`, `-12.3333`, `nan`, `inf`).
func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let scaled = (value * 10_000).rounded()
    if abs(scaled) >= 1e15 { return "\(value)" }
    let negative = scaled < 0
    let magnitude = Int(abs(scaled))
    let whole = magnitude / 10_000
    var fraction = magnitude % 10_000
    var text = (negative && magnitude != 0 ? "-" : "") + String(whole)
    if fraction != 0 {
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let raw = String(fraction)
        text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
}

/// Formats a coordinate for geometry descriptions: as ``formatNumber(_:)`` when that short form
/// is the exact value, else with every digit needed to tell the value apart
/// (`343.00000000000006`, `126.66666666666667`), so that two values that differ never print alike.
func formatCoordinate(_ value: Double) -> String {
    let short = formatNumber(value)
    guard value.isFinite, Double(short) != value else { return short }
    return "\(value)"
}
