// One self-contained view tree, laid out, changed, animated and sampled from start to end on
// the calling thread: the unit of work of the threading tests and the parallel-trees benchmark.
import StackLayout

/// The frames of one run of `runIndependentTree(seed:)`, in a fixed order: every view's model
/// frame after the first layout, after a constraint change, and its on-screen frame half-way
/// through an animated hide and at its end.
public typealias IndependentTreeFrames = [Rect]

/// Builds a card screen that depends on `seed` (rows of an image, a wrapping label and a
/// switch in nested stacks), lays it out, narrows it, hides a row inside a one-second animation
/// and steps the window's clock; returns every frame it saw. Touches nothing outside the tree,
/// so runs on different threads at once give the frames of runs in series.
public func runIndependentTree(seed: Int, rows: Int = 12) -> IndependentTreeFrames {
    let window = Window(size: Size(width: 320, height: 2000))
    window.diagnosticHandler = nil
    var rowViews: [View] = []
    for row in 0..<rows {
        let words = Array(repeating: "word", count: 2 + (seed + row) % 7).joined(separator: " ")
        let text = Label(text: "Row \(row) of tree \(seed): " + words)
        text.numberOfLines = 0
        let icon = ImageView(image: Image(size: Size(width: 24 + Double((seed * 3 + row) % 5) * 4, height: 24)))
        let line = Stack(axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [icon, text, Switch()])
        rowViews.append(line)
    }
    let screen = Stack(axis: .vertical, spacing: 6, arrangedSubviews: rowViews)
    window.addSubview(screen)
    let width = screen.widthAnchor.constraint(equalToConstant: 300)
    LayoutConstraint.activate([
        screen.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        screen.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10), width,
    ])
    var frames: IndependentTreeFrames = []
    func record(_ frame: (View) -> Rect) {
        screen.forEachViewInSubtree { frames.append(frame($0)) }
    }
    window.layoutIfNeeded()
    record { $0.frame }
    width.constant = 220 + Double(seed % 4) * 10
    window.layoutIfNeeded()
    record { $0.frame }
    View.animate(withDuration: 1, options: .curveLinear, animations: {
        rowViews[seed % rows].isHidden = true
        window.layoutIfNeeded()
    })
    window.clock.advance(by: 0.5)
    record { $0.presentation.frame }
    window.clock.advance(by: 0.5)
    record { $0.presentation.frame }
    return frames
}

extension View {
    /// Calls `body` on the view and every view of its subtree, parents first, in subview order.
    fileprivate func forEachViewInSubtree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachViewInSubtree(body) }
    }
}
