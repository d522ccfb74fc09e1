import LayoutSolver

/// The forms of stacks' constraints (`DirectConstraint`) on their common paths, written into the
/// engine's reused form (`formScratch`) straight from the items' records, without retaining the
/// constraint's items, their records or the view whose coordinates the form is in: a constant
/// width or height, and a constraint between siblings or between an item and the view it sits
/// in through plain edges, centers and sizes (what a stack generates between its arranged
/// views, its guides and itself). Every other constraint, and one whose items' records are not
/// on the items (a fitting engine's), takes the shared path (`LayoutEngine+Forms`). Both write
/// the same terms, in the same order, with the same constant.
extension LayoutEngine {
    /// Adds the form of `constraint` to the solver at its relation and priority, and writes the
    /// items it positions into `positioned`; `nil` while an item is not registered in this
    /// engine (nothing is added then). Inlined into `install(_:)`, its one caller.
    @inline(__always)
    func addForm(
        of constraint: DirectConstraint, positioned: inout PositionedItems
    ) throws(SolverError) -> Solver.ConstraintID? {
        guard writeCommonForm(of: constraint, positioned: &positioned)
            || writeForm(of: constraint, positioned: &positioned, into: &formScratch)
        else { return nil }
        return try addWrittenForm(relation: constraint.relation, priority: constraint.storedPriority)
    }

    /// Writes the form of `constraint` into `formScratch`, and the items it positions into
    /// `positioned`, when it is on a common path: a constant width or height, or a local form
    /// (both items different, with their records on them, their variables in the coordinates of
    /// one view, the reference, and plain edges, centers and sizes; every side of a position
    /// attribute but the reference's own positions its item). `false`, with nothing written that
    /// counts, otherwise. Inlined into `addForm(of:positioned:)`, its one caller, which runs
    /// once for each constraint a stack installs.
    @inline(__always)
    private func writeCommonForm(of constraint: DirectConstraint, positioned: inout PositionedItems) -> Bool {
        let firstAttribute = constraint.firstAttribute
        guard constraint.secondReference != nil else {
            guard firstAttribute.kind == .dimension, let item = ownItem(constraint.firstReference) else { return false }
            formScratch.reset(constant: -constraint.storedConstant)
            formScratch.append(item.variables.length(along: firstAttribute == .width ? .horizontal : .vertical), 1)
            return true
        }
        let secondAttribute = constraint.secondAttribute
        guard !usesReferencePaths, firstAttribute.isLocal, secondAttribute.isLocal,
              let first = ownItem(constraint.firstReference),
              let second = ownItem(constraint.secondReference.unsafelyUnwrapped),
              first.identity != second.identity,
              let reference = OwnItem.localReference(first, second)
        else { return false }
        let firstIsReference = first.identity == reference.toOpaque()
        let secondIsReference = second.identity == reference.toOpaque()
        // The reference is read unretained: it is one of the items or their superview or owning
        // view, which the tree holds.
        let (rightToLeft, insets) = reference._withUnsafeGuaranteedRef { view in
            let rightToLeft = constraint.hasDirectionalAttribute && layoutDirection(of: view) == .rightToLeft
            let readsInsets = (firstIsReference && firstAttribute.kind != .dimension)
                || (secondIsReference && secondAttribute.kind != .dimension)
            return (rightToLeft, readsInsets ? view.alignmentRectInsets : EdgeInsets.zero)
        }
        formScratch.reset(constant: -constraint.storedConstant)
        formScratch.appendSide(
            first.variables, firstAttribute, times: 1, rightToLeft: rightToLeft, ofReference: firstIsReference,
            insetLeft: insets.left, insetTop: insets.top)
        formScratch.appendSide(
            second.variables, secondAttribute, times: -constraint.storedMultiplier, rightToLeft: rightToLeft,
            ofReference: secondIsReference, insetLeft: insets.left, insetTop: insets.top)
        if let axis = firstAttribute.positionAxis, !firstIsReference {
            positioned.first = first.record.takeUnretainedValue()
            positioned.firstAxis = axis
        }
        if let axis = secondAttribute.positionAxis, !secondIsReference {
            positioned.second = second.record.takeUnretainedValue()
            positioned.secondAxis = axis
        }
        return true
    }

    /// The view or guide `reference` points at, with its record, when that record is this
    /// engine's and on the item (this is its tree's engine); read without retaining either.
    @inline(__always)
    fileprivate func ownItem(_ reference: ItemReference) -> OwnItem? {
        if let view = reference.unretainedView {
            return view._withUnsafeGuaranteedRef { item in
                guard item.hostRecordOwner == id, let record = item.hostRecord else { return nil }
                return OwnItem(
                    record: .passUnretained(ItemRecord.stored(record)), identity: view.toOpaque(),
                    parent: item.unretainedSuperview, isView: true)
            }
        }
        if let guide = reference.unretainedGuide {
            return guide._withUnsafeGuaranteedRef { item in
                guard item.hostRecordOwner == id, let record = item.hostRecord else { return nil }
                return OwnItem(
                    record: .passUnretained(ItemRecord.stored(record)), identity: guide.toOpaque(),
                    parent: item.unretainedOwningView, isView: false)
            }
        }
        return nil
    }
}

extension LayoutGuide {
    /// `owningView`, not retained: its `unowned(unsafe)` reference read as the `Unmanaged` it
    /// is laid out as (one pointer, `nil` as zero), so that reading it costs no retain and
    /// release.
    @inline(__always)
    fileprivate var unretainedOwningView: Unmanaged<View>? {
        unsafeBitCast(owningView, to: Unmanaged<View>?.self)
    }
}

/// A view or guide with its record in the engine, held without retaining either (valid while
/// the constraint that names the item is being installed: the tree holds both).
private struct OwnItem {
    let record: Unmanaged<ItemRecord>
    /// The item's address, for identity.
    let identity: UnsafeMutableRawPointer
    /// The view whose coordinates the item's variables are in: a view's superview, a guide's
    /// owning view.
    let parent: Unmanaged<View>?
    let isView: Bool

    /// The item's variables.
    var variables: LayoutVariables { record._withUnsafeGuaranteedRef { $0.variables } }

    /// The view whose coordinates the variables of both `first` and `second` are in: their
    /// common parent, or one of them when it is the other's parent; `nil` for other items.
    @inline(__always)
    static func localReference(_ first: OwnItem, _ second: OwnItem) -> Unmanaged<View>? {
        let firstParent = first.parent?.toOpaque(), secondParent = second.parent?.toOpaque()
        if let firstParent, firstParent == secondParent { return first.parent }
        if second.isView, firstParent == second.identity { return first.parent }
        if first.isView, secondParent == first.identity { return second.parent }
        return nil
    }
}

extension LinearForm {
    /// Appends `factor` times `attribute` (a plain edge, center or size) of the item whose
    /// variables are `variables`, read right to left or not, as the shared path does: the terms
    /// and constant of `appendLocalSide` for `LayoutAttribute.resolved(for:)`, in one switch on
    /// the attribute (right to left, leading is the right edge and trailing the left one, and a
    /// horizontal position counts with the opposite sign). The item is the reference view
    /// itself when `ofReference`: its position is then its alignment rect's inset, `insetLeft`
    /// or `insetTop`, a constant.
    @inline(__always)
    fileprivate mutating func appendSide(
        _ variables: LayoutVariables, _ attribute: LayoutAttribute, times factor: Double, rightToLeft: Bool,
        ofReference: Bool, insetLeft: Double, insetTop: Double
    ) {
        guard factor != 0 else { return }
        let flipped = -factor
        switch attribute {
        case .left: appendPosition(variables.minX, ofReference, insetLeft, rightToLeft ? flipped : factor)
        case .right: appendEdge(variables.minX, variables.width, ofReference, insetLeft, rightToLeft ? flipped : factor)
        case .leading:
            if rightToLeft {
                appendEdge(variables.minX, variables.width, ofReference, insetLeft, flipped)
            } else {
                appendPosition(variables.minX, ofReference, insetLeft, factor)
            }
        case .trailing:
            if rightToLeft {
                appendPosition(variables.minX, ofReference, insetLeft, flipped)
            } else {
                appendEdge(variables.minX, variables.width, ofReference, insetLeft, factor)
            }
        case .centerX:
            appendCenter(variables.minX, variables.width, ofReference, insetLeft, rightToLeft ? flipped : factor)
        case .top: appendPosition(variables.minY, ofReference, insetTop, factor)
        case .bottom: appendEdge(variables.minY, variables.height, ofReference, insetTop, factor)
        case .centerY: appendCenter(variables.minY, variables.height, ofReference, insetTop, factor)
        case .width: append(variables.width, factor)
        case .height: append(variables.height, factor)
        default: break
        }
    }

    /// Appends `factor` times a position: the variable `position`, or for the reference view
    /// itself (`ofReference`) the constant `inset`.
    @inline(__always)
    private mutating func appendPosition(
        _ position: Solver.VariableID, _ ofReference: Bool, _ inset: Double, _ factor: Double
    ) {
        if ofReference { constant += factor * inset } else { append(position, factor) }
    }

    /// Appends `factor` times a far edge: the position, then the length.
    @inline(__always)
    private mutating func appendEdge(
        _ position: Solver.VariableID, _ length: Solver.VariableID, _ ofReference: Bool, _ inset: Double,
        _ factor: Double
    ) {
        appendPosition(position, ofReference, inset, factor)
        append(length, factor)
    }

    /// Appends `factor` times a center: the position, then half the length.
    @inline(__always)
    private mutating func appendCenter(
        _ position: Solver.VariableID, _ length: Solver.VariableID, _ ofReference: Bool, _ inset: Double,
        _ factor: Double
    ) {
        appendPosition(position, ofReference, inset, factor)
        append(length, 0.5 * factor)
    }
}

extension LayoutAttribute {
    /// Whether the attribute is a plain edge, center or size (not a baseline, a margin form or
    /// `.notAnAttribute`), which a local form reads straight from its item's variables.
    fileprivate var isLocal: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
        default: false
        }
    }

}
