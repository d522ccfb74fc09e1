import LayoutSolver

/// Linear forms: a constraint as `Σ coefficient·variable + constant ⋈ 0` over the variables of
/// its items.
///
/// A view's variables are its alignment rect in its superview's coordinates (a guide's in its
/// owning view's), so a constraint is written in the coordinates of the nearest view containing
/// both sides (see `formReference(_:_:)`): between siblings, or between a view and its superview,
/// it reads the variables as they are; across levels it adds the positions of the views in
/// between. A subtree's constraints then never mention anything outside it.
extension LayoutEngine {
    /// `first − multiplier·second − constant`, the left side of `form ⋈ 0`; `nil` while an item
    /// is not registered in this engine. Leading and trailing become left or right for the
    /// constraint's layout direction (`LayoutAttribute.resolved(for:)`), the direction of the
    /// view that holds the constraint.
    func form(of constraint: some ConstraintShape) -> LinearForm? {
        var positioned = PositionedItems()
        return writeForm(of: constraint, positioned: &positioned) ? formScratch : nil
    }

    /// Writes the form of `constraint` (see `form(of:)`) into `formScratch`, the engine's
    /// reused form (so that installing a constraint copies and frees no form), and for a
    /// constraint that positions items (a user's or a stack's) the items it positions (see
    /// `positions(of:)`) into `positioned`, found on the way where the form's structure tells
    /// them (`positioned`, empty when called, stays empty for other constraints). `false` while
    /// an item is not registered in this engine.
    func writeForm(of constraint: some ConstraintShape, positioned: inout PositionedItems) -> Bool {
        writeForm(of: constraint, positioned: &positioned, into: &formScratch)
    }

    /// Adds the form last written into `formScratch` to the solver, `⋈ 0` at `priority`. A form
    /// holds each variable once (see `LinearForm`), so the solver is told its terms are distinct.
    func addWrittenForm(relation: LayoutRelation, priority: LayoutPriority) throws(SolverError) -> Solver.ConstraintID {
        let constant = formScratch.constant, solver = solver
        return try formScratch.withTermsInPlace { (terms) throws(SolverError) in
            try solver.add(terms, constant: constant, relation: relation, priority: priority, distinct: true)
        }
    }

    /// `writeForm(of:positioned:)` into `form`: the general path, for every constraint.
    func writeForm<Shape: ConstraintShape>(
        of constraint: Shape, positioned: inout PositionedItems, into form: inout LinearForm
    ) -> Bool {
        guard let firstItem = constraint.firstResolved else { return false }
        if !constraint.hasSecondItem, constraint.firstAttribute.kind == .dimension {
            // A constant width or height: one term, positioning nothing.
            guard let variables = record(of: firstItem)?.variables else { return false }
            form.reset(constant: -constraint.storedConstant)
            form.append(variables.length(along: constraint.firstAttribute.axis ?? .horizontal), 1)
            return true
        }
        var secondItem: ResolvedItem?
        if constraint.hasSecondItem {
            guard let item = constraint.secondResolved else { return false }
            if !usesReferencePaths, writeLocalForm(of: constraint, firstItem, item, positioned: &positioned, into: &form) {
                return true
            }
            secondItem = item
        }
        if constraint.positionsItems { positioned = positions(of: constraint) }
        var direction = LayoutDirection.leftToRight
        if constraint.hasDirectionalAttribute, let holder = holdingView(firstItem, secondItem) {
            direction = layoutDirection(of: holder)
        }
        let firstSide = constraint.firstAttribute.resolved(for: direction)
        guard let firstNode = anchorNode(firstItem, firstSide.attribute) else { return false }
        var secondNode: (item: ResolvedItem, attribute: LayoutAttribute)?
        var secondSign = 1.0
        if let secondItem {
            let secondSide = constraint.secondAttribute.resolved(for: direction)
            guard let node = anchorNode(secondItem, secondSide.attribute) else { return false }
            secondNode = node
            secondSign = secondSide.sign
        }
        guard let reference = formReference(firstNode.item, secondNode?.item) else { return false }
        form.reset()
        guard add(firstNode.item, firstNode.attribute, times: firstSide.sign, in: reference, to: &form) else { return false }
        if let secondNode {
            let factor = -constraint.storedMultiplier * secondSign
            guard add(secondNode.item, secondNode.attribute, times: factor, in: reference, to: &form) else { return false }
        }
        form.constant -= constraint.storedConstant
        return true
    }

    /// Writes the form of a constraint between two different items whose variables are in the
    /// coordinates of one view, through plain edges, centers and sizes: siblings (views or guides
    /// of one view), or an item and the view it sits in. That view holds the constraint and is
    /// its reference; every side but the reference's own positions its item. `false` for every
    /// other constraint (the general path handles it).
    private func writeLocalForm<Shape: ConstraintShape>(
        of constraint: Shape, _ first: ResolvedItem, _ second: ResolvedItem,
        positioned found: inout PositionedItems, into form: inout LinearForm
    ) -> Bool {
        let firstAttribute = constraint.firstAttribute, secondAttribute = constraint.secondAttribute
        guard !firstAttribute.isBaseline, firstAttribute.marginBase == nil, !secondAttribute.isBaseline,
              secondAttribute.marginBase == nil, !(first === second)
        else { return false }
        // The reference is read unretained: it is one of the items (which the caller holds) or
        // an item's superview or owning view (which the tree holds while the form is made).
        guard let reference = localReference(first, second) else { return false }
        return reference._withUnsafeGuaranteedRef { reference in
            writeLocalForm(of: constraint, first, second, in: reference, positioned: &found, into: &form)
        }
    }

    /// The view whose coordinates the variables of both `first` and `second` are in: their
    /// common parent, or one of them when it is the other's parent; `nil` for other items.
    private func localReference(_ first: ResolvedItem, _ second: ResolvedItem) -> Unmanaged<View>? {
        let firstParent = first.unretainedParent, secondParent = second.unretainedParent
        if let firstParent, firstParent.toOpaque() == secondParent?.toOpaque() { return firstParent }
        if case .view(let view) = second, firstParent?.toOpaque() == Unmanaged.passUnretained(view).toOpaque() {
            return firstParent
        }
        if case .view(let view) = first, secondParent?.toOpaque() == Unmanaged.passUnretained(view).toOpaque() {
            return secondParent
        }
        return nil
    }

    /// `writeLocalForm(of:_:_:positioned:into:)` in the coordinates of `reference`.
    private func writeLocalForm<Shape: ConstraintShape>(
        of constraint: Shape, _ first: ResolvedItem, _ second: ResolvedItem, in reference: View,
        positioned found: inout PositionedItems, into form: inout LinearForm
    ) -> Bool {
        let firstAttribute = constraint.firstAttribute, secondAttribute = constraint.secondAttribute
        let direction = constraint.hasDirectionalAttribute ? layoutDirection(of: reference) : .leftToRight
        let firstSide = firstAttribute.resolved(for: direction), secondSide = secondAttribute.resolved(for: direction)
        form.reset(constant: -constraint.storedConstant)
        guard let firstRecord = appendLocal(first, firstSide.attribute, times: firstSide.sign, in: reference, to: &form),
              let secondRecord = appendLocal(
                  second, secondSide.attribute, times: -constraint.storedMultiplier * secondSide.sign, in: reference,
                  to: &form)
        else { return false }
        guard constraint.positionsItems else { return true }
        if let axis = firstAttribute.positionAxis, !first.isView(reference) {
            found.first = firstRecord
            found.firstAxis = axis
        }
        if let axis = secondAttribute.positionAxis, !second.isView(reference) {
            found.second = secondRecord
            found.secondAxis = axis
        }
        return true
    }

    /// Appends `factor` times `attribute` (an edge, center or size) of `item`, whose variables
    /// are in `reference`'s coordinates unless it is `reference` itself, to `form` (whose
    /// variables are all different from the item's). Returns the item's record, `nil` when the
    /// item is not registered.
    private func appendLocal(
        _ item: ResolvedItem, _ attribute: LayoutAttribute, times factor: Double, in reference: View,
        to form: inout LinearForm
    ) -> ItemRecord? {
        guard let record = record(of: item), attribute.axis != nil else { return nil }
        let inset = factor != 0 && attribute.kind != .dimension && item.isView(reference) ? reference.alignmentRectInsets : nil
        form.appendLocalSide(record.variables, attribute, times: factor, inset: inset)
        return record
    }

    /// The view that holds a constraint between `first` and `second`, whose direction its
    /// leading and trailing read: the nearest view that is, or contains, both items (a guide
    /// counts as its owning view).
    func holdingView(_ first: ResolvedItem, _ second: ResolvedItem?) -> View? {
        guard let a = first.hostView else { return second?.hostView }
        guard let b = second?.hostView else { return a }
        return commonAncestor(a, b) ?? a
    }

    /// The direction in which `view` arranges its immediate content: its forced semantic
    /// direction, else the window's (this engine's root).
    func layoutDirection(of view: View) -> LayoutDirection {
        switch view.semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: readRootWindow { $0.layoutDirection } ?? .leftToRight
        }
    }

    /// The item whose variables an attribute reads and the attribute on it: the margins guide
    /// and the plain attribute for a margin attribute, the view that draws the baseline for a
    /// baseline, else `item` and `attribute`.
    func anchorNode(_ item: ResolvedItem, _ attribute: LayoutAttribute) -> (item: ResolvedItem, attribute: LayoutAttribute)? {
        if let base = attribute.marginBase {
            guard case .view(let view) = item else { return (item, base) }
            guard let guide = view.marginsGuideStorage else { return nil }
            return (.guide(guide), base)
        }
        if attribute.isBaseline, case .view(let view) = item {
            return (.view(view.resolvedBaselineView(first: attribute == .firstBaseline)), attribute)
        }
        return (item, attribute)
    }

    /// The view in whose coordinates a constraint between `first` and `second` is written: the
    /// nearest view that is, or contains, both (a guide counts as inside its owning view); for
    /// one item, the view its variables are in.
    func formReference(_ first: ResolvedItem, _ second: ResolvedItem?) -> View? {
        guard let second, !(second === first) else {
            return first.parent ?? first.view
        }
        guard let a = first.hostView, let b = second.hostView else { return nil }
        return commonAncestor(a, b)
    }

    /// The nearest view that is, or contains, both `a` and `b`; `nil` in different trees.
    func commonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        let parentA = a.superview, parentB = b.superview
        if let parentA, parentA === parentB { return parentA }
        if parentA === b { return b }
        if parentB === a { return a }
        var x = a, y = b
        var depthX = depth(of: x), depthY = depth(of: y)
        while depthX > depthY, let up = x.superview { x = up; depthX -= 1 }
        while depthY > depthX, let up = y.superview { y = up; depthY -= 1 }
        while x !== y {
            guard let upX = x.superview, let upY = y.superview else { return nil }
            x = upX
            y = upY
        }
        return x
    }

    private func depth(of view: View) -> Int {
        var depth = 0
        var ancestor = view.superview
        while let up = ancestor {
            depth += 1
            ancestor = up.superview
        }
        return depth
    }

    /// Adds `factor` times `attribute` (not a margin form) of `item`, in the coordinates of
    /// `reference` (the item itself or a view containing it), to `form`: the item's own
    /// variables plus, for every view between it and `reference`, that view's position.
    /// `false` when an item on the way is not registered.
    func add(
        _ item: ResolvedItem, _ attribute: LayoutAttribute, times factor: Double, in reference: View,
        to form: inout LinearForm
    ) -> Bool {
        guard let variables = record(of: item)?.variables else { return false }
        let axis: Axis = attribute.axis ?? .horizontal
        let length = variables.length(along: axis)
        if attribute.kind == .dimension {
            form.add(length, factor)
            return true
        }
        guard attribute.kind != .none,
              addOrigin(of: item, variables, along: axis, times: factor, in: reference, to: &form)
        else { return false }
        switch attribute {
        case .right, .trailing, .bottom: form.add(length, factor)
        case .centerX, .centerY: form.add(length, 0.5 * factor)
        case .firstBaseline, .lastBaseline:
            let offset = attribute == .firstBaseline ? item.view?.firstBaselineOffset : item.view?.lastBaselineOffset
            if let offset { form.constant += offset * factor } else { form.add(length, factor) }
        default: break
        }
        return true
    }

    /// Adds `factor` times the origin of `item`'s alignment rect along `axis`, in `reference`'s
    /// coordinates, to `form`.
    private func addOrigin(
        of item: ResolvedItem, _ variables: LayoutVariables, along axis: Axis, times factor: Double,
        in reference: View, to form: inout LinearForm
    ) -> Bool {
        if case .view(let view) = item, view === reference {
            let insets = reference.alignmentRectInsets
            form.constant += factor * (axis == .horizontal ? insets.left : insets.top)
            return true
        }
        form.add(variables.min(along: axis), factor)
        var ancestor = item.parent
        while let view = ancestor, view !== reference {
            guard let outer = record(of: ResolvedItem.view(view))?.variables else { return false }
            let insets = view.alignmentRectInsets
            form.add(outer.min(along: axis), factor)
            form.constant -= factor * (axis == .horizontal ? insets.left : insets.top)
            ancestor = view.superview
        }
        return ancestor != nil
    }
}

extension LinearForm {
    /// Appends `factor` times `attribute` (a left, right, top or bottom edge, a center or a size:
    /// leading and trailing already resolved) of the item whose variables are `variables`: the
    /// position, then the length. `inset` is given for the reference view itself, whose position
    /// is its alignment rect's inset in its own coordinates, a constant. The shared path writes
    /// every side through here; stacks' common forms write theirs in one switch that also
    /// resolves leading and trailing (`LinearForm.appendSide` in `LayoutEngine+DirectForms.swift`),
    /// and `StackConstraintFormTests` compares the two term for term.
    @inline(__always)
    mutating func appendLocalSide(
        _ variables: LayoutVariables, _ attribute: LayoutAttribute, times factor: Double, inset: EdgeInsets?
    ) {
        guard factor != 0, let axis = attribute.axis else { return }
        if attribute.kind == .dimension { return append(variables.length(along: axis), factor) }
        if let inset {
            constant += factor * (axis == .horizontal ? inset.left : inset.top)
        } else {
            append(variables.min(along: axis), factor)
        }
        switch attribute {
        case .right, .trailing, .bottom: append(variables.length(along: axis), factor)
        case .centerX, .centerY: append(variables.length(along: axis), 0.5 * factor)
        default: break
        }
    }
}
