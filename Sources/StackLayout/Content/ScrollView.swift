import LayoutSolver

/// A view that shows a movable window onto content larger than itself (UIKit's
/// `UIScrollView`).
///
/// Subviews are laid out in content coordinates: ``contentLayoutGuide`` starts at the content
/// origin and its size is the ``contentSize``; ``frameLayoutGuide`` is the scroll view's own
/// rectangle on screen, wherever the content is scrolled to. ``contentOffset`` is the content
/// point shown at the scroll view's top-left corner (its ``View/boundsOrigin``, as UIKit keeps
/// it in `bounds.origin`); `convert(_:to:)`, ``View/presentation`` and renderings subtract it,
/// and renderings clip the subviews to the scroll view's bounds. A change of the offset inside
/// an animation block, a spring or a property animator animates; ``setContentOffset(_:animated:)``
/// animates on the window's clock.
open class ScrollView: View {
    /// ``contentSize`` as set (the content guide's size when its constraints leave it free).
    private var storedContentSize = Size.zero
    /// The guides, made on first use.
    private var contentGuide: LayoutGuide?
    private var frameGuide: LayoutGuide?
    /// The content guide's width and height, held at ``contentSize`` below every other priority.
    private var contentSizeConstraints: [LayoutConstraint] = []
    /// The frame guide's left and top, kept at ``contentOffset``.
    private var frameOriginConstraints: [LayoutConstraint] = []
    /// ``contentInset`` and ``contentInsetAdjustmentBehavior``.
    var scrollState = ScrollInsetState()

    /// Creates a scroll view; it clips its subviews to its bounds.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The content point shown at the scroll view's top-left corner (default zero). Not limited
    /// to the content's extent (as in UIKit, a program may scroll anywhere). A non-finite point
    /// is rejected with a diagnostic.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// Scrolls to `offset`: at once, or with `animated` over 0.3 s (ease in and out) on the
    /// window's clock, as an animation block.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated else {
            contentOffset = offset
            return
        }
        View.animate(withDuration: Self.scrollAnimationDuration, options: .curveEaseInOut) {
            self.contentOffset = offset
        }
    }

    /// The duration of ``setContentOffset(_:animated:)``'s animation, in seconds.
    public static let scrollAnimationDuration = 0.3

    /// The size of the content: the content guide's size from the last layout pass when the
    /// guide's constraints determine it, otherwise the size last set (default zero). Setting
    /// it sizes the content guide where no other constraint does. Negative or non-finite
    /// extents are rejected with a diagnostic.
    public var contentSize: Size {
        get { contentGuide?.layoutFrame.size ?? storedContentSize }
        set {
            for value in [newValue.width, newValue.height] where !(value.isFinite && value >= 0) {
                reportDiagnostic(.invalidValue(property: "contentSize of \(displayName)", value: value), near: self)
                return
            }
            storedContentSize = newValue
            guard contentSizeConstraints.count == 2 else { return }
            contentSizeConstraints[0].constant = newValue.width
            contentSizeConstraints[1].constant = newValue.height
        }
    }

    /// The guide of the content (UIKit's `contentLayoutGuide`): its origin is the content
    /// origin and its size the ``contentSize``. Pin the content's edges to it; the content
    /// guide's size follows them.
    public var contentLayoutGuide: LayoutGuide {
        if let contentGuide { return contentGuide }
        let made = addGuide("contentLayoutGuide", origin: .zero) { guide in
            let size = [guide.widthAnchor.constraint(equalToConstant: storedContentSize.width),
                        guide.heightAnchor.constraint(equalToConstant: storedContentSize.height)]
            for constraint in size { constraint.priority = .stay + 0.00001 }
            return size
        }
        contentGuide = made.guide
        contentSizeConstraints = made.size
        return made.guide
    }

    /// The guide of the scroll view's own rectangle (UIKit's `frameLayoutGuide`): content
    /// pinned to it stays put on screen while the content scrolls (its origin in content
    /// coordinates is the ``contentOffset``).
    public var frameLayoutGuide: LayoutGuide {
        if let frameGuide { return frameGuide }
        let made = addGuide("frameLayoutGuide", origin: contentOffset) { guide in
            [guide.widthAnchor.constraint(equalTo: widthAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor)]
        }
        frameGuide = made.guide
        frameOriginConstraints = made.origin
        return made.guide
    }

    /// Adds a guide whose left and top are held at `origin` in content coordinates and whose
    /// size the constraints that `size` makes for it set; activates them all.
    private func addGuide(
        _ identifier: String, origin: Point, size: (LayoutGuide) -> [LayoutConstraint]
    ) -> (guide: LayoutGuide, origin: [LayoutConstraint], size: [LayoutConstraint]) {
        let guide = LayoutGuide(identifier: identifier)
        addLayoutGuide(guide)
        let originConstraints = [guide.leftAnchor.constraint(equalTo: leftAnchor, constant: origin.x),
                                 guide.topAnchor.constraint(equalTo: topAnchor, constant: origin.y)]
        let sizeConstraints = size(guide)
        LayoutConstraint.activate(originConstraints + sizeConstraints)
        return (guide, originConstraints, sizeConstraints)
    }

    override func boundsOriginDidChange() {
        guard frameOriginConstraints.count == 2 else { return }
        frameOriginConstraints[0].constant = contentOffset.x
        frameOriginConstraints[1].constant = contentOffset.y
    }
}
