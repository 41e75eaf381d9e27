"""`/v1/scroll.lottie.json` played by real players: rlottie (PyPI rlottie-python) renders frames, which must be
the picture `/v1/preview.svg` gives at that frame's offset as librsvg (`rsvg-convert`) rasterises it; the PyPI
`lottie` package must load every export.

Every case of `exports_support.cases` (every style, both appearances and both directions, `fidelity=uikit`, the
Material bars' scroll behaviours), each from -40 to 120 by 1 point (161 frames) and checked at
the start, a pull-down, rest, the middle, every switch point the timeline reports (a fractional one at the frames
on both sides) and the end.

Comparison: both rasters at one pixel per point, flattened on the screen's own colour (rlottie leaves the
coverage of a full-screen shape a step or two under 255), then, over the whole screen and over its top 150 points
(the header) apiece:
- at least 97.5 % of the pixels within 10/255 in every channel: the two rasterisers cover a glyph's edge pixels
  differently, most of all light text on a dark screen (the worst case measured, `large` dark, has 98.0 % of the
  header within 10/255, light screens 99.3 % or more);
- at least 99.95 % within 64/255: anti-aliasing never moves a pixel that far, while a part missing, misplaced by
  a point or in the wrong colour or opacity does (one missing icon is about 0.3 % of the header).
The scroll edge effect's blurred copy of the content is not in the export (Lottie players have no common blur), so
at offsets where the effect shows, the pixels inside its frame are left out. Nor is the blurred content behind
UIKit's bar material (`fidelity=uikit`): its reference is the preview without the elements that carry a `filter`.
"""

import io
import json
import math
import subprocess
from xml.etree import ElementTree

import numpy
import pytest
from lottie.objects import Animation
from PIL import Image
from rlottie_python import LottieAnimation

from exports_support import ARTIFACTS, HEADER, Service, case_name, cases, switch_points

FROM, TO, STEP = -40, 120, 1
# (levels, share): at least `share` of the pixels within `levels`/255.
LIMITS = ((10, 0.975), (64, 0.9995))
HEADER_HEIGHT = 150
# The preview written back without prefixes on its elements.
ElementTree.register_namespace("", "http://www.w3.org/2000/svg")
ElementTree.register_namespace("xlink", "http://www.w3.org/1999/xlink")


@pytest.fixture(scope="module")
def service():
    running = Service()
    yield running
    running.stop()


def raster_of_svg(svg, width, height):
    png = subprocess.run(
        ["rsvg-convert", "-w", str(width), "-h", str(height)], input=svg, capture_output=True, check=True
    ).stdout
    return Image.open(io.BytesIO(png)).convert("RGBA")


def without_filtered_elements(svg):
    """The SVG without its elements that carry a `filter` (the blurred copies of the content)."""
    root = ElementTree.fromstring(svg)
    for parent in root.iter():
        for child in list(parent):
            if child.get("filter") is not None:
                parent.remove(child)
    return ElementTree.tostring(root)


def flattened(image, colour):
    return numpy.asarray(Image.alpha_composite(Image.new("RGBA", image.size, colour), image).convert("RGB")).astype(int)


def check_style(service, case):
    parameters = {**HEADER, **case}
    body = service.ok("/v1/scroll.lottie.json", {**parameters, "from": FROM, "to": TO, "step": STEP})
    document = json.loads(body)
    assert document["fr"] == 60 and document["op"] == (TO - FROM) / STEP + 1
    loaded = Animation.load(document)
    assert loaded.out_point == document["op"] and len(loaded.layers) == len(document["layers"])
    animation = LottieAnimation.from_data(body.decode())
    width, height = animation.lottie_animation_get_size()
    points = [p for p in switch_points(service, parameters) if FROM <= p <= TO]
    offsets = {FROM, -20, 0, 40, TO} | {math.floor(p) for p in points} | {math.ceil(p) for p in points}
    failing = []
    for offset in sorted(offsets):
        frame = round((offset - FROM) / STEP)
        shown = FROM + frame * STEP
        played = animation.render_pillow_frame(frame_num=frame, width=width, height=height).convert("RGBA")
        svg = service.ok("/v1/preview.svg", {**parameters, "offset": shown, "text": "paths"})
        if case.get("fidelity") == "uikit":
            svg = without_filtered_elements(svg)
        reference = raster_of_svg(svg, width, height)
        colour = reference.getpixel((width - 1, height - 1))
        difference = numpy.abs(flattened(played, colour) - flattened(reference, colour)).max(axis=2)
        counted = numpy.ones(difference.shape, dtype=bool)
        effect = service.geometry(parameters, shown).get("edgeEffect")
        if effect and effect["opacity"] > 0:
            box = effect["frame"]
            top, bottom = int(box["y"]), int(box["y"] + box["height"] + 1)
            counted[top:bottom, int(box["x"]) : int(box["x"] + box["width"] + 1)] = False
        header = counted.copy()
        header[HEADER_HEIGHT:] = False
        for region, mask in (("screen", counted), ("header", header)):
            if not mask.any():
                continue
            for levels, share in LIMITS:
                measured = float((difference[mask] <= levels).mean())
                if measured < share:
                    failing.append((shown, region, levels, round(measured, 4)))
        if failing and failing[-1][0] == shown:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            stem = f"lottie-{case_name(case)}-{shown:g}"
            played.save(ARTIFACTS / f"{stem}-rlottie.png")
            reference.save(ARTIFACTS / f"{stem}-rsvg.png")
    assert not failing, f"{case_name(case)}: (offset, region, levels, share within): {failing}"
    return len(body)


def test_every_style_plays_as_the_preview(service):
    sizes = {}
    for case in cases(service):
        sizes[case_name(case)] = check_style(service, case)
    print("export sizes (bytes, 161 frames):", sizes)


@pytest.mark.parametrize(
    "parameters, named",
    [
        ({"from": 10, "to": 10}, "to"),
        ({"from": 50, "to": 20}, "to"),
        ({"from": 0, "to": 3000, "step": 1}, "step"),
        ({"step": 0}, "step"),
        ({"step": "nan"}, "step"),
    ],
)
def test_bad_ranges_are_refused_naming_the_parameter(service, parameters, named):
    status, body = service.get("/v1/scroll.lottie.json", parameters)
    assert status == 400
    assert json.loads(body)["parameter"] == named
