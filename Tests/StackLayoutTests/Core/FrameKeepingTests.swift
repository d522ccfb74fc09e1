import StackLayout
import Testing

/// The automatic `translatesAutoresizingMaskIntoConstraints`: a frame set by hand stays
/// (required), until a constraint with the view as its first item, or a stack, claims the view.
@Suite("Frames that stay")
struct FrameKeepingTests {
    /// A 375 × 667 root in a window of that size with a label ("Hello", 17 pt: 42.5 × 21.25)
    /// pinned to its four edges.
    private func rootWithPinnedLabel() -> (Window, View, Label) {
        let window = testWindow()
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let label = Label(text: "Hello")
        window.addSubview(root)
        root.addSubview(label)
        pinEdges(label, to: root)
        window.layoutIfNeeded()
        return (window, root, label)
    }

    @Test("a root made with init(frame:) keeps 375 × 667 around a label pinned to its edges")
    func rootKeepsItsFrame() {
        let (window, root, label) = rootWithPinnedLabel()
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        expectFrame(root, 0, 0, 375, 667)
        expectFrame(label, 0, 0, 375, 667)
        #expect(window.diagnostics.isEmpty)
    }

    /// How a view was given its geometry, and whether it then keeps a frame of its own.
    static let framings: [(name: String, setUp: @Sendable (View) -> Void, keeps: Bool)] = [
        ("never framed", { _ in }, false),
        ("frame", { $0.frame = Rect(x: 10, y: 20, width: 30, height: 40) }, true),
        ("bounds", { $0.bounds = Rect(x: 0, y: 0, width: 30, height: 40) }, true),
        ("center", { $0.center = Point(x: 25, y: 40) }, true),
        ("explicitly off, then framed", {
            $0.translatesAutoresizingMaskIntoConstraints = false
            $0.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        }, false),
        ("explicitly on, never framed", { $0.translatesAutoresizingMaskIntoConstraints = true }, true),
        ("framed, then its own width constraint", {
            $0.frame = Rect(x: 10, y: 20, width: 30, height: 40)
            $0.widthAnchor.constraint(equalToConstant: 50).isActive = true
        }, false),
        ("its own width constraint, then framed", {
            $0.widthAnchor.constraint(equalToConstant: 50).isActive = true
            $0.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        }, false),
        ("framed, then explicitly on after its own constraint", {
            $0.frame = Rect(x: 10, y: 20, width: 30, height: 40)
            $0.widthAnchor.constraint(equalToConstant: 50).isActive = true
            $0.translatesAutoresizingMaskIntoConstraints = true
        }, true),
    ]

    @Test("setting a frame, bounds or center turns the automatic value on; a constraint or an explicit value wins",
          arguments: framings)
    func automaticValue(_ name: String, _ setUp: @Sendable (View) -> Void, _ keeps: Bool) {
        let window = testWindow()
        let view = View()
        window.addSubview(view)
        setUp(view)
        #expect(view.translatesAutoresizingMaskIntoConstraints == keeps, "\(name)")
        #expect(window.constraints.contains { $0.identifier == "autoresizing-h-length" } == keeps, "\(name)")
    }

    @Test("init(frame:) with an empty frame leaves the view sizing to its content")
    func emptyInitialFrame() {
        #expect(!View(frame: Rect(x: 5, y: 5, width: 0, height: 10)).translatesAutoresizingMaskIntoConstraints)
        #expect(!View().translatesAutoresizingMaskIntoConstraints)
        #expect(View(frame: Rect(x: 0, y: 0, width: 1, height: 1)).translatesAutoresizingMaskIntoConstraints)
    }

    @Test("a framed view that constraints name only as a second item keeps its frame")
    func secondItemDoesNotClaim() {
        let window = testWindow()
        let card = View(frame: Rect(x: 20, y: 30, width: 200, height: 100))
        let badge = Label(text: "New")
        window.addSubview(card)
        window.addSubview(badge)
        badge.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8).isActive = true
        badge.topAnchor.constraint(equalTo: card.topAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(card.translatesAutoresizingMaskIntoConstraints)
        expectFrame(card, 20, 30, 200, 100)
        #expect(badge.frame.minX == 228 && badge.frame.minY == 30, "\(badge.frame)")
    }

    @Test("a framed view arranged by a stack is placed by the stack")
    func arrangedViewIsClaimed() {
        let window = testWindow()
        let stack = Stack(distribution: .fillEqually)
        let item = View(frame: Rect(x: 7, y: 7, width: 7, height: 7))
        window.addSubview(stack)
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 50)
        stack.addArrangedSubview(item)
        stack.addArrangedSubview(View())
        window.layoutIfNeeded()
        #expect(!item.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        expectFrame(item, 0, 0, 150, 50)
        #expect(window.diagnostics.isEmpty)
    }
}
