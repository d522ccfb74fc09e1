extension Label {
    /// The size ``sizeThatFits(_:)`` answers: the text wrapped at `size.width` (multi-line
    /// labels only), the lines limited to ``numberOfLines``.
    func fittingSize(within size: Size) -> Size {
        guard !text.isEmpty else { return .zero }
        let wraps = numberOfLines != 1 && size.width.isFinite && size.width > 0
        let layout = textLayout(wrappingAt: wraps ? size.width : .infinity)
        let lines = numberOfLines > 0 ? Array(layout.lines.prefix(numberOfLines)) : layout.lines
        let width = lines.map { font.width(of: $0) }.max() ?? 0
        return Size(width: width, height: Double(lines.count) * font.lineHeight)
    }

    /// The text broken at `width` as ``lineBreakMode`` says.
    func textLayout(wrappingAt width: Double) -> TextLayout {
        TextLayout(text, font: font, width: width, byCharacters: lineBreakMode.breaksBetweenCharacters)
    }
}
