/// The benchmark registry: every suite the executable knows, in printing order.
///
/// To add a workload family (e.g. Stack-level layouts), write a `...Suite` enum returning
/// `[BenchmarkSuite]` and append it here.
enum Registry {
    /// Suites for the `.slw` files (`replay` if given, else every file of `workloadsDirectory`;
    /// through ids with `ids`), then the built-in ones.
    static func suites(replay: [String], workloadsDirectory: String?, ids: Bool = false) -> [BenchmarkSuite] {
        if !replay.isEmpty {
            return replay.map { ReplaySuite.suite(path: $0, ids: ids) }
        }
        var suites: [BenchmarkSuite] = []
        if let dir = workloadsDirectory {
            suites += Files.list(dir, suffix: ".slw").map { ReplaySuite.suite(path: dir + "/" + $0, ids: ids) }
        }
        suites += StackSuite.suites()
        suites += ChainSuite.suites()
        suites += NestingSuite.suites()
        suites += FeedSuite.suites()
        suites += SpacingSuite.suites()
        suites += ClosedFormSuite.suites()
        return suites
    }
}

/// Builds the suite of one `.slw` file.
enum ReplaySuite {
    /// The workload name is the file name without `.slw` until the file is parsed (the
    /// `workload` line normally says the same). With `ids`, the replay goes through the
    /// solver's handle API.
    static func suite(path: String, ids: Bool) -> BenchmarkSuite {
        var name = Files.baseName(path)
        if name.hasSuffix(".slw") { name.removeLast(4) }
        return BenchmarkSuite(names: ["build", "cycle", "churn", "teardown", "rebuild"].map { "\(name)/\($0)" }) {
            guard let text = Files.read(path) else { throw ReplayError(message: "cannot read \(path)") }
            do {
                let workload = try SLWWorkload.parse(text, defaultName: name)
                return ids ? SLWIDReplay(workload).benchmarks() : SLWReplay(workload).benchmarks()
            } catch {
                throw ReplayError(message: "\(path): \(error)")
            }
        }
    }
}

/// A workload that cannot be loaded.
struct ReplayError: Error, CustomStringConvertible {
    /// What went wrong.
    let message: String
    /// The message.
    var description: String { message }
}
