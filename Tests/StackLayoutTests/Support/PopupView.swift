import StackLayout
import TestSupport

/// A popup whose content view is created in `updateConstraints()` with height 0,
/// then grows to its intrinsic height.
final class PopupView: View {
    let content = IntrinsicView("content", intrinsic: Size(width: 200, height: 120))
    var contentHeight: LayoutConstraint?
    var updateCount = 0

    override func updateConstraints() {
        updateCount += 1
        guard contentHeight == nil, let superview else { return }
        if content.superview == nil { addSubview(content) }
        let height = content.heightAnchor.constraint(equalToConstant: 0)
        LayoutConstraint.activate([
            centerXAnchor.constraint(equalTo: superview.centerXAnchor),
            centerYAnchor.constraint(equalTo: superview.centerYAnchor),
            widthAnchor.constraint(equalToConstant: 300),
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
            content.topAnchor.constraint(equalTo: topAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
            height,
        ])
        contentHeight = height
    }
}
