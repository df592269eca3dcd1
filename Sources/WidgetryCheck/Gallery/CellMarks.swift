import Foundation

/// What every page that shows a cell draws on it and lists beside it — the gallery's contact sheet and viewer,
/// the matrix page's viewer and the live preview (`widgetry serve`): findings outlined in their severity's
/// colour, tap targets dashed, VoiceOver's reading order as numbered marks, and each finding as a list item with
/// its fix. One implementation, so a cell reads the same wherever it is opened.
///
/// The script takes frames as reports encode them (`[[x, y], [width, height]]`) or as the server's JSON does
/// (`{x, y, width, height}`).
public enum CellMarks {
    /// The marks' styles.
    public static let css = """
    .mark { position: absolute; box-sizing: border-box; pointer-events: none; border-radius: 3px; z-index: 1; }
    .mark.error { border: 2px solid #ff3b30; } .mark.warning { border: 2px solid #ff9500; } .mark.info { border: 2px solid #007aff; }
    .mark.tap { border: 2px dashed #007aff; }
    .mark.hot { box-shadow: 0 0 0 3px #ffd60a; }
    .mark.vo { border: 1px solid #6a1b9a; }
    .mark.vo span { position: absolute; left: -7px; top: -7px; min-width: 14px; height: 14px; border-radius: 7px; background: #6a1b9a; color: #fff; font-size: 10px; line-height: 14px; text-align: center; }
    .noTaps .mark.tap { display: none; }
    .problems { max-width: 520px; font-size: 12px; margin: 8px 0 0; padding-left: 18px; }
    .problems .error { color: #c00; } .problems .warning { color: #a60; } .problems .info { color: #0059b3; }
    .problems .fix { color: #555; }
    """

    /// `addMark(container, kind, frame, title, zoom, offset)` places one mark; `markCell(container, cell, zoom,
    /// options)` marks a cell's `findings`, `tapTargets` and (with `options.readingOrder`) `readingOrder`, and
    /// returns each finding's mark; `findingItem(finding)` is a finding's list item.
    public static let script = #"""
    function markRect(frame) {
      return Array.isArray(frame) ? { x: frame[0][0], y: frame[0][1], width: frame[1][0], height: frame[1][1] } : frame;
    }
    function addMark(container, kind, frame, title, zoom, offset) {
      const r = markRect(frame), z = zoom || 1, o = offset || 0, node = document.createElement("div");
      node.className = "mark " + kind; node.title = title || "";
      Object.assign(node.style, { left: o + r.x * z + "px", top: o + r.y * z + "px", width: r.width * z + "px", height: r.height * z + "px" });
      container.appendChild(node);
      return node;
    }
    function markCell(container, cell, zoom, options) {
      const o = (options && options.offset) || 0, marks = new Map();
      for (const f of cell.findings || []) if (f.frame) marks.set(f, addMark(container, f.severity, f.frame, f.message, zoom, o));
      for (const t of cell.tapTargets || []) addMark(container, "tap", t.frame, t.url, zoom, o);
      if (options && options.readingOrder) (cell.readingOrder || []).forEach((m, i) => {
        const mark = addMark(container, "vo", m.frame, (i + 1) + ". " + m.spoken, zoom, o);
        const number = document.createElement("span"); number.textContent = String(i + 1); mark.appendChild(number);
      });
      return marks;
    }
    function findingItem(f) {
      const item = document.createElement("li"); item.className = f.severity;
      item.textContent = f.severity + " · " + f.kind + (f.path ? " at " + f.path : "") + " — " + f.message;
      if (f.suggestion) { const fix = document.createElement("div"); fix.className = "fix"; fix.textContent = "fix: " + f.suggestion; item.appendChild(fix); }
      return item;
    }
    """#
}
