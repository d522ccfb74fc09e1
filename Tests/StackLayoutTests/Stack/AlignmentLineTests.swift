import Testing
import TestSupport
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// A non-fill stack's alignment guide is a line: one unknown, its minimum across the stack's
/// axis; its position along the axis, its width and its height read as the constant 0, with no
/// constraint of their own.
@Suite("Stack alignment line")
struct AlignmentLineTests {
    static let alignments: [Stack.Alignment] = Stack.Alignment.allCases.filter { $0 != .fill }

    /// A horizontal or vertical stack of A, B, C (the worked cases' views) aligned by `alignment`,
    /// laid out in a fresh window.
    static func laidOutStack(_ alignment: Stack.Alignment, _ axis: Axis) -> (window: Window, stack: Stack) {
        let sizes = [Size(width: 160, height: 200), Size(width: 80, height: 100), Size(width: 40, height: 50)]
        let views = zip(["A", "B", "C"], sizes).map { name, size -> View in
            let view = IntrinsicView(name, size.width, size.height)
            view.firstBaselineOffset = size.height / 2
            view.lastBaselineOffset = size.height / 2
            return view
        }
        let stack = Stack(axis: axis, alignment: alignment, spacing: 10, arrangedSubviews: views)
        return (laidOutWindow(with: stack), stack)
    }

    /// The stack's alignment guide, while the stack owns it.
    static func line(of stack: Stack) -> LayoutGuide? {
        stack.layoutGuides.first { $0.identifier == "Stack-alignment" }
    }

    /// The attribute of the line that the stack's constraints read: its minimum across the axis.
    static func lineAttributes(across axis: Axis) -> Set<LayoutAttribute> {
        axis == .horizontal ? [.top] : [.left, .right, .leading, .trailing]
    }

    @Test("the line adds one unknown and no constraint on its other components", arguments: alignments, [Axis.horizontal, .vertical])
    func oneUnknown(_ alignment: Stack.Alignment, _ axis: Axis) throws {
        let (window, stack) = Self.laidOutStack(alignment, axis)
        let line = try #require(Self.line(of: stack))
        #expect(line.layoutUnknownCount == 1)
        // The same tree with a fill stack holds the views' unknowns alone; the aligned one adds
        // the line's one and the two constant zeros (the canvas' own edges bound the views).
        let plain = Self.laidOutStack(.fill, axis).window.layoutUnknownCount
        #expect(window.layoutUnknownCount == plain + 3)
        // The solver holds those unknowns and nothing else; its constraints are the engine's.
        let census = window.layoutMemoryCensus { _ in 1 }
        #expect(census["variable records"]?.count == window.layoutUnknownCount)
        #expect(census["constraint records"]?.count == window.layoutEngineCounts.installedConstraints)
        let read = Self.lineAttributes(across: axis)
        for constraint in stack.activeGeneratedConstraints {
            if constraint.firstItem === line { #expect(read.contains(constraint.firstAttribute), "\(constraint)") }
            if constraint.secondItem === line { #expect(read.contains(constraint.secondAttribute), "\(constraint)") }
        }
        #expect(window.diagnostics.isEmpty)
        for view in [stack] + stack.arrangedSubviews { #expect(!view.hasAmbiguousLayout, "\(view.debugName ?? "")") }
    }

    /// The worked cases of the "Stack semantics" article on a non-fill alignment, with the line's
    /// frame: at 0 along the axis, of zero size, on the aligned edge or center across it.
    static let workedCases: [(name: String, line: Rect)] = [
        ("center, H=300", Rect(x: 0, y: 150, width: 0, height: 0)),
        ("bottom", Rect(x: 0, y: 200, width: 0, height: 0)),
        ("vertical, leading", Rect(x: 0, y: 0, width: 0, height: 0)),
    ]

    @Test("worked cases: the views' frames and the line's", arguments: workedCases)
    func workedCase(_ name: String, _ lineFrame: Rect) throws {
        let workedCase = try #require(WorkedCaseTests.cases.first { $0.name == name })
        for variant in [workedCase, workedCase.swapped] {
            let (window, stack, views) = build(variant)
            for (view, expected) in zip(views, variant.expected) {
                #expect(close(view.frame, expected), "\(variant) \(view.debugName ?? ""): \(view.frame)")
                #expect(!view.hasAmbiguousLayout)
            }
            let line = try #require(Self.line(of: stack))
            let expectedLine = variant.axis == workedCase.axis ? lineFrame : lineFrame.transposed
            #expect(close(line.layoutFrame, expectedLine), "\(variant): \(line.layoutFrame)")
            #expect(window.diagnostics.isEmpty)
        }
    }

    @Test("a user constraint reads the line, and the constant 0 of its other components")
    func userConstraintReadsLine() throws {
        let (window, stack) = Self.laidOutStack(.center, .horizontal)
        let frames = stack.arrangedSubviews.map(\.frame)
        let line = try #require(Self.line(of: stack))
        let marker = View()
        stack.addSubview(marker)
        LayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: line.topAnchor),
            // The trailing edge along the axis is its position plus its width: 0 + 0.
            marker.leadingAnchor.constraint(equalTo: line.trailingAnchor, constant: 5),
            marker.widthAnchor.constraint(equalTo: line.heightAnchor, constant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(close(marker.frame, Rect(x: 5, y: 100, width: 10, height: 10)), "\(marker.frame)")
        #expect(stack.arrangedSubviews.map(\.frame) == frames)
        #expect(window.diagnostics.isEmpty)
        #expect(!marker.hasAmbiguousLayout)
    }

    @Test("a user constraint asking another size of the line is left out and reported")
    func userConstraintOnLineSize() throws {
        let (window, stack) = Self.laidOutStack(.bottom, .horizontal)
        let frames = stack.arrangedSubviews.map(\.frame)
        let line = try #require(Self.line(of: stack))
        let width = line.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        window.layoutIfNeeded()
        let broken = window.diagnostics.contains { diagnostic in
            if case .unsatisfiable(let constraint, _) = diagnostic { constraint.description.contains("50") } else { false }
        }
        #expect(broken, "\(window.diagnostics)")
        #expect(close(line.layoutFrame, Rect(x: 0, y: 200, width: 0, height: 0)), "\(line.layoutFrame)")
        #expect(stack.arrangedSubviews.map(\.frame) == frames)
        width.isActive = false
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame) == frames)
    }

    @Test("a fill alignment takes the line out, with its unknown; another alignment adds it back",
          arguments: [false, true])
    func fillReleasesLine(generatesObjects: Bool) throws {
        let (window, stack) = Self.laidOutStack(.fill, .horizontal)
        stack.generatesConstraintObjects = generatesObjects
        let plain = window.layoutUnknownCount
        stack.alignment = .center
        window.layoutIfNeeded()
        let aligned = window.layoutUnknownCount
        let frames = stack.arrangedSubviews.map(\.frame)
        let line = try #require(Self.line(of: stack))
        stack.alignment = .fill
        window.layoutIfNeeded()
        #expect(Self.line(of: stack) == nil)
        #expect(line.layoutUnknownCount == 0)
        // Back to the fill stack's unknowns.
        #expect(window.layoutUnknownCount == plain)
        #expect(stack.arrangedSubviews.map(\.frame) == [
            Rect(x: 0, y: 0, width: 160, height: 200), Rect(x: 170, y: 0, width: 80, height: 200),
            Rect(x: 260, y: 0, width: 40, height: 200),
        ])
        stack.alignment = .center
        window.layoutIfNeeded()
        #expect(Self.line(of: stack) === line)
        #expect(line.layoutUnknownCount == 1)
        #expect(window.layoutUnknownCount == aligned)
        #expect(stack.arrangedSubviews.map(\.frame) == frames)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("an axis change moves the line's one unknown across the new axis")
    func axisChange() throws {
        let (window, stack) = Self.laidOutStack(.trailing, .horizontal)
        let line = try #require(Self.line(of: stack))
        // A user's view on the line's corner follows it to the new axis.
        let marker = View()
        stack.addSubview(marker)
        LayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: line.topAnchor), marker.leftAnchor.constraint(equalTo: line.leftAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let aligned = window.layoutUnknownCount
        #expect(close(line.layoutFrame, Rect(x: 0, y: 200, width: 0, height: 0)), "\(line.layoutFrame)")
        #expect(close(marker.frame, Rect(x: 0, y: 200, width: 10, height: 10)), "\(marker.frame)")
        stack.axis = .vertical
        window.layoutIfNeeded()
        #expect(line.layoutUnknownCount == 1)
        #expect(window.layoutUnknownCount == aligned)
        #expect(close(line.layoutFrame, Rect(x: 160, y: 0, width: 0, height: 0)), "\(line.layoutFrame)")
        #expect(close(marker.frame, Rect(x: 160, y: 0, width: 10, height: 10)), "\(marker.frame)")
        #expect(!marker.hasAmbiguousLayout)
        #expect(stack.arrangedSubviews.map(\.frame) == [
            Rect(x: 0, y: 0, width: 160, height: 200), Rect(x: 80, y: 210, width: 80, height: 100),
            Rect(x: 120, y: 320, width: 40, height: 50),
        ])
        for view in stack.arrangedSubviews { #expect(!view.hasAmbiguousLayout) }
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a stack moved to another window takes its line there")
    func moveToAnotherWindow() throws {
        let (window, stack) = Self.laidOutStack(.center, .horizontal)
        let frames = stack.arrangedSubviews.map(\.frame)
        let emptyWindow = stackWindow()
        emptyWindow.layoutIfNeeded()
        let windowAlone = emptyWindow.layoutUnknownCount
        stack.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(window.layoutUnknownCount == windowAlone)
        let other = stackWindow()
        place(stack, in: other)
        other.layoutIfNeeded()
        let line = try #require(Self.line(of: stack))
        #expect(line.layoutUnknownCount == 1)
        #expect(stack.arrangedSubviews.map(\.frame) == frames)
        #expect(other.diagnostics.isEmpty)
    }
}
