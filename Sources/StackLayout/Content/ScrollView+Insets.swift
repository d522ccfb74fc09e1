/// A scroll view's insets: the space around the content that scrolling can reach, set by hand
/// and taken from the safe area.
extension ScrollView {
    /// How the safe area adds to ``ScrollView/contentInset`` in ``ScrollView/adjustedContentInset``
    /// (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Sendable, Hashable {
        /// The top and bottom safe area insets always; the left and right ones when the
        /// content is wider than the scroll view (UIKit's behaviour for the full-screen scroll
        /// view of a screen with navigation bars).
        case automatic
        /// The safe area insets of the axes in which the content is larger than the scroll view.
        case scrollableAxes
        /// No safe area insets.
        case never
        /// All four safe area insets.
        case always
    }

    /// The space around the content that scrolling can reach, set by hand (default zero).
    public var contentInset: EdgeInsets {
        get { scrollState.contentInset }
        set { scrollState.contentInset = newValue }
    }

    /// How ``adjustedContentInset`` takes the safe area (default ``ContentInsetAdjustmentBehavior/automatic``).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scrollState.adjustmentBehavior }
        set { scrollState.adjustmentBehavior = newValue }
    }

    /// ``contentInset`` plus the safe area insets that ``contentInsetAdjustmentBehavior``
    /// takes (UIKit's `adjustedContentInset`), from the last layout pass.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets, inset = contentInset
        let (horizontal, vertical) = adjustedAxes
        return EdgeInsets(
            top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// Which axes take the safe area insets: (horizontal, vertical).
    private var adjustedAxes: (Bool, Bool) {
        let size = contentSize, bounds = self.bounds
        switch contentInsetAdjustmentBehavior {
        case .always: return (true, true)
        case .never: return (false, false)
        case .automatic: return (size.width > bounds.width, true)
        case .scrollableAxes: return (size.width > bounds.width, size.height > bounds.height)
        }
    }
}

/// The insets of a scroll view, stored in it.
struct ScrollInsetState {
    /// ``ScrollView/contentInset``.
    var contentInset = EdgeInsets.zero
    /// ``ScrollView/contentInsetAdjustmentBehavior``.
    var adjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.automatic
}
