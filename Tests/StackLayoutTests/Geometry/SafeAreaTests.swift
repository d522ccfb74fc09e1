import StackLayout
import Testing

/// A 375 × 812 window with a notch (top 44) and a home indicator (bottom 34); a screen view
/// pinned to its edges holds a card pinned at (16, `cardTop`, 343 wide, 100 high), which holds
/// a badge at (8, 8, 100, 40).
@MainActor
private final class NotchedScreen {
    let window = Window(size: Size(width: 375, height: 812))
    let screen = View(), card = View(), badge = View()
    let cardTop: LayoutConstraint

    init(cardTop top: Double = 20) {
        window.diagnosticHandler = nil
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.addSubview(screen)
        screen.addSubview(card)
        card.addSubview(badge)
        cardTop = card.topAnchor.constraint(equalTo: screen.topAnchor, constant: top)
        LayoutConstraint.activate([
            screen.leftAnchor.constraint(equalTo: window.leftAnchor), screen.rightAnchor.constraint(equalTo: window.rightAnchor),
            screen.topAnchor.constraint(equalTo: window.topAnchor), screen.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            cardTop, card.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 16),
            card.widthAnchor.constraint(equalToConstant: 343), card.heightAnchor.constraint(equalToConstant: 100),
            badge.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 8),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 100), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
    }

    /// Runs `change`, then lays the window out.
    func relayout(after change: () -> Void = {}) {
        change()
        window.layoutIfNeeded()
    }

    /// `guide`'s layout frame after `change` and a layout pass.
    func layoutFrame(of guide: LayoutGuide, after change: () -> Void = {}) -> Rect {
        relayout(after: change)
        return guide.layoutFrame
    }
}

@Suite("Safe area") @MainActor
struct SafeAreaTests {
    @Test("nested views get the part of the unsafe area that covers them")
    func nestedInsets() {
        let screen = NotchedScreen()
        #expect(screen.window.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(screen.screen.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(screen.card.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))   // card top at 20
        #expect(screen.badge.safeAreaInsets == EdgeInsets(top: 16, left: 0, bottom: 0, right: 0))  // badge top at 28
    }

    @Test("a view is inset as far as the notch reaches into it, measured from its edge; one clear of it by nothing",
          arguments: [
              (-200, EdgeInsets.zero),                              // -200…-100: above the window, outside the band
              (-80, EdgeInsets(top: 100, left: 0, bottom: 0, right: 0)), // -80…20: its part in the window is all band
              (-50, EdgeInsets(top: 94, left: 0, bottom: 0, right: 0)),  // -50…50: the band ends 94 below its top
              (20, EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)),
              (300, EdgeInsets.zero),
          ] as [(Double, EdgeInsets)])
    func clamping(cardTop: Double, insets: EdgeInsets) {
        let screen = NotchedScreen(cardTop: cardTop)
        #expect(screen.card.safeAreaInsets == insets)
    }

    @Test("safeAreaLayoutGuide follows the frame in the same layoutIfNeeded, on nested views")
    func guideFollowsLayout() {
        let screen = NotchedScreen()
        let title = View()
        screen.card.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: screen.card.safeAreaLayoutGuide.topAnchor),
            title.leftAnchor.constraint(equalTo: screen.card.safeAreaLayoutGuide.leftAnchor),
            title.widthAnchor.constraint(equalToConstant: 50), title.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.relayout()
        #expect(screen.card.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 24, width: 343, height: 76))
        #expect(title.frame == Rect(x: 0, y: 24, width: 50, height: 10))
        screen.relayout { screen.cardTop.constant = 40 }   // card top at 40: 4 points under the notch
        #expect(title.frame == Rect(x: 0, y: 4, width: 50, height: 10))
        screen.relayout { screen.cardTop.constant = 100 }
        #expect(title.frame == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(screen.layoutFrame(of: screen.window.safeAreaLayoutGuide) == Rect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test("the margins guide lies the layout margins inside the safe area unless told otherwise")
    func marginsFromSafeArea() {
        let screen = NotchedScreen()
        let guide = screen.card.layoutMarginsGuide
        #expect(screen.layoutFrame(of: guide) == Rect(x: 8, y: 32, width: 327, height: 60))   // 24 + 8 at the top
        #expect(screen.layoutFrame(of: guide) { screen.card.insetsLayoutMarginsFromSafeArea = false }
            == Rect(x: 8, y: 8, width: 327, height: 84))
    }

    @Test("changing the window's insets re-lays out; bad insets are refused with a diagnostic")
    func windowInsets() {
        let screen = NotchedScreen()
        let guide = screen.screen.safeAreaLayoutGuide
        #expect(screen.layoutFrame(of: guide) == Rect(x: 0, y: 44, width: 375, height: 734))
        let landscape = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        #expect(screen.layoutFrame(of: guide) { screen.window.safeAreaInsets = landscape } == Rect(x: 47, y: 0, width: 281, height: 791))
        #expect(screen.card.safeAreaInsets == EdgeInsets(top: 0, left: 31, bottom: 0, right: 31))   // card 16…359
        screen.window.safeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        screen.window.safeAreaInsets = EdgeInsets(top: 0, left: -1, bottom: 0, right: 0)
        #expect(screen.window.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(screen.window.diagnostics.count == 2, "\(screen.window.diagnostics)")
    }

    @Test("safeAreaInsetsDidChange is called once per change, after the layout pass")
    func didChangeHook() {
        final class Watcher: View {
            var changes: [EdgeInsets] = []
            override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
        }
        let screen = NotchedScreen()
        let watcher = Watcher(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        screen.screen.addSubview(watcher)
        _ = watcher.safeAreaLayoutGuide
        screen.relayout()
        screen.relayout()
        #expect(watcher.changes == [EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)])
    }
}

@Suite("Coordinate conversion") @MainActor
struct ConversionTests {
    @Test("points and rectangles of nested views in window coordinates and back")
    func nested() {
        let screen = NotchedScreen()
        let badge = screen.badge, card = screen.card
        #expect(badge.convert(Point(x: 0, y: 0), to: nil) == Point(x: 24, y: 28))
        #expect(badge.convert(Point(x: 10, y: 5), to: card) == Point(x: 18, y: 13))
        #expect(screen.window.convert(Point(x: 24, y: 28), to: badge) == .zero)
        #expect(badge.convert(Point(x: 24, y: 28), from: nil) == .zero)
        #expect(card.convert(Point(x: 18, y: 13), to: badge) == Point(x: 10, y: 5))
        #expect(badge.convert(badge.bounds, to: nil) == Rect(x: 24, y: 28, width: 100, height: 40))
        #expect(screen.screen.convert(Rect(x: 24, y: 28, width: 1, height: 1), to: badge) == Rect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("transforms count, about each view's center")
    func transformed() {
        let screen = NotchedScreen()
        let card = screen.card, badge = screen.badge
        card.transform = AffineTransform(scaleX: 2, y: 2)   // card center (187.5, 70) stays
        #expect(card.frame == Rect(x: 16, y: 20, width: 343, height: 100))   // layout ignores it
        #expect(badge.convert(Point.zero, to: nil) == Point(x: -139.5, y: -14))
        #expect(badge.convert(Point(x: -139.5, y: -14), from: nil) == .zero)
        #expect(badge.convert(badge.bounds, to: nil) == Rect(x: -139.5, y: -14, width: 200, height: 80))
        card.transform = AffineTransform(rotationAngle: Double.pi)   // half a turn about (187.5, 70)
        let corner = badge.convert(Point.zero, to: nil)
        #expect(abs(corner.x - 351) < 1e-9 && abs(corner.y - 112) < 1e-9)
    }
}
