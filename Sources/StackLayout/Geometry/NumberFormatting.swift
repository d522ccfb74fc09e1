// Locale-free decimal formatting with a bounded number of decimals, so that descriptions,
// renderings, layout JSON and benchmark reports are byte-stable on every platform.

/// Formats numbers the same way on every platform and locale: `.` as decimal separator, no
/// grouping, no exponent for ordinary magnitudes, no Foundation.
public enum NumberFormatting {
    /// The number rounded half away from zero to at most `maxDecimals` decimals (clamped to 0...9),
    /// trailing zeros trimmed: `12.5`, `0`, `126.6667`. Negative zero, and negatives that round
    /// to zero, print as `0`. Magnitudes too large for the requested decimals print as integers
    /// (exponent form beyond 2^64). Non-finite values print as `nan`, `inf` and `-inf`.
    public static func format(_ value: Double, maxDecimals: Int = 4) -> String {
        fixed(value, decimals: maxDecimals, trimZeros: true)
    }

    /// The number rounded half away from zero to exactly `decimals` decimals (clamped to 0...9),
    /// padded with zeros: `fixed(12.5, decimals: 2)` is `12.50`; with `trimZeros`, trailing zeros
    /// are dropped as in ``format(_:maxDecimals:)``. Negative zero prints unsigned.
    public static func fixed(_ value: Double, decimals: Int, trimZeros: Bool = false) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let decimals = min(max(decimals, 0), 9)
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let magnitude = abs(value)
        let scaled = (magnitude * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 18_000_000_000_000_000_000 else { return integerText(value) }
        let units = UInt64(scaled)
        if units == 0 { return decimals == 0 || trimZeros ? "0" : "0." + String(repeating: "0", count: decimals) }
        let divisor = UInt64(scale)
        let whole = units / divisor
        var digits = units % divisor
        var width = decimals
        if trimZeros {
            // Trailing zeros come off the integer, not the text.
            while width > 0 && digits % 10 == 0 {
                digits /= 10
                width -= 1
            }
        }
        return text(negative: value < 0, whole: whole, fraction: digits, width: width)
    }

    /// `[-]whole[.fraction]`, the fraction zero-padded to `width` digits (none when 0), written
    /// digit by digit into the string's storage: layout JSON formats tens of thousands of numbers.
    private static func text(negative: Bool, whole: UInt64, fraction: UInt64, width: Int) -> String {
        var wholeCount = 1
        var rest = whole / 10
        while rest > 0 {
            wholeCount += 1
            rest /= 10
        }
        let signCount = negative ? 1 : 0
        let count = signCount + wholeCount + (width == 0 ? 0 : 1 + width)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var position = count
            var number = fraction
            for _ in 0..<width {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(number % 10)
                number /= 10
            }
            if width > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            number = whole
            for _ in 0..<wholeCount {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(number % 10)
                number /= 10
            }
            if negative { buffer[0] = UInt8(ascii: "-") }
            return count
        }
    }

    /// The number as ``format(_:maxDecimals:)`` prints it when that short form is the exact value,
    /// else with every digit needed to tell the value apart (`343.00000000000006`,
    /// `126.66666666666667`), so that two values that differ never print alike.
    public static func exact(_ value: Double) -> String {
        let short = format(value)
        guard value.isFinite, Double(short) != value else { return short }
        return "\(value)"
    }

    /// A huge finite value (|x| ≥ 1.8e10 at 9 decimals, ≥ 1.8e15 at 4) is a whole number; print
    /// its digits exactly while they fit in 64 bits, else Swift's shortest round-trip form.
    private static func integerText(_ value: Double) -> String {
        let magnitude = abs(value).rounded(.toNearestOrAwayFromZero)
        let sign = value < 0 ? "-" : ""
        if magnitude < 18_000_000_000_000_000_000 { return sign + String(UInt64(magnitude)) }
        return sign + "\(magnitude)"
    }
}

/// A number in a description: ``NumberFormatting/format(_:maxDecimals:)`` with 4 decimals.
func formatNumber(_ value: Double) -> String { NumberFormatting.format(value) }

/// A coordinate in a geometry description: ``NumberFormatting/exact(_:)``.
func formatCoordinate(_ value: Double) -> String { NumberFormatting.exact(value) }
