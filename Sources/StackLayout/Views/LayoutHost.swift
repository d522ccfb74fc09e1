// The protocols through which views talk to the object that lays out their tree. Views call
// them; the Engine layer conforms (`LayoutEngine`) and installs its engine on the root of a tree
// when it starts working on it (`installLayoutHost(_:)`), so that the view tree never names the
// engine and never asks for one.

/// The object that lays out a tree of views: the views of the tree tell it what changed.
protocol LayoutHost: AnyObject {
    /// Something of `view` that layout reads changed (frame set by hand, intrinsic size,
    /// priorities, margins, safe area, direction): it is read again at the next layout.
    func viewGeometryDidChange(_ view: View)
    /// A view's baselines may have moved: constraints on baselines are formed again.
    func baselinesDidChange()
    /// `view` (with its subtree) was added to the tree.
    func subtreeDidJoin(_ view: View)
    /// `view` (with its subtree) is about to leave the tree.
    func subtreeWillLeave(_ view: View)
    /// `guide` is about to be removed from its view.
    func guideWillLeave(_ guide: LayoutGuide)
    /// Layout is needed at the next layout pass.
    func requestLayout()
    /// The window's display scale changed: every frame is derived again.
    func displayScaleDidChange()
    /// The rectangle the last layout gave `guide`, in its owning view's coordinates, if its
    /// constraints determine one.
    func solvedLayoutFrame(of guide: LayoutGuide) -> Rect?
    /// Brings the solution up to date and gives each subview of `view` its solved frame (the
    /// default `layoutSubviews()`).
    func applySolvedFrames(toSubviewsOf view: View)
}

/// What a layout host caches for one view or guide. Views and guides store it (with the
/// identity of the host that made it) and never look inside; the Engine layer's item records
/// subclass it, and the engine reads them back with one unchecked cast (a site the Architecture
/// article lists). A class rather than a protocol: a reference to it is one word, retained and
/// released directly (an optional existential is destroyed through its type's value witnesses).
class LayoutHostRecord {}

extension View {
    /// The layout host of the tree this view is the root of, if the Engine layer installed one.
    var existingLayoutHost: (any LayoutHost)? { layoutHostStorage }

    /// Makes `host` the layout host of the tree this view is the root of. The Engine layer calls
    /// it when it starts working on a tree that has none (a constraint activated, a layout, a
    /// query); the host starts with the whole tree new to it, so layout becomes pending.
    func installLayoutHost(_ host: any LayoutHost) {
        layoutHostStorage = host
        layoutDidBecomePending()
    }

    /// Hands a change to the layout host of this view's tree through `tell`. A tree without a
    /// host only has layout pending: the host installed later reads the whole tree anyway.
    @inline(__always)
    func tellLayoutHost(_ tell: (any LayoutHost) -> Void) {
        let root = rootView
        if let host = root.layoutHostStorage { tell(host) } else { root.layoutDidBecomePending() }
    }
}
