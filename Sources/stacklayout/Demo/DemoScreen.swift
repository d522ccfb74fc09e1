// The built-in screen of `stacklayout demo`: nested stacks, and a card that hides and comes back.
import StackLayout
import StackLayoutScene

/// The demo scene: a vertical stack (margins-relative) holding a title label, a profile row
/// (an image, a name and a wrapping detail label, a button), a settings row (a label and a
/// switch), a stack of three cards and a flexible spacer. At 0.5 s the middle card hides
/// (animated, 0.4 s); at 1.5 s it shows again. Frames are sampled 30 times per second.
@_spi(Testing) public enum DemoScreen {
    /// The id of the card that hides and shows.
    static let animatedCard = "card2"
    /// When the card starts hiding.
    static let hideTime = 0.5
    /// When the card starts showing again.
    static let showTime = 1.5
    /// How long each animation lasts.
    static let duration = 0.4
    /// Frames per second of the sampled animation.
    static let framesPerSecond = 30.0

    /// The screen as a scene.
    public static var scene: Scene {
        let root = SceneView(
            id: "screen", margins: EdgeInsets(top: 20, left: 16, bottom: 20, right: 16),
            stack: SceneStack(
                axis: .vertical, spacing: 16, marginsRelative: true,
                arranged: [
                    SceneView(id: "title", content: .label(SceneLabel(text: "Profile", fontSize: 28))),
                    profileRow, settingsRow, cards,
                    SceneView(id: "spacer"),
                ]))
        let animation = SceneAnimation(duration: duration, curve: .easeInOut)
        let timeline = [
            TimelineStep(at: hideTime, animation: animation,
                         changes: [.view(SceneViewChange(id: animatedCard, isHidden: true))]),
            TimelineStep(at: showTime, animation: animation,
                         changes: [.view(SceneViewChange(id: animatedCard, isHidden: false))]),
        ]
        let end = showTime + duration + 0.1
        let count = Int((end * framesPerSecond).rounded())
        let samples = (0...count).map { Double($0) / framesPerSecond }
        return Scene(window: Size(width: 375, height: 667), root: root, timeline: timeline, samples: samples)
    }

    /// The times at which the demo prints its text rendering: at rest, and with the card hidden.
    public static var textTimes: [Double] { [0, hideTime + duration] }

    /// An image, a name over a detail that wraps in the width left, and a button. The detail
    /// gives way first when the row is short of room.
    private static var profileRow: SceneView {
        let detail = SceneLabel(text: "Wrote the first program for the Analytical Engine, in 1843.", fontSize: 13,
                                numberOfLines: 0)
        let labels = SceneView(id: "labels", stack: SceneStack(
            axis: .vertical, alignment: .leading, spacing: 4,
            arranged: [
                SceneView(id: "name", content: .label(SceneLabel(text: "Ada Lovelace"))),
                SceneView(id: "detail", compression: ScenePriorities(horizontal: 749, vertical: 750),
                          content: .label(detail)),
            ]))
        return SceneView(id: "profileRow", stack: SceneStack(
            axis: .horizontal, alignment: .center, spacing: 12,
            arranged: [
                SceneView(id: "avatar", hugging: ScenePriorities(horizontal: 750, vertical: 750),
                          content: .image(Size(width: 48, height: 48))),
                labels,
                SceneView(id: "follow", hugging: ScenePriorities(horizontal: 750, vertical: 750),
                          content: .button(SceneButton(
                              title: "Follow", contentInsets: EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)))),
            ]))
    }

    /// A label and a switch, the label taking the room left.
    private static var settingsRow: SceneView {
        SceneView(id: "settingsRow", stack: SceneStack(
            axis: .horizontal, alignment: .center, spacing: 8,
            arranged: [
                SceneView(id: "notifications", content: .label(SceneLabel(text: "Notifications"))),
                SceneView(id: "notify", hugging: ScenePriorities(horizontal: 750, vertical: 750),
                          content: .toggle(isOn: true)),
            ]))
    }

    /// Three cards 90 high.
    private static var cards: SceneView {
        SceneView(id: "cards", stack: SceneStack(
            axis: .vertical, spacing: 12,
            arranged: (1...3).map { SceneView(id: "card\($0)", intrinsic: SceneIntrinsicSize(width: nil, height: 90)) }))
    }
}
