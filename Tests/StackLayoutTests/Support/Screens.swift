// Screens that several suites lay out, animated or not.
import StackLayout
import TestSupport

/// A window with `menu` across its top, `menuHeight` high (60 to start with), and `table`
/// filling the rest of the window below it.
struct MenuScreen {
    let window = testWindow()
    let menu = namedView("menu")
    let table = namedView("table")
    let menuHeight: LayoutConstraint

    /// The screen, laid out.
    init() {
        window.addSubview(menu)
        window.addSubview(table)
        pinEdges(menu, to: window, [.top, .leading, .trailing])
        menuHeight = menu.heightAnchor.constraint(equalToConstant: 60)
        menuHeight.identifier = "menuHeight"
        menuHeight.isActive = true
        table.topAnchor.constraint(equalTo: menu.bottomAnchor).isActive = true
        pinEdges(table, to: window, [.leading, .trailing, .bottom])
        window.layoutIfNeeded()
    }
}

/// A window with a 60-high `header` across its top and `title` (100 × 20) centred in it; the
/// horizontal centring is identified as "Center".
struct HeaderScreen {
    let window = testWindow()
    let header = namedView("header")
    let title = IntrinsicView("title", 100, 20)
    let center: LayoutConstraint

    /// The screen, laid out.
    init() {
        window.addSubview(header)
        header.addSubview(title)
        pinEdges(header, to: window, [.top, .leading, .trailing])
        center = title.centerXAnchor.constraint(equalTo: header.centerXAnchor)
        center.identifier = "Center"
        LayoutConstraint.activate([
            header.heightAnchor.constraint(equalToConstant: 60), center,
            title.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        window.layoutIfNeeded()
    }

    /// Replaces the constraint identified "Center" among `title`'s superview's constraints with
    /// one of multiplier `multiplier` (also identified "Center"), as UIKit code does to change a
    /// multiplier; returns the replacement.
    @discardableResult
    func replaceCenter(multiplier: Double) -> LayoutConstraint? {
        guard let superview = title.superview,
              let found = superview.constraints.first(where: { $0.identifier == "Center" }) else { return nil }
        found.isActive = false
        let replacement = LayoutConstraint(
            item: title, attribute: .centerX, relatedBy: .equal, toItem: superview, attribute: .centerX,
            multiplier: multiplier, constant: 0)
        replacement.identifier = "Center"
        replacement.isActive = true
        return replacement
    }
}

/// A vertical stack of `views`, `spacing` apart, added to `window` across its top (top, leading
/// and trailing edges pinned); not laid out yet.
func verticalStack(_ views: [View], spacing: Double, acrossTheTopOf window: Window) -> Stack {
    let stack = Stack(axis: .vertical, spacing: spacing, arrangedSubviews: views)
    window.addSubview(stack)
    pinEdges(stack, to: window, [.top, .leading, .trailing])
    return stack
}

/// A test window with a 100 × 50 view named `card` at (0, 10), moved by its leading constraint
/// (returned with it); laid out.
func movableCard() -> (window: Window, card: View, leading: LayoutConstraint) {
    let (window, card) = windowWithView("card")
    let leading = pinFrame(card, in: window, 0, 10, 100, 50)[0]
    window.layoutIfNeeded()
    return (window, card, leading)
}

/// A silent window (375 × 667) with a 100 × 50 view placed by hand at (10, 20), laid out.
func placedViewScene() -> (window: Window, view: View) {
    let window = Window(size: Size(width: 375, height: 667))
    window.diagnosticHandler = nil
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
}
