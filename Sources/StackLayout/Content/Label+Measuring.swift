/// What a label measured, keyed by everything the measurement depends on.
struct LabelMeasurementKey: Equatable {
    let text: String
    let font: Font
    let width: Double?
    let numberOfLines: Int
    let lineBreakMode: LineBreakMode
    /// The measurer, compared by identity.
    let measurer: TextMeasurerBox

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.measurer === rhs.measurer && lhs.width == rhs.width && lhs.numberOfLines == rhs.numberOfLines
            && lhs.lineBreakMode == rhs.lineBreakMode && lhs.font == rhs.font && lhs.text == rhs.text
    }
}

/// A label's cache: its natural measurement (no width, or its preferred width) and the last one
/// at another width (the laid-out one), each with its key.
struct LabelMeasurements {
    var natural: (key: LabelMeasurementKey, value: TextMeasurement)?
    var atWidth: (key: LabelMeasurementKey, value: TextMeasurement)?
    /// The intrinsic size of a one-line label (which depends on no width), until its text,
    /// font, lines, line breaks or measurer change.
    var oneLineSize: Size?
    /// How many times the label asked its measurer.
    var count = 0
}

extension Label {
    /// The measurement of the text at `width` (`nil`: no limit) by the window's measurer, from
    /// the cache when nothing it depends on changed.
    func measurement(atWidth width: Double?) -> TextMeasurement {
        let box = textMeasurerInEffect
        let key = LabelMeasurementKey(text: text, font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, measurer: box)
        if let natural = measurements.natural, natural.key == key { return natural.value }
        if let atWidth = measurements.atWidth, atWidth.key == key { return atWidth.value }
        let value = box.measurer.measure(
            text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        measurements.count += 1
        if width == naturalWrappingWidth {
            measurements.natural = (key, value)
        } else {
            measurements.atWidth = (key, value)
        }
        return value
    }

    /// How many times the label asked its text measurer: at most twice per layout pass, not at
    /// all in a pass in which nothing the measurements depend on changed.
    @_spi(Testing) public var textMeasurementCount: Int { measurements.count }
}
