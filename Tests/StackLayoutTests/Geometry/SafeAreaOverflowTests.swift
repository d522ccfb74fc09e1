import StackLayout
import TestSupport
import Testing

/// Views that reach beyond their window: only the bands the window's safe area insets cover
/// are unsafe, so what lies outside the window never insets a view.
@Suite("Safe area beyond the window") @MainActor
struct SafeAreaOverflowTests {
    /// A margins-relative stack of `a` (120 × 60) and `b` (150 × 80), spacing 10, margins 10,
    /// pinned with its top left corner at `origin` in a 200 × 100 window without safe area insets.
    final class OverflowingStack {
        let window = Window(size: Size(width: 200, height: 100))
        let a = IntrinsicView("a", 120, 60), b = IntrinsicView("b", 150, 80)
        let stack: Stack
        /// Pinned to the stack's safe area guide.
        let content = View()

        init(axis: Axis, origin: Point, insetsFromSafeArea: Bool) {
            window.diagnosticHandler = nil
            stack = Stack(axis: axis, spacing: 10, arrangedSubviews: [a, b])
            stack.debugName = "stack"
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(all: 10)
            stack.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
            window.addSubview(stack)
            stack.addSubview(content)
            LayoutConstraint.activate([
                stack.leftAnchor.constraint(equalTo: window.leftAnchor, constant: origin.x),
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: origin.y),
                content.leftAnchor.constraint(equalTo: stack.safeAreaLayoutGuide.leftAnchor),
                content.topAnchor.constraint(equalTo: stack.safeAreaLayoutGuide.topAnchor),
                content.rightAnchor.constraint(equalTo: stack.safeAreaLayoutGuide.rightAnchor),
                content.bottomAnchor.constraint(equalTo: stack.safeAreaLayoutGuide.bottomAnchor),
            ])
            window.layoutIfNeeded()
        }

        var frames: [Rect] { [stack.frame, a.frame, b.frame, content.frame] }
    }

    @Test("a zero-inset window lays out an overflowing margins-relative stack as if safe areas did not exist",
          arguments: [
              // Overflows the top, left and right edges.
              (Axis.horizontal, Point(x: -30, y: -20), [Rect(x: -30, y: -20, width: 300, height: 100),
                                                       Rect(x: 10, y: 10, width: 120, height: 80),
                                                       Rect(x: 140, y: 10, width: 150, height: 80)]),
              // Overflows the right and bottom edges.
              (.vertical, Point(x: 120, y: 40), [Rect(x: 120, y: 40, width: 170, height: 170),
                                                Rect(x: 10, y: 10, width: 150, height: 60),
                                                Rect(x: 10, y: 80, width: 150, height: 80)]),
          ] as [(Axis, Point, [Rect])])
    func zeroInsetWindow(axis: Axis, origin: Point, expected: [Rect]) {
        let inset = OverflowingStack(axis: axis, origin: origin, insetsFromSafeArea: true)
        let plain = OverflowingStack(axis: axis, origin: origin, insetsFromSafeArea: false)
        #expect(inset.frames == plain.frames)   // bit for bit
        #expect(Array(inset.frames.prefix(3)) == expected)
        #expect(inset.content.frame == Rect(origin: .zero, size: expected[0].size))
        #expect([inset.stack, inset.a, inset.b, inset.content].allSatisfy { $0.safeAreaInsets == .zero })
        #expect(inset.window.diagnostics.isEmpty, "\(inset.window.diagnostics)")
    }

    @Test("a view is inset only by the bands of the window that overlap it",
          arguments: [
              (Rect(x: 0, y: -200, width: 100, height: 100), EdgeInsets.zero),                // above the window
              (Rect(x: 0, y: -50, width: 100, height: 100), EdgeInsets(top: 94, left: 20, bottom: 0, right: 0)),
              (Rect(x: 400, y: 0, width: 100, height: 100), EdgeInsets.zero),                 // right of the window
              (Rect(x: -100, y: 300, width: 50, height: 50), EdgeInsets.zero),                // left of the window
              (Rect(x: 300, y: 700, width: 200, height: 200), EdgeInsets(top: 0, left: 0, bottom: 122, right: 135)),
              (Rect(x: 50, y: 20, width: 100, height: 100), EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)),
              (Rect(x: 10, y: 10, width: 0, height: 0), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
          ] as [(Rect, EdgeInsets)])
    func bandsOnly(frame: Rect, insets: EdgeInsets) {
        let window = Window(size: Size(width: 375, height: 812))
        window.safeAreaInsets = EdgeInsets(top: 44, left: 20, bottom: 34, right: 10)
        let view = View(frame: frame)
        window.addSubview(view)
        #expect(view.safeAreaInsets == insets)
    }
}
