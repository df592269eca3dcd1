#!/usr/bin/env python3
"""Lays out the benchmark's trees with Taffy (`stretchable`) and Yoga (`poga`) and merges the figures into
the Swift benchmark's table.

Usage: bench-compare.py SWIFT_JSON OUT_JSON [--quick]

SWIFT_JSON is what `WidgetryBenchmarks --json` wrote. Its `layoutTrees` describe the trees Widgetry laid out
(a column of rows of leaves, the spacing, each leaf's fixed size, or the size Widgetry measured for each text
leaf), so both sides lay out the same shapes with the same leaf sizes. Only the layout computation is timed:
trees are built and marked dirty outside the timer, and the Python wrappers' result read-back
(`Node.compute_layout` walks every node in Python afterwards) is skipped by calling the engines' entry points
directly. Text leaves answer from a dictionary: the "cached measure" the Swift side has too. The measure
callback still crosses from Rust/C++ into Python for each call, a cost the Python bindings add; the report says
so beside the figure.
"""
import json
import math
import os
import statistics
import sys
import time

try:
    from stretchable import taffylib
    from stretchable.context import taffy
    from stretchable.style import AlignItems, FlexDirection, Length, Style
    import poga.libpoga_capi as yoga
except ImportError as error:  # pragma: no cover - the script's own venv has both
    sys.exit(f"bench-compare.py: {error}; run scripts/bench.sh, which installs stretchable and poga into .venv-bench")


def median_seconds(iterations, prepare, compute):
    """Median wall time of `compute` over `iterations` runs, each after an untimed `prepare` (marking dirty)."""
    prepare()
    compute()  # warm-up, as the Swift side does
    samples = []
    for _ in range(iterations):
        prepare()
        start = time.perf_counter_ns()
        compute()
        samples.append((time.perf_counter_ns() - start) / 1e9)
    return statistics.median(samples)


def leaf_sizes(tree):
    """(width, height) of each leaf, row by row."""
    rows, columns = tree["rows"], tree["columns"]
    if tree["kind"] == "fixed":
        return [[tuple(tree["leafSize"])] * columns for _ in range(rows)]
    sizes = tree["textSizes"]
    return [[tuple(sizes[tree["textPattern"].format(row=r % 10, column=c % 10)]) for c in range(columns)] for r in range(rows)]


# --- Taffy -----------------------------------------------------------------------------------------------

def taffy_time(tree, iterations):
    spacing = tree["spacing"]
    ptr = taffy._ptr

    styles = {}

    def style(**kwargs):
        # Converting a Style is slow in Python and every leaf of a kind has the same one: convert it once.
        key = repr(sorted(kwargs.items()))
        if key not in styles:
            styles[key] = Style(**kwargs).to_dict()
        return styles[key]

    column_style = style(flex_direction=FlexDirection.COLUMN, align_items=AlignItems.CENTER, gap=Length.from_any(spacing))
    row_style = style(flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER, gap=Length.from_any(spacing), flex_shrink=0)
    measured = {}
    leaves = []
    root = taffylib.node_create(ptr, column_style)
    for row_sizes in leaf_sizes(tree):
        row = taffylib.node_create(ptr, row_style)
        taffylib.node_add_child(ptr, root, row)
        for width, height in row_sizes:
            if tree["kind"] == "fixed":
                leaf = taffylib.node_create(ptr, style(size=(width, height), flex_shrink=0))
            else:
                leaf = taffylib.node_create(ptr, style(flex_shrink=0))
                taffylib.node_set_measure(ptr, leaf, True)
                measured[leaf] = (width, height)
            taffylib.node_add_child(ptr, row, leaf)
            leaves.append(leaf)
    available = {"width": {"dim": 1, "value": tree["canvas"][0]}, "height": {"dim": 1, "value": tree["canvas"][1]}}

    def measure(known_width, known_height, available_width, available_height, node):
        width, height = measured[node]
        return (known_width if not math.isnan(known_width) else width,
                known_height if not math.isnan(known_height) else height)

    def prepare():
        for leaf in leaves:  # marks each leaf and its ancestors: the whole tree is laid out afresh
            taffylib.node_mark_dirty(ptr, leaf)

    def compute():
        assert taffylib.node_compute_layout_with_measure(ptr, root, available, measure)

    seconds = median_seconds(iterations, prepare, compute)
    layout = taffylib.PyLayout()
    taffylib.node_get_layout(ptr, root, layout)
    taffylib.node_drop_all(ptr)
    return seconds, (layout.width, layout.height)


# --- Yoga ------------------------------------------------------------------------------------------------

def yoga_time(tree, iterations):
    spacing = tree["spacing"]
    config = yoga.YGConfigNew()
    keep = []  # measure callbacks must outlive the nodes

    def node():
        made = yoga.YGNodeNewWithConfig(config)
        yoga.YGNodeStyleSetFlexShrink(made, 0)
        return made

    root = node()
    yoga.YGNodeStyleSetFlexDirection(root, yoga.YGFlexDirection.Column)
    yoga.YGNodeStyleSetAlignItems(root, yoga.YGAlign.Center)
    # poga's Yoga has no `gap`: a leading margin on every child but the first is the same spacing.
    for r, row_sizes in enumerate(leaf_sizes(tree)):
        row = node()
        yoga.YGNodeStyleSetFlexDirection(row, yoga.YGFlexDirection.Row)
        yoga.YGNodeStyleSetAlignItems(row, yoga.YGAlign.Center)
        if r:
            yoga.YGNodeStyleSetMargin(row, yoga.YGEdge.Top, spacing)
        yoga.YGNodeInsertChild(root, row, r)
        for c, (width, height) in enumerate(row_sizes):
            leaf = node()
            if tree["kind"] == "fixed":
                yoga.YGNodeStyleSetWidth(leaf, width)
                yoga.YGNodeStyleSetHeight(leaf, height)
            else:
                def measure(_node, w, w_mode, h, h_mode, size=(width, height)):
                    return yoga.YGSize(w if w_mode == yoga.YGMeasureMode.Exactly else size[0],
                                       h if h_mode == yoga.YGMeasureMode.Exactly else size[1])
                keep.append(measure)
                yoga.YGNodeSetMeasureFunc(leaf, measure)
            if c:
                yoga.YGNodeStyleSetMargin(leaf, yoga.YGEdge.Left, spacing)
            yoga.YGNodeInsertChild(row, leaf, c)
    def prepare():
        yoga.YGNodeMarkDirtyAndPropogateToDescendants(root)

    # An undefined available size: a Yoga root otherwise stretches to it, where Widgetry's and Taffy's roots
    # take their content's size inside the canvas.
    def compute():
        yoga.YGNodeCalculateLayout(root, math.nan, math.nan, yoga.YGDirection.LTR)

    seconds = median_seconds(iterations, prepare, compute)
    size = (yoga.YGNodeLayoutGetWidth(root), yoga.YGNodeLayoutGetHeight(root))
    yoga.YGNodeFreeRecursive(root)
    yoga.YGConfigFree(config)
    return seconds, size


# --- The merged table ------------------------------------------------------------------------------------

def row(key, group, name, value, unit, baseline_name=None, baseline_value=None, note=None):
    ratio = value / baseline_value if baseline_value else None
    return {"key": key, "group": group, "name": name, "value": value, "unit": unit,
            "baselineName": baseline_name, "baselineValue": baseline_value, "ratio": ratio, "note": note}


def fmt(value):
    if value is None:
        return "-"
    return f"{value:.0f}" if abs(value) >= 100 else f"{value:.3f}"


def print_table(rows):
    header = ["benchmark", "value", "unit", "baseline", "baseline value", "ratio"]
    lines = [header] + [[r["name"], fmt(r["value"]), r["unit"], r["baselineName"] or "-", fmt(r["baselineValue"]),
                         f"{r['ratio']:.2f}×" if r["ratio"] is not None else "-"] for r in rows]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for index, line in enumerate(lines):
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(line)).rstrip())
        if index == 0:
            print("  ".join("-" * w for w in widths))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    quick = "--quick" in sys.argv
    if len(args) != 2:
        sys.exit(__doc__)
    with open(args[0]) as handle:
        report = json.load(handle)
    rows = report["rows"]
    extra = []
    for tree in report.get("layoutTrees", []):
        iterations = 3 if quick else tree["iterations"]
        label = f"{tree['nodes']:,} {tree['kind']} leaves"
        taffy_seconds, taffy_size = taffy_time(tree, iterations)
        yoga_seconds, yoga_size = yoga_time(tree, iterations)
        widgetry = next((r for r in rows if r["key"] == tree["key"]), None)
        taffy_ms, yoga_ms = taffy_seconds * 1e3, yoga_seconds * 1e3
        group = "layout"
        note = "Python measure callback per text leaf" if tree["kind"] == "text" else None
        extra.append(row(tree["key"] + ".taffy", group, f"Taffy layout, {label}", taffy_ms, "ms", note=note))
        extra.append(row(tree["key"] + ".yoga", group, f"Yoga layout, {label}", yoga_ms, "ms", note=note))
        if widgetry:
            extra.append(row(tree["key"] + ".vs-taffy", group, f"Widgetry/Taffy, {label}", widgetry["value"], "ms",
                             "Taffy", taffy_ms, note=widgetry.get("note")))
            extra.append(row(tree["key"] + ".vs-yoga", group, f"Widgetry/Yoga, {label}", widgetry["value"], "ms",
                             "Yoga", yoga_ms, note=widgetry.get("note")))
        freed = next((r for r in rows if r["key"] == tree["key"] + ".freed"), None)
        if freed:
            extra.append(row(tree["key"] + ".freed.vs-taffy", group, f"Widgetry layout + freeing the result/Taffy, {label}",
                             freed["value"], "ms", "Taffy", taffy_ms, note=freed.get("note")))
        # The same shape on each side: the root's size must agree (to rounding).
        expected = tree.get("rootSize")
        if expected:
            for engine, size in (("Taffy", taffy_size), ("Yoga", yoga_size)):
                if abs(size[0] - expected[0]) > 1 or abs(size[1] - expected[1]) > 1:
                    print(f"warning: {engine} laid {label} out as {size}, Widgetry as {tuple(expected)}", file=sys.stderr)
    # Layout comparisons sit with the layout rows.
    last_layout = max((i for i, r in enumerate(rows) if r["group"] == "layout"), default=len(rows) - 1)
    merged = rows[:last_layout + 1] + extra + rows[last_layout + 1:]
    report["rows"] = merged
    report.pop("layoutTrees", None)
    report["layoutEngines"] = {"stretchable (Taffy)": version("stretchable"), "poga (Yoga)": version("poga")}
    print_table(merged)
    with open(args[1], "w") as handle:
        json.dump(report, handle, indent=2, ensure_ascii=False)
        handle.write("\n")


def version(package):
    try:
        from importlib.metadata import version as installed
        return installed(package)
    except Exception:
        return None


if __name__ == "__main__":
    main()
    sys.stdout.flush()
    # poga keeps the Python measure callbacks in C++ objects that its module teardown releases without
    # holding the GIL, which aborts the interpreter at exit; everything is written by now, so leave directly.
    os._exit(0)
