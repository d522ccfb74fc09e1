/// Hidden arranged views (see "Stack semantics"): they take no space along the axis (`length == 0
/// @999.999`, never required) and hang off the chain at `@50`; across the axis they never move
/// or size anything else (`@50` placement). Under fill alignment a hidden view spans the canvas
/// (`@52`) without sizing it: its own cross intrinsic size is suspended, and the cross-axis
/// content inside it (intrinsic sizes of its subviews, nested stacks included) drops below that
/// wish (see `View.demotedContentPriority(_:)`), so hiding or showing it never changes
/// its cross size.
///
/// A hidden stack collapses: its spacing is relaxed (`StackSnapshot.spacingPriority`) and each
/// visible arranged view wishes to sit at the canvas' leading edge at the lowest stack level
/// (`StackPriority.collapse`), which places the views of the collapsed stack where the relaxed
/// spacing leaves them free.
///
/// Every constraint made here has the identifier `Stack-hiding`; those that exist because the
/// view itself is hidden sit in their own slots of its record's groups (`.hidingLength`,
/// `.hidingHang`, `.hidingCrossPosition`, `.hidingCrossSize`), which a reconcile keeps for a
/// view hidden and shown again (see `GeneratedConstraints`).
struct HidingArrangement {
    /// Made for one view by a generator that holds the snapshot: read without retaining it.
    unowned(unsafe) let snapshot: StackSnapshot

    /// A hidden stack's wish that its visible arranged view at `index` sits at the canvas'
    /// leading edge along the axis; nothing while the stack is shown.
    func appendCollapseSpecs(for index: Int, to specs: inout [SlotSpec]) {
        guard snapshot.stackIsHidden, snapshot.isVisible(index) else { return }
        specs.append(SlotSpec(.collapse, ConstraintSpec(
            snapshot.along(snapshot.items[index].reference, .leading), .equal, snapshot.along(snapshot.canvas, .leading),
            priority: StackPriority.collapse, .hiding)))
    }

    /// `length == 0 @999.999` and the hang: after the previous visible `p` at
    /// `p.trailing + s(p)/2` when a visible item follows (else `+ 0`); before the first visible
    /// item at its leading edge; at the canvas' leading edge when nothing is visible.
    func appendAlongSpecs(for index: Int, to specs: inout [SlotSpec]) {
        // The snapshot holds its items: they are read without retaining them.
        unowned(unsafe) let view = snapshot.items[index].reference
        let hang: ConstraintSpec
        if let previous = snapshot.previousVisible(before: index) {
            let offset = snapshot.nextVisible(after: index) == nil ? 0 : snapshot.items[previous].gapAfter / 2
            hang = ConstraintSpec(
                snapshot.along(view, .leading), .equal, snapshot.along(snapshot.items[previous].reference, .trailing),
                constant: offset, priority: StackPriority.hiddenPlacement, .hiding)
        } else {
            unowned(unsafe) let reference = snapshot.nextVisible(after: index).map { snapshot.items[$0].reference }
                ?? snapshot.canvas
            hang = ConstraintSpec(
                snapshot.along(view, .leading), .equal, snapshot.along(reference, .leading),
                priority: StackPriority.hiddenPlacement, .hiding)
        }
        specs.append(SlotSpec(.hidingLength, ConstraintSpec(
            snapshot.along(view, .length), .equal, nil, priority: StackPriority.hiddenLength, .hiding)))
        specs.append(SlotSpec(.hidingHang, hang))
    }

    /// Across the axis: under fill alignment the canvas' leading edge `@50` and its length `@52`
    /// (the view's cross intrinsic size is suspended); otherwise placed by the alignment `@50`
    /// (on the first visible item's baseline for baseline alignments), keeping its own size.
    func appendCrossSpecs(for index: Int, to specs: inout [SlotSpec]) {
        unowned(unsafe) let view = snapshot.items[index].reference
        unowned(unsafe) let canvas = snapshot.canvas
        let priority = StackPriority.hiddenPlacement
        switch snapshot.alignment {
        case .fill:
            specs.append(SlotSpec(.hidingCrossPosition, ConstraintSpec(
                snapshot.across(view, .leading), .equal, snapshot.across(canvas, .leading), priority: priority, .hiding)))
            specs.append(SlotSpec(.hidingCrossSize, ConstraintSpec(
                snapshot.across(view, .length), .equal, snapshot.across(canvas, .length),
                priority: StackPriority.hiddenSpanningSize, .hiding)))
        case .firstBaseline, .lastBaseline:
            let attribute: LayoutAttribute = snapshot.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            guard let reference = snapshot.firstVisible else {
                specs.append(SlotSpec(.hidingCrossPosition, ConstraintSpec(
                    snapshot.across(view, .leading), .equal, snapshot.across(canvas, .leading), priority: priority,
                    .hiding)))
                return
            }
            specs.append(SlotSpec(.hidingCrossPosition, ConstraintSpec(
                AnchorSide(view, attribute), .equal, AnchorSide(snapshot.items[reference].reference, attribute),
                priority: priority, .hiding)))
        case .leading, .center, .trailing:
            guard let aligned = snapshot.alignment.alignedAttribute(across: snapshot.axis.cross) else { return }
            specs.append(SlotSpec(.hidingCrossPosition, ConstraintSpec(
                AnchorSide(view, aligned), .equal, AnchorSide(canvas, aligned), priority: priority, .hiding)))
        }
    }
}
