// The view class a scene builds for `"type": "view"`, and the settable properties that
// UIKit only offers as overridable ones.
import StackLayout

/// What a scene sets of a view that UIKit only offers as overridable properties.
struct SceneViewMetrics {
    /// The intrinsic content size (`View.noIntrinsicMetric` on an axis without one).
    var intrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    /// The alignment rect insets.
    var alignmentInsets = EdgeInsets.zero
}

/// A view built from a scene: its intrinsic content size and alignment rect insets are stored,
/// so that the scene (and its timeline) can set them.
protocol SceneConfigurableView: View {
    /// The intrinsic content size and alignment rect insets the view reports.
    var sceneMetrics: SceneViewMetrics { get set }
}

/// A plain view of a scene.
final class SceneLeafView: View, SceneConfigurableView {
    var sceneMetrics = SceneViewMetrics()
    override var intrinsicContentSize: Size { sceneMetrics.intrinsicSize }
    override var alignmentRectInsets: EdgeInsets { sceneMetrics.alignmentInsets }
}

extension SceneIntrinsicSize {
    /// The size with `View.noIntrinsicMetric` for an axis without an intrinsic metric.
    var size: Size {
        Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
    }
}

extension SceneRelation {
    /// The engine's relation.
    var layoutRelation: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
