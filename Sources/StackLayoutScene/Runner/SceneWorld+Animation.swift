// The one place where a timeline step becomes an animation.
import StackLayout

extension SceneWorld {
    /// Runs `changes` and lays the window out, inside an animation described by `animation`
    /// (or at once when it is `nil`): named curves and springs through `View.animate`, a custom
    /// cubic Bézier through a view-driving `PropertyAnimator` (kept until the scene ends).
    ///
    /// `View.animate` takes no custom curve, so a Bézier step differs in two details: with a
    /// delay, its changes reach the model when the delay ends; and every view it hides (not only
    /// arranged ones) stays on screen until the animation ends. Frames and alpha follow the curve.
    func perform(_ animation: SceneAnimation?, _ changes: @escaping () -> Void) {
        let window = self.window
        let body = {
            changes()
            window.layoutIfNeeded()
        }
        guard let animation else {
            body()
            return
        }
        switch animation.curve {
        case .linear, .easeIn, .easeOut, .easeInOut:
            View.animate(withDuration: animation.duration, delay: animation.delay,
                         options: animation.curve.options, animations: body)
        case .spring(let damping, let velocity):
            View.animate(withDuration: animation.duration, delay: animation.delay, usingSpringWithDamping: damping,
                         initialSpringVelocity: velocity, animations: body)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            // The loader checked the control points; fall back to ease-in-ease-out all the same.
            let curve = (try? TimingCurve.cubicBezier(x1, y1, x2, y2)) ?? .easeInOut
            let animator = PropertyAnimator(duration: animation.duration, curve: curve, clock: window.clock,
                                            animations: body)
            keep(animator)
            do {
                try animator.startAnimation(afterDelay: animation.delay)
            } catch {
                body()
            }
        }
    }
}

extension SceneCurve {
    /// The `AnimationOptions` curve of a named curve (empty for the others).
    var options: AnimationOptions {
        switch self {
        case .linear: .curveLinear
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .easeInOut: .curveEaseInOut
        case .cubicBezier, .spring: []
        }
    }
}
