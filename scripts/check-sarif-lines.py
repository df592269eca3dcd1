#!/usr/bin/env python3
"""`make front-door`: the SARIF of a project checked through the front door locates each text finding at
the line of the project's file that created the text (docs/ci.md, "Findings at the view's line").

    scripts/check-sarif-lines.py REPORT.sarif PROJECT_FOLDER
"""
import json
import sys

report, folder = sys.argv[1], sys.argv[2].rstrip("/")
results = json.load(open(report))["runs"][0]["results"]
texts = [r for r in results if r["ruleId"] in ("truncatedText", "clippedText", "outOfBounds")]
if not texts:
    sys.exit(f"{report}: no text findings to locate")
for result in texts:
    location = result["locations"][0].get("physicalLocation")
    if location is None:
        sys.exit(f"{report}: {result['message']['text']} has no file and line")
    uri, line = location["artifactLocation"]["uri"], location["region"]["startLine"]
    if not uri.startswith(folder + "/"):
        sys.exit(f"{report}: located in {uri}, outside {folder}")
    text = open(uri).read().split("\n")[line - 1]
    if "Text(" not in text and "Label(" not in text:
        sys.exit(f"{report}: {uri}:{line} does not create the text: {text.strip()}")
print(f"{len(texts)} text findings located at the lines that created their texts in {folder}")
