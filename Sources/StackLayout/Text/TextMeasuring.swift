/// What a ``TextMeasuring`` reports for a text: its size, the lines as displayed and where its
/// first and last baselines lie.
public struct TextMeasurement: Sendable, Equatable {
    /// The size the text asks for: the width of its widest line as wrapped (before a cut line
    /// is shortened with an ellipsis) by the height of the lines shown.
    public var size: Size
    /// The lines as displayed: wrapped, limited to the number of lines asked for and cut where
    /// they do not fit. Renderers draw these.
    public var lines: [String]
    /// The distance from the top of the text to the baseline of its first line.
    public var firstBaseline: Double
    /// The distance from the top of the text to the baseline of its last line shown.
    public var lastBaseline: Double

    /// Creates a measurement.
    public init(size: Size, lines: [String], firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.lines = lines
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// Measures text for layout: what a ``Label`` asks of its window's ``Window/textMeasurer``
/// (Yoga's measure function, Android ConstraintLayout's `Measurer`).
///
/// A label asks at most twice per layout pass — once for its natural size (`width` `nil`, or
/// its ``Label/preferredMaxLayoutWidth``) and, when it wraps at its own width, once at the width
/// layout gave it — and keeps the answers keyed by everything they depend on (text, font, width,
/// number of lines and the measurer), so a pass in which none of those changed asks nothing.
/// A measurer is a value shared between threads: it must give the same answer for the same
/// question, and must not touch views.
public protocol TextMeasuring: Sendable {
    /// Measures `text` in `font`, broken to fit `width` (`nil`: only at explicit `"\n"` breaks),
    /// showing at most `numberOfLines` lines (0: no limit; 1: one line, cut rather than wrapped).
    func measure(_ text: String, font: Font, width: Double?, numberOfLines: Int) -> TextMeasurement

    /// Measures `text` as the four-argument form does, breaking and cutting its lines as
    /// `lineBreakMode` says (what a ``Label`` asks, with its ``Label/lineBreakMode``). The
    /// default implementation ignores the mode and answers the four-argument form.
    func measure(
        _ text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode
    ) -> TextMeasurement
}

extension TextMeasuring {
    /// The four-argument measurement: a measurer that does not implement line break modes
    /// measures every label as it measures the default, `.byTruncatingTail`.
    public func measure(
        _ text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode
    ) -> TextMeasurement {
        measure(text, font: font, width: width, numberOfLines: numberOfLines)
    }
}

/// The default ``TextMeasuring``: the deterministic metric described at ``Font`` (every
/// character `0.5 × pointSize` wide, lines ``Font/lineHeight`` high, words wrapped greedily and
/// broken between characters when longer than a line, a cut last line ending in `…`). It gives
/// the same sizes on every platform, which makes layouts reproducible in tests.
public struct DeterministicTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The measurement of `text` with ``Font``'s metric (no lines and a zero size for empty text),
    /// its last line cut with an ellipsis at the end.
    public func measure(_ text: String, font: Font, width: Double?, numberOfLines: Int) -> TextMeasurement {
        measure(text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: .byTruncatingTail)
    }

    /// The measurement of `text` with ``Font``'s metric, its lines broken between words or, for
    /// `.byCharWrapping`, between characters, and cut as `lineBreakMode` says.
    public func measure(
        _ text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode
    ) -> TextMeasurement {
        let limit = max(numberOfLines, 0)
        guard !text.isEmpty else {
            return TextMeasurement(
                size: .zero, lines: [], firstBaseline: font.baselineOffset, lastBaseline: font.baselineOffset)
        }
        let layout = TextLayout(
            text, font: font, width: limit == 1 ? .infinity : width ?? .infinity,
            byCharacters: lineBreakMode.breaksBetweenCharacters)
        let shown = limit > 0 ? min(layout.lines.count, limit) : layout.lines.count
        return TextMeasurement(
            size: Size(width: layout.width(font: font), height: Double(shown) * font.lineHeight),
            lines: layout.shown(limit: limit, width: width ?? .infinity, font: font, mode: lineBreakMode),
            firstBaseline: font.baselineOffset,
            lastBaseline: Double(shown - 1) * font.lineHeight + font.baselineOffset)
    }
}

/// A window's text measurer, boxed so that a label's cached measurements can tell by identity
/// which measurer they came from (a new box each time ``Window/textMeasurer`` is set).
final class TextMeasurerBox: Sendable {
    /// The box of the default measurer, used by labels outside a window with one of their own.
    static let standard = TextMeasurerBox(DeterministicTextMeasurer())

    /// The measurer.
    let measurer: any TextMeasuring

    init(_ measurer: any TextMeasuring) {
        self.measurer = measurer
    }
}
