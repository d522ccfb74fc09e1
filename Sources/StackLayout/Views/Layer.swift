/// The drawing attributes of a view that renderings show (UIKit's `CALayer`, as far as layout
/// pictures need it): rounded corners and a border. Get it from ``View/layer``.
///
/// Negative or non-finite values are rejected with a diagnostic and the old value is kept.
public final class Layer {
    /// The view the layer draws (not retained: the view owns its layer).
    weak var view: View?

    /// The radius of the rounded corners in points (default 0, square corners).
    public var cornerRadius: Double {
        get { storedCornerRadius }
        set { if accepts(newValue, "layer.cornerRadius") { storedCornerRadius = newValue } }
    }

    /// The width of the border drawn inside the bounds in points (default 0, no border).
    public var borderWidth: Double {
        get { storedBorderWidth }
        set { if accepts(newValue, "layer.borderWidth") { storedBorderWidth = newValue } }
    }

    /// The colour of the border (default opaque black, as UIKit's).
    public var borderColor: Color? = .black

    private var storedCornerRadius = 0.0
    private var storedBorderWidth = 0.0

    init(view: View) {
        self.view = view
    }

    private func accepts(_ value: Double, _ property: String) -> Bool {
        guard value.isFinite, value >= 0, value <= LayoutValueLimits.maximumMagnitude else {
            let name = view.map { "\(property) of \($0.displayName)" } ?? property
            reportDiagnostic(.invalidValue(property: name, value: value), near: view)
            return false
        }
        return true
    }
}
