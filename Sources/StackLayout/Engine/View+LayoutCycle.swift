extension View {
    /// The engine of the tree this view is the root of, if one was installed.
    var existingEngine: LayoutEngine? {
        // Only `layoutEngine` installs hosts, and it installs engines.
        existingLayoutHost.map { unsafeDowncast($0, to: LayoutEngine.self) }
    }

    /// The engine of the tree this view is the root of: the Engine layer starts working on the
    /// tree here, installing a new engine on the root when the tree has none.
    var layoutEngine: LayoutEngine {
        if let engine = existingEngine { return engine }
        let engine = LayoutEngine(root: self)
        installLayoutHost(engine)
        return engine
    }

    /// Asks for `updateConstraints()` to be called in the next update-constraints pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markAncestorsNeedUpdateConstraints()
    }

    /// Runs the update-constraints pass on this view's subtree now (children before parents).
    public func updateConstraintsIfNeeded() {
        runUpdateConstraintsPass()
    }

    /// Lays out the whole tree now if anything changed: updates constraints (children first),
    /// solves incrementally, then calls `layoutSubviews()` parents first where frames changed or
    /// layout was requested. Does nothing when nothing changed.
    public func layoutIfNeeded() {
        rootView.layoutEngine.layoutTree()
    }

    /// The update-constraints pass over this view's subtree: every view whose subtree is flagged
    /// is entered (its flag cleared, its subviews taken as they are then), its subviews are run
    /// in order, and then its own `updateConstraints()` is called if it asked for it — children
    /// before parents. Iterative (an explicit stack), so tree depth is not limited by the thread's
    /// stack.
    func runUpdateConstraintsPass() {
        var stack: [UpdatePassEntry] = []
        runUpdateConstraintsPass(in: &stack)
    }

    /// `runUpdateConstraintsPass()` with `stack` (empty, and left empty) as its explicit stack.
    func runUpdateConstraintsPass(in stack: inout [UpdatePassEntry]) {
        guard subtreeNeedsUpdateConstraints else { return }
        subtreeNeedsUpdateConstraints = false
        // Entries are read in place (never copied out), so that a step retains nothing but the
        // subview it looks at.
        stack.reserveCapacity(16)
        stack.append((self, subviews, 0))
        while !stack.isEmpty {
            let top = stack.count - 1
            let next = stack[top].next
            if next < stack[top].subviews.count {
                stack[top].next = next + 1
                // The entry's copy of the subview list holds the subview (whatever its code does to
                // the tree): it is read without retaining it, and retained only to be entered.
                let entered: View? = stack[top].subviews.withUnretainedElement(at: next) { subview in
                    guard subview.subtreeNeedsUpdateConstraints else { return nil }
                    subview.subtreeNeedsUpdateConstraints = false
                    // A view without subviews is done at once (as it would be when entered and left).
                    guard subview.subviews.isEmpty else { return subview }
                    subview.updateConstraintsIfFlagged()
                    return nil
                }
                if let entered { stack.append((entered, entered.subviews, 0)) }
                continue
            }
            let view = stack.removeLast().view
            view.updateConstraintsIfFlagged()
            // A subview asking its superview for an update (a stack whose size may have changed)
            // flags the path up to here, served on the way up: the subtree waits for another pass
            // only if the view itself or a subview's subtree asks again.
            view.subtreeNeedsUpdateConstraints = view.needsUpdateConstraintsFlag
                || view.subviews.containsUnretained { $0.subtreeNeedsUpdateConstraints }
        }
    }

    /// `updateConstraints()` if the view asked for it (the flag is cleared first).
    private func updateConstraintsIfFlagged() {
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        updateConstraints()
    }

    /// The layout pass over this view's subtree, parents before children in subview order: a
    /// view runs `layoutSubviews()` when it asked for layout or a subview's solved frame differs
    /// from its frame; its subviews are taken after that. With `wholeTree`, every view is
    /// entered and every view not checked since the last solve compares its subviews' frames;
    /// otherwise only flagged subtrees are entered (`subtreeNeedsLayout`) and only views asked to
    /// (`needsSubviewFrameCheck`) compare them. On the way up each view's subtree flag is set
    /// again from what is left. Iterative (an explicit stack), so tree depth is not limited by
    /// the thread's stack.
    func runLayoutPass(_ engine: LayoutEngine, wholeTree: Bool, in stack: inout [UpdatePassEntry]) {
        guard wholeTree || subtreeNeedsLayout else { return }
        layOutIfStale(engine, wholeTree: wholeTree)
        stack.reserveCapacity(16)
        stack.append((self, subviews, 0))
        while !stack.isEmpty {
            let top = stack.count - 1
            let next = stack[top].next
            if next < stack[top].subviews.count {
                stack[top].next = next + 1
                let subview = stack[top].subviews[next]
                guard wholeTree || subview.subtreeNeedsLayout else { continue }
                subview.layOutIfStale(engine, wholeTree: wholeTree)
                // A view without subviews is done at once (as it would be when entered and left).
                if subview.subviews.isEmpty {
                    subview.subtreeNeedsLayout = subview.needsLayoutStorage
                } else {
                    stack.append((subview, subview.subviews, 0))
                }
                continue
            }
            let view = stack.removeLast().view
            view.subtreeNeedsLayout = view.needsLayoutStorage || view.needsSubviewFrameCheck
                || view.subviews.containsUnretained { $0.subtreeNeedsLayout }
        }
    }

    /// One view's share of the layout pass (see `runLayoutPass(_:wholeTree:in:)`); a view whose
    /// width changed is measured at it first when its height depends on its width.
    private func layOutIfStale(_ engine: LayoutEngine, wholeTree: Bool) {
        if wholeTree { engine.withdrawFlaggedSubviews(of: self) }
        var needsLayout = needsLayoutStorage
        let checks = needsSubviewFrameCheck || (wholeTree && appliedGeneration != engine.generation)
        needsSubviewFrameCheck = false
        if !needsLayout && checks && !subviews.isEmpty {
            engine.statistics.subviewFrameChecks += 1
            needsLayout = engine.hasSubviewWithStaleFrame(self)
        }
        if needsLayout {
            needsLayoutStorage = false
            engine.statistics.viewsLaidOut += 1
            measureIntrinsicHeightAtLaidOutWidth()
            layoutSubviews()
        }
        appliedGeneration = engine.generation
    }
}

extension LayoutEngine {
    /// The most passes one layout of the tree runs (UIKit's layout feedback loop threshold
    /// plays the same part): layout code, safe areas and wrapping labels that keep changing
    /// the geometry past it are a feedback loop.
    static let maximumLayoutPasses = 16

    /// One layout of the tree: passes repeated while layout code asks for more, at most
    /// ``maximumLayoutPasses``. When the last one still leaves work, layout stops with the frames
    /// it set and reports `layoutFeedbackLoop` naming the views whose geometry that pass changed.
    func layoutTree() {
        guard let root else { return }
        if isInLayoutPass {
            sync()
            return
        }
        guard layoutRequested || hasWork || root.subtreeNeedsUpdateConstraints else { return }
        // Runs last, once the passes' stacks and the queues' storage are back in place.
        defer { releaseEmptyQueuesIfLarge() }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        // The passes' explicit stacks keep their storage from one layout to the next (taken out
        // while in use: layout code may start another update pass).
        var updateStack: [UpdatePassEntry] = [], layoutStack: [UpdatePassEntry] = []
        swap(&updateStack, &updatePassStack)
        swap(&layoutStack, &layoutPassStack)
        defer {
            swap(&updateStack, &updatePassStack)
            swap(&layoutStack, &layoutPassStack)
        }
        for pass in 1...Self.maximumLayoutPasses {
            let watch = pass == Self.maximumLayoutPasses ? GeometryWatch(subtreeOf: root) : nil
            statistics.layoutPasses += 1
            root.runUpdateConstraintsPass(in: &updateStack)
            // What the update pass asked for (constraints it generated) is served by this pass.
            layoutRequested = false
            sync()
            runLayoutPass(from: root, in: &layoutStack)
            root.updateSafeAreaInsetsInSubtree()
            if !layoutRequested && !hasWork && !root.subtreeNeedsUpdateConstraints { break }
            if let watch, reportsDiagnostics {
                let views = watch.changedViews().map(\.displayName)
                reportDiagnostic(.layoutFeedbackLoop(views: views, passes: pass), near: root)
            }
        }
        layoutRequested = false
    }
}

/// The geometry of every view of a tree before a layout pass, to name the views that the pass
/// changed: their frame or the safe area insets their margins use.
struct GeometryWatch {
    private let entries: [(view: View, frame: Rect, safeArea: EdgeInsets)]

    /// The geometry of `root` and its subtree now.
    init(subtreeOf root: View) {
        var entries: [(view: View, frame: Rect, safeArea: EdgeInsets)] = []
        root.forEachInSubtree { view in
            entries.append((view, view.frame, view.extendedState.appliedSafeAreaInsets))
        }
        self.entries = entries
    }

    /// The views whose geometry differs from the watched one, in tree order; when none does,
    /// the views that ask for layout or for a constraint update.
    func changedViews() -> [View] {
        let changed = entries.filter {
            $0.view.frame != $0.frame || $0.view.extendedState.appliedSafeAreaInsets != $0.safeArea
        }
        if !changed.isEmpty { return changed.map(\.view) }
        return entries.filter { $0.view.needsLayoutFlag || $0.view.needsUpdateConstraintsFlag }.map(\.view)
    }
}

/// An entry of the update pass's explicit stack: a view, its subviews as they were when it was
/// entered, and the next of them to visit.
typealias UpdatePassEntry = (view: View, subviews: [View], next: Int)
