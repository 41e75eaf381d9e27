"""The Material bars' colours checked outside the service: the container against Chromium's own Oklab mixing, and
the preview as librsvg draws it against the reported scheme.

Compose mixes `surface` into `surfaceContainer` in Oklab (`lerp` of `TopAppBarColors.containerColor`) after easing
the collapsed fraction with FastOutLinearInEasing. Here the fraction is eased by an independent bisection in Python
and the colours are mixed by Chromium's CSS `color-mix(in oklab, …)` on a canvas; the service's `container` must
agree to within one step per channel.
"""

import io
import json
import subprocess
import urllib.request

import pytest
from PIL import Image

from test_playground import browser, service  # noqa: F401  (module fixtures)


def eased(fraction, a=0.4, b=0.0, c=1.0, d=1.0):
    """cubic-bezier(a, b, c, d) at x = fraction: t by bisection on x(t), then y(t)."""
    if fraction <= 0 or fraction >= 1:
        return fraction
    curve = lambda p1, p2, t: 3 * p1 * (1 - t) ** 2 * t + 3 * p2 * (1 - t) * t * t + t ** 3
    low, high = 0.0, 1.0
    for _ in range(80):
        middle = (low + high) / 2
        if curve(a, c, middle) < fraction:
            low = middle
        else:
            high = middle
    return curve(b, d, (low + high) / 2)


MIX = """const c = document.createElement('canvas'); c.width = c.height = 1;
const g = c.getContext('2d'); g.fillStyle = arguments[0]; g.fillRect(0, 0, 1, 1);
return Array.from(g.getImageData(0, 0, 1, 1).data.slice(0, 3));"""


@pytest.mark.parametrize("appearance", ["light", "dark"])
@pytest.mark.parametrize("seed", [
    "", "&seedColor=%23B33B15", "&seedColor=%23B33B15&schemeVariant=vibrant&colorSpec=2025&contrastLevel=1",
    "&schemeVariant=expressive&colorSpec=2025&contrastLevel=0.5",
])
def test_container_is_chromiums_oklab_mix(service, browser, appearance, seed):  # noqa: F811
    for offset in (11, 22, 44, 66, 80):
        query = f"style=m3Large&scrollBehavior=exitUntilCollapsed&offset={offset}&appearance={appearance}{seed}"
        with urllib.request.urlopen(f"{service.base}/v1/geometry?{query}", timeout=10) as response:
            document = json.load(response)
        colors = document["colors"]
        share = eased(document["progress"]) * 100
        mixed = browser.execute_script(
            MIX, f"color-mix(in oklab, {colors['surface']}, {colors['surfaceContainer']} {share}%)")
        container = [int(colors["container"][i:i + 2], 16) for i in (1, 3, 5)]
        assert all(abs(x - y) <= 1 for x, y in zip(mixed, container)), (offset, colors, mixed)


@pytest.mark.parametrize("appearance", ["light", "dark"])
@pytest.mark.parametrize("scheme", [
    "seedColor=%236750A4", "seedColor=%236750A4&schemeVariant=vibrant&colorSpec=2025&contrastLevel=1",
    "seedColor=%23006A60&schemeVariant=fidelity&contrastLevel=-1", "schemeVariant=monochrome&colorSpec=2025",
])
def test_librsvg_draws_the_reported_scheme(service, appearance, scheme):  # noqa: F811
    """The preview, rasterised by librsvg's rsvg-convert, shows the bar in the reported `container` and the screen in
    `surface`, for the scheme the parameters pick."""
    query = f"style=m3Small&device=pixel-8&offset=0&rows=0&appearance={appearance}&{scheme}"
    with urllib.request.urlopen(f"{service.base}/v1/geometry?{query}", timeout=10) as response:
        document = json.load(response)
    with urllib.request.urlopen(f"{service.base}/v1/preview.svg?{query}", timeout=10) as response:
        svg = response.read()
    png = subprocess.run(["rsvg-convert"], input=svg, capture_output=True, check=True).stdout
    image = Image.open(io.BytesIO(png)).convert("RGB")
    bar = document["bar"]["frame"]
    x = image.width // 2
    inside_bar = image.getpixel((x, round(bar["y"] + bar["height"] - 2)))
    below_bar = image.getpixel((x, round(bar["y"] + bar["height"] + 40)))
    colors = document["colors"]
    assert "#%02X%02X%02X" % inside_bar == colors["container"], (scheme, colors)
    assert "#%02X%02X%02X" % below_bar == colors["surface"], (scheme, colors)
