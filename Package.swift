// swift-tools-version: 6.1
import PackageDescription

// MARK: - Shared settings

/// `LAYOUT_SOLVER_CHECKS` compiles the solver's tableau consistency checks in. They are on in
/// debug builds (so every test exercises them) and off in release builds (the benchmark).
let solverSettings: [SwiftSetting] = [
    .define("LAYOUT_SOLVER_CHECKS", .when(configuration: .debug)),
]

let package = Package(
    name: "StackLayout",
    products: [
        // MARK: - Libraries
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "StackLayout", targets: ["StackLayout"]),
        // MARK: - Executables
        .executable(name: "stacklayout", targets: ["stacklayout"]),
        .executable(name: "StackLayoutBenchmarks", targets: ["StackLayoutBenchmarks"]),
    ],
    targets: [
        // MARK: - Solver
        .target(name: "LayoutSolver", swiftSettings: solverSettings),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"], swiftSettings: solverSettings),

        // MARK: - Views, constraints, stacks, animation
        .target(name: "StackLayout", dependencies: ["LayoutSolver"]),
        .testTarget(name: "StackLayoutTests", dependencies: ["StackLayout", "LayoutSolver", "TestSupport"]),

        // MARK: - Scenes and the command-line tool
        .target(name: "StackLayoutScene", dependencies: ["StackLayout"]),
        .testTarget(name: "StackLayoutSceneTests", dependencies: ["StackLayoutScene", "StackLayout", "TestSupport"]),
        .executableTarget(name: "stacklayout", dependencies: ["StackLayoutScene", "StackLayout"]),

        // MARK: - Test support (seeded randomness and a small-stack thread runner shared by the test targets)
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        // MARK: - Benchmarks
        .executableTarget(
            name: "StackLayoutBenchmarks",
            dependencies: ["LayoutSolver", "StackLayout"],
            path: "Benchmarks",
            exclude: ["README.md", "Peers"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
