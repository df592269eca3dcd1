#!/usr/bin/env python3
"""A scripted MCP client for `widgetry mcp` through the front door (make front-door).

Usage: scripts/mcp-session.py WIDGET FAMILY -- COMMAND...   e.g.
  scripts/mcp-session.py NextDeparture systemMedium -- .build/debug/widgetry mcp --project P --target T

Speaks JSON-RPC over the command's stdin/stdout as an agent does: initialize, list the tools, render a
cell (checks the PNG signature, https://www.w3.org/TR/png/#5PNG-file-signature), check it, then closes
stdin and expects exit status 0. Exits non-zero with the reason on the first thing that is wrong.
"""
import base64, json, subprocess, sys

separator = sys.argv.index("--")
widget, family = sys.argv[1:separator]
command = sys.argv[separator + 1:]
process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

def call(identifier, method, params):
    process.stdin.write((json.dumps({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params}) + "\n").encode())
    process.stdin.flush()
    line = process.stdout.readline()
    if not line:
        sys.exit(f"mcp-session: the server closed standard output before answering {method}")
    answer = json.loads(line)
    if "error" in answer:
        sys.exit(f"mcp-session: {method} failed: {answer['error']}")
    return answer["result"]

info = call(1, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "mcp-session", "version": "1"}})
assert info["serverInfo"]["name"] == "widgetry", info
process.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
tools = {tool["name"] for tool in call(2, "tools/list", {})["tools"]}
assert {"list_widgets", "render_cell", "check", "layout_tree", "compare_renders"} <= tools, tools
cell = {"widget": widget, "family": family}
render = call(3, "tools/call", {"name": "render_cell", "arguments": cell})
assert not render.get("isError"), render
png = base64.b64decode(render["content"][0]["data"])
assert png[:8] == b"\x89PNG\r\n\x1a\n", png[:8]
check = call(4, "tools/call", {"name": "check", "arguments": dict(cell, sizeCategory="large", appearance="light")})
report = json.loads(check["content"][0]["text"])
assert report["cellsChecked"] == 1, report
process.stdin.close()
status = process.wait(timeout=60)
assert status == 0, f"exit status {status}"
print(f"mcp-session: {widget} {family}: a {len(png)}-byte PNG, {report['cellsWithFindings']} cell(s) with findings, exit 0")
