"""`/v1/scroll.html` in headless Chromium: scrolled to each offset, every part's box
(`getBoundingClientRect()`) and computed opacity must be what `/v1/geometry` says at that offset.

Every case of `exports_support.cases` (every style, both appearances and both directions, `fidelity=uikit`, the
Material bars' scroll behaviours), from -40 to 160 by 1 point (the page shows offset -40 unscrolled),
checked at rest, in the pull-down range, mid-transition, at every switch point the timeline reports (a fractional
one at the whole points on both sides) and past them. Tolerances: 0.05 px for positions and sizes (Chromium lays
out in 1/64 px), 0.002 for opacity. A part missing from the geometry at an offset must be at opacity 0.
"""

import json
import math
import re

import pytest

from exports_support import (  # noqa: F401 (the service fixture is found by name)
    HEADER, case_name, cases, headless_chrome, service, switch_points)


FROM, TO = -40, 160
POSITION = 0.05
OPACITY = 0.002


@pytest.fixture(scope="module")
def browser():
    driver = headless_chrome(
        "--disable-gpu", "--window-size=600,1000", "--force-device-scale-factor=1", "--hide-scrollbars")
    yield driver
    driver.quit()


def expected(geometry, name):
    """(frame, opacity) of the part `name` in a geometry document, or None when the document has no such part."""
    def frame_of(node):
        return node["frame"] if node and "frame" in node else None

    title = geometry.get("title")
    large = geometry.get("largeTitle")
    if name == "content":
        top = geometry["content"]["top"]
        return {"x": 0, "y": top, "width": geometry["viewport"]["width"], "height": None}, 1
    if name == "header":
        return geometry["header"]["frame"], geometry["header"]["backgroundOpacity"]
    if name.startswith("actions/"):
        actions = geometry.get("actions", [])
        index = int(name.split("/")[1])
        return (actions[index]["frame"], 1) if index < len(actions) else None
    table = {
        "bar": (frame_of(geometry.get("bar")), 1),
        "hairline": (frame_of(geometry.get("hairline")), (geometry.get("hairline") or {}).get("opacity")),
        "back": (frame_of(geometry.get("back")), 1),
        "title": (frame_of(title), (title or {}).get("opacity")),
        "subtitle": (frame_of((title or {}).get("subtitle")), (title or {}).get("opacity")),
        "largeTitle": (frame_of(large), (large or {}).get("opacity")),
        "largeSubtitle": (frame_of((large or {}).get("subtitle")), 1),
        "edgeEffect": (frame_of(geometry.get("edgeEffect")), (geometry.get("edgeEffect") or {}).get("opacity")),
    }
    found = table.get(name)
    return found if found and found[0] is not None else None


MEASURE = """
const done = arguments[arguments.length - 1];
window.scrollTo(0, arguments[0]);
requestAnimationFrame(() => requestAnimationFrame(() => {
  done({scroll: window.scrollY, parts: [...document.querySelectorAll('[data-part]')].map(e => {
    const r = e.getBoundingClientRect();
    return {name: e.dataset.part, x: r.x, y: r.y, width: r.width, height: r.height,
            opacity: parseFloat(getComputedStyle(e).opacity)};
  })});
}));
"""


def check(service, browser, case):
    parameters = {**HEADER, **case}
    browser.get(service.url("/v1/scroll.html", {**parameters, "from": FROM, "to": TO}))
    points = [p for p in switch_points(service, parameters) if FROM <= p <= TO]
    offsets = {FROM, -20, 0, 15, 26, 40, 90, TO} | {math.floor(p) for p in points} | {math.ceil(p) for p in points}
    problems = []
    for offset in sorted(offsets):
        measured = browser.execute_async_script(MEASURE, offset - FROM)
        assert measured["scroll"] == offset - FROM, f"the page did not scroll to {offset - FROM}"
        geometry = service.geometry(parameters, offset)
        names = {part["name"] for part in measured["parts"]}
        assert {"header", "content"} <= names
        for part in measured["parts"]:
            want = expected(geometry, part["name"])
            if want is None:
                if part["opacity"] > OPACITY:
                    problems.append((offset, part["name"], "shown though the geometry has no such part"))
                continue
            frame, opacity = want
            for key in ("x", "y", "width", "height"):
                if frame[key] is not None and abs(part[key] - frame[key]) > POSITION:
                    problems.append((offset, part["name"], key, part[key], frame[key]))
            if abs(part["opacity"] - opacity) > OPACITY:
                problems.append((offset, part["name"], "opacity", part["opacity"], opacity))
    assert not problems, f"{case_name(case)}: {problems[:10]}"


def test_every_part_moves_as_the_geometry_says(service, browser):
    for case in cases(service):
        check(service, browser, case)


TRICKY = ["</style><script>alert(1)</script>", 'Say "hi" \\ {x} }', "שלום עולם", "a'b&c<d>e"]


@pytest.mark.parametrize("title", TRICKY)
def test_titles_are_escaped_in_the_page_and_the_style_sheet(service, browser, title):
    browser.get(service.url("/v1/scroll.html", {"title": title, "back": title, "style": "large"}))
    assert browser.title == title
    texts = dict(browser.execute_script(
        "return [...document.querySelectorAll('[data-part]')].map(e => [e.dataset.part, e.textContent]);"))
    geometry = service.geometry({"title": title, "back": title, "style": "large"}, 0)
    assert texts["largeTitle"] == geometry["largeTitle"]["text"]
    assert texts["back"] == geometry["back"]["label"]["text"]
    assert browser.execute_script("return document.querySelectorAll('script, [onload], [onerror]').length") == 0
    # The style sheet carries the title as a CSS string: read back by the browser, it is the title again.
    custom = browser.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue('--mh-title');").strip()
    assert custom.startswith('"') and custom.endswith('"')
    unescaped = re.sub(r"\\([0-9a-fA-F]{1,6}) ?", lambda match: chr(int(match.group(1), 16)), custom[1:-1])
    assert unescaped == title
    css = service.ok("/v1/scroll.css", {"title": title}).decode()
    assert "</style" not in css.lower() and "<" not in css


@pytest.mark.parametrize(
    "parameters, named",
    [({"from": 10, "to": 10}, "to"), ({"from": 0, "to": 3000, "step": 1}, "step"), ({"step": "inf"}, "step")],
)
def test_bad_ranges_are_refused_naming_the_parameter(service, parameters, named):
    for path in ("/v1/scroll.html", "/v1/scroll.css"):
        status, body = service.get(path, parameters)
        assert status == 400 and json.loads(body)["parameter"] == named
