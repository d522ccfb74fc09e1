// The view class a scene builds for `"type": "view"`, and the settable properties that
// UIKit only offers as overridable ones.
import StackLayout

/// A view built from a scene: its intrinsic content size and alignment rect insets are stored,
/// so that the scene (and its timeline) can set them.
protocol SceneConfigurableView: View {
    /// The intrinsic content size (`View.noIntrinsicMetric` on an axis without one).
    var sceneIntrinsicSize: Size { get set }
    /// The alignment rect insets.
    var sceneAlignmentInsets: EdgeInsets { get set }
}

/// A plain view of a scene.
final class SceneLeafView: View, SceneConfigurableView {
    var sceneIntrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var sceneAlignmentInsets = EdgeInsets.zero

    override var intrinsicContentSize: Size { sceneIntrinsicSize }
    override var alignmentRectInsets: EdgeInsets { sceneAlignmentInsets }
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
