import Testing
import TestSupport
import StackLayout

/// Random histories of public operations (`RandomAPIHistory`): after every layout every frame
/// is finite, and every view whose layout is unique has the frame a fresh build of the state
/// the tree is in gives it (`ViewTreeState`). A state whose required constraints conflict is
/// not compared (which constraint is left out depends on the order they came in).
@Suite("Random API histories")
struct RandomAPIHistoryTests {
    /// 4 × 125 histories a run.
    static let seeds: [UInt64] = [0xA11_0001, 0xA11_0002, 0xA11_0003, 0xA11_0004]
    static let historiesPerSeed = 125
    static let stepsPerHistory = 12

    /// What the checks of one history saw.
    struct Counts {
        var compared = 0
        var conflicting = 0
        var ambiguous = 0
    }

    @Test(arguments: seeds)
    func everyLayoutMatchesAFreshBuildOfItsState(seed: UInt64) {
        var counts = Counts()
        var random = SplitMix64(seed: seed)
        for _ in 0..<Self.historiesPerSeed {
            let historySeed = random.next()
            let history = RandomAPIHistory(seed: historySeed)
            Self.check(history, "history \(historySeed) at start", &counts)
            for step in 1...Self.stepsPerHistory {
                history.step()
                history.window.layoutIfNeeded()
                Self.check(history, "history \(historySeed) step \(step)", &counts)
            }
        }
        // Most layouts are unique and most views compared: the property is not vacuous.
        #expect(counts.compared > Self.historiesPerSeed * Self.stepsPerHistory * 3, "\(counts)")
        #expect(counts.conflicting > 0 && counts.ambiguous > 0, "\(counts)")
    }

    /// Expects finite frames in the tree of `history` and in a fresh build of its state, and the
    /// same frames in both for every view that neither leaves ambiguous.
    static func check(_ history: RandomAPIHistory, _ label: String, _ counts: inout Counts) {
        let live = history.tree
        let state = ViewTreeState(of: history.window, constraints: history.constraints)
        let fresh = state.build()
        for view in live + fresh.views where !view.frame.isFinite {
            Issue.record("\(label): \(view.displayName) at \(view.frame)\n\(history.log.joined(separator: "\n"))")
            return
        }
        guard !fresh.window.diagnostics.contains(where: \.isConflict) else {
            counts.conflicting += 1
            return
        }
        let unique = zip(uniquelyPlaced(live), uniquelyPlaced(fresh.views)).map { $0 && $1 }
        counts.ambiguous += unique.filter { !$0 }.count
        let tolerance = tolerance(for: state)
        for (index, (mine, theirs)) in zip(live, fresh.views).enumerated().dropFirst() where unique[index] {
            counts.compared += 1
            if !mine.frame.isClose(to: theirs.frame, tolerance: tolerance) {
                Issue.record("""
                    \(label): \(mine.displayName) \(mine.frame), built fresh \(theirs.frame)
                    \(history.log.joined(separator: "\n"))
                    """)
                return
            }
        }
    }

    /// For each view of `views` (parents before children, the window first), whether neither
    /// it nor any view it lies in has an ambiguous layout.
    static func uniquelyPlaced(_ views: [View]) -> [Bool] {
        var unique: [ObjectIdentifier: Bool] = [:]
        return views.map { view in
            let parentUnique = view.superview.map { unique[ObjectIdentifier($0)] ?? true } ?? true
            let result = parentUnique && !view.hasAmbiguousLayout
            unique[ObjectIdentifier(view)] = result
            return result
        }
    }

    /// 1e-6, or 1e-10 of the largest constant or coordinate of the state when that is larger
    /// (rounding: beside a constant of 1e6, two solves differ by about 1e-6).
    static func tolerance(for state: ViewTreeState) -> Double {
        let constants = state.constraints.map { abs($0.constant) }
        let coordinates = state.views.flatMap { [abs($0.frame.minX), abs($0.frame.minY), $0.frame.width, $0.frame.height] }
        return max(1e-6, 1e-10 * (constants + coordinates).reduce(0, max))
    }
}

extension LayoutDiagnostic {
    /// Whether this reports required constraints that conflict.
    fileprivate var isConflict: Bool {
        if case .unsatisfiable = self { return true }
        return false
    }
}
