"""What the browser tests share: the real binary on a free port and requests to it (the `service` fixture), headless
Chromium, and for the export tests the cases every export is checked in (every style light left to right and dark
right to left; `EXPORT_ALL=1` every pair).

The style list comes from `/openapi.json`, so styles added later are covered without a change here.
"""

import base64
import io
import json
import os
import re
import select
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import numpy
import pytest
from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service as DriverService

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "artifacts" / "exports"
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")

# A header with every kind of item, so that each part has something to draw.
def part_of(geometry, name):
    """The node of the geometry document that the part `name` names: a path (`title.subtitle`, `platters[0]`) or
    an action's own `name` (`navigation`, `leading[0]`, `trailing[1]`); None when the document has no such part."""
    for action in geometry.get("actions", []):
        if action.get("name") == name:
            return action
    node = geometry
    for step in name.split("."):
        key, _, index = step.partition("[")
        node = node.get(key) if isinstance(node, dict) else None
        if index and node is not None:
            position = int(index.rstrip("]"))
            node = node[position] if position < len(node) else None
        if node is None:
            return None
    return node


def element_id(name):
    """The SVG id of the part `name` (docs/api.md's table): `header` is `header-background`, `title.subtitle` is
    `subtitle`, `largeTitle.subtitle` is `large-subtitle`, `platters[i]` is `platter-i`, `tabs[i]` is `tab-i`, an
    index follows a `-`, a member follows a `-` (`search.icon` is `search-icon`), and camel case turns into words
    joined by `-`."""
    special = {"header": "header-background", "title.subtitle": "subtitle", "largeTitle.subtitle": "large-subtitle"}
    if name in special:
        return special[name]
    name = name.replace("platters[", "platter[").replace("tabs[", "tab[")
    name = name.replace("[", "-").replace("]", "").replace(".", "-")
    return "".join("-" + c.lower() if c.isupper() else c for c in name)


HEADER = {"back": "Mailboxes", "trailing": "search,plus", "subtitle": "3 unread"}


class Service:
    """The real binary (env MASTHEAD_BINARY, default .build/debug/masthead) on a free port; stopped at the end."""

    def __init__(self, *arguments):
        binary = Path(os.environ.get("MASTHEAD_BINARY", REPO / ".build" / "debug" / "masthead"))
        if not binary.is_absolute():
            binary = REPO / binary
        if not binary.exists():
            pytest.fail(f"{binary} does not exist: run `swift build` first (or set MASTHEAD_BINARY)")
        self.process = subprocess.Popen(
            [str(binary), "--port", "0", "--public-dir", str(REPO / "Public"), "--log", "none", *arguments],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 30
        seen = b""
        self.port = None
        while time.monotonic() < deadline and self.port is None:
            if self.process.poll() is not None:
                pytest.fail(f"masthead exited with {self.process.returncode}: {seen.decode(errors='replace')}")
            ready, _, _ = select.select([self.process.stderr], [], [], 0.2)
            if ready:
                line = self.process.stderr.readline()
                seen += line
                match = re.search(rb"listening on port (\d+)", line)
                if match:
                    self.port = int(match.group(1))
        if self.port is None:
            self.stop()
            pytest.fail(f"masthead did not say which port it listens on: {seen.decode(errors='replace')}")
        self.base = f"http://127.0.0.1:{self.port}"
        threading.Thread(target=self.process.stderr.read, daemon=True).start()

    def url(self, path, parameters):
        return self.base + path + "?" + urllib.parse.urlencode(parameters)

    def get(self, path, parameters):
        """The answer's status and body."""
        try:
            with urllib.request.urlopen(self.url(path, parameters), timeout=120) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def ok(self, path, parameters):
        status, body = self.get(path, parameters)
        assert status == 200, f"{path} {parameters}: {status} {body[:300]!r}"
        return body

    def geometry(self, parameters, offset):
        return json.loads(self.ok("/v1/geometry", {**parameters, "offset": offset}))

    def get_json(self, path):
        with urllib.request.urlopen(self.base + path, timeout=10) as response:
            return json.load(response)

    def stop(self):
        """SIGTERM, then SIGKILL when it lingers."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture(scope="module")
def service():
    """One service for a test module; a module takes it by importing this fixture."""
    running = Service()
    yield running
    running.stop()


def headless_chrome(*arguments, capabilities=None):
    """Headless Chromium through chromedriver, with these command-line arguments and capabilities."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", *arguments):
        options.add_argument(argument)
    for name, value in (capabilities or {}).items():
        options.set_capability(name, value)
    return webdriver.Chrome(service=DriverService(CHROMEDRIVER), options=options)


def described_parameter(service, name):
    """Parameter `name` of `GET /v1/geometry` as `/openapi.json` describes it, references followed (its schema's
    too), or None."""
    document = json.loads(service.ok("/openapi.json", {}))

    def resolved(value):
        if not isinstance(value, dict) or "$ref" not in value:
            return value
        target = document
        for part in value["$ref"][2:].split("/"):
            target = target[part]
        return {**resolved(target), **{k: v for k, v in value.items() if k != "$ref"}}

    for parameter in map(resolved, document["paths"]["/v1/geometry"]["get"]["parameters"]):
        if parameter.get("name") == name:
            return {**parameter, "schema": resolved(parameter["schema"])}
    return None


def styles(service):
    """Every header style the service describes."""
    parameter = described_parameter(service, "style") or pytest.fail("/openapi.json names no style parameter")
    return parameter["schema"]["enum"]


def styles_taking(service, name):
    """The styles `/openapi.json` says parameter `name` applies to (its `x-styles`)."""
    parameter = described_parameter(service, name) or pytest.fail(f"/openapi.json names no {name} parameter")
    return parameter.get("x-styles", [])


# The styles whose motion `fidelity=uikit` changes (it leaves `inlineTitle` as it is).
UIKIT_STYLES = ("compact", "large")
# The scroll behaviour that moves each Material bar most: the two-row bars collapse, the one-row bars leave.
MATERIAL_BEHAVIOURS = {"m3Small": "enterAlways", "m3CenterAligned": "enterAlways",
                       "m3Medium": "exitUntilCollapsed", "m3Large": "exitUntilCollapsed",
                       "m3MediumFlexible": "exitUntilCollapsed", "m3LargeFlexible": "exitUntilCollapsed"}

# The Material bars that take a subtitle and an alignment, checked once more with both, at Android's largest font
# size. Without sample content: its doubled text doubles the glyph edges two rasterisers draw apart, past the
# screen-wide shares these checks allow (the content's growth is checked in MaterialExpressiveEndpointTests).
MATERIAL_SUBTITLED = {"m3Small": "enterAlways", "m3MediumFlexible": "exitUntilCollapsed",
                      "m3LargeFlexible": "exitUntilCollapsed"}


def cases(service, style_names=None):
    """The parameters of every case an export is checked in: every style (or those named) light left to right and
    dark right to left (`EXPORT_ALL=1`: both appearances in both directions); the styles that take `fidelity` again with `fidelity=uikit` (those UIKit moves) and with
    `fidelity=ios26` (the Liquid Glass bar, a prominent item on its own platter); each Material bar again with a
    navigation icon and the scroll behaviour that moves it (light LTR and dark RTL); and the bars that take a
    subtitle and `titleAlignment` with a centred subtitle at `fontScale=2`; and the search field under the iOS bars
    and in `m3Search`."""
    names = styles(service) if style_names is None else style_names
    # Appearance and direction change separate things (the colours, the mirroring), so each style is checked light
    # left to right and dark right to left; EXPORT_ALL=1 checks all four pairs.
    pairs = [(a, d) for a in ("light", "dark") for d in ("ltr", "rtl")]
    both = pairs if os.environ.get("EXPORT_ALL") else [("light", "ltr"), ("dark", "rtl")]
    found = [{"style": s, "appearance": a, "direction": d} for s in names for a, d in both]
    for style in styles_taking(service, "fidelity"):
        if style in names and style in UIKIT_STYLES:
            found += [{"style": style, "appearance": a, "direction": d, "fidelity": "uikit"} for a, d in both]
        if style in names:
            found += [{"style": style, "appearance": a, "direction": d, "fidelity": "ios26",
                       "trailing": "search,prominent:plus"} for a, d in both]
    for style, behaviour in MATERIAL_BEHAVIOURS.items():
        if style in names:
            found += [{"style": style, "appearance": a, "direction": d, "scrollBehavior": behaviour,
                       "navigation": "back"} for a, d in (("light", "ltr"), ("dark", "rtl"))]
    for style, behaviour in MATERIAL_SUBTITLED.items():
        if style in names:
            found.append({"style": style, "appearance": "light", "direction": "ltr", "scrollBehavior": behaviour,
                          "navigation": "back", "subtitle": "3 unread", "titleAlignment": "center",
                          "fontScale": "2", "content": "none"})
    # The search field: the iOS band collapsing (and once pinned), and m3Search's field with a placeholder of its own.
    for style in styles_taking(service, "searchBehavior"):
        if style in names:
            found += [{"style": style, "appearance": a, "direction": d, "search": "Search mail", "back": "Mailboxes"}
                      for a, d in (("light", "ltr"), ("dark", "rtl"))]
            found.append({"style": style, "appearance": "light", "direction": "ltr", "search": "",
                          "searchBehavior": "always"})
    # Tabs: a Material tab row under a bar that scrolls away, and a scrollable secondary row under a collapsing one;
    # the iOS segmented control under a large title.
    if "m3Small" in names:
        found.append({"style": "m3Small", "appearance": "light", "direction": "ltr", "tabs": "Inbox,Sent,Drafts",
                      "navigation": "menu", "scrollBehavior": "enterAlways"})
    if "m3Large" in names:
        found.append({"style": "m3Large", "appearance": "dark", "direction": "rtl", "tabs": "All,Unread,Flagged,Spam",
                      "tabStyle": "secondary", "tabMode": "scrollable", "scrollBehavior": "exitUntilCollapsed"})
    if "large" in names:
        found.append({"style": "large", "appearance": "light", "direction": "ltr", "tabs": "All,Unread,Flagged",
                      "search": "", "back": "Mailboxes"})
    if "m3Search" in names:
        found.append({"style": "m3Search", "appearance": "light", "direction": "ltr", "search": "Search in mail",
                      "navigation": "menu", "trailing": "person", "scrollBehavior": "enterAlways"})
    # Flutter's SliverAppBar with its picture: pinned, the picture sliding up with parallax and fading; and, dark and
    # right to left, the picture pinned, stretched by the pull-down (zoomed, the title fading; the blur is left out
    # of the exports as the edge effect's is).
    if "sliverAppBar" in names:
        found.append({"style": "sliverAppBar", "appearance": "light", "direction": "ltr", "image": "sample",
                      "navigation": "back", "trailing": "search,more", "pinned": "true"})
        found.append({"style": "sliverAppBar", "appearance": "dark", "direction": "rtl", "image": "sample",
                      "navigation": "menu", "trailing": "share", "collapseMode": "pin", "stretch": "true",
                      "stretchModes": "zoomBackground,fadeTitle"})
        found.append({"style": "sliverAppBar", "appearance": "light", "direction": "ltr", "image": sent_picture(),
                      "title": "Lisbon", "navigation": "back", "trailing": "share"})
    # Android's CollapsingToolbarLayout: Material 3's fade mode over the sample with its scrim fading in over time,
    # the scale mode over a sent picture, and dark and right to left without a picture, scrolling away. And a
    # picture behind `collapsible`. (Pictures are checked light: rlottie draws a picture some levels darker than
    # librsvg once it has moved, which a dark screen shows past the comparison's limit; docs/decisions.md.)
    if "collapsingToolbar" in names:
        found.append({"style": "collapsingToolbar", "appearance": "light", "direction": "ltr", "image": "sample",
                      "title": "Trip to Lisbon", "navigation": "back", "trailing": "share,more"})
        found.append({"style": "collapsingToolbar", "appearance": "light", "direction": "ltr", "image": sent_picture(),
                      "title": "Lisbon", "navigation": "back", "trailing": "share", "titleCollapseMode": "scale"})
        found.append({"style": "collapsingToolbar", "appearance": "dark", "direction": "rtl", "title": "Lisbon",
                      "navigation": "menu", "trailing": "share", "scrollBehavior": "enterAlways"})
    if "collapsible" in names:
        # Its edges on whole points (parallax 0.5, 120 tall over 120 points of collapse): Chromium puts a box's edge
        # that falls between pixels on one of them where librsvg blends it, and the picture doubles those edges.
        found.append({"style": "collapsible", "appearance": "light", "direction": "ltr", "image": "sample",
                      "back": "Trips", "trailing": "share", "parallax": "0.5", "headerHeight": "120"})
    # EXPORT_CASES=ios26 (a word of the case's name) checks those cases alone, while working on one look.
    only = os.environ.get("EXPORT_CASES")
    return [case for case in found if only in case_name(case)] if only else found


def sent_picture():
    """A PNG made by Pillow, as a `data:` URI: four bands of colour, so that a picture cropped or placed otherwise
    than the preview's cover crop shows. The expanded header's size on the default iPhone (393 x 259), so that it is
    drawn at one pixel a point with its edges on whole pixels: the players' scaling filters differ (rlottie takes the
    nearest pixel, librsvg and Chromium interpolate), which would blur an edge between pixels differently."""
    picture = Image.new("RGB", (393, 259), "#2B5F8F")
    for band, colour in enumerate(("#E07A3F", "#F2C14E", "#5FA36A")):
        picture.paste(colour, (98 * (band + 1), 0, 98 * (band + 2), 259))
    data = io.BytesIO()
    picture.save(data, "PNG")
    return "data:image/png;base64," + base64.b64encode(data.getvalue()).decode()


def raster_of_svg(svg, width, height):
    """An SVG rasterised by librsvg (`rsvg-convert`) at `width` x `height`, as an RGBA image."""
    png = subprocess.run(
        ["rsvg-convert", "-w", str(width), "-h", str(height)], input=svg, capture_output=True, check=True
    ).stdout
    return Image.open(io.BytesIO(png)).convert("RGBA")


def flattened(image, colour):
    """An RGBA image laid on `colour`, as an array of integer RGB pixels."""
    return numpy.asarray(Image.alpha_composite(Image.new("RGBA", image.size, colour), image).convert("RGB")).astype(int)


def case_name(case):
    """A short name for a case in messages and file names."""
    return "-".join("picture" if value.startswith("data:") else value for key, value in case.items())


def switch_points(service, parameters):
    """The offsets where the header's parts switch (the timeline's thresholds), as numbers."""
    timeline = json.loads(service.ok("/v1/timeline", {**parameters, "from": 0, "to": 1, "step": 1}))
    return sorted({value for value in timeline["thresholds"].values() if isinstance(value, (int, float))})
