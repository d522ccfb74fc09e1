extension View {
    /// How the view's content relates to the layout direction (default `.unspecified`: the
    /// window's ``Window/layoutDirection``). Forcing a direction flips how this view arranges
    /// its immediate content (the constraints it holds, such as a stack's arrangement, and its
    /// directional margins); its subviews keep their own attribute, as in UIKit.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { extendedState.semanticContentAttribute }
        set { setExtendedState(\.semanticContentAttribute, to: newValue, didChange: layoutDirectionDidChange) }
    }

    /// The direction in which this view arranges its immediate content: forced by
    /// ``semanticContentAttribute``, left to right for playback and spatial content, and else
    /// the window's ``Window/layoutDirection`` (left to right outside a window).
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        switch extendedState.semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: window?.layoutDirection ?? .leftToRight
        }
    }

    /// The layout margins with leading and trailing instead of left and right (UIKit's
    /// `directionalLayoutMargins`). Margins set this way follow the layout direction: in a
    /// right-to-left layout `leading` is the right margin. Setting ``layoutMargins`` makes them
    /// absolute again. Non-finite margins are rejected with a diagnostic.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { extendedState.directionalMargins ?? layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
        set {
            guard newValue.isFinite else {
                reportDiagnostic(.invalidValue(property: "directionalLayoutMargins of \(displayName)", value: .nan), near: self)
                return
            }
            guard newValue != extendedState.directionalMargins else { return }
            extendedState.directionalMargins = newValue
            rootView.existingLayoutHost?.viewGeometryDidChange(self)
        }
    }
}
