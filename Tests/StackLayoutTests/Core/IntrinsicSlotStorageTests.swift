// Intrinsic-size slots live in the engine's intrinsic slot table, not in every item record: an
// item holds a block of the table only while it has an intrinsic-size constraint. Frames are
// the same either way (exact values).
import TestSupport
import Testing
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

@Suite struct IntrinsicSlotStorageTests {
    /// A 300 × 200 window with a plain box pinned at (10, 10), 100 × 50; a layout guide of the
    /// box pinned to the box's margins guide; and a label (intrinsic 60 × 20) at (10, 70) whose
    /// size also wants 30 × 12 at priority 200, below its hugging and compression resistance (250
    /// and 750): the intrinsic size wins while it exists, 30 × 12 otherwise.
    struct Scene {
        let window: Window
        let box: View
        let guide: LayoutGuide
        let label: IntrinsicView

        init() {
            window = testWindow(width: 300, height: 200)
            box = namedView("box")
            label = IntrinsicView("label", intrinsic: Size(width: 60, height: 20))
            guide = LayoutGuide()
            window.addSubview(box)
            window.addSubview(label)
            box.addLayoutGuide(guide)
            pinFrame(box, in: window, 10, 10, 100, 50)
            let margins = box.layoutMarginsGuide
            LayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                guide.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                guide.topAnchor.constraint(equalTo: margins.topAnchor),
                guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            let width = label.widthAnchor.constraint(equalToConstant: 30)
            let height = label.heightAnchor.constraint(equalToConstant: 12)
            width.priority = 200
            height.priority = 200
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 10), width, height,
            ])
            window.layoutIfNeeded()
        }

        /// Whether the engine holds intrinsic-size slots for `item`.
        func holdsSlots(_ item: any LayoutItem) -> Bool { window.layoutHoldsIntrinsicSlots(for: item) }
    }

    /// The views and guides without an intrinsic size hold no slots; the label does.
    @Test func onlyAnItemWithAnIntrinsicSizeHoldsSlots() {
        let scene = Scene()
        #expect(!scene.holdsSlots(scene.window))
        #expect(!scene.holdsSlots(scene.box))
        #expect(!scene.holdsSlots(scene.guide))
        #expect(!scene.holdsSlots(scene.box.layoutMarginsGuide))
        #expect(scene.holdsSlots(scene.label))
        expectFrames([scene.box: (10, 10, 100, 50), scene.label: (10, 70, 60, 20)])
        expectRect(scene.guide.layoutFrame, 8, 8, 84, 34)
    }

    /// A label whose intrinsic size becomes `noIntrinsicMetric` on both axes gives its slots
    /// back and takes the size its other constraints give (30 × 12); with an intrinsic size
    /// again it takes slots again and is 60 × 20 once more.
    @Test func aLabelWithoutIntrinsicSizeGivesItsSlotsBack() {
        let scene = Scene()
        scene.label.intrinsic = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        scene.window.layoutIfNeeded()
        #expect(!scene.holdsSlots(scene.label))
        expectFrame(scene.label, 10, 70, 30, 12)
        scene.label.intrinsic = Size(width: View.noIntrinsicMetric, height: 20)
        scene.window.layoutIfNeeded()
        #expect(scene.holdsSlots(scene.label))
        expectFrame(scene.label, 10, 70, 30, 20)
        scene.label.intrinsic = Size(width: 60, height: 20)
        scene.window.layoutIfNeeded()
        expectFrame(scene.label, 10, 70, 60, 20)
    }

    /// A label removed from the tree gives its block back, which the next label that joins
    /// takes: besides its list of chunks (one pointer, 8 bytes), the table holds one block's
    /// slots (4 × 40 bytes) with a label in the tree, and without one only the list of blocks
    /// given back (one 4-byte entry).
    @Test func aRemovedLabelGivesItsSlotsBackToTheNextLabel() {
        let scene = Scene()
        let slotBytes = { scene.window.layoutMemoryCensus { _ in 1 }["intrinsic slot table"]?.count }
        #expect(slotBytes() == 168)
        scene.label.removeFromSuperview()
        scene.window.layoutIfNeeded()
        #expect(!scene.holdsSlots(scene.label))
        #expect(slotBytes() == 12)
        let next = IntrinsicView("next", intrinsic: Size(width: 80, height: 10))
        scene.window.addSubview(next)
        pinEdges(next, to: scene.box, [.leading, .top])
        scene.window.layoutIfNeeded()
        #expect(scene.holdsSlots(next))
        #expect(slotBytes() == 168)
        expectFrame(next, 10, 10, 80, 10)
    }
}
