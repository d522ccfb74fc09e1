/// Turning the solver's values into frames: cleaning floating-point noise and, optionally,
/// rounding to a display's pixel grid.
///
/// The solver's pivots leave noise in the last bits of a value (`343.00000000000006` for 343,
/// `57.49999999999999` for 57.5). A solved value within a relative distance of 1e-12 of a
/// decimal with at most six digits after the point (absolute 1e-12 for values below 1) becomes
/// that decimal; any other value — `380 / 3`, a share of a pixel — is returned as it is, so
/// exact values stay exact. Only decimals whose step is well above that distance count (a
/// value of a million is snapped to at most three decimals), and nothing beyond 1e9 is snapped
/// at all.
enum SolvedValues {
    /// The relative distance within which a solved value snaps to a short decimal.
    static let relativeTolerance = 1e-12
    /// The most digits after the point of a decimal a value snaps to.
    static let maximumDecimals = 6

    /// `value` snapped to a nearby short decimal when it carries only solver noise, else
    /// `value` itself (`-0` becomes `0`).
    @inline(__always) static func cleaned(_ value: Double) -> Double {
        // A multiple of 1/64 of magnitude below 1e9 (a whole number, a half, a quarter …) is
        // already clean: every other decimal the search below may return lies at least
        // 1/(64 × its finest step) from it, over 15 times the tolerance. The test needs no
        // rounding call: adding 2⁵² to a magnitude below 2⁵² rounds it to a whole number, and
        // subtracting 2⁵² again is exact, so the scaled magnitude (exact: a power of two) comes
        // back only when it was whole.
        let scaled = abs(value) * 64
        if scaled < 64e9, (scaled + 0x1p52) - 0x1p52 == scaled { return value + 0 }
        return cleanedFraction(value)
    }

    /// `cleaned(_:)` of a value that is not a whole number of magnitude below 1e9.
    @inline(never) private static func cleanedFraction(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let tolerance = relativeTolerance * max(1, abs(value))
        // The decimal's step must stay a thousand times coarser than the tolerance.
        guard tolerance <= 1e-3 else { return value + 0 }
        let whole = value.rounded()
        if abs(whole - value) <= tolerance { return whole + 0 }
        // The finest decimal allowed is the nearest to the value: when even it is too far, no
        // coarser one is near (an exact fraction costs one more rounding, not one per digit).
        var finest = 1.0
        for _ in 0..<maximumDecimals where tolerance * finest * 10 <= 1e-3 { finest *= 10 }
        guard finest > 1, abs((value * finest).rounded() / finest - value) <= tolerance else { return value + 0 }
        var scale = 10.0
        while scale < finest {
            let candidate = (value * scale).rounded() / scale
            if abs(candidate - value) <= tolerance { return candidate + 0 }
            scale *= 10
        }
        return (value * finest).rounded() / finest + 0
    }
}

extension Rect {
    /// The rectangle with every coordinate cleaned of solver noise (see ``SolvedValues``).
    var cleanedOfSolverNoise: Rect {
        Rect(x: SolvedValues.cleaned(minX), y: SolvedValues.cleaned(minY),
             width: SolvedValues.cleaned(width), height: SolvedValues.cleaned(height))
    }

    /// The rectangle whose edges are rounded to the nearest pixel of a grid of `scale` pixels per
    /// point (unchanged for a scale of 0), as UIKit rounds frames. Rounding edges, not sizes,
    /// keeps adjacent frames adjacent; the sizes are whole pixels divided by `scale`, so three
    /// views of 380 / 3 points on a grid of 3 are exactly `380 / 3` wide.
    func snappedToPixels(scale: Double) -> Rect {
        guard scale > 0 else { return self }
        let left = (minX * scale).rounded(), top = (minY * scale).rounded()
        let right = (maxX * scale).rounded(), bottom = (maxY * scale).rounded()
        return Rect(x: left / scale + 0, y: top / scale + 0,
                    width: (right - left) / scale + 0, height: (bottom - top) / scale + 0)
    }
}
