// What content views show, as renderers need it: plain values read from the views.
import StackLayout

/// Text as a renderer draws it: the lines as displayed, their font and alignment.
public struct RenderedText: Sendable, Hashable {
    /// The lines, already wrapped and cut to the view's width.
    public var lines: [String]
    /// The font; every character is `0.5 × pointSize` wide (see ``Font``).
    public var font: Font
    /// Where the lines sit across the view (never `.natural`: resolved for the direction).
    public var alignment: TextAlignment

    /// Creates rendered text.
    public init(lines: [String], font: Font, alignment: TextAlignment = .left) {
        self.lines = lines
        self.font = font
        self.alignment = alignment
    }

    /// The rectangle of line `index` in `frame`: the block of lines centered vertically, each
    /// line as wide as the metric says, placed by the alignment.
    public func lineRect(_ index: Int, in frame: Rect) -> Rect {
        let width = font.width(of: lines[index])
        let top = frame.minY + (frame.height - Double(lines.count) * font.lineHeight) / 2
        let x: Double
        switch alignment {
        case .center: x = frame.midX - width / 2
        case .right: x = frame.maxX - width
        case .left, .natural: x = frame.minX
        }
        return Rect(x: x, y: top + Double(index) * font.lineHeight, width: width, height: font.lineHeight)
    }
}

/// What a content view shows.
public enum RenderContent: Sendable, Hashable {
    /// A label's text.
    case label(RenderedText)
    /// A button's title, centered.
    case button(RenderedText)
    /// An image (a placeholder with its name).
    case image(name: String?)
    /// A switch, on or off.
    case toggle(isOn: Bool)
}

/// A view that shows content renderers draw.
protocol RenderContentProviding: View {
    /// The content as it is now.
    var renderContent: RenderContent { get }
}

extension Label: RenderContentProviding {
    var renderContent: RenderContent {
        .label(RenderedText(lines: displayedLines, font: font, alignment: resolvedTextAlignment))
    }
}

extension Button: RenderContentProviding {
    var renderContent: RenderContent {
        let title = title ?? ""
        return .button(RenderedText(lines: title.isEmpty ? [] : [title], font: titleFont, alignment: .center))
    }
}

extension ImageView: RenderContentProviding {
    var renderContent: RenderContent { .image(name: image?.name) }
}

extension Switch: RenderContentProviding {
    var renderContent: RenderContent { .toggle(isOn: isOn) }
}
