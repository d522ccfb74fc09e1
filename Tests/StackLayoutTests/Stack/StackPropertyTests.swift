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
    /// the first layout (the same seed then builds the same stack in those states). A random
    /// pinned length is at least the shortest one the visible views fit in, or with
    /// `pinFitsEveryHiddenState` the shortest one that every combination of hidden states fits in.
    static func makeSample(
        seed: UInt64, hidden: [Bool]? = nil, pinned fixedPin: Double?? = nil, pinFitsEveryHiddenState: Bool = false
    ) -> Sample {
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
        func gaps(between visible: [View]) -> [Double] {
            zip(visible, visible.dropFirst()).map { customSpacings[ObjectIdentifier($0.0)] ?? spacing }
        }
        func shortest(_ visible: [View]) -> Double {
            minimumLength(of: visible, gaps: gaps(between: visible), axis: axis, distribution: distribution)
        }
        let visible = views.filter { !$0.isHidden }
        let gaps = gaps(between: visible)
        var pinned: Double?
        if Bool.random(using: &random) {
            let minimum = pinFitsEveryHiddenState ? visibleSets(of: views).map(shortest).max() ?? 0 : shortest(visible)
            pinned = minimum + Double(Int.random(in: 0...300, using: &random))
        }
        if let fixedPin { pinned = fixedPin }
        place(stack, in: window, width: stack.axis == .horizontal ? pinned : nil, height: stack.axis == .vertical ? pinned : nil)
        window.layoutIfNeeded()
        return Sample(window: window, stack: stack, views: views, gaps: gaps, pinned: pinned)
    }

    /// The shortest length along `axis` that `visible` fits in without a conflict ("Stack
    /// semantics": Along the axis): the gaps between them (all equal to the largest for
    /// equalSpacing), plus the lengths no view can go below, equal for fillEqually. Those come
    /// from nested stacks along the same axis, whose own gaps are required.
    static func minimumLength(of visible: [View], gaps: [Double], axis: Axis, distribution: Stack.Distribution) -> Double {
        let lengths = visible.map { view -> Double in
            guard let nested = view as? Stack, nested.axis == axis, !nested.arrangedSubviews.isEmpty else { return 0 }
            return nested.spacing * Double(nested.arrangedSubviews.count - 1)
        }
        let spacing = distribution == .equalSpacing ? (gaps.max() ?? 0) * Double(gaps.count) : gaps.reduce(0, +)
        let items = distribution == .fillEqually ? (lengths.max() ?? 0) * Double(lengths.count) : lengths.reduce(0, +)
        return spacing + items
    }

    /// Every subset of `views` (in order) that may be the visible one.
    static func visibleSets(of views: [View]) -> [[View]] {
        (0..<(1 << views.count)).map { mask in views.indices.filter { mask & (1 << $0) != 0 }.map { views[$0] } }
    }

    /// A vertical fillEqually stack of a nested vertical stack (one gap of 3 inside) and two
    /// views, spacing 4, needs 3 × 3 + 2 × 4 = 17; an equalSpacing one with gaps 4 and 23 needs
    /// 3 + 2 × 23 = 49.
    @Test func minimumLengthIsTheShortestPinWithoutAConflict() {
        func stack(_ distribution: Stack.Distribution) -> (Stack, [View]) {
            let nested = Stack(axis: .vertical, spacing: 3) { IntrinsicView("a", 10, 12); IntrinsicView("b", 14, 6) }
            let views: [View] = [nested, IntrinsicView("v1", 20, 32), IntrinsicView("v2", 20, 78)]
            return (Stack(axis: .vertical, distribution: distribution, spacing: 4, arrangedSubviews: views), views)
        }
        let (equally, views) = stack(.fillEqually)
        #expect(Self.minimumLength(of: views, gaps: [4, 4], axis: .vertical, distribution: .fillEqually) == 17)
        #expect(Self.minimumLength(of: views, gaps: [4, 23], axis: .vertical, distribution: .equalSpacing) == 49)
        #expect(Self.minimumLength(of: views, gaps: [4, 4], axis: .horizontal, distribution: .fillEqually) == 8)
        expectNoDiagnostics(laidOutWindow(with: equally, height: 17))
        #expect(!laidOutWindow(with: stack(.fillEqually).0, height: 16).diagnostics.isEmpty)
        let (spaced, spacedViews) = stack(.equalSpacing)
        spaced.setCustomSpacing(23, after: spacedViews[1])
        expectNoDiagnostics(laidOutWindow(with: spaced, height: 49))
        let (tight, tightViews) = stack(.equalSpacing)
        tight.setCustomSpacing(23, after: tightViews[1])
        #expect(!laidOutWindow(with: tight, height: 48).diagnostics.isEmpty)
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

    /// A pinned length shorter than some hidden state needs would conflict in that state however
    /// it was reached (a fresh build conflicts too, and which required constraint is left out may
    /// differ), so the pin fits every combination of hidden states.
    @Test(arguments: 0..<600)
    func randomToggleSequencesMatchAFreshBuild(_ seed: Int) {
        let stackSeed = UInt64(seed) &* 104_729 &+ 3
        let sample = Self.makeSample(seed: stackSeed, pinFitsEveryHiddenState: true)
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
        expectNoDiagnostics(fresh.window)
        sample.stack.debugName = "stack"
        fresh.stack.debugName = "stack"
        #expect(CatalogueGoldenTests.catalogue(fresh.stack) == CatalogueGoldenTests.catalogue(sample.stack), "seed \(seed)")
        for (toggled, built) in zip([sample.stack] + sample.views, [fresh.stack] + fresh.views) {
            #expect(toggled.frame.isClose(to: built.frame, tolerance: stackTolerance),
                    "seed \(seed): \(toggled.displayName) \(toggled.frame), built fresh \(built.frame)")
        }
    }
}
