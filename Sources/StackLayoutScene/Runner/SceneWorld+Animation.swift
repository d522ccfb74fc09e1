// The one place where a timeline step becomes an animation.
import StackLayout

extension SceneWorld {
    /// Runs `changes` and lays the window out, inside an animation described by `animation`
    /// (or at once when it is `nil`): named curves, custom cubic Béziers and springs all go
    /// through `View.animate`, so every step has the same model, delay and hide semantics.
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
            View.animate(withDuration: animation.duration, delay: animation.delay, timingCurve: curve,
                         animations: body)
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
