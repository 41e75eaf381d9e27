"""`/v1/audit`'s contrast checked against the picture and against an outside WCAG implementation.

For a planted low-contrast part at a few offsets, the audit's `foreground` and `background` (the colours it composites
the way the painters do) must be the colours of the part's own pixels in `/v1/preview.png` (rasterised by librsvg):
the background is the commonest colour of the part's middle rows, the foreground its most inked pixel. The ratio is
then worked out again by `wcag-contrast-ratio` (PyPI) from the pixels and from the reported pair, and must be the
audit's `measured`.
"""

import base64
import io
import json

import pytest
import wcag_contrast_ratio
from PIL import Image

from exports_support import service  # noqa: F401  (module fixture)

def light_picture():
    """A pale PNG (#F0F0E8) made by Pillow, as a `data:` URI: a light photograph's sky."""
    data = io.BytesIO()
    Image.new("RGB", (64, 40), "#F0F0E8").save(data, "PNG")
    return "data:image/png;base64," + base64.b64encode(data.getvalue()).decode()


# sliverAppBar in dark appearance over a pale picture: the light onSurface title and the icons on it.
PALE = {"style": "sliverAppBar", "appearance": "dark", "image": light_picture(), "title": "Lisbon",
        "navigation": "back", "trailing": "share", "device": "pixel-8"}

# collapsingToolbar the same way: its expanded title and a toolbar icon over the pale picture, at rest and with the
# picture moved by half the scroll.
PALE_TOOLBAR = {**PALE, "style": "collapsingToolbar"}

CASES = [
    # iOS system blue on white, as the back label and as a text action: 4.02:1.
    ({"style": "compact", "back": "Mailboxes"}, "contrast-text", "back", ("back", "label"), 0),
    ({"style": "compact", "trailing": "text:Done"}, "contrast-text", "trailing[0]", ("actions", 0), 0),
    # The collapsible band under its bar items, part-way collapsed: the item colour turning white over the band's
    # gradient at the header's opacity.
    ({"style": "collapsible", "back": "", "trailing": "search"}, "contrast-icon", "back", ("back", "chevron"), 30),
    ({"style": "collapsible", "back": "", "trailing": "search"}, "contrast-icon", "back", ("back", "chevron"), 60),
    ({"style": "collapsible", "back": "", "trailing": "search"}, "contrast-icon", "trailing[0]", ("actions", 0), 45),
    # The iOS search field's placeholder: secondaryLabel (60 % of #3C3C43) on tertiarySystemFill over the white
    # screen, 3.3:1 (in dark, 60 % of #EBEBF5 on 24 % of #767680 over black is 6.8:1, and no finding).
    ({"style": "large", "search": ""}, "contrast-text", "search.placeholder", ("search", "placeholder"), 0),
    # iOS 26's prominent text item: white on its platter's tinted glass.
    ({"style": "compact", "fidelity": "ios26", "trailing": "prominent:text:Done"}, "contrast-text", "trailing[0]",
     ("actions", 0), 0),
    # A light title on a pale picture, at rest and part-way collapsed (the picture moved up by the parallax), and
    # an action's icon on it.
    (PALE, "contrast-text", "largeTitle", ("largeTitle",), 0),
    (PALE, "contrast-text", "largeTitle", ("largeTitle",), 40),
    (PALE, "contrast-icon", "trailing[0]", ("actions", 1), 0),
    (PALE_TOOLBAR, "contrast-text", "largeTitle", ("largeTitle",), 0),
    (PALE_TOOLBAR, "contrast-text", "largeTitle", ("largeTitle",), 60),
    (PALE_TOOLBAR, "contrast-icon", "trailing[0]", ("actions", 1), 0),
]

# librsvg's antialiasing and 8-bit compositing against the audit's rounding: a few steps a channel.
TOLERANCE = 4


def hex_of(rgb):
    return "#" + "".join(f"{channel:02X}" for channel in rgb)


def rgb_of(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def frame_of(document, path):
    node = document
    for key in path:
        node = node[key]
    return node["frame"]


def pixels_of(service, parameters, offset, frame):  # noqa: F811
    """The part's pixels in the PNG at the device scale: the whole frame, and its middle three rows."""
    body = service.ok("/v1/preview.png", {**parameters, "offset": offset})
    image = Image.open(io.BytesIO(body)).convert("RGB")
    geometry = service.geometry(parameters, offset)
    scale = geometry["viewport"]["scale"]
    left, top = round(frame["x"] * scale) + 1, round(frame["y"] * scale) + 1
    right, bottom = round((frame["x"] + frame["width"]) * scale) - 1, round((frame["y"] + frame["height"]) * scale) - 1
    middle = round((frame["y"] + frame["height"] / 2) * scale)
    whole = [image.getpixel((x, y)) for x in range(left, right) for y in range(top, bottom)]
    rows = [image.getpixel((x, y)) for x in range(left, right) for y in (middle - 1, middle, middle + 1)]
    return whole, rows


@pytest.mark.parametrize("parameters, rule, part, path, offset", CASES)
def test_reported_colours_are_the_rendered_pixels(service, parameters, rule, part, path, offset):  # noqa: F811
    audit = json.loads(service.ok("/v1/audit", {**parameters, "from": offset, "to": offset, "textSizes": "large"}))
    findings = [f for f in audit["findings"] if f["rule"] == rule and f["part"] == part]
    assert len(findings) == 1, audit
    finding = findings[0]
    geometry = service.geometry(parameters, offset)
    whole, rows = pixels_of(service, parameters, offset, frame_of(geometry, path))
    background = max(set(rows), key=rows.count)
    distance = lambda pixel: sum(abs(a - b) for a, b in zip(pixel, background))  # noqa: E731
    foreground = max(whole, key=distance)
    for reported, seen in ((finding["background"], background), (finding["foreground"], foreground)):
        assert all(abs(a - b) <= TOLERANCE for a, b in zip(rgb_of(reported), seen)), (finding, hex_of(seen))
    seen_ratio = wcag_contrast_ratio.rgb(*[tuple(c / 255 for c in rgb) for rgb in (foreground, background)])
    assert abs(seen_ratio - finding["measured"]) < 0.1, (finding, seen_ratio)


@pytest.mark.parametrize("parameters, rule, part, path, offset", CASES)
def test_measured_ratio_is_wcag_contrast_ratio_of_the_pair(service, parameters, rule, part, path, offset):  # noqa: F811
    audit = json.loads(service.ok("/v1/audit", {**parameters, "from": offset, "to": offset, "textSizes": "large"}))
    for finding in audit["findings"]:
        if "foreground" not in finding:
            continue
        pair = [tuple(c / 255 for c in rgb_of(finding[name])) for name in ("foreground", "background")]
        assert abs(wcag_contrast_ratio.rgb(*pair) - finding["measured"]) <= 0.0005, finding
        assert finding["threshold"] in (3, 4.5)
        assert (finding["measured"] < finding["threshold"]) and finding["severity"] == "error"
