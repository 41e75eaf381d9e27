#!/usr/bin/env python3
"""Answer corpus: thousands of requests across every endpoint and parameter, and the answers they got.

    corpus.py --record   starts $MASTHEAD_BINARY, sends every request and writes answers.jsonl
    corpus.py            (replay) sends the same requests to the binary, twice: once with the cache on and once with
                         --cache-bytes 0, and compares status, the headers that carry meaning and a SHA-256 of each
                         body with the recorded answer; prints "corpus: N passed, N failed"

The requests are generated from a fixed seed, so the list is the same on every machine; answers.jsonl holds them
with their answers, and replay reads the requests from it (not from the generator), so a change to the generator
cannot hide a changed answer. A change that is meant to alter answers records the corpus again in the same commit
and says which answers changed and why.

Environment: MASTHEAD_BINARY (default .build/debug/masthead).
"""

import hashlib
import http.client
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "support"))
from service_process import start_service  # noqa: E402
ANSWERS = Path(__file__).resolve().parent / "answers.jsonl"
SEED = 1729
COUNT = 3000
HEADERS_KEPT = ["content-type", "etag", "cache-control", "allow", "content-security-policy",
                "x-content-type-options", "access-control-allow-origin", "access-control-allow-methods"]

STYLES = ["compact", "large", "scrollEdge", "inlineTitle", "collapsible"]
DEVICES = ["iphone-se", "iphone-13-mini", "iphone-15", "iphone-16-pro", "iphone-16-pro-max", "ipad-air"]
ICONS = ["search", "plus", "more", "menu", "share", "edit", "close", "settings", "filter", "compose", "bell",
         "trash", "bookmark", "info", "person", "heart"]
OFFSETS = [-300, -200, -60, -10, -0.5, 0, 0.25, 5, 9.99, 10, 16, 26, 41.9, 42, 51.999, 52, 57, 62, 72, 100, 120,
           140, 500, 1000, 26.5]
TITLES = ["Inbox", "Settings", "A title long enough to need truncating in the bar of a phone screen",
          "שלום עולם", "مرحبا بالعالم", "<b>&amp;\"quoted\"</b>", "Ünïcödé 🙂 emoji", "x", ""]
BACKS = ["", "Mailboxes", "Back", "An extremely long back button label", "חזרה"]
ENDPOINTS = ["/v1/geometry", "/v1/preview.svg", "/v1/filmstrip.svg", "/v1/curves.svg", "/v1/timeline"]


def action_list(rng):
    """Up to four actions in query syntax."""
    items = []
    for _ in range(rng.choice([1, 1, 2, 3, 4])):
        if rng.random() < 0.25:
            items.append("text:" + rng.choice(["Done", "Edit", "Save all", "שמור"]))
        else:
            items.append(rng.choice(ICONS))
    return ",".join(items)


def header_parameters(rng):
    """A random header configuration: each parameter present with some probability."""
    p = {}
    chance = lambda x: rng.random() < x
    if chance(0.9):
        p["style"] = rng.choice(STYLES)
    if chance(0.85):
        p["offset"] = rng.choice(OFFSETS)
    if chance(0.4):
        p["title"] = rng.choice(TITLES)
    if chance(0.2):
        p["subtitle"] = rng.choice(["3 unread", "Updated just now", "עודכן"])
    if chance(0.35):
        p["back"] = rng.choice(BACKS)
    if chance(0.15):
        p["backFallback"] = rng.choice(["truncate", "system"])
    if chance(0.3):
        p["leading"] = action_list(rng)
    if chance(0.4):
        p["trailing"] = action_list(rng)
    if chance(0.4):
        p["device"] = rng.choice(DEVICES)
    if chance(0.05):
        p["width"] = rng.choice([320, 600, 1024])
    if chance(0.05):
        p["height"] = rng.choice([568, 900])
    if chance(0.05):
        p["safeAreaTop"] = rng.choice([0, 20, 47])
    if chance(0.05):
        p["scale"] = rng.choice([1, 2, 3])
    if chance(0.3):
        p["appearance"] = rng.choice(["light", "dark"])
    if chance(0.3):
        p["direction"] = rng.choice(["ltr", "rtl"])
    if chance(0.1):
        p["edge"] = rng.choice(["soft", "hard"])
    if chance(0.08):
        p["headerHeight"] = rng.choice([80, 140, 220])
    if chance(0.08):
        p["collapseDistance"] = rng.choice([40, 120, 300])
    if chance(0.08):
        p["parallax"] = rng.choice([0, 0.4, 1])
    return p


def preview_parameters(rng, p):
    chance = lambda x: rng.random() < x
    if chance(0.25):
        p["content"] = rng.choice(["messages", "cards", "none"])
    if chance(0.1):
        p["rows"] = rng.choice([0, 1, 5, 40])
    if chance(0.2):
        p["text"] = rng.choice(["text", "paths"])
    if chance(0.1):
        p["guides"] = rng.choice(["true", "false", "1", "0"])
    return p


def endpoint_parameters(rng, path, p):
    chance = lambda x: rng.random() < x
    if path == "/v1/filmstrip.svg":
        p.pop("offset", None)
        if chance(0.5):
            p["offsets"] = ",".join(str(rng.choice(OFFSETS)) for _ in range(rng.randint(1, 6)))
        else:
            if chance(0.8):
                p["from"] = rng.choice([-60, 0, 10])
            if chance(0.8):
                p["to"] = rng.choice([60, 120, 200])
            if chance(0.5):
                p["frames"] = rng.choice([2, 4, 7])
        if chance(0.2):
            p["crop"] = rng.choice([120, 300, 2000])
    elif path in ("/v1/curves.svg", "/v1/timeline"):
        p.pop("offset", None)
        if chance(0.8):
            p["from"] = rng.choice([-60, 0, 10])
        if chance(0.8):
            p["to"] = rng.choice([60, 120, 200])
        if path == "/v1/timeline" and chance(0.6):
            p["step"] = rng.choice([1, 2.5, 10, 20])
    elif path == "/v1/preview.svg" and chance(0.1):
        p["crop"] = rng.choice([120, 300, 2000])
    return p


BAD = [
    ("GET", "/v1/geometry?offset=abc", None), ("GET", "/v1/geometry?offset=nan", None),
    ("GET", "/v1/geometry?offset=1e999", None), ("GET", "/v1/geometry?offset=100001", None),
    ("GET", "/v1/geometry?style=huge", None), ("GET", "/v1/geometry?nope=1", None),
    ("GET", "/v1/geometry?style=large&style=compact", None), ("GET", "/v1/geometry?device=iphone-99", None),
    ("GET", "/v1/geometry?title=" + "x" * 201, None), ("GET", "/v1/geometry?title=a%00b", None),
    ("GET", "/v1/geometry?trailing=search,plus,more,menu,share", None), ("GET", "/v1/geometry?trailing=rocket", None),
    ("GET", "/v1/geometry?leading=text:", None), ("GET", "/v1/geometry?safeAreaTop=900", None),
    ("GET", "/v1/geometry?scale=0", None), ("GET", "/v1/geometry?width=-5", None),
    ("GET", "/v1/preview.svg?rows=2.5", None), ("GET", "/v1/preview.svg?guides=maybe", None),
    ("GET", "/v1/preview.svg?text=outline", None), ("GET", "/v1/preview.svg?content=photos", None),
    ("GET", "/v1/timeline?from=10&to=5", None), ("GET", "/v1/timeline?from=0&to=100000&step=0.01", None),
    ("GET", "/v1/timeline?step=0", None), ("GET", "/v1/filmstrip.svg?offsets=1,2&from=0", None),
    ("GET", "/v1/filmstrip.svg?offsets=", None), ("GET", "/v1/filmstrip.svg?frames=1", None),
    ("GET", "/v1/curves.svg?from=5&to=5", None), ("GET", "/v1/catalog?x=1", None),
    ("GET", "/openapi.json?x=1", None), ("GET", "/v1/nothing", None), ("DELETE", "/v1/geometry", None),
    ("PUT", "/v1/preview.svg", None), ("POST", "/v1/catalog", "{}"),
    ("POST", "/v1/geometry", "{"), ("POST", "/v1/geometry", "[1,2]"), ("POST", "/v1/geometry", "\"x\""),
    ("POST", "/v1/geometry", '{"offset":"26"}'), ("POST", "/v1/geometry", '{"offset":true}'),
    ("POST", "/v1/geometry", '{"style":"large","style":"compact"}'), ("POST", "/v1/geometry?x=1", "{}"),
    ("POST", "/v1/geometry", '{"trailing":[{"icon":"rocket"}]}'), ("POST", "/v1/geometry", '{"trailing":[{}]}'),
    ("POST", "/v1/geometry", '{"title":5}'), ("POST", "/v1/geometry", b'{"title":"\xff"}'),
    ("POST", "/v1/geometry", '{"offsets":[1,2]}'), ("POST", "/v1/filmstrip.svg", '{"offsets":[]}'),
    ("POST", "/v1/timeline", '{"from":0,"to":0}'), ("POST", "/v1/preview.svg", '{"rows":-1}'),
    ("GET", "/v1/geometry?offset=-0", None), ("GET", "/v1/geometry?offset=26.0&style=large", None),
    ("GET", "/v1/geometry?offset=2.6e1", None), ("GET", "/v1/geometry?guides", None),
    ("GET", "/v1/geometry?title", None), ("GET", "/v1/geometry?back", None),
    ("GET", "/v1/geometry?title=%E2%80%AEevil", None), ("GET", "/v1/geometry?title=%ZZ", None),
    ("GET", "/v1/catalog", None), ("GET", "/openapi.json", None), ("GET", "/healthz", None),
    ("HEAD", "/v1/geometry?style=compact", None), ("HEAD", "/v1/preview.svg", None),
    ("OPTIONS", "/v1/geometry", None),
    ("GET", "/../etc/passwd", None), ("GET", "/%2e%2e/Package.swift", None),
]


WAVE4_COUNT = 300
SEARCH_STYLES = ["compact", "large", "inlineTitle", "m3Search"]
TAB_STYLES = ["m3Small", "m3CenterAligned", "m3Medium", "m3LargeFlexible"]
TAB_LISTS = ["Inbox,Sent,Drafts", "All,Unread", "Chats,Updates,Communities,Calls,Archived,Starred,Labels,Spam",
             "A tab label long enough to be cut,B", "שיחות,עדכונים"]
PLACEHOLDERS = ["", "Search", "Search every mailbox and folder on this device", "חיפוש", "<b>&amp;\"x\"</b>"]


def wave4_parameters(rng):
    """A header with a search field (the iOS band under a bar, or Android's search app bar) or a row of tabs."""
    chance = lambda x: rng.random() < x
    p = {"style": rng.choice(SEARCH_STYLES + TAB_STYLES)}
    material = p["style"].startswith("m3")
    if p["style"] in TAB_STYLES or chance(0.4):
        p["tabs"] = rng.choice(TAB_LISTS)
        if chance(0.4):
            p["selectedTab"] = rng.choice([0, 1])
        if material and chance(0.4):
            p["tabStyle"] = rng.choice(["primary", "secondary"])
        if material and chance(0.4):
            p["tabMode"] = rng.choice(["fixed", "scrollable"])
    if p["style"] in TAB_STYLES:
        p["device"] = "pixel-8"
        if chance(0.5):
            p["scrollBehavior"] = rng.choice(["pinned", "enterAlways", "exitUntilCollapsed"])
        return p
    if chance(0.85):
        p["offset"] = rng.choice(OFFSETS + [3.6, 7.2, 22, 43.9, 44, 96])
    if not material or chance(0.5):
        p["search"] = rng.choice(PLACEHOLDERS)
    if not material and chance(0.3):
        p["searchBehavior"] = rng.choice(["hideOnScroll", "always"])
    if not material and chance(0.25):
        p["fidelity"] = rng.choice(["kit", "uikit"])
    if material:
        p["device"] = rng.choice(["pixel-8", "pixel-tablet"])
        if chance(0.5):
            p["navigation"] = rng.choice(["none", "back", "menu"])
        if chance(0.4):
            p["scrollBehavior"] = rng.choice(["pinned", "enterAlways"])
        if chance(0.2):
            p["fontScale"] = rng.choice([0.85, 1.3, 2])
    elif chance(0.3):
        p["back"] = rng.choice(BACKS)
    return with_actions_and_looks(rng, p)


def with_actions_and_looks(rng, p):
    """`p` with, by chance, trailing actions, an appearance and a direction."""
    if rng.random() < 0.4:
        p["trailing"] = action_list(rng)
    if rng.random() < 0.3:
        p["appearance"] = rng.choice(["light", "dark"])
    if rng.random() < 0.3:
        p["direction"] = rng.choice(["ltr", "rtl"])
    return p


def wave4_requests():
    """Requests of the search field and the tabs, from a seed of their own, so the requests before them stay as they
    were."""
    rng = random.Random(SEED + 4)
    requests = [
        ("GET", "/v1/geometry?style=m3Small&search=x", None, {}),
        ("GET", "/v1/geometry?style=large&fidelity=ios26&search=", None, {}),
        ("GET", "/v1/geometry?style=m3Search&scrollBehavior=exitUntilCollapsed", None, {}),
        ("GET", "/v1/geometry?style=large&search=" + "s" * 201, None, {}),
        ("GET", "/v1/geometry?style=compact&search=&searchBehavior=never", None, {}),
        ("GET", "/v1/geometry?style=m3Small&tabs=a,b,c,d,e,f,g,h,i", None, {}),
        ("GET", "/v1/geometry?style=m3Small&tabs=a,b&selectedTab=2", None, {}),
        ("GET", "/v1/geometry?style=collapsible&tabs=a,b", None, {}),
        ("GET", "/v1/geometry?style=m3Small&tabs=" + "t" * 41, None, {}),
    ]
    while len(requests) < WAVE4_COUNT:
        path = rng.choice(ENDPOINTS)
        p = endpoint_parameters(rng, path, preview_parameters(rng, wave4_parameters(rng)))
        if rng.random() < 0.2:
            requests.append(("POST", path, json_body(p), {}))
        else:
            requests.append(("GET", path + "?" + query_string(p), None, {}))
    return requests


IMAGE_COUNT = 150
COLLAPSING_COUNT = 150


def small_png(width, height):
    """A little PNG made here (an RGB gradient), for image bodies: zlib and the PNG chunk layout, nothing else."""
    import struct
    import zlib
    rows = b"".join(b"\x00" + b"".join(bytes((x * 255 // width, y * 255 // height, 160)) for x in range(width))
                    for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def image_requests():
    """Requests of `sliverAppBar` and its picture, from a seed of their own, so the requests before them stay as they
    were: `image=sample`, and in JSON bodies a small PNG as a data: URI, and images that are refused."""
    import base64
    rng = random.Random(SEED + 5)
    png = "data:image/png;base64," + base64.b64encode(small_png(24, 16)).decode()
    requests = [
        ("GET", "/v1/geometry?style=sliverAppBar&snap=true", None, {}),
        ("GET", "/v1/geometry?style=sliverAppBar&image=https%3A%2F%2Fexample.com%2Fa.png", None, {}),
        ("GET", "/v1/geometry?style=sliverAppBar&expandedHeight=2001", None, {}),
        ("GET", "/v1/geometry?style=sliverAppBar&collapseMode=zoom", None, {}),
        ("POST", "/v1/geometry", json.dumps({"style": "sliverAppBar", "image": png[:-8]}), {}),
        ("POST", "/v1/geometry", json.dumps({"style": "sliverAppBar", "image": "data:image/gif;base64,R0lGODlh"}), {}),
        ("POST", "/v1/geometry", json.dumps({"style": "sliverAppBar", "image": "data:text/plain;base64,aGk="}), {}),
    ]
    while len(requests) < IMAGE_COUNT:
        path = rng.choice(ENDPOINTS)
        chance = lambda x: rng.random() < x
        p = {"style": "sliverAppBar", "device": rng.choice(["pixel-8", "pixel-tablet", "iphone-15"])}
        if chance(0.8):
            p["offset"] = rng.choice([-150, -100, -40, 0, 20, 72, 88, 100, 144, 200, 400])
        if chance(0.7):
            p["title"] = rng.choice(TITLES)
        for flag in ("pinned", "floating", "stretch"):
            if chance(0.4):
                p[flag] = rng.choice(["true", "false"])
        if p.get("floating") == "true" and chance(0.5):
            p["snap"] = "true"
        if chance(0.4):
            p["collapseMode"] = rng.choice(["parallax", "pin", "none"])
        if chance(0.3):
            p["stretchModes"] = rng.choice(["zoomBackground", "blurBackground,fadeTitle", "fadeTitle"])
        if chance(0.3):
            p["expandedHeight"] = rng.choice([0, 120, 200, 320])
        if chance(0.3):
            p["navigation"] = rng.choice(["none", "back", "menu"])
        if chance(0.3):
            p["titleAlignment"] = rng.choice(["start", "center"])
        requests.append(picture_request(rng, path, p, png))
    return requests


def picture_request(rng, path, p, png):
    """`p` with actions, looks and the preview's and endpoint's parameters, then by chance a JSON body with the small
    PNG `png`, else a GET with the sample picture or none."""
    p = endpoint_parameters(rng, path, preview_parameters(rng, with_actions_and_looks(rng, p)))
    if rng.random() < 0.3:
        p["image"] = png
        return ("POST", path, json_body(p), {})
    if rng.random() < 0.7:
        p["image"] = "sample"
    return ("GET", path + "?" + query_string(p), None, {})


def collapsing_requests():
    """Requests of `collapsingToolbar` and of `collapsible` with a picture, from a seed of their own, so the requests
    before them stay as they were: `image=sample`, a small PNG in JSON bodies, both title modes and scroll flags, and
    the refused `scrollBehavior=pinned`."""
    import base64
    rng = random.Random(SEED + 6)
    png = "data:image/png;base64," + base64.b64encode(small_png(24, 16)).decode()
    requests = [
        ("GET", "/v1/geometry?style=collapsingToolbar&scrollBehavior=pinned", None, {}),
        ("GET", "/v1/geometry?style=collapsingToolbar&titleCollapseMode=shrink", None, {}),
        ("GET", "/v1/geometry?style=collapsingToolbar&tabs=One,Two", None, {}),
    ]
    while len(requests) < COLLAPSING_COUNT:
        path = rng.choice(ENDPOINTS)
        chance = lambda x: rng.random() < x
        if chance(0.25):
            p = {"style": "collapsible"}
            if chance(0.8):
                p["offset"] = rng.choice([-40, 0, 30, 60, 119, 200])
            if chance(0.5):
                p["back"] = rng.choice(["Trips", "Back"])
        else:
            p = {"style": "collapsingToolbar", "device": rng.choice(["pixel-8", "pixel-tablet", "iphone-15"])}
            if chance(0.8):
                p["offset"] = rng.choice([-40, 0, 40, 100, 104, 105, 112, 120, 128, 136, 300])
            if chance(0.4):
                p["titleCollapseMode"] = rng.choice(["fade", "scale"])
            if chance(0.3):
                p["collapseMode"] = rng.choice(["parallax", "pin", "none"])
            if chance(0.3):
                p["expandedHeight"] = rng.choice([0, 80, 120, 200, 320])
            if chance(0.3):
                p["navigation"] = rng.choice(["none", "back", "menu"])
            if chance(0.2):
                p["scrollBehavior"] = "enterAlways"
                p.pop("offset", None)
                p["path"] = rng.choice(["0,300", "0,300,260", "0,80,40", "0,500,480,520"])
        if chance(0.7):
            p["title"] = rng.choice(TITLES)
        requests.append(picture_request(rng, path, p, png))
    return requests


def query_string(p):
    return "&".join(quote(str(k), safe="") + "=" + quote(str(v), safe=",:") for k, v in p.items())


def json_body(p):
    """The same parameters as a JSON object body, with numbers as numbers and actions as arrays."""
    body = {}
    for name, value in p.items():
        if name in ("leading", "trailing"):
            items = []
            for item in str(value).split(","):
                if item.startswith("text:"):
                    items.append({"text": item[5:]})
                else:
                    items.append({"icon": item})
            body[name] = items
        elif name == "offsets":
            body[name] = [float(x) if "." in x else int(x) for x in str(value).split(",")]
        elif name in ("guides", "pinned", "floating", "snap", "stretch"):
            body[name] = value in ("true", "1")
        else:
            body[name] = value
    return json.dumps(body, ensure_ascii=False)


def generate():
    """The corpus's requests: (method, target, body, extra headers)."""
    rng = random.Random(SEED)
    requests = []
    for method, target, body in BAD:
        requests.append((method, target, body if body is None or isinstance(body, str) else body.decode("latin-1"),
                         {}))
    while len(requests) < COUNT:
        path = rng.choice(ENDPOINTS)
        p = header_parameters(rng)
        p = preview_parameters(rng, p)
        p = endpoint_parameters(rng, path, p)
        if path in ("/v1/timeline",) and rng.random() < 0.7:
            p.setdefault("from", 0)
            p.setdefault("to", 100)
            p.setdefault("step", 10)
        roll = rng.random()
        if roll < 0.2:
            requests.append(("POST", path, json_body(p), {}))
        elif roll < 0.25:
            requests.append(("HEAD", path + "?" + query_string(p), None, {}))
        else:
            requests.append(("GET", path + "?" + query_string(p), None, {}))
    return requests + wave4_requests() + image_requests() + collapsing_requests()


def send(connection, method, target, body, headers):
    payload = None if body is None else body.encode("latin-1" if body and "\xff" in body else "utf-8")
    connection.request(method, target, body=payload, headers=headers)
    response = connection.getresponse()
    data = response.read()
    kept = {name: response.getheader(name) for name in HEADERS_KEPT if response.getheader(name) is not None}
    return {"status": response.status, "headers": kept, "length": len(data),
            "sha256": hashlib.sha256(data).hexdigest()}


def answers_from(binary, requests, extra):
    process, port = start_service(binary, extra, name="corpus")
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        results = []
        for method, target, body, headers in requests:
            try:
                results.append(send(connection, method, target, body, headers))
            except (http.client.HTTPException, OSError):
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                results.append(send(connection, method, target, body, headers))
        return results
    finally:
        process.terminate()
        process.wait(timeout=20)


def main():
    binary = os.environ.get("MASTHEAD_BINARY", str(ROOT / ".build/debug/masthead"))
    if "--record" in sys.argv:
        requests = generate()
        results = answers_from(binary, requests, [])
        with ANSWERS.open("w") as out:
            for (method, target, body, headers), result in zip(requests, results):
                out.write(json.dumps({"method": method, "target": target, "body": body, "headers": headers,
                                      **result}, ensure_ascii=False, sort_keys=True) + "\n")
        print(f"corpus: recorded {len(requests)} answers in {ANSWERS.relative_to(ROOT)}")
        return 0
    entries = [json.loads(line) for line in ANSWERS.open()]
    requests = [(e["method"], e["target"], e["body"], e["headers"]) for e in entries]
    passed = failed = 0
    for mode, extra in (("cached", []), ("uncached", ["--cache-bytes", "0"])):
        # Each request twice in a row with the cache on, so the second answer comes from the cache.
        doubled = [r for r in requests for _ in range(2)] if mode == "cached" else requests
        results = answers_from(binary, doubled, extra)
        copies = 2 if mode == "cached" else 1
        for index, entry in enumerate(entries):
            expected = {key: entry[key] for key in ("status", "headers", "length", "sha256")}
            for copy in range(copies):
                got = results[index * copies + copy]
                if got == expected:
                    passed += 1
                else:
                    failed += 1
                    if failed <= 20:
                        print(f"corpus ({mode}, answer {copy + 1}): {entry['method']} {entry['target'][:160]} "
                              f"{(entry['body'] or '')[:160]}\n  expected {expected}\n  got      {got}")
    print(f"corpus: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
