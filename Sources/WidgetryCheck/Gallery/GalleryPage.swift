import Foundation
import WidgetryPipeline
import WidgetryReference

/// The gallery's contact sheet, `index.html`: plain HTML, CSS and a little JavaScript with the data inlined,
/// so it opens from disk in any browser. One image per widget and family at the chosen text size, device and
/// appearance; when the gallery was compared, a badge on changed cells and a "changed only" view of every
/// changed, added and removed cell. Clicking an image opens the viewer (``GalleryViewer``).
enum GalleryPage {
    /// The page's file name in the gallery folder.
    static let fileName = "index.html"

    static func html(_ manifest: GalleryManifest, comparison: GalleryComparison?) throws -> String {
        let grouping = GalleryGrouping(manifest.entries)
        let encoder = JSONEncoder()
        struct Group: Encodable { var label: String; var members: [Int] }
        let groups = try GalleryViewer.scriptJSON(encoder.encode(grouping.groups.map { Group(label: $0.label, members: $0.members) }))
        let sizes = try GalleryViewer.scriptJSON(encoder.encode(grouping.sizes))
        let devices = try GalleryViewer.scriptJSON(encoder.encode(grouping.devices))
        let appearances = try GalleryViewer.scriptJSON(encoder.encode(grouping.appearances))
        let contexts = try GalleryViewer.scriptJSON(encoder.encode(Self.distinct(manifest.entries.compactMap { $0.cell["context"] })))
        let locales = try GalleryViewer.scriptJSON(encoder.encode(Self.distinct(manifest.entries.compactMap { $0.cell["locale"] })))
        let darkOnly = try GalleryViewer.scriptJSON(encoder.encode(PresentationContext.allCases.filter(\.isDarkOnly).map(\.rawValue)))
        // Each family's usual context (``ContextRendering/isUsual(_:for:)``), and the contexts that are some
        // family's usual one, which the "usual" choice covers.
        let usualByFamily = Dictionary(manifest.entries.map(\.family).map { ($0, Self.usualContext(forFamilyNamed: $0).rawValue) },
                                       uniquingKeysWith: { first, _ in first })
        let usual = try GalleryViewer.scriptJSON(encoder.encode(usualByFamily))
        let usualContexts = try GalleryViewer.scriptJSON(encoder.encode(ContextRendering.usualContexts.map(\.rawValue)))
        let summary = manifest.report.summary() + manifest.imageErrors.map { "\nIMAGE NOT WRITTEN \($0)" }.joined()
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Widgetry gallery</title>
        <style>
        body { font: 14px -apple-system, "Inter", sans-serif; margin: 24px; background: #f4f4f7; color: #111; }
        h1 { font-size: 22px; } h2 { font-size: 17px; margin: 28px 0 8px; }
        .controls { position: sticky; top: 0; background: #f4f4f7; padding: 8px 0; z-index: 2; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
        .grid { display: flex; flex-wrap: wrap; gap: 20px; }
        .cell { background: #fff; border-radius: 12px; padding: 12px; box-shadow: 0 1px 3px #0002; }
        .cell .frame { position: relative; display: inline-block; cursor: zoom-in; }
        .cell .frame img { display: block; }
        .cell .frame .mark.tap { display: none; } .cell .frame:hover .mark.tap { display: block; }
        .card { cursor: zoom-in; font-size: 12px; }
        .card img { display: block; margin-bottom: 4px; }
        .clean { color: #080; font-size: 12px; }
        pre { background: #fff; padding: 12px; border-radius: 8px; white-space: pre-wrap; font-size: 12px; }
        \(GalleryViewer.css)
        </style></head><body>
        <h1>Widgetry gallery</h1>
        <p><a href="\(MatrixPage.fileName)">Matrix of every cell →</a></p>
        \(GalleryViewer.comparisonBanner(comparison))
        <div class="controls" id="controls">
          <label>Text size <input id="size" type="range" min="0" value="0"> <b id="sizeName"></b></label>
          <label>Device <select id="device"></select></label>
          <label>Appearance <select id="appearance"></select></label>
          <label>Context <select id="context"><option value="usual">\(GalleryViewer.escape(ContextRendering.usualContextsName))</option><option value="all">every context</option></select></label>
          <label>Locale <select id="locale"><option value="all">every locale</option></select></label>
          <label><input id="voiceOver" type="checkbox"> VoiceOver order</label>
        </div>
        <div id="sections"></div>
        <h2>Check summary</h2><pre>\(GalleryViewer.escape(summary))</pre>
        <script>
        \(try GalleryViewer.data(manifest, comparison: comparison))
        const groups = \(groups);
        const sizes = \(sizes), devices = \(devices), appearances = \(appearances), contexts = \(contexts), locales = \(locales), darkOnly = \(darkOnly);
        const usualByFamily = \(usual), usualContexts = \(usualContexts);
        \(GalleryViewer.script)
        const sizeInput = document.getElementById("size");
        sizeInput.max = String(Math.max(sizes.length - 1, 0));
        sizeInput.value = String(Math.max(sizes.indexOf("large"), 0));
        function fill(id, values) {
          const select = document.getElementById(id);
          for (const v of values) { const o = document.createElement("option"); o.textContent = v; select.appendChild(o); }
        }
        fill("device", devices); fill("appearance", appearances);
        fill("context", contexts.filter(c => !usualContexts.includes(c))); fill("locale", locales);
        // A section shows when its cells are in the chosen context and locale (each context and locale is a
        // section of its own); dark-only contexts' cells (StandBy) show whatever appearance is chosen.
        const usual = family => usualByFamily[family];
        function shown(group) {
          const context = document.getElementById("context").value, locale = document.getElementById("locale").value;
          return group.members.some(i => {
            const c = entries[i].cell, own = c.context || usual(c.family);
            return (context === "all" || (context === "usual" ? own === usual(c.family) : own === context))
              && (locale === "all" || (c.locale || "") === locale);
          });
        }
        const changedOnly = document.getElementById("changedOnly");
        function counted(img) {
          img.onload = () => { document.body.dataset.loaded = String(+(document.body.dataset.loaded || 0) + 1); };
          img.onerror = () => { document.body.dataset.failed = String(+(document.body.dataset.failed || 0) + 1); };
        }
        function render() {
          const root = document.getElementById("sections"); root.innerHTML = "";
          if (changedOnly && changedOnly.checked) return renderChanged(root);
          document.getElementById("controls").style.display = "";
          const size = sizes[+sizeInput.value];
          document.getElementById("sizeName").textContent = size || "";
          const device = document.getElementById("device").value, appearance = document.getElementById("appearance").value;
          for (const group of groups) {
            if (!shown(group)) continue;
            root.appendChild(make("h2", "", group.label));
            const grid = make("div", "grid"); root.appendChild(grid);
            const cell = make("div", "cell"); grid.appendChild(cell);
            const e = group.members.map(i => entries[i]).find(x => x.cell.sizeCategory === size && x.cell.device === device
              && (x.cell.appearance === appearance || darkOnly.includes(x.cell.context || "")));
            if (!e) { cell.textContent = "not rendered for this device or size"; continue; }
            const frame = make("div", "frame"); cell.appendChild(frame);
            frame.onclick = () => openViewer(e);
            const img = make("img"); counted(img);
            img.src = e.image; img.width = e.width; img.height = e.height; img.alt = group.label; frame.appendChild(img);
            // The VoiceOver toggle: each element VoiceOver stops at, numbered in the order it reads them.
            markCell(frame, e, 1, { readingOrder: document.getElementById("voiceOver").checked });
            const badge = badgeFor(e.image); if (badge) cell.appendChild(make("div")).appendChild(badge);
            if (e.findings.length === 0) cell.appendChild(make("div", "clean", "no problems"));
            else {
              const list = make("ul", "problems");
              for (const f of e.findings) list.appendChild(findingItem(f));
              cell.appendChild(list);
            }
            if (e.tapTargets.length) cell.appendChild(make("div", "clean", "tap targets (hover): " + e.tapTargets.map(t => t.url).join(", ")));
          }
        }
        // Every changed and added cell at every text size, device and appearance, then the removed ones.
        function renderChanged(root) {
          document.getElementById("controls").style.display = "none";
          let shown = 0;
          for (const group of groups) {
            const changed = group.members.map(i => entries[i]).filter(e => changes[e.image]);
            if (!changed.length) continue;
            root.appendChild(make("h2", "", group.label));
            const grid = make("div", "grid"); root.appendChild(grid);
            for (const e of changed) {
              const card = make("div", "cell card"); card.onclick = () => openViewer(e); grid.appendChild(card);
              const img = make("img"); img.loading = "lazy"; img.src = e.image; img.width = e.width / 2; img.height = e.height / 2; img.alt = e.label;
              card.appendChild(img);
              card.appendChild(make("div", "", [e.cell.sizeCategory, e.cell.device, e.cell.appearance].join(" · ")));
              card.appendChild(badgeFor(e.image)); shown++;
            }
          }
          const removed = comparison.cells.filter(c => c.status === "removed");
          if (removed.length) {
            root.appendChild(make("h2", "", "Removed"));
            const grid = make("div", "grid"); root.appendChild(grid);
            for (const c of removed) {
              const card = make("div", "cell card"); card.onclick = () => openByImage(c.image); grid.appendChild(card);
              if (c.before) { const img = make("img"); img.loading = "lazy"; img.src = c.before; img.alt = c.label; img.onload = () => { img.width = img.naturalWidth / imageScale / 2; }; card.appendChild(img); }
              card.appendChild(make("div", "", c.label)); card.appendChild(badgeFor(c.image)); shown++;
            }
          }
          if (!shown) root.appendChild(make("p", "clean", "No cell changed."));
        }
        for (const id of ["size", "device", "appearance", "context", "locale", "voiceOver"]) document.getElementById(id).addEventListener("input", render);
        if (changedOnly) changedOnly.addEventListener("change", render);
        render();
        openFromAddress();
        document.body.dataset.ready = "1";
        </script></body></html>
        """
    }

    /// The usual context of the family a manifest names: a widget family's, or the Live Activity cells' own.
    static func usualContext(forFamilyNamed name: String) -> PresentationContext {
        WidgetFamily(caseName: name).map(PresentationContext.default(for:)) ?? WidgetCell.liveActivityContext
    }

    /// The values in first-seen order, each once.
    static func distinct(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
