"""Schemathesis hooks: the service's rules between parameters, which JSON Schema cannot state.

positive_data_acceptance expects every request that conforms to the schema to be accepted. A few conform
parameter by parameter and are still refused by design, with a 400 that names the rule:

- `safeAreaTop` (given, or the device's) must be less than `height` (given, or the device's);
- `/v1/filmstrip.svg` takes either `offsets` or `from`, `to` and `frames`, not both;
- `from` must be less than `to` (`/v1/timeline`: less than or equal to, one frame);
- `/v1/timeline` and the scroll exports (`/v1/scroll.lottie.json`, `.svg`, `.html`, `.css`): `from`, `to` and
  `step` give at most 2001 frames, and the exports need `from` below `to`;
- and one within a parameter that a pattern cannot state: each of `offsets` lies within the offset limits
  (±100000; the pattern admits exponents, so `1e400`);
- `path` (the offsets a scroll passed through) replaces `offset`: not both; and each of its points lies within
  the offset limits, like `offsets`;
- `/v1/audit`: `from` at most `to` (its default `from` is -60; its default `to` lies past `from`); with `step` sent,
  at most 2001 offsets from `from` to `to` (a `to` left out counts as the furthest it can be, 100000, since its
  default depends on the style's thresholds); `textSizes` and `fontScales` name each value at most once;
- `fidelity=ios26` applies to the styles `compact`, `large` and `inlineTitle` (the default style is `large`);
- an action list's JSON array holds at most 4 actions, and a spacer only between two of them (the query form's
  pattern states this; an array's schema cannot);
- `tabs` (at least one tab, after empty query items are skipped) applies to the Material styles and to `compact`,
  `large` and `inlineTitle` but not with `fidelity=ios26`, and `selectedTab` must be less than the number of tabs;
- `search` applies to `compact`, `large`, `inlineTitle` (not with `fidelity=ios26`) and `m3Search`, and `m3Search`
  has no `scrollBehavior=exitUntilCollapsed`; `collapsingToolbar` has no `scrollBehavior=pinned`;
- `image` applies to `collapsible`, `sliverAppBar` and `collapsingToolbar`, and is `sample` or a `data:` URI of a PNG or JPEG that decodes (a schema-valid
  string is rarely one); `snap` needs `floating` (as Flutter asserts); `stretchModes` names each mode at most
  once;
- `/v1/preview.png`: the picture (`width`, and `crop` or `height`, times `scale`, each given or the device's) is at
  most 4096 pixels a side. The PNG endpoints take their SVG endpoint's parameters and rules.

The filter below drops the positive cases that break one of them, so that the check judges every other one; a
refusal for any other reason still fails it. Negative cases are left alone but for bodies with a `null` member,
which the service takes as absent on purpose (the description leaves `null` out of its schemas). The Swift tests check that each rule
is refused with its 400 (Tests/IntegrationTests/BadInputTests.swift, GeometryEndpointTests.swift).
The device presets come from the running service's /v1/catalog, in $CONTRACT_DEVICES (JSON), set by
run_schemathesis.py.
"""

import json
import math
import os

import schemathesis
from schemathesis import GenerationMode

DEVICES = {device["id"]: device for device in json.loads(os.environ.get("CONTRACT_DEVICES", "[]"))}
DEFAULT_DEVICE = next((name for name, device in DEVICES.items() if device.get("default")), "iphone-15")
TIMELINE_FRAMES = 2001
PNG_SIDE = 4096
OFFSET_LIMIT = 100_000
# Each range endpoint's default `from` (CurvesEndpoint.defaultFrom for the chart).
SCROLL_EXPORTS = ("/v1/scroll.lottie.json", "/v1/scroll.svg", "/v1/scroll.html", "/v1/scroll.css")
DEFAULT_FROM = {"/v1/timeline": 0, "/v1/filmstrip.svg": 0, "/v1/curves.svg": -60, **{e: 0 for e in SCROLL_EXPORTS}}


def number(values, name):
    """The parameter as a number, or None when absent (a body member set to null counts as absent)."""
    value = values.get(name)
    if value is None or isinstance(value, bool):
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


GLASS_STYLES = ("compact", "large", "inlineTitle")
SEARCH_STYLES = ("compact", "large", "inlineTitle", "m3Search")
IMAGE_STYLES = ("collapsible", "sliverAppBar", "collapsingToolbar")
ACTIONS_PER_SIDE = 4


def is_spacer(item):
    """Whether an action list's JSON item is a spacer."""
    return item == "spacer" or (isinstance(item, dict) and "spacer" in item)


def breaks_action_list(actions):
    """Whether a JSON array of actions has more than four actions or a spacer that is not between two of them."""
    if not isinstance(actions, list):
        return False
    spacers = [is_spacer(item) for item in actions]
    if spacers.count(False) > ACTIONS_PER_SIDE:
        return True
    if spacers and (spacers[0] or spacers[-1]):
        return True
    return any(first and second for first, second in zip(spacers, spacers[1:]))


def is_true(value):
    """A boolean parameter's value as the service reads it: JSON `true`, or the query's `true` or `1`."""
    return value is True or value in ("true", "1")


def tab_count(tabs):
    """How many tabs `tabs` gives: the query form's non-empty items between commas, or a JSON array's items."""
    if isinstance(tabs, str):
        return len([item for item in tabs.split(",") if item])
    return len(tabs) if isinstance(tabs, list) else 0


def breaks_a_rule(path, values):
    """Whether the parameters break one of the rules between parameters listed above."""
    device = DEVICES.get(values.get("device") or DEFAULT_DEVICE)
    if device is not None:
        height = number(values, "height")
        safe_area_top = number(values, "safeAreaTop")
        height = device["height"] if height is None else height
        safe_area_top = device["safeAreaTop"] if safe_area_top is None else safe_area_top
        if safe_area_top >= height:
            return True
    if values.get("fidelity") == "ios26" and (values.get("style") or "large") not in GLASS_STYLES:
        return True
    if breaks_action_list(values.get("leading")) or breaks_action_list(values.get("trailing")):
        return True
    tabs = tab_count(values.get("tabs"))
    if tabs > 0:
        style = values.get("style") or "large"
        if not style.startswith("m3") and (style not in GLASS_STYLES or values.get("fidelity") == "ios26"):
            return True
        selected = number(values, "selectedTab")
        if selected is not None and selected >= tabs:
            return True
    style = values.get("style") or "large"
    if values.get("search") is not None:
        if style not in SEARCH_STYLES or (style in GLASS_STYLES and values.get("fidelity") == "ios26"):
            return True
    if style == "m3Search" and values.get("scrollBehavior") == "exitUntilCollapsed":
        return True
    if style == "collapsingToolbar" and values.get("scrollBehavior") == "pinned":
        return True
    modes = values.get("stretchModes")
    items = modes.split(",") if isinstance(modes, str) else modes if isinstance(modes, list) else []
    if len(items) != len(set(map(str, items))):
        return True
    image = values.get("image")
    if image is not None and (style not in IMAGE_STYLES or image != "sample"):
        return True
    if style == "sliverAppBar" and is_true(values.get("snap")) and not is_true(values.get("floating")):
        return True
    scroll = values.get("path")
    if scroll is not None:
        if values.get("offset") is not None:
            return True
        points = scroll.split(",") if isinstance(scroll, str) else scroll if isinstance(scroll, list) else []
        for point in points:
            try:
                if not abs(float(point)) <= OFFSET_LIMIT:
                    return True
            except (TypeError, ValueError):
                pass
    if path.endswith(".png"):
        path = path[: -len(".png")] + ".svg"
    if path == "/v1/preview.svg" and device is not None and values.get("_png"):
        width = number(values, "width") or device["width"]
        height = number(values, "height") or device["height"]
        crop = number(values, "crop")
        scale = number(values, "scale") or device["scale"]
        visible = min(crop, height) if crop is not None else height
        if round(width * scale) > PNG_SIDE or round(visible * scale) > PNG_SIDE:
            return True
    offsets = values.get("offsets")
    if path == "/v1/filmstrip.svg" and offsets is not None:
        if any(values.get(name) is not None for name in ("from", "to", "frames")):
            return True
        items = offsets.split(",") if isinstance(offsets, str) else offsets if isinstance(offsets, list) else []
        for item in items:
            try:
                if not abs(float(item)) <= OFFSET_LIMIT:
                    return True
            except (TypeError, ValueError):
                pass
    start, end = number(values, "from"), number(values, "to")
    if path in DEFAULT_FROM and end is not None:
        # Without `to`, its default always lies past `from`; without `from`, the endpoint's default is compared.
        start = DEFAULT_FROM[path] if start is None else start
        if end < start or (end == start and path != "/v1/timeline"):
            return True
    if path == "/v1/audit":
        start = -60 if start is None else start
        if end is not None and end < start:
            return True
        step = number(values, "step")
        furthest = OFFSET_LIMIT if end is None else end
        if step is not None and math.floor((furthest - start) / step + 1e-9) + 1 > TIMELINE_FRAMES:
            return True
        for name in ("textSizes", "fontScales"):
            listed = values.get(name)
            items = listed.split(",") if isinstance(listed, str) else listed if isinstance(listed, list) else []
            if len(items) != len(set(map(str, items))):
                return True
    if path == "/v1/timeline" or path in SCROLL_EXPORTS:
        start = 0 if start is None else start
        end = min(max(200, start + 1), 100_000) if end is None else end
        step = number(values, "step") or 1
        if end >= start and math.floor((end - start) / step + 1e-9) + 1 > TIMELINE_FRAMES:
            return True
    return False


def has_null_member(body):
    """Whether a JSON body has a member set to `null`: the service takes it as absent, as the description says in
    words, while its schemas leave `null` out so that generated clients get plain optional members."""
    return isinstance(body, dict) and any(value is None for value in body.values())


@schemathesis.hook
def filter_case(ctx, case):
    meta = case.meta
    if meta is not None and meta.generation.mode == GenerationMode.NEGATIVE:
        return not has_null_member(case.body)
    if meta is None or meta.generation.mode != GenerationMode.POSITIVE:
        return True
    values = {}
    if isinstance(case.query, dict):
        values.update(case.query)
    if isinstance(case.body, dict):
        values.update(case.body)
    if ctx.operation.path.endswith(".png"):
        values["_png"] = True
    return not breaks_a_rule(ctx.operation.path, values)
