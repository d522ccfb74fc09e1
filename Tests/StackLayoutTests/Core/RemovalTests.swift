import Testing
import StackLayout

/// `removeFromSuperview()` deactivates the constraints that tie the removed subtree to the rest
/// of its tree (UIKit's rule) and keeps the ones inside the subtree (tolerance `coreTolerance`).
@Suite("Removing a subtree")
struct RemovalTests {
    /// window ⊃ card ⊃ inner, window ⊃ badge; constraints of every kind around the cut.
    private final class Scene {
        let window = testWindow()
        let card = namedView("card")
        let inner = namedView("inner")
        let badge = namedView("badge")
        let cardToWindow: [LayoutConstraint]
        let innerToCard: [LayoutConstraint]
        let badgeToInner: LayoutConstraint
        let innerToWindowMargins: LayoutConstraint
        let innerSize: LayoutConstraint

        init(layOut: Bool) {
            window.addSubview(card)
            card.addSubview(inner)
            window.addSubview(badge)
            cardToWindow = pinEdges(card, to: window, inset: 20)
            innerToCard = [
                inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            ]
            innerSize = inner.widthAnchor.constraint(equalToConstant: 50)
            badgeToInner = badge.leadingAnchor.constraint(equalTo: inner.trailingAnchor)
            innerToWindowMargins = inner.bottomAnchor.constraint(lessThanOrEqualTo: window.layoutMarginsGuide.bottomAnchor)
            LayoutConstraint.activate(innerToCard + [innerSize, badgeToInner, innerToWindowMargins])
            if layOut { window.layoutIfNeeded() }
        }

        var crossing: [LayoutConstraint] { cardToWindow + [badgeToInner, innerToWindowMargins] }
        var inside: [LayoutConstraint] { innerToCard + [innerSize] }
        var activeCrossing: Int { crossing.filter(\.isActive).count }
        var activeInside: Int { inside.filter(\.isActive).count }
    }

    @Test(arguments: [true, false])
    func crossingConstraintsAreDeactivatedAndInsideOnesStay(laidOutBefore: Bool) {
        let scene = Scene(layOut: laidOutBefore)
        scene.card.removeFromSuperview()
        #expect(scene.activeCrossing == 0)
        #expect(scene.activeInside == scene.inside.count)
        #expect(scene.window.constraints.isEmpty && scene.badge.constraints.isEmpty)
        scene.window.layoutIfNeeded()
        scene.window.layoutIfNeeded()
        #expect(scene.window.diagnostics.isEmpty, "\(scene.window.diagnostics)")
    }

    @Test func theRemovedSubtreeLaysOutOnItsOwn() {
        let scene = Scene(layOut: true)
        scene.card.removeFromSuperview()
        scene.card.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        scene.card.layoutIfNeeded()
        expectFrame(scene.inner, 10, 10, 50, 0)
    }

    @Test func addingTheSubtreeBackDoesNotReviveDeactivatedConstraints() {
        let scene = Scene(layOut: true)
        scene.card.removeFromSuperview()
        scene.card.frame = Rect(x: 5, y: 6, width: 70, height: 80)
        scene.window.addSubview(scene.card)
        scene.window.layoutIfNeeded()
        #expect(scene.activeCrossing == 0)
        expectFrame(scene.card, 5, 6, 70, 80)
        expectFrame(scene.inner, 10, 10, 50, 0)
        #expect(scene.window.diagnostics.isEmpty, "\(scene.window.diagnostics)")
    }

    @Test func aConstraintToAnotherTreeStaysPending() {
        let window = testWindow()
        let other = testWindow()
        let card = namedView("card")
        let stranger = namedView("stranger")
        window.addSubview(card)
        other.addSubview(stranger)
        let pending = card.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        pending.isActive = true
        card.removeFromSuperview()
        #expect(pending.isActive)
    }

    @Test func movingAViewToAnotherSuperviewDeactivatesItsOldTies() {
        let scene = Scene(layOut: true)
        scene.badge.addSubview(scene.inner)
        #expect(!scene.badgeToInner.isActive && !scene.innerToWindowMargins.isActive)
        #expect(scene.innerToCard.filter(\.isActive).isEmpty)
        #expect(scene.innerSize.isActive)
        scene.window.layoutIfNeeded()
        #expect(scene.window.diagnostics.isEmpty, "\(scene.window.diagnostics)")
    }
}
