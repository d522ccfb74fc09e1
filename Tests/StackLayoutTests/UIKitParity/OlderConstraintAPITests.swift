import StackLayout
import Testing

@Suite("addConstraint, removeConstraint, sizeThatFits and sizeToFit")
struct OlderConstraintAPITests {
    /// A 375 × 667 window holding a 300 × 200 container at (10, 20) with a child inside it.
    private func tree() -> (Window, View, View) {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        let container = View(frame: Rect(x: 10, y: 20, width: 300, height: 200))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(child)
        return (window, container, child)
    }

    @Test("addConstraints on a common ancestor activates them and lays the child out; removeConstraints deactivates them")
    func addAndRemoveOnAncestor() {
        let (window, container, child) = tree()
        let constraints = [
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            child.widthAnchor.constraint(equalToConstant: 80),
            child.heightAnchor.constraint(equalToConstant: 30),
        ]
        container.addConstraints(constraints)
        #expect(constraints.map(\.isActive) == [true, true, true, true])
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 12, y: 4, width: 80, height: 30))
        #expect(container.constraints.count == 2)   // the edges; the sizes are held by the child

        container.removeConstraints(Array(constraints.prefix(2)))
        #expect(constraints.map(\.isActive) == [false, false, true, true])
        #expect(window.diagnostics.isEmpty)
    }

    @Test("addConstraint on the window (an ancestor further up) and removeConstraint on the item's own view")
    func singleConstraint() {
        let (window, container, child) = tree()
        let width = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        window.addConstraint(width)
        window.layoutIfNeeded()
        #expect(width.isActive && child.frame.width == 150)
        child.removeConstraint(child.widthAnchor.constraint(equalToConstant: 1))   // inactive: stays inactive
        container.removeConstraint(width)
        #expect(!width.isActive)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a view that is not a common ancestor is refused with a diagnostic and the constraint keeps its state",
          arguments: [true, false])
    func notACommonAncestor(adding: Bool) {
        let (window, container, child) = tree()
        let sibling = View()
        window.addSubview(sibling)
        let constraint = sibling.leadingAnchor.constraint(equalTo: child.leadingAnchor)
        constraint.isActive = !adding
        if adding { container.addConstraint(constraint) } else { child.removeConstraint(constraint) }
        #expect(constraint.isActive == !adding)
        #expect(window.diagnostics.count == 1)
        guard case .refusedOperation(let operation, _) = window.diagnostics.first else {
            Issue.record("expected a refused operation")
            return
        }
        #expect(operation.hasPrefix(adding ? "addConstraint(_:)" : "removeConstraint(_:)"))
        window.layoutIfNeeded()   // the tree stays usable and reports nothing more
        #expect(window.diagnostics.count == 1)
    }

    /// The content views by name (test arguments must be sendable).
    private static let contentViews: [String: @Sendable () -> View] = [
        "view": { View(frame: Rect(x: 0, y: 0, width: 40, height: 30)) },
        "image": { ImageView(image: Image(size: Size(width: 64, height: 48))) },
        "button": { Button(title: "OK") },
        "switch": { Switch() },
        "label": { Label(text: "Hello") },
    ]

    @Test("content views answer sizeThatFits with their content's size", arguments: [
        ("view", Size(width: 40, height: 30)),        // a plain view keeps its size
        ("image", Size(width: 64, height: 48)),
        ("button", Size(width: 15, height: 18.75)),   // 15-point title font
        ("switch", Size(width: 51, height: 31)),
        ("label", Size(width: 42.5, height: 21.25)),
    ])
    func sizeThatFits(_ kind: String, _ expected: Size) throws {
        let make = try #require(Self.contentViews[kind])
        let view = make()
        #expect(view.sizeThatFits(Size(width: 10, height: 10)) == expected)
    }

    @Test("a multi-line label wraps at the width it is asked about, limited to its number of lines", arguments: [
        (0, 200.0, Size(width: 195.5, height: 42.5)),   // "jumps over the lazy dog" is 23 × 8.5
        (1, 200, Size(width: 365.5, height: 21.25)),    // one line is never wrapped
        (0, 0, Size(width: 365.5, height: 21.25)),      // no width: no limit
        (2, 100, Size(width: 76.5, height: 42.5)),      // "The quick" / "brown fox" (capacity 11)
    ])
    func labelWraps(lines: Int, width: Double, expected: Size) {
        let label = Label(text: "The quick brown fox jumps over the lazy dog")
        label.numberOfLines = lines
        #expect(label.sizeThatFits(Size(width: width, height: 0)) == expected)
    }

    @Test("sizeToFit resizes a stack and a label to their fitting sizes and keeps their origins")
    func sizeToFit() {
        let label = Label(text: "Hi")
        label.frame = Rect(x: 5, y: 6, width: 100, height: 100)
        label.sizeToFit()
        #expect(label.frame == Rect(x: 5, y: 6, width: 17, height: 21.25))

        let stack = Stack(axis: .vertical, spacing: 4, arrangedSubviews: [
            ImageView(image: Image(size: Size(width: 30, height: 20))), Switch(),
        ])
        stack.frame = Rect(x: 7, y: 8, width: 1, height: 1)
        stack.sizeToFit()
        #expect(stack.frame == Rect(x: 7, y: 8, width: 51, height: 55))
    }
}
