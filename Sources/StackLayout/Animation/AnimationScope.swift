/// What the changes made inside one `animate` call, `performWithoutAnimation` call or
/// property-animator block turn into.
enum AnimationScopeMode {
    /// Changes become additive, clock-timed animations of this block.
    case timed(AnimationBlock)
    /// Changes become animations driven by a property animator's progress.
    case driven(DrivenAnimationGroup)
    /// Changes apply at once (`performWithoutAnimation`).
    case disabled
}

/// The innermost animation block running on the current task (or thread), with the windows
/// its changes touched.
///
/// `View.animate` is static, so the block that a frame change belongs to is found through a
/// task-local value: tests that run in parallel (each on its own task) never see each
/// other's blocks. The scope is created, used and dropped inside one synchronous `animate`
/// call; it is `@unchecked Sendable` only so that it can be a task-local value — nothing
/// hands it to another task (the animation closures are synchronous and views are not
/// `Sendable`).
final class AnimationScope: @unchecked Sendable {
    /// The innermost scope of the current task, or `nil` outside every animation block.
    @TaskLocal static var current: AnimationScope?

    /// What changes turn into.
    let mode: AnimationScopeMode
    /// The enclosing scope.
    let parent: AnimationScope?
    /// Windows in which something changed or layout was requested, in first-touch order.
    private(set) var touchedWindows: [Window] = []
    /// Nested blocks that touched no window: they commit with this scope's clock.
    var deferredBlocks: [AnimationBlock] = []

    /// Creates a scope nested in `parent`.
    init(mode: AnimationScopeMode, parent: AnimationScope?) {
        self.mode = mode
        self.parent = parent
    }

    /// Runs `body` with `scope` as the current scope.
    static func run<Result>(_ scope: AnimationScope, _ body: () -> Result) -> Result {
        $current.withValue(scope, operation: body)
    }

    /// The scope of the outermost block on the current task that this scope is nested in (itself
    /// when it is not nested).
    var outermost: AnimationScope {
        var scope = self
        while let parent = scope.parent { scope = parent }
        return scope
    }

    /// Whether changes in this scope are animated at all.
    var animates: Bool {
        switch mode {
        case .timed(let block): return block.parameters.animates
        case .driven: return true
        case .disabled: return false
        }
    }

    /// Notes that something changed in `window` (its layout is run at the end of the block).
    func touch(_ window: Window) {
        guard !touchedWindows.contains(where: { $0 === window }) else { return }
        touchedWindows.append(window)
    }

    /// Records a change of `property` of `view` (in `window`) from `old` to `new`.
    func record(_ view: View, _ property: AnimatedProperty, from old: AnimationVector,
                to new: AnimationVector, in window: Window) {
        switch mode {
        case .timed(let block):
            touch(window)
            guard block.parameters.animates else { return }
            block.record(view, property, from: old, to: new, on: window.clock)
        case .driven(let group):
            touch(window)
            group.record(view, property, from: old, to: new, on: window.clock)
        case .disabled:
            break
        }
    }

    /// Hands the deferred blocks to the enclosing scope, or — at the outermost level —
    /// commits them with the clock of the first touched window (none: they never complete).
    func handOverDeferredBlocks() {
        let blocks = deferredBlocks
        deferredBlocks = []
        if let parent {
            for window in touchedWindows { parent.touch(window) }
            parent.deferredBlocks += blocks
        } else {
            let clock = touchedWindows.first?.clock
            for block in blocks { block.commit(fallbackClock: clock) }
        }
    }

    /// Lays out every touched window that has pending layout, inside this scope, until no
    /// touched window has any left (layout may touch further windows).
    func layOutTouchedWindows() {
        var index = 0
        while index < touchedWindows.count {
            touchedWindows[index].layoutIfNeeded()
            index += 1
        }
    }
}

extension AnimationParameters {
    /// Whether changes under these parameters become animations. A block with neither
    /// duration nor delay applies its changes at once (its completion still waits for the
    /// next clock advance).
    var animates: Bool { duration > 0 || delay > 0 }
}
