"""`/v1/scroll.svg` in headless Chromium: paused (`pauseAnimations`, `setCurrentTime`) at moments of the loop
going forward and coming back, each part shown must have the box (`getBoundingClientRect()`) and computed opacity
of the same element of `/v1/preview.svg` at that moment's offset, opened in the same browser; a part the preview
leaves out must not show. `xmllint` checks each document is well-formed XML.

The scroll edge effect's blurred copy of the content is not in the export (it needs the content as one element);
its backing ramp is, and is what is compared. Nor is the blurred content behind UIKit's bar material
(`fidelity=uikit`): the preview is measured without the elements that carry a `filter`.

The cases of `exports_support.cases` (every style, both appearances and both directions, `fidelity=uikit`, the
Material bars' scroll behaviours), from -40 to 120 by 2 points (81 frames) over 4 seconds.
Tolerances: 0.02 px (both documents write coordinates with three decimals, and a moved drawing adds two of them)
and 0.002 for opacity.
"""

import json
import subprocess

import pytest

from exports_support import (  # noqa: F401 (the service fixture is found by name)
    HEADER, case_name, cases, element_id, headless_chrome, service, switch_points)

FROM, TO, STEP, DURATION = -40, 120, 2, 4
POSITION = 0.02
OPACITY = 0.002


# The parts every preview may draw, by name: each must be in the export when the preview has it.
FIXED_PARTS = ("header", "edgeEffect", "largeTitle", "largeTitle.subtitle", "statusBar", "screen", "title", "back",
               "hairline")


def preview_id(name):
    """The id in /v1/preview.svg of the export's part `name` (the sample content's items have none)."""
    return None if name.startswith("content") else element_id(name)


@pytest.fixture(scope="module")
def browser():
    driver = headless_chrome("--disable-gpu", "--window-size=500,1000", "--force-device-scale-factor=1")
    yield driver
    driver.quit()


EXPORT = """
const svg = document.documentElement;
svg.pauseAnimations();
svg.setCurrentTime(arguments[0]);
const shown = {};
for (const run of document.querySelectorAll('[data-part]')) {
  if (getComputedStyle(run).visibility !== 'visible') continue;
  const r = run.getBoundingClientRect();
  const fading = run.querySelector(':scope > g');
  shown[run.dataset.part] = {x: r.x, y: r.y, width: r.width, height: r.height,
                             opacity: parseFloat(getComputedStyle(fading).opacity)};
}
return shown;
"""

PREVIEW = """
// The blurred copies of the content (behind UIKit's bar material) are not in the export.
for (const blurred of document.querySelectorAll('[filter]')) blurred.remove();
const found = {};
for (const id of arguments[0]) {
  const e = document.getElementById(id);
  if (!e) continue;
  // The scroll edge effect's blurred copy of the content is not in the export: its backing ramp is.
  const r = (id === 'edge-effect' ? e.querySelector(':scope > rect') : e).getBoundingClientRect();
  found[id] = {x: r.x, y: r.y, width: r.width, height: r.height, opacity: parseFloat(getComputedStyle(e).opacity)};
}
return found;
"""


def check(service, browser, case):
    parameters = {**HEADER, **case}
    body = service.ok("/v1/scroll.svg", {**parameters, "from": FROM, "to": TO, "step": STEP, "duration": DURATION})
    subprocess.run(["xmllint", "--noout", "-"], input=body, check=True)
    frames = (TO - FROM) // STEP + 1
    slots = 2 * frames - 2
    points = [p for p in switch_points(service, parameters) if FROM <= p <= TO]
    wanted = {0, 10, 20, frames - 1} | {round((p - FROM) / STEP) for p in points}
    # Each frame going forward, and the same frames coming back.
    moments = sorted({(slot, frame) for frame in wanted for slot in (frame, slots - frame) if 0 <= slot < slots})
    problems = []
    for slot, frame in moments:
        offset = FROM + frame * STEP
        browser.get(service.url("/v1/scroll.svg", {**parameters, "from": FROM, "to": TO, "step": STEP,
                                                   "duration": DURATION}))
        shown = browser.execute_script(EXPORT, (slot + 0.5) * DURATION / slots)
        browser.get(service.url("/v1/preview.svg", {**parameters, "offset": offset, "text": "paths"}))
        ids = {name: preview_id(name) for name in shown if preview_id(name)}
        preview = browser.execute_script(
            PREVIEW, list(set(ids.values()) | {element_id(name) for name in FIXED_PARTS}))
        for name, box in shown.items():
            element = ids.get(name)
            if element is None:
                continue
            reference = preview.get(element)
            if reference is None:
                if box["opacity"] > OPACITY:
                    problems.append((offset, name, "shown, but not in the preview"))
                continue
            for key in ("x", "y", "width", "height"):
                if abs(box[key] - reference[key]) > POSITION:
                    problems.append((offset, slot, name, key, box[key], reference[key]))
            if abs(box["opacity"] - reference["opacity"]) > OPACITY:
                problems.append((offset, slot, name, "opacity", box["opacity"], reference["opacity"]))
        names = set(ids.values())
        for name in FIXED_PARTS:
            element = element_id(name)
            if element in preview and element not in names and preview[element]["opacity"] > 0:
                problems.append((offset, slot, name, "in the preview, but not shown"))
    assert not problems, f"{case_name(case)}: {problems[:10]}"


def test_every_moment_of_the_loop_is_the_preview_of_its_offset(service, browser):
    for case in cases(service):
        check(service, browser, case)


@pytest.mark.parametrize("duration", ["0", "-1", "nan", "inf", "1e9", "x"])
def test_a_duration_not_positive_and_finite_is_refused(service, duration):
    status, body = service.get("/v1/scroll.svg", {"duration": duration})
    assert status == 400 and json.loads(body)["parameter"] == "duration"


@pytest.mark.parametrize(
    "parameters, named",
    [({"from": 10, "to": 10}, "to"), ({"from": 0, "to": 3000, "step": 1}, "step")],
)
def test_bad_ranges_are_refused_naming_the_parameter(service, parameters, named):
    status, body = service.get("/v1/scroll.svg", parameters)
    assert status == 400 and json.loads(body)["parameter"] == named
