// swift-tools-version: 6.1
import PackageDescription

// MARK: - Shared settings

/// `LAYOUT_SOLVER_CHECKS` compiles the solver's consistency checks into debug builds of this
/// checkout, never into release builds (the benchmark) nor into a dependency that SwiftPM checked
/// out (`.package(url:)`, in a `checkouts` folder). Where compiled in, they run only in this
/// package's own test runner (`Sources/LayoutSolver/Core/ConsistencyCheckSwitch.swift`): plain
/// `swift test` here runs them, a `.package(path:)` dependent's programs and tests never do.
let isDependencyCheckout = Context.packageDirectory.split(whereSeparator: { $0 == "/" || $0 == "\\" })
    .contains("checkouts")
let solverSettings: [SwiftSetting] = isDependencyCheckout ? [] : [
    .define("LAYOUT_SOLVER_CHECKS", .when(configuration: .debug)),
]

// The layers, each depending only on those above it:
//   LayoutSolver          the constraint solver (strict priority levels)
//   StackLayout           views, anchors, constraints, the layout engine, Stack, animation
//   StackLayoutRendering  SVG, HTML and text renderings of snapshots of view trees
//   StackLayoutScene      scene files: the model, the strict loader, the player, layout JSON
//   stacklayout           the command line and its built-in demo
let package = Package(
    name: "StackLayout",
    products: [
        // MARK: - Libraries
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .library(name: "StackLayoutRendering", targets: ["StackLayoutRendering"]),
        .library(name: "StackLayoutScene", targets: ["StackLayoutScene"]),
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
        // The reliability tests also render their deep and wide trees.
        .testTarget(
            name: "StackLayoutTests",
            dependencies: ["StackLayout", "StackLayoutRendering", "LayoutSolver", "TestSupport"]
        ),

        // MARK: - Rendering
        .target(name: "StackLayoutRendering", dependencies: ["StackLayout"]),
        .testTarget(name: "StackLayoutRenderingTests", dependencies: ["StackLayoutRendering", "StackLayout", "TestSupport"]),

        // MARK: - Scenes and the command line
        .target(name: "StackLayoutScene", dependencies: ["StackLayout", "StackLayoutRendering"]),
        .executableTarget(name: "stacklayout", dependencies: ["StackLayoutScene", "StackLayoutRendering", "StackLayout"]),
        // Tests of the scene library and of the tool; depending on the executable builds it
        // before the tests, which also run it as a process.
        .testTarget(
            name: "StackLayoutSceneTests",
            dependencies: ["StackLayoutScene", "stacklayout", "StackLayoutRendering", "StackLayout", "TestSupport"]
        ),

        // MARK: - Code shared by the tests and the benchmarks (no Testing: the benchmarks link it)
        .target(name: "TestSupport", dependencies: ["LayoutSolver", "StackLayout"], path: "Tests/TestSupport"),

        // MARK: - Benchmarks
        .executableTarget(
            name: "StackLayoutBenchmarks",
            dependencies: ["LayoutSolver", "StackLayout", "StackLayoutRendering", "StackLayoutScene", "TestSupport"],
            path: "Benchmarks",
            exclude: ["README.md", "Peers"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
