extension Label {
    /// The size ``sizeThatFits(_:)`` answers: the text wrapped at `size.width` (multi-line
    /// labels only), the lines limited to ``numberOfLines``, as the window's measurer measures it.
    func fittingSize(within size: Size) -> Size {
        guard !text.isEmpty else { return .zero }
        let wraps = numberOfLines != 1 && size.width.isFinite && size.width > 0
        return measurement(atWidth: wraps ? size.width : nil).size
    }
}
