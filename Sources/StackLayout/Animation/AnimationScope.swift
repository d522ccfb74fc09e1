/// One animation block: an `animate` call, a property animator's view block or a
/// `performWithoutAnimation` call, with the windows its changes touched and — for a timed
/// block — the transactions its animations belong to on each clock and its completion.
///
/// While the block runs, the scope is the current ``ViewChangeRecorder`` of its task
/// (``CurrentAnimation/recorder``), so the view funnels hand it every change of an animatable
/// property and every hidden change. What a change turns into depends on the ``Mode``, looked
/// at in one place (`receiver`). After the block (and its layout pass), a timed scope is
/// committed; its completion runs once, after its transactions on all touched clocks and its
/// nested blocks have completed, with `true` only if all of them finished.
///
/// `@unchecked Sendable` only so that it can be a task-local value: the scope is created and
/// run inside one synchronous call and never handed to another task.
final class AnimationScope: ViewChangeRecorder, @unchecked Sendable {
    /// What the changes made inside the block turn into.
    enum Mode {
        /// Additive, clock-timed animations with these parameters.
        case timed(AnimationParameters)
        /// Animations driven by a property animator's progress.
        case driven(DrivenAnimationGroup)
        /// Nothing: changes apply at once (`performWithoutAnimation`).
        case disabled
    }

    /// What changes turn into.
    let mode: Mode
    /// The enclosing block while this one runs.
    private var parent: AnimationScope?
    /// Windows in which something changed or layout was requested, in first-touch order
    /// (while the block runs).
    private(set) var touchedWindows: [Window] = []
    /// Nested timed blocks that touched no window: they commit with this block's clock.
    private var deferredBlocks: [AnimationScope] = []

    // A timed block's completion bookkeeping (see AnimationScope+Completion.swift).
    /// Runs once when the block and everything it waits for have completed.
    var completion: ((Bool) -> Void)?
    /// The block's transaction on each clock it recorded changes on (until commit).
    var transactions: [(clock: AnimationClock, transaction: AnimationTransaction)] = []
    /// Transactions and nested blocks not yet completed.
    var pendingTransactions = 0
    /// Whether every completed transaction and nested block finished.
    var allFinished = true
    /// Whether the block has been sealed (no more changes are recorded).
    var isCommitted = false

    /// Creates a block with `mode`, nested in `parent`, and an optional completion (timed
    /// blocks only).
    init(mode: Mode, parent: AnimationScope?, completion: ((Bool) -> Void)? = nil) {
        self.mode = mode
        self.parent = parent
        self.completion = completion
    }

    /// Creates a stand-alone timed block with `parameters` (no window, no parent).
    convenience init(parameters: AnimationParameters, completion: ((Bool) -> Void)? = nil) {
        self.init(mode: .timed(parameters), parent: nil, completion: completion)
    }

    /// The innermost block of the current task, or `nil` outside every animation block.
    static var current: AnimationScope? { CurrentAnimation.recorder as? AnimationScope }

    /// Runs `body` with this block as the current one.
    func run(_ body: () -> Void) {
        CurrentAnimation.run(with: self, body)
    }

    /// Runs `body` with this block as the current one, then lays out every touched window that
    /// has pending layout (inside the block), until no touched window has any left (layout may
    /// touch further windows).
    func runLayingOutTouchedWindows(_ body: () -> Void) {
        run {
            body()
            layOutTouchedWindows()
        }
    }

    /// Lays out every touched window that has pending layout, until none has any left (layout
    /// may touch further windows). Called with this block current, so the layout animates with
    /// it.
    func layOutTouchedWindows() {
        var index = 0
        while index < touchedWindows.count {
            touchedWindows[index].layoutIfNeeded()
            index += 1
        }
    }

    /// The timing of a timed block (zero for the other modes).
    var parameters: AnimationParameters {
        if case .timed(let parameters) = mode { return parameters }
        return AnimationParameters(duration: 0)
    }

    // MARK: ViewChangeRecorder

    /// What changes in this block turn into: this block's timed animations, the animator's
    /// driven group, or nothing (they apply at once). The one place the mode is switched on.
    private var receiver: (any AnimationChangeReceiver)? {
        switch mode {
        case .timed(let parameters): return parameters.animates ? self : nil
        case .driven(let group): return group
        case .disabled: return nil
        }
    }

    var animates: Bool { receiver != nil }

    var outermostBlock: any ViewChangeRecorder {
        var scope = self
        while let parent = scope.parent { scope = parent }
        return scope
    }

    func touch(_ window: Window) {
        guard !touchedWindows.contains(where: { $0 === window }) else { return }
        touchedWindows.append(window)
    }

    /// Hands the change to the receiver through the entry of `property` in the table of
    /// animatable properties (`AnimatableViewProperties`), which makes one animation per track.
    func record<Value>(_ property: ReferenceWritableKeyPath<View, Value>, of view: View,
                       from old: Value, to new: Value, in window: Window) {
        if case .disabled = mode { return }
        touch(window)
        guard let receiver, let entry = AnimatableViewProperties.entry(for: property) else { return }
        entry.record(view, from: old, to: new, on: window.clock, into: receiver)
    }

    func pendingHide(of view: View, in window: Window) -> (any PendingHide)? {
        guard let receiver else { return nil }
        touch(window)
        return receiver.pendingHide(on: window.clock)
    }

    // MARK: End of the block

    /// Ends a block that has run: a timed block that touched no window is handed to the
    /// enclosing block (it completes with that block's clock); otherwise it commits, with the
    /// blocks deferred to it, on the clock of its first touched window. Untimed blocks hand
    /// their deferred blocks on the same way. The touched windows count as touched in the
    /// enclosing block too.
    func end() {
        let parent = self.parent
        let windows = touchedWindows
        var blocks = deferredBlocks
        deferredBlocks = []
        touchedWindows = []
        self.parent = nil   // the finished block keeps no window or enclosing block alive
        if case .timed = mode { blocks.insert(self, at: 0) }
        if let parent {
            for window in windows { parent.touch(window) }
            if case .timed = mode, !windows.isEmpty {
                commitAll(blocks, clock: windows.first?.clock)
            } else {
                parent.deferredBlocks += blocks
            }
        } else {
            commitAll(blocks, clock: windows.first?.clock)
        }
    }

    private func commitAll(_ blocks: [AnimationScope], clock: AnimationClock?) {
        for block in blocks { block.commit(fallbackClock: clock) }
    }
}

extension AnimationParameters {
    /// Whether changes under these parameters become animations. A block with neither
    /// duration nor delay applies its changes at once (its completion still waits for the
    /// next clock advance).
    var animates: Bool { duration > 0 || delay > 0 }
}
