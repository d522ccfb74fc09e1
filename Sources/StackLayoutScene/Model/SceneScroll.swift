// The scroll-view properties of a view whose `"type"` is `"scrollView"`.
import StackLayout

/// The scroll-view properties of a view whose `"type"` is `"scrollView"`, defaults applied.
///
/// A builder creates a ``ScrollView``, sets these properties, adds ``content`` as a subview
/// pinned to the scroll view's `contentLayoutGuide` on all four edges and as wide as its
/// `frameLayoutGuide` (a vertical scroller), then adds the plain subviews.
public struct SceneScroll: Sendable, Equatable {
    /// `"contentOffset"` `[x, y]`: the content point shown at the top-left corner; default zero.
    public var contentOffset: Point
    /// `"contentInset"` `[top, left, bottom, right]`; default zeros.
    public var contentInset: EdgeInsets
    /// `"contentInsetAdjustmentBehavior"`; default `automatic`.
    public var contentInsetAdjustmentBehavior: SceneContentInsetAdjustmentBehavior
    /// The content view, kept in an array so that a view can hold a view.
    private var contentStorage: [SceneView]

    /// `"content"`: the view laid out in content coordinates, or `nil` when not given.
    public var content: SceneView? {
        get { contentStorage.first }
        set { contentStorage = newValue.map { [$0] } ?? [] }
    }

    /// Creates scroll-view properties with the format's defaults for every property not given.
    public init(contentOffset: Point = .zero, contentInset: EdgeInsets = .zero,
                contentInsetAdjustmentBehavior: SceneContentInsetAdjustmentBehavior = .automatic,
                content: SceneView? = nil) {
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        contentStorage = content.map { [$0] } ?? []
    }

    /// The same properties without the content (compared by ``SceneView/==(_:_:)`` level by level).
    var withoutContent: SceneScroll {
        var copy = self
        copy.contentStorage = []
        return copy
    }
}

/// How a scroll view's safe area adds to its content inset; raw values are the file's spellings.
public enum SceneContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
    /// Top and bottom always, left and right when the content is wider than the scroll view.
    case automatic
    /// The axes in which the content is larger than the scroll view.
    case scrollableAxes
    /// No safe area insets.
    case never
    /// All four safe area insets.
    case always

    /// The scroll view's behaviour.
    var behavior: ScrollView.ContentInsetAdjustmentBehavior {
        switch self {
        case .automatic: .automatic
        case .scrollableAxes: .scrollableAxes
        case .never: .never
        case .always: .always
        }
    }
}
