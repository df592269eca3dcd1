/// The gallery's page: plain HTML, CSS and a little JavaScript, with the data inlined so it opens from
/// disk in any browser.
enum GalleryPage {
    static func html(entriesJSON: String, summary: String) -> String {
        let escapedSummary = summary.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Widgetry gallery</title>
        <style>
        body { font: 14px -apple-system, "Inter", sans-serif; margin: 24px; background: #f4f4f7; color: #111; }
        h1 { font-size: 22px; } h2 { font-size: 17px; margin: 28px 0 8px; }
        .controls { position: sticky; top: 0; background: #f4f4f7; padding: 8px 0; z-index: 2; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
        .grid { display: flex; flex-wrap: wrap; gap: 20px; }
        .cell { background: #fff; border-radius: 12px; padding: 12px; box-shadow: 0 1px 3px #0002; }
        .frame { position: relative; display: inline-block; }
        .frame img { display: block; }
        .outline { position: absolute; border: 2px solid #ff3b30; border-radius: 3px; pointer-events: none; }
        .outline.warning { border-color: #ff9500; }
        .tap { position: absolute; border: 2px dashed #007aff; display: none; pointer-events: none; }
        .frame:hover .tap { display: block; }
        .problems { max-width: 420px; font-size: 12px; margin: 8px 0 0; padding-left: 18px; }
        .problems .error { color: #c00; } .problems .warning { color: #a60; }
        .clean { color: #080; font-size: 12px; }
        pre { background: #fff; padding: 12px; border-radius: 8px; white-space: pre-wrap; font-size: 12px; }
        </style></head><body>
        <h1>Widgetry gallery</h1>
        <div class="controls">
          <label>Text size <input id="size" type="range" min="0" max="11" value="3"> <b id="sizeName"></b></label>
          <label>Device <select id="device"></select></label>
          <label>Appearance <select id="appearance"><option>light</option><option>dark</option></select></label>
        </div>
        <div id="sections"></div>
        <h2>Check summary</h2><pre>\(escapedSummary)</pre>
        <script>
        const entries = \(entriesJSON);
        const sizes = ["xSmall","small","medium","large","xLarge","xxLarge","xxxLarge","accessibility1","accessibility2","accessibility3","accessibility4","accessibility5"];
        const devices = [...new Set(entries.map(e => e.device))];
        const deviceSelect = document.getElementById("device");
        for (const d of devices) { const o = document.createElement("option"); o.textContent = d; deviceSelect.appendChild(o); }
        const groups = [...new Set(entries.map(e => e.widget + " · " + e.family))];
        function render() {
          const size = sizes[+document.getElementById("size").value];
          document.getElementById("sizeName").textContent = size;
          const device = deviceSelect.value, appearance = document.getElementById("appearance").value;
          const root = document.getElementById("sections"); root.innerHTML = "";
          for (const group of groups) {
            const [widget, family] = group.split(" · ");
            const e = entries.find(x => x.widget === widget && x.family === family && x.size === size && x.device === device && x.appearance === appearance);
            const h = document.createElement("h2"); h.textContent = group; root.appendChild(h);
            const grid = document.createElement("div"); grid.className = "grid"; root.appendChild(grid);
            const cell = document.createElement("div"); cell.className = "cell"; grid.appendChild(cell);
            if (!e) { cell.textContent = "not rendered for this device or size"; continue; }
            const frame = document.createElement("div"); frame.className = "frame"; cell.appendChild(frame);
            const img = document.createElement("img");
            img.onload = () => { document.body.dataset.loaded = String(+(document.body.dataset.loaded || 0) + 1); };
            img.onerror = () => { document.body.dataset.failed = String(+(document.body.dataset.failed || 0) + 1); };
            img.src = e.image; img.width = e.width; img.height = e.height; img.alt = group; frame.appendChild(img);
            for (const d of e.diagnostics) {
              if (!d.frame) continue;
              const [[x, y], [w, hh]] = d.frame;
              const box = document.createElement("div"); box.className = "outline " + d.severity;
              Object.assign(box.style, { left: x + "px", top: y + "px", width: w + "px", height: hh + "px" });
              box.title = d.message; frame.appendChild(box);
            }
            for (const l of e.links) {
              const [[x, y], [w, hh]] = l.frame;
              const box = document.createElement("div"); box.className = "tap";
              Object.assign(box.style, { left: x + "px", top: y + "px", width: w + "px", height: hh + "px" });
              box.title = l.url; frame.appendChild(box);
            }
            if (e.diagnostics.length === 0) { const ok = document.createElement("div"); ok.className = "clean"; ok.textContent = "no problems"; cell.appendChild(ok); }
            else {
              const list = document.createElement("ul"); list.className = "problems";
              for (const d of e.diagnostics) { const li = document.createElement("li"); li.className = d.severity; li.textContent = d.severity + ": " + d.path + " — " + d.message; list.appendChild(li); }
              cell.appendChild(list);
            }
            if (e.links.length) { const t = document.createElement("div"); t.className = "clean"; t.textContent = "tap targets (hover): " + e.links.map(l => l.url).join(", "); cell.appendChild(t); }
          }
        }
        for (const id of ["size", "device", "appearance"]) document.getElementById(id).addEventListener("input", render);
        render();
        </script></body></html>
        """
    }
}
