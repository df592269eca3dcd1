#!/usr/bin/env python3
"""Generate Sources/WidgetryReference/Generated/*.swift from Reference/*.json.

Usage (from anywhere):
    python3 scripts/generate-reference.py           # (re)write the generated Swift files
    python3 scripts/generate-reference.py --check   # exit 1 if a generated file is missing or stale

Standard library only. The JSON files in Reference/ are the single source of truth: every number that
appears in WidgetryReference comes from them through this script. The few facts that are NOT in the
JSON (iPad model names, each screen's default pixel scale, CSS weight numbers, which device is the
default) are tables at the top of this file, each with the reason it exists.
"""

import json
import os
import re
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE_DIR = os.path.join(ROOT, "Reference")
OUTPUT_DIR = os.path.join(ROOT, "Sources", "WidgetryReference", "Generated")
SCRIPT = "scripts/generate-reference.py"

# --------------------------------------------------------------------------------------------------
# Tables that are not in the JSON
# --------------------------------------------------------------------------------------------------

# The Swift case names of DynamicTypeSize, in order. The JSON's `swiftUIDynamicTypeSize` column must
# list exactly these (checked below), so the generated switches stay exhaustive.
DYNAMIC_TYPE_SIZE_CASES = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
]

TYPE_STYLE_CASES = [
    "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
    "footnote", "caption1", "caption2",
]

# CSS font-weight numbers for the HIG weight names (CSS Fonts Level 4, "font-weight" numeric values;
# the same scale Pango and fontconfig use), so the graphics module can pick a face without a lookup.
CSS_WEIGHTS = {
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
}

# Default pixel scale per screen (points -> pixels). Not in the HIG widget table. Apple's device
# specifications: every iPhone from the X onwards and every Plus/Max model renders @3x; the 4-inch and
# 4.7-inch iPhones (5/5s/SE 1st gen, 6/6s/7/8, SE 2nd/3rd gen) and every iPad are @2x. 414x896 is shared
# by the XR/11 (@2x) and the XS Max/11 Pro Max (@3x); the profile is named after the 11 Pro Max, so @3x.
SCALE_BY_SCREEN_KEY = {
    "430x932": 3, "428x926": 3, "414x896": 3, "414x736": 3, "393x852": 3, "390x844": 3,
    "375x812": 3, "375x667": 2, "360x780": 3, "320x568": 2,
    # Derived rows (iPhoneDerived): iPhone 16 Pro/17/17 Pro, Air, 16/17 Pro Max are all @3x (Apple's
    # technical specifications: 2622x1206, 2736x1260, 2868x1320 pixels).
    "402x874": 3, "420x912": 3, "440x956": 3,
}
IPAD_SCALE = 2

# widget-sizes.json lists no example devices for iPad screens. Readable names from Apple's iPad
# technical specifications (screen points = native pixels / 2). The first entry is the profile's
# name (the most recent model with that screen); the rest are aliases. Informational only, like
# exampleDevices_informational for iPhones.
IPAD_NAMES = {
    "1024x1366": ["iPad Pro 12.9-inch (6th generation)", "iPad Pro 12.9-inch", "iPad Air 13-inch (M2)"],
    "834x1194": ["iPad Pro 11-inch (4th generation)", "iPad Pro 11-inch"],
    "834x1112": ["iPad Air (3rd generation)", "iPad Pro 10.5-inch"],
    "820x1180": ["iPad (10th generation)", "iPad Air (4th generation)", "iPad Air (5th generation)",
                 "iPad Air 11-inch (M2)"],
    "810x1080": ["iPad (9th generation)", "iPad (7th generation)", "iPad (8th generation)",
                 "iPad 10.2-inch"],
    "768x1024": ["iPad mini (5th generation)", "iPad (6th generation)", "iPad (5th generation)",
                 "iPad Air 2", "iPad Pro 9.7-inch", "iPad mini 4"],
    "744x1133": ["iPad mini (6th generation)", "iPad mini (A17 Pro)"],
}

# When a device name is listed for two screens, the screen that keeps it. The 12/13 mini has a
# 360x780 screen; UIScreen reports 375x812 (the system renders at 375x812 and downsamples), so the
# HIG's 360x780 row is the mini's own. "iPhone SE" alone means the current (2nd/3rd gen, 375x667) SE.
# In every other row a contested name is dropped, or kept qualified by its generation note
# ("iPhone SE (1st gen)") when it has one.
PREFERRED_SCREEN_FOR_NAME = {
    "iPhone 12 mini": "360x780",
    "iPhone 13 mini": "360x780",
    "iPhone SE": "375x667",
}

# DeviceCatalog.defaultDevice: the 6.1-inch 393x852 screen (iPhone 14 Pro / 15 / 15 Pro / 16), the
# most common current iPhone size and Xcode's default preview device class.
DEFAULT_SCREEN_KEY = "393x852"

# Rows with displayZoomMoreSpace are skipped: they describe a user setting (Display Zoom = More
# Space), not a device, and canvas == device there. Documented on DeviceCatalog.all.
SKIP_DISPLAY_ZOOM_MORE_SPACE = True

# --------------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------------


class GeneratorError(Exception):
    pass


def require(condition, message):
    if not condition:
        raise GeneratorError(message)


def load(name):
    with open(os.path.join(REFERENCE_DIR, name), encoding="utf-8") as f:
        return json.load(f)


def swift_string(value):
    escaped = (value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
               .replace("\t", "\\t").replace("\r", "\\r"))
    return '"' + escaped + '"'


def swift_number(value):
    require(isinstance(value, (int, float)) and not isinstance(value, bool), f"not a number: {value!r}")
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return repr(value)


def swift_string_array(values, indent):
    if not values:
        return "[]"
    pad = " " * (indent + 4)
    inner = ",\n".join(pad + swift_string(v) for v in values)
    return "[\n" + inner + ",\n" + " " * indent + "]"


def doc(text, indent=4, width=104):
    """A /// doc comment, wrapped; blank lines in `text` become paragraph breaks."""
    pad = " " * indent
    lines = []
    for i, para in enumerate(text.strip().split("\n\n")):
        if i:
            lines.append(pad + "///")
        if para.startswith("- ") or para.startswith("```"):
            for raw in para.split("\n"):
                lines.append(pad + "/// " + raw)
            continue
        for line in textwrap.wrap(" ".join(para.split()), width - indent - 4,
                                  break_long_words=False, break_on_hyphens=False):
            lines.append(pad + "/// " + line)
    return "\n".join(lines)


def header(json_name, sources, notes=()):
    """File header: provenance and the sources the JSON cites."""
    out = [
        f"// Generated by {SCRIPT} from Reference/{json_name} — do not edit.",
        f"// Regenerate with `python3 {SCRIPT}`; `--check` verifies this file is current.",
        "//",
        "// Sources cited by the JSON:",
    ]
    for source in sources:
        if isinstance(source, str):
            out.append("//   - " + source)
            continue
        first = f"//   - {source.get('id', 'source')}: " + (source.get("url") or source.get("repoPath", ""))
        out.append(first)
        for key in ("what", "repoPath", "accessedVia"):
            value = source.get(key)
            if value is None or (key == "repoPath" and "url" not in source):
                continue
            values = value if isinstance(value, list) else [value]
            for v in values:
                label = "" if key == "what" else ("via " if key == "accessedVia" else "repo ")
                for j, line in enumerate(textwrap.wrap(label + v, 92, break_long_words=False,
                                                       break_on_hyphens=False)):
                    out.append("//       " + line)
    for note in notes:
        out.append("//")
        for j, line in enumerate(textwrap.wrap("Note: " + note, 96, break_long_words=False,
                                               break_on_hyphens=False)):
            out.append("// " + line)
    out.append("")
    out.append("import Foundation")
    out.append("")
    return "\n".join(out)


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def normalized(name):
    """The lookup key DeviceCatalog uses: lowercase letters and digits only."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


# --------------------------------------------------------------------------------------------------
# dynamic-type.json
# --------------------------------------------------------------------------------------------------


def generate_dynamic_type(data):
    categories = data["contentSizeCategories"]
    require([c["id"] for c in categories] == data["categoryOrder"], "categoryOrder != contentSizeCategories")
    require([c["swiftUIDynamicTypeSize"] for c in categories] == DYNAMIC_TYPE_SIZE_CASES,
            "swiftUIDynamicTypeSize names differ from DynamicTypeSize's cases")
    require(data["textStyleOrder"] == TYPE_STYLE_CASES, "textStyleOrder differs from TypeStyle's cases")
    require(data["defaultCategory"] == "large", "the table is expected to be relative to large")
    case_for_id = {c["id"]: c["swiftUIDynamicTypeSize"] for c in categories}
    sources = data["sources"]
    files = {}

    # DynamicTypeSize+Reference.swift ------------------------------------------------------------
    def size_switch(name, kind, docstring, value_of):
        lines = [doc(docstring), f"    public var {name}: {kind} {{", "        switch self {"]
        for c in categories:
            lines.append(f"        case .{c['swiftUIDynamicTypeSize']}: return {value_of(c)}")
        lines += ["        }", "    }"]
        return "\n".join(lines)

    body = [
        header("dynamic-type.json", sources),
        "extension DynamicTypeSize {",
        size_switch("referenceID", "String",
                    "The category's id in Reference/dynamic-type.json (`contentSizeCategories[].id`), "
                    "e.g. `\"xSmall\"` or `\"accessibilityExtraExtraExtraLarge\"`.",
                    lambda c: swift_string(c["id"])),
        "",
        size_switch("higLabel", "String",
                    "The column label the Apple HIG typography page uses for this size, e.g. "
                    "`\"Large (default)\"` or `\"AX3\"`.",
                    lambda c: swift_string(c["higLabel"])),
        "",
        size_switch("uiKitRawValue", "String",
                    "UIKit's `UIContentSizeCategory` raw value, e.g. `\"UICTContentSizeCategoryL\"`.",
                    lambda c: swift_string(c["uiKitRawValue"])),
        "",
        size_switch("isAccessibilitySize", "Bool",
                    "Whether this is one of the five accessibility sizes (SwiftUI "
                    "`DynamicTypeSize.isAccessibilitySize`; `isAccessibilityCategory` in the JSON).",
                    lambda c: "true" if c["isAccessibilityCategory"] else "false"),
        "}",
        "",
    ]
    files["DynamicTypeSize+Reference.swift"] = "\n".join(body)

    # ContentSizeCategory+Reference.swift --------------------------------------------------------
    lines = [header("dynamic-type.json", sources), "extension ContentSizeCategory {",
             doc("The category with the same position in the scale as `size` (SwiftUI "
                 "`ContentSizeCategory(_:)`); mapping from the JSON's `uiContentSizeCategory` column."),
             "    public init(_ size: DynamicTypeSize) {", "        switch size {"]
    for c in categories:
        lines.append(f"        case .{c['swiftUIDynamicTypeSize']}: self = .{c['uiContentSizeCategory']}")
    lines += ["        }", "    }", "",
              doc("The equivalent SwiftUI `DynamicTypeSize`."),
              "    public var dynamicTypeSize: DynamicTypeSize {", "        switch self {"]
    for c in categories:
        lines.append(f"        case .{c['uiContentSizeCategory']}: return .{c['swiftUIDynamicTypeSize']}")
    lines += ["        }", "    }", "}", ""]
    files["ContentSizeCategory+Reference.swift"] = "\n".join(lines)

    # TypeStyle+Reference.swift -----------------------------------------------------------------
    styles = data["textStyles"]
    lines = [header("dynamic-type.json", sources), "extension TypeStyle {"]
    for prop, key, text in (
        ("higName", "higName", "The style's name in the Apple HIG typography tables, e.g. `\"Subhead\"`."),
        ("swiftUIName", "swiftUIFontTextStyle",
         "The SwiftUI `Font.TextStyle` case name, e.g. `\"title\"` for `title1`, `\"caption\"` for `caption1`."),
        ("introducedIn", "introducedIn", "The iOS release that introduced the style, e.g. `\"iOS 9\"`."),
    ):
        lines += [doc(text), f"    public var {prop}: String {{", "        switch self {"]
        for name in TYPE_STYLE_CASES:
            lines.append(f"        case .{name}: return {swift_string(styles[name][key])}")
        lines += ["        }", "    }", ""]
    lines[-1] = "}"
    lines.append("")
    files["TypeStyle+Reference.swift"] = "\n".join(lines)

    # DynamicTypeTable+Data.swift --------------------------------------------------------------
    ios = data["platformTextSizes"]["iOS_iPadOS"]
    lines = [header("dynamic-type.json", sources, data["notes"]), "extension DynamicTypeTable {"]
    lines.append(doc(
        "The smallest point size iOS and iPadOS text should use (HIG typography, "
        "`platformTextSizes.iOS_iPadOS.minimumSize`)."))
    lines.append(f"    public static let minimumPointSize: Double = {swift_number(ios['minimumSize'])}")
    lines.append("")
    lines.append(doc(
        "The default body text size on iOS and iPadOS (HIG typography, "
        "`platformTextSizes.iOS_iPadOS.defaultSize`): Body at `.large`."))
    lines.append(f"    public static let defaultPointSize: Double = {swift_number(ios['defaultSize'])}")
    lines.append("")
    lines.append(doc(
        "Point size and leading per style, indexed by `DynamicTypeSize.rawValue` (xSmall … AX5), "
        "exactly as published in the HIG typography tables."))
    lines.append("    static let publishedMetrics: [TypeStyle: [TypeMetrics]] = [")
    for name in TYPE_STYLE_CASES:
        sizes = styles[name]["sizes"]
        require(list(sizes) == data["categoryOrder"], f"{name}: sizes not in categoryOrder")
        lines.append(f"        .{name}: [")
        for cid in data["categoryOrder"]:
            cell = sizes[cid]
            comment = f"  // {case_for_id[cid]}"
            if "measuredSizeDiffers" in cell:
                m = cell["measuredSizeDiffers"]
                comment += f"; measured {swift_number(m['size'])} ({m['source']})"
            lines.append(f"            TypeMetrics(pointSize: {swift_number(cell['size'])}, "
                         f"leading: {swift_number(cell['leading'])}),{comment}")
        lines.append("        ],")
    lines.append("    ]")
    lines.append("")
    for prop, key in (("publishedDefaultWeights", "defaultWeight"),
                      ("publishedEmphasizedWeights", "emphasizedWeight")):
        lines.append(doc(f"CSS weight of each style's `{key}` in the HIG tables "
                         "(regular 400, medium 500, semibold 600, bold 700, heavy 800)."))
        lines.append(f"    static let {prop}: [TypeStyle: Int] = [")
        for name in TYPE_STYLE_CASES:
            weight = styles[name][key]
            require(weight in CSS_WEIGHTS, f"unknown weight {weight!r}")
            lines.append(f"        .{name}: {CSS_WEIGHTS[weight]},  // {weight}")
        lines.append("    ]")
        lines.append("")
    lines[-1] = "}"
    lines.append("")
    files["DynamicTypeTable+Data.swift"] = "\n".join(lines)
    return files, case_for_id


# --------------------------------------------------------------------------------------------------
# widget-sizes.json
# --------------------------------------------------------------------------------------------------

FAMILY_ORDER = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "systemExtraLargePortrait",
                "accessoryCircular", "accessoryRectangular", "accessoryInline"]


def with_derived_ipad_families(families, data):
    """An iPad row's families plus those widget-sizes.json derives (iPadDerivedFamilies): iPadOS 27's
    systemExtraLargePortrait is systemExtraLarge transposed, as the HIG's visionOS table has them."""
    result = dict(families)
    rule = data.get("iPadDerivedFamilies", {}).get("systemExtraLargePortrait")
    extra = families.get("systemExtraLarge")
    if rule and extra:
        result["systemExtraLargePortrait"] = {"width": extra["height"], "height": extra["width"]}
    return result


def split_note(text):
    m = re.match(r"^(.*?)\s*\(([^()]*)\)\s*$", text)
    return (m.group(1).strip(), m.group(2).strip()) if m else (text.strip(), None)


def expand_devices(text):
    """'iPhone 6/6s/7/8 Plus' -> iPhone 6 Plus, 6s Plus, 7 Plus, 8 Plus; keeps the parenthesised note."""
    base, note = split_note(text)
    parts = [p.strip() for p in base.split("/")]
    if len(parts) == 1:
        return [(base, note)]
    first_words = parts[0].split(" ")
    require(len(first_words) >= 2, f"cannot expand {text!r}")
    # Single-token first parts ("iPhone 6") share the family prefix and the last part's suffix.
    prefix = " ".join(first_words[:-1]) if len(first_words) == 2 else first_words[0]
    last_words = parts[-1].split(" ")
    suffix = " ".join(last_words[1:])
    names = []
    for i, part in enumerate(parts):
        words = part.split(" ")
        if i == 0:
            model = words[len(prefix.split(" ")):]
        else:
            model = words
        if len(model) == 1 and suffix and i != len(parts) - 1:
            model = model + [suffix]
        names.append((prefix + " " + " ".join(model), note))
    return names


def name_devices(rows):
    """Readable name + aliases per iPhone row; see PREFERRED_SCREEN_FOR_NAME."""
    expanded = {row["screenKey"]: [d for text in row["exampleDevices_informational"]
                                   for d in expand_devices(text)] for row in rows}
    owners = {}
    for key, devices in expanded.items():
        for name, _ in devices:
            owners.setdefault(name, set()).add(key)
    result = {}
    for key, devices in expanded.items():
        kept = []
        for name, note in devices:
            if len(owners[name]) > 1:
                preferred = PREFERRED_SCREEN_FOR_NAME.get(name)
                require(preferred in owners[name], f"{name!r} is listed for several screens "
                                                   f"{sorted(owners[name])}: add it to PREFERRED_SCREEN_FOR_NAME")
                if preferred != key:
                    if note and re.search(r"\bgen\b", note):
                        kept.append((f"{name} ({note})", True))
                    continue
            kept.append((name, False))
        # The name is the most recent device (the lists are chronological), never a qualified alias.
        plain = [n for n, qualified in kept if not qualified]
        require(plain, f"{key}: no device name left")
        name = plain[-1]
        aliases = [n for n, _ in kept if n != name]
        result[key] = (name, aliases)
    return result


def size_literal(size):
    return f"CGSize(width: {swift_number(size['width'])}, height: {swift_number(size['height'])})"


def sizes_literal(families, indent):
    present = [f for f in FAMILY_ORDER if families.get(f) is not None]
    require(set(families) <= set(FAMILY_ORDER), f"unknown family in {sorted(families)}")
    pad = " " * (indent + 4)
    inner = "\n".join(f"{pad}.{f}: {size_literal(families[f])}," for f in present)
    return "[\n" + inner + "\n" + " " * indent + "]"


def generate_widget_sizes(data, case_for_id):
    sources = data["sources"]
    files = {}
    profiles = []
    derived_rows = data.get("iPhoneDerived", {}).get("rows", [])
    for row in derived_rows:
        require(row.get("derivation"), f"{row['screenKey']}: a derived row must say how it was derived")
    iphone_rows = sorted(data["iPhone"] + derived_rows, key=lambda r: (-r["screen"]["width"], -r["screen"]["height"]))
    names = name_devices(iphone_rows)
    for row in iphone_rows:
        key = row["screenKey"]
        require(key == f"{row['screen']['width']}x{row['screen']['height']}", f"screenKey {key} != screen")
        require(key in SCALE_BY_SCREEN_KEY, f"no default scale for {key}: add it to SCALE_BY_SCREEN_KEY")
        name, aliases = names[key]
        profiles.append(dict(key=key, name=name, aliases=aliases, idiom="phone", screen=row["screen"],
                             scale=SCALE_BY_SCREEN_KEY[key], layout=row["families"], displayed=row["families"],
                             derivation=row.get("derivation"),
                             comment=("DERIVED (widget-sizes.json iPhoneDerived): not in the HIG table"
                                      if row.get("derivation") else
                                      "HIG widgets iPhone table; devices from exampleDevices_informational")))
    ipad_rows = sorted(data["iPad"]["rows"], key=lambda r: (-r["screen"]["width"], -r["screen"]["height"]))
    for row in ipad_rows:
        key = row["screenKey"]
        if row["displayZoomMoreSpace"] and SKIP_DISPLAY_ZOOM_MORE_SPACE:
            continue
        require(key in IPAD_NAMES, f"no iPad name for {key}: add it to IPAD_NAMES")
        profiles.append(dict(key=key, name=IPAD_NAMES[key][0], aliases=IPAD_NAMES[key][1:], idiom="pad",
                             screen=row["screen"], scale=IPAD_SCALE,
                             layout=with_derived_ipad_families(row["canvas"], data),
                             displayed=with_derived_ipad_families(row["device"], data), derivation=None,
                             comment="HIG widgets iPad table: layout = Canvas row, displayed = Device row"))

    # Every id, name and alias must identify exactly one profile once normalised for lookup.
    seen = {}
    for p in profiles:
        p["id"] = slug(p["name"])
        for label in {p["id"], p["name"], *p["aliases"]}:
            k = normalized(label)
            require(seen.get(k, p["key"]) == p["key"], f"{label!r} is ambiguous ({seen.get(k)} / {p['key']})")
            seen[k] = p["key"]
    require(any(p["key"] == DEFAULT_SCREEN_KEY for p in profiles), "default screen missing")

    lines = [header("widget-sizes.json", sources, data["notes"] + [data["iPad"]["note"]]),
             "extension DeviceCatalog {",
             doc("Every device profile: one per `screenKey` row of the HIG widget tables and of the derived "
                 "rows for screens the HIG does not list yet (`derivation` says how), iPhones first "
                 "(largest screen to smallest), then iPads (largest to smallest). The iPad rows marked "
                 "`displayZoomMoreSpace` are not profiles: they describe the Display Zoom \"More Space\" "
                 "setting, not a device."),
             "    public static let all: [DeviceProfile] = ["]
    for p in profiles:
        lines += [
            f"        // {p['key']}: {p['comment']}",
            "        DeviceProfile(",
            f"            id: {swift_string(p['id'])},",
            f"            name: {swift_string(p['name'])},",
            f"            aliases: {swift_string_array(p['aliases'], 12)},",
            f"            idiom: .{p['idiom']},",
            f"            screenKey: {swift_string(p['key'])},",
            f"            screenSize: {size_literal(p['screen'])},",
            f"            defaultScale: {p['scale']},",
            f"            layoutSizes: {sizes_literal(p['layout'], 12)},",
            # iPhones display widgets at their layout size; only iPads scale the canvas down.
            "            displayedSizes: " + ("nil" if p["displayed"] is p["layout"]
                                              else sizes_literal(p["displayed"], 12)) + ",",
            f"            derivation: {swift_string(p['derivation']) if p['derivation'] else 'nil'}",
            "        ),",
        ]
    lines += ["    ]", "",
              doc(f"The {DEFAULT_SCREEN_KEY} iPhone (6.1-inch: iPhone 14 Pro, 15, 15 Pro, 16), the "
                  "most common current iPhone screen."),
              f"    public static let defaultDevice: DeviceProfile = all.first {{ $0.screenKey == "
              f"{swift_string(DEFAULT_SCREEN_KEY)} }}!",
              "}", ""]
    files["DeviceCatalog+Data.swift"] = "\n".join(lines)

    # WidgetLayoutFacts.swift -------------------------------------------------------------------
    mp = data["marginsAndPadding"]
    low, high = mp["dynamicTypeRangeInWidgets"]
    lines = [header("widget-sizes.json", sources),
             doc("Layout facts from the Apple HIG widgets page (\"Choosing margins and padding\") that "
                 "are not per-device sizes.\n\n"
                 f"Source: {mp['source']}\n\n"
                 f"iOS 17 and later: {mp['iOS17DefaultContentMargins']}\n\n"
                 f"Corner radius: {data['cornerRadius']['appleGuidance']} Widgetry therefore does not "
                 "publish a radius here.", indent=0),
             "public enum WidgetLayoutFacts {",
             doc(f"The standard content margin, {swift_number(mp['standardContentMargin'])} pt: \"16 pt "
                 "standard margin for most widgets\" (HIG widgets)."),
             f"    public static let standardContentMargin: Double = {swift_number(mp['standardContentMargin'])}",
             "",
             doc(f"The tight content margin, {swift_number(mp['tightContentMargin'])} pt: \"11 pt works "
                 "for tighter groupings (graphics, buttons, background shapes)\" (HIG widgets)."),
             f"    public static let tightContentMargin: Double = {swift_number(mp['tightContentMargin'])}",
             "",
             doc(f"The smallest font size a widget should use, {swift_number(mp['minimumFontSize'])} pt "
                 "(HIG widgets; the same as `DynamicTypeTable.minimumPointSize`)."),
             f"    public static let minimumFontSize: Double = {swift_number(mp['minimumFontSize'])}",
             "",
             doc("The longest a widget update animation should run, in seconds (HIG widgets)."),
             f"    public static let maximumUpdateAnimationDuration: Double = "
             f"{swift_number(mp['maxUpdateAnimationSeconds'])}",
             "",
             doc(f"The Dynamic Type sizes widgets support: HIG widgets, Large to AX5 "
                 f"(`marginsAndPadding.dynamicTypeRangeInWidgets` = [{low}, {high}])."),
             f"    public static let dynamicTypeRange: ClosedRange<DynamicTypeSize> = "
             f".{case_for_id[low]} ... .{case_for_id[high]}",
             "}", ""]
    files["WidgetLayoutFacts.swift"] = "\n".join(lines)
    return files, profiles


# --------------------------------------------------------------------------------------------------
# today-widget.json
# --------------------------------------------------------------------------------------------------


def generate_today(data):
    files = {}
    sources = data["sources"]
    today = data["todayExtension"]
    compact = today["displayModes"]["compact"]
    expanded = today["displayModes"]["expanded"]
    ios8 = today["maximumSizes"]["iOS8_measured"]
    m = re.search(r"iPhone maxHeight = screen height - (\d+(?:\.\d+)?); iPad maxHeight = screen height - "
                  r"(\d+(?:\.\d+)?)", ios8["note"])
    require(m, "rule of thumb not found in iOS8_measured.note")
    iphone_inset, ipad_inset = m.group(1), m.group(2)
    ipad_cap = [r for r in today["maximumSizes"]["iOS10plus"] if r["device"].startswith("iPad")]
    require(len(ipad_cap) == 1 and ipad_cap[0]["mode"] == "expanded", "expected one iPad expanded cap")
    ipad_cap = ipad_cap[0]

    lines = [header("today-widget.json", sources, data["notes"]),
             doc("Sizes of the iOS 8–14 Today extension (NotificationCenter, `NCWidgetProviding`), "
                 "which WidgetKit replaced in iOS 14. Mostly observed values, not Apple reference "
                 f"documentation; each constant quotes its source.\n\n"
                 f"Availability: today widgets {today['availability']['todayWidgets']}; "
                 f"`NCWidgetDisplayMode` {today['availability']['NCWidgetDisplayMode']}.", indent=0),
             "public enum TodayWidgetFacts {",
             doc("A measured maximum `preferredContentSize` of the iOS 8 Notification Center."),
             "    public struct MeasuredMaximumSize: Sendable, Hashable {",
             doc("The device measured, e.g. `\"iPhone 6\"`.", indent=8),
             "        public let device: String",
             doc("`\"portrait\"` or `\"landscape\"`.", indent=8),
             "        public let orientation: String",
             doc("The largest size the widget could take, in points.", indent=8),
             "        public let size: CGSize",
             "    }",
             "",
             doc(f"Height of a compact (`NCWidgetDisplayMode.compact`) Today widget, "
                 f"{swift_number(compact['height'])} pt, fixed by the system (iOS 10+).\n\n"
                 f"\"{compact['notes']}\"\n\n"
                 "Sources: " + "; ".join(compact["sources"]) + "."),
             f"    public static let compactHeight: Double = {swift_number(compact['height'])}",
             "",
             doc(f"Largest expanded height on {ipad_cap['device']}, {swift_number(ipad_cap['maxHeight'])} "
                 f"pt (iOS 10+, `widgetMaximumSize(for: .expanded)`); {ipad_cap['confidence']}: "
                 f"{ipad_cap['source']}. Expanded widgets otherwise size to `preferredContentSize`; "
                 f"{expanded['higGuidance']}"),
             f"    public static let iPadExpandedMaximumHeight: Double = {swift_number(ipad_cap['maxHeight'])}",
             "",
             doc(f"Rule of thumb for the iOS 8 maximum height on iPhone: screen height − {iphone_inset} pt.\n\n"
                 f"\"{ios8['note']}\""),
             f"    public static let iPhoneMaximumHeightInset: Double = {iphone_inset}",
             "",
             doc(f"Rule of thumb for the iOS 8 maximum height on iPad: screen height − {ipad_inset} pt "
                 "(same source as `iPhoneMaximumHeightInset`)."),
             f"    public static let iPadMaximumHeightInset: Double = {ipad_inset}",
             "",
             doc("The iOS 8 rule-of-thumb maximum Today widget height for a screen `screenHeight` points "
                 "tall: minus `iPhoneMaximumHeightInset` on iPhone, `iPadMaximumHeightInset` on iPad."),
             "    public static func ruleOfThumbMaximumHeight(screenHeight: Double, idiom: DeviceProfile.Idiom)"
             " -> Double {",
             "        screenHeight - (idiom == .pad ? iPadMaximumHeightInset : iPhoneMaximumHeightInset)",
             "    }",
             "",
             doc("Measured maximum sizes in the iOS 8 Notification Center (before display modes). "
                 "Single-sourced: " + "; ".join(ios8["sources"]) + "."),
             "    public static let iOS8MeasuredMaximumSizes: [MeasuredMaximumSize] = ["]
    for r in ios8["rows"]:
        lines.append(f"        MeasuredMaximumSize(device: {swift_string(r['device'])}, "
                     f"orientation: {swift_string(r['orientation'])}, size: {size_literal(r)}),")
    lines += ["    ]", "}", ""]
    files["TodayWidgetFacts.swift"] = "\n".join(lines)

    # RefreshBudgetFacts.swift ------------------------------------------------------------------
    refresh = data["widgetKitRefresh"]
    budget = refresh["dailyBudget"]
    interval = budget["approxInterval"]
    free = refresh["notCountedAgainstBudget"]
    lines = [header("today-widget.json", sources),
             doc("WidgetKit's timeline reload budget, from Apple's \"Keeping a widget up to date\" and "
                 "WWDC21 \"Principles of great widgets\". Apple calls these figures typical and "
                 "publishes no hard minimum interval.\n\n"
                 f"Window: {budget['window']}. Scope: {budget['scope']}.\n\n"
                 f"Debugging: {free['debugging']}\n\n"
                 f"Reload policies: {refresh['reloadPolicies']['semantics']}", indent=0),
             "public enum RefreshBudgetFacts {",
             doc(f"Timeline reloads per 24 hours for a frequently viewed widget: "
                 f"{budget['min']}–{budget['max']} ({budget['unit']}).\n\n"
                 "Sources: " + "; ".join(budget["sources"]) + "."),
             f"    public static let dailyReloadBudget: ClosedRange<Int> = {budget['min']} ... {budget['max']}",
             "",
             doc(f"The typical interval between reloads that budget allows, in minutes: "
                 f"{interval['minMinutes']}–{interval['maxMinutes']} (same sources as `dailyReloadBudget`)."),
             f"    public static let typicalReloadIntervalMinutes: ClosedRange<Int> = "
             f"{interval['minMinutes']} ... {interval['maxMinutes']}",
             "",
             doc("`typicalReloadIntervalMinutes` in seconds."),
             "    public static var typicalReloadInterval: ClosedRange<TimeInterval> {",
             "        TimeInterval(typicalReloadIntervalMinutes.lowerBound * 60)",
             "            ... TimeInterval(typicalReloadIntervalMinutes.upperBound * 60)",
             "    }",
             "",
             doc("What the budget depends on (Apple docs)."),
             f"    public static let factorsAffectingBudget: [String] = "
             f"{swift_string_array(budget['factorsAffectingBudget'], 4)}",
             "",
             doc("Reloads that do not count against the budget, per Apple's documentation."),
             f"    public static let reloadsNotCountedAgainstBudget: [String] = "
             f"{swift_string_array(free['appleDocs'], 4)}",
             "",
             doc("Further free reloads named in WWDC21 session 10048."),
             f"    public static let additionalFreeReloadsWWDC21: [String] = "
             f"{swift_string_array(free['wwdc21Additional'], 4)}",
             "}", ""]
    files["RefreshBudgetFacts.swift"] = "\n".join(lines)
    return files



# --------------------------------------------------------------------------------------------------
# live-activity-sizes.json
# --------------------------------------------------------------------------------------------------


def generate_live_activity_sizes(data):
    """LiveActivitySizes+Data.swift: the Lock Screen and Dynamic Island sizes per screen."""
    heights = data["heights"]
    rows = data["iPhone"] + data["iPad"]
    seen = set()
    entries = []
    for row in rows:
        key = row["screenKey"]
        require(key not in seen, f"live-activity-sizes.json lists {key} twice")
        seen.add(key)
        require("source" in row or "derived" in row, f"{key}: neither a source nor a derivation")
        island = row.get("island")
        island_text = "nil"
        if island is not None:
            island_text = (f"DynamicIslandSizes(compactWidth: {swift_number(island['compactWidth'])}, "
                           f"expandedWidth: {swift_number(island['expandedWidth'])}, "
                           f"islandWidth: {swift_number(island['compactOrMinimalIslandWidth'])})")
        derivation = swift_string(row["derived"]) if "derived" in row else "nil"
        entries.append(f"        {swift_string(key)}: LiveActivitySizes(lockScreenWidth: {swift_number(row['lockScreenWidth'])}, "
                       f"island: {island_text},\n            derivation: {derivation}),")
    lines = [header("live-activity-sizes.json", data["sources"], data["notes"]),
             "extension LiveActivitySizes {",
             doc(f"Height of the compact and minimal presentations: {swift_number(heights['islandHeight']['value'])} pt "
                 "(HIG, Live Activities, iOS dimensions)."),
             f"    public static let islandHeight: CGFloat = {swift_number(heights['islandHeight']['value'])}",
             doc(f"The shortest expanded or Lock Screen presentation: {swift_number(heights['minimumHeight']['value'])} pt "
                 "(HIG, Live Activities: heights given as a range)."),
             f"    public static let minimumHeight: CGFloat = {swift_number(heights['minimumHeight']['value'])}",
             doc(f"The height above which the system may truncate a Live Activity, on the Lock Screen and in the "
                 f"Dynamic Island: {swift_number(heights['truncationHeight']['value'])} pt (ActivityKit, \"Displaying live "
                 "data with Live Activities\"; also the top of the HIG's height ranges)."),
             f"    public static let truncationHeight: CGFloat = {swift_number(heights['truncationHeight']['value'])}",
             doc(f"The minimal presentation's width: {swift_number(heights['minimalWidth']['min'])} pt, widening up to "
                 f"{swift_number(heights['minimalWidth']['max'])} pt (HIG, Live Activities)."),
             f"    public static let minimalWidth: ClosedRange<CGFloat> = {swift_number(heights['minimalWidth']['min'])}...{swift_number(heights['minimalWidth']['max'])}",
             doc(f"The Dynamic Island's corner radius: {swift_number(heights['islandCornerRadius']['value'])} pt (HIG)."),
             f"    public static let islandCornerRadius: CGFloat = {swift_number(heights['islandCornerRadius']['value'])}",
             "",
             doc("The sizes per screen (`DeviceProfile.screenKey`); a screen missing here has no Live Activities."),
             "    static let byScreenKey: [String: LiveActivitySizes] = [",
             *entries,
             "    ]",
             "}",
             ""]
    return {"LiveActivitySizes+Data.swift": "\n".join(lines)}

# --------------------------------------------------------------------------------------------------


def generate():
    files = {}
    dt_files, case_for_id = generate_dynamic_type(load("dynamic-type.json"))
    files.update(dt_files)
    ws_files, _ = generate_widget_sizes(load("widget-sizes.json"), case_for_id)
    files.update(ws_files)
    files.update(generate_today(load("today-widget.json")))
    files.update(generate_live_activity_sizes(load("live-activity-sizes.json")))
    return files


def main(argv):
    check = "--check" in argv[1:]
    try:
        files = generate()
    except GeneratorError as error:
        print(f"generate-reference: {error}", file=sys.stderr)
        return 2
    stale = []
    existing = {f for f in os.listdir(OUTPUT_DIR) if f.endswith(".swift")} if os.path.isdir(OUTPUT_DIR) else set()
    for name, text in sorted(files.items()):
        path = os.path.join(OUTPUT_DIR, name)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current == text:
            continue
        stale.append(name)
        if not check:
            os.makedirs(OUTPUT_DIR, exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    extra = sorted(existing - set(files))
    if check:
        if stale or extra:
            print("generate-reference: stale or unexpected files: " + ", ".join(stale + extra), file=sys.stderr)
            return 1
        print(f"generate-reference: {len(files)} files up to date")
        return 0
    for name in extra:
        os.remove(os.path.join(OUTPUT_DIR, name))
    print(f"generate-reference: wrote {len(stale)} of {len(files)} files"
          + (f", removed {', '.join(extra)}" if extra else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
