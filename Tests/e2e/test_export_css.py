"""`/v1/scroll.html` in headless Chromium: scrolled to each offset, every part's box
(`getBoundingClientRect()`) and computed opacity must be what `/v1/geometry` says at that offset, and the page
must look like the preview: Chromium's screenshot against `/v1/preview.svg` rasterised by librsvg
(`rsvg-convert`).

Every case of `exports_support.cases` (every style, both appearances and both directions, `fidelity=uikit`, the
Material bars' scroll behaviours), from -40 to 160 by 1 point (the page shows offset -40 unscrolled),
checked at rest, in the pull-down range, mid-transition, at every switch point the timeline reports (a fractional
one at the whole points on both sides) and past them. Tolerances: 0.05 px for positions and sizes (Chromium lays
out in 1/64 px), 0.002 for opacity. A part missing from the geometry at an offset must be at opacity 0.
"""

import io
import json
import math
import os
import re

import numpy
import pytest
from PIL import Image

from exports_support import (  # noqa: F401 (the service fixture is found by name)
    ARTIFACTS, HEADER, case_name, cases, flattened, headless_chrome, part_of, raster_of_svg, service, switch_points)


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
    search = geometry.get("search") or {}
    if name == "content":
        top = geometry["content"]["top"]
        return {"x": 0, "y": top, "width": geometry["viewport"]["width"], "height": None}, 1
    if name == "header":
        return geometry["header"]["frame"], geometry["header"]["backgroundOpacity"]
    if name.startswith(("navigation", "leading[", "trailing[")):
        # sliverAppBar's toolbar items fade as the bar scrolls away; other actions carry no opacity of their own.
        action = part_of(geometry, name)
        return (action["frame"], action.get("opacity", 1)) if action else None
    if name.startswith("tabs["):
        tab = part_of(geometry, name.replace("tabs[", "tabs.items["))
        return (tab["frame"], 1) if tab else None
    if name.startswith("platters["):
        platter = part_of(geometry, name)
        return (platter["frame"], platter["opacity"]) if platter else None
    table = {
        "bar": (frame_of(geometry.get("bar")), 1),
        "hairline": (frame_of(geometry.get("hairline")), (geometry.get("hairline") or {}).get("opacity")),
        "back": (frame_of(geometry.get("back")), 1),
        "title": (frame_of(title), (title or {}).get("opacity")),
        "title.subtitle": (frame_of((title or {}).get("subtitle")), (title or {}).get("opacity")),
        "largeTitle": (frame_of(large), (large or {}).get("opacity")),
        "image": (frame_of(geometry.get("image")), (geometry.get("image") or {}).get("opacity")),
        "scrim": (frame_of(geometry.get("scrim")), (geometry.get("scrim") or {}).get("opacity")),
        # A Material bar's expanded subtitle fades with its title; the iOS large subtitle stays.
        "largeTitle.subtitle": (frame_of((large or {}).get("subtitle")),
                          (large or {}).get("opacity") if geometry["style"].startswith("m3") else 1),
        "edgeEffect": (frame_of(geometry.get("edgeEffect")), (geometry.get("edgeEffect") or {}).get("opacity")),
        # An iOS segmented control's box is its rounded control, not its band.
        "tabs": (frame_of((geometry.get("tabs") or {}).get("control") or geometry.get("tabs")), 1),
        "tabs.divider": (frame_of((geometry.get("tabs") or {}).get("divider")), 1),
        "tabs.indicator": (frame_of((geometry.get("tabs") or {}).get("indicator")), 1),
        # The search field's box is its rounded field; the magnifier and placeholder fade together.
        "search": (frame_of(search.get("field")), search.get("opacity")),
        "search.icon": (frame_of(search.get("icon")), (search.get("icon") or {}).get("opacity")),
        "search.placeholder": (frame_of(search.get("placeholder")), (search.get("placeholder") or {}).get("opacity")),
    }
    found = table.get(name)
    return found if found and found[0] is not None else None


MEASURE = """
const done = arguments[arguments.length - 1];
window.scrollTo(0, arguments[0]);
requestAnimationFrame(() => requestAnimationFrame(() => {
  done({scroll: window.scrollY, parts: [...document.querySelectorAll('[data-part]')].map(e => {
    const r = e.getBoundingClientRect();
    // A part that fades its layers rather than itself (the edge effect) shows at its layers' opacity.
    const layer = e.querySelector(':scope > .mh-layer');
    const own = parseFloat(getComputedStyle(e).opacity);
    return {name: e.dataset.part, x: r.x, y: r.y, width: r.width, height: r.height,
            opacity: own * (layer ? parseFloat(getComputedStyle(layer).opacity) : 1)};
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


SCROLL_ONLY = """
const done = arguments[arguments.length - 1];
window.scrollTo(0, arguments[0]);
requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY)));
"""

# How near the page's picture is to the preview's, pixel by pixel (the largest difference of the three channels):
# on the whole screen, within 10/255 on 88 % and within 64/255 on 98.8 % of the pixels; on the band from the top
# to the header's bottom (status bar, bar, titles, buttons), within 64/255 on 98.5 %. Measured over the 260
# pictures: at least 91.2 %, 99.0 % and 99.1 %, the differences being glyph edges (Chromium and librsvg
# anti-alias text differently) and the iOS 26 edge effect's blur (the preview's Gaussian stops at the effect's
# frame; Chromium's backdrop blur and mask differ from librsvg's at the edges).
NEAR, NEAR_SHARE, FAR, FAR_SHARE, BAND_FAR_SHARE = 10, 0.88, 64, 0.988, 0.985


def screenshot(browser, width, height):
    image = Image.open(io.BytesIO(browser.get_screenshot_as_png())).convert("RGB")
    return numpy.asarray(image.crop((0, 0, width, height))).astype(int)


def preview_raster(service, parameters, offset, width, height):
    svg = service.ok("/v1/preview.svg", {**parameters, "offset": offset})
    return flattened(raster_of_svg(svg, width, height), "white")


def part_boxes(geometry):
    """(name, frame) of the header's parts that the preview draws with ink: titles, back button, actions and
    `fidelity=ios26`'s glass platters."""
    found = []
    for name in ("largeTitle", "title", "back"):
        node = geometry.get(name)
        if node and node.get("opacity", 1) > 0:
            found.append((name, node["frame"]))
    found += [(action["name"], action["frame"]) for action in geometry.get("actions", [])]
    found += [(f"platters[{index}]", platter["frame"]) for index, platter in enumerate(geometry.get("platters", []))]
    return found


def part_difference(difference, frame):
    """The mean difference over a part's box (clipped to the screen), or None when none of it is on screen."""
    top, left = max(0, math.floor(frame["y"])), max(0, math.floor(frame["x"]))
    bottom = min(difference.shape[0], math.ceil(frame["y"] + frame["height"]))
    right = min(difference.shape[1], math.ceil(frame["x"] + frame["width"]))
    return float(difference[top:bottom, left:right].mean()) if bottom > top and right > left else None


# Over each part's box the mean difference must stay under this: measured at most 14.5 (glyph edges); a Material
# title hidden under its bar's container gave 38.
PART_MEAN = 20


def unlike_the_preview(service, browser, case, parameters, offset):
    """The page, scrolled to `offset`, against the preview at it: `None` when alike, else what differs (shares of
    pixels near and far, far in the header band; the parts whose mean difference is too large), with both pictures
    saved as artifacts."""
    assert browser.execute_async_script(SCROLL_ONLY, offset - FROM) == offset - FROM
    geometry = service.geometry(parameters, offset)
    width, height = geometry["viewport"]["width"], geometry["viewport"]["height"]
    page = screenshot(browser, width, height)
    reference = preview_raster(service, parameters, offset, width, height)
    difference = numpy.abs(page - reference).max(axis=2)
    header = geometry["header"]["frame"]
    band = max(geometry["viewport"]["safeAreaTop"], math.ceil(header["y"] + header["height"]))
    shares = ((difference <= NEAR).mean(), (difference <= FAR).mean(), (difference[:band] <= FAR).mean())
    parts = {name: part_difference(difference, frame) for name, frame in part_boxes(geometry)}
    unlike = [(name, round(mean, 1)) for name, mean in parts.items() if mean is not None and mean > PART_MEAN]
    if os.environ.get("MASTHEAD_PRINT_DIFFERENCES"):
        print(case_name(case), offset, [round(share, 4) for share in shares],
              max((mean for mean in parts.values() if mean is not None), default=0))
    if shares[0] >= NEAR_SHARE and shares[1] >= FAR_SHARE and shares[2] >= BAND_FAR_SHARE and not unlike:
        return None
    stem = f"css-{case_name(case)}-{offset}"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    Image.fromarray(page.astype("uint8")).save(ARTIFACTS / f"{stem}-chromium.png")
    Image.fromarray(reference.astype("uint8")).save(ARTIFACTS / f"{stem}-rsvg.png")
    return (case_name(case), offset, [round(share, 4) for share in shares], unlike)


def test_the_page_looks_like_the_preview(service, browser):
    problems = []
    for case in cases(service):
        parameters = {**HEADER, **case}
        browser.get(service.url("/v1/scroll.html", {**parameters, "from": FROM, "to": TO}))
        for offset in (-20, 0, 26, 60, TO):
            problem = unlike_the_preview(service, browser, case, parameters, offset)
            if problem:
                problems.append(problem)
    assert not problems, f"unlike the preview (near, far, far in the header band; parts): {problems[:10]}"


# Text whose first strong character reads against the layout: each line reads in its own direction, in the page
# as in the preview ("3 unread" stays "3 unread" in a right-to-left layout). Mostly Latin and digits: where a line
# needs a fallback face (Hebrew), Chromium and librsvg pick their own, and a space beside it can differ by more than
# the comparison allows, so the one Hebrew case keeps its spaces between Latin words.
MIXED_DIRECTIONS = [
    {"style": "m3Small", "title": "3 unread", "subtitle": "3 unread", "direction": "rtl"},
    {"style": "large", "title": "Inbox 2 שלום", "back": "3 back", "trailing": "text:Done 2", "direction": "rtl"},
    {"style": "compact", "title": "3 unread", "back": "2 back", "trailing": "text:1 more", "direction": "rtl"},
]


@pytest.mark.parametrize("case", MIXED_DIRECTIONS)
def test_mixed_direction_text_reads_as_in_the_preview(service, browser, case):
    browser.get(service.url("/v1/scroll.html", {**case, "from": FROM, "to": TO}))
    problems = [unlike_the_preview(service, browser, case, case, offset) for offset in (0, 60)]
    assert not any(problems), f"unlike the preview: {[problem for problem in problems if problem]}"


TRICKY = ["</style><script>alert(1)</script>", 'Say "hi" \\ {x} }', "שלום עולם", "a'b&c<d>e"]


@pytest.mark.parametrize("title", TRICKY)
def test_titles_are_escaped_in_the_page_and_the_style_sheet(service, browser, title):
    browser.get(service.url("/v1/scroll.html", {"title": title, "back": title, "style": "large"}))
    assert browser.title == title
    texts = dict(browser.execute_script(
        "return [...document.querySelectorAll('[data-part]')].map(e => [e.dataset.part, e.textContent]);"))
    geometry = service.geometry({"title": title, "back": title, "style": "large"}, 0)
    assert texts["largeTitle"] == geometry["largeTitle"]["text"]
    # A title this long leaves the back label no room: the chevron stands alone, and so no text.
    assert texts.get("back", "") == geometry["back"].get("label", {}).get("text", "")
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
