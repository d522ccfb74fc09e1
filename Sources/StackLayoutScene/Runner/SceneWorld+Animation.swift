// The one place where a timeline step becomes an animation.
import StackLayout

extension SceneWorld {
    /// Runs `changes` and lays the window out, inside an animation described by `animation`
    /// (or at once when it is `nil`).
    ///
    /// Until `View.animate` is available the changes apply at once, so animated steps jump to
    /// their end state.
    func perform(_ animation: SceneAnimation?, _ changes: () -> Void) {
        changes()
        window.layoutIfNeeded()
    }
}
