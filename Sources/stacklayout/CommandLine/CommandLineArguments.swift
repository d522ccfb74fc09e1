// The `stacklayout` command line: commands, options and usage text, parsed by hand.
import StackLayoutScene

/// A parsed `stacklayout` command line.
@_spi(Testing) public enum StackLayoutCommand: Sendable, Equatable {
    /// `stacklayout` or `stacklayout demo [--out DIR]`: the built-in demo, writing into `outputDirectory`.
    case demo(outputDirectory: String)
    /// `stacklayout layout SCENE.json [--at T]`: print the layout JSON of a scene, at its sample
    /// times or at `time`.
    case layout(scenePath: String, time: Double? = nil)
    /// `stacklayout render SCENE.json [--at T] [--svg F] [--html F] [--text]`.
    case render(RenderOptions)
    /// `stacklayout inspect SCENE.json --html F`: the inspector page of a scene.
    case inspect(scenePath: String, htmlPath: String)
    /// `stacklayout --help` (or `-h`, anywhere an option may stand).
    case help
    /// `stacklayout --version`.
    case version
}

/// The options of `stacklayout render`.
@_spi(Testing) public struct RenderOptions: Sendable, Equatable {
    /// The scene file.
    public var scenePath: String
    /// The time at which the SVG and text renderings show the scene; `nil` means the scene's end time.
    public var time: Double?
    /// Where to write the SVG rendering, if anywhere.
    public var svgPath: String?
    /// Where to write the HTML animation page, if anywhere.
    public var htmlPath: String?
    /// Whether to print the text rendering; `true` when no output is asked for at all.
    public var printsText: Bool

    /// Creates render options.
    public init(scenePath: String, time: Double? = nil, svgPath: String? = nil, htmlPath: String? = nil,
                printsText: Bool = false) {
        self.scenePath = scenePath
        self.time = time
        self.svgPath = svgPath
        self.htmlPath = htmlPath
        self.printsText = printsText
    }
}

/// A command line that `stacklayout` cannot run; the tool prints ``message`` and the usage, and exits 2.
@_spi(Testing) public struct CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, one line (e.g. `unknown option "--svgg" for render`).
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// `stacklayout: <message>`.
    public var description: String { "stacklayout: \(message)" }
}

/// Parses `stacklayout`'s arguments (without the program name).
@_spi(Testing) public enum CommandLineArguments {
    /// The tool's version, printed by `--version`.
    public static let version = "0.1.0"

    /// The default output directory of `demo`.
    static let defaultDemoDirectory = "stacklayout-demo"

    /// The one-line usage synopsis.
    public static let synopsis =
        "usage: stacklayout [demo [--out DIR] | layout SCENE.json [--at T] | render SCENE.json [--at T] [--svg F] [--html F] [--text] | inspect SCENE.json --html F | --help | --version]"

    /// The full help text.
    public static let usage = """
        \(synopsis)

        Commands:
          demo [--out DIR]   lay out and animate a built-in screen; print it as text and write
                             demo.svg and demo.html into DIR (default ./\(defaultDemoDirectory)/);
                             the default when no command is given
          layout SCENE.json  print the frames of a scene as JSON at its sample times, or at
                             --at T (seconds); frames are on-screen frames in their superview's
                             coordinates, like UIKit's frame
          render SCENE.json  render a scene: --at T (seconds, default the scene's end),
                             --svg FILE, --html FILE (an animation page), --text (print ASCII
                             boxes; the default when no output is given)
          inspect SCENE.json --html FILE
                             write the inspector page: the animation page where clicking a
                             view shows its frame, the constraints that affect it (priority,
                             generating stack, broken or not), ambiguity and the conflicts
          --help, -h         print this help
          --version          print the version

        Scene files are JSON; every key is described, with an example, in the "Scene files"
        article of the StackLayout documentation (Sources/StackLayout/StackLayout.docc/SceneFiles.md),
        and Examples/ holds scenes to start from.

        Exit status: 0 success, 2 bad input, 1 internal failure.
        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> StackLayoutCommand {
        guard let first = arguments.first else { return .demo(outputDirectory: defaultDemoDirectory) }
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--version":
            if let extra = rest.first { throw CommandLineError("unexpected argument \(quote(extra)) after --version") }
            return .version
        case "demo":
            var options = try Options(rest, command: "demo", valued: ["--out"], flags: [])
            guard options.positionals.isEmpty else {
                throw CommandLineError("unexpected argument \(quote(options.positionals[0])) for demo")
            }
            return .demo(outputDirectory: options.take("--out") ?? defaultDemoDirectory)
        case "layout":
            var options = try Options(rest, command: "layout", valued: ["--at"], flags: [])
            let path = try options.singlePositional(command: "layout")
            return .layout(scenePath: path, time: try time(options.take("--at")))
        case "render":
            var options = try Options(rest, command: "render", valued: ["--at", "--svg", "--html"], flags: ["--text"])
            var render = RenderOptions(scenePath: try options.singlePositional(command: "render"))
            render.time = try time(options.take("--at"))
            render.svgPath = options.take("--svg")
            render.htmlPath = options.take("--html")
            render.printsText = options.flags.contains("--text")
                || (render.svgPath == nil && render.htmlPath == nil)
            return .render(render)
        case "inspect":
            var options = try Options(rest, command: "inspect", valued: ["--html"], flags: [])
            let path = try options.singlePositional(command: "inspect")
            guard let html = options.take("--html") else { throw CommandLineError("inspect needs --html FILE") }
            return .inspect(scenePath: path, htmlPath: html)
        default:
            if first.hasPrefix("-") { throw CommandLineError("unknown option \(quote(first))") }
            throw CommandLineError("unknown command \(quote(first)) (expected demo, layout, render or inspect)")
        }
    }

    static func quote(_ text: String) -> String { JSONOutput.quoted(text) }

    /// The value of `--at`: a time in seconds ≥ 0, or `nil` when the option is absent.
    private static func time(_ text: String?) throws(CommandLineError) -> Double? {
        guard let text else { return nil }
        guard let time = Double(text), time.isFinite, time >= 0 else {
            throw CommandLineError("--at needs a time in seconds (a number ≥ 0), got \(quote(text))")
        }
        return time
    }
}

/// The options and positional arguments of one command, checked against what it accepts.
private struct Options {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// Accepts `--name value`, `--name=value`, `--flag`, positionals, and `--` before positionals
    /// that start with a dash.
    init(_ arguments: [String], command: String, valued: Set<String>, flags allowedFlags: Set<String>)
        throws(CommandLineError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else { throw CommandLineError("\(name) takes no value") }
                guard flags.insert(name).inserted else { throw CommandLineError("\(name) is given twice") }
            } else if valued.contains(name) {
                guard values[name] == nil else { throw CommandLineError("\(name) is given twice") }
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw CommandLineError("\(name) needs a value")
                }
            } else {
                throw CommandLineError("unknown option \(CommandLineArguments.quote(name)) for \(command)")
            }
        }
    }

    mutating func take(_ name: String) -> String? { values.removeValue(forKey: name) }

    func singlePositional(command: String) throws(CommandLineError) -> String {
        guard let path = positionals.first else { throw CommandLineError("\(command) needs a scene file (SCENE.json)") }
        guard positionals.count == 1 else {
            throw CommandLineError("unexpected argument \(CommandLineArguments.quote(positionals[1])) for \(command)")
        }
        return path
    }
}
