import TestSupport
import Testing
@testable import StackLayout

/// `ambiguousAxes` reads the solver's last solve: asking never changes a frame, a value or the
/// installed constraints, and its answers follow the constraints (views that no constraint
/// positions keep their frames, so views pinned to them are determined).
@Suite("Ambiguity queries")
struct AmbiguityQueryTests {
    /// Every view's frame, in tree order.
    private func frames(_ window: Window) -> [Rect] {
        var result: [Rect] = []
        window.forEachInSubtree { result.append($0.frame) }
        return result
    }

    /// A tree with ambiguous views (inequalities only, a free width) and one whose wishes tie at
    /// equal priorities (two equal-priority pulls on one edge).
    private func trees() -> [(Window, [View])] {
        let window = testWindow()
        let free = namedView("free"), loose = namedView("loose")
        window.addSubview(free)
        window.addSubview(loose)
        LayoutConstraint.activate([
            free.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 10),
            free.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            loose.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            loose.topAnchor.constraint(equalTo: free.bottomAnchor),
            loose.heightAnchor.constraint(equalToConstant: 5),
        ])
        let tied = testWindow()
        let a = IntrinsicView("a", intrinsic: Size(width: 40, height: 20))
        let b = IntrinsicView("b", intrinsic: Size(width: 40, height: 20))
        tied.addSubview(a)
        tied.addSubview(b)
        let pulls = [
            a.leadingAnchor.constraint(equalTo: tied.leadingAnchor, constant: 10),
            a.leadingAnchor.constraint(equalTo: tied.leadingAnchor, constant: 30),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: tied.trailingAnchor),
        ]
        for pull in pulls.prefix(2) { pull.priority = LayoutPriority(500) }
        LayoutConstraint.activate(pulls + [a.topAnchor.constraint(equalTo: tied.topAnchor), b.topAnchor.constraint(equalTo: a.topAnchor)])
        return [(window, [free, loose]), (tied, [a, b])]
    }

    @Test func askingNeverChangesALayout() {
        for (window, views) in trees() {
            window.layoutIfNeeded()
            let before = frames(window)
            let values = views.flatMap { view in
                let record = window.layoutEngine.record(of: view)!
                let solver = window.layoutEngine.solver
                return [Axis.horizontal, .vertical].flatMap { [solver.value(of: record.variables.min(along: $0)), solver.value(of: record.variables.length(along: $0))] }
            }
            let statistics = window.layoutEngine.statistics
            var answers: [[Axis]] = []
            window.forEachInSubtree { answers.append($0.ambiguousAxes) }
            _ = window.recursiveDescription
            #expect(window.layoutEngine.statistics == statistics, "nothing installed, removed or updated")
            let after = views.flatMap { view in
                let record = window.layoutEngine.record(of: view)!
                let solver = window.layoutEngine.solver
                return [Axis.horizontal, .vertical].flatMap { [solver.value(of: record.variables.min(along: $0)), solver.value(of: record.variables.length(along: $0))] }
            }
            #expect(after == values)
            window.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(frames(window) == before)
            var again: [[Axis]] = []
            window.forEachInSubtree { again.append($0.ambiguousAxes) }
            #expect(again == answers)
        }
    }

    @Test func theAnswersOfTheTestTrees() {
        let trees = trees()
        for (window, _) in trees { window.layoutIfNeeded() }
        let (free, loose) = (trees[0].1[0], trees[0].1[1])
        #expect(free.ambiguousAxes == [.horizontal, .vertical], "a lower bound only, no width, no height")
        #expect(loose.ambiguousAxes == [.horizontal, .vertical], "its trailing edge is pinned, not its width; its top follows free's bottom")
        let (a, b) = (trees[1].1[0], trees[1].1[1])
        #expect(a.ambiguousAxes == [.horizontal], "two pulls at 500 tie between 10 and 30")
        #expect(b.ambiguousAxes == [.horizontal])
    }

    /// A container that no constraint positions keeps its frame (by stays), and a view pinned
    /// inside it is determined through it.
    @Test func aViewPinnedInsideAFrameKeptContainerIsDetermined() {
        let window = testWindow()
        let container = namedView("container", frame: Rect(x: 20, y: 30, width: 200, height: 100))
        let inner = IntrinsicView("inner", intrinsic: Size(width: 50, height: 20))
        window.addSubview(container)
        container.addSubview(inner)
        LayoutConstraint.activate([
            inner.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            inner.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(inner, 140, 40, 50, 20)
        #expect(!inner.hasAmbiguousLayout)
        #expect(!container.hasAmbiguousLayout)
    }
}
