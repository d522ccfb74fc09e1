/// The alignment across the axis as the generators see it: `top`/`leading` and
/// `bottom`/`trailing` merge, and baselines mean edges in a vertical stack.
enum CrossAlignment: Sendable, Hashable {
    case fill, leading, center, trailing, firstBaseline, lastBaseline

    init(_ alignment: Stack.Alignment, axis: Axis) {
        switch alignment {
        case .fill: self = .fill
        case .leading, .top: self = .leading
        case .center: self = .center
        case .trailing, .bottom: self = .trailing
        case .firstBaseline: self = axis == .horizontal ? .firstBaseline : .leading
        case .lastBaseline: self = axis == .horizontal ? .lastBaseline : .trailing
        }
    }

    /// The attribute items are aligned on, for an item whose cross anchors are `anchors`.
    func alignedAnchor(of item: any LayoutItem, _ anchors: AxisAnchors) -> PositionAnchor? {
        switch self {
        case .fill: nil
        case .leading: anchors.leading
        case .center: anchors.center
        case .trailing: anchors.trailing
        case .firstBaseline: PositionAnchor(item, .firstBaseline)
        case .lastBaseline: PositionAnchor(item, .lastBaseline)
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// A snapshot of a stack for one update pass: everything the generators read, axis-relative.
struct StackContext {
    let stack: Stack
    let axis: Axis
    let items: [View]
    let distribution: Stack.Distribution
    let alignment: CrossAlignment
    /// The stack, or its layout margins guide when the arrangement is margins-relative.
    let canvas: any LayoutItem
    /// Gaps run between baselines (vertical, baseline-relative stacks only).
    let baselineRelative: Bool
    let firstVisible: Int?
    /// The second visible index (the item after the first gap).
    let secondVisible: Int?
    let lastVisible: Int?
    /// Required, or `@999.99` while the stack itself is hidden (so that it can collapse to 0
    /// under the `@999.999` hiding constraint of an enclosing stack).
    let spacingPriority: LayoutPriority

    init(_ stack: Stack) {
        self.stack = stack
        axis = stack.axis
        items = stack.arrangedSubviews
        distribution = stack.distribution
        alignment = CrossAlignment(stack.alignment, axis: stack.axis)
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        baselineRelative = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        let arranged = stack.arrangedSubviews
        let first = arranged.firstIndex { !$0.isHidden }
        firstVisible = first
        secondVisible = first.flatMap { f in arranged[(f + 1)...].firstIndex { !$0.isHidden } }
        lastVisible = items.lastIndex { !$0.isHidden }
        spacingPriority = stack.isHidden ? LayoutPriority(999.99) : .required
    }

    /// Anchors of `item` along the stack's axis.
    func along(_ item: any LayoutItem) -> AxisAnchors { item.anchors(along: axis) }
    /// Anchors of `item` across the stack's axis.
    func across(_ item: any LayoutItem) -> AxisAnchors { item.anchors(along: axis.cross) }

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

    /// `s(i)`: the custom spacing after item `index`, else the spacing.
    func gap(after index: Int) -> Double { stack.gap(after: items[index]) }

    /// The intrinsic length along the axis, 0 without one.
    func intrinsicLength(_ index: Int) -> Double {
        let length = items[index].intrinsicContentSize.length(along: axis)
        return length.isFinite && length > 0 ? length : 0
    }

    /// `true` when the fillProportionally shares fall back to equal lengths (`ΣL = 0`).
    func proportionalFallsBackToEqual(lengths: [Double]) -> Bool {
        guard distribution == .fillProportionally else { return false }
        return !items.indices.contains { isVisible($0) && lengths[$0] > 0 }
    }
}
