// The arguments of the differential suites that run at every solver tuning.
@_spi(Testing) import LayoutSolver

extension SolverTuning {
    /// Every seed of `seeds` at the default thresholds, then the first `extremeSeeds` of them at
    /// each extreme (``alwaysOn``, ``neverOn``, ``listedColumns``): both sides of every threshold
    /// in every run, at a fraction of the default's cost.
    @_spi(Testing) public static func cases(_ seeds: [UInt64], extremeSeeds: Int = 1) -> [(SolverTuning, UInt64)] {
        seeds.map { (.default, $0) } + all.dropFirst().flatMap { tuning in seeds.prefix(extremeSeeds).map { (tuning, $0) } }
    }
}
