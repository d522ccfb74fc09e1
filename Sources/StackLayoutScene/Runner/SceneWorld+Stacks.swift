// Stacks of a scene. TEMPORARY: `Stack` is not in the package yet; scenes with stacks fail.
import StackLayout

extension SceneWorld {
    /// A new, empty stack for `spec`.
    func makeStackView(_ spec: SceneStack) throws(SceneRunError) -> any SceneConfigurableView {
        throw SceneRunError("stacks are not available yet")
    }

    /// Adds `child` to the arrangement of the stack `view`.
    func addArrangedSubview(_ child: View, to view: View) throws(SceneRunError) {
        throw SceneRunError("stacks are not available yet")
    }

    /// Applies the stack properties that need the arranged subviews.
    func configureStack(_ view: View, _ spec: SceneStack) throws(SceneRunError) {
        throw SceneRunError("stacks are not available yet")
    }

    /// Applies a `{ "stack": id, … }` change.
    func applyStackChange(_ change: SceneStackChange) throws(SceneRunError) {
        throw SceneRunError("stacks are not available yet")
    }
}
