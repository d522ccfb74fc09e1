extension Label {
    /// The size ``sizeThatFits(_:)`` answers: the text wrapped at `size.width` (multi-line
    /// labels only), the lines limited to ``numberOfLines``, as the window's measurer measures
    /// it; a text cut by the limit is as wide as the lines shown.
    func fittingSize(within size: Size) -> Size {
        guard !text.isEmpty else { return .zero }
        let wraps = numberOfLines != 1 && size.width.isFinite && size.width > 0
        let width = wraps ? size.width : nil
        let measured = measurement(atWidth: width).value
        guard numberOfLines > 0 else { return measured.size }
        // The limit cuts lines: the width is that of the lines shown, before any ellipsis.
        let measurer = textMeasurerInEffect.measurer
        let lines = measurer.measure(
            text, font: font, width: width, numberOfLines: 0, lineBreakMode: lineBreakMode).lines
        guard lines.count > numberOfLines else { return measured.size }
        let shown = lines.prefix(numberOfLines).joined(separator: "\n")
        let shownWidth = measurer.measure(
            shown, font: font, width: width, numberOfLines: 0, lineBreakMode: lineBreakMode).size.width
        return Size(width: shownWidth, height: measured.size.height)
    }
}
