extension View {
    /// `point`, given in this view's bounds coordinates, in `view`'s (`nil`: the window's, or
    /// the root's for a view outside a window). Frames and transforms of every view between
    /// them count (model values, as in UIKit); views of different trees meet at their roots'
    /// origins.
    public func convert(_ point: Point, to view: View?) -> Point {
        point.applying(transformToRoot).applying(rootTransform(of: view).inverted())
    }

    /// `point`, given in `view`'s bounds coordinates (`nil`: the window's), in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        point.applying(rootTransform(of: view)).applying(transformToRoot.inverted())
    }

    /// The smallest rectangle in `view`'s coordinates (`nil`: the window's) that contains
    /// `rect`, given in this view's bounds coordinates (the bounding box when a transform
    /// rotates it).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        rect.applying(transformToRoot.concatenating(rootTransform(of: view).inverted()))
    }

    /// The smallest rectangle in this view's coordinates that contains `rect`, given in
    /// `view`'s (`nil`: the window's).
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        rect.applying(rootTransform(of: view).concatenating(transformToRoot.inverted()))
    }

    /// The affine map from this view's bounds coordinates to its root's (the window's).
    var transformToRoot: AffineTransform {
        var result = AffineTransform.identity
        var view = self
        while view.superview != nil {
            result = result.concatenating(view.transformToSuperview)
            guard let parent = view.superview else { break }
            view = parent
        }
        return result
    }

    /// `view`'s map to its root, or the identity for `nil` (the root itself).
    private func rootTransform(of view: View?) -> AffineTransform {
        view?.transformToRoot ?? .identity
    }
}
