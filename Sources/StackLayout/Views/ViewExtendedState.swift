/// Per-view state of the transform, the layout direction, the safe area and the autoresizing
/// mask, stored in ``View`` and read by the extensions that implement them.
struct ViewExtendedState {
    /// ``View/transform``.
    var transform = AffineTransform.identity
    /// ``View/semanticContentAttribute``.
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// The margins when they were last set through ``View/directionalLayoutMargins``; `nil`
    /// when set through ``View/layoutMargins`` (or never).
    var directionalMargins: DirectionalEdgeInsets?
    /// ``View/insetsLayoutMarginsFromSafeArea``.
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe area insets the safe area guide and the margins use now (updated after each
    /// layout pass).
    var appliedSafeAreaInsets = EdgeInsets.zero
    /// ``View/safeAreaLayoutGuide`` (`nil` until it is asked for).
    var safeAreaGuide: LayoutGuide?
    /// The safe area guide's four constraints (left, top, width, height), stored for the
    /// Constraints layer (see `StoredConstraint`).
    var safeAreaGuideConstraints: [StoredConstraint] = []
    /// ``View/translatesAutoresizingMaskIntoConstraints``.
    var translatesAutoresizingMask = false
    /// ``View/autoresizingMask``.
    var autoresizingMask = View.AutoresizingMask()
    /// The constraints that express the frame while `translatesAutoresizingMask` is on, stored
    /// for the Constraints layer (see `StoredConstraint`).
    var autoresizingConstraints: [StoredConstraint] = []
    /// The guides that those constraints place between the view and its superview.
    var autoresizingGuides: [LayoutGuide] = []
    /// The width ``View/intrinsicContentHeight(forWidth:)`` was last asked at and its answer.
    var widthDependentHeight = WidthDependentHeight()
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
}
