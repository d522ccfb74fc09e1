// The inspector page: the animation page of a tree's snapshots, where clicking a view shows why
// it is where it is.
import StackLayout

/// Writes a self-contained HTML page that draws a laid-out tree (with the play button and time
/// slider of ``HTMLAnimationRenderer`` when there are several snapshots) and, when a view is
/// clicked, shows its frame, the constraints that affect it — description, priority, the stack
/// that generated it if any, whether it is broken — whether its layout is ambiguous, and the
/// conflicts the window reported. Opening the page with `#click=ID` in its address clicks the
/// view with that node id once loaded.
///
/// From a test, write the page of a tree built in code where the test can find it:
///
/// ```swift
/// let page = InspectorRenderer().render(window)
/// try page.write(toFile: "/tmp/inspector.html", atomically: true, encoding: .utf8)   // Foundation
/// ```
public struct InspectorRenderer: Sendable {
    /// The page the inspector adds to.
    public var page: HTMLAnimationRenderer

    /// Creates a renderer.
    public init(title: String = "StackLayout inspector", svg: SVGRenderer = SVGRenderer()) {
        page = HTMLAnimationRenderer(title: title, svg: svg)
    }

    /// The page of `view`'s tree as it is on screen now (laid out first if needed).
    public func render(_ view: View) -> String {
        let inspection = LayoutInspection(of: view)
        return render([RenderSnapshot(of: view)], inspection: inspection)
    }

    /// The page of `frames` (in playing order) with what `inspection` says about their views.
    public func render(_ frames: [RenderSnapshot], inspection: LayoutInspection) -> String {
        page.render(frames, style: Self.style, appendix: Self.panel(inspection) + Self.script)
    }

    private static let style = """
        #frames svg text { pointer-events: none; }
        #frames [data-id] { cursor: pointer; }
        #frames .selected { stroke: #dc2626 !important; stroke-width: 3 !important; }
        #inspector { margin-top: 16px; background: #ffffff; padding: 12px; border: 1px solid #cbd5e1; max-width: 900px; }
        #inspector table { border-collapse: collapse; font-size: 13px; }
        #inspector td, #inspector th { border-bottom: 1px solid #e2e8f0; padding: 3px 8px; text-align: left; }
        #inspector tr.broken td { color: #b91c1c; }
        .ambiguous { color: #b45309; font-weight: bold; }

        """

    /// The panel, the conflicts and the inspection as JSON for the script.
    private static func panel(_ inspection: LayoutInspection) -> String {
        var out = "<div id=\"inspector\"><p id=\"hint\">Click a view to see why it is where it is.</p>"
        out += "<div id=\"details\"></div><h2>Conflicts</h2><ul id=\"conflicts\">"
        for conflict in inspection.conflicts { out += "<li>" + RenderText.escaped(conflict) + "</li>" }
        if inspection.conflicts.isEmpty { out += "<li>none</li>" }
        out += "</ul></div>\n<script type=\"application/json\" id=\"inspection\">" + json(inspection) + "</script>\n"
        return out
    }

    /// `inspection` as JSON: `{"views": [{"id", "name", "frame": [x, y, w, h], "ambiguous":
    /// [axis], "constraints": [{"description", "priority", "axis", "stack", "broken"}]}]}`.
    static func json(_ inspection: LayoutInspection) -> String {
        let views = inspection.views.map { view in
            let frame = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
                .map { RenderText.number($0) }.joined(separator: ", ")
            let constraints = view.constraints.map { constraint in
                "{\"description\": " + jsonString(constraint.description)
                    + ", \"priority\": " + RenderText.number(constraint.priority)
                    + ", \"axis\": " + (constraint.axis.map { jsonString(axisName($0)) } ?? "null")
                    + ", \"stack\": " + (constraint.generatingStack.map(jsonString) ?? "null")
                    + ", \"broken\": " + (constraint.isBroken ? "true" : "false") + "}"
            }
            return "{\"id\": " + jsonString(view.id) + ", \"name\": " + jsonString(view.name)
                + ", \"frame\": [" + frame + "], \"ambiguous\": ["
                + view.ambiguousAxes.map { jsonString(axisName($0)) }.joined(separator: ", ")
                + "], \"constraints\": [" + constraints.joined(separator: ", ") + "]}"
        }
        return "{\"views\": [" + views.joined(separator: ",\n") + "]}"
    }

    private static func axisName(_ axis: Axis) -> String { axis == .horizontal ? "horizontal" : "vertical" }

    /// `text` as a JSON string that is also safe inside a `<script>` element (`</` written as
    /// `<\/`, which JSON reads back as `</`).
    static func jsonString(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in RenderText.jsonString(text) {
            if character == "/" && previous == "<" { out += "\\" }
            out.append(character)
            previous = character
        }
        return out
    }

    /// Shows a clicked view's details; `#click=ID` clicks a view once the page is loaded.
    private static let script = """
        <script>
        (function () {
          var data = JSON.parse(document.getElementById("inspection").textContent);
          var byId = {};
          data.views.forEach(function (view) { byId[view.id] = view; });
          var details = document.getElementById("details");
          function cell(row, text) { var td = document.createElement("td"); td.textContent = text; row.appendChild(td); }
          function show(id) {
            var view = byId[id];
            if (!view) { return; }
            document.querySelectorAll("#frames .selected").forEach(function (e) { e.classList.remove("selected"); });
            document.querySelectorAll("#frames [data-id]").forEach(function (e) {
              if (e.getAttribute("data-id") === id) { e.classList.add("selected"); }
            });
            details.textContent = "";
            details.setAttribute("data-selected", id);
            var heading = document.createElement("h2");
            heading.textContent = view.name + " (" + view.id + ")";
            details.appendChild(heading);
            var frame = document.createElement("p");
            frame.id = "frame";
            frame.textContent = "frame: (" + view.frame.join(", ") + ")";
            details.appendChild(frame);
            var ambiguity = document.createElement("p");
            ambiguity.id = "ambiguity";
            if (view.ambiguous.length) {
              ambiguity.className = "ambiguous";
              ambiguity.textContent = "AMBIGUOUS LAYOUT (" + view.ambiguous.join(", ") + ")";
            } else {
              ambiguity.textContent = "not ambiguous";
            }
            details.appendChild(ambiguity);
            var table = document.createElement("table");
            table.id = "constraints";
            var head = document.createElement("tr");
            ["constraint", "priority", "axis", "generated by", "state"].forEach(function (title) {
              var th = document.createElement("th"); th.textContent = title; head.appendChild(th);
            });
            table.appendChild(head);
            view.constraints.forEach(function (constraint) {
              var row = document.createElement("tr");
              if (constraint.broken) { row.className = "broken"; }
              cell(row, constraint.description);
              cell(row, String(constraint.priority));
              cell(row, constraint.axis || "");
              cell(row, constraint.stack ? "stack " + constraint.stack : "");
              cell(row, constraint.broken ? "broken" : "satisfied");
              table.appendChild(row);
            });
            details.appendChild(table);
          }
          document.getElementById("frames").addEventListener("click", function (event) {
            var target = event.target.closest("[data-id]");
            if (target) { show(target.getAttribute("data-id")); }
          });
          var match = /^#click=(.+)$/.exec(window.location.hash);
          if (match) {
            var id = decodeURIComponent(match[1]);
            var target = Array.prototype.find.call(document.querySelectorAll(".frame.current [data-id]"),
              function (e) { return e.getAttribute("data-id") === id; });
            if (target) { target.dispatchEvent(new MouseEvent("click", { bubbles: true })); }
          }
        })();
        </script>

        """
}
