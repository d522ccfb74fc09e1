import Synchronization

/// Counts views leaving a superview anywhere in the process: a root found while the count stays
/// the same is still the root unless it joined a superview itself (a freed view clears its
/// subviews' superview, which counts too). Trees on other threads make it move as well; that
/// only costs a walk.
let hierarchyGeneration = Atomic<Int>(0)

extension View {
    /// The topmost ancestor (the view itself when it has no superview). Found by a walk up the
    /// tree that stops at the first ancestor knowing its root; every view passed then remembers
    /// it too. A remembered root holds while no view leaves a superview and the root itself has
    /// none, so that adding a subtree keeps every root known above it: layout asks it of every
    /// view, and a tree built one level at a time under its root asks it at every insertion;
    /// n views nested n deep then cost n, not n².
    var rootView: View { unretainedRootView.takeUnretainedValue() }

    /// `rootView`, not retained (valid until the root is freed): for comparisons, and for reads
    /// that run no view code.
    var unretainedRootView: Unmanaged<View> {
        let generation = hierarchyGeneration.load(ordering: .relaxed)
        var top = Unmanaged.passUnretained(self)
        var root: Unmanaged<View>? = nil
        while root == nil {
            top._withUnsafeGuaranteedRef { view in
                if view.cachedRootGeneration == generation, let known = view.cachedRoot,
                    known._withUnsafeGuaranteedRef({ $0.unretainedSuperview == nil }) {
                    root = known
                } else if let parent = view.unretainedSuperview {
                    top = parent
                } else {
                    root = top
                }
            }
        }
        var passed = Unmanaged.passUnretained(self)
        while passed.toOpaque() != top.toOpaque() {
            passed._withUnsafeGuaranteedRef { view in
                view.cachedRoot = root
                view.cachedRootGeneration = generation
                passed = view.unretainedSuperview ?? top
            }
        }
        top._withUnsafeGuaranteedRef { view in
            view.cachedRoot = root
            view.cachedRootGeneration = generation
        }
        return root!
    }

    /// The superview, not retained, for walks that only read ancestors: it is as safe as
    /// `superview` itself (a view clears its subviews' `superview` as it is freed).
    var unretainedSuperview: Unmanaged<View>? { superviewStorage }

    /// The window at the root of this view's tree, if the root is a window.
    public var window: Window? { rootView as? Window }

    /// `true` when `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        // Ancestors are only compared, so they are read without being retained.
        let target = Unmanaged.passUnretained(view).toOpaque()
        // Under a root, the answer is whether it is our root (known without a walk as a tree grows).
        if view.unretainedSuperview == nil { return unretainedRootView.toOpaque() == target }
        var current: Unmanaged<View>? = Unmanaged.passUnretained(self)
        while let candidate = current {
            if candidate.toOpaque() == target { return true }
            current = candidate._withUnsafeGuaranteedRef { $0.unretainedSuperview }
        }
        return false
    }

    /// Adds `view` as the frontmost subview (moving it from its current superview, if any).
    /// Adding the view itself, one of its ancestors or a ``Window`` (always the root of its
    /// tree) is refused with a diagnostic.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to `0…subviews.count`).
    /// Adding the view itself, one of its ancestors or a ``Window`` (always the root of its
    /// tree) is refused with a diagnostic.
    public func insertSubview(_ view: View, at index: Int) {
        if isDescendant(of: view) {
            reportDiagnostic(.hierarchyCycle(view: view.displayName, superview: displayName), near: self)
            return
        }
        if view is Window {
            let operation = "adding \(view.displayName) as a subview of \(displayName)"
            // Reported in this tree's window, or else in the refused window's own list.
            reportDiagnostic(
                .refusedOperation(operation: operation, reason: "a window is always the root of its tree"),
                near: window == nil ? view : self)
            return
        }
        if view.superview === self {
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            setNeedsLayout()
            return
        }
        view.removeFromSuperview()
        // The joining tree gives up its own engine: its constraints move into ours at the next sync.
        view.layoutHostStorage = nil
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        if view.safeAreaClients > 0 { countSafeAreaClients(by: view.safeAreaClients) }
        view.rebuildAutoresizingConstraints()
        let root = rootView
        root.tellLayoutHost { $0.subtreeDidJoin(view) }
        if root.hasOwnTextMeasurer { view.forEachInSubtree { $0.textMeasurerDidChange() } }
        if view.subtreeNeedsUpdateConstraints { markAncestorsNeedUpdateConstraints() }
        view.needsLayoutFlag = true
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Removes the view from its superview. Constraints that tie the removed subtree to the rest
    /// of its tree (one item inside the subtree, the other outside it in the same tree) are
    /// deactivated, as UIKit does; constraints inside the subtree stay active, and so do
    /// pending constraints to views of other trees.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        // `willRemoveSubview` may have moved the view already.
        guard superview === parent else { return }
        let root = parent.rootView
        deactivateConstraintsLeavingSubtree(of: root)
        subtreeWillLeaveSuperview()
        root.existingLayoutHost?.subtreeWillLeave(self)
        // One search and one removal (a view is a subview once); `removeAll(where:)` would
        // rewrite every later element.
        if let index = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        if safeAreaClients > 0 { parent.countSafeAreaClients(by: -safeAreaClients) }
        superview = nil
        needsLayoutFlag = true
        parent.setNeedsLayout()
        if root.hasOwnTextMeasurer { forEachInSubtree { $0.textMeasurerDidChange() } }
    }

    /// Whether this view is a window whose ``Window/textMeasurer`` is not the default.
    private var hasOwnTextMeasurer: Bool {
        guard let window = self as? Window else { return false }
        return window.textMeasurerBox !== TextMeasurerBox.standard
    }

    /// The text measurer of the view's window, or the default outside one.
    var textMeasurerInEffect: TextMeasurerBox { window?.textMeasurerBox ?? .standard }

    /// Every view of the subtree, parents before children, in subview order (a view's subviews
    /// are read after `body` ran on it). Iterative, so tree depth is not limited by the thread's
    /// stack; the stack holds each level's subview list and the next index in it, so that a view
    /// is first read just before `body` runs on it (a wide level is not copied ahead of time).
    func forEachInSubtree(_ body: (View) -> Void) {
        var levels: [SubtreeWalkLevel] = []
        forEachInSubtree(levels: &levels, body)
    }

    /// `forEachInSubtree(_:)` with `levels` (empty, and left empty) as its explicit stack, so that
    /// a walk made at every layout keeps the stack's storage.
    func forEachInSubtree(levels: inout [SubtreeWalkLevel], _ body: (View) -> Void) {
        body(self)
        guard !subviews.isEmpty else { return }
        levels.reserveCapacity(16)
        levels.append((subviews, 0))
        while let top = levels.indices.last {
            let index = levels[top].next
            guard index < levels[top].subviews.count else {
                levels.removeLast()
                continue
            }
            levels[top].next = index + 1
            // The level's copy of the subview list holds the view (whatever `body` does to the
            // tree): it is read without retaining it.
            let below: [View]? = levels[top].subviews.withUnsafeBufferPointer { subviews in
                Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef { view in
                    body(view)
                    return view.subviews.isEmpty ? nil : view.subviews
                }
            }
            if let below { levels.append((below, 0)) }
        }
    }

    /// Asks for `layoutSubviews()` to be called in the next layout pass.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        tellLayoutHost { $0.requestLayout() }
    }

    /// Whether the view runs `layoutSubviews()` in the next layout pass; setting it flags the
    /// path from the root to the view (`subtreeNeedsLayout`), so that the pass reaches it.
    var needsLayoutFlag: Bool {
        get { needsLayoutStorage }
        set {
            needsLayoutStorage = newValue
            if newValue { markSubtreeNeedsLayout() }
        }
    }

    /// Asks the next layout pass to compare the subviews' solved frames with their frames.
    func requestSubviewFrameCheck() {
        needsSubviewFrameCheck = true
        markSubtreeNeedsLayout()
    }

    /// Calls `flag` on this view's ancestors from its superview up, without retaining them,
    /// until it returns `false` (an ancestor that was flagged already) or the root is passed.
    @inline(__always) private func flagAncestors(_ flag: (View) -> Bool) {
        var ancestor = unretainedSuperview
        while let parent = ancestor {
            ancestor = parent._withUnsafeGuaranteedRef { view in flag(view) ? view.unretainedSuperview : nil }
        }
    }

    /// Flags this view and its ancestors as holding a view the layout pass must reach. The walk
    /// stops at a flagged ancestor: its own ancestors are flagged too, or the pass running now
    /// has entered it and sets its flag again on the way up.
    func markSubtreeNeedsLayout() {
        guard !subtreeNeedsLayout else { return }
        subtreeNeedsLayout = true
        flagAncestors { view in
            guard !view.subtreeNeedsLayout else { return false }
            view.subtreeNeedsLayout = true
            return true
        }
    }

    /// Flags this view and its ancestors for the next update-constraints pass and asks the
    /// tree's layout host for layout. The walk stops at a flagged ancestor: its own ancestors
    /// are flagged too, or the pass running now is yet to reach it.
    func markAncestorsNeedUpdateConstraints() {
        subtreeNeedsUpdateConstraints = true
        flagAncestors { view in
            guard !view.subtreeNeedsUpdateConstraints else { return false }
            view.subtreeNeedsUpdateConstraints = true
            return true
        }
        tellLayoutHost { $0.requestLayout() }
    }
}

/// A level of a subtree walk's explicit stack: a view's subviews as they were after the view
/// was visited, and the next of them to visit.
typealias SubtreeWalkLevel = (subviews: [View], next: Int)
