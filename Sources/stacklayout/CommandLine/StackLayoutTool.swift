// What `stacklayout` does for each command, with its output collected so that it can be tested
// without running a process. `Sources/stacklayout/EntryPoint.swift` only prints the result and exits.
import Foundation
import StackLayout
import StackLayoutRendering
import StackLayoutScene

/// The outcome of one run of the tool.
@_spi(Testing) public struct ToolOutput: Sendable, Equatable {
    /// The exit status: 0 success, 2 bad input, 1 internal failure.
    public var status: Int32
    /// Text for standard output (empty on failure).
    public var standardOutput: String
    /// Text for standard error: exactly one line on failure, empty on success.
    public var standardError: String

    /// Creates an output.
    public init(status: Int32, standardOutput: String = "", standardError: String = "") {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// Runs `stacklayout` commands.
@_spi(Testing) public enum StackLayoutTool {
    /// Why a run failed: bad input (exit 2) or an internal failure (exit 1); one line each.
    enum Failure: Error {
        case badInput(String)
        case internalFailure(String)
    }

    /// Runs the tool with `arguments` (without the program name). Files are read and written
    /// relative to the current directory; nothing is printed.
    public static func run(_ arguments: [String]) -> ToolOutput {
        do {
            let command: StackLayoutCommand
            do {
                command = try CommandLineArguments.parse(arguments)
            } catch {
                throw Failure.badInput("\(error.message) (stacklayout --help prints the usage)")
            }
            return ToolOutput(status: 0, standardOutput: try execute(command))
        } catch let failure as Failure {
            switch failure {
            case .badInput(let message): return ToolOutput(status: 2, standardError: line(message))
            case .internalFailure(let message): return ToolOutput(status: 1, standardError: line(message))
            }
        } catch {
            return ToolOutput(status: 1, standardError: line("internal failure: \(error)"))
        }
    }

    /// `stacklayout: <message>` on one line, with a newline.
    private static func line(_ message: String) -> String {
        "stacklayout: " + String(message.map { $0.isNewline ? " " : $0 }) + "\n"
    }

    private static func execute(_ command: StackLayoutCommand) throws -> String {
        switch command {
        case .help: return CommandLineArguments.usage + "\n"
        case .version: return "stacklayout \(CommandLineArguments.version)\n"
        case .layout(let path, let time):
            return try layoutReport(try loadScene(path), at: time.map { [$0] }, path: path).rendered
        case .render(let options): return try render(options)
        case .inspect(let path, let htmlPath): return try inspect(path, htmlPath: htmlPath)
        case .demo(let directory): return try demo(directory)
        }
    }

    // MARK: - Commands

    private static func render(_ options: RenderOptions) throws -> String {
        let scene = try loadScene(options.scenePath)
        let time = options.time ?? scene.endTime
        let pageTimes = options.htmlPath == nil ? [] : animationTimes(of: scene)
        let playback = try play(scene, at: [time] + pageTimes, path: options.scenePath)
        let still = playback.frames[0].snapshot
        if let svgPath = options.svgPath {
            try write(SVGRenderer(options: .init(showsOverlay: true)).render(still), to: svgPath)
        }
        if let htmlPath = options.htmlPath {
            let title = "\(fileName(options.scenePath)) (stacklayout)"
            try write(HTMLAnimationRenderer(title: title).render(playback.frames.dropFirst().map(\.snapshot)), to: htmlPath)
        }
        return options.printsText ? TextRenderer().render(still) : ""
    }

    private static func inspect(_ path: String, htmlPath: String) throws -> String {
        let scene = try loadScene(path)
        let playback = try play(scene, at: animationTimes(of: scene), inspecting: true, path: path)
        let page = InspectorRenderer(title: "\(fileName(path)) (stacklayout inspect)")
        let inspection = playback.inspection ?? LayoutInspection(views: [])
        try write(page.render(playback.frames.map(\.snapshot), inspection: inspection), to: htmlPath)
        return "inspect: wrote \(htmlPath) (open it in a browser and click a view)\n"
    }

    private static func demo(_ directory: String) throws -> String {
        let scene = DemoScreen.scene
        var out = "demo: building a \(format(scene.window.width)) x \(format(scene.window.height)) screen: "
        out += "a title, a profile row (an image, two labels, a button), a label and a switch, three cards\n"
        for step in scene.stepsInTimeOrder {
            for case .view(let change) in step.changes {
                let verb = change.isHidden == true ? "hiding" : "showing"
                out += "demo: at t = \(format(step.at)) s, \(verb) \(change.id) "
                out += "(animated over \(format(step.animation?.duration ?? 0)) s)\n"
            }
        }
        let stills = DemoScreen.textTimes
        let playback = try play(scene, at: stills + scene.resolvedSamples, path: "demo")
        out += "demo: sampled \(scene.resolvedSamples.count) frames from 0 to "
        out += "\(format(scene.resolvedSamples.last ?? 0)) s\n"
        for frame in playback.frames.prefix(stills.count) {
            out += "\n" + TextRenderer().render(frame.snapshot)
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure.badInput("cannot create directory \(directory): \(error.localizedDescription)")
        }
        let svgPath = (directory as NSString).appendingPathComponent("demo.svg")
        let htmlPath = (directory as NSString).appendingPathComponent("demo.html")
        try write(SVGRenderer(options: .init(scale: 1.5, showsOverlay: true)).render(playback.frames[0].snapshot),
                  to: svgPath)
        out += "\ndemo: wrote \(svgPath)\n"
        let page = HTMLAnimationRenderer(title: "StackLayout demo: hiding and showing \(DemoScreen.animatedCard)")
        try write(page.render(playback.frames.dropFirst(stills.count).map(\.snapshot)), to: htmlPath)
        out += "demo: wrote \(htmlPath) (open it in a browser and press Play)\n"
        return out
    }

    // MARK: - Loading, playing and writing files

    /// The sample times of the animation page: the scene's samples, or 30 per second from 0 to
    /// its end time (the last frame) when it has none, at most ``maximumPageFrames`` + 1 frames
    /// (evenly spread when the timeline is longer).
    public static func animationTimes(of scene: Scene) -> [Double] {
        if let samples = scene.samples { return samples }
        let end = scene.endTime
        let wanted = (end * 30 - 1e-9).rounded(.up)
        guard wanted > 0 else { return [0] }
        let count = Int(min(wanted, Double(maximumPageFrames)))
        let step = wanted <= Double(maximumPageFrames) ? 1.0 / 30 : end / Double(count)
        return (0...count).map { $0 == count ? end : Double($0) * step }
    }

    /// The most frames (after the first) of an animation page made for a scene without samples.
    public static let maximumPageFrames = 900

    private static func loadScene(_ path: String) throws -> Scene {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure.badInput("cannot read \(path): no such file or not readable")
        }
        do {
            return try Scene.load(data: data)
        } catch {
            throw Failure.badInput("\(path): \(error.description)")
        }
    }

    private static func play(_ scene: Scene, at times: [Double]? = nil, inspecting: Bool = false,
                             path: String) throws -> ScenePlayback {
        do {
            return try scene.play(at: times, inspecting: inspecting)
        } catch {
            throw Failure.internalFailure("\(path): cannot play the scene: \(error.message)")
        }
    }

    private static func layoutReport(_ scene: Scene, at times: [Double]?, path: String) throws -> LayoutReport {
        do {
            return try scene.layoutReport(at: times)
        } catch {
            throw Failure.internalFailure("\(path): cannot play the scene: \(error.message)")
        }
    }

    private static func write(_ text: String, to path: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw Failure.badInput("cannot write \(path): \(error.localizedDescription)")
        }
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    private static func format(_ value: Double) -> String { NumberFormatting.format(value, maxDecimals: 3) }
}
