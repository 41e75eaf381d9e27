// The playground's state: one plain object holding every request parameter, its defaults taken from the
// service's catalog, and the query string that both the page URL and every API request use.

/** Parameter names in the order they appear in URLs. */
export const PARAMETERS = [
  "style", "offset", "title", "subtitle", "back", "backFallback", "leading", "trailing", "device",
  "width", "height", "safeAreaTop", "scale", "appearance", "direction", "edge",
  "headerHeight", "collapseDistance", "parallax", "content", "rows", "text", "guides",
];

/** Values of `text` (API.md; the catalog does not list them). */
export const TEXT_MODES = ["text", "paths"];

/** Numeric fields that are empty unless the user overrides the device preset. */
export const OVERRIDES = ["width", "height", "safeAreaTop", "scale"];

/** Collapsible-header fields whose defaults come from the catalog's `defaults`. */
export const METRICS = ["headerHeight", "collapseDistance", "parallax"];

/** Enumerations whose values and defaults come from the catalog, by parameter name. */
const ENUMS = { style: "styles", appearance: "appearances", direction: "directions", edge: "edges", backFallback: "backFallbacks" };

export const MAX_ACTIONS = 4;

/** The state before the user changes anything, built from `/v1/catalog`. */
export function defaultState(catalog) {
  const d = catalog.defaults ?? {};
  const pick = (name) => d[name] ?? catalog[ENUMS[name]]?.default ?? catalog[ENUMS[name]]?.values?.[0];
  const device = d.device ?? catalog.devices.find((x) => x.default)?.id ?? catalog.devices[0].id;
  const content = d.content ?? catalog.contentKinds.find((x) => x.default)?.id ?? catalog.contentKinds[0].id;
  return {
    style: pick("style"),
    offset: Number(d.offset ?? 0),
    title: d.title ?? "",
    subtitle: "",
    backEnabled: false,
    back: "",
    backFallback: pick("backFallback"),
    leading: [],
    trailing: [],
    device,
    width: "", height: "", safeAreaTop: "", scale: "",
    appearance: pick("appearance"),
    direction: pick("direction"),
    edge: pick("edge"),
    headerHeight: numberText(d.headerHeight ?? catalog.metrics?.collapsibleHeaderHeight ?? ""),
    collapseDistance: numberText(d.collapseDistance ?? catalog.metrics?.collapsibleCollapseDistance ?? ""),
    parallax: numberText(d.parallax ?? catalog.metrics?.collapsibleParallax ?? ""),
    content,
    rows: "",
    text: TEXT_MODES[0],
    guides: false,
  };
}

export function cloneState(state) {
  return { ...state, leading: state.leading.map((a) => ({ ...a })), trailing: state.trailing.map((a) => ({ ...a })) };
}

/** A number as the service writes it: at most 3 decimals, no exponent, no `-0`. */
export function numberText(value) {
  if (value === "" || value == null) return "";
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const rounded = Math.round(n * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function sameNumber(text, fallback) {
  const trimmed = String(text).trim();
  return trimmed === "" || (trimmed !== "" && Number(trimmed) === Number(fallback));
}

function actionsText(actions) {
  return actions.map((a) => (a.kind === "text" ? `text:${a.value}` : a.value)).join(",");
}

function parseActions(text) {
  return String(text)
    .split(",")
    .filter((item) => item !== "")
    .map((item) => (item.startsWith("text:") ? { kind: "text", value: item.slice(5) } : { kind: "icon", value: item }));
}

/** The non-default parameters of `state` as `[name, value]` pairs in URL order. */
export function toParams(state, defaults, catalog) {
  const out = [];
  const add = (name, value) => out.push([name, String(value)]);
  for (const name of PARAMETERS) {
    switch (name) {
      case "offset":
        if (state.offset !== defaults.offset) add(name, numberText(state.offset));
        break;
      case "subtitle":
        if (state.subtitle !== "") add(name, state.subtitle);
        break;
      case "back":
        if (state.backEnabled) add(name, state.back);
        break;
      case "leading":
      case "trailing":
        if (state[name].length) add(name, actionsText(state[name]));
        break;
      case "width": case "height": case "safeAreaTop": case "scale":
        if (state[name].trim() !== "") add(name, state[name].trim());
        break;
      case "headerHeight": case "collapseDistance": case "parallax":
        if (!sameNumber(state[name], defaults[name])) add(name, state[name].trim());
        break;
      case "rows": {
        const kind = catalog.contentKinds.find((k) => k.id === state.content);
        if (!sameNumber(state.rows, kind?.defaultRows ?? NaN)) add(name, state.rows.trim());
        break;
      }
      case "guides":
        if (state.guides) add(name, "true");
        break;
      default:
        if (state[name] !== defaults[name]) add(name, state[name]);
    }
  }
  return out;
}

/** Percent-encodes a query component, leaving the list separators `,` and `:` readable. */
function encode(text) {
  return encodeURIComponent(text).replace(/%2C/gi, ",").replace(/%3A/gi, ":").replace(/'/g, "%27");
}

/** The query string (without `?`) of the non-default parameters. */
export function toQuery(state, defaults, catalog) {
  return toParams(state, defaults, catalog).map(([k, v]) => `${k}=${encode(v)}`).join("&");
}

/** The state described by a URL query, starting from the defaults; unknown names are ignored. */
export function fromQuery(search, defaults) {
  const params = new URLSearchParams(search);
  const state = cloneState(defaults);
  for (const [name, value] of params) {
    switch (name) {
      case "offset": {
        const n = Number(value);
        if (value.trim() !== "" && Number.isFinite(n)) state.offset = n;
        break;
      }
      case "back":
        state.backEnabled = true;
        state.back = value;
        break;
      case "leading":
      case "trailing":
        state[name] = parseActions(value).slice(0, MAX_ACTIONS);
        break;
      case "guides":
        state.guides = value === "" || value === "true" || value === "1";
        break;
      default:
        if (PARAMETERS.includes(name)) state[name] = value;
    }
  }
  return state;
}
