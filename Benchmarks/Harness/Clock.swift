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
        SampleClock.wall.nanoseconds()
    }
}

/// The clock a benchmark's samples are timed by.
enum SampleClock: Sendable {
    /// Wall-clock time (`CLOCK_MONOTONIC`): what a user waits, inflated by whatever else runs.
    case wall
    /// The CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`): what the work itself
    /// costs, less inflated by other processes on a shared machine. The kiwi driver times its
    /// replays by this clock, so the ratios against kiwi read both sides the same way.
    case threadCPU

    /// The clock's current reading in nanoseconds.
    @inline(__always)
    func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(self == .wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts)
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
