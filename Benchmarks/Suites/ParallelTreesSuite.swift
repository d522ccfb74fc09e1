// `--parallel-trees`: how independent layouts scale over the machine's cores.
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport

/// `--parallel-trees N`: N independent trees (`runIndependentTree`: a 12-row card screen laid
/// out, narrowed, and animated through a hide), first one after another on one thread, then on
/// every core at once (`DispatchQueue.concurrentPerform`, one tree per iteration). Prints the
/// throughput of each in trees per second, their ratio, and whether every tree's frames were the
/// same both ways (exit status 1 if not). Medians over `samples` rounds.
enum ParallelTreesSuite {
    /// Runs the comparison; returns whether the parallel frames equalled the serial ones.
    static func run(trees: Int, samples: Int) -> Bool {
        let cores = activeProcessorCount()
        var serialTimes: [Double] = [], parallelTimes: [Double] = []
        var same = true
        for _ in 0..<max(samples, 1) {
            var serial: [IndependentTreeFrames] = []
            let serialStart = MonotonicClock.nanoseconds()
            for seed in 0..<trees { serial.append(runIndependentTree(seed: seed)) }
            serialTimes.append(Double(MonotonicClock.nanoseconds() - serialStart) / 1e9)

            let results = ConcurrentResults<IndependentTreeFrames>()
            let parallelStart = MonotonicClock.nanoseconds()
            DispatchQueue.concurrentPerform(iterations: trees) { seed in
                let frames = runIndependentTree(seed: seed)
                results.set(frames, at: seed)
            }
            parallelTimes.append(Double(MonotonicClock.nanoseconds() - parallelStart) / 1e9)
            let parallel = results.all
            same = same && serial.indices.allSatisfy { parallel[$0] == serial[$0] }
        }
        let one = Double(trees) / median(serialTimes), all = Double(trees) / median(parallelTimes)
        print("parallel-trees \(trees) trees: 1 thread \(rounded(one)) trees/s, \(cores) cores "
            + "\(rounded(all)) trees/s, speed-up \(rounded(all / one))×, frames \(same ? "equal" : "DIFFER")")
        return same
    }

    /// The number of processors the scheduler uses.
    private static func activeProcessorCount() -> Int {
        #if canImport(Glibc)
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return Int(sysconf(_SC_NPROCESSORS_ONLN))
        #endif
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// `value` with two decimals.
    private static func rounded(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
