// ASCII boxes on a character grid: for terminals and golden tests.

/// Draws a ``RenderSnapshot`` as ASCII boxes on a character grid, scaled to a chosen width.
///
/// Plain views are drawn `+---+` / `|`, stacks `+===+` / `|`, hidden views (and views inside a
/// hidden one) `+...+` / `:` on blank cells only, after every visible view; a last line lists
/// the hidden views. Each box carries its name on its top border (or, when a box drawn earlier
/// already labels that place, its bottom border or an inner row). Pure and byte-stable.
public struct TextRenderer: Sendable {
    /// How the text looks.
    public struct Options: Sendable, Hashable {
        /// The number of columns the canvas width maps to (8…1000).
        public var columns: Int
        /// How many times taller than wide a character cell is (2 for most terminal fonts).
        public var cellAspect: Double
        /// Whether to start with a caption line: time and canvas size.
        public var showsCaption: Bool

        /// Creates options; the defaults draw 80 columns with a caption.
        public init(columns: Int = 80, cellAspect: Double = 2, showsCaption: Bool = true) {
            self.columns = columns
            self.cellAspect = cellAspect
            self.showsCaption = showsCaption
        }
    }

    /// The options.
    public var options: Options

    /// The most rows a rendering has (a very tall, narrow canvas is cut off there).
    public static let maximumRows = 2_000

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The rendering of `view`'s tree as it is on screen now (see ``RenderSnapshot/init(of:)``).
    public func render(_ view: View) -> String {
        render(RenderSnapshot(of: view))
    }

    /// The rendering: an optional caption line, then the grid; every line ends in a newline and
    /// has no trailing spaces.
    public func render(_ snapshot: RenderSnapshot) -> String {
        let columns = min(max(options.columns, 8), 1_000)
        let width = max(snapshot.size.width, 1)
        let scaleX = Double(columns - 1) / width
        let aspect = options.cellAspect > 0 && options.cellAspect.isFinite ? options.cellAspect : 2
        let scaleY = scaleX / aspect
        let rows = Int(min(max((snapshot.size.height * scaleY).rounded(), 0), Double(Self.maximumRows))) + 1
        var grid = Grid(columns: columns, rows: max(rows, 2))
        // Cells just outside the grid keep off-canvas edges off it without unbounded loops.
        let cell = { (value: Double, limit: Int) -> Int in
            guard value.isFinite else { return -1 }
            return Int(min(max(value.rounded(), -1), Double(limit)))
        }

        // Visible views first; hidden ones afterwards and only on blank cells, so that a collapsed
        // hidden view never covers or takes the label place of a visible one.
        let hiddenFlags = snapshot.effectivelyHiddenFlags
        let hidden = snapshot.nodes.indices.filter { hiddenFlags[$0] }
        let visible = snapshot.nodes.indices.filter { !hiddenFlags[$0] }
        for index in visible + hidden {
            let node = snapshot.nodes[index]
            let frame = node.frame
            let box = Box(
                left: cell(frame.minX * scaleX, grid.columns), top: cell(frame.minY * scaleY, grid.rows),
                right: cell(frame.maxX * scaleX, grid.columns), bottom: cell(frame.maxY * scaleY, grid.rows))
            let isHidden = hiddenFlags[index]
            let style: Style = isHidden ? .hidden : (node.isStack ? .stack : .plain)
            grid.draw(box, style: style, onlyBlank: isHidden)
            grid.label(node.name, on: box, onlyBlank: isHidden)
        }

        var out = ""
        if options.showsCaption {
            out += "t = \(RenderText.fixed(snapshot.time, decimals: 3)) s, "
            out += "\(RenderText.fixed(snapshot.size.width)) x \(RenderText.fixed(snapshot.size.height))\n"
        }
        for row in grid.cells {
            var line = String(row)
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        if !hidden.isEmpty {
            out += "hidden: " + hidden.map { snapshot.nodes[$0].name }.joined(separator: ", ") + "\n"
        }
        return out
    }
}

/// A box in grid cells (inclusive edges).
private struct Box {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int
}

/// How a box is drawn.
private enum Style {
    case plain, stack, hidden

    var horizontal: Character {
        switch self {
        case .plain: "-"
        case .stack: "="
        case .hidden: "."
        }
    }

    var vertical: Character { self == .hidden ? ":" : "|" }
}

/// The character grid; label cells are protected from later borders so names stay readable.
private struct Grid {
    var cells: [[Character]]
    private var isLabel: [[Bool]]
    let columns: Int
    let rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        isLabel = Array(repeating: Array(repeating: false, count: columns), count: rows)
    }

    private var onlyBlank = false

    private func isFree(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows && !isLabel[row][column]
            && (!onlyBlank || cells[row][column] == " ")
    }

    private mutating func put(_ character: Character, _ column: Int, _ row: Int) {
        guard isFree(column, row) else { return }
        cells[row][column] = character
    }

    mutating func draw(_ box: Box, style: Style, onlyBlank: Bool) {
        self.onlyBlank = onlyBlank
        let right = max(box.right, box.left)
        let bottom = max(box.bottom, box.top)
        if right > box.left {
            for column in (box.left + 1)..<right {
                put(style.horizontal, column, box.top)
                put(style.horizontal, column, bottom)
            }
        }
        if bottom > box.top {
            for row in (box.top + 1)..<bottom {
                put(style.vertical, box.left, row)
                put(style.vertical, right, row)
            }
        }
        for (column, row) in [(box.left, box.top), (right, box.top), (box.left, bottom), (right, bottom)] {
            put("+", column, row)
        }
    }

    /// Writes `name` on the top border, else the bottom border, else the first or last inner row
    /// of `box`, where it fits without covering another label; long names are cut to the room
    /// there is.
    mutating func label(_ name: String, on box: Box, onlyBlank: Bool) {
        self.onlyBlank = onlyBlank
        let room = box.right - box.left - 1
        guard room >= 1 else { return }
        let text = Array(name.count > room ? String(name.prefix(room)) : name)
        let start = box.left + 1
        var candidates = [box.top]
        if box.bottom > box.top { candidates.append(box.bottom) }
        if box.bottom - box.top > 1 { candidates += [box.top + 1, box.bottom - 1] }
        for row in candidates {
            guard row >= 0, row < rows else { continue }
            let span = start..<(start + text.count)
            guard span.allSatisfy({ isFree($0, row) }) else { continue }
            for (offset, character) in text.enumerated() {
                cells[row][start + offset] = character
                isLabel[row][start + offset] = true
            }
            return
        }
    }
}
