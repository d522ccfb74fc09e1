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

/// One measurement a label keeps, with its key. A class, so that a lookup reads the key and the
/// value in place (no copy of the text, the font or the lines).
final class LabelMeasurementEntry {
    let key: LabelMeasurementKey
    let value: TextMeasurement
    /// The label's metrics version (`LabelMeasurements.metricsVersion`) under which the key's
    /// text, font, number of lines, line breaks and measurer were last found equal to the
    /// label's.
    var metricsVersion: Int

    init(key: LabelMeasurementKey, value: TextMeasurement, metricsVersion: Int) {
        self.key = key
        self.value = value
        self.metricsVersion = metricsVersion
    }

    /// Whether the entry is the measurement at `width` of a label whose metrics are at
    /// `version`: known without comparing the text, the font or the measurer while the label's
    /// metrics have not changed since the entry was last found to match.
    @inline(__always)
    func matches(width: Double?, version: Int) -> Bool {
        metricsVersion == version && key.width == width
    }

    /// The entry, now known to match the metrics at `version`, if its key is `key`.
    func revalidated(for key: LabelMeasurementKey, version: Int) -> LabelMeasurementEntry? {
        guard self.key == key else { return nil }
        metricsVersion = version
        return self
    }
}

/// A label's cache: its natural measurement (no width, or its preferred width) and the last one
/// at another width (the laid-out one), each with its key.
struct LabelMeasurements {
    var natural: LabelMeasurementEntry?
    var atWidth: LabelMeasurementEntry?
    /// The intrinsic size of a one-line label (which depends on no width), until its text,
    /// font, lines, line breaks or measurer change.
    var oneLineSize: Size?
    /// Counts the changes of what the label's measurements depend on besides the width: its
    /// text, font, number of lines, line breaks and the measurer in effect (a window's new
    /// measurer, or the label joining or leaving a window with one of its own, reaches the label
    /// as `textMeasurerDidChange()`).
    var metricsVersion = 0
    /// How many times the label asked its measurer.
    var count = 0
}

extension Label {
    /// The measurement of the text at `width` (`nil`: no limit) by the window's measurer, from
    /// the cache when nothing it depends on changed.
    func measurement(atWidth width: Double?) -> LabelMeasurementEntry {
        let version = measurements.metricsVersion
        if let natural = measurements.natural, natural.matches(width: width, version: version) { return natural }
        if let atWidth = measurements.atWidth, atWidth.matches(width: width, version: version) { return atWidth }
        let box = textMeasurerInEffect
        let key = LabelMeasurementKey(text: text, font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, measurer: box)
        // Metrics changed and changed back (or the entry is older than the change): the key says.
        if let entry = measurements.natural?.revalidated(for: key, version: version) { return entry }
        if let entry = measurements.atWidth?.revalidated(for: key, version: version) { return entry }
        let value = box.measurer.measure(
            text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        measurements.count += 1
        let entry = LabelMeasurementEntry(key: key, value: value, metricsVersion: version)
        if width == naturalWrappingWidth {
            measurements.natural = entry
        } else {
            measurements.atWidth = entry
        }
        return entry
    }

    /// How many times the label asked its text measurer: at most twice per layout pass, not at
    /// all in a pass in which nothing the measurements depend on changed.
    @_spi(Testing) public var textMeasurementCount: Int { measurements.count }
}
