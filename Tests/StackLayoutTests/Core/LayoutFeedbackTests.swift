import StackLayout
import TestSupport
import Testing

/// Layout passes that feed back into the geometry: one `layoutIfNeeded()` settles what
/// converges and stops, with finite frames and a `layoutFeedbackLoop` diagnostic, what does not.
@Suite("Layout feedback")
struct LayoutFeedbackTests {
    /// A view that widens `growing` by 10 points in every `layoutSubviews()` while `grows`.
    final class GrowingView: View {
        var growing: LayoutConstraint?
        var grows = true

        override func layoutSubviews() {
            super.layoutSubviews()
            if grows, let growing { growing.constant += 10 }
        }
    }

    @Test("a margins-relative stack that straddles a safe area band settles in one layoutIfNeeded",
          arguments: [
              // Top 20 points under a 44-point notch: its top margin is 8 + 24.
              (true, [Rect(x: 0, y: 20, width: 375, height: 120), Rect(x: 8, y: 32, width: 359, height: 50),
                      Rect(x: 8, y: 82, width: 359, height: 30)]),
              // Bottom 10 points above the window's: 24 points into a 34-point home indicator band.
              (false, [Rect(x: 0, y: 682, width: 375, height: 120), Rect(x: 8, y: 8, width: 359, height: 50),
                       Rect(x: 8, y: 58, width: 359, height: 30)]),
          ] as [(Bool, [Rect])])
    func straddlingStackSettles(pinnedToTop: Bool, expected: [Rect]) {
        let window = testWindow(width: 375, height: 812)
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let a = IntrinsicView("a", 100, 50), b = IntrinsicView("b", 100, 30)
        let stack = Stack(axis: .vertical, arrangedSubviews: [a, b])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(all: 8)
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor), stack.rightAnchor.constraint(equalTo: window.rightAnchor),
            pinnedToTop ? stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)
                : stack.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        #expect([stack.frame, a.frame, b.frame] == expected)
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
        let frames = [stack.frame, a.frame, b.frame]
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect([stack.frame, a.frame, b.frame] == frames)
    }

    @Test("a stack centered across the notch converges: on the pixel grid it settles, without one it stops near its fixpoint",
          arguments: [
              (2.0, Rect(x: 0, y: 6.5, width: 100, height: 187.5)),
              (3, Rect(x: 0, y: 19.0 / 3, width: 100, height: 563.0 / 3)),
              (0, Rect(x: 0, y: 6, width: 100, height: 188)),
          ] as [(Double, Rect)])
    func centeredStackConverges(displayScale: Double, expected: Rect) {
        // A 150-point view centered in a 200-point window with a 44-point notch: each pass the
        // stack's top margin takes what reaches into the band, the stack grows about its center,
        // and half the growth reaches further in. The fixpoint is a 188-point stack at y = 6.
        let window = testWindow(width: 375, height: 200)
        window.displayScale = displayScale
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let stack = Stack(axis: .vertical, arrangedSubviews: [IntrinsicView("a", 100, 150)])
        stack.debugName = "stack"
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = .zero
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])
        window.layoutIfNeeded()
        if displayScale > 0 {
            #expect(stack.frame == expected)
            #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
        } else {
            // Halving the distance every pass, 16 passes leave it 38 / 2^16 points short.
            #expect(stack.frame.isClose(to: expected, tolerance: 0.01))
            #expect(window.diagnostics == [.layoutFeedbackLoop(views: ["stack", "a"], passes: 16)])
        }
    }

    @Test("a layoutSubviews that grows a constraint every pass stops with finite frames and the diagnostic")
    func growingConstraintStops() throws {
        let window = testWindow()
        let grower = GrowingView(), bar = View()
        grower.debugName = "grower"
        bar.debugName = "bar"
        window.addSubview(grower)
        grower.addSubview(bar)
        let width = bar.widthAnchor.constraint(equalToConstant: 10)
        grower.growing = width
        LayoutConstraint.activate(pinEdges(grower, to: window) + [
            bar.leftAnchor.constraint(equalTo: grower.leftAnchor), bar.topAnchor.constraint(equalTo: grower.topAnchor),
            width, bar.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // Pass n lays the bar out 10 × n wide and widens the constraint to 10 × (n + 1).
        #expect(window.diagnostics == [.layoutFeedbackLoop(views: ["bar"], passes: 16)])
        #expect(bar.frame == Rect(x: 0, y: 0, width: 160, height: 20))
        #expect(width.constant == 170)
        #expect([window, grower, bar].allSatisfy { $0.frame.isFinite })
        let diagnostic = try #require(window.diagnostics.first)
        #expect(diagnostic.description == "Layout did not settle after 16 passes; it stopped with the frames of the "
            + "last pass. Geometry kept changing in bar.")

        // The tree stays usable: once the growth stops, the next layout settles where it is.
        grower.grows = false
        window.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 0, y: 0, width: 170, height: 20))
        width.constant = 40
        window.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(window.diagnostics.count == 1)
    }

    @Test("a bottom-pinned margins-relative stack that grows into the notch it reaches is a feedback loop")
    func stackGrowingIntoTheNotch() {
        // The 200-point window has a 44-point notch; the stack's bottom is at 190 and its content
        // is 150 high, so its top (at 40) reaches 4 points into the band: its top margin grows by
        // 4, so its top rises by 4 and reaches 4 points further every pass.
        let window = testWindow(width: 100, height: 200)
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let stack = Stack(axis: .vertical, arrangedSubviews: [IntrinsicView("a", 50, 150)])
        stack.debugName = "stack"
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = .zero
        stack.insetsLayoutMarginsFromSafeArea = true
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        #expect(window.diagnostics == [.layoutFeedbackLoop(views: ["stack", "a"], passes: 16)])
        #expect(stack.frame.isFinite)
        #expect(stack.frame.maxY == 190)
    }
}
