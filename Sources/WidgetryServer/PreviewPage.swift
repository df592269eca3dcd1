import WidgetryCheck

/// The preview page: plain HTML, CSS and JavaScript compiled into the binary, so `widgetry serve` needs
/// no files beside it, no build step and no CDN. The script talks only to the JSON and image API.
enum PreviewPage {
    /// The page's markup.
    static let html = #"""
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Widgetry preview</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="/app.css"></head><body>
    <header><h1>Widgetry preview</h1><span id="status" role="status">loading…</span></header>
    <main>
      <section class="controls" aria-label="Settings">
        <label>Widget <select id="widget"></select></label>
        <label>Family <select id="family"></select></label>
        <label>Device <select id="device"></select></label>
        <label>Text size <input id="size" type="range" min="0" max="0" step="1" value="0"> <b id="sizeName"></b></label>
        <label>Appearance <select id="appearance"></select></label>
        <label>Locale <input id="locale" list="locales" size="12" placeholder="as written"><datalist id="locales"></datalist></label>
        <label>Context <select id="context"></select></label>
        <label>Scale <select id="scale"><option>1</option><option>2</option><option selected>3</option></select></label>
        <label>Format <select id="format"><option>png</option><option>svg</option></select></label>
        <label id="timeRow" hidden>Simulated time <input id="time" type="range" min="0" max="0" step="1" value="0"> <b id="timeName"></b></label>
        <label class="check"><input id="showTaps" type="checkbox" checked> tap targets</label>
      </section>
      <section class="preview" aria-label="Preview">
        <div id="frame" class="frame"><img id="preview" alt="widget preview"></div>
        <div class="lists">
          <h2>Diagnostics</h2><ul id="diagnostics" data-count="0"></ul>
          <h2>Tap targets</h2><ul id="taps"></ul>
          <ul id="notes"></ul>
        </div>
      </section>
      <section id="timelineSection" hidden><h2>Timeline (simulated day)</h2><img id="chart" alt="timeline chart"></section>
      <section>
        <h2>Whole matrix</h2>
        <p><button id="checkButton">Check every family, text size and appearance on this device</button></p>
        <div id="matrix"></div>
      </section>
    </main>
    <script src="/app.js"></script>
    </body></html>
    """#

    /// The page's style.
    static let style = #"""
    body { font: 14px -apple-system, "Inter", system-ui, sans-serif; margin: 0; background: #f4f4f7; color: #111; }
    header { display: flex; gap: 16px; align-items: baseline; padding: 12px 24px; background: #fff; box-shadow: 0 1px 3px #0002; position: relative; z-index: 4; }
    h1 { font-size: 20px; margin: 0; } h2 { font-size: 15px; margin: 16px 0 6px; }
    main { padding: 0 24px 40px; }
    #status { color: #666; font-size: 12px; } #status.error { color: #c00; }
    .controls { display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: center; padding: 12px 0; position: sticky; top: 0; background: #f4f4f7; z-index: 3; }
    .controls b { display: inline-block; min-width: 7em; font-weight: 600; }
    .preview { display: flex; gap: 28px; flex-wrap: wrap; align-items: flex-start; margin-top: 8px; }
    .frame { position: relative; display: inline-block; padding: 24px; background: repeating-conic-gradient(#e6e6ea 0 25%, #fafafa 0 50%) 0 0 / 20px 20px; border-radius: 12px; }
    .frame img { display: block; }
    .lists { max-width: 560px; min-width: 280px; flex: 1; }
    ul { padding-left: 18px; margin: 4px 0; } li { margin: 3px 0; }
    li.error { color: #b00; } li.warning { color: #a55a00; } li.info { color: #555; }
    li small { color: #666; display: block; }
    #notes { color: #666; font-size: 12px; }
    .clean { color: #080; list-style: none; margin-left: -18px; }
    .problem { background: #fff; border-radius: 10px; padding: 10px 12px; margin: 8px 0; box-shadow: 0 1px 2px #0002; }
    .problem .cells a { display: inline-block; font-size: 11px; margin: 2px; padding: 1px 6px; border-radius: 8px; background: #eef; color: #224; text-decoration: none; }
    .problem .cells a:hover { background: #dde; }
    #chart { max-width: 100%; background: #fff; border-radius: 8px; }
    """# + CellMarks.css

    /// The page's behaviour.
    static let script = CellMarks.script + #"""
    "use strict";
    const $ = (id) => document.getElementById(id);
    let meta = null, version = 0, sequence = 0, retries = 0;

    function option(select, value, text) { const o = document.createElement("option"); o.value = value; o.textContent = text || value; select.appendChild(o); }
    function widget() { return meta.widgets.find((w) => w.name === $("widget").value) || meta.widgets[0]; }
    function device() { return meta.devices.find((d) => d.name === $("device").value) || meta.devices[0]; }
    function setStatus(text, isError) { $("status").textContent = text; $("status").className = isError ? "error" : ""; }

    function refreshFamilies() {
      const w = widget(), d = device(), keep = $("family").value;
      const families = w.families.filter((f) => d.families.includes(f));
      $("family").innerHTML = "";
      for (const f of families) option($("family"), f);
      if (families.includes(keep)) $("family").value = keep;
    }

    function refreshTime() {
      const t = widget().timeline;
      $("timeRow").hidden = !t; $("timelineSection").hidden = !t;
      if (!t) return;
      $("time").max = String(t.moments.length - 1);
      if (+$("time").value > t.moments.length - 1) $("time").value = "0";
      $("chart").src = "/api/simulate?" + new URLSearchParams({ widget: widget().name, family: t.family, format: "svg" });
    }

    function query() {
      const q = new URLSearchParams({
        widget: $("widget").value, family: $("family").value, device: $("device").value,
        size: meta.sizeCategories[+$("size").value], appearance: $("appearance").value,
        scale: $("scale").value, format: $("format").value });
      // A context is sent only where the family appears in it on this device (the server's list).
      const context = $("context").value, family = $("family").value;
      if (context && ((device().contexts || {})[family] || []).includes(context)) q.set("context", context);
      if ($("locale").value) q.set("locale", $("locale").value);
      const t = widget().timeline;
      if (t) q.set("time", t.moments[+$("time").value]);
      return q;
    }


    async function fetchJSON(url) {
      const response = await fetch(url);
      const body = await response.json().catch(() => ({ error: response.statusText }));
      return { ok: response.ok, status: response.status, retryAfter: +(response.headers.get("Retry-After") || 1), body };
    }

    async function update() {
      const mine = ++sequence, q = query();
      $("sizeName").textContent = meta.sizeCategories[+$("size").value];
      const t = widget().timeline;
      if (t) $("timeName").textContent = t.moments[+$("time").value].replace("T", " ").replace("Z", " UTC");
      history.replaceState(null, "", "#" + q.toString());
      q.set("v", String(version));
      setStatus("rendering…");
      const started = performance.now();
      const result = await fetchJSON("/api/diagnostics?" + q);
      if (mine !== sequence) return;
      if (result.status === 503) { setStatus("server busy; retrying"); setTimeout(update, result.retryAfter * 1000); return; }
      if (!result.ok) { setStatus(result.body.error + (result.body.allowed ? " — allowed: " + result.body.allowed.join(", ") : ""), true); return; }
      const d = result.body, img = $("preview");
      for (const old of [...$("frame").querySelectorAll(".mark")]) old.remove();
      img.width = d.width; img.height = d.height; retries = 0;
      img.onload = () => { if (mine === sequence) setStatus(`${d.cell.widget} · ${d.cell.family} · ${d.cell.device} · ${d.cell.sizeCategory} · ${d.cell.appearance}` + (d.frameLabel ? ` · ${d.frameLabel}` : "") + ` — ${Math.round(performance.now() - started)} ms`); };
      img.onerror = () => { if (mine === sequence && retries++ < 5) setTimeout(() => { img.src = "/api/render?" + q + "&v=" + version + "." + retries; }, 1000); };
      img.src = "/api/render?" + q;
      img.dataset.cell = [d.cell.family, d.cell.device, d.cell.sizeCategory, d.cell.appearance].join("|");
      const list = $("diagnostics"); list.innerHTML = ""; list.dataset.count = String(d.diagnostics.length);
      list.dataset.size = d.cell.sizeCategory;
      if (d.diagnostics.length === 0) { const li = document.createElement("li"); li.className = "clean"; li.textContent = "no problems in this cell"; list.appendChild(li); }
      // The same marks and list items as the gallery's viewer (CellMarks); the frame's padding offsets the marks.
      const marks = markCell($("frame"), { findings: d.diagnostics, tapTargets: d.tapTargets }, 1, { offset: 24 });
      for (const item of d.diagnostics) {
        const li = findingItem(item);
        list.appendChild(li);
        const b = marks.get(item);
        if (b) {
          li.addEventListener("mouseenter", () => b.classList.add("hot"));
          li.addEventListener("mouseleave", () => b.classList.remove("hot"));
        }
      }
      const taps = $("taps"); taps.innerHTML = "";
      if (d.tapTargets.length === 0) { const li = document.createElement("li"); li.className = "clean"; li.textContent = "none: a tap opens the app"; taps.appendChild(li); }
      for (const target of d.tapTargets) {
        const li = document.createElement("li"); li.textContent = (target.isWidgetURL ? "widgetURL " : "Link ") + target.url; taps.appendChild(li);
      }
      const notes = $("notes"); notes.innerHTML = "";
      for (const note of d.notes) { const li = document.createElement("li"); li.textContent = note; notes.appendChild(li); }
    }

    function applyHash() {
      const q = new URLSearchParams(location.hash.slice(1));
      const set = (id, value) => { if (value !== null && [...$(id).options].some((o) => o.value === value)) $(id).value = value; };
      set("widget", q.get("widget")); set("device", q.get("device"));
      refreshFamilies(); refreshTime();
      set("family", q.get("family")); set("appearance", q.get("appearance")); set("context", q.get("context")); if (q.get("locale")) $("locale").value = q.get("locale"); set("scale", q.get("scale")); set("format", q.get("format"));
      const size = meta.sizeCategories.indexOf(q.get("size")); if (size >= 0) $("size").value = String(size);
      const t = widget().timeline, time = t ? t.moments.indexOf(q.get("time")) : -1; if (time >= 0) $("time").value = String(time);
    }

    async function checkMatrix() {
      const w = widget().name, d = device().name;
      $("matrix").textContent = "checking " + w + " on " + d + "…";
      const result = await fetchJSON("/api/check?" + new URLSearchParams({ widget: w, device: d }));
      if (result.status === 503) { setTimeout(checkMatrix, result.retryAfter * 1000); return; }
      if (!result.ok) { $("matrix").textContent = result.body.error; return; }
      const report = result.body, root = $("matrix"); root.innerHTML = "";
      const summary = document.createElement("p");
      const errors = report.problems.filter((p) => p.severity === "error").length, warnings = report.problems.filter((p) => p.severity === "warning").length;
      summary.textContent = `${report.cellCount} cells of ${w} on ${d}: ${errors} errors, ${warnings} warnings, ${report.failures.length} failed cells.`;
      root.appendChild(summary);
      for (const p of report.problems) {
        const div = document.createElement("div"); div.className = "problem";
        const title = document.createElement("div"); title.className = p.severity;
        title.innerHTML = ""; title.textContent = `${p.severity.toUpperCase()} · ${p.family} · ${p.kind} — ${p.message}`;
        const detail = document.createElement("small"); detail.textContent = `${p.path}; starts at ${p.firstSizeCategory}. Fix: ${p.suggestion}`;
        const cells = document.createElement("div"); cells.className = "cells";
        for (const c of p.cells) {
          const a = document.createElement("a");
          a.href = "#" + new URLSearchParams({ widget: c.widget, family: c.family, device: c.device, size: c.sizeCategory, appearance: c.appearance, scale: $("scale").value, format: $("format").value });
          a.textContent = `${c.sizeCategory} · ${c.appearance}`; a.title = `${c.family} · ${c.device}`;
          cells.appendChild(a);
        }
        div.append(title, detail, cells); root.appendChild(div);
      }
      for (const f of report.failures) { const p = document.createElement("p"); p.className = "error"; p.textContent = "FAILED " + f; root.appendChild(p); }
    }

    let instance = null;
    async function pollVersion() {
      try {
        const result = await fetchJSON("/api/version");
        // Another server process: the widget's code was rebuilt, so its widgets and families may differ.
        // Reload, keeping the settings in the address (the hash).
        if (result.ok && instance !== null && result.body.instance !== instance) { location.reload(); return; }
        if (result.ok) instance = result.body.instance;
        if (result.ok && result.body.version !== version) { version = result.body.version; update(); }
      } catch (error) { setStatus("server unreachable", true); }
    }

    async function start() {
      const result = await fetchJSON("/api/widgets");
      if (!result.ok) { setStatus(result.body.error || "cannot load widgets", true); return; }
      meta = result.body; version = meta.version;
      for (const w of meta.widgets) option($("widget"), w.name, w.displayName ? `${w.displayName} (${w.name})` : w.name);
      for (const d of meta.devices) option($("device"), d.name);
      $("device").value = meta.defaultDevice;
      for (const a of meta.appearances) option($("appearance"), a);
      // The text sizes, locales and contexts come from the server's lists, not from this page.
      $("size").max = String(meta.sizeCategories.length - 1);
      $("size").value = String(Math.max(meta.sizeCategories.indexOf("large"), 0));
      const localizations = [...new Set(meta.widgets.flatMap((w) => w.localizations || []))];
      for (const l of [...localizations, ...meta.pseudoLocales]) option($("locales"), l);
      option($("context"), "", meta.usualContextsName);
      for (const c of meta.contexts) if (!meta.usualContexts.includes(c)) option($("context"), c);
      $("scale").innerHTML = ""; for (const s of meta.scales) option($("scale"), String(s));
      $("scale").value = String(Math.min(3, meta.scales[meta.scales.length - 1]));
      applyHash(); refreshFamilies(); refreshTime();
      for (const id of ["widget", "device"]) $(id).addEventListener("change", () => { refreshFamilies(); refreshTime(); $("matrix").innerHTML = ""; update(); });
      for (const id of ["family", "appearance", "context", "locale", "scale", "format"]) $(id).addEventListener("change", update);
      for (const id of ["size", "time"]) $(id).addEventListener("input", update);
      $("showTaps").addEventListener("change", () => $("frame").classList.toggle("noTaps", !$("showTaps").checked));
      $("checkButton").addEventListener("click", checkMatrix);
      window.addEventListener("hashchange", () => { applyHash(); update(); });
      setInterval(pollVersion, 1000);
      update();
    }
    start();
    """#
}
