/// Hidden arranged views (see "Stack semantics"): they take no space along the axis (`length == 0
/// @999.999`, never required) and hang off the chain at `@50`; across the axis they never move
/// or size anything else (`@50` placement; under fill alignment their own cross intrinsic size
/// is suspended so that they span the canvas without sizing it).
///
/// Every constraint made here has the identifier `Stack-hiding` and sits in the hiding slots of
/// the view's record (`ArrangedRecord.hidingConstraints`), so animation code can find them.
struct HidingArrangement {
    let context: StackContext

    /// The priority of a hidden view's length: just below required.
    static let hiddenLengthPriority = LayoutPriority(999.999)
    /// The priority of the wishes that place a hidden view.
    static let placementPriority = LayoutPriority(50)

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

    /// Across the axis: under fill alignment the canvas' leading edge and length `@50` (the
    /// view's cross intrinsic size is suspended); otherwise placed by the alignment `@50` (on the
    /// first visible item's baseline for baseline alignments), keeping its own size.
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
                    AnchorSide(anchors.length), .equal, AnchorSide(canvas.length), priority: priority, .hiding)),
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
