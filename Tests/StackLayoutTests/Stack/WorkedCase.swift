import StackLayout
import TestSupport
import Testing

/// One worked case of the "Stack semantics" article, written for the axis it states; `swapped` is the same case on the
/// other axis (x↔y, width↔height, top↔leading, bottom↔trailing, margins transposed).
struct WorkedCase: Sendable, CustomStringConvertible {
    struct Item: Sendable {
        var name: String
        var size: Size
        var hidden = false
        /// Hugging and compression along the stack's axis (`nil`: default).
        var hugging: Float?
        var compression: Float?
        var baseline: Double?
    }

    var name: String
    var axis: Axis = .horizontal
    var distribution: Stack.Distribution = .fill
    var alignment: Stack.Alignment = .fill
    var spacing: Double = 10
    var width: Double?
    var height: Double?
    var items: [Item] = WorkedCase.abc
    var customSpacing: [(index: Int, value: Double)] = []
    var margins: EdgeInsets?
    var expected: [Rect]
    var expectedStack: Size?
    /// The expectation on the other axis when it is not the plain transposition.
    var swappedExpected: [Rect]?

    static let abc = [
        Item(name: "A", size: Size(width: 160, height: 200)),
        Item(name: "B", size: Size(width: 80, height: 100)),
        Item(name: "C", size: Size(width: 40, height: 50)),
    ]

    var description: String { "\(name) [\(axis == .horizontal ? "H" : "V")]" }

    var swapped: WorkedCase {
        var other = self
        other.axis = axis.cross
        other.width = height
        other.height = width
        other.items = items.map { item in
            var copy = item
            copy.size = Size(width: item.size.height, height: item.size.width)
            return copy
        }
        other.margins = margins.map { EdgeInsets(top: $0.left, left: $0.top, bottom: $0.right, right: $0.bottom) }
        other.alignment = switch alignment {
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        default: alignment
        }
        other.expected = swappedExpected ?? expected.map(\.transposed)
        other.swappedExpected = nil
        other.expectedStack = expectedStack.map { Size(width: $0.height, height: $0.width) }
        return other
    }
}

extension Rect {
    /// The rectangle with x↔y and width↔height exchanged.
    var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}

/// Builds, lays out and returns the stack and its views for `workedCase`.
func build(_ workedCase: WorkedCase) -> (window: Window, stack: Stack, views: [IntrinsicView]) {
    let views = workedCase.items.map { item -> IntrinsicView in
        let view = IntrinsicView(item.name, item.size.width, item.size.height)
        if let hugging = item.hugging { view.setContentHuggingPriority(LayoutPriority(hugging), for: workedCase.axis) }
        if let compression = item.compression {
            view.setContentCompressionResistancePriority(LayoutPriority(compression), for: workedCase.axis)
        }
        view.firstBaselineOffset = item.baseline
        view.lastBaselineOffset = item.baseline
        view.isHidden = item.hidden
        return view
    }
    let stack = Stack(
        axis: workedCase.axis, distribution: workedCase.distribution, alignment: workedCase.alignment,
        spacing: workedCase.spacing, arrangedSubviews: views)
    stack.debugName = "stack"
    for (index, value) in workedCase.customSpacing { stack.setCustomSpacing(value, after: views[index]) }
    if let margins = workedCase.margins {
        stack.layoutMargins = margins
        stack.isLayoutMarginsRelativeArrangement = true
    }
    let window = laidOutWindow(with: stack, width: workedCase.width, height: workedCase.height)
    return (window, stack, views)
}

/// Expects the frames `workedCase` gives its laid-out `views` and, when it states one, the size
/// of its `stack` (tolerance that of `expectFrame` and `close`).
func expectLayout(
    of workedCase: WorkedCase, _ stack: Stack, _ views: [IntrinsicView], sourceLocation: SourceLocation = #_sourceLocation
) {
    for (view, rect) in zip(views, workedCase.expected) {
        expectFrame(view, rect, "\(workedCase)", sourceLocation: sourceLocation)
    }
    if let size = workedCase.expectedStack {
        #expect(
            close(stack.frame, Rect(origin: .zero, size: size)), "\(workedCase): stack \(stack.frame)",
            sourceLocation: sourceLocation)
    }
}

/// The rectangle at (`x`, `y`) of `width` × `height`, for the worked cases' tables.
func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
