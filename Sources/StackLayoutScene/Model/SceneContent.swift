// The content of a view of `"type"` `"label"`, `"image"`, `"button"` or `"switch"`.
import StackLayout

/// What a content view of the scene shows; it measures its own intrinsic size.
public enum SceneContent: Sendable, Equatable {
    /// `"type": "label"`: text.
    case label(SceneLabel)
    /// `"type": "image"`: an image of a size (`nil`: no image, no intrinsic size).
    case image(Size?)
    /// `"type": "button"`: a title.
    case button(SceneButton)
    /// `"type": "switch"`: a 51 × 31 switch, on or off.
    case toggle(isOn: Bool)

    /// The `"type"` spelling.
    public var typeName: String {
        switch self {
        case .label: "label"
        case .image: "image"
        case .button: "button"
        case .toggle: "switch"
        }
    }
}

/// A label's keys, defaults applied.
public struct SceneLabel: Sendable, Equatable {
    /// `"text"`: the text; `"\n"` breaks a line. Default empty.
    public var text: String
    /// `"fontName"`: the font's name (``Font/name``), which a window's text measurer may tell
    /// apart; default ``Font/systemFontName``.
    public var fontName: String = Font.systemFontName
    /// `"fontSize"`: points, positive; default 17.
    public var fontSize: Double
    /// `"lineHeight"`: points, positive; `nil` (the default) means 1.25 × `fontSize`.
    public var lineHeight: Double?
    /// `"numberOfLines"`: the most lines, 0 for no limit; default 1.
    public var numberOfLines: Int
    /// `"textAlignment"`; default `natural`.
    public var textAlignment: SceneTextAlignment

    /// Creates a label with the format's defaults for every key not given.
    public init(text: String = "", fontSize: Double = 17, lineHeight: Double? = nil, numberOfLines: Int = 1,
                textAlignment: SceneTextAlignment = .natural) {
        self.text = text
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.numberOfLines = numberOfLines
        self.textAlignment = textAlignment
    }
}

/// A button's keys, defaults applied.
public struct SceneButton: Sendable, Equatable {
    /// `"title"`; default empty.
    public var title: String
    /// `"fontName"`: the font's name (``Font/name``); default ``Font/systemFontName``.
    public var fontName: String = Font.systemFontName
    /// `"fontSize"`: points, positive; default 15.
    public var fontSize: Double
    /// `"contentInsets"` `[top, left, bottom, right]`; default zeros.
    public var contentInsets: EdgeInsets

    /// Creates a button with the format's defaults for every key not given.
    public init(title: String = "", fontSize: Double = 15, contentInsets: EdgeInsets = .zero) {
        self.title = title
        self.fontSize = fontSize
        self.contentInsets = contentInsets
    }
}

/// A label's text alignment; raw values are the file's spellings.
public enum SceneTextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Left, or right in a right-to-left window.
    case natural
    /// Flush left.
    case left
    /// Centered.
    case center
    /// Flush right.
    case right
}

/// The window's layout direction (`"layoutDirection"`); raw values are the file's spellings.
public enum SceneLayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is left (the default).
    case leftToRight
    /// Leading is right: horizontal stacks run from the right, leading anchors are right edges.
    case rightToLeft
}
