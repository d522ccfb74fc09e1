import TestSupport
import Testing
import StackLayout

/// Unnamed views get stable, unique names in descriptions and diagnostics: their type and
/// their path of subview indices from the nearest named ancestor or the root.
@Suite("Names of unnamed views")
struct ViewNamingTests {
    /// An unnamed window with two unnamed stacks of one unnamed view each, and a view named
    /// `card` holding an unnamed label; `first` conflicts with `second` (both on the first
    /// stack's view).
    private final class Screen {
        let window = Window(size: Size(width: 200, height: 100))
        let rows = [Stack(), Stack()]
        let items = [View(), View()]
        let card = View()
        let label = IntrinsicView("", intrinsic: Size(width: 10, height: 10))
        let first: LayoutConstraint
        let second: LayoutConstraint
        let between: LayoutConstraint

        init() {
            window.diagnosticHandler = nil
            card.debugName = "card"
            label.debugName = nil
            for (row, item) in zip(rows, items) {
                row.addArrangedSubview(item)
                window.addSubview(row)
            }
            window.addSubview(card)
            card.addSubview(label)
            first = items[0].widthAnchor.constraint(equalToConstant: 10)
            second = items[0].widthAnchor.constraint(equalToConstant: 20)
            between = rows[1].leadingAnchor.constraint(equalTo: rows[0].trailingAnchor)
            LayoutConstraint.activate([first, second, between])
            window.layoutIfNeeded()
        }
    }

    @Test func unnamedViewsAreNamedByTypeAndPath() {
        let screen = Screen()
        #expect(screen.window.displayName == "Window")
        #expect(screen.rows.map(\.displayName) == ["Stack[0]", "Stack[1]"])
        #expect(screen.items.map(\.displayName) == ["View[0/0]", "View[1/0]"])
        #expect(screen.label.displayName == "IntrinsicView[card/0]")
    }

    @Test func diagnosticsTellTheViewsApart() {
        let screen = Screen()
        guard case .unsatisfiable(let broken, let conflicting)? = screen.window.diagnostics.first else {
            Issue.record("expected a conflict, got \(screen.window.diagnostics)")
            return
        }
        #expect(broken.description.hasPrefix("View[0/0].width == 20 "))
        #expect(conflicting.map { String($0.description.prefix { $0 != "(" }) }
                == ["View[0/0].width == 10 ", "View[0/0].width == 20 "])
        #expect(screen.between.formula == "Stack[1].leading == Stack[0].trailing")
    }

    @Test func recursiveDescriptionNamesEveryView() {
        let screen = Screen()
        // Each line: indentation ("   | " per level), then the name, then the frame.
        let names = screen.window.recursiveDescription.split(separator: "\n").map { line in
            String(line.drop { $0 == " " || $0 == "|" }.prefix { $0 != " " })
        }
        #expect(names == ["Window", "Stack[0]", "View[0/0]", "Stack[1]", "View[1/0]", "View", "IntrinsicView[card/0]"])
        #expect(screen.window.recursiveDescription.contains("View 'card' frame="))
    }

    @Test func theSameTreeGetsTheSameNames() {
        let first = Screen(), second = Screen()
        #expect(first.window.recursiveDescription == second.window.recursiveDescription)
        #expect(first.window.diagnostics.map(\.description) == second.window.diagnostics.map(\.description))
    }
}
