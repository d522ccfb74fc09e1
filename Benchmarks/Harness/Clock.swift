#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock read with `clock_gettime`, in nanoseconds.
enum MonotonicClock {
    /// The current monotonic time in nanoseconds.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}

/// Keeps a value alive and opaque to the optimiser so that timed work cannot be removed. Not
/// optimised itself: an optimised empty body would let the compiler drop the argument, and with
/// it the work that computed it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
