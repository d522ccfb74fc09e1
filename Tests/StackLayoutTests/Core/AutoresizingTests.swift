import StackLayout
import Testing

/// `translatesAutoresizingMaskIntoConstraints`: a 100 × 50 view at (10, 20) in a 300 × 400
/// container, which then grows to 400 × 600.
@Suite("Autoresizing masks")
struct AutoresizingTests {
    private func scene(_ mask: View.AutoresizingMask) -> (Window, View, View) {
        let window = Window(size: Size(width: 800, height: 800))
        window.diagnosticHandler = nil
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        window.addSubview(container)
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = mask
        container.addSubview(view)
        window.layoutIfNeeded()
        container.frame = Rect(x: 0, y: 0, width: 400, height: 600)
        window.layoutIfNeeded()
        return (window, container, view)
    }

    /// Masks and the frames they give after the growth.
    static let cases: [(mask: View.AutoresizingMask, frame: Rect)] = [
        ([], Rect(x: 10, y: 20, width: 100, height: 50)),
        ([.flexibleWidth, .flexibleHeight], Rect(x: 10, y: 20, width: 200, height: 250)),
        ([.flexibleLeftMargin, .flexibleTopMargin], Rect(x: 110, y: 220, width: 100, height: 50)),
        ([.flexibleRightMargin, .flexibleBottomMargin], Rect(x: 10, y: 20, width: 100, height: 50)),
        // margins 10 and 190 share the 100 extra points 1 : 19; 20 and 330 share 200 as 20 : 330
        ([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
         Rect(x: 15, y: 20 + 200.0 * 20 / 350, width: 100, height: 50)),
        // all three flexible: 10 : 100 : 190 of 100 extra points
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
         Rect(x: 10 + 100.0 / 30, y: 20, width: 100 + 100.0 / 3, height: 50)),
    ]

    @Test("the frame follows the container's growth as springs and struts say", arguments: cases)
    func springsAndStruts(_ mask: View.AutoresizingMask, _ expected: Rect) {
        let (window, _, view) = scene(mask)
        #expect(view.frame.isClose(to: expected, tolerance: 1e-9), "\(view.frame)")
        #expect(window.diagnostics.isEmpty)
    }

    @Test("the constraints are ordinary, named ones; setting the frame remakes them")
    func constraintsFollowTheFrame() {
        let (window, container, view) = scene([.flexibleWidth])
        let names = container.constraints.compactMap(\.identifier).sorted()
        #expect(names == ["autoresizing-h-leading", "autoresizing-h-length", "autoresizing-v-leading", "autoresizing-v-length"])
        view.frame = Rect(x: 50, y: 60, width: 70, height: 80)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 50, y: 60, width: 70, height: 80))
        container.frame = Rect(x: 0, y: 0, width: 500, height: 600)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 50, y: 60, width: 170, height: 80))
        view.translatesAutoresizingMaskIntoConstraints = false
        #expect(container.constraints.isEmpty)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 50, y: 60, width: 170, height: 80))   // it keeps its frame
    }

    @Test("a conflicting constraint is broken and reported, as in UIKit")
    func conflicts() {
        let (window, _, view) = scene([])
        view.widthAnchor.constraint(equalToConstant: 30).isActive = true
        window.layoutIfNeeded()
        #expect(view.frame.width == 100)
        #expect(window.diagnostics.contains { if case .unsatisfiable = $0 { true } else { false } })
    }

    @Test("the default is automatic: a framed view's frame becomes constraints, a view never framed has none")
    func automaticByDefault() {
        let framed = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        let unframed = View()
        #expect(framed.translatesAutoresizingMaskIntoConstraints && framed.autoresizingMask.isEmpty)
        #expect(!unframed.translatesAutoresizingMaskIntoConstraints)
        let container = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(unframed)
        #expect(container.constraints.isEmpty)
        container.addSubview(framed)
        #expect(container.constraints.compactMap(\.identifier).sorted() == [
            "autoresizing-h-leading", "autoresizing-h-length", "autoresizing-v-leading", "autoresizing-v-length",
        ])
    }
}
