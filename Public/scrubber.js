// The offset scrubber beside the phone (under it on a phone-wide page): a vertical slider (-150 at the top, 400 at
// the bottom, like a scroll bar), a number field, and the style's thresholds marked along the track as labelled
// buttons that jump there.

import { PAGE_POINTS } from "./scroller.js";
import { numberText } from "./state.js";

const $ = (id) => document.getElementById(id);

const SLIDER_MIN = -150;
const SLIDER_MAX = 400;
const THUMB = 22;

/** `titleVisible` → `title`, `hairlineVisible` → `hairline`, `collapsed` → `collapsed`. */
const shortName = (name) => name.replace(/Visible$/, "").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/**
 * The scrubber. `onInput(offset)` is called when the user moves the slider, types a number or picks a mark;
 * `show(offset)` moves the controls; `showThresholds(thresholds)` marks a geometry document's thresholds.
 */
export function createScrubber({ onInput }) {
  const slider = $("offset");
  const number = $("offset-number");
  const ticks = $("ticks");
  let range = { min: SLIDER_MIN, max: SLIDER_MAX };
  let groups = [];
  let offset = 0;

  slider.addEventListener("input", () => onInput(Number(slider.value)));
  // A vertical range pages against its arrows in Chromium (Page Down lowers the value, so the thumb goes up) and
  // Home goes to the overscroll end; these keys act as they do over the phone, where down is a larger offset.
  slider.addEventListener("keydown", (event) => {
    const target = {
      PageDown: offset + PAGE_POINTS,
      PageUp: offset - PAGE_POINTS,
      Home: 0,
      End: range.max,
    }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onInput(Math.min(range.max, Math.max(range.min, target)));
  });
  number.addEventListener("input", () => {
    const text = number.value.trim();
    const value = Number(text);
    if (text !== "" && Number.isFinite(value)) onInput(value);
  });
  number.addEventListener("blur", () => (number.value = numberText(offset)));
  new ResizeObserver(() => layoutTicks()).observe(ticks);

  function show(value) {
    offset = value;
    cover(value, groups.map((g) => g.value));
    slider.value = String(value);
    if (document.activeElement !== number) number.value = numberText(value);
    slider.setAttribute("aria-valuetext", `${numberText(value)} points`);
    paintTrack();
  }

  /** Fills the track between 0 and the offset. */
  function paintTrack() {
    const { min, max } = range;
    const zero = ((0 - min) / (max - min)) * 100;
    const at = ((Math.min(max, Math.max(min, offset)) - min) / (max - min)) * 100;
    slider.style.setProperty("--from", `${Math.min(zero, at)}%`);
    slider.style.setProperty("--to", `${Math.max(zero, at)}%`);
  }

  /** Widens the slider's range to hold the offset and every threshold, with room after the last one. */
  function cover(value, thresholds) {
    const max = Math.max(SLIDER_MAX, ...thresholds.map((t) => Math.ceil((t * 1.25) / 50) * 50), Math.ceil(value));
    const min = Math.min(SLIDER_MIN, Math.floor(value));
    if (max === range.max && min === range.min) return;
    range = { min, max };
    slider.min = String(min);
    slider.max = String(max);
    renderTicks();
  }

  function showThresholds(thresholds) {
    const byValue = new Map();
    for (const [name, value] of Object.entries(thresholds)) {
      if (typeof value !== "number") continue;
      const key = numberText(value);
      if (!byValue.has(key)) byValue.set(key, { value, names: [] });
      byValue.get(key).names.push(name);
    }
    const next = [...byValue.values()].sort((a, b) => a.value - b.value);
    if (JSON.stringify(next) === JSON.stringify(groups)) return;
    groups = next;
    cover(offset, groups.map((g) => g.value));
    renderTicks();
  }

  function renderTicks() {
    const { min, max } = range;
    const marks = [{ value: 0, names: [], rest: true }, ...groups];
    ticks.replaceChildren(
      ...marks.map((mark) => {
        const element = document.createElement(mark.rest ? "span" : "button");
        element.className = mark.rest ? "tick rest" : "tick";
        element.style.setProperty("--at", String((mark.value - min) / (max - min)));
        element.dataset.at = String(mark.value);
        const value = Object.assign(document.createElement("span"), { className: "tick-value" });
        const name = Object.assign(document.createElement("span"), { className: "tick-name" });
        element.append(value, name);
        if (mark.rest) {
          value.textContent = "0";
          name.textContent = "at rest";
          element.setAttribute("aria-hidden", "true");
          return element;
        }
        const shown = numberText(mark.value);
        value.textContent = shown;
        name.textContent = mark.names.map(shortName).join(" · ");
        element.type = "button";
        element.dataset.threshold = mark.names.join(" ");
        element.dataset.value = shown;
        element.title = `${mark.names.join(", ")}: ${shown} pt`;
        element.setAttribute("aria-label", `Jump to ${mark.names.join(", ")} at ${shown} points`);
        element.addEventListener("click", () => onInput(Math.round(mark.value * 1000) / 1000));
        return element;
      }),
    );
    ticks.dataset.count = String(groups.length);
    layoutTicks();
    paintTrack();
  }

  /** Moves labels that would overlap down (or back up at the bottom) so that every one stays readable. */
  function layoutTicks() {
    const height = ticks.clientHeight;
    if (!height) return;
    const { min, max } = range;
    const items = [...ticks.children]
      .map((element) => ({
        element,
        height: element.offsetHeight,
        center: THUMB / 2 + (height - THUMB) * ((Number(element.dataset.at) - min) / (max - min)),
      }))
      .sort((a, b) => a.center - b.center);
    let bottom = -Infinity;
    for (const item of items) {
      const top = Math.max(item.center - item.height / 2, bottom + 2);
      item.nudge = top - (item.center - item.height / 2);
      bottom = top + item.height;
    }
    if (bottom > height) {
      let limit = height;
      for (const item of items.slice().reverse()) {
        const top = Math.min(item.center - item.height / 2 + item.nudge, limit - item.height);
        item.nudge = top - (item.center - item.height / 2);
        limit = top - 2;
      }
    }
    for (const item of items) item.element.style.setProperty("--nudge", `${Math.round(item.nudge)}px`);
  }

  return { show, showThresholds, range: () => range };
}
