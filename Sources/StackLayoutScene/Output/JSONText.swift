// The UTF-8 text of JSON output being written: the one place where layout JSON numbers and
// strings become bytes, so that ``JSONOutput`` trees and the streamed layout report agree.
import StackLayout
import StackLayoutRendering

/// JSON text under construction, as UTF-8 bytes (cheaper to grow than a `String`).
struct JSONText {
    /// The text so far.
    private(set) var bytes: [UInt8] = []
    /// The most decimals a number is written with.
    let maxDecimals: Int

    /// An empty text whose numbers get at most `maxDecimals` decimals.
    init(maxDecimals: Int, capacity: Int = 0) {
        self.maxDecimals = maxDecimals
        bytes.reserveCapacity(capacity)
    }

    /// Appends text as it is (punctuation, indentation, `true`, `null`).
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a number with ``NumberFormatting/format(_:maxDecimals:)``; a non-finite value is `null`.
    mutating func append(_ number: Double) {
        append(number.isFinite ? NumberFormatting.format(number, maxDecimals: maxDecimals) : "null")
    }

    /// Appends a string literal as ``JSONOutput/quoted(_:)`` writes it. Printable ASCII without
    /// quotes or backslashes (every scene id in practice) is copied as it is.
    mutating func appendQuoted(_ text: String) {
        let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        guard plain else { return append(RenderText.jsonString(text)) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The text as a `String`.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
