// The Masthead playground: one state, sent as the same query to /v1/geometry and /v1/preview.svg, kept in the
// page URL, and redrawn at most once a frame with one request in flight.

import { createControls, displayName } from "./controls.js";
import { formatJSON, renderJSON } from "./json-view.js";
import { attachScroller } from "./scroller.js";
import { cloneState, defaultState, fromQuery, numberText, toQuery } from "./state.js";
import { copyText, showCopyStatus } from "./clipboard.js";

const $ = (id) => document.getElementById(id);

const SLIDER_MIN = -150;
const SLIDER_MAX = 400;
const URL_UPDATE_MS = 200;

let catalog;
let defaults;
let state;
let controls;
let lastGeometry = null;
let sliderRange = { min: SLIDER_MIN, max: SLIDER_MAX };

// MARK: - Start

async function start() {
  layoutObserver = observeLayout();
  try {
    const response = await fetch("/v1/catalog");
    if (!response.ok) throw new Error(`the catalog answered ${response.status}`);
    catalog = await response.json();
  } catch (error) {
    setStatus("Service unavailable");
    showProblem({ detail: `Could not load /v1/catalog: ${error.message}. Is the service running?` });
    document.body.dataset.state = "failed";
    return;
  }
  defaults = defaultState(catalog);
  state = fromQuery(location.search, defaults);
  controls = createControls(catalog, { onChange: () => { controls.read(state); stateChanged(); } });
  controls.write(state);
  setupScrubber();
  setupShare();
  setupExamples();
  $("reset").addEventListener("click", () => {
    scroller.stop();
    state = cloneState(defaults);
    controls.write(state);
    writeOffset();
    stateChanged();
  });
  $("back-enabled").addEventListener("change", () => {
    if ($("back-enabled").checked) $("back").focus();
  });
  writeOffset();
  stateChanged();
}

/** Keeps the page's layout measurements in CSS: the header's height and the screen's corner radius. */
function observeLayout() {
  const header = document.querySelector(".masthead");
  const screen = $("screen");
  const device = $("device");
  const observer = new ResizeObserver(() => {
    document.documentElement.style.setProperty("--header-h", `${header.offsetHeight}px`);
    const corner = Number(device.style.getPropertyValue("--corner") || 0.14);
    device.style.setProperty("--radius-px", `${Math.round(corner * screen.clientWidth * 10) / 10}px`);
  });
  observer.observe(header);
  observer.observe(screen);
  new ResizeObserver(() => layoutTicks()).observe($("ticks"));
  return observer;
}

let layoutObserver;

// MARK: - State changes

let urlTimer = 0;

function currentQuery() {
  return toQuery(state, defaults, catalog);
}

function stateChanged() {
  const query = currentQuery();
  updateCurl(query);
  if (!urlTimer) {
    urlTimer = setTimeout(() => {
      urlTimer = 0;
      const q = currentQuery();
      const target = q ? `?${q}` : location.pathname;
      if (location.search !== (q ? `?${q}` : "")) history.replaceState(null, "", target);
    }, URL_UPDATE_MS);
  }
  scheduleUpdate();
}

// MARK: - Requests: one in flight, the latest state pending, at most one start per animation frame

let frameRequested = false;
let inFlight = false;
let pending = false;
let sequence = 0;
let appliedSequence = 0;
let controller = null;
let lastStart = -Infinity;
const FRAME_MS = 15;
const updateTimes = [];

/** A request this old is given up for the newer state (a slow or stuck service must not freeze the page). */
const STALE_MS = 1500;

function scheduleUpdate() {
  pending = true;
  document.body.dataset.state = "busy";
  if (inFlight && controller && performance.now() - lastStart > STALE_MS) controller.abort();
  if (!frameRequested) {
    frameRequested = true;
    requestAnimationFrame(pump);
  }
}

function pump() {
  frameRequested = false;
  if (!pending || inFlight) return;
  pending = false;
  update();
}

async function readProblem(response) {
  try {
    const problem = await response.json();
    if (problem && typeof problem === "object") return { status: response.status, ...problem };
  } catch {
    // not problem+json
  }
  return { status: response.status, detail: `${response.status} ${response.statusText}` };
}

async function fetchGeometry(query, signal) {
  const response = await fetch(`/v1/geometry${query ? `?${query}` : ""}`, { signal });
  if (!response.ok) return { problem: await readProblem(response) };
  return { geometry: await response.json() };
}

async function fetchPreview(query, signal) {
  const response = await fetch(`/v1/preview.svg${query ? `?${query}` : ""}`, { signal });
  if (!response.ok) return { problem: await readProblem(response) };
  return { blob: await response.blob() };
}

/** Decodes a preview before it is shown, so that swapping pictures never flashes an empty frame. */
async function decodePreview(blob) {
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return { problem: { detail: "The browser could not draw the preview." } };
  }
  return { image, url, bytes: blob.size };
}

let decoding = 0;

/**
 * Asks for the current state. The next request may start as soon as this one's answers have arrived, while this
 * picture is still being decoded; the sequence number keeps an older answer from replacing a newer one.
 */
async function update() {
  inFlight = true;
  lastStart = performance.now();
  const mine = ++sequence;
  const started = lastStart;
  const query = currentQuery();
  const snapshot = { style: state.style, offset: state.offset };
  controller = new AbortController();
  let answers = null;
  try {
    answers = await Promise.all([
      fetchGeometry(query, controller.signal),
      fetchPreview(query, controller.signal).catch((error) => ({ problem: { detail: error.message } })),
    ]);
  } catch (error) {
    if (error.name !== "AbortError" && mine > appliedSequence) {
      appliedSequence = mine;
      showProblem({ detail: `Could not reach the service (${error.message}).` });
      setStatus("Offline");
    }
  } finally {
    inFlight = false;
    controller = null;
    decoding += 1;
    startPending();
  }
  try {
    if (!answers) return;
    const [geometryResult, fetched] = answers;
    const previewResult = fetched.blob && !geometryResult.problem ? await decodePreview(fetched.blob) : fetched;
    if (mine <= appliedSequence) {
      if (previewResult.url) URL.revokeObjectURL(previewResult.url);
      return;
    }
    appliedSequence = mine;
    apply(query, snapshot, geometryResult, previewResult, performance.now() - started);
  } finally {
    decoding -= 1;
    settle();
  }
}

/** Starts the pending state at once unless a request started less than a frame ago. */
function startPending() {
  if (!pending || inFlight) return;
  if (performance.now() - lastStart >= FRAME_MS) {
    pending = false;
    update();
  } else if (!frameRequested) {
    frameRequested = true;
    requestAnimationFrame(pump);
  }
}

function settle() {
  if (!inFlight && !pending && decoding === 0) document.body.dataset.state = "idle";
}

function apply(query, snapshot, geometryResult, previewResult, elapsed) {
  const problem = geometryResult.problem ?? (previewResult.problem?.parameter ? previewResult.problem : null);
  if (problem) {
    showProblem(problem);
    if (previewResult.url) URL.revokeObjectURL(previewResult.url);
    setStatus(`Error ${problem.status ?? ""}`.trim());
    return;
  }
  clearProblem();
  showGeometry(geometryResult.geometry);
  if (previewResult.image) {
    showPreview(previewResult, query, snapshot);
  } else {
    showPreviewUnavailable(previewResult.problem);
  }
  const now = performance.now();
  updateTimes.push(now);
  while (updateTimes.length && now - updateTimes[0] > 1000) updateTimes.shift();
  const rate = updateTimes.length > 2 ? ` · ${updateTimes.length}/s` : "";
  setStatus(`${Math.round(elapsed)} ms${rate}`);
}

// MARK: - Showing answers

let previewURL = null;

function showPreview({ image, url, bytes }, query, snapshot) {
  const current = $("preview-image");
  image.id = "preview-image";
  image.draggable = false;
  image.alt = `${displayName(snapshot.style)} header at scroll offset ${numberText(snapshot.offset)} points`;
  image.dataset.query = query;
  image.dataset.bytes = String(bytes);
  current.replaceWith(image);
  if (previewURL) URL.revokeObjectURL(previewURL);
  previewURL = url;
  $("screen-note").hidden = true;
  $("screen").classList.remove("unavailable");
}

function showPreviewUnavailable(problem) {
  showScreenNote(
    "Preview unavailable",
    `The service answered: ${problem?.detail ?? "no answer"}`,
    "The geometry beside it is still live.",
  );
  $("preview-image").hidden = true;
}

function showScreenNote(heading, ...lines) {
  const note = $("screen-note");
  const title = document.createElement("strong");
  title.textContent = heading;
  note.replaceChildren(
    title,
    ...lines.map((line) => Object.assign(document.createElement("span"), { textContent: line })),
  );
  note.hidden = false;
  $("screen").classList.add("unavailable");
}

function showGeometry(geometry) {
  lastGeometry = geometry;
  renderJSON($("geometry-json"), geometry);
  const { width, height } = geometry.viewport ?? {};
  if (width && height) {
    const device = $("device");
    device.style.setProperty("--screen-w", width);
    device.style.setProperty("--screen-h", height);
    const corner = cornerRadius(geometry.viewport) / width;
    device.style.setProperty("--corner", String(corner));
    device.style.setProperty("--radius-px", `${Math.round(corner * $("screen").clientWidth * 10) / 10}px`);
  }
  showThresholds(geometry.thresholds ?? {});
}

/** A plausible screen corner radius in points: square for a home-button phone, rounded otherwise. */
function cornerRadius({ width, safeAreaTop }) {
  if (safeAreaTop <= 20) return 0;
  if (width >= 600) return 18;
  return 55;
}

// MARK: - Errors

let shownProblem = "";

function fieldFor(parameter) {
  if (!parameter) return null;
  if (parameter === "device") return $("device-select");
  if (parameter === "offset") return $("offset");
  return document.querySelector(`[data-param="${CSS.escape(parameter)}"]`);
}

function errorElementFor(parameter, field) {
  const existing = $(`${parameter}-error`);
  if (existing) return existing;
  const holder = field.closest(".field") ?? field.parentElement;
  const element = document.createElement("p");
  element.className = "field-error";
  element.id = `${parameter}-error`;
  holder.append(element);
  return element;
}

function showProblem(problem) {
  const key = `${problem.parameter ?? ""}\n${problem.detail ?? ""}`;
  if (key === shownProblem) return;
  clearProblem();
  shownProblem = key;
  $("problem-param").textContent = problem.parameter ?? "";
  $("problem-param").hidden = !problem.parameter;
  $("problem-detail").textContent = problem.detail ?? problem.title ?? "Something went wrong.";
  $("problem").hidden = false;
  document.body.dataset.problem = problem.parameter ?? "service";
  if ($("preview-image").hidden) {
    showScreenNote("Nothing to show yet", "Fix the highlighted setting and the preview appears here.");
  }

  const field = fieldFor(problem.parameter);
  if (!field) return;
  const message = errorElementFor(problem.parameter, field);
  message.textContent = problem.detail ?? "";
  message.hidden = false;
  const target = field.matches("input, select, textarea") ? field : field.querySelector("input, select");
  if (target) {
    target.setAttribute("aria-invalid", "true");
    const described = (target.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    if (!described.includes(message.id)) target.setAttribute("aria-describedby", [...described, message.id].join(" "));
  }
  field.closest(".field, .actions-editor")?.classList.add("invalid");
  const details = field.closest("details");
  if (details) details.open = true;
}

function clearProblem() {
  if (!shownProblem) return;
  shownProblem = "";
  $("problem").hidden = true;
  delete document.body.dataset.problem;
  for (const element of document.querySelectorAll(".field-error")) {
    element.hidden = true;
    element.textContent = "";
  }
  for (const element of document.querySelectorAll("[aria-invalid]")) element.removeAttribute("aria-invalid");
  for (const element of document.querySelectorAll(".invalid")) element.classList.remove("invalid");
}

function setStatus(text) {
  $("status").textContent = text;
}

// MARK: - Scrubber: slider, number field, threshold marks, gestures

let scroller;

function setOffset(value) {
  if (!Number.isFinite(value) || value === state.offset) return;
  state.offset = value === 0 ? 0 : value;
  writeOffset();
  stateChanged();
}

function writeOffset() {
  ensureSliderCovers(state.offset);
  const slider = $("offset");
  slider.value = String(state.offset);
  if (document.activeElement !== $("offset-number")) $("offset-number").value = numberText(state.offset);
  slider.setAttribute("aria-valuetext", `${numberText(state.offset)} points`);
  paintTrack();
}

function paintTrack() {
  const slider = $("offset");
  const { min, max } = sliderRange;
  const zero = ((0 - min) / (max - min)) * 100;
  const at = ((Math.min(max, Math.max(min, state.offset)) - min) / (max - min)) * 100;
  slider.style.setProperty("--from", `${Math.min(zero, at)}%`);
  slider.style.setProperty("--to", `${Math.max(zero, at)}%`);
}

function ensureSliderCovers(value, thresholds = []) {
  const needMax = Math.max(SLIDER_MAX, ...thresholds.map((t) => Math.ceil((t * 1.25) / 50) * 50), Math.ceil(value));
  const needMin = Math.min(SLIDER_MIN, Math.floor(value));
  if (needMax !== sliderRange.max || needMin !== sliderRange.min) {
    sliderRange = { min: needMin, max: needMax };
    $("offset").min = String(needMin);
    $("offset").max = String(needMax);
    renderTicks();
  }
}

let tickGroups = [];

function showThresholds(thresholds) {
  const byValue = new Map();
  for (const [name, value] of Object.entries(thresholds)) {
    if (typeof value !== "number") continue;
    const key = numberText(value);
    if (!byValue.has(key)) byValue.set(key, { value, names: [] });
    byValue.get(key).names.push(name);
  }
  const groups = [...byValue.values()].sort((a, b) => a.value - b.value);
  const signature = JSON.stringify(groups);
  if (signature === JSON.stringify(tickGroups)) return;
  tickGroups = groups;
  ensureSliderCovers(state.offset, groups.map((g) => g.value));
  renderTicks();
}

const shortName = (name) => name.replace(/Visible$/, "").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

function renderTicks() {
  const ticks = $("ticks");
  const { min, max } = sliderRange;
  const marks = [{ value: 0, names: [], rest: true }, ...tickGroups];
  const elements = marks.map((mark) => {
    const element = document.createElement(mark.rest ? "span" : "button");
    element.className = mark.rest ? "tick rest" : "tick";
    element.style.setProperty("--at", String((mark.value - min) / (max - min)));
    element.dataset.at = String(mark.value);
    if (mark.rest) {
      element.innerHTML = '<span class="tick-value">0</span><span class="tick-name">at rest</span>';
      element.setAttribute("aria-hidden", "true");
      return element;
    }
    element.type = "button";
    element.dataset.threshold = mark.names.join(" ");
    element.dataset.value = numberText(mark.value);
    element.innerHTML = '<span class="tick-value"></span><span class="tick-name"></span>';
    element.querySelector(".tick-value").textContent = numberText(mark.value);
    element.querySelector(".tick-name").textContent = mark.names.map(shortName).join(" · ");
    element.setAttribute("aria-label", `Jump to ${mark.names.join(", ")} at ${numberText(mark.value)} points`);
    element.title = `${mark.names.join(", ")}: ${numberText(mark.value)} pt`;
    element.addEventListener("click", () => {
      scroller.stop();
      setOffset(Math.round(mark.value * 1000) / 1000);
    });
    return element;
  });
  ticks.replaceChildren(...elements);
  ticks.dataset.count = String(tickGroups.length);
  layoutTicks();
  paintTrack();
}

/** Moves labels that would overlap down (or up at the bottom) so that every one stays readable. */
function layoutTicks() {
  const ticks = $("ticks");
  const height = ticks.clientHeight;
  if (!height) return;
  const { min, max } = sliderRange;
  const items = [...ticks.children]
    .map((element) => ({ element, center: 11 + (height - 22) * ((Number(element.dataset.at) - min) / (max - min)) }))
    .sort((a, b) => a.center - b.center);
  let bottom = -Infinity;
  for (const item of items) {
    const h = item.element.offsetHeight;
    const top = Math.max(item.center - h / 2, bottom + 2);
    item.nudge = top - (item.center - h / 2);
    bottom = top + h;
  }
  const overflow = bottom - height;
  if (overflow > 0) {
    let limit = height;
    for (const item of items.slice().reverse()) {
      const h = item.element.offsetHeight;
      const top = Math.min(item.center - h / 2 + item.nudge, limit - h);
      item.nudge = top - (item.center - h / 2);
      limit = top - 2;
    }
  }
  for (const item of items) item.element.style.setProperty("--nudge", `${Math.round(item.nudge)}px`);
}

function setupScrubber() {
  const slider = $("offset");
  slider.addEventListener("input", () => {
    scroller.stop();
    setOffset(Number(slider.value));
  });
  const number = $("offset-number");
  number.addEventListener("input", () => {
    const text = number.value.trim();
    if (text === "") return;
    const value = Number(text);
    if (Number.isFinite(value)) {
      scroller.stop();
      setOffset(value);
    }
  });
  number.addEventListener("blur", () => (number.value = numberText(state.offset)));

  const screen = $("screen");
  scroller = attachScroller(screen, {
    getOffset: () => state.offset,
    setOffset,
    range: () => sliderRange,
    metrics: () => {
      const width = lastGeometry?.viewport?.width ?? 393;
      const height = lastGeometry?.viewport?.height ?? 852;
      const shown = screen.getBoundingClientRect().width || width;
      return { pointsPerPixel: width / shown, height };
    },
  });
}

// MARK: - Sharing

function curlCommand(query) {
  const endpoint = $("curl-endpoint").value;
  const url = `${location.origin}${endpoint}${query ? `?${query}` : ""}`;
  const output = endpoint.endsWith(".svg") ? "-o preview.svg " : "";
  return `curl ${output}'${url}'`;
}

function updateCurl(query) {
  $("curl").value = curlCommand(query);
}

function setupShare() {
  $("curl-endpoint").addEventListener("change", () => updateCurl(currentQuery()));
  $("copy-curl").addEventListener("click", async () => {
    updateCurl(currentQuery());
    showCopyStatus(await copyText($("curl").value, $("curl")), "curl command");
  });
  $("copy-link").addEventListener("click", async () => {
    const query = currentQuery();
    const link = `${location.origin}${location.pathname}${query ? `?${query}` : ""}`;
    showCopyStatus(await copyText(link, null), "link");
  });
  $("copy-json").addEventListener("click", async () => {
    if (!lastGeometry) return;
    showCopyStatus(await copyText(formatJSON(lastGeometry), $("geometry-json")), "JSON");
  });
}

const EXAMPLES = [
  ["Geometry of a large title, half collapsed", "/v1/geometry?style=large&offset=26&back=Mailboxes&trailing=search,plus"],
  ["Preview of an iOS 26 scroll edge, dark", "/v1/preview.svg?style=scrollEdge&offset=40&subtitle=3%20unread&trailing=search,more&appearance=dark"],
  ["Filmstrip of a large title collapsing", "/v1/filmstrip.svg?style=large&offsets=-40,0,26,52,120"],
  ["Curves of a collapsible header", "/v1/curves.svg?style=collapsible&from=0&to=200"],
  ["Timeline of an inline title", "/v1/timeline?style=inlineTitle&from=0&to=100&step=10"],
  ["Catalog: styles, devices, icons, defaults", "/v1/catalog"],
];

function setupExamples() {
  const list = $("example-list");
  list.replaceChildren(
    ...EXAMPLES.map(([text, href]) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = href;
      link.textContent = text;
      const code = document.createElement("code");
      code.textContent = decodeURIComponent(href);
      item.append(link, code);
      return item;
    }),
  );
}

start();
