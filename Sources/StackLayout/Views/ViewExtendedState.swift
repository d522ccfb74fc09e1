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
    /// ``View/safeAreaLayoutGuide`` and its four constraints (left, top, width, height), once
    /// asked for.
    var safeArea: (guide: LayoutGuide, constraints: [LayoutConstraint])?
    /// ``View/translatesAutoresizingMaskIntoConstraints``.
    var translatesAutoresizingMask = false
    /// ``View/autoresizingMask``.
    var autoresizingMask = View.AutoresizingMask()
    /// The constraints (and the helper guides) that express the frame while
    /// `translatesAutoresizingMask` is on.
    var autoresizing: (constraints: [LayoutConstraint], guides: [LayoutGuide]) = ([], [])
}
