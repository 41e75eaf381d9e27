"""What a first visitor sees above and on the phone, in a real browser, at a desktop and a phone width: the "rendered
in … ms" label above the phone stays on one line and is not cut, and the phone's screen is drawn with the display
corner radius of its device (the catalog's `displayCornerRadius`), inside which every glyph of the status bar lies.

The status bar is checked twice. Its glyph boxes: the preview's SVG (the same query with `text=paths`, so the clock
is its glyph outlines) is put into the page and every drawn element of `#status-bar` (each glyph of the clock, the
signal, Wi-Fi and battery shapes, the camera or island) must lie inside the rounded rectangle the page draws the
screen with. Its pixels: in the screenshot, no pixel of the status bar's band that lies inside the screen and 1 to 2
CSS pixels from its rounded edge may differ from the bar's background, so nothing drawn reaches the edge to be cut.
The Material bar (the Android status bar) is checked on every device, the iOS one on the iOS devices.

Uses the service, browser and helpers of test_playground.py; screenshots go to artifacts/e2e/ (`corners-*`). Run from
the repository root:

    python3 -m pytest -q Tests/e2e/test_screen_corners.py
"""

import io
import math
import re
import urllib.parse

import numpy
import pytest
from PIL import Image

from test_playground import (  # noqa: F401 (fixtures are found by name)
    ARTIFACTS,
    browser,
    catalog,
    geometry,
    load,
    service,
    wait_for,
)

SIZES = {"desktop": (1280, 800, False), "phone": (390, 844, True)}
SCALE = 2
LONGEST_STATUS = "rendered in 1234 ms · 60/s"
# How close to the screen's rounded edge (CSS pixels) the pixel check looks, past the edge's own anti-aliasing.
EDGE_BAND = (1.0, 2.0)
# How far a glyph box may stand outside the drawn curve (points): the page rounds its radius to 0.1 pixel.
TOLERANCE = 0.25


@pytest.fixture
def size(request, browser):
    width, height, mobile = SIZES[request.param]
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": SCALE, "mobile": mobile},
    )
    yield request.param
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 1440, "height": 900, "deviceScaleFactor": 1, "mobile": False}
    )


# MARK: - The timing label


def label_lines(driver):
    """The status label's box, its text's line boxes and whether its text overflows, measured in the page."""
    return driver.execute_script(
        """
        const el = document.getElementById('status');
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        const box = el.getBoundingClientRect();
        const text = range.getBoundingClientRect();
        const heading = document.getElementById('stage-title').getBoundingClientRect();
        return {
          text: el.textContent, lines: lines.size,
          scrollWidth: el.scrollWidth, clientWidth: el.clientWidth,
          scrollHeight: el.scrollHeight, clientHeight: el.clientHeight,
          box: [box.left, box.top, box.right, box.bottom], textBox: [text.left, text.top, text.right, text.bottom],
          heading: [heading.left, heading.top, heading.right, heading.bottom],
          pageWidth: document.documentElement.clientWidth,
        };
        """
    )


def assert_one_whole_line(measured):
    text = measured["text"]
    assert measured["lines"] == 1, f"{text!r} wraps onto {measured['lines']} lines"
    assert measured["scrollHeight"] <= measured["clientHeight"], f"{text!r} is cut at the bottom: {measured}"
    assert measured["scrollWidth"] <= measured["clientWidth"], f"{text!r} is cut at the side: {measured}"
    left, top, right, bottom = measured["box"]
    text_left, text_top, text_right, text_bottom = measured["textBox"]
    assert left - 0.5 <= text_left and text_right <= right + 0.5, f"{text!r} runs out of its box: {measured}"
    assert top - 0.5 <= text_top and text_bottom <= bottom + 0.5, f"{text!r} runs out of its box: {measured}"
    assert right <= measured["pageWidth"], f"{text!r} runs off the page: {measured}"
    heading = measured["heading"]
    assert left >= heading[2] or top >= heading[3], f"{text!r} covers the Preview heading: {measured}"


@pytest.mark.parametrize("size", SIZES, indirect=True)
def test_the_timing_label_is_one_whole_line(service, browser, size):
    load(browser, service.base + "/")
    # Answers more than two a second add their rate: the longest form the page writes.
    offset = 0

    def rated():
        nonlocal offset
        offset += 7
        browser.execute_script(
            "const s = document.getElementById('offset'); s.value = String(arguments[0]);"
            "s.dispatchEvent(new Event('input', {bubbles: true}));",
            offset % 300,
        )
        return re.fullmatch(r"rendered in [0-9.]+ ms · \d+/s", browser.find_element("id", "status").text)

    wait_for(browser, rated, "the label never showed the answers' rate")
    measured = label_lines(browser)
    browser.save_screenshot(str(ARTIFACTS / f"corners-label-{size}.png"))
    assert_one_whole_line(measured)

    # The longest the label can read (four-digit milliseconds, sixty answers a second) fits too.
    browser.execute_script("document.getElementById('status').textContent = arguments[0]", LONGEST_STATUS)
    assert_one_whole_line(label_lines(browser))


# MARK: - The screen's corners and the status bar


def drawn_screen(driver):
    """The screen as the page draws it: its box in CSS pixels and its corner radius in pixels."""
    return driver.execute_script(
        """
        const screen = document.getElementById('screen');
        const box = screen.getBoundingClientRect();
        return {left: box.left, top: box.top, width: box.width, height: box.height,
                radius: parseFloat(getComputedStyle(screen).borderTopLeftRadius)};
        """
    )


def status_bar_boxes(driver, query):
    """Every drawn element of the preview's status bar as `[tag, x0, y0, x1, y1]` in points, its glyphs as outlines."""
    return driver.execute_async_script(
        """
        const [query, done] = arguments;
        fetch('/v1/preview.svg?' + (query ? query + '&' : '') + 'text=paths').then((r) => r.text()).then((text) => {
          const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
          const holder = document.createElement('div');
          holder.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;pointer-events:none';
          holder.append(document.importNode(svg, true));
          document.body.append(holder);
          const root = holder.firstElementChild;
          const frame = root.getBoundingClientRect();
          const perPixel = root.viewBox.baseVal.width / frame.width;
          const bar = root.querySelector('[id$="status-bar"]');
          const shapes = bar ? [...bar.querySelectorAll('path, rect, circle, text, use')] : [];
          const boxes = shapes.map((shape) => {
            const r = shape.getBoundingClientRect();
            return [shape.tagName, (r.left - frame.left) * perPixel, (r.top - frame.top) * perPixel,
                    (r.right - frame.left) * perPixel, (r.bottom - frame.top) * perPixel];
          }).filter(([, x0, y0, x1, y1]) => x1 > x0 && y1 > y0);
          holder.remove();
          done(boxes);
        }, (error) => done('ERROR ' + error));
        """,
        query,
    )


def outside_by(x, y, width, height, radius):
    """How far the point (x, y) lies outside a width x height rectangle with corners of `radius` (0 or less: in)."""
    if x < 0 or y < 0 or x > width or y > height:
        return max(-x, -y, x - width, y - height)
    cx = min(max(x, radius), width - radius)
    cy = min(max(y, radius), height - radius)
    return math.hypot(x - cx, y - cy) - radius


def inside_depth(x, y, width, height, radius):
    """How deep the point (x, y) lies inside the rounded rectangle (negative: outside)."""
    cx = min(max(x, radius), width - radius)
    cy = min(max(y, radius), height - radius)
    if (cx, cy) != (x, y) and (x < radius or x > width - radius) and (y < radius or y > height - radius):
        return radius - math.hypot(x - cx, y - cy)
    return min(x, y, width - x, height - y)


def ink_at_the_edge(png, screen, band_top, band_bottom, background):
    """Pixels of the screenshot in the status bar's band, 1 to 2 CSS pixels inside the screen's rounded edge, that
    are not the bar's background: what a drawn glyph leaves where the corner would cut it. Each is (x, y) in CSS
    pixels from the screen's top left, and its colour."""
    image = numpy.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)
    found = []
    x0, y0 = screen["left"], screen["top"]
    for py in range(math.ceil((y0 + band_top) * SCALE), math.floor((y0 + band_bottom) * SCALE)):
        for px in range(math.floor(x0 * SCALE), math.ceil((x0 + screen["width"]) * SCALE)):
            x, y = (px + 0.5) / SCALE - x0, (py + 0.5) / SCALE - y0
            depth = inside_depth(x, y, screen["width"], screen["height"], screen["radius"])
            if EDGE_BAND[0] <= depth <= EDGE_BAND[1] and numpy.abs(image[py, px] - background).max() > 48:
                found.append((round(x, 1), round(y, 1), "#%02x%02x%02x" % tuple(int(c) for c in image[py, px])))
    return found


def shown(driver, catalog):
    """The (style, device) of the preview shown now: its query leaves out what is at its default."""
    query = driver.execute_script("return document.getElementById('preview-image').dataset.query || ''")
    parameters = dict(urllib.parse.parse_qsl(query))
    defaults = catalog["defaults"]
    return parameters.get("style", defaults["style"]), parameters.get("device", defaults["device"])


def cases(catalog):
    """(style, device) pairs: the Material bar on every device, the iOS bar on the iOS devices."""
    devices = [d["id"] for d in catalog["devices"]]
    return [("m3Small", d) for d in devices] + [("large", d) for d in devices if d.startswith(("iphone", "ipad"))]


@pytest.mark.parametrize("size", SIZES, indirect=True)
def test_the_status_bar_lies_inside_the_rounded_screen(service, browser, catalog, size):
    failures = []
    for style, device in cases(catalog):
        load(browser, f"{service.base}/?style={style}&device={device}")
        wait_for(browser, lambda: shown(browser, catalog) == (style, device), f"the preview never showed {device}")
        document = geometry(browser)
        viewport = document["viewport"]
        screen = drawn_screen(browser)
        points = viewport["width"] / screen["width"]
        radius = screen["radius"] * points
        query = browser.execute_script("return document.getElementById('preview-image').dataset.query")
        boxes = status_bar_boxes(browser, query)
        assert isinstance(boxes, list) and boxes, f"{style} on {device}: no status bar drawn ({boxes})"
        for tag, x0, y0, x1, y1 in boxes:
            worst = max(outside_by(x, y, viewport["width"], viewport["height"], radius)
                        for x in (x0, x1) for y in (y0, y1))
            if worst > TOLERANCE:
                failures.append(f"{style} on {device}: a <{tag}> of the status bar at ({x0:.1f}, {y0:.1f})-"
                                f"({x1:.1f}, {y1:.1f}) stands {worst:.1f} pt outside the {radius:.1f}-point corner")

        png = browser.get_screenshot_as_png()
        Image.open(io.BytesIO(png)).save(ARTIFACTS / f"corners-{size}-{style}-{device}.png")
        band = viewport["safeAreaTop"] / points
        image = numpy.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)
        # The bar's background: a quarter of the way across, between the clock and the camera, halfway down.
        background = image[round((screen["top"] + band / 2) * SCALE), round((screen["left"] + screen["width"] * 0.3)
                                                                             * SCALE)]
        touching = ink_at_the_edge(png, screen, 0, band, background)
        if touching:
            failures.append(f"{style} on {device}: {len(touching)} pixels of the status bar reach the screen's "
                            f"rounded edge (x, y in CSS pixels), e.g. {touching[:3]}")

        expected = next(d for d in catalog["devices"] if d["id"] == device).get("displayCornerRadius")
        if expected is None or abs(radius - min(expected, viewport["width"] / 2)) > 0.3:
            failures.append(f"{style} on {device}: the screen's corner is {radius:.2f} pt, the catalog says {expected}")
    assert not failures, "\n".join(failures)
