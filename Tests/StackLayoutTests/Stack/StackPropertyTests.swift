import Testing
import TestSupport
import StackLayout

/// Random stacks (seeded): the laid-out frames satisfy the invariants of the "Stack semantics"
/// article; the expected gaps come from the spacings the test set, not from the stack.
@Suite("Stack properties")
struct StackPropertyTests {
    struct Sample {
        var window: Window
        var stack: Stack
        var views: [View]
        var gaps: [Double]
        var pinned: Double?
    }

    /// A random stack from `seed`; `hidden`, when given, replaces the random hidden states before
    /// the first layout (the same seed then builds the same stack in those states).
    static func makeSample(seed: UInt64, hidden: [Bool]? = nil, pinned fixedPin: Double?? = nil) -> Sample {
        var random = SeededGenerator(seed: seed)
        let window = stackWindow(5000, 5000)
        let count = Int.random(in: 0...6, using: &random)
        let views: [View] = (0..<count).map { index in
            if Int.random(in: 0..<5, using: &random) == 0 {
                return Stack(axis: Bool.random(using: &random) ? .horizontal : .vertical, spacing: 3) {
                    IntrinsicView("n\(index)a", 10, 12)
                    IntrinsicView("n\(index)b", 14, 6)
                }
            }
            let width = Int.random(in: 0..<4, using: &random) == 0 ? View.noIntrinsicMetric : Double.random(in: 0...80, using: &random).rounded()
            let height = Double.random(in: 0...80, using: &random).rounded()
            return IntrinsicView("v\(index)", width, height)
        }
        let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
        let distribution = Stack.Distribution.allCases.randomElement(using: &random) ?? .fill
        let alignment = Stack.Alignment.allCases.randomElement(using: &random) ?? .fill
        let spacing = Double(Int.random(in: 0...12, using: &random))
        let stack = Stack(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                          arrangedSubviews: views)
        for view in views where Int.random(in: 0..<3, using: &random) == 0 { view.isHidden = true }
        if let hidden { for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden } }
        var customSpacings: [ObjectIdentifier: Double] = [:]
        for view in views where Int.random(in: 0..<4, using: &random) == 0 {
            let custom = Double(Int.random(in: 0...30, using: &random))
            stack.setCustomSpacing(custom, after: view)
            customSpacings[ObjectIdentifier(view)] = custom
        }
        // Between two visible neighbours: the custom spacing set after the first, else `spacing`.
        let visible = views.filter { !$0.isHidden }
        let gaps = zip(visible, visible.dropFirst()).map { customSpacings[ObjectIdentifier($0.0)] ?? spacing }
        var pinned: Double?
        if Bool.random(using: &random) {
            pinned = gaps.reduce(0, +) + Double(Int.random(in: 0...300, using: &random))
        }
        if let fixedPin { pinned = fixedPin }
        place(stack, in: window, width: stack.axis == .horizontal ? pinned : nil, height: stack.axis == .vertical ? pinned : nil)
        window.layoutIfNeeded()
        return Sample(window: window, stack: stack, views: views, gaps: gaps, pinned: pinned)
    }

    @Test(arguments: 0..<60)
    func invariants(_ seed: Int) {
        let sample = Self.makeSample(seed: UInt64(seed) &* 7919 &+ 17)
        let stack = sample.stack
        let axis = stack.axis
        let tolerance = 0.01
        expectNoDiagnostics(sample.window)
        let visible = sample.views.filter { !$0.isHidden }
        let exact = [.fill, .fillEqually, .fillProportionally].contains(stack.distribution)
        for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = pair.1.frame.min(along: axis) - pair.0.frame.max(along: axis)
            if exact {
                #expect(abs(gap - sample.gaps[index]) < tolerance, "seed \(seed): gap \(gap) ≠ \(sample.gaps[index])")
            } else {
                #expect(gap >= sample.gaps[index] - tolerance, "seed \(seed): gap \(gap) < \(sample.gaps[index])")
            }
        }
        for view in sample.views {
            #expect(view.frame.width >= -tolerance && view.frame.height >= -tolerance, "seed \(seed): \(view.frame)")
            if view.isHidden {
                #expect(abs(view.frame.length(along: axis)) < tolerance, "seed \(seed): hidden \(view.frame)")
            }
        }
        let length = stack.frame.length(along: axis)
        if let first = visible.first, let last = visible.last {
            #expect(abs(first.frame.min(along: axis)) < tolerance, "seed \(seed): first \(first.frame)")
            #expect(abs(last.frame.max(along: axis) - length) < tolerance, "seed \(seed): last \(last.frame) in \(length)")
            if stack.alignment == .fill {
                for view in visible {
                    #expect(abs(view.frame.min(along: axis.cross)) < tolerance)
                    #expect(abs(view.frame.length(along: axis.cross) - stack.frame.length(along: axis.cross)) < tolerance)
                }
            }
        } else {
            #expect(abs(length - (sample.pinned ?? 0)) < tolerance, "seed \(seed): empty stack length \(length)")
        }
        if stack.distribution == .fillEqually, let first = visible.first {
            for view in visible {
                #expect(abs(view.frame.length(along: axis) - first.frame.length(along: axis)) < tolerance)
            }
        }
    }

    @Test(arguments: 0..<20)
    func randomToggleSequencesMatchAFreshBuild(_ seed: Int) {
        let stackSeed = UInt64(seed) &* 104_729 &+ 3
        let sample = Self.makeSample(seed: stackSeed)
        var random = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<6 where !sample.views.isEmpty {
            let view = sample.views[Int.random(in: 0..<sample.views.count, using: &random)]
            view.isHidden.toggle()
            if Bool.random(using: &random) { sample.window.layoutIfNeeded() }
        }
        sample.window.layoutIfNeeded()
        expectNoDiagnostics(sample.window)
        // The same stack built in the final hidden states (and pinned to the same length) has
        // the same catalogue and the same frames.
        let fresh = Self.makeSample(seed: stackSeed, hidden: sample.views.map(\.isHidden), pinned: .some(sample.pinned))
        sample.stack.debugName = "stack"
        fresh.stack.debugName = "stack"
        #expect(CatalogueGoldenTests.catalogue(fresh.stack) == CatalogueGoldenTests.catalogue(sample.stack), "seed \(seed)")
        for (toggled, built) in zip([sample.stack] + sample.views, [fresh.stack] + fresh.views) {
            #expect(toggled.frame.isClose(to: built.frame, tolerance: stackTolerance),
                    "seed \(seed): \(toggled.displayName) \(toggled.frame), built fresh \(built.frame)")
        }
    }
}
