/// A font as layout sees it: a name, a size and a line height. ``Label`` measures its text
/// with its window's ``Window/textMeasurer``, which can tell fonts apart by ``name``; the
/// default, ``DeterministicTextMeasurer``, and ``Button`` use the deterministic metric below,
/// exact and the same everywhere:
///
/// - every character (Swift `Character`, a grapheme cluster) advances `0.5 × pointSize`;
/// - a line is `lineHeight` high, by default `1.25 × pointSize`;
/// - the baseline lies `pointSize` below the top of a line of the default height (a glyph box
///   of `1.25 × pointSize`, centered in taller or shorter lines).
///
/// So a 17-point line of 10 characters measures 85 × 21.25 with its baseline at 17.
/// Renderers draw text stretched to exactly these widths.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The name of the system font, which ``systemFont(ofSize:)`` and
    /// ``boldSystemFont(ofSize:)`` return.
    public static let systemFontName = "System"

    /// The font's name (UIKit's `fontName`), ``systemFontName`` for the system fonts. The
    /// deterministic metric ignores it; a custom ``TextMeasuring`` reads it to pick a typeface.
    public let name: String
    /// The size in points (UIKit's `pointSize`).
    public let pointSize: Double
    /// The height of one line.
    public let lineHeight: Double
    /// Whether renderers draw the text bold (the metric is the same).
    public let isBold: Bool

    /// The font named `name` (UIKit's `UIFont(name:size:)`) of `size` points with lines
    /// `lineHeight` high (default `1.25 × size`). A size or line height that is not a positive
    /// finite number becomes the default (17, and 1.25 × size).
    public init(name: String = Font.systemFontName, size: Double, lineHeight: Double? = nil, bold: Bool = false) {
        let size = size.isFinite && size > 0 ? size : 17
        self.name = name
        pointSize = size
        if let lineHeight, lineHeight.isFinite, lineHeight > 0 {
            self.lineHeight = lineHeight
        } else {
            self.lineHeight = 1.25 * size
        }
        isBold = bold
    }

    /// The regular system font of `size` points (UIKit's `UIFont.systemFont(ofSize:)`).
    public static func systemFont(ofSize size: Double) -> Font { Font(size: size) }

    /// The bold system font of `size` points (UIKit's `UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(size: size, bold: true) }

    /// How far each character advances: `0.5 × pointSize`.
    public var characterAdvance: Double { 0.5 * pointSize }

    /// The width of `text` on one line: its number of characters × ``characterAdvance``.
    public func width(of text: some StringProtocol) -> Double {
        Double(text.count) * characterAdvance
    }

    /// The distance from the top of a line to its baseline.
    public var baselineOffset: Double { (lineHeight - 1.25 * pointSize) / 2 + pointSize }

    /// `17 pt` (with ` bold` and the line height when it is not the default), preceded by the
    /// name when it is not the system font's (`Menlo 12 pt`).
    public var description: String {
        var text = formatNumber(pointSize) + " pt"
        if name != Font.systemFontName { text = name + " " + text }
        if lineHeight != 1.25 * pointSize { text += ", lines " + formatNumber(lineHeight) }
        return isBold ? text + " bold" : text
    }
}
