/// Solved geometry: frames and rectangles from the solver's values.
extension LayoutEngine {
    func solvedAlignmentRect(of item: any LayoutItem) -> Rect? {
        record(of: item)?.variables.rect(in: solver)
    }

    /// The origin of `view`'s frame in root coordinates, as solved and as displayed (on the pixel
    /// grid), memoised per solve: pixel rounding happens in root coordinates.
    func originsInRoot(of view: View) -> (solved: Point, displayed: Point)? {
        if view === root { return (.zero, .zero) }
        guard let record = record(ofView: view) else { return nil }
        record.validateMemos(for: generation)
        if let memo = record.rootOriginMemo { return memo }
        guard let parent = view.superview, let parentOrigins = originsInRoot(of: parent) else { return nil }
        let frame = view.frame(forAlignmentRect: record.variables.rect(in: solver))
            .offsetBy(dx: parentOrigins.solved.x, dy: parentOrigins.solved.y)
        let displayed = frame.cleanedOfSolverNoise.snappedToPixels(scale: displayScale).origin
        record.rootOriginMemo = (frame.origin, displayed)
        return (frame.origin, displayed)
    }

    /// The pixels per point that frames are rounded to: the root window's display scale (0: none),
    /// read without retaining the window (the root owns the engine).
    var displayScale: Double { readRootWindow { $0.displayScale } ?? 0 }

    /// The frame the constraints give `view`, in its superview's coordinates (the view's
    /// variables are its alignment rect there), cleaned of solver noise; with a display scale,
    /// its edges lie on the pixel grid in root coordinates. Memoised per solve.
    func solvedFrame(of view: View) -> Rect? {
        // The root is recognised by its reference, which reads it without retaining it; so is
        // the record read.
        guard view.itemReference !== rootReference, view.unretainedSuperview != nil else { return nil }
        if let record = unretainedRecord(onView: view) {
            return record._withUnsafeGuaranteedRef { solvedFrame(of: view, $0) }
        }
        guard let record = record(ofView: view) else { return nil }
        return solvedFrame(of: view, record)
    }

    /// `solvedFrame(of:)` of `view`, whose record is `record`.
    @inline(__always)
    private func solvedFrame(of view: View, _ record: ItemRecord) -> Rect? {
        record.validateMemos(for: generation)
        if let memo = record.solvedFrameMemo { return memo }
        let frame = view.frame(forAlignmentRect: record.variables.rect(in: solver))
        var solved = frame.cleanedOfSolverNoise
        let scale = displayScale
        if scale > 0 {
            guard let parent = view.superview, let origins = originsInRoot(of: parent) else { return nil }
            let inRoot = frame.offsetBy(dx: origins.solved.x, dy: origins.solved.y)
                .cleanedOfSolverNoise.snappedToPixels(scale: scale)
            solved = inRoot.offsetBy(dx: -origins.displayed.x, dy: -origins.displayed.y).snappedToPixels(scale: scale)
        }
        record.solvedFrameMemo = solved
        return solved
    }

    /// The rectangle the constraints give `guide`, in its owning view's coordinates, cleaned of
    /// solver noise.
    func solvedLayoutFrame(of guide: LayoutGuide) -> Rect? {
        guard guide.owningView != nil, let rect = solvedAlignmentRect(of: guide) else { return nil }
        return rect.cleanedOfSolverNoise
    }

    /// The window's display scale changed: every frame is derived again.
    func displayScaleDidChange() {
        needsUpdateVariables = true
        walksWholeTree = true
        requestLayout()
    }
}
