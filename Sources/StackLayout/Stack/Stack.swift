/// A view that lays out a row or a column of arranged subviews by generating constraints into
/// its tree's solver, like UIKit's `UIStackView` (the "Stack semantics" article has the exact rules).
///
/// The stack draws nothing and has no intrinsic content size. Every property change, every
/// change of the arrangement or of an arranged view's `isHidden` replaces only the constraints
/// it affects, in the next update-constraints pass (`layoutIfNeeded()` runs it first, so layout
/// always sees a consistent set). A new `spacing` or custom spacing changes only the constants
/// of the constraints that carry the gaps, in place.
///
/// ```swift
/// let stack = Stack(axis: .vertical, spacing: 8) {
///     title
///     Stack(spacing: Stack.spacingUseSystem) { icon; label }
/// }
/// ```
open class Stack: View {
    /// How arranged views share the length along the axis.
    public enum Distribution: Sendable, Hashable, CaseIterable {
        /// Sizes come from content hugging and compression resistance alone.
        case fill
        /// Every visible arranged view gets the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic (or fitting) lengths, gaps excluded.
        case fillProportionally
        /// Equal gaps between the views, each at least the spacing.
        case equalSpacing
        /// Equal distances between the views' centers; gaps at least the spacing.
        case equalCentering
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Sendable, Hashable, CaseIterable {
        /// Every visible view spans the stack across the axis.
        case fill
        /// Aligned on the leading edge across the axis (the left edge in a vertical stack).
        case leading
        /// Aligned on the top edge (the same as `leading` in a horizontal stack).
        case top
        /// Aligned on the first baseline (horizontal stacks; `leading` in a vertical one).
        case firstBaseline
        /// Centered across the axis.
        case center
        /// Aligned on the trailing edge across the axis (the right edge in a vertical stack).
        case trailing
        /// Aligned on the bottom edge (the same as `trailing` in a horizontal stack).
        case bottom
        /// Aligned on the last baseline (horizontal stacks; `trailing` in a vertical one).
        case lastBaseline
    }

    /// The system spacing between adjacent views: 8.
    public static let spacingUseSystem: Double = 8
    /// Passed to `setCustomSpacing(_:after:)`, removes the custom spacing; returned by
    /// `customSpacing(after:)` for a view without one. As `spacing`, it means the default, 0.
    public static let spacingUseDefault: Double = .greatestFiniteMagnitude

    /// The axis along which arranged views are laid out (default `.horizontal`).
    @exclusivity(unchecked) public var axis: Axis = .horizontal {
        didSet { if oldValue != axis { invalidate(.axis) } }
    }

    /// How arranged views share the length along the axis (default `.fill`).
    @exclusivity(unchecked) public var distribution: Distribution = .fill {
        didSet { if oldValue != distribution { invalidate(.distribution) } }
    }

    /// How arranged views are placed across the axis (default `.fill`).
    @exclusivity(unchecked) public var alignment: Alignment = .fill {
        didSet { if oldValue != alignment { invalidate(.alignment) } }
    }

    /// The gap between adjacent visible views: exact for the fill distributions, a minimum for
    /// the equal ones; it may be negative. Non-finite values, and values larger than 1e12 in
    /// magnitude, are rejected with a diagnostic.
    public var spacing: Double {
        get { storedSpacing }
        set {
            let value = newValue == Stack.spacingUseDefault ? 0 : newValue
            guard LayoutValueLimits.accepts(value) else {
                reportDiagnostic(.invalidValue(property: "spacing of \(displayName)", value: newValue), near: self)
                return
            }
            guard value != storedSpacing else { return }
            storedSpacing = value
            // Only constants change: the gap constraints in place take the new spacing.
            if !updateGapConstants(from: 0, through: arrangedSubviews.count - 1) { invalidate(.spacing) }
        }
    }

    /// Whether the arranged views are laid out inside `layoutMarginsGuide` (default `false`).
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { invalidate(.canvas) } }
    }

    /// In a vertical stack, whether gaps run from the previous view's last baseline to the next
    /// view's first baseline (default `false`).
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
        didSet { if oldValue != isBaselineRelativeArrangement { invalidate(.baselineRelative) } }
    }

    /// The views the stack lays out, in layout order (a subset of `subviews`, whose order is
    /// the z-order).
    @exclusivity(unchecked) public internal(set) var arrangedSubviews: [View] = []

    // MARK: Internal state

    @exclusivity(unchecked) var storedSpacing: Double = 0
    /// One record per arranged view, keyed by identity.
    @exclusivity(unchecked) var records: [ObjectIdentifier: ArrangedRecord] = [:]
    /// The records in arranged order (`arrangedRecords[i].view === arrangedSubviews[i]`).
    @exclusivity(unchecked) var arrangedRecords: [ArrangedRecord] = []
    /// Custom spacings after arranged views, keyed by identity.
    @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: Double] = [:]
    /// What the next update-constraints pass must regenerate.
    @exclusivity(unchecked) var pendingChanges = StackChanges()
    /// Stack-level generated constraints (canvas connections and fits, the canvas' hug across the
    /// axis, the alignment guide's).
    @exclusivity(unchecked) var stackConstraints = GeneratedConstraints()
    /// The zero-size guide whose across-axis leading edge every visible view aligns to
    /// (non-fill alignments).
    @exclusivity(unchecked) var alignmentGuide: LayoutGuide?
    /// The arranged views whose baselines the stack vends (`nil`: the stack's own).
    @exclusivity(unchecked) var vendedBaselineViews: (first: View?, last: View?) = (nil, nil)
    /// Whether `vendedBaselineViews` must be chosen again before it is read.
    @exclusivity(unchecked) var vendedBaselinesAreStale = true
    /// Guides created by the generators and not yet handed to the engine.
    @exclusivity(unchecked) var guidesAwaitingRegistration = false
    /// Whether the last pass generated equal lengths (fillEqually, or fillProportionally with `ΣL = 0`).
    @exclusivity(unchecked) var appliedEqualLengths = false
    /// Whether the last pass generated fillProportionally shares (declared beside the other
    /// flags, so that they share one word of the object).
    @exclusivity(unchecked) var appliedProportional = false
    /// Whether a constraint of the stack-level group was deactivated since the last pass (a
    /// view it named left the stack's subtree): the next pass makes the group again.
    @exclusivity(unchecked) var stackLevelGroupLostConstraints = false
    /// The first two visible items of the last pass: the generated stars (equal lengths, equal
    /// gaps) point at them, the baseline placement at the first.
    @exclusivity(unchecked) var appliedStarCenters: (ObjectIdentifier?, ObjectIdentifier?) = (nil, nil)
    /// The last visible item of the last pass (the stack-level group connects it to the canvas).
    @exclusivity(unchecked) var appliedLastVisible: ObjectIdentifier?
    /// Generated groups reconciled so far (an arranged view's along, share or cross group, or the
    /// stack-level group): what tests read to see that a change regenerated nothing.
    @exclusivity(unchecked) var reconciledGroupCount = 0

    /// Whether the stack makes a ``LayoutConstraint`` object for each constraint it generates,
    /// as users' constraints are made, instead of handing its values to the engine directly
    /// (the default): a testing switch for comparing the two paths. Set it before the stack's
    /// first layout; constraints made before keep their form.
    @_spi(Testing) @exclusivity(unchecked) public var generatesConstraintObjects = false

    // MARK: Initialisers

    /// Creates a stack with the given properties and arranged subviews.
    public init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, arrangedSubviews: [View] = []
    ) {
        super.init(frame: .zero)
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates a stack whose arranged subviews come from a result builder (`if`, `if/else`,
    /// `for … in`, optionals and arrays are supported).
    public convenience init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, @ArrangedSubviewsBuilder _ content: () -> [View]
    ) {
        self.init(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                  arrangedSubviews: content())
    }

    /// A stack's layout margins default to zero (a plain view's are 8).
    open override class var defaultLayoutMargins: EdgeInsets { .zero }

    /// The smallest size its arranged subviews and spacing allow
    /// (`systemLayoutSizeFitting(View.layoutFittingCompressedSize)`).
    open override func sizeThatFits(_ size: Size) -> Size {
        systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    }

    // MARK: Custom spacing

    /// Sets the gap after the arranged view `view` (used between it and the next visible view,
    /// even across hidden ones). `Stack.spacingUseDefault` removes it. Does nothing when `view`
    /// is not arranged; non-finite values, and values larger than 1e12 in magnitude, are
    /// rejected with a diagnostic.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        let key = ObjectIdentifier(view)
        guard records[key] != nil else { return }
        if spacing == Stack.spacingUseDefault {
            guard customSpacings.removeValue(forKey: key) != nil else { return }
        } else {
            guard LayoutValueLimits.accepts(spacing) else {
                reportDiagnostic(.invalidValue(property: "custom spacing of \(displayName)", value: spacing), near: self)
                return
            }
            guard customSpacings[key] != spacing else { return }
            customSpacings[key] = spacing
        }
        // Only constants change: the gap constraints from the view to the next visible one.
        guard let index = records[key]?.index,
              !updateGapConstants(from: index, through: nextVisibleIndex(after: index))
        else { return }
        invalidateNeighbourhood(of: view)
    }

    /// The custom spacing after `view`, or `Stack.spacingUseDefault` when it has none.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Stack.spacingUseDefault
    }

    /// The gap after `view`: its custom spacing, else `spacing`.
    func gap(after view: View) -> Double {
        customSpacings.isEmpty ? storedSpacing : customSpacings[ObjectIdentifier(view)] ?? storedSpacing
    }

    // MARK: Baselines

    /// The arranged view that defines the stack's first baseline ("Stack semantics": Across the axis), else the stack.
    open override var viewForFirstBaselineLayout: View { vendedBaselines.first ?? self }

    /// The arranged view that defines the stack's last baseline ("Stack semantics": Across the axis), else the stack.
    open override var viewForLastBaselineLayout: View { vendedBaselines.last ?? self }

    /// Whether the stack is hidden. A hidden stack relaxes its spacing to `@999.99` (below the
    /// `@999.999` that hides it in an enclosing stack), so that it collapses to length 0 there
    /// instead of keeping its gaps; nothing else changes.
    public override var isHidden: Bool {
        didSet { if oldValue != isHidden { invalidate(.spacing) } }
    }

    // MARK: Hooks from the core

    /// A subview leaving the stack also leaves the arrangement.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        stopArranging(subview, leaving: true)
    }

    /// A stack arranges its arranged subviews and follows their changes.
    override var arrangingContainer: (any ArrangingContainer)? { self }

    /// Hiding or showing an arranged view regenerates its neighbourhood.
    func subviewHiddenDidChange(_ subview: View) {
        guard let record = records[ObjectIdentifier(subview)] else { return }
        invalidateNeighbourhood(of: record)
        // A view's fitting size may depend on its own hidden state (a hidden stack collapses).
        if distribution.rule.measuresViews { pendingChanges.mark(record, .remeasure) }
    }

    /// An arranged view collapses when it is hidden: inside an animation it stays on screen
    /// while it does.
    func animatesHiding(of subview: View) -> Bool {
        records[ObjectIdentifier(subview)] != nil
    }

    /// An arranged view is measured again when the stack reads its fitting size: the shares of a
    /// distribution that measures its views, the tallest view whose baselines a horizontal
    /// stack vends.
    func descendantConstraintsDidChange(in child: View) {
        if distribution.rule.measuresViews || (axis == .horizontal && alignment != .fill) {
            arrangedItemSizeMayHaveChanged(child)
        }
    }

    /// An arranged view's new intrinsic size may change the fitting measurements.
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        arrangedItemSizeMayHaveChanged(subview)
    }

    /// A hidden arranged view's cross intrinsic size is suspended under fill alignment, so that
    /// it spans the canvas without sizing it ("Stack semantics": Hidden arranged views).
    func suspendsIntrinsicContentSize(of subview: View, along axis: Axis) -> Bool {
        axis == self.axis.cross && alignment == .fill && subview.isHidden && records[ObjectIdentifier(subview)] != nil
    }

    // MARK: Update pass

    /// Regenerates the constraints that the changes since the last pass affect, then calls
    /// `super`. Subclasses that override it must call `super.updateConstraints()`.
    open override func updateConstraints() {
        applyPendingChanges()
        super.updateConstraints()
    }

    /// Every constraint the stack generated and keeps active, in creation order (for tests,
    /// logs and the animation code).
    var generatedConstraints: [LayoutConstraint] {
        var result = stackConstraints.all()
        for record in records.values { result += record.allConstraints }
        return result.sorted { $0.sequence < $1.sequence }
    }
}

/// The view tree tells a stack about its subviews' changes (see "Hooks from the core").
extension Stack: ArrangingContainer {}
