/// How far the change of one arranged view reaches along the axis: the along-axis groups it
/// regenerates, from the view after the previous visible one on.
enum DistributionReach: Sendable {
    /// Through the next visible view: the views whose links, hangs and gap guides may name it.
    case nextVisibleView
    /// Through the last view: a later view's constraints depend on how many visible views come
    /// before it.
    case lastView
}

/// Everything one distribution decides along the axis, in one value: the constraints it adds to
/// the chain of visible views, what they depend on (and so what a change regenerates), and
/// whether it measures its views. The stack asks the rule of its distribution
/// (`Stack.Distribution.rule`) instead of testing the case, so a new distribution is a new rule
/// here and a new case of ``Stack/Distribution``.
///
/// `DistributionArrangement` generates what every distribution shares: the chain of visible
/// views from the canvas' leading edge to its trailing edge (each link between the gap guides
/// and the sizing), `length ≥ 0`, the tie-break, the star of equal lengths when the rule makes
/// lengths equal, and the hidden views.
protocol DistributionRule: Sendable {
    /// The along-axis groups a change of one arranged view regenerates. It has no default: a
    /// rule whose constraints name views beyond the next visible one, or depend on a view's
    /// visible ordinal, reaches to the last view, or a change leaves stale constraints behind.
    var reach: DistributionReach { get }

    /// Whether the rule reads each view's length `L(i)` (its intrinsic length, else its
    /// compressed fitting length) and sizes the views by shares of it (`shareSpecs`). Measured
    /// stacks measure a view again when it is hidden or shown or its constraints change.
    var measuresViews: Bool { get }

    /// Whether constraints other than the spacing links and hiding hangs carry the gaps (a new
    /// spacing then regenerates instead of changing constants in place).
    var carriesGapsOutsideLinks: Bool { get }

    /// Whether every visible view gets the length of the first visible one, given the arranged
    /// `views` and their measured lengths (empty unless the rule `measuresViews`).
    func makesLengthsEqual(_ views: [View], measuredLengths: [Double]) -> Bool

    /// Whether, besides equal lengths, every view's constraints name the first two visible
    /// views (a change of those then regenerates every along group).
    var tiesToFirstVisibleViews: Bool { get }

    /// Whether a gap guide sits before every visible view after the first (`appendGapSpecs` is
    /// called only then).
    var usesGapGuides: Bool { get }

    /// The relation of the spacing link between consecutive visible views,
    /// `next.leading (== | ≥) prev.trailing + s(prev)`.
    var linkRelation: LayoutRelation { get }

    /// Appends the constraints of the gap between the visible items `previous` and `index`,
    /// which come before the link between them.
    func appendGapSpecs(from previous: Int, to index: Int, of snapshot: StackSnapshot, to specs: inout [SlotSpec])

    /// Appends the rule's stack-level constraints along the axis.
    func appendStackSpecs(of snapshot: StackSnapshot, to specs: inout [SlotSpec])

    /// The share of every item (`nil`: none) from the measured `lengths`.
    func shareSpecs(of snapshot: StackSnapshot, lengths: [Double]) -> [ConstraintSpec?]
}

/// What a rule that does not say otherwise does: the chain's exact links alone, nothing
/// measured, no equal lengths, no gap guides, no stack-level constraints, no shares.
extension DistributionRule {
    var measuresViews: Bool { false }
    var carriesGapsOutsideLinks: Bool { false }
    func makesLengthsEqual(_ views: [View], measuredLengths: [Double]) -> Bool { false }
    var tiesToFirstVisibleViews: Bool { false }
    var usesGapGuides: Bool { false }
    var linkRelation: LayoutRelation { .equal }
    func appendGapSpecs(from previous: Int, to index: Int, of snapshot: StackSnapshot, to specs: inout [SlotSpec]) {}
    func appendStackSpecs(of snapshot: StackSnapshot, to specs: inout [SlotSpec]) {}
    func shareSpecs(of snapshot: StackSnapshot, lengths: [Double]) -> [ConstraintSpec?] {
        [ConstraintSpec?](repeating: nil, count: snapshot.items.count)
    }
}

extension Stack.Distribution {
    /// The rule that generates this distribution and says what its constraints depend on.
    var rule: any DistributionRule {
        switch self {
        case .fill: FillRule()
        case .fillEqually: FillEquallyRule()
        case .fillProportionally: FillProportionallyRule()
        case .equalSpacing: EqualSpacingRule()
        case .equalCentering: EqualCenteringRule()
        }
    }
}

/// `fill`: the chain alone; content hugging and compression resistance size the views.
struct FillRule: DistributionRule {
    var reach: DistributionReach { .nextVisibleView }
}

/// `fillEqually`: every visible length equals the first visible one's (a star).
struct FillEquallyRule: DistributionRule {
    var reach: DistributionReach { .nextVisibleView }
    func makesLengthsEqual(_ views: [View], measuredLengths: [Double]) -> Bool { true }
}

/// `fillProportionally`: every visible view's length is its share `L/ΣL` of the canvas less the
/// gaps; equal lengths when no visible view has a length (`ΣL = 0`).
struct FillProportionallyRule: DistributionRule {
    var reach: DistributionReach { .nextVisibleView }
    var measuresViews: Bool { true }
    var carriesGapsOutsideLinks: Bool { true }

    func makesLengthsEqual(_ views: [View], measuredLengths lengths: [Double]) -> Bool {
        !views.indices.contains { !views[$0].isHidden && lengths[$0] > 0 }
    }

    /// `length == (L/ΣL)·canvas.length − (L/ΣL)·Σgaps @max(999 − i, 751)` (1000 when it is the
    /// only visible item with `L > 0`), `length == 0` (required) for a visible item with `L = 0`,
    /// none for a hidden item or a share below the smallest multiplier, 1e-6.
    func shareSpecs(of snapshot: StackSnapshot, lengths: [Double]) -> [ConstraintSpec?] {
        let items = snapshot.items
        var specs = [ConstraintSpec?](repeating: nil, count: items.count)
        guard lengths.count == items.count else { return specs }
        let visible = items.indices.filter { snapshot.isVisible($0) }
        let total = visible.reduce(0.0) { $0 + lengths[$1] }
        guard total > 0 else { return specs }
        let positive = visible.filter { lengths[$0] > 0 }.count
        var gaps = 0.0
        for (previous, _) in zip(visible, visible.dropFirst()) { gaps += items[previous].gapAfter }
        let canvasLength = snapshot.along(snapshot.canvas, .length)
        for index in visible {
            let length = snapshot.along(items[index].reference, .length)
            guard lengths[index] > 0 else {
                specs[index] = ConstraintSpec(length, .equal, nil, .fillProportionally)
                continue
            }
            let share = lengths[index] / total
            // A share too small for a multiplier (a view beside one a million times longer)
            // leaves the view to the rest of its constraints, which give it nearly that share.
            guard share >= LayoutValueLimits.multiplierMagnitudes.lowerBound else { continue }
            let priority: LayoutPriority = positive == 1 ? .required : StackPriority.proportionalShare(at: index)
            specs[index] = ConstraintSpec(
                length, .equal, canvasLength, multiplier: share, constant: -share * gaps, priority: priority,
                .fillProportionally)
        }
        return specs
    }
}

/// `equalSpacing`: a gap guide between consecutive visible views' edges, every one (required)
/// as long as the first; the spacing is a minimum and the stack hugs its views (`@49`).
struct EqualSpacingRule: DistributionRule, EqualGapsRule {
    var reach: DistributionReach { .nextVisibleView }
    var tiesToFirstVisibleViews: Bool { true }

    func appendGapSpecs(from previous: Int, to index: Int, of snapshot: StackSnapshot, to specs: inout [SlotSpec]) {
        let equalTo = snapshot.previousVisible(before: previous) == nil ? nil : snapshot.secondVisible
        snapshot.appendGapGuideSpecs(
            from: previous, to: index, between: (.trailing, .leading), equalTo: equalTo, priority: .required,
            to: &specs)
    }
}

/// `equalCentering`: a gap guide between consecutive visible views' centers, each as long as
/// the previous one at a soft priority that falls with the view's visible ordinal
/// (`max(150 − (ordinal − 1), 50)`); the spacing is a minimum and the stack hugs its views
/// (`@49`). The ordinals make a view's change reach every later view.
struct EqualCenteringRule: DistributionRule, EqualGapsRule {
    var reach: DistributionReach { .lastView }

    func appendGapSpecs(from previous: Int, to index: Int, of snapshot: StackSnapshot, to specs: inout [SlotSpec]) {
        let chained = snapshot.previousVisible(before: previous) != nil && snapshot.secondVisible != nil
        let ordinal = Int(snapshot.items[index].visibleOrdinal)
        snapshot.appendGapGuideSpecs(
            from: previous, to: index, between: (.center, .center), equalTo: chained ? previous : nil,
            priority: LayoutPriority(Float(max(150 - (ordinal - 1), 50))), to: &specs)
    }
}

/// The distributions that equalize gap guides: the spacing is a minimum, and the stack hugs its
/// views along the axis (`stack.length == 0 @49`).
protocol EqualGapsRule: DistributionRule {}

extension EqualGapsRule {
    var usesGapGuides: Bool { true }
    var linkRelation: LayoutRelation { .greaterThanOrEqual }

    func appendStackSpecs(of snapshot: StackSnapshot, to specs: inout [SlotSpec]) {
        specs.append(SlotSpec(.equalFit, ConstraintSpec(
            snapshot.along(snapshot.stack, .length), .equal, nil, priority: StackPriority.equalFit, .canvasFit)))
    }
}

extension StackSnapshot {
    /// The gap guide before the visible item `index`, after the visible item `previous`: its
    /// start on `previous`'s side `sides.start`, its length equal to the gap guide before the
    /// item `equalTo` at `priority` (none for `nil`), then its end on `index`'s side `sides.end`
    /// (which places the item).
    func appendGapGuideSpecs(
        from previous: Int, to index: Int, between sides: (start: AxisAttribute, end: AxisAttribute), equalTo: Int?,
        priority: LayoutPriority, to specs: inout [SlotSpec]
    ) {
        guard let guide = items[index].gapGuide else { return }
        let prev = items[previous].reference, next = items[index].reference
        specs.append(SlotSpec(.gapStart, ConstraintSpec(
            along(guide, .leading), .equal, along(prev, sides.start), .distributingEdge)))
        if let equalTo, let other = items[equalTo].gapGuide {
            specs.append(SlotSpec(.gapEqual, ConstraintSpec(
                along(guide, .length), .equal, along(other, .length), priority: priority, .fillEqually)))
        }
        specs.append(SlotSpec(.gapEnd, ConstraintSpec(
            along(next, sides.end), .equal, along(guide, .trailing), .distributingEdge)))
    }
}
