/// How a label breaks its lines and cuts the text that does not fit (UIKit's
/// `NSLineBreakMode`).
///
/// Wrapping modes decide where multi-line text breaks; truncation modes wrap at words and mark
/// the text that does not fit with an ellipsis (`…`) at the end, start or middle of the last
/// line shown. The other modes cut that text off without an ellipsis.
public enum LineBreakMode: Sendable, Hashable, CaseIterable {
    /// Lines break between words; a word longer than a line breaks between characters; text
    /// that does not fit is clipped.
    case byWordWrapping
    /// Lines break between any two characters, filling each line; text that does not fit is
    /// clipped.
    case byCharWrapping
    /// Lines break between words; text that does not fit is clipped.
    case byClipping
    /// Lines break between words; the last line shown starts with an ellipsis and ends with the
    /// end of the text.
    case byTruncatingHead
    /// Lines break between words; the last line shown ends with an ellipsis (UIKit's default
    /// for labels).
    case byTruncatingTail
    /// Lines break between words; the last line shown keeps its start and the end of the text
    /// with an ellipsis between them.
    case byTruncatingMiddle

    /// Whether lines break between characters rather than words.
    var breaksBetweenCharacters: Bool { self == .byCharWrapping }

    /// Where the ellipsis of cut text goes (`nil` when cut text is clipped).
    var ellipsisPlacement: EllipsisPlacement? {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }
}

/// Where a truncated line shows its ellipsis.
enum EllipsisPlacement {
    case head, middle, tail

    /// `text` cut to `capacity` characters, the ellipsis included, with the ellipsis here; a
    /// text that fits is kept whole, with an ellipsis only when `always` (more text follows).
    func truncate(_ text: String, capacity: Int, always: Bool = false) -> String {
        guard always || text.count > capacity else { return text }
        let room = min(max(capacity - 1, 0), text.count)
        switch self {
        case .tail: return String(text.prefix(room)) + "…"
        case .head: return "…" + String(text.suffix(room))
        case .middle:
            let front = (room + 1) / 2
            return String(text.prefix(front)) + "…" + String(text.suffix(room - front))
        }
    }
}
