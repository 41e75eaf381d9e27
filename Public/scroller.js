// Phone-like scrolling over the preview: drag with a finger or the mouse, the mouse wheel, and arrow keys.
// Dragging down past the top pulls the content down (a negative offset) with rubber-band resistance, and the
// content springs back to 0 on release, as on iOS. A fling keeps scrolling and slows down.

const DECELERATION = 0.998; // per millisecond, UIScrollView's normal rate
const SPRING_MS = 380;
const WHEEL_IDLE_MS = 180;
/** How far Page Down and Space scroll, in points; the offset slider pages by the same. */
export const PAGE_POINTS = 100;

/** iOS rubber band: how far content moves for `distance` of overscroll on a view `dimension` tall. */
function rubberBand(distance, dimension) {
  return (1 - 1 / ((distance * 0.55) / dimension + 1)) * dimension;
}

function inverseRubberBand(moved, dimension) {
  const ratio = Math.min(moved / dimension, 0.999);
  return ((1 / (1 - ratio) - 1) * dimension) / 0.55;
}

const easeOutCubic = (t) => 1 - Math.pow(1 - t, 3);

/**
 * Attaches the gestures to `element`.
 * - `getOffset()`, `setOffset(points)`: the scroll offset in points.
 * - `range()`: `{min, max}` the offset may take.
 * - `metrics()`: `{pointsPerPixel, height}`: how many points one CSS pixel over the preview is, and the screen
 *   height in points (for the rubber band).
 */
export function attachScroller(element, { getOffset, setOffset, range, metrics }) {
  let animation = 0;
  let drag = null;
  let wheelTimer = 0;

  const clamp = (value) => {
    const { min, max } = range();
    return Math.min(max, Math.max(min, value));
  };
  const set = (value) => setOffset(Math.round(clamp(value)));

  function stop() {
    if (animation) cancelAnimationFrame(animation);
    animation = 0;
    clearTimeout(wheelTimer);
  }

  function springBack() {
    stop();
    const from = getOffset();
    if (from >= 0) return;
    const start = performance.now();
    const step = (now) => {
      const t = Math.min(1, (now - start) / SPRING_MS);
      set(from * (1 - easeOutCubic(t)));
      animation = t < 1 ? requestAnimationFrame(step) : 0;
    };
    animation = requestAnimationFrame(step);
  }

  function fling(velocity) {
    stop();
    let last = performance.now();
    let v = velocity; // points per millisecond
    const step = (now) => {
      const dt = Math.min(32, now - last);
      last = now;
      const next = getOffset() + v * dt;
      v *= Math.pow(DECELERATION, dt);
      const { max } = range();
      if (next <= 0) {
        set(0);
        animation = 0;
        return;
      }
      set(next);
      animation = Math.abs(v) > 0.02 && next < max ? requestAnimationFrame(step) : 0;
    };
    animation = requestAnimationFrame(step);
  }

  element.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    stop();
    const { height } = metrics();
    const offset = getOffset();
    drag = {
      id: event.pointerId,
      startY: event.clientY,
      startRaw: offset < 0 ? -inverseRubberBand(-offset, height) : offset,
      samples: [{ t: event.timeStamp, offset }],
    };
    element.setPointerCapture(event.pointerId);
    element.classList.add("dragging");
    event.preventDefault();
  });

  element.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const { pointsPerPixel, height } = metrics();
    const raw = drag.startRaw - (event.clientY - drag.startY) * pointsPerPixel;
    const offset = raw < 0 ? -rubberBand(-raw, height) : raw;
    set(offset);
    drag.samples.push({ t: event.timeStamp, offset: getOffset() });
    if (drag.samples.length > 8) drag.samples.shift();
  });

  const release = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const recent = drag.samples.filter((s) => event.timeStamp - s.t < 100);
    drag = null;
    element.classList.remove("dragging");
    if (getOffset() < 0) return springBack();
    if (recent.length >= 2) {
      const first = recent[0];
      const lastSample = recent[recent.length - 1];
      const dt = lastSample.t - first.t;
      if (dt > 0) {
        const velocity = (lastSample.offset - first.offset) / dt;
        if (Math.abs(velocity) > 0.1) fling(velocity);
      }
    }
  };
  element.addEventListener("pointerup", release);
  element.addEventListener("pointercancel", release);
  element.addEventListener("lostpointercapture", release);

  element.addEventListener(
    "wheel",
    (event) => {
      if (event.ctrlKey) return; // pinch-zoom gestures stay with the browser
      event.preventDefault();
      stop();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      let delta = event.deltaY * unit * metrics().pointsPerPixel;
      const offset = getOffset();
      if (offset + delta < 0) delta *= 0.35; // resistance past the top
      set(offset + delta);
      wheelTimer = setTimeout(() => {
        if (getOffset() < 0) springBack();
      }, WHEEL_IDLE_MS);
    },
    { passive: false },
  );

  element.addEventListener("keydown", (event) => {
    const step = event.shiftKey ? 1 : 10;
    const { min, max } = range();
    const moves = {
      ArrowDown: step, ArrowUp: -step, PageDown: PAGE_POINTS, PageUp: -PAGE_POINTS,
      " ": event.shiftKey ? -PAGE_POINTS : PAGE_POINTS,
    };
    let target;
    if (event.key in moves) target = getOffset() + moves[event.key];
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = max;
    else return;
    event.preventDefault();
    stop();
    set(Math.max(min, target));
  });

  return { stop };
}
