/// How a label places its lines across its width (UIKit's `NSTextAlignment`).
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Left in a left-to-right layout, right in a right-to-left one (the default).
    case natural
    /// Flush left.
    case left
    /// Centered.
    case center
    /// Flush right.
    case right
}

/// A view that shows text (UIKit's `UILabel`), measured with ``Font``'s deterministic metric.
///
/// Its intrinsic size is its text's: the widest line (explicit `"\n"` breaks only, or wrapped at
/// ``preferredMaxLayoutWidth`` when set) by the lines' height. A label with
/// ``numberOfLines`` other than 1 wraps at its width: after a layout pass gives it a width, it
/// measures its height for that width and asks for another pass (UIKit's second layout
/// pass), all within the same `layoutIfNeeded()`. Text is drawn vertically centered, cut with
/// an ellipsis when it does not fit. Its baselines are those of its first and last lines.
///
/// It hugs its text at `LayoutPriority.defaultLow` (250) and resists compression at
/// `LayoutPriority.defaultHigh` (750) on both axes, as a `UILabel` made in code does
/// (Interface Builder gives labels a hugging of 251).
open class Label: View, WidthDependentIntrinsicSize {
    /// The text; `"\n"` starts a new line.
    public var text: String {
        didSet { if text != oldValue { metricsDidChange() } }
    }

    /// The font (default ``Font/systemFont(ofSize:)`` of 17 points).
    public var font: Font {
        didSet { if font != oldValue { metricsDidChange() } }
    }

    /// The most lines shown; 0 means no limit (default 1: one line, never wrapped). A negative
    /// value is rejected with a diagnostic.
    public var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            guard newValue >= 0 else {
                reportDiagnostic(.invalidValue(property: "numberOfLines of \(displayName)", value: Double(newValue)), near: self)
                return
            }
            guard newValue != storedNumberOfLines else { return }
            storedNumberOfLines = newValue
            metricsDidChange()
        }
    }

    /// The width at which a multi-line label wraps to compute its intrinsic size; 0 (the
    /// default) wraps at the label's own width, known after a layout pass. Negative or
    /// non-finite values are rejected with a diagnostic.
    public var preferredMaxLayoutWidth: Double {
        get { storedPreferredMaxLayoutWidth }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                reportDiagnostic(.invalidValue(property: "preferredMaxLayoutWidth of \(displayName)", value: newValue), near: self)
                return
            }
            guard newValue != storedPreferredMaxLayoutWidth else { return }
            storedPreferredMaxLayoutWidth = newValue
            metricsDidChange()
        }
    }

    /// How lines break and how text that does not fit is cut (default `.byTruncatingTail`,
    /// UIKit's): `.byCharWrapping` fills every line and so measures fewer lines; the truncation
    /// modes place the ellipsis of ``displayedLines``; the others clip.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { metricsDidChange() } }
    }

    /// How the lines sit across the label's width (default `.natural`).
    public var textAlignment: TextAlignment = .natural

    private var storedNumberOfLines = 1
    private var storedPreferredMaxLayoutWidth = 0.0
    /// The label's width from the last layout pass, at which a multi-line label wraps.
    private var laidOutWidth: Double?
    /// The width `systemLayoutSizeFitting` measures at, while it does.
    private var measuringWidth: Double?
    /// The last intrinsic size and the wrapping widths it was measured at (forgotten when the
    /// text, font or line settings change): a layout reads a label's size several times.
    private var measured: (wrapping: Double, heightWrapping: Double, size: Size)?

    /// Creates a label with `text` in `font`.
    public init(text: String = "", font: Font = .systemFont(ofSize: 17)) {
        self.text = text
        self.font = font
        super.init(frame: .zero)
        updateBaselines()
    }

    /// The text's size: the widest line by the height of the lines shown (0 × 0 without text).
    open override var intrinsicContentSize: Size {
        guard !text.isEmpty else { return .zero }
        let widthKey = intrinsicWrappingWidth, heightKey = heightWrappingWidth
        if let measured, measured.wrapping == widthKey, measured.heightWrapping == heightKey { return measured.size }
        let layout = textLayout(wrappingAt: widthKey)
        let lines = heightKey == widthKey ? layout.lines.count : textLayout(wrappingAt: heightKey).lines.count
        let shown = numberOfLines > 0 ? min(lines, numberOfLines) : lines
        let size = Size(width: layout.width(font: font), height: Double(shown) * font.lineHeight)
        measured = (widthKey, heightKey, size)
        return size
    }

    /// The text's size wrapped at `size.width` (a multi-line label; a width of 0 or less means
    /// no limit) and limited to ``numberOfLines``: the widest line by the lines' height.
    open override func sizeThatFits(_ size: Size) -> Size { fittingSize(within: size) }

    /// A multi-line label that wraps at its own width measures itself again once a layout
    /// pass has given it one (then the tree is laid out again).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard wrapsAtOwnWidth, laidOutWidth != bounds.width else { return }
        let before = intrinsicContentSize
        laidOutWidth = bounds.width
        updateBaselines()
        if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
    }

    /// The lines as drawn in the label's current width: wrapped (multi-line labels), limited to
    /// ``numberOfLines`` and cut with an ellipsis where they do not fit.
    public var displayedLines: [String] {
        guard !text.isEmpty else { return [] }
        let wrapping = numberOfLines == 1 ? Double.infinity : bounds.width
        return textLayout(wrappingAt: wrapping).shown(
            limit: numberOfLines, width: bounds.width, font: font, mode: lineBreakMode)
    }

    /// The alignment with `.natural` resolved for the layout direction.
    public var resolvedTextAlignment: TextAlignment {
        guard textAlignment == .natural else { return textAlignment }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }

    // MARK: Measuring

    /// Whether the label wraps at the width layout gives it.
    private var wrapsAtOwnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The width the height is measured at: a fitting width, the preferred width, the laid-out
    /// width (multi-line labels), or no limit.
    private var heightWrappingWidth: Double {
        if numberOfLines == 1 { return .infinity }
        if let measuringWidth { return measuringWidth }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return laidOutWidth ?? .infinity
    }

    /// The width the intrinsic width is measured at: the preferred width, or no limit.
    private var intrinsicWrappingWidth: Double {
        numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
    }

    /// The number of lines the intrinsic height counts.
    private var shownLineCount: Int {
        let count = textLayout(wrappingAt: heightWrappingWidth).lines.count
        return numberOfLines > 0 ? min(count, numberOfLines) : count
    }

    private func metricsDidChange() {
        measured = nil
        updateBaselines()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func updateBaselines() {
        let lines = text.isEmpty ? 1 : shownLineCount
        firstBaselineOffset = font.baselineOffset
        lastBaselineOffset = Double(lines - 1) * font.lineHeight + font.baselineOffset
    }

    func beginMeasuring(atWidth width: Double) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return false }
        let before = intrinsicContentSize
        measuringWidth = width
        return intrinsicContentSize != before
    }

    func endMeasuring() {
        measuringWidth = nil
    }
}
