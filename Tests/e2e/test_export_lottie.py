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
at offsets where the effect shows, the pixels inside its frame are left out. Where the timeline steps a part's
opacity and reports a timed `transition` (`fidelity=uikit`'s 150 ms title cross-fade), the frames inside the fade
(`duration × fr` frames from the step) are checked against the preview with that part at the opacity the curve
gives there, computed here from CSS's `cubic-bezier` for the curve's name; besides the pixel shares, the part's
ink inside its frame (the mean distance of its pixels from the screen colour, which anti-aliasing keeps) must be
within 6 % (+ 1/255) of the reference's: rlottie draws a part at a fractional opacity a little lighter than at a
whole one (measured: up to 4.4 % of the title's ink, 1.6 levels), while the same fade along a linear curve instead
of easeInOut is 10 % to 80 % off at most frames. Nor is the blurred content behind
UIKit's bar material (`fidelity=uikit`) and the glass platters (`fidelity=ios26`): its reference is the preview
without the elements that carry a `filter`.
"""

import json
import math
from xml.etree import ElementTree

import numpy
import pytest
from lottie.objects import Animation
from rlottie_python import LottieAnimation

from exports_support import (  # noqa: F401 (the service fixture is found by name)
    ARTIFACTS, HEADER, case_name, cases, flattened, raster_of_svg, service, switch_points)

FROM, TO, STEP = -40, 120, 1
# (levels, share): at least `share` of the pixels within `levels`/255.
LIMITS = ((10, 0.975), (64, 0.9995))
HEADER_HEIGHT = 150
# (share, levels): inside a fade the part's ink may differ from the reference's by `share` of it plus `levels`.
INK = (0.06, 1.0)
# The preview written back without prefixes on its elements.
ElementTree.register_namespace("", "http://www.w3.org/2000/svg")
ElementTree.register_namespace("xlink", "http://www.w3.org/1999/xlink")


def cubic_bezier(x1, y1, x2, y2):
    """CSS's `cubic-bezier(x1, y1, x2, y2)` timing function: the progress at a fraction of the time, x solved by
    bisection."""

    def progress(fraction):
        low, high = 0.0, 1.0
        for _ in range(60):
            middle = (low + high) / 2
            x = 3 * (1 - middle) ** 2 * middle * x1 + 3 * (1 - middle) * middle**2 * x2 + middle**3
            low, high = (middle, high) if x < fraction else (low, middle)
        t = (low + high) / 2
        return 3 * (1 - t) ** 2 * t * y1 + 3 * (1 - t) * t**2 * y2 + t**3

    return progress


# CSS Easing Functions Level 1's keywords, under the names the geometry's `transition` gives them.
CURVES = {"easeInOut": cubic_bezier(0.42, 0, 0.58, 1), "easeOut": cubic_bezier(0, 0, 0.58, 1),
          "easeIn": cubic_bezier(0.42, 0, 1, 1), "linear": lambda fraction: fraction,
          # Material 3's standard easing (`motionEasingStandard`), `collapsingToolbar`'s scrim.
          "standard": cubic_bezier(0.2, 0, 0, 1)}
# Preview element ids of the parts whose geometry may carry a timed opacity transition.
FADING = {"title": "title", "largeTitle": "large-title", "scrim": "scrim"}


def timed_fades(service, parameters, frames, frame_rate):
    """Where the timeline steps a part's opacity and reports a timed transition: (part, first frame, frames it
    spans, old opacity, new opacity, curve). A fade that the next change or the end would cut short is left out
    (the export holds there)."""
    timeline = json.loads(service.ok("/v1/timeline", {**parameters, "from": FROM, "to": TO, "step": STEP}))["frames"]
    fades = []
    for part in FADING:
        changes = [index for index in range(1, frames)
                   if timeline[index].get(part) and timeline[index - 1].get(part)
                   and timeline[index][part]["opacity"] != timeline[index - 1][part]["opacity"]]
        for number, index in enumerate(changes):
            transition = timeline[index][part].get("transition")
            if not transition or transition.get("property") != "opacity":
                continue
            span = round(transition["duration"] * frame_rate)
            following = changes[number + 1] if number + 1 < len(changes) else frames
            if index + span <= following and index + span < frames:
                fades.append((part, index, span, timeline[index - 1][part]["opacity"],
                              timeline[index][part]["opacity"], transition["curve"]))
    return fades


def faded_preview(svg, fades, frame):
    """The preview with each part inside a timed fade at `frame` at the opacity the fade's curve gives there."""
    inside = [(part, (frame - first) / span, old, new, curve) for part, first, span, old, new, curve in fades
              if first <= frame < first + span]
    if not inside:
        return svg
    root = ElementTree.fromstring(svg)
    for part, fraction, old, new, curve in inside:
        for element in root.iter():
            if element.get("id") == FADING[part]:
                element.set("opacity", f"{old + (new - old) * CURVES[curve](fraction):.6f}")
    return ElementTree.tostring(root)


def without_filtered_elements(svg):
    """The SVG without its elements that carry a `filter` (the blurred copies of the content)."""
    root = ElementTree.fromstring(svg)
    for parent in root.iter():
        for child in list(parent):
            if child.get("filter") is not None:
                parent.remove(child)
    return ElementTree.tostring(root)


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
    fades = timed_fades(service, parameters, document["op"], document["fr"])
    for _, first, span, _, _, _ in fades:
        offsets |= {FROM + (first + k) * STEP for k in (0, 1, span // 3, span // 2, 2 * span // 3, span - 1, span)}
    failing = []
    for offset in sorted(offsets):
        frame = round((offset - FROM) / STEP)
        shown = FROM + frame * STEP
        played = animation.render_pillow_frame(frame_num=frame, width=width, height=height).convert("RGBA")
        svg = service.ok("/v1/preview.svg", {**parameters, "offset": shown, "text": "paths"})
        if case.get("fidelity") in ("uikit", "ios26"):
            svg = without_filtered_elements(svg)
        svg = faded_preview(svg, fades, frame)
        reference = raster_of_svg(svg, width, height)
        colour = reference.getpixel((width - 1, height - 1))
        difference = numpy.abs(flattened(played, colour) - flattened(reference, colour)).max(axis=2)
        counted = numpy.ones(difference.shape, dtype=bool)
        geometry = service.geometry(parameters, shown)
        effect = geometry.get("edgeEffect")
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
        # Inside a fade, the part's ink (its box's mean distance from the screen colour) must be the reference's.
        for part, first, span, _, _, _ in fades:
            if first < frame < first + span and geometry.get(part):
                box = geometry[part]["frame"]
                rows = slice(max(0, int(box["y"])), int(box["y"] + box["height"] + 1))
                columns = slice(max(0, int(box["x"])), int(box["x"] + box["width"] + 1))
                # Each raster's own screen colour (rlottie's is a level or two off it), at the bottom corner.
                ink = [float(numpy.abs(pixels[rows, columns] - pixels[-1, -1]).mean())
                       for pixels in (flattened(played, colour), flattened(reference, colour))]
                if abs(ink[0] - ink[1]) > INK[0] * ink[1] + INK[1]:
                    failing.append((shown, part, "ink", round(ink[0], 2), round(ink[1], 2)))
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
