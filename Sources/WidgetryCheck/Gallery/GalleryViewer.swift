import Foundation

/// What both gallery pages share: the data they embed, the cell viewer that opens when a cell is clicked
/// (the image large with its findings and tap targets outlined, and before, after and difference images when
/// the gallery was compared), badges, and escaping for HTML and inline scripts.
enum GalleryViewer {
    /// The page's data as script declarations: `entries` (the manifest's), `labels` (each entry's
    /// ``GalleryEntry/label``), `comparison` (or `null`), `imageScale`.
    static func data(_ manifest: GalleryManifest, comparison: GalleryComparison?) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let entries = try scriptJSON(encoder.encode(manifest.entries))
        let labels = try scriptJSON(encoder.encode(manifest.entries.map(\.label)))
        let compared = try comparison.map { try scriptJSON(encoder.encode($0)) } ?? "null"
        return "const entries = \(entries);\nconst labels = \(labels);\nconst comparison = \(compared);\nconst imageScale = \(manifest.scale);"
    }

    /// JSON safe inside a `<script>` element: `<` written as `\u003c`, so text such as `</script>` in a
    /// finding's message cannot end the element.
    static func scriptJSON(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// `text` safe as HTML text or a quoted attribute value.
    static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }

    /// The banner over a compared gallery: counts and the base folder.
    static func comparisonBanner(_ comparison: GalleryComparison?) -> String {
        guard let comparison else { return "" }
        return """
        <p class="compared"><b>\(comparison.changed.count) of \(comparison.cellCount) cells changed</b>, \(comparison.added.count) added, \
        \(comparison.removed.count) removed — compared with <code>\(escape(comparison.base))</code>. \
        <label><input id="changedOnly" type="checkbox"> changed only</label></p>
        """
    }

    /// Styles for badges, outlines and the viewer.
    static let css = """
    .badge { display: inline-block; font-size: 11px; font-weight: 600; padding: 1px 7px; border-radius: 9px; color: #fff; background: #ff2d55; margin: 4px 4px 0 0; }
    .badge.added { background: #34c759; } .badge.removed { background: #8e8e93; }
    .compared { background: #fff; border-left: 4px solid #ff2d55; padding: 8px 12px; border-radius: 6px; }
    .viewer { position: fixed; inset: 0; background: #000a; z-index: 10; overflow: auto; display: flex; justify-content: center; align-items: flex-start; padding: 32px 0; }
    .viewer .panel { background: #fff; border-radius: 12px; padding: 16px 20px; max-width: 94vw; position: relative; }
    .viewer .close { position: absolute; right: 10px; top: 8px; border: 0; background: none; font-size: 24px; cursor: pointer; }
    .viewer h3 { margin: 0 32px 8px 0; font-size: 15px; }
    .viewer .views button { margin: 0 4px 8px 0; padding: 3px 10px; border: 1px solid #bbb; border-radius: 6px; background: #f4f4f7; cursor: pointer; }
    .viewer .views button.active { background: #111; color: #fff; border-color: #111; }
    .viewer .frame { position: relative; display: inline-block; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .viewer .frame img { display: block; }
    .viewer .stats { font-size: 12px; color: #555; }
    \(CellMarks.css)
    """

    /// The viewer: `openViewer(entry)` shows an entry (or, for a removed cell, `{image, label}`) large;
    /// `openFromAddress()` opens the cell a `#cell=IMAGE_PATH` address names.
    static let script = CellMarks.script + #"""
    const changes = {};
    if (comparison) for (const c of comparison.cells) changes[c.image] = c;
    const severities = ["info", "warning", "error"];
    function make(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }
    function worstSeverity(entry) {
      let worst = -1;
      for (const f of entry.findings || []) worst = Math.max(worst, severities.indexOf(f.severity));
      return worst < 0 ? "" : severities[worst];
    }
    function badgeFor(image) {
      const change = changes[image];
      return change ? make("span", "badge " + change.status, change.status) : null;
    }
    // The open cell is kept in the address (#cell=images/…), so a link to it — pasted in a review — opens it.
    function remember(image) {
      try { history.replaceState(null, "", image ? "#cell=" + encodeURIComponent(image) : location.pathname + location.search); } catch (e) {}
    }
    function closeViewer() {
      const open = document.getElementById("viewer");
      if (open) { open.remove(); remember(null); }
    }
    function openByImage(image) {
      const entry = entries.find(e => e.image === image);
      if (entry) return openViewer(entry);
      const gone = comparison && comparison.cells.find(c => c.image === image && c.status === "removed");
      if (gone) openViewer({ image: gone.image, label: gone.label });
    }
    function openFromAddress() {
      const match = location.hash.match(/^#cell=(.+)$/);
      if (match) openByImage(decodeURIComponent(match[1]));
    }
    function openViewer(entry) {
      closeViewer();
      remember(entry.image);
      const change = changes[entry.image];
      const shade = make("div", "viewer"); shade.id = "viewer";
      shade.addEventListener("click", event => { if (event.target === shade) closeViewer(); });
      const panel = make("div", "panel"); shade.appendChild(panel);
      const close = make("button", "close", "×"); close.title = "Close (Esc)"; close.onclick = closeViewer; panel.appendChild(close);
      panel.appendChild(make("h3", "", entry.label));
      const badge = badgeFor(entry.image); if (badge) panel.appendChild(badge);
      // The images to switch between: the cell alone, or after / before / difference when it changed.
      let views = [["Image", entry.image]];
      if (change && change.status === "changed") views = [["After", change.after || entry.image], ["Before", change.before], ["Difference", change.diff]].filter(v => v[1]);
      if (change && change.status === "removed") views = [["Before", change.before]].filter(v => v[1]);
      const tabs = make("div", "views"); panel.appendChild(tabs);
      const frame = make("div", "frame"); panel.appendChild(frame);
      const zoom = entry.width ? Math.min(2, Math.max(1, window.innerWidth * 0.6 / entry.width)) : 1;
      function show(index) {
        frame.innerHTML = "";
        [...tabs.children].forEach((b, i) => b.classList.toggle("active", i === index));
        const img = make("img"); img.src = views[index][1]; img.alt = views[index][0];
        if (entry.width) { img.width = entry.width * zoom; img.height = entry.height * zoom; }
        else img.onload = () => { img.width = img.naturalWidth / imageScale; };
        frame.appendChild(img);
        // Findings and tap targets belong to this revision's image, so only it is outlined.
        if (!["Image", "After"].includes(views[index][0])) return;
        markCell(frame, entry, zoom);
      }
      views.forEach((v, i) => { const b = make("button", "", v[0]); b.onclick = () => show(i); tabs.appendChild(b); });
      if (views.length < 2) tabs.style.display = "none";
      if (views.length) show(0);
      if (change && change.differentPixels !== undefined) {
        panel.appendChild(make("div", "stats", change.differentPixels + " pixels differ" +
          (change.antialiasedPixels ? " (" + change.antialiasedPixels + " more judged anti-aliasing, not counted)" : "") +
          "; red in the difference image, yellow for anti-aliasing."));
      }
      if (change && change.note) panel.appendChild(make("div", "stats", change.note));
      const findings = entry.findings || [];
      if (entry.findings) {
        if (!findings.length) panel.appendChild(make("div", "stats", "no problems"));
        const list = make("ul", "problems");
        for (const f of findings) list.appendChild(findingItem(f));
        panel.appendChild(list);
      }
      if ((entry.tapTargets || []).length) panel.appendChild(make("div", "stats", "tap targets (dashed): " + entry.tapTargets.map(t => t.url).join(", ")));
      document.body.appendChild(shade);
    }
    document.addEventListener("keydown", event => { if (event.key === "Escape") closeViewer(); });
    entries.forEach((e, i) => { e.label = labels[i]; });
    """#
}
