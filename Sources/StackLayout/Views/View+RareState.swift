/// The view's rarely set state that its extensions and the engine read by name: held in the
/// rarely set part of the extended state (see ``ViewExtendedState``), which clearing a value
/// that was never set does not allocate.
extension View {
    /// The margins set through ``layoutMargins`` (or the directional margins); `nil` while the
    /// view uses its class's default margins.
    var storedLayoutMargins: EdgeInsets? {
        get { extendedState.storedLayoutMargins }
        set { extendedState.storedLayoutMargins = newValue }
    }

    /// ``layoutMarginsGuide`` once it was asked for.
    var marginsGuideStorage: LayoutGuide? {
        get { extendedState.marginsGuideStorage }
        set { extendedState.marginsGuideStorage = newValue }
    }

    /// The block that hid the view, while the view must stay on screen (see
    /// `hiddenDidChange()`).
    var pendingHide: PendingHide? {
        get { extendedState.pendingHide }
        set { extendedState.pendingHide = newValue }
    }

    /// The outermost animation block in which the view was shown while it was off screen: hiding
    /// it again inside that block is no change, so it stays off screen.
    var offScreenShowScope: (any ViewChangeRecorder)? {
        get { extendedState.offScreenShowScope }
        set { extendedState.offScreenShowScope = newValue }
    }
}
