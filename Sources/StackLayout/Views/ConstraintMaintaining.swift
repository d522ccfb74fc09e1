/// How the constraints of a tree follow its views: requirements of ``View`` that the
/// Constraints folder fulfils, so that the view tree calls them without naming a constraint.
protocol ConstraintMaintaining: AnyObject {
    /// This view, with its subtree, is about to leave its superview in the tree whose root is
    /// `root`: deactivates the constraints of its autoresizing mask, then the active
    /// constraints with one item in the subtree and the other in the tree outside it, as UIKit
    /// does. Constraints inside the subtree, and pending ones to other trees, stay active.
    func deactivateConstraintsLeavingSubtree(of root: View)
    /// Replaces the constraints that express the frame and the autoresizing mask (none unless
    /// `translatesAutoresizingMaskIntoConstraints` is on and the view has a superview).
    func rebuildAutoresizingConstraints()
    /// The layout direction changed for this subtree (a window's direction or a view's
    /// semantic attribute): directional margins and the constraints with a leading or trailing
    /// attribute follow at the next layout.
    func layoutDirectionDidChange()
}
