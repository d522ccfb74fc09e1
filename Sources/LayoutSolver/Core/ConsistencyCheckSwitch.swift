/// Whether this build of `LayoutSolver` contains the solvers' internal consistency checks (the
/// tableau's after each change, the direct engine's kept costs): `LAYOUT_SOLVER_CHECKS`, which
/// `Package.swift` defines for debug builds of this package's own checkout and leaves out of a
/// dependency that SwiftPM checked out (`.package(url:)`).
let consistencyChecksCompiled: Bool = {
    #if LAYOUT_SOLVER_CHECKS
    true
    #else
    false
    #endif
}()

/// Whether the checks run: compiled in, and this process is the package's own test runner,
/// `StackLayoutPackageTests` (what `swift test` starts in this repository). A dependent that
/// compiles them anyway (a `.package(path:)` checkout) never runs them, in its programs or in
/// its own tests.
let consistencyChecksRun: Bool = consistencyChecksCompiled
    && CommandLine.arguments.contains { $0.contains("StackLayoutPackageTests") }

/// Whether this build contains the solver's consistency checks (see `consistencyChecksRun`).
@_spi(Testing) public var solverConsistencyChecksCompiled: Bool { consistencyChecksCompiled }

/// Whether the solver's consistency checks run in this process: only in this package's own
/// test runner, and only when compiled in.
@_spi(Testing) public var solverConsistencyChecksRun: Bool { consistencyChecksRun }
