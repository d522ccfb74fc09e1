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

    /// Appends text as it is (indentation, a formatted number).
    mutating func append(contentsOf text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// Appends a literal as it is (punctuation, keys, `true`, `null`).
    mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a number with ``NumberFormatting/format(_:maxDecimals:)``; a non-finite value is `null`.
    mutating func append(_ number: Double) {
        guard number.isFinite else { return append("null") }
        append(contentsOf: NumberFormatting.format(number, maxDecimals: maxDecimals))
    }

    /// Appends a string literal as ``JSONOutput/quoted(_:)`` writes it. Printable ASCII without
    /// quotes or backslashes (every scene id in practice) is copied as it is.
    mutating func appendQuoted(_ text: String) {
        let plain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
        }
        guard plain else { return append(contentsOf: RenderText.jsonString(text)) }
        bytes.append(UInt8(ascii: "\""))
        append(contentsOf: text)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The text as a `String`.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
