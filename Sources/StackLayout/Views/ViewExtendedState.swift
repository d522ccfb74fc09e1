/// Per-view state of the transform, the layout direction, the safe area and the autoresizing
/// mask, stored in ``View`` and read by the extensions that implement them.
struct ViewExtendedState {
    /// ``View/transform``.
    var transform = AffineTransform.identity
    /// ``View/semanticContentAttribute``.
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// ``View/backgroundColor``.
    var backgroundColor: Color?
    /// ``View/boundsOrigin``: where the view's bounds start in its own coordinates (a scroll
    /// view's content offset).
    var boundsOrigin = Point.zero
    /// ``View/clipsToBounds``.
    var clipsToBounds = false
    /// ``View/layer`` (`nil` until it is asked for).
    var layer: Layer?
    /// The margins when they were last set through ``View/directionalLayoutMargins``; `nil`
    /// when set through ``View/layoutMargins`` (or never).
    var directionalMargins: DirectionalEdgeInsets?
    /// ``View/insetsLayoutMarginsFromSafeArea``.
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe area insets the safe area guide and the margins use now (updated after each
    /// layout pass).
    var appliedSafeAreaInsets = EdgeInsets.zero
    /// ``View/preservesSuperviewLayoutMargins``.
    var preservesSuperviewLayoutMargins = false
    /// How far the superview's margins reached into the view at the last layout pass, which
    /// the margins guide keeps clear while `preservesSuperviewLayoutMargins` is on.
    var appliedSuperviewMargins = EdgeInsets.zero
    /// ``View/safeAreaLayoutGuide`` (`nil` until it is asked for).
    var safeAreaGuide: LayoutGuide?
    /// The safe area guide's four constraints (left, top, width, height), stored for the
    /// Constraints layer.
    var safeAreaGuideConstraints: [any StoredConstraint] = []
    /// ``View/translatesAutoresizingMaskIntoConstraints`` when it was set explicitly; `nil`
    /// while it follows `automaticFrameKeeping`.
    var explicitTranslatesAutoresizingMask: Bool?
    /// What the automatic value of ``View/translatesAutoresizingMaskIntoConstraints`` follows.
    var automaticFrameKeeping = AutomaticFrameKeeping.notFramed
    /// ``View/translatesAutoresizingMaskIntoConstraints``: the explicit value, or on for a view
    /// given a frame that no constraint or stack has claimed since.
    var translatesAutoresizingMask: Bool {
        explicitTranslatesAutoresizingMask ?? (automaticFrameKeeping == .framed)
    }
    /// ``View/autoresizingMask``.
    var autoresizingMask = View.AutoresizingMask()
    /// The constraints that express the frame while `translatesAutoresizingMask` is on, stored
    /// for the Constraints layer.
    var autoresizingConstraints: [any StoredConstraint] = []
    /// The guides that those constraints place between the view and its superview.
    var autoresizingGuides: [LayoutGuide] = []
    /// The width ``View/intrinsicContentHeight(forWidth:)`` was last asked at and its answer.
    var widthDependentHeight = WidthDependentHeight()
}

/// Where a view stands for the automatic value of
/// ``View/translatesAutoresizingMaskIntoConstraints``.
enum AutomaticFrameKeeping {
    /// Never given a frame: it sizes to its content (off).
    case notFramed
    /// Given a frame, bounds or center: the frame is kept by required constraints (on).
    case framed
    /// A constraint with the view as its first item was activated, or the view was arranged
    /// by a stack: constraints place it (off for good).
    case claimedByConstraints
}

extension View {
    /// Stores `value` at `property` of the extended state and runs `didChange` when it differs
    /// from the value stored there (the setters of the properties kept in the extended state).
    func setExtendedState<Value: Equatable>(
        _ property: WritableKeyPath<ViewExtendedState, Value>, to value: Value, didChange: () -> Void
    ) {
        guard value != extendedState[keyPath: property] else { return }
        extendedState[keyPath: property] = value
        didChange()
    }

    /// The frame was set by hand: with the automatic value, the view keeps it from now on
    /// (unless constraints have claimed the view).
    func frameWasSetExplicitly() {
        guard extendedState.automaticFrameKeeping == .notFramed else { return }
        extendedState.automaticFrameKeeping = .framed
    }
}
