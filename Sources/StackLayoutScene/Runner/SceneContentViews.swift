// The views a scene builds for labels, images, buttons and switches.
import StackLayout

extension SceneContent {
    /// A new view showing this content; an image is named after the view's `id`.
    func makeView(id: String) -> View {
        switch self {
        case .label(let spec):
            let label = Label(text: spec.text, font: Font(name: spec.fontName, size: spec.fontSize, lineHeight: spec.lineHeight))
            label.numberOfLines = spec.numberOfLines
            label.textAlignment = spec.textAlignment.textAlignment
            return label
        case .image(let size):
            return ImageView(image: size.map { Image(size: Size(width: $0.width, height: $0.height), name: id) })
        case .button(let spec):
            let button = Button(title: spec.title)
            button.titleFont = Font(name: spec.fontName, size: spec.fontSize)
            button.contentEdgeInsets = spec.contentInsets
            return button
        case .toggle(let isOn):
            return Switch(isOn: isOn)
        }
    }
}

extension SceneTextAlignment {
    /// The label's alignment.
    var textAlignment: TextAlignment {
        switch self {
        case .natural: .natural
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }
}

extension SceneLayoutDirection {
    /// The window's direction.
    var layoutDirection: LayoutDirection {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}
