// The Masthead playground: one state, its parameters read from the service's /openapi.json, kept in the page URL,
// and sent to /v1/geometry and /v1/preview.svg whenever it changes (a preview per look while they are compared).
// The catalog adds names and numbers to show.

import { AUDIT_PATH, createAuditPanel } from "./audit.js";
import { copyText, showCopyStatus } from "./clipboard.js";
import { COMPARED, PHONES, URL_NAME as COMPARE_URL_NAME, createComparison } from "./compare.js";
import { createControls } from "./controls.js";
import { createDeviceFollower } from "./device-follow.js";
import { displayName } from "./fields.js";
import { formatJSON, renderJSON } from "./json-view.js";
import { clearProblem, showProblem } from "./problems.js";
import { createUpdater } from "./requests.js";
import { createScrubber } from "./scrubber.js";
import { attachScroller } from "./scroller.js";
import { GEOMETRY_PATH, PREVIEW_PATH, readDocument } from "./openapi.js";
import {
  ENDPOINT_NAME,
  cloneState,
  defaultState,
  endpointFromQuery,
  endpointQueryPart,
  fromQuery,
  numberText,
  toQuery,
} from "./state.js";

const $ = (id) => document.getElementById(id);

const URL_UPDATE_MS = 200;

let catalog;
let parameters;
let endpoints;
let defaults;
let state;
let controls;
let scrubber;
let scrollers;
let updater;
let comparison;
let audit = null;
let lastGeometry = null;
/** What the page URL held that the page could not use, told once at the start (`showLinkNotice`). */
const ignoredInLink = [];

// MARK: - Start

async function start() {
  observeLayout();
  let doc;
  try {
    [doc, catalog] = await Promise.all([loadJSON("/openapi.json"), loadJSON("/v1/catalog")]);
    ({ parameters, endpoints } = readDocument(doc));
    if (!endpoint(PREVIEW_PATH)) throw new Error(`/openapi.json describes no ${PREVIEW_PATH}`);
  } catch (error) {
    setStatus("Service unavailable");
    showProblem({ detail: `Could not start: ${error.message}. Is the service running?` });
    document.body.dataset.state = "failed";
    return;
  }
  defaults = defaultState(parameters);
  state = fromQuery(location.search, parameters, defaults, {
    pageNames: new Set([ENDPOINT_NAME, COMPARE_URL_NAME]),
    ignored: ignoredInLink,
  });
  comparison = createComparison({ parameter: parameters.find((p) => p.name === COMPARED), onChange: stateChanged });
  comparison.restore(location.search);
  updater = createUpdater({
    query: () => {
      if (!comparison.active(state)) {
        return { geometry: endpointQuery(GEOMETRY_PATH), preview: endpointQuery(PREVIEW_PATH), compare: null };
      }
      const [first, ...others] = comparison.sides(state).map((side) => sideQuery(side.value));
      return { geometry: endpointQuery(GEOMETRY_PATH), preview: first, compare: others };
    },
    onAnswer: showAnswer,
    onUnreachable: (error) => {
      showProblem({ detail: `Could not reach the service (${error.message}).` });
      setStatus("Offline");
    },
    onBusy: (busy) => (document.body.dataset.state = busy ? "busy" : "idle"),
  });
  const deviceFollower = createDeviceFollower(parameters, defaults);
  controls = createControls({
    parameters,
    catalog,
    previewNames: endpoint(PREVIEW_PATH).names,
    onChange: () => {
      const before = { style: state.style, device: state.device };
      controls.read(state);
      if (deviceFollower.follow(before, state)) controls.write(state);
      stateChanged();
    },
  });
  scrubber = createScrubber({
    onInput: (offset) => {
      stopScrolling();
      setOffset(offset);
    },
  });
  const offset = parameters.find((p) => p.name === "offset");
  if (offset?.minimum != null) $("offset-number").min = String(offset.minimum);
  if (offset?.maximum != null) $("offset-number").max = String(offset.maximum);
  // The phones scroll alike: they have the same size, so one pixel is as many points over any of them.
  scrollers = PHONES.map((pane) => pane.screen).map((id) =>
    attachScroller($(id), {
      getOffset: () => state.offset,
      setOffset,
      range: () => scrubber.range(),
      metrics: () => {
        const width = lastGeometry?.viewport?.width ?? 393;
        const height = lastGeometry?.viewport?.height ?? 852;
        return { pointsPerPixel: width / ($(id).getBoundingClientRect().width || width), height };
      },
    }),
  );
  setupShare();
  setupExamples();
  setupAudit();
  $("reset").addEventListener("click", () => {
    stopScrolling();
    comparison.set(false);
    state = cloneState(defaults);
    deviceFollower.reset();
    controls.write(state);
    scrubber.show(state.offset);
    stateChanged();
  });
  controls.write(state);
  controls.setEndpoint(endpoint($("curl-endpoint").value)?.names ?? new Set(), state);
  scrubber.show(state.offset);
  stateChanged();
  showLinkNotice();
}

/** Says what the page URL held that the page left out (an unknown name, an offset that is not a number, …), rather
 * than dropping it unseen. The notice lives in a status region, so it is announced; it goes at the first change,
 * which writes a URL without those parts, or with its Dismiss button. */
function showLinkNotice() {
  if (!ignoredInLink.length) return;
  const text = Object.assign(document.createElement("p"), {
    textContent: `Left out of the link: ${ignoredInLink.join("; ")}.`,
  });
  const dismiss = Object.assign(document.createElement("button"), {
    type: "button", className: "button small", id: "link-notice-dismiss", textContent: "Dismiss",
  });
  dismiss.addEventListener("click", () => {
    hideLinkNotice();
    $("screen").focus();
  });
  $("link-notice").replaceChildren(text, dismiss);
}

function hideLinkNotice() {
  if ($("link-notice").firstChild) $("link-notice").replaceChildren();
}

async function loadJSON(path) {
  let response;
  try {
    response = await fetch(path);
  } catch (error) {
    throw new Error(`could not load ${path} (${error.message})`);
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

const endpoint = (path) => endpoints.find((e) => e.path === path);

const stopScrolling = () => scrollers.forEach((scroller) => scroller.stop());

/** Keeps layout measurements in CSS: the page header's height and the screen's corner radius in pixels. */
function observeLayout() {
  const header = document.querySelector(".masthead");
  new ResizeObserver(() => {
    document.documentElement.style.setProperty("--header-h", `${header.offsetHeight}px`);
    updateCorner();
  }).observe(header);
  new ResizeObserver(() => updateCorner()).observe($("screen"));
}

function updateCorner() {
  const phones = $("phones");
  const corner = Number(phones.style.getPropertyValue("--corner") || 0.14);
  phones.style.setProperty("--radius-px", `${Math.round(corner * $("screen").clientWidth * 10) / 10}px`);
}

// MARK: - State changes

let urlTimer = 0;

/**
 * The page's query: every parameter of the state that is not at its default, the comparison when on, and the
 * request panel's endpoint when it is not the first one, so that a link shows the request its sender saw.
 */
function currentQuery() {
  const endpointPart = endpointQueryPart($("curl-endpoint").value, firstEndpoint());
  return [toQuery(state, parameters), comparison.queryPart(state), endpointPart].filter(Boolean).join("&");
}

/** The endpoint the request panel starts with. */
const firstEndpoint = () => (endpoint(GEOMETRY_PATH) ? GEOMETRY_PATH : PREVIEW_PATH);

/** The query of one endpoint: the state's parameters that it takes. */
function endpointQuery(path) {
  return toQuery(state, parameters, endpoint(path)?.names ?? new Set());
}

/** The preview's query with `fidelity` set to `value`, sent even at its default so that each phone says which. */
function sideQuery(value) {
  const names = endpoint(PREVIEW_PATH)?.names ?? new Set();
  return toQuery({ ...state, [COMPARED]: value }, parameters, names, new Set([COMPARED]));
}

function setOffset(value) {
  if (!Number.isFinite(value) || value === state.offset) return;
  state.offset = value === 0 ? 0 : value;
  scrubber.show(state.offset);
  stateChanged();
}

function stateChanged() {
  hideLinkNotice();
  audit?.changed();
  comparison.update(state);
  updateCurl();
  keepURL();
  updater.schedule();
}

function keepURL() {
  // History updates are rate-limited by browsers, so the address follows a few times a second.
  if (!urlTimer) {
    urlTimer = setTimeout(() => {
      urlTimer = 0;
      const query = currentQuery();
      const search = query ? `?${query}` : "";
      if (location.search !== search) history.replaceState(null, "", search || location.pathname);
    }, URL_UPDATE_MS);
  }
}

// MARK: - Answers

const answerTimes = [];

/** The phones: the element ids of each one's screen, picture and note, and the blob URL it shows. */
const PANES = PHONES.map((pane) => ({ screen: pane.screen, image: pane.image, note: pane.note, url: null }));

function showAnswer({ query, geometry, preview, compare, rendered }) {
  const previews = [preview, ...(compare ?? []).map((other) => other.preview)];
  const refused = previews.find((answer) => answer?.problem?.parameter)?.problem ?? null;
  const problem = geometry.problem ?? refused;
  if (problem) {
    for (const answer of previews) if (answer?.url) URL.revokeObjectURL(answer.url);
    showProblem(problem);
    if ($("preview-image").hidden) {
      showScreenNote(PANES[0], "Nothing to show yet", "Fix the highlighted setting and the preview appears here.");
    }
    setStatus(`Error ${problem.status ?? ""}`.trim());
    return;
  }
  clearProblem();
  showGeometry(geometry.geometry, query);
  audit?.outline(geometry.geometry);
  // The looks these previews were asked for, read from their queries (the state may have moved on since).
  const sides = compare ? [query, ...compare.map((other) => other.query)].map(comparison.sideOf) : null;
  showPane(PANES[0], preview, query, geometry.geometry, sides ? sides[0].name : null);
  for (const [index, other] of (compare ?? []).entries()) {
    const side = sides[index + 1];
    showPane(PANES[PHONES.indexOf(side.pane)], other.preview, other.query, geometry.geometry, side.name);
  }
  comparison.showPanes(sides);

  const now = performance.now();
  answerTimes.push(now);
  while (now - answerTimes[0] > 1000) answerTimes.shift();
  // The service's own time (Server-Timing), not the round trip: what a change costs to render, whatever the network.
  const time = rendered < 10 ? rendered.toFixed(1) : String(Math.round(rendered));
  setStatus(`rendered in ${time} ms${answerTimes.length > 2 ? ` · ${answerTimes.length}/s` : ""}`);
}

/** Shows one phone's answer; `side` names the look it shows while they are compared. */
function showPane(pane, preview, query, geometry, side) {
  if (!preview.image) return showPreviewUnavailable(pane, preview.problem);
  const { image, url, bytes } = preview;
  image.id = pane.image;
  image.draggable = false;
  const described = `${displayName(geometry.style)} header at scroll offset ${numberText(geometry.offset)} points`;
  image.alt = side ? `${described}, ${side}` : described;
  image.dataset.query = query;
  image.dataset.bytes = String(bytes);
  $(pane.image).replaceWith(image);
  if (pane.url) URL.revokeObjectURL(pane.url);
  pane.url = url;
  $(pane.note).hidden = true;
  $(pane.screen).classList.remove("unavailable");
}

function showPreviewUnavailable(pane, problem) {
  showScreenNote(
    pane,
    "Preview unavailable",
    `The service answered: ${problem?.detail ?? "no answer"}`,
    "The geometry beside it is still live.",
  );
  $(pane.image).hidden = true;
}

function showScreenNote(pane, heading, ...lines) {
  const title = Object.assign(document.createElement("strong"), { textContent: heading });
  const spans = lines.map((line) => Object.assign(document.createElement("span"), { textContent: line }));
  $(pane.note).replaceChildren(title, ...spans);
  $(pane.note).hidden = false;
  $(pane.screen).classList.add("unavailable");
}

/** Shows `geometry`, the answer to the preview query `query`, and shapes the phones' screens after its device. */
function showGeometry(geometry, query) {
  lastGeometry = geometry;
  renderJSON($("geometry-json"), geometry);
  const { width, height } = geometry.viewport ?? {};
  if (width && height) {
    const phones = $("phones");
    phones.style.setProperty("--screen-w", width);
    phones.style.setProperty("--screen-h", height);
    phones.style.setProperty("--corner", String(cornerRadius(query) / width));
    updateCorner();
  }
  scrubber.showThresholds(geometry.thresholds ?? {});
}

/**
 * The display corner radius in points of the device a preview query names (the default device when it names
 * none): the catalog's `displayCornerRadius`, the curve the service lays the status bar out inside. A screen size
 * set by hand keeps its device's corners.
 */
function cornerRadius(query) {
  const id = new URLSearchParams(query).get("device") ?? catalog.defaults?.device;
  return catalog.devices?.find((device) => device.id === id)?.displayCornerRadius ?? 0;
}

function setStatus(text) {
  $("status").textContent = text;
}

// MARK: - Sharing

/** The chosen endpoint's request URL for the current state. */
function requestURL() {
  const path = $("curl-endpoint").value;
  const query = endpointQuery(path);
  return `${location.origin}${path}${query ? `?${query}` : ""}`;
}

/** `curl` of the chosen endpoint; answers that are not JSON are written to a file named after the path. */
function curlCommand() {
  const path = $("curl-endpoint").value;
  const json = /json/.test(endpoint(path)?.mediaType ?? "json");
  const file = path.split("/").pop();
  return `curl ${json ? "" : `-o ${file} `}'${requestURL()}'`;
}

function updateCurl() {
  $("curl").value = curlCommand();
  $("open-request").href = requestURL();
}

/** The audit panel, when the service has `/v1/audit`: a finding chosen moves the phone to its offset and size. */
function setupAudit() {
  const described = endpoint(AUDIT_PATH);
  $("audit").hidden = !described;
  if (!described) return;
  audit = createAuditPanel({
    names: described.names,
    query: (names) => toQuery(state, parameters, names),
    onChoose: (finding) => {
      stopScrolling();
      if (finding.textSizes && parameters.some((p) => p.name === "textSize")) {
        state.textSize = finding.textSizes[0];
        controls.write(state);
      }
      // A Material finding names Android font scales: the phone shows its first.
      if (finding.fontScales && parameters.some((p) => p.name === "fontScale")) {
        state.fontScale = String(finding.fontScales[0]);
        controls.write(state);
      }
      state.offset = finding.offsets[0] === 0 ? 0 : finding.offsets[0];
      scrubber.show(state.offset);
      stateChanged();
    },
  });
}

function setupShare() {
  const select = $("curl-endpoint");
  select.replaceChildren(
    ...endpoints.map((e) => Object.assign(document.createElement("option"), { value: e.path, textContent: e.path })),
  );
  select.value = endpointFromQuery(location.search, endpoints.map((e) => e.path), firstEndpoint(), ignoredInLink);
  const showEndpoint = () => {
    $("curl-endpoint-help").textContent = endpoint(select.value)?.summary ?? "";
    controls?.setEndpoint(endpoint(select.value)?.names ?? new Set(), state);
    hideLinkNotice();
    updateCurl();
    keepURL();
  };
  select.addEventListener("change", showEndpoint);
  $("curl-endpoint-help").textContent = endpoint(select.value)?.summary ?? "";
  $("copy-curl").addEventListener("click", async () => {
    updateCurl();
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
  [
    "Preview of an iOS 26 scroll edge, dark",
    "/v1/preview.svg?style=scrollEdge&offset=40&subtitle=3%20unread&trailing=search,more&appearance=dark",
  ],
  ["Filmstrip of a large title collapsing", "/v1/filmstrip.svg?style=large&offsets=-40,0,26,52,120"],
  ["Curves of a collapsible header", "/v1/curves.svg?style=collapsible&from=0&to=200"],
  ["Timeline of an inline title", "/v1/timeline?style=inlineTitle&from=0&to=100&step=10"],
  ["Audit of a bar over every offset and text size", "/v1/audit?style=compact&back=Mailboxes&trailing=text:Done"],
  ["Catalog: styles, devices, icons, defaults", "/v1/catalog"],
];

function setupExamples() {
  $("example-list").replaceChildren(
    ...EXAMPLES.map(([text, href]) => {
      const item = document.createElement("li");
      const link = Object.assign(document.createElement("a"), { href, textContent: text });
      const code = Object.assign(document.createElement("code"), { textContent: decodeURIComponent(href) });
      item.append(link, code);
      return item;
    }),
  );
}

start();
