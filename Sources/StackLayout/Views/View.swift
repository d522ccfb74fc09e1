import Synchronization

/// A rectangle in a tree of views, positioned by its frame or by Auto Layout constraints.
///
/// Frames are in the superview's coordinates. Constraints act on alignment rectangles
/// (the frame inset by `alignmentRectInsets`). A view that no constraint positions on an axis
/// (no edge, center or baseline constraint there) keeps its frame on that axis; width and
/// height constraints and its intrinsic content size may still size it, and it keeps its origin.
open class View: LayoutItem, ConstraintMaintaining {
    /// The value of an `intrinsicContentSize` dimension that has no intrinsic metric.
    public static let noIntrinsicMetric: Double = -1
    /// The smallest size that satisfies the constraints (`systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest size that satisfies the constraints (`systemLayoutSizeFitting`).
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    // MARK: Stored state (behaviour lives in the extensions and in the layers above)

    @exclusivity(unchecked) var storedFrame: Rect
    @exclusivity(unchecked) var storedAlpha: Double = 1
    /// A name used in descriptions, diagnostics and renders. Descriptions and diagnostics name a
    /// view without one by its type and its path of subview indices from the nearest named
    /// ancestor or the root (`View[0/2]`, `Label[card/1]`), so that every view of a tree has a
    /// name of its own.
    @exclusivity(unchecked) public var debugName: String?
    /// The direct subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The superview (not retained: a view's subviews are cleared of it when it is freed).
    public internal(set) var superview: View? {
        get { superviewStorage?.takeUnretainedValue() }
        set { superviewStorage = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The storage of `superview`, which walks up the tree read without retaining each view
    /// (see `unretainedSuperview`). Leaving a superview ends the roots cached so far (see
    /// `rootView`); joining one ends only those that named this view, which check it.
    @exclusivity(unchecked) var superviewStorage: Unmanaged<View>? {
        didSet { if oldValue != nil { hierarchyGeneration.add(1, ordering: .relaxed) } }
    }
    /// The root `rootView` last found, and the hierarchy generation it was found at.
    @exclusivity(unchecked) var cachedRoot: Unmanaged<View>?
    @exclusivity(unchecked) var cachedRootGeneration = -1
    /// The reference that non-owning holders of the view read (see `ItemReference`).
    let itemReference = ItemReference()
    /// The layout host of the tree this view is the root of, once the Engine layer installed one
    /// (see `installLayoutHost(_:)`).
    @exclusivity(unchecked) var layoutHostStorage: (any LayoutHost)?
    /// Active constraints that have this view as an item, keyed by identity.
    @exclusivity(unchecked) var attachedConstraints = AttachedConstraints()
    /// The record of the view in its tree's layout host, and that host's identity (a lookup
    /// without hashing; other engines, such as fitting ones, use their own tables).
    @exclusivity(unchecked) var hostRecord: LayoutHostRecord?
    @exclusivity(unchecked) var hostRecordOwner = 0
    @exclusivity(unchecked)
    var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked)
    var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    @exclusivity(unchecked) var guideStorage: [LayoutGuide] = []
    @exclusivity(unchecked) var appliedGeneration = -1
    /// How many views of this view's subtree (itself included) have a safe area or margins
    /// guide, whose insets follow each layout pass (see `updateSafeAreaInsetsInSubtree()`).
    @exclusivity(unchecked) var safeAreaClients = 0
    /// Transform, layout direction, safe area, autoresizing and the other rarely set state (held
    /// apart until first written); see ViewExtendedState.swift.
    @exclusivity(unchecked) var extendedState = ViewExtendedState()

    /// The distance from the top of the alignment rect to the first baseline; `nil` means the
    /// bottom of the alignment rect.
    public var firstBaselineOffset: Double? {
        didSet { baselineOffsetDidChange(from: oldValue, to: firstBaselineOffset, first: true) }
    }

    /// The distance from the top of the alignment rect to the last baseline; `nil` means the
    /// bottom of the alignment rect.
    public var lastBaselineOffset: Double? {
        didSet { baselineOffsetDidChange(from: oldValue, to: lastBaselineOffset, first: false) }
    }

    // The one-byte values come last, in the tail of the last optional (the object stays 264
    // bytes, one malloc block of 272).
    /// Whether the view runs `layoutSubviews()` in the next layout pass (see `needsLayoutFlag`).
    @exclusivity(unchecked) var needsLayoutStorage = true
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = true
    /// Whether the layout pass compares the subviews' solved frames with their frames here: a
    /// subview's solved values or hand-set frame changed (see `requestSubviewFrameCheck()`).
    @exclusivity(unchecked) var needsSubviewFrameCheck = true
    /// Whether this view or a view of its subtree needs layout or a subview frame check: the
    /// layout pass enters only flagged subtrees (unless it walks the whole tree), and sets the
    /// flag again on its way up from what is left.
    @exclusivity(unchecked) var subtreeNeedsLayout = true
    /// Animation bookkeeping (first frame); see View+AnimationHooks.swift.
    @exclusivity(unchecked) var animationState = ViewAnimationState()

    /// Whether the view is hidden. Hidden views are still laid out (stacks leave them out).
    /// Setting the current value does nothing.
    @exclusivity(unchecked) public var isHidden: Bool = false {
        didSet {
            animatablePropertyWillBeWritten()
            guard oldValue != isHidden else { return }
            hiddenDidChange()
            superview?.arrangingContainer?.subviewHiddenDidChange(self)
        }
    }

    /// Creates a view with the given frame.
    public init(frame: Rect = .zero) {
        storedFrame = LayoutValueLimits.firstRejected(frame.coordinates) == nil ? frame : .zero
        itemReference.attach(self)
        if storedFrame.width != 0, storedFrame.height != 0 { extendedState.automaticFrameKeeping = .framed }
    }

    deinit {
        itemReference.clear()
        for subview in subviews { subview.superview = nil }
        marginsGuideStorage?.owningView = nil
        for guide in guideStorage { guide.owningView = nil }
        // Subviews are released from a loop, not from inside this deallocation, so that freeing
        // a deep tree does not recurse once per level (see SubviewGraveyard).
        SubviewGraveyard.bury(&subviews)
    }

    /// The rectangle of the view in its superview's coordinates. Frames with a non-finite
    /// coordinate, or one larger than 1e12 in magnitude, are rejected with a diagnostic. A layout
    /// pass replaces the frame of a view positioned by constraints; setting the frame of a view
    /// that no constraint claims turns ``translatesAutoresizingMaskIntoConstraints`` on (unless
    /// you set that yourself), so the frame stays.
    public var frame: Rect {
        get { storedFrame }
        set { writeFrame(newValue, keeping: true) }
    }

    /// Writes a frame given by hand (checked, animatable, kept by the autoresizing constraints
    /// while they are on); `keeping` marks it as a frame the view keeps from now on.
    func writeFrame(_ newValue: Rect, keeping: Bool) {
        if let rejected = LayoutValueLimits.firstRejected(newValue.coordinates) {
            reportDiagnostic(.invalidValue(property: "frame of \(displayName)", value: rejected), near: self)
            return
        }
        animatablePropertyWillBeWritten()
        setFrame(newValue, byLayout: false)
        if keeping { frameWasSetExplicitly() }
        if extendedState.translatesAutoresizingMask { rebuildAutoresizingConstraints() }
    }

    /// The rectangle in the view's own coordinates: origin zero, the frame's size. Setting it
    /// resizes the view around its center.
    public var bounds: Rect {
        get { Rect(origin: .zero, size: storedFrame.size) }
        set {
            let center = storedFrame.center
            frame = Rect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    public var center: Point {
        get { storedFrame.center }
        set {
            frame = Rect(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// The opacity, 0…1. Non-finite values are rejected with a diagnostic.
    public var alpha: Double {
        get { storedAlpha }
        set {
            guard newValue.isFinite else {
                reportDiagnostic(.invalidValue(property: "alpha of \(displayName)", value: newValue), near: self)
                return
            }
            animatablePropertyWillBeWritten()
            setAlpha(newValue)
        }
    }

    // MARK: Overridable hooks

    /// The size the content wants, in alignment-rect terms; `View.noIntrinsicMetric` (-1) on an
    /// axis without one. Override it and call `invalidateIntrinsicContentSize()` when it changes.
    /// It yields `length ≤ L @hugging` and `length ≥ L @compressionResistance` on each axis.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The intrinsic height the view wants at `width` (alignment-rect terms), for a view whose
    /// height depends on its width: text that wraps, a flow of tags, rich text. The default,
    /// `nil`, means it does not.
    ///
    /// Override it together with ``intrinsicContentSize``, which gives the size without a width
    /// (one line, one row). After a layout pass gives the view a width, layout asks for the
    /// height at that width; when it differs from the one in use, the tree is laid out again
    /// within the same `layoutIfNeeded()` (UIKit's second layout pass of a wrapping label), and
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// asks at the width it solves. The answer is kept until the width changes or
    /// ``invalidateIntrinsicContentSize()`` is called, so call that when the content changes.
    open func intrinsicContentHeight(forWidth width: Double) -> Double? { nil }

    /// Insets from the frame to the alignment rect, the rectangle constraints act on (a shadow
    /// or a badge lies outside it). Override it; call `setNeedsLayout()` when it changes.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The layout margins of views of this class that never had them set.
    open class var defaultLayoutMargins: EdgeInsets { EdgeInsets(all: 8) }

    /// How far the window's unsafe area (``Window/safeAreaInsets``) reaches into this view's
    /// bounds on each edge, from the frames of the last layout (transforms ignored, as layout
    /// ignores them); zero outside a window. See View+SafeArea.swift.
    open var safeAreaInsets: EdgeInsets { insetsFromWindowSafeArea }

    /// The view whose first baseline is this view's (UIKit's hook; default `self`). A stack
    /// returns the arranged subview that defines its baseline.
    open var viewForFirstBaselineLayout: View { self }

    /// The view whose last baseline is this view's (UIKit's hook; default `self`).
    open var viewForLastBaselineLayout: View { self }

    /// The size the view would like within `size` (UIKit's `sizeThatFits(_:)`); ``sizeToFit()``
    /// resizes the view to it. The default answers the current size; labels, images, buttons,
    /// switches and stacks answer with the size of their content.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Called when ``safeAreaInsets`` changed, after the layout pass that changed them (UIKit's
    /// hook). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called after ``boundsOrigin`` changed (a scroll view moves its frame layout guide).
    func boundsOriginDidChange() {}

    /// Called after `subview` was added (UIKit's hook). The default does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` is removed (UIKit's hook). The default does nothing.
    open func willRemoveSubview(_ subview: View) {}

    /// Tells the containers of every ancestor, nearest first, that a user constraint of this
    /// view was activated, deactivated or edited: the fitting size of the ancestor's subview
    /// that holds this view may have changed.
    func constraintOfViewDidChange() {
        var child = self
        while let parent = child.superview {
            parent.arrangingContainer?.descendantConstraintsDidChange(in: child)
            child = parent
        }
    }

    /// The container that arranges this view's subviews and follows their changes (a stack is
    /// its own), or `nil`: the default, for a view whose subviews only lay out by constraints.
    /// Without one, a hidden subview leaves the screen at once, even inside an animation.
    var arrangingContainer: (any ArrangingContainer)? { nil }

    /// Called on every view of a subtree whose text measurer changed: its window's
    /// ``Window/textMeasurer`` was set, or it joined or left a window with a measurer of its own.
    /// Labels override it to measure again; the default does nothing.
    func textMeasurerDidChange() {}

    /// Called in the update-constraints pass (children before parents) for views flagged with
    /// `setNeedsUpdateConstraints()`. Override it to create or update constraints. The default
    /// does nothing.
    open func updateConstraints() {}

    /// Called in the layout pass (parents before children) for views that need layout. The
    /// default brings the engine up to date and applies the solved frames to the subviews; an
    /// override may change intrinsic sizes and call `super.layoutSubviews()` again.
    open func layoutSubviews() {
        guard !subviews.isEmpty else { return }
        rootView.existingLayoutHost?.applySolvedFrames(toSubviewsOf: self)
    }

    /// The single funnel for frame writes (user and layout): it calls the animation hook.
    func setFrame(_ newFrame: Rect, byLayout: Bool) {
        let old = storedFrame
        guard newFrame != old else { return }
        frameWillChange(from: old, to: newFrame)
        storedFrame = newFrame
        if old.size != newFrame.size { needsLayoutFlag = true }
        if !byLayout {
            rootView.existingLayoutHost?.viewGeometryDidChange(self)
        }
    }

    /// The single funnel for alpha writes: it calls the animation hook.
    func setAlpha(_ newAlpha: Double) {
        guard newAlpha != storedAlpha else { return }
        animatablePropertyWillChange(Self.alphaKeyPath, from: storedAlpha, to: newAlpha)
        storedAlpha = newAlpha
    }

    /// The key path by which the setter reports alpha changes to the animation block: made
    /// once, and returned by the animation layer's entry too, which is found by identity (a key
    /// path is immutable; it is not `Sendable` only because `View` is not).
    nonisolated(unsafe) static let alphaKeyPath: ReferenceWritableKeyPath<View, Double> = \.alpha

    private func baselineOffsetDidChange(from old: Double?, to new: Double?, first: Bool) {
        if let new, !LayoutValueLimits.accepts(new) {
            reportDiagnostic(
                .invalidValue(property: (first ? "firstBaselineOffset" : "lastBaselineOffset") + " of \(displayName)", value: new),
                near: self)
            if first { firstBaselineOffset = old } else { lastBaselineOffset = old }
            return
        }
        guard old != new else { return }
        rootView.existingLayoutHost?.baselinesDidChange()
    }
}
