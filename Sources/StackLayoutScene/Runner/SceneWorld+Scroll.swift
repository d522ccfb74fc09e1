// Scroll views of a scene: creation, their content's constraints, and their guides as items.
import StackLayout

/// A scroll view of a scene: like ``SceneLeafView``, its intrinsic size and alignment insets are
/// stored (a scroll view has none unless the scene gives them).
final class SceneScrollView: ScrollView, SceneConfigurableView {
    var sceneMetrics = SceneViewMetrics()
    override var intrinsicContentSize: Size { sceneMetrics.intrinsicSize }
    override var alignmentRectInsets: EdgeInsets { sceneMetrics.alignmentInsets }
}

extension SceneWorld {
    /// A new scroll view for `spec` (its content is added by the builder).
    func makeScrollView(_ spec: SceneScroll) -> any SceneConfigurableView {
        let scrollView = SceneScrollView()
        scrollView.contentOffset = spec.contentOffset
        scrollView.contentInset = spec.contentInset
        scrollView.contentInsetAdjustmentBehavior = spec.contentInsetAdjustmentBehavior.behavior
        return scrollView
    }

    /// Adds `content` to the scroll view `view`, its edges pinned to the content guide and its
    /// width to the frame guide's (a vertical scroller).
    func addScrollContent(_ content: View, to view: View) throws(SceneRunError) {
        guard let scrollView = view as? ScrollView else {
            throw SceneRunError("\(view.debugName ?? "view") is not a scroll view")
        }
        scrollView.addSubview(content)
        let contentGuide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    /// The item a constraint names: a view or the window by id, or a scroll view's guide as
    /// `"<scroll view id>.contentLayoutGuide"` or `"<scroll view id>.frameLayoutGuide"`.
    func item(_ id: String) throws(SceneRunError) -> any LayoutItem {
        if let view = views[id] { return view }
        if let dot = id.lastIndex(of: "."), let scrollView = views[String(id[..<dot])] as? ScrollView {
            switch id[id.index(after: dot)...] {
            case "contentLayoutGuide": return scrollView.contentLayoutGuide
            case "frameLayoutGuide": return scrollView.frameLayoutGuide
            default: break
            }
        }
        throw SceneRunError("no view or guide with id \(id)")
    }
}
