import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// The engine's fast paths (closed forms, direct forms of constraints between siblings) against
/// its reference paths (the simplex, the general form) on the same seeded scenes: stacks of every
/// distribution and alignment, nested stacks, hidden views, priorities, chains of plain views
/// tied by user constraints, and a walk of edits. Every frame that the constraints determine
/// is the same in both.
@Suite("Differential: fast layout paths against the reference paths")
struct LayoutDifferentialTests {
    /// 4 × 250 scenes per run.
    static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]
    static let scenesPerSeed = 250
    /// Every seed at the solver's default thresholds, one at each extreme (the fast paths only).
    static let cases = SolverTuning.cases(seeds)
    /// Solved values differ by rounding only.
    static let tolerance = 1e-6

    @Test(arguments: cases)
    func fastPathsMatchTheReference(tuning: SolverTuning, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var compared = 0, folded = 0
        for index in 0..<Self.scenesPerSeed {
            let scene = RandomScene(&rng)
            let fast = scene.instantiate(reference: false), reference = scene.instantiate(reference: true)
            fast.window.layoutSolverTuning = tuning
            for step in 0...scene.edits.count {
                if step > 0 {
                    scene.apply(scene.edits[step - 1], to: fast)
                    scene.apply(scene.edits[step - 1], to: reference)
                }
                fast.window.layoutIfNeeded()
                reference.window.layoutIfNeeded()
                compared += compare(fast, reference, "seed \(seed) scene \(index) step \(step)")
            }
            folded += fast.window.layoutEngineCounts.solver.foldedSolves
            #expect(reference.window.layoutEngineCounts.solver.foldedSolves == 0)
        }
        // Most frames are determined: the comparison is not vacuous.
        #expect(compared > Self.scenesPerSeed * 10)
        // Non-fill alignments and nested stacks fold their leaves on the fast paths.
        #expect(folded > Self.scenesPerSeed / 2)
    }

    /// A margins-relative stack with a non-fill alignment: its height is met exactly by a row that
    /// hangs off the simplex component of its margins guide's bounds, and must follow that
    /// component when an arranged view grows.
    @Test(arguments: [false, true])
    func aStackFollowsItsBoundsWhenAViewGrows(reference: Bool) {
        let item = IntrinsicView("item", 41, 14)
        let (window, stack) = Self.marginsRelativeStack(holding: item, reference: reference)
        #expect(stack.frame == Rect(x: 10, y: 10, width: 48, height: 24))
        item.intrinsic = Size(width: 57, height: 42)
        window.layoutIfNeeded()
        #expect(item.frame == Rect(x: 5, y: 3, width: 57, height: 42))
        #expect(stack.frame == Rect(x: 10, y: 10, width: 64, height: 52))
    }

    /// A margins-relative stack whose only view hides: the stack shrinks to its margins, then
    /// takes a required width, on both paths. (The stack's width once shared a simplex
    /// component with the view; the component, synced again over the view alone, must let the
    /// width go.)
    @Test(arguments: [false, true])
    func aStackWhoseOnlyViewHidesLeavesItsComponent(reference: Bool) {
        let item = IntrinsicView("item", 16, 8)
        item.setContentCompressionResistancePriority(LayoutPriority(300), for: .horizontal)
        let (window, stack) = Self.marginsRelativeStack(holding: item, distribution: .fillProportionally, reference: reference)
        #expect(stack.frame == Rect(x: 10, y: 10, width: 23, height: 18))
        item.isHidden = true
        window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 10, y: 10, width: 7, height: 10))
        stack.widthAnchor.constraint(equalToConstant: 277).isActive = true
        window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 10, y: 10, width: 277, height: 10))
    }

    /// A window (on the reference paths or the fast ones) holding a horizontal `.leading`
    /// stack of `item`, margins-relative with margins (3, 5, 7, 2), pinned at (10, 10); laid out.
    private static func marginsRelativeStack(
        holding item: View, distribution: Stack.Distribution = .fill, reference: Bool
    ) -> (window: Window, stack: Stack) {
        let window = testWindow(width: 1000, height: 1000)
        window.usesReferenceLayoutPaths = reference
        let stack = Stack(axis: .horizontal, distribution: distribution, alignment: .leading, arrangedSubviews: [item])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 2)
        window.addSubview(stack)
        pinEdges(stack, to: window, [.leading, .top], inset: 10)
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// Expects the frames of every view that the reference determines to agree; returns how
    /// many were compared.
    private func compare(_ fast: RandomScene.Instance, _ reference: RandomScene.Instance, _ label: String) -> Int {
        var compared = 0
        for (mine, theirs) in zip(fast.views, reference.views) where !theirs.hasAmbiguousLayout {
            compared += 1
            #expect(mine.frame.isClose(to: theirs.frame, tolerance: Self.tolerance),
                    "\(label): \(mine.displayName) \(mine.frame), reference \(theirs.frame)")
        }
        return compared
    }
}

/// A seeded scene description, instantiated as often as needed: a stack (possibly holding a
/// nested stack) pinned to the window's top-left corner, sometimes sized, and a chain of plain
/// views below it, plus a list of edits.
struct RandomScene {
    struct Item {
        var intrinsic: Size
        var hugging: LayoutPriority
        var compression: LayoutPriority
        var hidden: Bool
        /// The items of a nested stack across the outer axis, or empty for a plain view.
        var nested: [Size]
    }

    enum Edit {
        case toggleHidden(Int)
        case spacing(Double)
        case width(Double)
        case intrinsic(Int, Size)
        case chainConstant(Int, Double)
    }

    /// The views of one instance, in a fixed order, and its window.
    struct Instance {
        let window: Window
        let stack: Stack
        let items: [View]
        let views: [View]
        let width: LayoutConstraint
        let chain: [LayoutConstraint]
    }

    let axis: Axis
    let distribution: Stack.Distribution
    let alignment: Stack.Alignment
    let spacing: Double
    let marginsRelative: Bool
    let items: [Item]
    let width: Double?
    let height: Double?
    let chain: [(intrinsic: Size, constant: Double, priority: LayoutPriority)]
    let edits: [Edit]

    init(_ rng: inout SplitMix64) {
        axis = rng.pick([.horizontal, .vertical])
        distribution = rng.pick(Stack.Distribution.allCases)
        alignment = rng.pick(Stack.Alignment.allCases)
        spacing = rng.pick([0, 4, 8, -2])
        marginsRelative = rng.chance(0.2)
        var items: [Item] = []
        for _ in 0..<rng.int(1...7) {
            let intrinsic = Size(
                width: rng.chance(0.1) ? View.noIntrinsicMetric : Double(rng.int(5...60)),
                height: rng.chance(0.1) ? View.noIntrinsicMetric : Double(rng.int(5...60)))
            let nested = rng.chance(0.15) ? (0..<rng.int(1...3)).map { _ in Size(width: Double(rng.int(5...30)), height: Double(rng.int(5...30))) } : []
            items.append(Item(
                intrinsic: intrinsic, hugging: rng.pick([250, 251, 200, 700]), compression: rng.pick([750, 751, 740, 300]),
                hidden: rng.chance(0.2), nested: nested))
        }
        self.items = items
        width = rng.chance(0.5) ? Double(rng.int(20...400)) : nil
        height = rng.chance(0.3) ? Double(rng.int(20...200)) : nil
        chain = (0..<rng.int(0...5)).map { _ in
            (Size(width: Double(rng.int(5...40)), height: Double(rng.int(5...40))), Double(rng.int(-5...20)),
             rng.pick([1000, 999, 750, 250]))
        }
        var edits: [Edit] = []
        for _ in 0..<3 {
            switch rng.int(0...4) {
            case 0: edits.append(.toggleHidden(rng.int(0...items.count - 1)))
            case 1: edits.append(.spacing(rng.pick([0, 3, 10])))
            case 2: edits.append(.width(Double(rng.int(20...400))))
            case 3: edits.append(.intrinsic(rng.int(0...items.count - 1), Size(width: Double(rng.int(5...60)), height: Double(rng.int(5...60)))))
            default: edits.append(.chainConstant(rng.int(0...max(chain.count - 1, 0)), Double(rng.int(-5...20))))
            }
        }
        self.edits = edits
    }

    /// A window holding the scene, its engine on the reference paths or on the fast ones.
    func instantiate(reference: Bool) -> Instance {
        let window = Window(size: Size(width: 1000, height: 1000))
        window.diagnosticHandler = nil
        window.usesReferenceLayoutPaths = reference
        var views: [View] = []
        let arranged = items.enumerated().map { index, item -> View in
            let view: View
            if item.nested.isEmpty {
                view = IntrinsicView("item\(index)", intrinsic: item.intrinsic)
            } else {
                let inner = item.nested.enumerated().map { IntrinsicView("item\(index).\($0)", intrinsic: $1) }
                view = Stack(axis: axis.cross, spacing: 2, arrangedSubviews: inner)
                view.debugName = "item\(index)"
                views += inner
            }
            view.setContentHuggingPriority(item.hugging, for: axis)
            view.setContentCompressionResistancePriority(item.compression, for: axis)
            view.isHidden = item.hidden
            return view
        }
        let stack = Stack(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, arrangedSubviews: arranged)
        stack.isLayoutMarginsRelativeArrangement = marginsRelative
        stack.layoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 2)
        stack.debugName = "stack"
        window.addSubview(stack)
        let widthConstraint = stack.widthAnchor.constraint(equalToConstant: width ?? 100)
        widthConstraint.isActive = width != nil
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ]
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        var chainConstraints: [LayoutConstraint] = []
        var previous: View = stack
        for (index, link) in chain.enumerated() {
            let box = IntrinsicView("chain\(index)", intrinsic: link.intrinsic)
            window.addSubview(box)
            let leading = box.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: link.constant)
            leading.priority = link.priority
            chainConstraints.append(leading)
            constraints.append(leading)
            constraints.append(box.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 1))
            views.append(box)
            previous = box
        }
        LayoutConstraint.activate(constraints)
        return Instance(
            window: window, stack: stack, items: arranged, views: [stack] + arranged + views, width: widthConstraint,
            chain: chainConstraints)
    }

    /// Applies `edit` to `instance`.
    func apply(_ edit: Edit, to instance: Instance) {
        switch edit {
        case .toggleHidden(let index): instance.items[index].isHidden.toggle()
        case .spacing(let value): instance.stack.spacing = value
        case .width(let value):
            instance.width.constant = value
            instance.width.isActive = true
        case .intrinsic(let index, let size): (instance.items[index] as? IntrinsicView)?.intrinsic = size
        case .chainConstant(let index, let value): if index < instance.chain.count { instance.chain[index].constant = value }
        }
    }
}
