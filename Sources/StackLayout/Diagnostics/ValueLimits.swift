/// The values layout accepts. Positions, lengths, spacings and constants must be finite and at
/// most 1e12 in magnitude (the solver's limit); a multiplier is 0 or between 1e-6 and 1e6 in
/// magnitude. Setters reject other values with `LayoutDiagnostic.invalidValue` and keep the
/// previous value.
enum LayoutValueLimits {
    /// The largest magnitude of a position, length, spacing or constant.
    static let maximumMagnitude = 1e12
    /// The magnitudes of a non-zero multiplier.
    static let multiplierMagnitudes = 1e-6...1e6

    /// `true` for a finite value at most ``maximumMagnitude`` in magnitude.
    static func accepts(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    /// `true` for 0 or a value whose magnitude lies in ``multiplierMagnitudes``.
    static func acceptsMultiplier(_ value: Double) -> Bool {
        value == 0 || multiplierMagnitudes.contains(abs(value))
    }

    /// The first of `values` that ``accepts(_:)`` refuses, if any.
    static func firstRejected(_ values: [Double]) -> Double? {
        values.first { !accepts($0) }
    }

    /// Why ``accepts(_:)`` refuses `value` (`nil` when it accepts it).
    static func rejection(of value: Double, as name: String) -> String? {
        if !value.isFinite { return "the \(name) \(formatNumber(value)) is not finite" }
        if abs(value) > maximumMagnitude {
            return "the \(name) \(formatNumber(value)) is larger than 1e12 in magnitude"
        }
        return nil
    }
}

extension Rect {
    /// The coordinates of the rectangle: x, y, width, height.
    var coordinates: [Double] { [minX, minY, width, height] }
}

extension EdgeInsets {
    /// The four insets: top, left, bottom, right.
    var values: [Double] { [top, left, bottom, right] }
}
