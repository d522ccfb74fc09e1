/// Lines of text broken to fit a width with ``Font``'s metric: explicit line breaks (`"\n"`)
/// always break; otherwise words (separated by spaces) fill each line greedily, and a word
/// longer than the width is broken between characters (UIKit's word wrapping).
struct TextLayout: Equatable {
    /// The lines, without their breaking spaces.
    let lines: [String]

    /// `text` broken for `width` (infinity: only at explicit breaks) with `font`.
    init(_ text: String, font: Font, width: Double) {
        let capacity = TextLayout.capacity(of: width, font: font)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += TextLayout.wrap(paragraph, capacity: capacity)
        }
        self.lines = lines
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

    /// The lines shown when at most `limit` fit (0: no limit) in `width`: a cut last line ends in
    /// an ellipsis, shortened to fit.
    func shown(limit: Int, width: Double, font: Font) -> [String] {
        let capacity = TextLayout.capacity(of: width, font: font)
        var shown = limit > 0 ? Array(lines.prefix(limit)) : lines
        let cut = shown.count < lines.count
        guard let last = shown.last else { return shown }
        if cut || last.count > capacity {
            let room = capacity == Int.max ? last.count : max(capacity - 1, 0)
            shown[shown.count - 1] = String(last.prefix(room)) + "…"
        }
        return shown.map { $0.count > capacity ? String($0.prefix(max(capacity - 1, 0))) + "…" : $0 }
    }

    /// The width of the widest line.
    func width(font: Font) -> Double {
        lines.map { font.width(of: $0) }.max() ?? 0
    }
}
