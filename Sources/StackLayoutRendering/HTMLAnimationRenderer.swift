// A self-contained HTML page that plays a sequence of snapshots: one inline SVG per sampled
// frame, a play button, a range scrubber and a few lines of inline JavaScript.
import StackLayout

/// Writes an HTML page that plays an animation from its sampled frames. The page needs nothing
/// else (no network, no files): every frame is an inline `<svg>` in a `<div class="frame">`,
/// exactly one per snapshot, shown one at a time. Play waits between frames as long as the
/// times of the snapshots say (at least one display frame); the scrubber picks a frame.
public struct HTMLAnimationRenderer: Sendable {
    /// The renderer of each frame.
    public var svg: SVGRenderer
    /// The page title and heading.
    public var title: String

    /// Creates a renderer.
    public init(title: String = "StackLayout animation", svg: SVGRenderer = SVGRenderer()) {
        self.title = title
        self.svg = svg
    }

    /// The page for `frames` (in playing order), ending in a newline.
    public func render(_ frames: [RenderSnapshot]) -> String {
        render(frames, style: "", appendix: "")
    }

    /// The page for `frames` with `style` added to its style sheet and `appendix` (markup and
    /// scripts) after the player (the inspector page builds on it).
    func render(_ frames: [RenderSnapshot], style: String, appendix: String) -> String {
        let title = RenderText.escaped(self.title)
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #0f172a; background: #f1f5f9; }
            h1 { font-size: 18px; margin: 0 0 12px; }
            #controls { display: flex; align-items: center; gap: 12px; margin-bottom: 12px; }
            #scrub { width: 320px; }
            #time { font-variant-numeric: tabular-nums; min-width: 140px; }
            .frame { display: none; }
            .frame.current { display: block; }
            \(style)</style>
            </head>
            <body>
            <h1>\(title)</h1>
            <div id="controls">
            <button id="play" type="button">Play</button>
            <input id="scrub" type="range" min="0" max="\(max(frames.count - 1, 0))" value="0" step="1" aria-label="frame">
            <span id="time"></span>
            </div>
            <div id="frames">

            """
        for (index, frame) in frames.enumerated() {
            out += "<div class=\"frame\(index == 0 ? " current" : "")\" data-index=\"\(index)\""
            out += " data-t=\"\(RenderText.number(frame.time, decimals: 4))\">\n"
            out += svg.renderElement(frame) + "\n</div>\n"
        }
        out += Self.playerScript + appendix + Self.pageEnd
        return out
    }

    /// The end of the page: the frames' container closed, and the script that plays and scrubs them.
    private static let playerScript = """
        </div>
        <script>
        (function () {
          var frames = document.querySelectorAll(".frame");
          var scrub = document.getElementById("scrub");
          var play = document.getElementById("play");
          var label = document.getElementById("time");
          var current = 0, timer = null;
          function show(i) {
            if (!frames.length) { label.textContent = "no frames"; return; }
            frames[current].classList.remove("current");
            current = i;
            frames[current].classList.add("current");
            scrub.value = String(i);
            label.textContent = "t = " + Number(frames[i].dataset.t).toFixed(3) + " s (" + (i + 1) + "/" + frames.length + ")";
          }
          function stop() { if (timer !== null) { clearTimeout(timer); timer = null; } play.textContent = "Play"; }
          function step() {
            if (current + 1 >= frames.length) { stop(); return; }
            var wait = (Number(frames[current + 1].dataset.t) - Number(frames[current].dataset.t)) * 1000;
            timer = setTimeout(function () { show(current + 1); step(); }, Math.max(wait, 16));
          }
          play.addEventListener("click", function () {
            if (timer !== null) { stop(); return; }
            if (current + 1 >= frames.length) { show(0); }
            play.textContent = "Pause";
            step();
          });
          scrub.addEventListener("input", function () { stop(); show(Number(scrub.value)); });
          show(0);
        })();
        </script>

        """

    /// The end of the page.
    private static let pageEnd = """
        </body>
        </html>

        """
}
