extension Axis {
    /// Leading (horizontal) or top (vertical).
    var leadingAttribute: LayoutAttribute { self == .horizontal ? .leading : .top }
    /// Trailing (horizontal) or bottom (vertical).
    var trailingAttribute: LayoutAttribute { self == .horizontal ? .trailing : .bottom }
    /// centerX or centerY.
    var centerAttribute: LayoutAttribute { self == .horizontal ? .centerX : .centerY }
    /// Width or height.
    var lengthAttribute: LayoutAttribute { self == .horizontal ? .width : .height }
}

/// What the generators know of one arranged view.
///
/// A snapshot is read during one update pass, while the stack keeps its arranged views and
/// guides: it holds them without retaining them, so that filling it costs no reference
/// counting. The view is kept as its reference, all that a generated constraint names: a
/// generator then never loads the view itself (which would retain it).
struct ArrangedItem {
    unowned(unsafe) let reference: ItemReference
    let isHidden: Bool
    /// How many visible views come before the view (32 bits keep the item at 32 bytes).
    let visibleOrdinal: Int32
    /// `s(i)`: the custom spacing after the view, else the stack's spacing.
    let gapAfter: Double
    /// The gap guide before the view (equal distributions, visible views after the first).
    unowned(unsafe) let gapGuide: LayoutGuide?

    init(reference: ItemReference, isHidden: Bool, visibleOrdinal: Int32, gapAfter: Double, gapGuide: LayoutGuide?) {
        self.reference = reference
        self.isHidden = isHidden
        self.visibleOrdinal = visibleOrdinal
        self.gapAfter = gapAfter
        self.gapGuide = gapGuide
    }

    /// An item that stands in until the stack writes its view's (it names `reference`).
    init(placeholderFor reference: ItemReference) {
        self.init(reference: reference, isHidden: true, visibleOrdinal: 0, gapAfter: 0, gapGuide: nil)
    }
}

/// Everything one update pass of a stack generates from, copied from the stack before the pass:
/// the generators are functions of this value and never call back into the stack. Positions
/// and lengths are taken along the stack's axis ("along") or across it ("across"). Unchanged
/// while the generators read it; a class so that they share one snapshot instead of copying its
/// fields. The update buffers of a tree keep one snapshot, which each pass fills again (`fill`):
/// a pass allocates none, and the items keep their storage. Like the items, the stack and its
/// canvas are held without retaining them: the snapshot is read only during a pass of the stack.
final class StackSnapshot {
    /// The stack, as an item of the stack-level constraints.
    @exclusivity(unchecked) unowned(unsafe) private(set) var stack: ItemReference
    @exclusivity(unchecked) private(set) var axis = Axis.horizontal
    /// The arranged views, in order (the stack writes them before `fill`, over the previous
    /// pass's: see `resizeItems(to:filler:)`).
    @exclusivity(unchecked) var items: [ArrangedItem] = []
    /// The rule of the stack's distribution, and what the generators ask it for every view.
    @exclusivity(unchecked) private(set) var distribution: any DistributionRule = FillRule()
    @exclusivity(unchecked) private(set) var usesGapGuides = false
    @exclusivity(unchecked) private(set) var linkRelation = LayoutRelation.equal
    @exclusivity(unchecked) private(set) var alignment = CrossAlignment.fill
    /// The stack, or its layout margins guide when the arrangement is margins-relative.
    @exclusivity(unchecked) unowned(unsafe) private(set) var canvas: ItemReference
    /// Gaps run between baselines (vertical, baseline-relative stacks only).
    @exclusivity(unchecked) private(set) var baselineRelative = false
    /// Whether the stack itself is hidden (it then collapses; see `HidingArrangement`).
    @exclusivity(unchecked) private(set) var stackIsHidden = false
    /// Visible lengths are equal: fillEqually, or fillProportionally with `ΣL = 0`.
    @exclusivity(unchecked) private(set) var equalLengths = false
    /// Whether the visible views are aligned through a guide (non-fill alignments with a
    /// visible view): then `alignmentGuide` names it.
    @exclusivity(unchecked) private(set) var hasAlignmentGuides = false
    /// The zero-size guide the visible views align to, as its reference, held like the items'
    /// (the stack's own while `hasAlignmentGuides` is false, so that reading it retains nothing).
    /// The canvas' edges across the axis enclose the views: no guide stands for them.
    @exclusivity(unchecked) unowned(unsafe) private(set) var alignmentGuide: ItemReference
    @exclusivity(unchecked) private(set) var firstVisible: Int?
    /// The second visible index (the item after the first gap).
    @exclusivity(unchecked) private(set) var secondVisible: Int?
    @exclusivity(unchecked) private(set) var lastVisible: Int?

    /// Makes the items `count` long, appending `filler` or dropping the last ones (the items
    /// are plain values: a pass writes them over).
    func resizeItems(to count: Int, filler: ArrangedItem) {
        if items.count > count { items.removeLast(items.count - count) }
        if items.count < count { items.append(contentsOf: repeatElement(filler, count: count - items.count)) }
    }

    /// An empty snapshot, to be filled for a pass of `stack` (or of any stack of its tree).
    init(for stack: Stack) {
        self.stack = stack.itemReference
        canvas = stack.itemReference
        alignmentGuide = stack.itemReference
    }

    /// The first, second and last indices of visible items.
    typealias VisibleIndices = (first: Int?, second: Int?, last: Int?)

    /// Takes the state of `stack` for a pass whose rule is `rule`, once its items are in (whose
    /// visible indices are `visible`); `alignmentGuide` is its alignment guide when the visible
    /// views are aligned through it.
    func fill(
        from stack: Stack, rule: any DistributionRule, equalLengths: Bool, visible: VisibleIndices,
        alignmentGuide: LayoutGuide?
    ) {
        self.stack = stack.itemReference
        hasAlignmentGuides = alignmentGuide != nil
        self.alignmentGuide = alignmentGuide?.itemReference ?? stack.itemReference
        distribution = rule
        usesGapGuides = rule.usesGapGuides
        linkRelation = rule.linkRelation
        self.equalLengths = equalLengths
        axis = stack.axis
        alignment = CrossAlignment(stack.alignment, axis: stack.axis)
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide.itemReference : stack.itemReference
        baselineRelative = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        stackIsHidden = stack.isHidden
        (firstVisible, secondVisible, lastVisible) = visible
    }

    /// Required, or `@999.99` while the stack itself is hidden (so that it can collapse to 0
    /// under the `@999.999` hiding constraint of an enclosing stack).
    var spacingPriority: LayoutPriority { stackIsHidden ? StackPriority.collapsedSpacing : .required }

    func isVisible(_ index: Int) -> Bool { !items[index].isHidden }

    /// The nearest visible index before `index`.
    func previousVisible(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            if !items[candidate].isHidden { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The nearest visible index after `index`.
    func nextVisible(after index: Int) -> Int? {
        var candidate = index + 1
        while candidate < items.count {
            if !items[candidate].isHidden { return candidate }
            candidate += 1
        }
        return nil
    }

    /// The side `item.attribute` along the stack's axis (`attribute` names the horizontal form).
    func along(_ item: ItemReference, _ attribute: AxisAttribute) -> AnchorSide {
        AnchorSide(item, attribute.resolved(on: axis))
    }

    /// The side `view.attribute` along the stack's axis.
    func along(_ view: View, _ attribute: AxisAttribute) -> AnchorSide { along(view.itemReference, attribute) }

    /// The side `guide.attribute` along the stack's axis.
    func along(_ guide: LayoutGuide, _ attribute: AxisAttribute) -> AnchorSide { along(guide.itemReference, attribute) }

    /// The side `item.attribute` across the stack's axis.
    func across(_ item: ItemReference, _ attribute: AxisAttribute) -> AnchorSide {
        AnchorSide(item, attribute.resolved(on: axis.cross))
    }

    /// The side `view.attribute` across the stack's axis.
    func across(_ view: View, _ attribute: AxisAttribute) -> AnchorSide { across(view.itemReference, attribute) }

    /// The side `guide.attribute` across the stack's axis.
    func across(_ guide: LayoutGuide, _ attribute: AxisAttribute) -> AnchorSide {
        across(guide.itemReference, attribute)
    }
}

/// An attribute named independently of the axis it is taken on.
enum AxisAttribute {
    case leading, trailing, center, length

    /// The attribute on `axis`: leading, trailing, centerX, width horizontally; top, bottom,
    /// centerY, height vertically.
    func resolved(on axis: Axis) -> LayoutAttribute {
        switch self {
        case .leading: axis.leadingAttribute
        case .trailing: axis.trailingAttribute
        case .center: axis.centerAttribute
        case .length: axis.lengthAttribute
        }
    }
}
