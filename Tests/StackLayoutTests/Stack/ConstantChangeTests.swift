import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// A change that moves only constants (a stack's spacing, a custom spacing, the layout margins
/// of a margins-relative stack, a user's `constant`) updates exactly the constraints that carry
/// it, in place: the stack regenerates none of its groups, the engine adds and removes nothing,
/// and the frames are those of a stack built with the new values from the start, bit for bit.
@Suite("Constant-only changes")
struct ConstantChangeTests {
    /// A stack of six views, the third hidden, margins-relative with 4-point margins, spacing 8,
    /// its leading edge 5 points from the window's: what each change starts from.
    struct Scene {
        let window: Window
        let stack: Stack
        let views: [View]
        let leading: LayoutConstraint

        init(distribution: Stack.Distribution = .fill, alignment: Stack.Alignment = .center) {
            window = Window(size: Size(width: 2000, height: 2000))
            window.diagnosticHandler = nil
            views = (0..<6).map(Self.box)
            views[2].isHidden = true
            stack = Stack(distribution: distribution, alignment: alignment, spacing: 8, arrangedSubviews: views)
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            window.addSubview(stack)
            leading = stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5)
            LayoutConstraint.activate([leading, stack.topAnchor.constraint(equalTo: window.topAnchor)])
        }

        /// Arranged view `index`: 20 + 7·index wide, 10 + 3·(index mod 4) high.
        static func box(_ index: Int) -> View {
            let width: Double = 20 + 7 * Double(index)
            let height: Double = 10 + 3 * Double(index % 4)
            return IntrinsicView("v\(index)", width, height)
        }

        /// The frames of the stack and its arranged views.
        var frames: [Rect] { [stack.frame] + views.map(\.frame) }
    }

    /// A change, and how many constraint constants it moves in the scene: the spacing links of
    /// the visible views after the first (4) and the hidden view's hang at half the gap before
    /// it (1); a custom spacing after the second view, the link and the hang after it; a custom
    /// spacing after the fourth view, one link; the margins, the margins guide's edges (4); a
    /// user's constant, that one.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let constants: Int
        let apply: @Sendable (Scene) -> Void
        var testDescription: String { name }
    }

    static let changes = [
        Change(name: "spacing", constants: 5) { $0.stack.spacing = 11 },
        Change(name: "custom spacing after a view before a hidden one", constants: 2) {
            $0.stack.setCustomSpacing(3, after: $0.views[1])
        },
        Change(name: "custom spacing after a view", constants: 1) { $0.stack.setCustomSpacing(17, after: $0.views[3]) },
        Change(name: "layout margins", constants: 4) {
            $0.stack.layoutMargins = EdgeInsets(top: 6, left: 2, bottom: 9, right: 3)
        },
        Change(name: "a user's constant", constants: 1) { $0.leading.constant = 12 },
    ]

    @Test(arguments: changes)
    func constantOnlyChangeUpdatesExactlyItsConstants(_ change: Change) {
        let scene = Scene()
        scene.window.layoutIfNeeded()
        let groups = scene.stack.reconciledGeneratedGroups
        let before = scene.window.layoutEngineCounts
        change.apply(scene)
        scene.window.layoutIfNeeded()
        let after = scene.window.layoutEngineCounts
        #expect(scene.stack.reconciledGeneratedGroups == groups)
        #expect(after.adds == before.adds && after.removes == before.removes)
        #expect(after.constantUpdates - before.constantUpdates == change.constants)
        let fresh = Scene()
        change.apply(fresh)
        fresh.window.layoutIfNeeded()
        #expect(scene.frames == fresh.frames)
    }

    /// On the seeded scenes of the differential tests (every distribution and alignment, hidden
    /// and nested views, margins): a spacing and a custom spacing changed after a layout move
    /// constants in place on the fast paths and regenerate on the reference paths, with the
    /// same frames wherever the reference determines them.
    @Test(arguments: LayoutDifferentialTests.seeds)
    func spacingChangesMatchTheReferencePaths(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var compared = 0
        for index in 0..<LayoutDifferentialTests.scenesPerSeed {
            let scene = RandomScene(&rng)
            let spacing: Double = rng.pick([0, 3, 10, -1])
            let custom = (index: rng.int(0...scene.items.count - 1), spacing: Double(rng.int(-2...12)))
            let fast = scene.instantiate(reference: false), reference = scene.instantiate(reference: true)
            for instance in [fast, reference] {
                instance.window.layoutIfNeeded()
                instance.stack.spacing = spacing
                instance.stack.setCustomSpacing(custom.spacing, after: instance.items[custom.index])
                instance.window.layoutIfNeeded()
            }
            for (mine, theirs) in zip(fast.views, reference.views) where !theirs.hasAmbiguousLayout {
                compared += 1
                #expect(mine.frame.isClose(to: theirs.frame, tolerance: LayoutDifferentialTests.tolerance),
                        "seed \(seed) scene \(index): \(mine.displayName) \(mine.frame), reference \(theirs.frame)")
            }
        }
        #expect(compared > LayoutDifferentialTests.scenesPerSeed * 3)
    }

    /// Where the constraints in place wait for regeneration (a view just hidden), or where the
    /// gaps sit in other constraints too (fillProportionally's shares), a spacing change
    /// regenerates; the frames are still those of a fresh stack.
    @Test(arguments: [false, true])
    func spacingChangeRegeneratesWhenItMust(_ proportional: Bool) {
        let scene = Scene(distribution: proportional ? .fillProportionally : .fill)
        scene.window.layoutIfNeeded()
        let groups = scene.stack.reconciledGeneratedGroups
        if !proportional { scene.views[4].isHidden = true }
        scene.stack.spacing = 11
        scene.window.layoutIfNeeded()
        #expect(scene.stack.reconciledGeneratedGroups > groups)
        let fresh = Scene(distribution: proportional ? .fillProportionally : .fill)
        if !proportional { fresh.views[4].isHidden = true }
        fresh.stack.spacing = 11
        fresh.window.layoutIfNeeded()
        #expect(scene.frames == fresh.frames)
    }

    /// A nested stack's spacing moves its own constants in place; the stack around it measures
    /// it again, and every frame is that of a fresh tree.
    @Test func nestedStackSpacingChangeKeepsItsGroups() {
        let build = { () -> (Window, Stack, Stack) in
            let window = Window(size: Size(width: 375, height: 2000))
            window.diagnosticHandler = nil
            let inner = Stack(axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [
                IntrinsicView("title", 80, 21), IntrinsicView("subtitle", 60, 16),
            ])
            let outer = Stack(alignment: .center, spacing: 8, arrangedSubviews: [
                IntrinsicView("avatar", 40, 40), inner, IntrinsicView("badge", 20, 20),
            ])
            place(outer, in: window)
            return (window, outer, inner)
        }
        let (window, outer, inner) = build()
        window.layoutIfNeeded()
        let groups = inner.reconciledGeneratedGroups
        inner.spacing = 30
        window.layoutIfNeeded()
        #expect(inner.reconciledGeneratedGroups == groups)
        let (freshWindow, freshOuter, freshInner) = build()
        freshInner.spacing = 30
        freshWindow.layoutIfNeeded()
        #expect(outer.frame == freshOuter.frame && inner.frame == freshInner.frame)
        #expect(inner.arrangedSubviews.map(\.frame) == freshInner.arrangedSubviews.map(\.frame))
        #expect(inner.frame.height == 21 + 30 + 16)
    }
}
