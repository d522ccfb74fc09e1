/// Hidden arranged views (see "Stack semantics"): they take no space along the axis (`length == 0
/// @999.999`, never required) and hang off the chain at `@50`; across the axis they never move
/// or size anything else (`@50` placement). Under fill alignment a hidden view spans the canvas
/// (`@52`) without sizing it: its own cross intrinsic size is suspended, and the cross-axis
/// content inside it (intrinsic sizes of its subviews, nested stacks included) drops below that
/// wish (see `View.effectiveContentPriority(_:along:)`), so hiding or showing it never changes
/// its cross size.
///
/// A hidden stack collapses: its spacing is relaxed (`StackContext.spacingPriority`) and each
/// visible arranged view wishes to sit at the canvas' leading edge at the lowest stack level
/// (`collapsePriority`), which places the views of the collapsed stack where the relaxed
/// spacing leaves them free.
///
/// Every constraint made here has the identifier `Stack-hiding`; those that exist because the
/// view itself is hidden sit in the hiding slots of its record (`ArrangedRecord.hidingConstraints`),
/// so animation code can find them.
struct HidingArrangement {
    let context: StackContext

    /// The priority of a hidden view's length: just below required.
    static let hiddenLengthPriority = LayoutPriority(999.999)
    /// The priority of the wishes that place a hidden view.
    static let placementPriority = LayoutPriority(50)
    /// The priority of a hidden view's cross size spanning the canvas under fill alignment: above
    /// a nested stack's spanning fit (`@51`), above the demoted content inside the hidden view.
    static let spanningSizePriority = LayoutPriority(52)
    /// The priority of a collapsed stack's views' wish to sit at its leading edge: below every
    /// tie-break (`0.001 · (i + 1)`), so it only places views that nothing else places.
    static let collapsePriority = LayoutPriority(0.0005)

    /// A hidden stack's wish that its visible arranged view at `index` sits at the canvas'
    /// leading edge along the axis; nothing while the stack is shown.
    func collapseSpecs(for index: Int) -> [(ConstraintSlot, ConstraintSpec)] {
        guard context.stack.isHidden, context.isVisible(index) else { return [] }
        return [(.collapse, ConstraintSpec(
            AnchorSide(context.along(context.items[index]).leading), .equal,
            AnchorSide(context.along(context.canvas).leading), priority: Self.collapsePriority, .hiding))]
    }

    /// `length == 0 @999.999` and the hang: after the previous visible `p` at
    /// `p.trailing + s(p)/2` when a visible item follows (else `+ 0`); before the first visible
    /// item at its leading edge; at the canvas' leading edge when nothing is visible.
    func alongSpecs(for index: Int) -> [(ConstraintSlot, ConstraintSpec)] {
        let anchors = context.along(context.items[index])
        let hang: ConstraintSpec
        if let previous = context.previousVisible(before: index) {
            let offset = context.nextVisible(after: index) == nil ? 0 : context.gap(after: previous) / 2
            hang = ConstraintSpec(
                AnchorSide(anchors.leading), .equal, AnchorSide(context.along(context.items[previous]).trailing),
                constant: offset, priority: Self.placementPriority, .hiding)
        } else {
            let reference: any LayoutItem = context.nextVisible(after: index).map { context.items[$0] } ?? context.canvas
            hang = ConstraintSpec(
                AnchorSide(anchors.leading), .equal, AnchorSide(context.along(reference).leading),
                priority: Self.placementPriority, .hiding)
        }
        return [
            (.hidingLength, ConstraintSpec(
                AnchorSide(anchors.length), .equal, nil, priority: Self.hiddenLengthPriority, .hiding)),
            (.hidingHang, hang),
        ]
    }

    /// Across the axis: under fill alignment the canvas' leading edge `@50` and its length `@52`
    /// (the view's cross intrinsic size is suspended); otherwise placed by the alignment `@50`
    /// (on the first visible item's baseline for baseline alignments), keeping its own size.
    func crossSpecs(for index: Int) -> [(ConstraintSlot, ConstraintSpec)] {
        let view = context.items[index]
        let anchors = context.across(view)
        let canvas = context.across(context.canvas)
        let priority = Self.placementPriority
        switch context.alignment {
        case .fill:
            return [
                (.hidingCrossPosition, ConstraintSpec(
                    AnchorSide(anchors.leading), .equal, AnchorSide(canvas.leading), priority: priority, .hiding)),
                (.hidingCrossSize, ConstraintSpec(
                    AnchorSide(anchors.length), .equal, AnchorSide(canvas.length), priority: Self.spanningSizePriority,
                    .hiding)),
            ]
        case .firstBaseline, .lastBaseline:
            let attribute: LayoutAttribute = context.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            guard let reference = context.firstVisible else {
                return [(.hidingCrossPosition, ConstraintSpec(
                    AnchorSide(anchors.leading), .equal, AnchorSide(canvas.leading), priority: priority, .hiding))]
            }
            return [(.hidingCrossPosition, ConstraintSpec(
                AnchorSide(view, attribute), .equal, AnchorSide(context.items[reference], attribute),
                priority: priority, .hiding))]
        case .leading, .center, .trailing:
            guard let mine = context.alignment.alignedAnchor(of: view, anchors),
                  let theirs = context.alignment.alignedAnchor(of: context.canvas, canvas)
            else { return [] }
            return [(.hidingCrossPosition, ConstraintSpec(
                AnchorSide(mine), .equal, AnchorSide(theirs), priority: priority, .hiding))]
        }
    }
}
