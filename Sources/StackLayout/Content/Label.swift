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

/// A view that shows text (UIKit's `UILabel`), measured by its window's
/// ``Window/textMeasurer`` (``DeterministicTextMeasurer`` by default and outside a window).
///
/// Its intrinsic size is its text's: the widest line (explicit `"\n"` breaks only, or wrapped at
/// ``preferredMaxLayoutWidth`` when set) by the lines' height. A label with
/// ``numberOfLines`` other than 1 wraps at its width: after a layout pass gives it a width, it
/// measures its height for that width (``View/intrinsicContentHeight(forWidth:)``) and asks for
/// another pass (UIKit's second layout pass), all within the same `layoutIfNeeded()`. Text is
/// drawn vertically centered, cut with an ellipsis when it does not fit. Its baselines are those
/// the measurer reports for its first and last lines.
///
/// A label keeps its measurements keyed by everything they depend on (text, font, width, number
/// of lines, measurer), so it asks its measurer at most twice per layout pass and not at all
/// when none of those changed.
///
/// It hugs its text at `LayoutPriority.defaultLow` (250) and resists compression at
/// `LayoutPriority.defaultHigh` (750) on both axes, as a `UILabel` made in code does
/// (Interface Builder gives labels a hugging of 251).
open class Label: View {
    /// The text; `"\n"` starts a new line.
    @exclusivity(unchecked)
    public var text: String {
        didSet { if text != oldValue { metricsDidChange() } }
    }

    /// The font (default ``Font/systemFont(ofSize:)`` of 17 points).
    @exclusivity(unchecked)
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
    @exclusivity(unchecked)
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { metricsDidChange() } }
    }

    /// How the lines sit across the label's width (default `.natural`).
    @exclusivity(unchecked)
    public var textAlignment: TextAlignment = .natural

    @exclusivity(unchecked) private var storedNumberOfLines = 1
    @exclusivity(unchecked) private var storedPreferredMaxLayoutWidth = 0.0
    /// The last measurements: the natural one and one at a width (see `measurement(atWidth:)`).
    @exclusivity(unchecked) var measurements = LabelMeasurements()

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
        if numberOfLines == 1, let size = measurements.oneLineSize { return size }
        let naturalWidth = naturalWrappingWidth, heightWidth = heightWrappingWidth
        let natural = measurement(atWidth: naturalWidth).value.size
        // A single-line label measures its height at the same width: one lookup, not two.
        let size = heightWidth == naturalWidth
            ? natural : Size(width: natural.width, height: measurement(atWidth: heightWidth).value.size.height)
        if numberOfLines == 1 { measurements.oneLineSize = size }
        return size
    }

    /// The height of the text wrapped at `width`, for a multi-line label without a
    /// ``preferredMaxLayoutWidth``; `nil` otherwise.
    open override func intrinsicContentHeight(forWidth width: Double) -> Double? {
        guard wrapsAtOwnWidth else { return nil }
        return text.isEmpty ? 0 : measurement(atWidth: width).value.size.height
    }

    /// The text's size wrapped at `size.width` (a multi-line label; a width of 0 or less means
    /// no limit) and limited to ``numberOfLines``: the widest line by the lines' height.
    open override func sizeThatFits(_ size: Size) -> Size { fittingSize(within: size) }

    /// Lays out as a view does and takes the baselines of the lines at the laid-out width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateBaselines()
    }

    /// The lines as drawn in the label's current width: wrapped (multi-line labels), limited to
    /// ``numberOfLines`` and cut with an ellipsis where they do not fit.
    public var displayedLines: [String] {
        guard !text.isEmpty else { return [] }
        return measurement(atWidth: bounds.width).value.lines
    }

    /// The alignment with `.natural` resolved for the layout direction.
    public var resolvedTextAlignment: TextAlignment {
        guard textAlignment == .natural else { return textAlignment }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }

    // MARK: Measuring

    /// Whether the label wraps at the width layout gives it.
    private var wrapsAtOwnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The width the height is measured at: a fitting width or the laid-out width (multi-line
    /// labels that wrap at their own width), the preferred width, or no limit.
    private var heightWrappingWidth: Double? {
        if numberOfLines == 1 { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return widthForIntrinsicHeight
    }

    /// The width the intrinsic width is measured at: the preferred width, or no limit.
    var naturalWrappingWidth: Double? {
        numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
    }

    private func metricsDidChange() {
        measurements.oneLineSize = nil
        measurements.metricsVersion &+= 1
        updateBaselines()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func textMeasurerDidChange() {
        metricsDidChange()
    }

    private func updateBaselines() {
        let measured = measurement(atWidth: heightWrappingWidth)
        let first = measured.value.firstBaseline, last = measured.value.lastBaseline
        // Set only when they move (a layout pass takes them again from the same measurement).
        if firstBaselineOffset != first { firstBaselineOffset = first }
        if lastBaselineOffset != last { lastBaselineOffset = last }
    }
}
