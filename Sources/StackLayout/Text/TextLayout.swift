/// Lines of text broken to fit a width with ``Font``'s metric: explicit line breaks (`"\n"`)
/// always break; otherwise words (separated by spaces) fill each line greedily, and a word
/// longer than the width is broken between characters (UIKit's word wrapping).
struct TextLayout: Equatable {
    /// The lines, without their breaking spaces.
    let lines: [String]

    /// `text` broken for `width` (infinity: only at explicit breaks) with `font`, between words
    /// or, when `byCharacters`, between any two characters.
    init(_ text: String, font: Font, width: Double, byCharacters: Bool = false) {
        let capacity = TextLayout.capacity(of: width, font: font)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += byCharacters ? TextLayout.fill(paragraph, capacity: capacity) : TextLayout.wrap(paragraph, capacity: capacity)
        }
        self.lines = lines
    }

    /// `paragraph` cut into lines of `capacity` characters (the last one shorter), without the
    /// spaces that would start or end a line.
    private static func fill(_ paragraph: Substring, capacity: Int) -> [String] {
        var lines: [String] = []
        var rest = paragraph.drop { $0 == " " }
        while rest.count > capacity {
            lines.append(String(rest.prefix(capacity)).trimmingTrailingSpaces)
            rest = rest.dropFirst(capacity).drop { $0 == " " }
        }
        lines.append(String(rest))
        return lines
    }

    /// How many characters fit in `width` (at least 1; `Int.max` for an infinite width).
    static func capacity(of width: Double, font: Font) -> Int {
        guard width.isFinite else { return Int.max }
        let count = ((max(width, 0) + 1e-9) / font.characterAdvance).rounded(.down)
        return count >= Double(Int.max / 2) ? Int.max : max(Int(count), 1)
    }

    private static func wrap(_ paragraph: Substring, capacity: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let needed = current.isEmpty ? word.count : current.count + 1 + word.count
            if needed <= capacity {
                current += current.isEmpty ? String(word) : " " + word
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = Substring(word)
            while rest.count > capacity {
                lines.append(String(rest.prefix(capacity)))
                rest = rest.dropFirst(capacity)
            }
            current = String(rest)
        }
        lines.append(current)
        return lines
    }

    /// The lines shown when at most `limit` fit (0: no limit) in `width`, cut as `mode` says:
    /// with an ellipsis (shortened to fit) at the end of a cut last line and of lines too wide,
    /// or at the start or middle of the text from the last line on, or clipped.
    func shown(limit: Int, width: Double, font: Font, mode: LineBreakMode = .byTruncatingTail) -> [String] {
        let capacity = TextLayout.capacity(of: width, font: font)
        var shown = limit > 0 ? Array(lines.prefix(limit)) : lines
        let cut = shown.count < lines.count
        guard let last = shown.last else { return shown }
        guard let placement = mode.ellipsisPlacement else { return shown.map { String($0.prefix(capacity)) } }
        if cut || last.count > capacity {
            let text = cut && placement != .tail ? lines[(shown.count - 1)...].joined(separator: " ") : last
            shown[shown.count - 1] = placement.truncate(text, capacity: capacity, always: cut)
        }
        return shown.map { placement.truncate($0, capacity: capacity) }
    }

    /// The width of the widest line.
    func width(font: Font) -> Double {
        lines.map { font.width(of: $0) }.max() ?? 0
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
