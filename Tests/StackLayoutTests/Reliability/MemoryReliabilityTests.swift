// Memory: views, constraints, stacks (with their generated constraints), animations and windows
// are freed when dropped — also views removed in the middle of an animation — and hide/show
// cycles leave the solver's tableau and the engine's bookkeeping at the same size.
import TestSupport
import Testing
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// Weak references to everything a small animated scene allocates.
private struct WeakScene {
    weak var window: Window?
    weak var stack: Stack?
    weak var leaf: View?
    weak var removed: View?
    weak var constraint: LayoutConstraint?
    weak var generated: LayoutConstraint?
    weak var clock: AnimationClock?
    var isEmpty: Bool {
        window == nil && stack == nil && leaf == nil && removed == nil && constraint == nil && generated == nil
            && clock == nil
    }
}

@Suite struct MemoryReliabilityTests {
    /// Builds a window with a stack of three views, animates a hide, removes one view in the
    /// middle of the animation and returns weak references to everything.
    private func buildAndDrop(removeMidAnimation: Bool, finishAnimation: Bool) -> WeakScene {
        var weak = WeakScene()
        let window = Window(size: Size(width: 300, height: 200))
        window.diagnosticHandler = nil
        let views = (0..<3).map { _ in IntrinsicView(intrinsic: Size(width: 40, height: 20)) }
        let stack = Stack(axis: .horizontal, distribution: .fillEqually, alignment: .center, spacing: 8,
                          arrangedSubviews: views)
        window.addSubview(stack)
        let pin = stack.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        LayoutConstraint.activate([pin, stack.topAnchor.constraint(equalTo: window.topAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: 280)])
        window.layoutIfNeeded()
        weak.window = window
        weak.stack = stack
        weak.leaf = views[0]
        weak.removed = views[1]
        weak.constraint = pin
        weak.generated = stack.constraints.first
        weak.clock = window.clock
        #expect(weak.generated != nil)
        View.animate(withDuration: 0.4, animations: {
            views[2].isHidden = true
            views[1].alpha = 0.5
        }, completion: { _ in _ = views.count })
        window.clock.advance(by: 0.2)
        if removeMidAnimation {
            stack.removeArrangedSubview(views[1])
            views[1].removeFromSuperview()
            window.layoutIfNeeded()
        }
        if finishAnimation { window.clock.advance(by: 1) }
        return weak
    }

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func everythingIsFreedWhenDropped(removeMidAnimation: Bool, finishAnimation: Bool) {
        let weak = buildAndDrop(removeMidAnimation: removeMidAnimation, finishAnimation: finishAnimation)
        #expect(weak.window == nil)
        #expect(weak.stack == nil)
        #expect(weak.leaf == nil)
        #expect(weak.removed == nil)
        #expect(weak.constraint == nil)
        #expect(weak.generated == nil)
        #expect(weak.clock == nil)
    }

    @Test func aViewRemovedMidAnimationIsFreedWhileTheWindowLives() {
        let window = Window(size: Size(width: 300, height: 200))
        window.diagnosticHandler = nil
        let stack = Stack(axis: .vertical, arrangedSubviews: [IntrinsicView(intrinsic: Size(width: 10, height: 10))])
        window.addSubview(stack)
        weak var removed: View?
        weak var removedStack: Stack?
        do {
            let inner = Stack(axis: .horizontal, arrangedSubviews: [IntrinsicView(intrinsic: Size(width: 30, height: 30))])
            stack.addArrangedSubview(inner)
            window.layoutIfNeeded()
            removed = inner.arrangedSubviews[0]
            removedStack = inner
            View.animate(withDuration: 0.5) { inner.arrangedSubviews[0].isHidden = true }
            window.clock.advance(by: 0.25)
            stack.removeArrangedSubview(inner)
            inner.removeFromSuperview()
            window.layoutIfNeeded()
        }
        window.clock.advance(by: 1)
        #expect(removed == nil)
        #expect(removedStack == nil)
        #expect(window.subviews.count == 1)
    }

    /// Size of the window's reduced system and constraints installed in its engine.
    private func footprint(_ window: Window) -> (entries: Int, installed: Int, constraints: Int) {
        let counts = window.layoutEngineCounts
        return (counts.solver.entries, counts.installedConstraints, counts.solver.constraints)
    }

    @Test func hideShowCyclesDoNotGrowTheEngine() {
        let scene = WideStackScene(count: 20)
        scene.window.diagnosticHandler = nil
        scene.window.layoutIfNeeded()
        hideShowCycles(scene, cycles: 10)
        let early = footprint(scene.window)
        hideShowCycles(scene, cycles: 200)
        let late = footprint(scene.window)
        #expect(late.entries == early.entries)
        #expect(late.installed == early.installed)
        #expect(late.constraints == early.constraints)
        #expect(scene.window.diagnostics.isEmpty)
    }
}

/// Hides and shows one arranged view `cycles` times, laying out after each change.
private func hideShowCycles(_ scene: WideStackScene, cycles: Int) {
    let view = scene.leaves[scene.leaves.count / 2]
    for _ in 0..<cycles {
        view.isHidden.toggle()
        scene.window.layoutIfNeeded()
    }
}
