#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The few elementary functions springs and transforms need, from the platform C library (the
/// module does not import Foundation). Kept in one file so the platform imports stay in one place.
enum AnimationMath {
    /// e^x.
    static func exponential(_ x: Double) -> Double { exp(x) }
    /// The natural logarithm of `x`.
    static func logarithm(_ x: Double) -> Double { log(x) }
    /// The sine of `x` radians.
    static func sine(_ x: Double) -> Double { sin(x) }
    /// The cosine of `x` radians.
    static func cosine(_ x: Double) -> Double { cos(x) }
    /// The angle of the point (`x`, `y`) in radians, in `-π...π`.
    static func angle(y: Double, x: Double) -> Double { atan2(y, x) }
}
