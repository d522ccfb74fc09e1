// ASCII boxes on a character grid: for terminals and golden tests.
import StackLayout

/// Draws a ``RenderSnapshot`` as ASCII boxes on a character grid, scaled to a chosen width.
///
/// Plain views are drawn `+---+` / `|`, stacks `+===+` / `|`, hidden views (and views inside a
/// hidden one) `+...+` / `:` on blank cells only, after every visible view; a last line lists
/// the hidden views, and one line per visible view with a background colour, rounded corners
/// or a border describes them (`card: background #007aff, corners 12`). Every box is drawn before any name is written; a name then goes on its
/// box's top border, else its bottom border, else its first or last inner row, at the first
/// place along the row that is free: its own horizontal border or blank cells that no other
/// box covers, else (for a box that its children cover) a horizontal edge it shares with
/// them; always one cell away from any other name. A name never covers a corner, a side or
/// another name. A label's lines (and a button's title) are written on its blank inner
/// rows. A transformed view is drawn as the box that bounds it.
/// Pure and byte-stable.
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
        // Views scrolled or clipped out of sight are left out; the others are cut to their clip.
        let order = (visible + hidden).filter { index in
            SVGClips.isVisible(snapshot.nodes[index].frame.applying(snapshot.nodes[index].transform), in: snapshot.nodes[index].clip)
        }
        var boxes: [Box] = []
        for index in order {
            let drawn = snapshot.nodes[index].frame.applying(snapshot.nodes[index].transform)
            let frame = snapshot.nodes[index].clip.map { drawn.intersection($0) } ?? drawn
            let box = Box(
                left: cell(frame.minX * scaleX, grid.columns), top: cell(frame.minY * scaleY, grid.rows),
                right: cell(frame.maxX * scaleX, grid.columns), bottom: cell(frame.maxY * scaleY, grid.rows))
            boxes.append(box)
            let isHidden = hiddenFlags[index]
            let style: Style = isHidden ? .hidden : (snapshot.nodes[index].isStack ? .stack : .plain)
            grid.draw(box, style: style, owner: index, onlyBlank: isHidden)
        }
        for (box, index) in zip(boxes, order) {
            let node = snapshot.nodes[index]
            grid.label(node.name, on: box, owner: index)
            if !hiddenFlags[index], let text = node.content?.text { grid.write(text, inside: box, owner: index) }
        }

        var out = ""
        if options.showsCaption {
            out += "t = \(RenderText.number(snapshot.time, decimals: 3)) s, "
            out += "\(RenderText.number(snapshot.size.width)) x \(RenderText.number(snapshot.size.height))"
            out += snapshot.layoutDirection == .rightToLeft ? ", right to left\n" : "\n"
        }
        for row in grid.cells {
            var line = String(row)
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        if !hidden.isEmpty {
            out += "hidden: " + hidden.map { snapshot.nodes[$0].name }.joined(separator: ", ") + "\n"
        }
        for index in visible {
            guard let appearance = snapshot.nodes[index].appearance else { continue }
            out += "\(snapshot.nodes[index].name): \(appearance.summary)\n"
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

/// The character grid. Each cell remembers the last box that covers it (its border or
/// interior), so that a name is written only where its own box is the one on top.
private struct Grid {
    var cells: [[Character]]
    private var isLabel: [[Bool]]
    private var cover: [[Int]]
    let columns: Int
    let rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        isLabel = Array(repeating: Array(repeating: false, count: columns), count: rows)
        cover = Array(repeating: Array(repeating: -1, count: columns), count: rows)
    }

    private func contains(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    private mutating func put(_ character: Character, _ column: Int, _ row: Int, owner box: Int, onlyBlank: Bool) {
        guard contains(column, row), !onlyBlank || cells[row][column] == " " else { return }
        cells[row][column] = character
        cover[row][column] = box
    }

    /// Draws `box`; a visible box also covers its interior (a hidden one only the cells it drew).
    mutating func draw(_ box: Box, style: Style, owner index: Int, onlyBlank: Bool) {
        let right = max(box.right, box.left)
        let bottom = max(box.bottom, box.top)
        if !onlyBlank && bottom - box.top > 1 && right - box.left > 1 {
            for row in max(box.top + 1, 0)..<min(bottom, rows) {
                for column in max(box.left + 1, 0)..<min(right, columns) { cover[row][column] = index }
            }
        }
        if right > box.left {
            for column in (box.left + 1)..<right {
                put(style.horizontal, column, box.top, owner: index, onlyBlank: onlyBlank)
                put(style.horizontal, column, bottom, owner: index, onlyBlank: onlyBlank)
            }
        }
        if bottom > box.top {
            for row in (box.top + 1)..<bottom {
                put(style.vertical, box.left, row, owner: index, onlyBlank: onlyBlank)
                put(style.vertical, right, row, owner: index, onlyBlank: onlyBlank)
            }
        }
        for (column, row) in [(box.left, box.top), (right, box.top), (box.left, bottom), (right, bottom)] {
            put("+", column, row, owner: index, onlyBlank: onlyBlank)
        }
    }

    /// Whether box `index` may write on the cell: a blank cell where it is the box on top (not
    /// inside a box drawn over it), or, on its own top or bottom edge, a horizontal border
    /// there: its own, or with `sharing` one of a box that shares the edge. Never a corner, a
    /// side or a name.
    private func mayWrite(_ column: Int, _ row: Int, owner index: Int, onEdge: Bool, sharing: Bool) -> Bool {
        guard contains(column, row), !isLabel[row][column] else { return false }
        switch cells[row][column] {
        case " ": return cover[row][column] == index
        case "-", "=", ".": return onEdge && (sharing || cover[row][column] == index)
        default: return false
        }
    }

    /// Writes `name` on the top border, else the bottom border, else the first or last inner row
    /// of `box`, at the first place along the row where every cell may take it (`mayWrite`):
    /// first where the box is on top, then on edges it shares with boxes drawn over it. A name
    /// longer than the box is cut to its width.
    mutating func label(_ name: String, on box: Box, owner index: Int) {
        let room = box.right - box.left - 1
        guard room >= 1 else { return }
        let text = Array(name.count > room ? String(name.prefix(room)) : name)
        var candidates = [box.top]
        if box.bottom > box.top { candidates.append(box.bottom) }
        if box.bottom - box.top > 1 { candidates += [box.top + 1, box.bottom - 1] }
        for sharing in [false, true] {
            for row in candidates where write(text, row: row, within: box, from: box.left + 1, owner: index, sharing: sharing) {
            return
        }
        }
    }

    /// Writes `text`'s lines on the inner rows of `box`, one per row from the first, placed by
    /// its alignment, where the box is on top and the cells are blank, cut to the room there is.
    mutating func write(_ text: RenderedText, inside box: Box, owner index: Int) {
        let room = box.right - box.left - 1
        guard room >= 1 else { return }
        for (offset, line) in text.lines.enumerated() where box.top + 1 + offset < box.bottom {
            let characters = Array(line.count > room ? String(line.prefix(room)) : line)
            let start: Int
            switch text.alignment {
            case .right: start = box.right - characters.count
            case .center: start = box.left + 1 + (room - characters.count) / 2
            case .left, .natural: start = box.left + 1
            }
            _ = write(characters, row: box.top + 1 + offset, within: box, from: start, owner: index, sharing: false)
        }
    }

    private func isNamed(_ column: Int, _ row: Int) -> Bool {
        contains(column, row) && isLabel[row][column]
    }

    /// Writes `text` on `row` at the first place from column `from` where it may go.
    private mutating func write(
        _ text: [Character], row: Int, within box: Box, from first: Int, owner index: Int, sharing: Bool
    ) -> Bool {
        guard !text.isEmpty, row >= 0, row < rows else { return false }
        var start = max(first, box.left + 1, 0)
        let end = min(box.right, columns)   // exclusive: the right corner
        while start + text.count <= end {
            let blocking = (start..<(start + text.count)).last {
                !mayWrite($0, row, owner: index, onEdge: row == box.top || row == box.bottom, sharing: sharing)
            }
            if let blocked = blocking {
                start = blocked + 1
                continue
            }
            // Names keep a cell between them, so that two never read as one.
            if isNamed(start - 1, row) || isNamed(start + text.count, row) {
                start += 1
                continue
            }
            for (offset, character) in text.enumerated() {
                cells[row][start + offset] = character
                isLabel[row][start + offset] = true
            }
            return true
        }
        return false
    }
}

extension RenderContent {
    /// The text a text rendering writes inside the box: a label's lines, a button's title.
    fileprivate var text: RenderedText? {
        switch self {
        case .label(let text), .button(let text): text
        case .image, .toggle: nil
        }
    }
}
